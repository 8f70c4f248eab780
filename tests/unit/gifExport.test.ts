/**
 * The animation export's pure parts: which frames a range or a solution gives and what each
 * says (in English and Japanese), the dialog's refusals, the text wrapping the worker draws
 * with, and the GIF encoder wrapper read back by a decoder.
 */
import { decompressFrames, parseGIF } from 'gifuct-js';
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchEvent } from '../../src/core/events';
import { makePuzzle } from '../../src/core/puzzle';
import { createReplayer } from '../../src/core/replay';
import { runSearchOptions } from '../../src/core/setupOptions';
import { startSearch } from '../../src/core/solvers';
import { i18n, initI18n } from '../../src/i18n';
import { DEFAULT_SETUP, type RunSetup } from '../../src/store/runStore';
import { checkExport, type ExportForm } from '../../src/ui/export/exportForm';
import { MAX_FRAMES, logUpTo, planSolution, planSteps } from '../../src/ui/export/framePlan';
import { frameLayout, wrapText } from '../../src/workers/frameDrawing';
import { GifWriter } from '../../src/workers/gifEncoder';

const setup: RunSetup = { ...DEFAULT_SETUP, algorithm: 'astar', heuristic: 'manhattan' };
const puzzle = makePuzzle(setup.rows, setup.cols, setup.goal);

/** The whole run, made the way the export makes what the page has not recorded. */
function fullRun(): SearchEvent[] {
  const log = logUpTo({ length: 0, event: () => undefined as never }, setup, puzzle, Infinity)!;
  return Array.from({ length: log.length }, (_, i) => log.event(i));
}

let en: TFunction;
let ja: TFunction;
beforeAll(async () => {
  await initI18n('en');
  await i18n.loadLanguages('ja');
  await i18n.loadNamespaces('share');
  en = i18n.getFixedT('en');
  ja = i18n.getFixedT('ja');
});

