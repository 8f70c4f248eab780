// Finds the Chromium for the browser tests, in the order docs/testing.md promises: CHROMIUM_PATH
// when it is set, else the Chromium pinned in devDependencies (@sparticuz/chromium ships the binary
// inside its npm tarball, so `npm ci` alone brings it: no system browser, no download at test time).
import { accessSync, constants } from 'node:fs';

export const BUNDLED_PACKAGE = '@sparticuz/chromium';

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Unpacks the pinned Chromium (once, into the system's temp folder) and returns its path. */
async function unpackBundled() {
  const { default: chromium } = await import(BUNDLED_PACKAGE);
  return chromium.executablePath();
}

/**
 * `{ path }` for the Chromium to use, or `{ error }`: one line that says what to do.
 * A CHROMIUM_PATH that is set but wrong gets its own message (falling back silently would test
 * a browser the caller did not ask for). `bundled` exists so tests can stand in for the package.
 */
export async function locateChromium(env = process.env, bundled = unpackBundled) {
  if (env.CHROMIUM_PATH) {
    return executable(env.CHROMIUM_PATH)
      ? { path: env.CHROMIUM_PATH }
      : { error: `CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file: point it at a Chromium or unset it.` };
  }
  let path;
  try {
    path = await bundled();
  } catch (err) {
    const reason = String(err instanceof Error ? err.message : err).split('\n')[0];
    return { error: bundledHint(reason) };
  }
  return executable(path) ? { path } : { error: bundledHint(`${path} is not executable`) };
}

export function bundledHint(reason) {
  return `The test Chromium from ${BUNDLED_PACKAGE} could not be unpacked (${reason}): run npm ci, or set CHROMIUM_PATH to a Chromium's executable.`;
}

/** The Chromium to use, or exit 1 with the one-line reason (for the runner scripts). */
export async function requireChromium() {
  const found = await locateChromium();
  if (found.error) {
    console.error(found.error);
    process.exit(1);
  }
  return found.path;
}
