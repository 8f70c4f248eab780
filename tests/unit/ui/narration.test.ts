/**
 * The narration sentence, read as a teacher would: exact sentences for the steps a lesson
 * stops on (numbers from the core's own events), and a sweep over every event of a recorded
 * run of each algorithm, in English and Japanese, for leftovers such as "{{" or a bare key.
 */
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AlgorithmId, NodeInfo, SearchEvent } from '../../../src/core/events';
import { makePuzzle } from '../../../src/core/puzzle';
import { childrenAfter, createReplayer, type Replayer } from '../../../src/core/replay';
import { startSearch } from '../../../src/core/solvers';
import { makeCodec } from '../../../src/core/stateKey';
import { ALGORITHMS } from '../../../src/core/solvers/algorithms';
import { i18n, initI18n } from '../../../src/i18n';
import { DEFAULT_SETUP, type RunSetup } from '../../../src/store/runStore';
import { equationText, narrate } from '../../../src/ui/visualizer/narration';

function recorded(algorithm: AlgorithmId, maxExpansions = 200_000): { setup: RunSetup; log: Replayer } {
  const setup: RunSetup = { ...DEFAULT_SETUP, algorithm, maxExpansions };
  const started = startSearch(makePuzzle(setup.rows, setup.cols, setup.goal), setup.start, {
    algorithm,
    heuristic: setup.heuristic,
    weight: setup.weight,
    depthLimit: setup.depthLimit,
    budget: { maxExpansions },
    trace: 'all',
  });
  if (!started.ok) throw new Error(`core refused ${algorithm}`);
  const log = createReplayer(algorithm);
  log.append([...started.search]);
  return { setup, log };
}

/** The sentence at a cursor, with the expansion's children read ahead as the store does. */
function sentenceAt(run: { setup: RunSetup; log: Replayer }, cursor: number, t: TFunction): string {
  const expanding = run.log.event(cursor - 1).type === 'expand';
  const children = expanding ? childrenAfter(run.log, cursor - 1) : null;
  return narrate(run.log.seek(cursor), run.setup, t, children);
}

/** The cursor of the n-th event (1-based) matching, i.e. the cursor that shows it. */
function cursorOf(log: Replayer, match: (e: SearchEvent) => boolean, nth = 1): number {
  for (let i = 0, seen = 0; i < log.length; i++) if (match(log.event(i)) && ++seen === nth) return i + 1;
  throw new Error('no such event');
}

/** The outcomes of the generate events right after index `i`, counted independently of the app. */
function outcomesAfter(log: Replayer, i: number): Record<string, number> {
  const counts: Record<string, number> = {};
  for (let j = i + 1; j < log.length; j++) {
    const e = log.event(j);
    if (e.type !== 'generate') break;
    counts[e.outcome] = (counts[e.outcome] ?? 0) + 1;
  }
  return counts;
}

const en = () => i18n.getFixedT('en');
const ja = () => i18n.getFixedT('ja');

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadLanguages('ja'); // the Japanese catalog is its own chunk, loaded on demand
  // The local searches' sentences come with their panel (src/ui/lazyParts.ts: localSearchPanel).
  await i18n.loadNamespaces('local');
});

