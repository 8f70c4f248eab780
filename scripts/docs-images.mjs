// `npm run docs:images`: the pictures in README.md and docs/, made from the real app so they never
// go stale. It builds the app (or reuses a build with --no-build), serves it with `vite preview` on
// a free port, drives the pinned Chromium (scripts/find-chromium.mjs) through fixed boards, steps and
// seeds, and writes docs/images/. The GIF and one PNG are the app's own "Export animation" output
// (gifenc in a worker), caught as downloads, not screenshots. Every wait is for a condition on the
// page, so two runs on two machines draw the same screens (fonts aside).
//
// Options: --no-build (serve the existing build), --out-dir <dir> (the build to make or serve,
// default dist), --only <name,...> (some of the images, by the names below).
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { requireChromium } from './find-chromium.mjs';

const IMAGES = resolve('docs/images');

/** The board every picture of A* uses: the 8-puzzle of the first lesson, 14 moves from the goal. */
const ASTAR_RUN = 'mode=visualize&size=3x3&board=8,1,3/4,0,2/7,6,5&goal=blank-last&algorithm=astar&heuristic=manhattan';
/** Far enough into the run that the frontier holds ties broken by h, early enough to read. */
const ASTAR_STEP = 12;
const COMPARE_RUN =
  'mode=compare&board=8,1,3/4,0,2/7,6,5&goal=blank-last&budget=200000&panes=astar:manhattan;idastar:manhattan;bfs';
const PLAY_RUN = 'mode=play&board=8,1,3/4,0,2/7,6,5&goal=blank-last';

function parseArgs(argv) {
  const args = { build: true, outDir: 'dist', only: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--no-build') args.build = false;
    else if (arg === '--out-dir') args.outDir = argv[++i];
    else if (arg === '--only') args.only = new Set(argv[++i].split(','));
    else {
      console.error(`docs-images: unknown option ${arg} (known: --no-build, --out-dir <dir>, --only <names>)`);
      process.exit(2);
    }
  }
  return args;
}

/** A port nobody listens on right now (the OS picks it; vite is then told to take exactly it). */
function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

async function waitForServer(url, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`vite preview did not answer at ${url} within 60 s`);
}

/** A fresh page at this size: English, light theme, no motion, nothing stored from another shot. */
async function freshPage(browser, baseURL, width, height) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height },
    locale: 'en-US',
    colorScheme: 'light',
    reducedMotion: 'reduce',
    acceptDownloads: true,
  });
  // A condition that never comes fails the shot in seconds, naming what it waited for.
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  return { page, context, errors };
}

async function atCursor(page, step) {
  await page.getByTestId('position').first().waitFor();
  await page.waitForFunction(
    (want) => document.querySelector('[data-testid="position"]')?.getAttribute('data-cursor') === String(want),
    step,
  );
}

/**
 * Settled: web fonts loaded and the layout unchanged over ten animation frames in a row (the boxes
 * of every panel, button and canvas). Some parts size themselves a little after a switch (projector
 * mode's styles, a chart measuring its box), so one frame is not proof enough.
 */
async function settled(page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const signature = () =>
      [...document.querySelectorAll('.panel, button, canvas, svg, [data-testid]')]
        .map((el) => {
          const r = el.getBoundingClientRect();
          return `${Math.round(r.x)},${Math.round(r.y)},${Math.round(r.width)},${Math.round(r.height)}`;
        })
        .join(' ');
    let last = '';
    let same = 0;
    for (let frames = 0; same < 10; frames++) {
      if (frames > 600) throw new Error('the layout kept changing for 600 frames');
      await new Promise((r) => requestAnimationFrame(r));
      const now = signature();
      same = now === last ? same + 1 : 0;
      last = now;
    }
  });
}

async function shoot(page, name) {
  // No hover state on the last button clicked: the pointer rests in a corner.
  await page.mouse.move(0, 0);
  await settled(page);
  const path = join(IMAGES, name);
  await page.screenshot({ path, animations: 'disabled', caret: 'hide' });
  return path;
}

