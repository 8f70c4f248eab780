// Finds a Chromium for the browser tests: CHROMIUM_PATH first, then the usual system names.
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

const NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) return executable(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  if (executable('/usr/bin/chromium')) return '/usr/bin/chromium';
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    for (const name of NAMES) {
      const candidate = join(dir, name);
      if (executable(candidate)) return candidate;
    }
  }
  return null;
}

export const INSTALL_HINT =
  'No Chromium found for the browser tests: install one (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH to its executable.';
