/**
 * The real 4x4 pattern databases (6-6-3, the app's own), made once per `vitest run` before any
 * test file starts: loaded from `.cache/pdb/` when a copy passes the header and checksum checks,
 * otherwise built (one worker thread a table) and saved there. Test files then read that file (setup.ts installs a
 * read-only store over the folder) instead of each building its own copy, so the tests of the
 * real tables run in the routine suite. A fresh clone (CI) has no cache: there it is a fresh build.
 */
import { enablePdbFileCache } from '../../src/cli/pdbFileStore';
import { loadOrBuildPatternDatabasesInThreads } from '../../src/cli/pdbThreads';
import { setPdbStore } from '../../src/core/pdb';
import { makePuzzle } from '../../src/core/puzzle';

export default async function setup(): Promise<void> {
  const t = performance.now();
  enablePdbFileCache();
  const { set, source } = await loadOrBuildPatternDatabasesInThreads(makePuzzle(4, 4));
  setPdbStore(null);
  const how = source === 'built' ? 'built in threads' : 'loaded';
  process.stderr.write(`pattern databases ${set.id} ${how} in ${((performance.now() - t) / 1000).toFixed(1)} s\n`);
}