describe('narrate: the sentences a lesson stops on', () => {
  it('A*, the second expansion: the lowest f written out, and its children summarised', () => {
    const run = recorded('astar');
    const cursor = cursorOf(run.log, (e) => e.type === 'expand', 2);
    const n = (run.log.event(cursor - 1) as { node: NodeInfo }).node;
    const o = outcomesAfter(run.log, cursor - 1);
    // The lesson board's second A* expansion has a child back to the closed root.
    expect(o).toEqual({ new: 2, closed: 1 });
    expect(sentenceAt(run, cursor, en())).toBe(
      `Took the node with the lowest f = ${n.f} (g ${n.g} + h ${n.h}) from the frontier. ` +
        `3 children: 2 added to the frontier, 1 already closed.`,
    );
    expect(sentenceAt(run, cursor, ja())).toBe(
      `フロンティアから f が最小のノードを取り出しました: f = ${n.f} (g ${n.g} + h ${n.h})。` +
        `子ノード 3 個: 2 個をフロンティアに追加、1 個は展開済み。`,
    );
  });

  it('BFS, the first expansion: the oldest node, and all four children added', () => {
    const run = recorded('bfs');
    const cursor = cursorOf(run.log, (e) => e.type === 'expand');
    expect(outcomesAfter(run.log, cursor - 1)).toEqual({ new: 4 });
    expect(sentenceAt(run, cursor, en())).toBe(
      'Took the oldest node from the queue (depth 0). 4 children: 4 added to the frontier.',
    );
  });

  it('IDA*, a pruned child: its f against the bound', () => {
    const run = recorded('idastar');
    const cursor = cursorOf(run.log, (e) => e.type === 'generate' && e.outcome === 'pruned');
    const e = run.log.event(cursor - 1) as { node: NodeInfo };
    const view = run.log.seek(cursor);
    const bound = view.iteration!.bound;
    expect(e.node.f).toBeGreaterThan(bound);
    expect(sentenceAt(run, cursor, en())).toBe(
      `Child by moving the blank ${{ U: 'up', D: 'down', L: 'left', R: 'right' }[e.node.move!]}: ` +
        `f = ${e.node.f} (g ${e.node.g} + h ${e.node.h}), f = ${e.node.f} exceeds the bound ${bound}. ` +
        `(${view.children.length} ${view.children.length === 1 ? 'child' : 'children'} so far)`,
    );
  });

  it('a child in the tile notation every screen uses, or in blank moves when asked for', () => {
    const run = recorded('astar');
    const cursor = cursorOf(run.log, (e) => e.type === 'generate' && e.node.move !== null, 2);
    const e = run.log.event(cursor - 1) as { node: NodeInfo; outcome: string };
    // Counted here, not by the app: the blank moved one cell, so the tile that slid into the
    // blank's old cell went the other way.
    const child = makeCodec(3, 3).decode(e.node.key);
    const step = { U: -3, D: 3, L: -1, R: 1 }[e.node.move!];
    const tile = child[child.indexOf(0) - step];
    const words = { U: 'up', D: 'down', L: 'left', R: 'right' };
    const opposite = { U: 'D', D: 'U', L: 'R', R: 'L' } as const;
    const view = run.log.seek(cursor);
    const tail = `f = ${e.node.f} (g ${e.node.g} + h ${e.node.h}), ${en()(`outcome.${e.outcome}`)}. (${view.children.length} ${view.children.length === 1 ? 'child' : 'children'} so far)`;
    expect(narrate(view, run.setup, en(), null, 'tile')).toBe(
      `Child by sliding tile ${tile} ${words[opposite[e.node.move!]]}: ${tail}`,
    );
    expect(narrate(view, run.setup, en(), null, 'blank')).toBe(
      `Child by moving the blank ${words[e.node.move!]}: ${tail}`,
    );
    const jaWords = { U: '上', D: '下', L: '左', R: '右' };
    expect(narrate(view, run.setup, ja(), null, 'tile')).toMatch(
      new RegExp(`^子ノード \\(タイル ${tile} を${jaWords[opposite[e.node.move!]]}へ移動\\): f = `),
    );
  });

  it('the final event: the solution length and the expansions', () => {
    const run = recorded('astar');
    const final = run.log.event(run.log.length - 1);
    if (final.type !== 'solved') throw new Error('not solved');
    expect(sentenceAt(run, run.log.length, en())).toBe(
      `Solved: ${final.path.length} moves after ${final.stats.expanded} expansions.`,
    );
  });

  it('UCS, RBFS and SMA* each say what they take, and a re-expansion says it was forgotten', () => {
    const ucs = recorded('ucs');
    expect(sentenceAt(ucs, 2, en())).toMatch(
      /^Took the node with the lowest path cost g = 0 from the frontier \(ties: the oldest\)\. /,
    );
    const rbfs = recorded('rbfs');
    const again = cursorOf(rbfs.log, (e) => e.type === 'expand' && e.again === true);
    const e = rbfs.log.event(again - 1);
    if (e.type !== 'expand' || e.fLimit === undefined) throw new Error('an RBFS expansion carries its f-limit');
    const limit = e.fLimit === Infinity ? '∞' : String(e.fLimit);
    expect(sentenceAt(rbfs, again, en())).toMatch(
      new RegExp(
        `^Expanded the best node on the path: f = ${e.node.f} \\(g ${e.node.g} \\+ h ${e.node.h}\\), within its f-limit ${limit}\\. It had been forgotten: this is a re-expansion\\.`,
      ),
    );
    expect(sentenceAt(rbfs, again, ja())).toContain('再展開');
    const sma = recorded('smastar');
    expect(sentenceAt(sma, 2, en())).toMatch(
      /^Took the deepest node of lowest f = \d+ \(g 0 \+ h \d+\) from the frontier\./,
    );
  });

  it('the goal’s expansion ends the run: no children summary is invented', () => {
    const run = recorded('astar');
    const lastExpand = cursorOf(run.log, (e) => e.type === 'expand', run.log.seek(run.log.length).counters.expanded);
    expect(run.log.event(lastExpand).type).toBe('solved');
    expect(sentenceAt(run, lastExpand, en())).toMatch(/from the frontier\.$/);
  });
});

describe('equationText: f = g + h written out', () => {
  it('writes a real-valued g and h as the rest of the page does, one decimal (a grid’s diagonal steps)', () => {
    const node = { g: 3 * Math.SQRT2, h: 11.8, f: 3 * Math.SQRT2 + 11.8 };
    expect(equationText(node, { ...DEFAULT_SETUP, algorithm: 'astar' }, en() as TFunction)).toBe(
      'f = g + h = 4.2 + 11.8 = 16.0',
    );
    expect(equationText(node, { ...DEFAULT_SETUP, algorithm: 'ucs' }, en() as TFunction)).not.toMatch(/\d\.\d{2}/);
  });
});

describe('narrate: every event of every algorithm, in both languages', () => {
  const JAPANESE = /[\u3040-\u30ff\u4e00-\u9faf]/;
  for (const { id } of ALGORITHMS) {
    it(id, () => {
      // A budget keeps the depth-first and random runs short; their sentences repeat.
      const run = recorded(id, 1_000);
      for (let cursor = 1; cursor <= run.log.length; cursor++) {
        for (const [lang, t] of [
          ['en', en()],
          ['ja', ja()],
        ] as const) {
          const text = sentenceAt(run, cursor, t);
          const where = `${id} ${lang} at ${cursor}: "${text}"`;
          if (text.trim() === '') expect.fail(`empty ${where}`);
          if (text.includes('{{') || text.includes('}}')) expect.fail(`placeholder in ${where}`);
          if (/\b(narrate|outcome|final|direction)\.[a-zA-Z]/.test(text)) expect.fail(`missing key in ${where}`);
          if (lang === 'ja' && !JAPANESE.test(text)) expect.fail(`English left in ${where}`);
        }
      }
    });
  }
});
