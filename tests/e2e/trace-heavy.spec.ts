/**
 * A 20 MB trace (200,000 lines) opens without freezing the page: read and checked in the
 * worker, its replay handed to the page in pieces. Measured as the visualizer's heavy tests are:
 * the main thread's CPU time per task from a Chrome trace (mainThreadTasks.ts), garbage
 * collection reported beside it. A malformed line near the end of as big a file is refused with
 * its number, and nothing of the lines before it is loaded.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { puzzleDomain } from '../../src/core/domain/puzzle';
import { makePuzzle } from '../../src/core/puzzle';
import { runToEnd } from '../../src/core/solvers';
import { frontierTraceLines } from '../../src/core/trace';
import { expect, test } from './fixtures';
import { loadAverage, mainThreadTasks } from './mainThreadTasks';

/** A 15-puzzle board 14 moves from the goal whose breadth-first search writes some 200,700 lines. */
const START = [5, 1, 2, 4, 6, 0, 10, 3, 9, 7, 12, 8, 13, 14, 11, 15];
/** The line given a wrong g, near the end: the checker reads almost all of the trace before it. */
const WRONG_LINE = 199_990;

/**
 * Frontier's own BFS written as a whole trace (4x4 boards make lines of about 100 bytes; the
 * reference run the page makes beside it is then as short), with the g of one generated child
 * near the end made wrong.
 */
function makeBigTrace(): { text: string; lines: number; wrong: string } {
  const puzzle = makePuzzle(4, 4);
  const result = runToEnd(puzzle, START, { algorithm: 'bfs', trace: 'all' });
  const lines = [
    ...frontierTraceLines({
      domainName: 'puzzle',
      domain: puzzleDomain(4, 4),
      start: START,
      goal: puzzle.goal,
      algorithm: 'bfs',
      events: result.events!,
    }),
  ];
  let at = WRONG_LINE - 1;
  while (!lines[at].startsWith('{"generate"')) at--;
  const line = JSON.parse(lines[at]) as { generate: string; g: number };
  lines[at] = JSON.stringify({ ...line, g: line.g + 1 });
  return { text: lines.join('\n') + '\n', lines: lines.length, wrong: String(at + 1) };
}

let made: ReturnType<typeof makeBigTrace> | null = null;
/** Made once for the file's tests (a few seconds of the core's BFS). */
const bigTrace = () => (made ??= makeBigTrace());

test(
  'a 20 MB trace of 200,000 lines opens with no main-thread task over 100 ms, and steps to its mistake',
  { tag: '@alone' },
  async ({ page, browser, consoleErrors }) => {
    void consoleErrors;
    test.setTimeout(240_000);
    const { text, lines, wrong } = bigTrace();
    mkdirSync('test-results', { recursive: true });
    const file = 'test-results/big-trace.jsonl';
    writeFileSync(file, text);
    expect(lines).toBeGreaterThan(200_000);
    expect(text.length).toBeGreaterThan(18_000_000);
    await page.goto('./?mode=visualize');
    await page.getByTestId('trace-button').click({ timeout: 30_000 });
    await browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline', 'devtools.timeline'] });
    const t0 = Date.now();
    await page.getByTestId('trace-file').setInputFiles(file);
    const mistake = page.getByTestId('trace-mistake');
    await expect(mistake).toContainText(`First mistake: line ${wrong},`, { timeout: 180_000 });
    const seconds = (Date.now() - t0) / 1000;
    const tasks = mainThreadTasks(await browser.stopTracing());
    console.log(
      `${lines}-line trace (${(text.length / 1e6).toFixed(1)} MB) opened in ${seconds.toFixed(1)} s; worst task ` +
        `${tasks.worstOwnCpuMs.toFixed(0)} ms of the page's own CPU (${tasks.worstCpuMs.toFixed(0)} ms with garbage ` +
        `collection, the most collection in one task ${tasks.worstGcCpuMs.toFixed(0)} ms) (load ${loadAverage()})`,
    );
    await expect(mistake).toContainText('Wrong g');
    expect(tasks.worstOwnCpuMs, "worst main-thread task (ms of the page's own CPU)").toBeLessThanOrEqual(100);
    const step = /step (\d+)/.exec((await mistake.textContent()) ?? '')![1];
    await page.getByTestId('trace-show-step').click();
    await expect(page.getByTestId('position')).toHaveAttribute('data-cursor', step);
  },
);

test(
  'a 20 MB trace with a malformed line near its end is refused with that line, and nothing of it is loaded',
  { tag: '@alone' },
  async ({ page, consoleErrors }) => {
    void consoleErrors;
    test.setTimeout(120_000);
    const lines = bigTrace().text.split('\n');
    const BROKEN = 180_000;
    lines[BROKEN - 1] = lines[BROKEN - 1].slice(0, 30);
    const file = 'test-results/big-trace-broken.jsonl';
    writeFileSync(file, lines.join('\n'));
    await page.goto('./?mode=visualize');
    await page.getByTestId('trace-button').click({ timeout: 30_000 });
    const before = await page.getByTestId('position').getAttribute('data-recorded');
    await page.getByTestId('trace-file').setInputFiles(file);
    const refused = page.getByTestId('trace-refused');
    await expect(refused).toContainText(`big-trace-broken.jsonl was not opened: line ${BROKEN} is not a trace line.`, {
      timeout: 90_000,
    });
    await expect(refused).toContainText('It is not JSON');
    await expect(page.getByTestId('trace-reading')).toHaveCount(0);
    await expect(page.getByTestId('trace-verdict')).toHaveCount(0);
    // The visualizer still holds the run it had: none of the trace's 179,999 good lines replaced it.
    await expect(page.getByTestId('position')).toHaveAttribute('data-recorded', before ?? '');
  },
);
