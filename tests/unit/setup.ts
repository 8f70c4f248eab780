// Shared unit-test setup. DOM matchers load only where a DOM exists (component tests opt in
// with `// @vitest-environment jsdom`); the core's tests run in plain Node.
import { MotionGlobalConfig } from 'framer-motion';

// framer-motion's cancelled animations otherwise surface as unhandled AbortErrors in jsdom.
MotionGlobalConfig.skipAnimations = true;

if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
}
