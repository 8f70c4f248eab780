// The script a first visit must download, parse and run before the app is interactive: the
// entry named by index.html's module script plus every chunk it imports statically, transitively
// (dynamic `import()` chunks are not counted: they load when a mode is first opened). Sizes are
// gzip at zlib's default level, as a static host compresses them. Used by the build test
// (tests/e2e/initial-script.spec.ts) and printed by `node scripts/initial-script.mjs [dist]`.
import { readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The target from the newcomer issue: an old laptop on a shared classroom Wi-Fi. */
export const INITIAL_SCRIPT_TARGET_GZIP = 150 * 1024;
/** What the build test holds the first download to: the target itself. */
export const INITIAL_SCRIPT_LIMIT_GZIP = INITIAL_SCRIPT_TARGET_GZIP;

const MODULE_SCRIPT = /<script\b[^>]*\btype=["']module["'][^>]*\bsrc=["']([^"']+)["']/gi;
// `import x from "./a.js"`, `import "./a.js"`, `export * from "./a.js"`; never `import("./a.js")`.
const STATIC_IMPORT = /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.js)["']/g;

/** Relative specifiers a chunk imports statically. */
export function staticImports(code) {
  return [...code.matchAll(STATIC_IMPORT)].map((m) => m[1]).filter((s) => s.startsWith('.'));
}

/** { files: [{ path, bytes, gzip }], gzip, bytes } for the initial script of the build in `dist`. */
export function measureInitialScript(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((m) => posix.normalize(m[1].replace(/^\.?\//, '')));
  if (entries.length === 0) throw new Error(`${join(dist, 'index.html')} has no module script`);
  const seen = new Set();
  const files = [];
  const visit = (path) => {
    if (seen.has(path)) return;
    seen.add(path);
    const code = readFileSync(join(dist, path));
    files.push({ path, bytes: code.length, gzip: gzipSync(code).length });
    for (const spec of staticImports(code.toString('utf8'))) visit(posix.normalize(posix.join(dirname(path), spec)));
  };
  entries.forEach(visit);
  const sum = (key) => files.reduce((total, f) => total + f[key], 0);
  return { files, bytes: sum('bytes'), gzip: sum('gzip') };
}

/**
 * The source files (paths from the source maps, e.g. `src/store/playStore.ts`) that make up the
 * initial script: what a first visit runs, whatever the chunks are named. Empty for a file
 * built without a source map.
 */
export function initialSources(dist) {
  const sources = new Set();
  for (const { path } of measureInitialScript(dist).files) {
    let map;
    try {
      map = JSON.parse(readFileSync(join(dist, `${path}.map`), 'utf8'));
    } catch {
      continue;
    }
    for (const source of map.sources ?? []) sources.add(source.replace(/^(\.\.\/)+/, ''));
  }
  return [...sources];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? 'dist';
  const { files, bytes, gzip } = measureInitialScript(dist);
  for (const f of files) console.log(`${(f.gzip / 1024).toFixed(1).padStart(7)} kB gzip  ${f.path}`);
  console.log(
    `initial script: ${(gzip / 1024).toFixed(1)} kB gzip (${(bytes / 1024).toFixed(1)} kB) in ${files.length} files; ` +
      `held to ${INITIAL_SCRIPT_LIMIT_GZIP / 1024} kB, target ${INITIAL_SCRIPT_TARGET_GZIP / 1024} kB gzip`,
  );
}
