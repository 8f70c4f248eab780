import { beforeEach, describe, expect, it } from 'vitest';
import { heuristicSupported } from '../../../src/core/heuristics';
import { makePuzzle } from '../../../src/core/puzzle';
import { snapshotView } from '../../../src/core/replay';
import { COMPARE_PRESETS, presetSetup, type CompareSetup } from '../../../src/store/comparePresets';
import { useCompareStore } from '../../../src/store/compareStore';
import { EARLY_VERDICT_EVENTS } from '../../../src/store/earlyVerdict';
import { MAX_RECORDED_EVENTS } from '../../../src/store/runStore';
import { SPEED_STEPS } from '../../../src/store/speed';
import { coreRun, cursorAfterExpansions, snapshotAt, until } from './compareHelpers';
import { PRESETS } from '../../../src/core/presets';

const KORF_1_START = PRESETS.find((p) => p.id === 'korf-1')!.start;

const BFS_VS_IDA = presetSetup(COMPARE_PRESETS.find((p) => p.id === 'bfs-vs-idastar')!);
const LESSON_START = [8, 1, 3, 4, 0, 2, 7, 6, 5];
const store = () => useCompareStore.getState();

/** A small comparison every algorithm can finish quickly: the 14-move lesson board. */
function lessonWith(panes: CompareSetup['panes']): CompareSetup {
  return { ...BFS_VS_IDA, start: LESSON_START, maxExpansions: 20_000, panes };
}

beforeEach(() => {
  store().pause();
  store().setRecordCap(MAX_RECORDED_EVENTS);
});

