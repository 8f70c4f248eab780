// Finds a Chromium for the browser tests, in the order README promises:
// CHROMIUM_PATH, /usr/bin/chromium, then chromium-browser and google-chrome on PATH.
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

// `chromium` on PATH covers distributions that do not install it under /usr/bin.
const NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

export const INSTALL_HINT =
  'No Chromium found for the browser tests: install one (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH to its executable.';

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * `{ path }` for the Chromium to use, or `{ error }`: one line that says what to do.
 * A CHROMIUM_PATH that is set but wrong gets its own message (falling back silently would test
 * a browser the caller did not ask for). `systemPath` exists so tests can point it elsewhere.
 */
export function locateChromium(env = process.env, systemPath = '/usr/bin/chromium') {
  if (env.CHROMIUM_PATH) {
    return executable(env.CHROMIUM_PATH)
      ? { path: env.CHROMIUM_PATH }
      : { error: `CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file: point it at a Chromium or unset it.` };
  }
  if (executable(systemPath)) return { path: systemPath };
  for (const name of NAMES) {
    for (const dir of (env.PATH ?? '').split(delimiter).filter(Boolean)) {
      const candidate = join(dir, name);
      if (executable(candidate)) return { path: candidate };
    }
  }
  return { error: INSTALL_HINT };
}

/** The Chromium to use, or exit 1 with the one-line reason (for the runner scripts). */
export function requireChromium() {
  const found = locateChromium();
  if (found.error) {
    console.error(found.error);
    process.exit(1);
  }
  return found.path;
}
