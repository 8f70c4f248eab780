import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

// FRONTIER_UNSPLIT=1 builds the app as one script, as it was before the modes were split into
// chunks: the baseline of the first-load benchmark (bench/firstLoad.ts), never shipped.
const unsplit = process.env.FRONTIER_UNSPLIT === '1';

// What the first visit needs anyway, in a few files rather than two dozen: each module is a
// request and a module record to set up, and on a slow laptop two dozen cost more than the
// bytes they save (bench/firstLoad.ts measures it). Modes and panels stay their own chunks.
// A group takes a module of its folders only when the entry reaches it through static imports:
// a folder also holds modules that only a lazy chunk imports (play's and compare's stores, the
// pattern-database kernel), and a group would otherwise pull them into the first download.
const FOLDERS = [
  {
    name: 'vendor',
    test: /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|i18next-resources-to-backend|zustand|use-sync-external-store)[\\/]/,
  },
  {
    name: 'core',
    test: /src[\\/]core[\\/](solvers[\\/](?!textbook)|replay|heuristics|pdb|game|events|puzzle|solvability|parse|stateKey|topology|setups|presets|random|scramble|moveNotation)/,
  },
  {
    name: 'app',
    test: /src[\\/](store[\\/]|links[\\/]|ui[\\/](pseudocode[\\/]stickyAttribute|moves[\\/]MoveList|tree[\\/]ViewSwitch|visualizer[\\/](narration|SolvabilityNotice|PeakOverLimit|StatList|SolutionReplay|Equation|FrontierPanel)|board[\\/](Board|StillTiles|tileLayout|tileProps|MiniBoard)|playback[\\/]|hooks[\\/]|links[\\/]|loading[\\/]|lazyParts|fields[\\/]|icons|editor[\\/](BoardChoiceFields|parseErrorText|CopyButton|copyText|editorModel|EditBoardButton)|visualizer[\\/]useRun))/,
  },
];

interface ModuleGraph {
  getModuleInfo(id: string): { isEntry: boolean; importers: readonly string[] } | null;
}

/** The entry imports the module, directly or through other static imports. */
function inFirstDownload(id: string, graph: ModuleGraph): boolean {
  const seen = new Set([id]);
  const queue = [id];
  while (queue.length > 0) {
    const info = graph.getModuleInfo(queue.pop() as string);
    if (!info) continue;
    if (info.isEntry) return true;
    for (const importer of info.importers) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return false;
}

const FIRST_LOAD_GROUPS = FOLDERS.map(({ name, test }) => ({
  debugName: name,
  name: (id: string, graph: ModuleGraph) => (test.test(id) && inFirstDownload(id, graph) ? name : null),
}));

// A relative base lets a teacher drop `dist/` on any static host, under any sub-path.
export default defineConfig({
  base: './',
  plugins: [
    react(),
    // Offline after the first visit: the service worker precaches the app shell, the workers and
    // the icons (classrooms lose the network; school laptops sleep between lessons).
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'Frontier — search on sliding-tile puzzles',
        short_name: 'Frontier',
        description: 'Watch BFS, A* and IDA* search a sliding-tile puzzle, one step at a time.',
        lang: 'en',
        start_url: './',
        scope: './',
        display: 'standalone',
        background_color: '#f4f6fa',
        theme_color: '#1d3557',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: { output: { codeSplitting: unsplit ? false : { groups: FIRST_LOAD_GROUPS } } },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    globalSetup: ['tests/unit/pdbTables.globalSetup.ts'],
    // One test file a core. Vitest's default keeps a core free (cores - 1), which on a 2-core
    // machine runs the whole suite in one process, one file at a time.
    maxWorkers: availableParallelism(),
    testTimeout: 60_000,
  },
});