const shots = {
  /** The visualizer mid-A*: the board, the frontier with f = g + h, the counters, at 1366x768. */
  visualizer: {
    width: 1366,
    height: 768,
    async take(page) {
      await page.goto(`./?${ASTAR_RUN}&step=${ASTAR_STEP}`);
      await atCursor(page, ASTAR_STEP);
      await page.getByTestId('tie').first().waitFor();
      await page.getByTestId('equation').waitFor();
      return shoot(page, 'visualizer-astar.png');
    },
  },

  /** The same step in projector mode (key P) at 1024x768, as the back row sees it. */
  projector: {
    width: 1024,
    height: 768,
    async take(page) {
      await page.goto(`./?${ASTAR_RUN}&step=${ASTAR_STEP}`);
      await atCursor(page, ASTAR_STEP);
      await page.keyboard.press('p');
      await page.waitForFunction(() => document.documentElement.getAttribute('data-projector') === 'on');
      await page.getByTestId('tie').first().waitFor();
      return shoot(page, 'projector-1024.png');
    },
  },

  /** Compare mode: A*, IDA* and BFS run to the end on one board, the charts in view. */
  compare: {
    width: 1366,
    height: 768,
    async take(page) {
      await page.goto(`./?${COMPARE_RUN}`);
      await page.getByRole('button', { name: 'Run to end' }).click();
      await page.waitForFunction(() => {
        const clock = document.querySelector('[data-testid="compare-clock"]');
        const end = clock?.getAttribute('data-end');
        return end !== null && end !== undefined && end !== '' && clock.getAttribute('data-clock') === end;
      });
      const charts = page.getByRole('button', { name: 'Charts', exact: true });
      if ((await charts.count()) > 0 && (await charts.getAttribute('aria-pressed')) === 'false') await charts.click();
      const chart = page.getByTestId('chart-frontier');
      await chart.locator('[data-series]').first().waitFor();
      // Each pane's own run, on a log scale: A*'s and IDA*'s few dozen nodes show beside BFS's thousands.
      await page.getByRole('button', { name: 'Each pane’s own run', exact: true }).click();
      await page.getByLabel('Logarithmic scale').check();
      await chart.scrollIntoViewIfNeeded();
      return shoot(page, 'compare-charts.png');
    },
  },

  /** The example lesson "A* step by step" presented, at its second stop (the tie broken by h). */
  presenter: {
    width: 1366,
    height: 768,
    async take(page) {
      await page.goto('./');
      await page.getByTestId('lessons-button').click();
      await page.getByTestId('lesson-examples').click();
      await page.getByTestId('lesson-select').selectOption({ index: 0 });
      await page.getByTestId('lesson-present').click();
      await page.getByTestId('presenter-counter').waitFor();
      await page.keyboard.press('PageDown');
      await page.waitForFunction(() =>
        document.querySelector('[data-testid="presenter-counter"]')?.textContent?.startsWith('Stop 2 '),
      );
      await atCursor(page, 11);
      return shoot(page, 'lesson-presenter.png');
    },
  },

  /** Play mode after one move and a hint. */
  play: {
    width: 1366,
    height: 768,
    async take(page) {
      await page.goto(`./?${PLAY_RUN}`);
      const board = page.getByTestId('play-board');
      await board.waitFor();
      await page.waitForFunction(() => document.querySelector('[data-testid="play-best"]')?.getAttribute('data-value'));
      await page.getByRole('button', { name: 'Hint' }).click();
      await page.getByTestId('play-message').waitFor();
      return shoot(page, 'play.png');
    },
  },

  /** The app's own export: an animated GIF of A* stepping, and a PNG of one step, as downloaded. */
  export: {
    width: 1366,
    height: 768,
    async take(page) {
      await page.goto(`./?${ASTAR_RUN}&step=1`);
      await atCursor(page, 1);
      await page.getByTestId('export-open').click();
      const dialog = page.getByTestId('export-dialog');
      await dialog.waitFor();
      await dialog.getByTestId('export-from').fill('1');
      await dialog.getByTestId('export-to').fill('24');
      await dialog.getByTestId('export-width').selectOption('480');
      await dialog.getByTestId('export-delay').fill('700');
      const [gif] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('export-gif').click()]);
      const gifPath = join(IMAGES, 'astar-steps.gif');
      copyFileSync(await gif.path(), gifPath);
      await dialog.getByTestId('export-done').waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      await page.goto(`./?${ASTAR_RUN}&step=${ASTAR_STEP}`);
      await atCursor(page, ASTAR_STEP);
      await page.getByTestId('export-open').click();
      await dialog.waitFor();
      await dialog.getByTestId('export-width').selectOption('640');
      const [png] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('export-png').click()]);
      const pngPath = join(IMAGES, 'astar-step.png');
      copyFileSync(await png.path(), pngPath);
      return [gifPath, pngPath];
    },
  },
};

const args = parseArgs(process.argv.slice(2));
const executablePath = await requireChromium();
if (args.build) {
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', args.outDir], {
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
} else if (!existsSync(join(args.outDir, 'index.html'))) {
  console.error(
    `docs-images: --no-build, but ${args.outDir}/index.html does not exist: build first or drop --no-build`,
  );
  process.exit(2);
}
mkdirSync(IMAGES, { recursive: true });

const port = await freePort();
const baseURL = `http://127.0.0.1:${port}/`;
const server = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort', '--outDir', args.outDir], {
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
// The preview server is this script's child (and npx's grandchild): end its whole group, whatever happens.
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stopServer);

let failed = false;
try {
  await waitForServer(baseURL, server);
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    for (const [name, shot] of Object.entries(shots)) {
      if (args.only && !args.only.has(name)) continue;
      const { page, context, errors } = await freshPage(browser, baseURL, shot.width, shot.height);
      const path = await shot.take(page);
      await context.close();
      for (const p of [path].flat()) console.log(`${p.replace(`${process.cwd()}/`, '')}  ${statSync(p).size} bytes`);
      if (errors.length > 0) {
        failed = true;
        console.error(`docs-images: ${name}: the page reported errors:\n  ${errors.join('\n  ')}`);
      }
    }
  } finally {
    await browser.close();
  }
} catch (err) {
  failed = true;
  console.error(`docs-images: ${err instanceof Error ? err.message : err}`);
} finally {
  stopServer();
}
process.exit(failed ? 1 : 0);