describe('frame plan: a range of steps', () => {
  const events = fullRun();
  const log = { length: events.length, event: (i: number) => events[i] };

  it('one frame per step from..to, each the replayed view of that step', () => {
    const frames = planSteps(log, setup, puzzle, { from: 3, to: 12 }, en);
    expect(frames).toHaveLength(10);
    expect(frames[0].heading).toBe('Step 3 · A*');
    expect(frames[9].heading).toBe('Step 12 · A*');
    // The same texts the page shows at that cursor: the equation of the current node, the sentence.
    const replayer = createReplayer(setup.algorithm);
    replayer.append(events);
    const view = replayer.seek(5);
    const node = view.current ?? view.root!;
    expect(frames[2].equation).toBe(`f = g + h = ${node.g} + ${node.h} = ${node.f}`);
    for (const f of frames) {
      expect(f.tiles).toHaveLength(9);
      expect([...f.tiles].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
      expect(f.narration.length).toBeGreaterThan(5);
      expect(f.narration).not.toMatch(/\{\{|share\.|narrate\./);
    }
  });

  it('a range past the end of the run stops at its end', () => {
    const frames = planSteps(log, setup, puzzle, { from: events.length - 2, to: events.length + 50 }, en);
    expect(frames).toHaveLength(3);
    expect(frames[2].narration).toMatch(/^Solved: \d+ moves/);
  });

  it('in Japanese the texts are Japanese (structure, not glyphs)', () => {
    const [frame] = planSteps(log, setup, puzzle, { from: 4, to: 4 }, ja);
    expect(frame.heading).toMatch(/^ステップ 4/);
    expect(frame.narration).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });

  it('logUpTo: the recording when it reaches, else the same run made afresh', () => {
    const short = { length: 5, event: (i: number) => events[i] };
    expect(logUpTo(log, setup, puzzle, 40)).toBe(log);
    const fresh = logUpTo(short, setup, puzzle, 40)!;
    expect(fresh.length).toBe(40);
    for (let i = 0; i < 40; i++) expect(fresh.event(i)).toEqual(events[i]);
  });
});

describe('frame plan: a run made afresh is the run on screen, every option included', () => {
  // SMA*'s memory, a local search's seed and settings, BFS's goal test: a run made without them
  // would be another run than the one the teacher is exporting.
  const runs: RunSetup[] = [
    { ...DEFAULT_SETUP, algorithm: 'smastar', heuristic: 'manhattan', memoryLimit: 12 },
    {
      ...DEFAULT_SETUP,
      algorithm: 'anneal',
      heuristic: 'manhattan',
      local: { seed: 24, sideways: 0, restarts: 0, temperature: 5, cooling: 0.99, beamWidth: 3 },
    },
    { ...DEFAULT_SETUP, algorithm: 'bfs', goalTest: 'expansion' },
  ];
  for (const run of runs) {
    it(`${run.algorithm}`, () => {
      const p = makePuzzle(run.rows, run.cols, run.goal);
      const fresh = logUpTo({ length: 0, event: () => undefined as never }, run, p, 400)!;
      const started = startSearch(p, run.start, { ...runSearchOptions(run), trace: 'all' });
      if (!started.ok) throw new Error('the core refused the run');
      const core: SearchEvent[] = [];
      for (const e of started.search) if (core.push(e) >= 400) break;
      expect(fresh.length).toBe(core.length);
      for (let i = 0; i < core.length; i++) {
        const e = fresh.event(i);
        // The clock is the one thing two runs do not share.
        const same = (x: SearchEvent) => ('stats' in x ? { ...x, stats: { ...x.stats, elapsedMs: 0 } } : x);
        expect(same(e), `event ${i}`).toEqual(same(core[i]));
      }
    });
  }
});

describe('frame plan: the solution path', () => {
  it('the start and one frame per move, g counting the moves, h falling to 0 at the goal', () => {
    const events = fullRun();
    const final = events[events.length - 1];
    if (final.type !== 'solved') throw new Error('not solved');
    const frames = planSolution(final.path, setup, puzzle, en);
    expect(frames).toHaveLength(final.path.length + 1);
    expect(frames[0].tiles).toEqual(setup.start);
    expect(frames.at(-1)!.tiles).toEqual(setup.goal);
    expect(frames.at(-1)!.equation).toBe(`f = g + h = ${final.path.length} + 0 = ${final.path.length}`);
    expect(frames[0].narration).toBe(`The start: ${final.path.length} moves to the goal.`);
    expect(frames[1].narration).toMatch(/^Slide tile \d (up|down|left|right)\.$/);
    expect(frames[1].heading).toBe(`Move 1 of ${final.path.length}`);
    expect(planSolution(final.path, setup, puzzle, ja)[1].narration).toMatch(/^タイル \d を[上下左右]へ動かす。$/);
  });
});

describe('export form: refusals name the field', () => {
  const form: ExportForm = { range: 'steps', from: '5', to: '35', width: 480, delay: '600', loop: true };
  const limits: { lastStep: number; solutionMoves: number | null } = { lastStep: 1000, solutionMoves: null };
  const error = (patch: Partial<ExportForm>, l = limits) => {
    const r = checkExport({ ...form, ...patch }, l);
    return r.ok ? null : r.error;
  };

  it('accepts the default and reports the checked values', () => {
    expect(checkExport(form, limits)).toEqual({
      ok: true,
      value: { range: { kind: 'steps', from: 5, to: 35 }, width: 480, delayMs: 600, loop: true },
    });
  });

  it('refuses each bad value with its own reason', () => {
    expect(error({ from: 'abc' })).toEqual({ key: 'fromNotNumber' });
    expect(error({ from: '-3' })).toEqual({ key: 'fromNotNumber' });
    expect(error({ from: '0' })).toEqual({ key: 'fromOutOfRange', max: 1000 });
    expect(error({ from: '1001', to: '1002' })).toEqual({ key: 'fromOutOfRange', max: 1000 });
    expect(error({ to: '2.5' })).toEqual({ key: 'toNotNumber' });
    expect(error({ to: '4' })).toEqual({ key: 'toBeforeFrom' });
    expect(error({ from: '1', to: String(MAX_FRAMES + 1) })).toEqual({
      key: 'tooMany',
      count: MAX_FRAMES + 1,
      max: MAX_FRAMES,
    });
    expect(error({ delay: '10' })).toEqual({ key: 'delayOutOfRange', min: 20, max: 5000 });
    expect(error({ delay: '1e3' })).toEqual({ key: 'delayNotNumber' });
    expect(error({ width: 500 })).toEqual({ key: 'badWidth' });
    expect(error({ range: 'solution' })).toEqual({ key: 'noSolution' });
    expect(error({ range: 'solution' }, { lastStep: 10, solutionMoves: MAX_FRAMES })).toEqual({
      key: 'tooMany',
      count: MAX_FRAMES + 1,
      max: MAX_FRAMES,
    });
    expect(error({ from: String(1), to: String(MAX_FRAMES) })).toBeNull();
  });

  it('every refusal has a sentence in both languages', () => {
    for (const key of [
      'fromNotNumber',
      'toNotNumber',
      'fromOutOfRange',
      'toBeforeFrom',
      'tooMany',
      'delayNotNumber',
      'delayOutOfRange',
      'badWidth',
      'noSolution',
    ]) {
      for (const t of [en, ja]) {
        const text = t(`share.export.error.${key}`, { max: 9, min: 1, count: 10 });
        expect(text).not.toContain('share.export');
        expect(text).not.toContain('{{');
      }
    }
  });
});

describe('frame drawing: layout and wrapping', () => {
  it('the height follows the width and the board, and is even', () => {
    for (const width of [320, 480, 640]) {
      const l = frameLayout(width, 3, 3);
      expect(l.height % 2).toBe(0);
      expect(l.board.x + 3 * l.board.cell).toBeLessThanOrEqual(width);
      expect(l.narrationY + 3 * l.lineHeight).toBeLessThanOrEqual(l.height);
    }
    expect(frameLayout(480, 4, 4).height).toBe(frameLayout(480, 3, 3).height);
  });

  // One unit of width per character: the structure of the lines, not the font.
  const measure = (s: string) => s.length;

  it('wraps at spaces, and cuts what does not fit with an ellipsis', () => {
    expect(wrapText('one two three four', 9, measure, 3)).toEqual(['one two', 'three', 'four']);
    expect(wrapText('aaa bbb ccc ddd eee', 7, measure, 2)).toEqual(['aaa bbb', 'ccc dd…']);
    expect(wrapText('abcdefghijkl', 5, measure, 3)).toEqual(['abcde', 'fghij', 'kl']);
  });

  it('wraps Japanese between characters (it has no spaces)', () => {
    const lines = wrapText('ノードを展開しました。子は 3 個です。', 8, measure, 3);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(8);
    expect(lines.join('').replace(/\s/g, '')).toBe('ノードを展開しました。子は3個です。');
  });
});

describe('GIF encoder wrapper', () => {
  const frame = (width: number, height: number, shade: number) => {
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) rgba.set([shade, 255 - shade, (i % width) * 4, 255], i * 4);
    return rgba;
  };

  it('writes frames a decoder reads back: count, size, delay and loop', () => {
    const writer = new GifWriter({ width: 40, height: 30, delayMs: 250, loop: true });
    for (const shade of [0, 80, 160]) writer.add(frame(40, 30, shade));
    const bytes = writer.finish();
    expect(String.fromCharCode(...bytes.slice(0, 6))).toBe('GIF89a');
    const gif = parseGIF(new Uint8Array(bytes).buffer);
    expect(gif.lsd.width).toBe(40);
    expect(gif.lsd.height).toBe(30);
    const frames = decompressFrames(gif, true);
    expect(frames).toHaveLength(3);
    expect(frames.map((f) => f.delay)).toEqual([250, 250, 250]);
    // The pixels survive, within what 256 colours (rgb565) keep: the first pixel is (0, 255, 0).
    const [r, g, b] = frames[0].patch;
    expect(Math.max(Math.abs(r - 0), Math.abs(g - 255), Math.abs(b - 0))).toBeLessThanOrEqual(8);
    // NETSCAPE2.0 application block: loops.
    expect(new TextDecoder().decode(bytes).includes('NETSCAPE2.0')).toBe(true);
  });

  it('no loop block when it plays once; bad input refused', () => {
    const once = new GifWriter({ width: 4, height: 4, delayMs: 100, loop: false });
    once.add(frame(4, 4, 10));
    expect(new TextDecoder().decode(once.finish()).includes('NETSCAPE2.0')).toBe(false);
    expect(() => new GifWriter({ width: 0, height: 4, delayMs: 100, loop: true })).toThrow(/bad size/);
    const w = new GifWriter({ width: 4, height: 4, delayMs: 100, loop: true });
    expect(() => w.add(new Uint8ClampedArray(10))).toThrow(/expected 64/);
    expect(() => w.finish()).toThrow(/at least one frame/);
  });
});
