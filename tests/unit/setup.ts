// Shared unit-test setup. DOM matchers load only where a DOM exists (component tests opt in
// with `// @vitest-environment jsdom`); the core's tests run in plain Node.
import fc from 'fast-check';
import { MotionGlobalConfig } from 'framer-motion';

// Property tests: CI runs one fixed seed, so a red build is reproducible and never a coin
// toss; elsewhere each run explores new cases. A failure prints its seed: FC_SEED=<seed>
// replays it anywhere.
const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : process.env.CI ? 20261130 : undefined;
if (seed !== undefined && Number.isFinite(seed)) fc.configureGlobal({ seed });

// framer-motion's cancelled animations otherwise surface as unhandled AbortErrors in jsdom.
MotionGlobalConfig.skipAnimations = true;

if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
}