describe('compare store: the shared clock', () => {
  it('opens at clock 0 with every pane just before its first expansion', () => {
    store().load(BFS_VS_IDA);
    const s = store();
    expect(s.status.kind).toBe('loaded');
    expect(s.clock).toBe(0);
    expect(s.panes).toHaveLength(2);
    for (const pane of s.panes) {
      expect(pane.view!.counters.expanded).toBe(0);
      expect(pane.view!.frontier.size).toBe(1);
    }
  });

  it('steps every pane in lockstep: each view equals a fresh replay after that many expansions', () => {
    const setup = lessonWith([
      { algorithm: 'bfs', heuristic: 'manhattan', weight: 2, depthLimit: 20, seed: 1 },
      { algorithm: 'idastar', heuristic: 'manhattan', weight: 2, depthLimit: 20, seed: 1 },
      { algorithm: 'astar', heuristic: 'linear-conflict', weight: 2, depthLimit: 20, seed: 1 },
      { algorithm: 'dfs', heuristic: 'manhattan', weight: 2, depthLimit: 16, seed: 1 },
    ]);
    store().load(setup);
    const runs = setup.panes.map((p) => coreRun(setup, p));
    for (let i = 0; i < 60; i++) store().stepForward();
    for (let i = 0; i < 15; i++) store().stepBack();
    expect(store().clock).toBe(45);
    setup.panes.forEach((pane, k) => {
      const cursor = cursorAfterExpansions(runs[k].events, 45);
      expect(store().panes[k].cursor, pane.algorithm).toBe(cursor);
      expect(snapshotView(store().panes[k].view!), pane.algorithm).toEqual(
        snapshotAt(runs[k].events, pane.algorithm, cursor),
      );
      // Lockstep: 45 expansions each, or all of them for a pane that ended sooner.
      expect(store().panes[k].view!.counters.expanded).toBe(Math.min(45, runs[k].final.stats.expanded));
    });
  });

  it('keeps the panes that ended on their final event while the others go on', () => {
    store().load(BFS_VS_IDA);
    const ida = coreRun(BFS_VS_IDA, BFS_VS_IDA.panes[1]);
    const idaEnd = ida.final.stats.expanded;
    store().seek(idaEnd + 500);
    const s = store();
    expect(s.clock).toBe(idaEnd + 500);
    expect(s.panes[1].atEnd).toBe(true);
    expect(s.panes[1].view!.final?.type).toBe('solved');
    expect(s.panes[0].atEnd).toBe(false);
    expect(s.panes[0].view!.counters.expanded).toBe(idaEnd + 500);
    expect(s.endClock).toBeNull();
  });

  it('runs to the end in slices: every pane’s final stats are the core’s', async () => {
    store().load(BFS_VS_IDA);
    store().runToEnd();
    expect(store().draining).toBe(true);
    await until(() => !store().draining);
    const s = store();
    BFS_VS_IDA.panes.forEach((pane, k) => {
      const core = coreRun(BFS_VS_IDA, pane).final;
      const final = s.panes[k].view!.final!;
      expect(final.type).toBe(core.type);
      const { elapsedMs: _a, ...mine } = final.stats;
      const { elapsedMs: _b, ...theirs } = core.stats;
      expect(mine, pane.algorithm).toEqual(theirs);
    });
    expect(s.endClock).toBe(coreRun(BFS_VS_IDA, BFS_VS_IDA.panes[0]).final.stats.expanded);
    expect(s.clock).toBe(s.endClock);
    expect(s.panes.every((p) => p.atEnd)).toBe(true);
  });

  it('plays at top speed to the end and stops by itself', async () => {
    store().load(lessonWith(BFS_VS_IDA.panes));
    store().setSpeedStep(SPEED_STEPS);
    store().play();
    expect(store().playing).toBe(true);
    await until(() => !store().playing);
    expect(store().panes.every((p) => p.view!.final?.type === 'solved')).toBe(true);
    store().setSpeedStep(0);
  });

  it('plays at a finite speed by whole expansions and Step interrupts it', async () => {
    store().load(BFS_VS_IDA);
    store().setSpeedStep(30);
    store().play();
    await until(() => store().clock >= 3);
    store().stepForward();
    expect(store().playing).toBe(false);
    const clock = store().clock;
    await new Promise((r) => setTimeout(r, 60));
    expect(store().clock).toBe(clock);
  });

  it('shows "limit reached" on the pane that runs out of budget while the others solve', async () => {
    const hard = presetSetup(COMPARE_PRESETS.find((p) => p.id === 'hard-board')!);
    store().load({ ...hard, maxExpansions: 4_000 });
    store().runToEnd();
    await until(() => !store().draining);
    const finals = store().panes.map((p) => p.view!.final);
    expect(finals[0]?.type).toBe('limit');
    expect(finals[0]?.stats.expanded).toBe(4_000);
    expect(finals[1]?.type).toBe('solved');
    expect(finals[2]?.type).toBe('limit'); // IDA* needs ~7,500 expansions on this board
  });

  it('stops a pane that is too large to record, at its share of the recording cap', async () => {
    store().setRecordCap(2_000);
    store().load(BFS_VS_IDA);
    store().runToEnd();
    await until(() => !store().draining);
    const s = store();
    expect(s.sessions[0].cap).toBe(1_000);
    expect(s.panes[0].tooLarge).toBe(true);
    expect(s.panes[0].finished).toBe(false);
    expect(s.sessions[0].recorded).toBe(1_000);
    expect(s.panes[0].view!.final).toBeNull();
    expect(s.endClock).toBe(Math.max(s.sessions[0].expansions, s.sessions[1].expansions));
  });

  it('Run to end says a pane is too large after 100,000 events when its projection passes its room', async () => {
    // Korf's instance 1 within 5M expansions: BFS costs some 3 events an expansion (15M > the
    // 5M cap), greedy solves it in a few thousand. BFS must not record on to its share (2.5M).
    const bfs = { algorithm: 'bfs', heuristic: 'manhattan', weight: 2, depthLimit: 20, seed: 1 } as const;
    const korf1: CompareSetup = {
      ...BFS_VS_IDA,
      rows: 4,
      cols: 4,
      goal: Array.from({ length: 16 }, (_, i) => i),
      start: [...KORF_1_START],
      maxExpansions: 5_000_000,
      panes: [bfs, { ...bfs, algorithm: 'greedy' }],
    };
    store().load(korf1);
    store().runToEnd();
    await until(() => !store().draining, 60_000);
    const s = store();
    expect(s.recordCap).toBe(MAX_RECORDED_EVENTS);
    expect(s.panes[0].tooLarge).toBe(true);
    expect(s.sessions[0].recorded).toBeGreaterThanOrEqual(EARLY_VERDICT_EVENTS);
    expect(s.sessions[0].recorded).toBeLessThan(EARLY_VERDICT_EVENTS + 1_000); // a batch past it at most
    expect(s.sessions[0].waiting).toBe(false);
    expect(s.panes[1].view!.final?.type).toBe('solved');
    expect(s.atEnd).toBe(true);
  });

  it('shares the cap by need: a pane that finishes under its share leaves the rest to the others', async () => {
    // Counted by the core alone: A* solves the lesson board in a few events, IDA* with misplaced
    // tiles needs more than half of the cap, but less than the cap minus A*'s.
    const astar = { algorithm: 'astar', heuristic: 'manhattan', weight: 2, depthLimit: 20, seed: 1 } as const;
    const ida = { ...astar, algorithm: 'idastar', heuristic: 'misplaced' } as const;
    const setup = lessonWith([astar, ida]);
    const events = [coreRun(setup, astar).events.length, coreRun(setup, ida).events.length];
    const cap = 2 * Math.floor((events[0] + events[1] + 2) / 2);
    expect(events[1]).toBeGreaterThan(cap / 2); // an even split would stop IDA*
    store().setRecordCap(cap);
    store().load(setup);
    store().runToEnd();
    await until(() => !store().draining);
    const s = store();
    expect(s.sessions[1].cap).toBe(cap / 2);
    expect(s.panes.map((p) => p.tooLarge)).toEqual([false, false]);
    expect(s.panes.map((p) => p.view!.final?.type)).toEqual(['solved', 'solved']);
    expect(s.sessions.map((p) => p.recorded)).toEqual(events);
  });

  it('a pane at its share waits for one that may still finish, and goes on with what it leaves', async () => {
    // Greedy finishes after IDA* has used its share (at a later clock), with fewer events than
    // its share; A* finishes first. IDA* must wait for greedy's end, then solve in the room left.
    const astar = { algorithm: 'astar', heuristic: 'manhattan', weight: 2, depthLimit: 20, seed: 1 } as const;
    const greedy = { ...astar, algorithm: 'greedy' } as const;
    const ida = { ...astar, algorithm: 'idastar', heuristic: 'misplaced' } as const;
    const setup = lessonWith([ida, greedy, astar]);
    const runs = [coreRun(setup, ida), coreRun(setup, greedy), coreRun(setup, astar)];
    const share = 1_400;
    // The board's numbers make the case: IDA* reaches the share before greedy's last expansion,
    // greedy and A* stay under it, and the three fit in the whole cap.
    expect(runs[0].events.length).toBeGreaterThan(share);
    const greedyExpansions = runs[1].events.filter((e) => e.type === 'expand').length;
    expect(cursorAfterExpansions(runs[0].events, greedyExpansions)).toBeGreaterThan(share);
    expect(runs[1].events.length).toBeLessThan(share);
    expect(runs.reduce((n, r) => n + r.events.length, 0)).toBeLessThanOrEqual(3 * share);
    store().setRecordCap(3 * share);
    store().load(setup);
    let most = 0;
    let readAhead = false;
    for (let i = 0; i < 400 && !store().atEnd; i++) {
      store().stepForward();
      most = Math.max(
        most,
        store().sessions.reduce((n, p) => n + p.recorded, 0),
      );
      // Waiting is not an end: IDA* is never shown as too large on the way.
      expect(store().panes[0].tooLarge).toBe(false);
      // Greedy was recorded ahead of the clock to its end, to learn what it leaves.
      if (store().sessions[1].finished && store().clock < greedyExpansions - 1) readAhead = true;
    }
    expect(readAhead).toBe(true);
    store().runToEnd();
    await until(() => !store().draining);
    const s = store();
    expect(most).toBeLessThanOrEqual(3 * share);
    expect(s.panes[0].view!.final?.type).toBe('solved');
    const final = runs[0].events.at(-1);
    if (final?.type !== 'solved') throw new Error('IDA* solves the lesson board');
    expect(s.panes[0].view!.final).toMatchObject({ type: 'solved', path: final.path });
    expect(s.sessions.map((p) => p.recorded)).toEqual(runs.map((r) => r.events.length));
  });

  it('never holds more than the whole cap, and stops at the shares when no pane can leave room', async () => {
    const bfs = { algorithm: 'bfs', heuristic: 'manhattan', weight: 2, depthLimit: 20, seed: 1 } as const;
    const iddfs = { ...bfs, algorithm: 'iddfs' } as const;
    store().setRecordCap(3_001);
    store().load(lessonWith([bfs, iddfs, { ...bfs, algorithm: 'dfs' }]));
    store().runToEnd();
    await until(() => !store().draining);
    const s = store();
    expect(s.panes.map((p) => p.tooLarge)).toEqual([true, true, true]);
    // Each its share (1,000); the one event left over goes to whichever pane asks first.
    const recorded = s.sessions.map((p) => p.recorded);
    for (const n of recorded) expect(n).toBeGreaterThanOrEqual(1_000);
    expect(recorded.reduce((a, n) => a + n, 0)).toBe(3_001);
  });

  it('refuses an unsolvable board once for all panes, with the parity report', () => {
    store().load({ ...BFS_VS_IDA, start: [2, 8, 3, 1, 6, 4, 7, 0, 5] });
    const s = store();
    expect(s.status.kind).toBe('unsolvable');
    expect(s.sessions).toHaveLength(0);
  });

  it('refuses only the pane whose heuristic does not fit the board; the others run', () => {
    // Pattern databases are built for 4x4 boards: on a 3x3 that pane is refused (unless the
    // core learns 3x3 databases, in which case it must simply run).
    store().load({
      ...BFS_VS_IDA,
      panes: [{ ...BFS_VS_IDA.panes[0] }, { algorithm: 'astar', heuristic: 'pdb', weight: 2, depthLimit: 20, seed: 1 }],
    });
    const s = store();
    expect(s.status.kind).toBe('loaded');
    const supported = heuristicSupported('pdb', makePuzzle(3, 3, BFS_VS_IDA.goal));
    if (supported) {
      expect(s.sessions[1].refusal).toBeNull();
    } else {
      expect(s.sessions[1].refusal?.reason).toBe('unsupported');
      expect(s.panes[1].view).toBeNull();
      expect(s.panes[1].atEnd).toBe(true);
    }
    store().stepForward();
    expect(store().clock).toBe(1);
    expect(store().panes[0].view!.counters.expanded).toBe(1);
  });

  it('edits, adds and removes panes within 2..4 and restarts the clock', () => {
    store().load(BFS_VS_IDA);
    store().stepForward();
    store().setPane(1, { algorithm: 'astar', heuristic: 'linear-conflict' });
    expect(store().clock).toBe(0);
    expect(store().setup.panes[1].algorithm).toBe('astar');
    store().addPane();
    store().addPane();
    store().addPane();
    expect(store().setup.panes).toHaveLength(4);
    store().removePane(0);
    store().removePane(0);
    store().removePane(0);
    expect(store().setup.panes).toHaveLength(2);
    expect(store().panes).toHaveLength(2);
  });

  it('loads every preset', () => {
    for (const preset of COMPARE_PRESETS) {
      store().loadPreset(preset.id);
      expect(store().presetId).toBe(preset.id);
      expect(store().panes).toHaveLength(preset.panes.length);
      expect(store().status.kind).toBe('loaded');
    }
  });
});
