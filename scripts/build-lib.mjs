// `npm run build:lib`: the search core as a library (src/lib/index.ts) in dist-lib/: one ES
// module with every dependency and lazily loaded solver inside it, so `import ... from
// 'frontier'` needs nothing installed beside it, and one declaration file bundled from the
// sources' types. npm pack runs it first (the "prepack" script), so a packed project always
// holds a library built from its own sources.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { generateDtsBundle } from 'dts-bundle-generator';
import { writeFileSync } from 'node:fs';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = `${root}dist-lib`;
rmSync(outDir, { recursive: true, force: true });

await build({
  root,
  configFile: false,
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir,
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: false,
    lib: { entry: `${root}src/lib/index.ts`, formats: ['es'], fileName: () => 'frontier.js' },
    rolldownOptions: { output: { codeSplitting: false } },
  },
});

const [types] = generateDtsBundle([{ filePath: `${root}src/lib/index.ts`, output: { noBanner: true } }], {
  preferredConfigPath: `${root}tsconfig.app.json`,
});
writeFileSync(`${outDir}/frontier.d.ts`, types);
console.log('build:lib: dist-lib/frontier.js and dist-lib/frontier.d.ts');
