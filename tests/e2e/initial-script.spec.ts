/**
 * The build a first visit downloads (issue: an old laptop on a classroom's shared Wi-Fi): the
 * entry script and everything it imports statically stay within the limit in
 * scripts/initial-script.mjs (the 150 kB gzip), and every chunk
 * that loads later is in the service worker's precache, so each mode still works offline.
 * Reads the production build the browser tests run against (E2E_DIST, default dist/).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  INITIAL_SCRIPT_LIMIT_GZIP,
  INITIAL_SCRIPT_TARGET_GZIP,
  initialSources,
  measureInitialScript,
} from '../../scripts/initial-script.mjs';

const dist = process.env.E2E_DIST ?? 'dist';

test('the initial script stays within its limit (gzip), and the modes not on screen are not in it', () => {
  const { files, gzip } = measureInitialScript(dist);
  const list = files.map((f) => `${f.path} ${(f.gzip / 1024).toFixed(1)} kB`).join(', ');
  console.log(
    `initial script: ${(gzip / 1024).toFixed(1)} kB gzip in ${files.length} files (limit ${INITIAL_SCRIPT_LIMIT_GZIP / 1024}, target ${INITIAL_SCRIPT_TARGET_GZIP / 1024})`,
  );
  expect(gzip, `initial script (${list})`).toBeLessThanOrEqual(INITIAL_SCRIPT_LIMIT_GZIP);
  // The modes that are not on screen are not in it.
  const initial = files.map((f) => f.path).join(' ');
  for (const lazy of [
    'ComparePage',
    'PlayPage',
    'ExplorerPage',
    'SearchTree',
    'EditorDialog',
    'AnimatedTiles',
    'ja.bundle',
  ]) {
    expect(initial, `${lazy} loads when first opened`).not.toContain(lazy);
  }
  // Modules that share a chunk group with the first download (src/store, src/core) but belong to
  // a mode or a moment that is not on screen, checked by source, whatever the chunks are called.
  const sources = initialSources(dist);
  expect(sources.length, 'the build has source maps to read').toBeGreaterThan(50);
  for (const lazy of [
    'src/store/playStore.ts',
    'src/store/compareStore.ts',
    'src/store/explorerStore.ts',
    'src/store/labStore.ts',
    'src/ui/play/PlayPage.tsx',
    'src/ui/compare/ComparePage.tsx',
    'src/ui/visualizer/LessonLog.tsx',
    'src/ui/visualizer/QuizPanel.tsx',
    'src/ui/help/KeyHelpDialog.tsx',
    'node_modules/comlink/dist/esm/comlink.mjs',
    // The pattern-database search, heuristic, builder and byte reader: with the first such run.
    'src/core/pdb/idaKernel.ts',
    'src/core/pdb/idaStarPdb.ts',
    'src/core/pdb/heuristic.ts',
    'src/core/pdb/buildTable.ts',
    'src/core/pdb/serialize.ts',
    // The solvers a first lesson does not start with (src/core/solvers/lazySolvers.ts).
    'src/core/solvers/ucs.ts',
    'src/core/solvers/rbfs.ts',
    'src/core/solvers/smaStar.ts',
    'src/core/solvers/bidirectionalBfs.ts',
    'src/core/solvers/randomWalk.ts',
  ]) {
    expect(sources, `${lazy} loads when its mode is first opened`).not.toContain(lazy);
  }
});

test('every script chunk is precached by the service worker', () => {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const chunks = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  expect(chunks.length).toBeGreaterThan(10);
  for (const chunk of chunks) expect(sw, `${chunk} in the precache manifest`).toContain(`assets/${chunk}`);
});
