// Shared unit-test setup. DOM matchers load only where a DOM exists (component tests opt in
// with `// @vitest-environment jsdom`); the core's tests run in plain Node.
import fc from 'fast-check';
import { pdbFileStore } from '../../src/cli/pdbFileStore';
import { setPdbStore } from '../../src/core/pdb';
import { loadAllSolvers } from '../../src/core/solvers/lazySolvers';

// Property tests: CI runs one fixed seed, so a red build is reproducible and never a coin
// toss; elsewhere each run explores new cases. A failure prints its seed: FC_SEED=<seed>
// replays it anywhere.
const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : process.env.CI ? 20261130 : undefined;
if (seed !== undefined && Number.isFinite(seed)) fc.configureGlobal({ seed });

// The real 4x4 tables, made once per run by pdbTables.globalSetup.ts: read from its folder,
// never written (tests that build other tables keep them in memory only).
const tables = pdbFileStore();
setPdbStore({ load: (id) => tables.load(id), save: () => {} });

// The solvers the page loads when first chosen (UCS, RBFS, SMA*), loaded up front as a caller
// would; tests/unit/core/lazySolvers.test.ts resets the modules to see them unloaded.
await loadAllSolvers();

if (typeof window !== 'undefined') {
  // framer-motion's cancelled animations otherwise surface as unhandled AbortErrors in jsdom. Only
  // the component tests (jsdom) draw anything: the core's tests do not pay for loading it.
  const { MotionGlobalConfig } = await import('framer-motion');
  MotionGlobalConfig.skipAnimations = true;
  await import('@testing-library/jest-dom/vitest');
}
