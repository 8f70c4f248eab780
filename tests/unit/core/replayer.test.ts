/**
 * The replayer: whatever the sequence of seeks (forward, backward, far, near) and appends, the
 * view at cursor k equals a fresh replay of the first k events; stepping back then forward is
 * the identity; checkpoints never hold more than 1/ratio entries per logged event.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SearchEvent } from '../../../src/core/events';
import { applyEvent, createReplayer, createState, snapshotView, type ViewSnapshot } from '../../../src/core/replay';
import { ALL_ALGORITHMS, recordRun, scrambled, type RecordedRun } from './replayFixtures';
import { FULL } from '../full';

function runs(): RecordedRun[] {
  const out: RecordedRun[] = [];
  const boards = [scrambled(3, 3, 40, 21), scrambled(2, 4, 50, 4)];
  for (const algorithm of ALL_ALGORITHMS) {
    for (const { puzzle, start } of boards)
      out.push(recordRun(algorithm, puzzle, start, { maxExpansions: FULL ? 3000 : 300 }));
  }
  return out;
}

/** Reference views by a fresh reducer from zero, memoised per cursor. */
function reference(events: readonly SearchEvent[]): (k: number) => ViewSnapshot {
  const memo = new Map<number, ViewSnapshot>();
  return (k) => {
    let snap = memo.get(k);
    if (!snap) {
      const state = createState();
      for (let i = 0; i < k; i++) applyEvent(state, events[i]);
      snap = snapshotView(state);
      memo.set(k, snap);
    }
    return snap;
  };
}

type Step =
  { kind: 'seek'; at: number } | { kind: 'back' } | { kind: 'forward'; by: number } | { kind: 'append'; count: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('seek' as const), at: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({ kind: fc.constant('back' as const) }),
  fc.record({ kind: fc.constant('forward' as const), by: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ kind: fc.constant('append' as const), count: fc.integer({ min: 1, max: 2000 }) }),
);

describe('replayer', () => {
  const recorded = runs();
  const references = recorded.map((r) => reference(r.events));

  it('gives at every cursor the view of a fresh replay, whatever the seeks and appends before', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: recorded.length - 1 }),
        fc.constantFrom(1, 8, 64, 1024),
        fc.constantFrom(0.1, 0.25, 0.5, 1),
        fc.integer({ min: 0, max: 3000 }),
        fc.array(step, { minLength: 1, maxLength: 25 }),
        (which, minCheckpointInterval, checkpointRatio, initial, steps) => {
          const { events } = recorded[which];
          const ref = references[which];
          const replayer = createReplayer(undefined, { minCheckpointInterval, checkpointRatio });
          let appended = Math.min(initial, events.length);
          replayer.append(events.slice(0, appended));
          let cursor = 0;
          for (const s of steps) {
            if (s.kind === 'append') {
              const more = events.slice(appended, appended + s.count);
              replayer.append(more);
              appended += more.length;
              continue;
            }
            if (s.kind === 'seek') cursor = Math.round(s.at * appended);
            else if (s.kind === 'back') cursor = Math.max(0, cursor - 1);
            else cursor = Math.min(appended, cursor + s.by);
            expect(replayer.length).toBe(appended);
            expect(snapshotView(replayer.seek(cursor))).toEqual(ref(cursor));
          }
          expect(replayer.stats().checkpointEntries).toBeLessThanOrEqual(replayer.length / checkpointRatio);
        },
      ),
      { numRuns: FULL ? 300 : 60 },
    );
  });

  it('steps back then forward to the very same view, at every cursor of a run', () => {
    const { events } = recorded[ALL_ALGORITHMS.indexOf('astar') * 2];
    const replayer = createReplayer('astar', { minCheckpointInterval: 16 });
    replayer.append(events);
    for (let k = 1; k <= events.length; k += 7) {
      const there = snapshotView(replayer.seek(k));
      replayer.seek(k - 1);
      expect(snapshotView(replayer.seek(k))).toEqual(there);
    }
  });

  it('takes checkpoints on a long run and bounds their size by the log size', () => {
    const { puzzle, start } = scrambled(3, 3, 60, 2);
    const { events } = recordRun('bfs', puzzle, start, { maxExpansions: 20_000 });
    const replayer = createReplayer(); // the defaults: every max(1024, state size / 2) events
    replayer.append(events);
    const end = snapshotView(replayer.seek(events.length), 20);
    const { checkpoints, checkpointEntries } = replayer.stats();
    expect(checkpoints).toBeGreaterThan(3);
    expect(checkpointEntries).toBeLessThanOrEqual(2 * events.length);
    // Far back and forward again, through the checkpoints.
    replayer.seek(1);
    expect(snapshotView(replayer.seek(events.length), 20)).toEqual(end);
    expect(snapshotView(replayer.seek(Math.floor(events.length / 3)), 20)).toEqual(
      snapshotView(replayFromZero(events, Math.floor(events.length / 3)), 20),
    );
  });

  it('indexes every node of the log, clamps cursors, and refuses events out of range', () => {
    const { events } = recorded[ALL_ALGORITHMS.indexOf('bibfs') * 2];
    const replayer = createReplayer();
    replayer.append(events);
    for (const e of events) {
      const n = 'node' in e ? e.node : 'root' in e ? e.root : null;
      if (n) expect(replayer.node(n.id)).toEqual(n);
    }
    expect(replayer.node(1e9)).toBeUndefined();
    expect(replayer.seek(-5).cursor).toBe(0);
    expect(replayer.seek(events.length + 10).cursor).toBe(events.length);
    expect(replayer.event(0).type).toBe('start');
    expect(() => replayer.event(events.length)).toThrow(RangeError);
  });
});

function replayFromZero(events: readonly SearchEvent[], k: number) {
  const state = createState();
  for (let i = 0; i < k; i++) applyEvent(state, events[i]);
  return state;
}
