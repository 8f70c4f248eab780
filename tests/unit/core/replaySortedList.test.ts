/**
 * SortedList against a naive sorted array: the same operations in the same order must leave
 * the same sequence, and every query must agree. A tiny chunk load forces the splits, merges
 * and chunk removals that a 512-entry load would only reach with huge inputs.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SortedList, type Comparator } from '../../../src/core/replay/sortedList';

interface Item {
  readonly k: number;
  readonly id: number;
}

const byKeyThenId: Comparator<Item> = (a, b) => a.k - b.k || a.id - b.id;
// Ties on purpose: equal keys are told apart by `same` only, and stay in insertion order.
const byKeyOnly: Comparator<Item> = (a, b) => a.k - b.k;
const sameId = (a: Item, b: Item) => a.id === b.id;

type Command =
  | { op: 'insert'; k: number }
  | { op: 'remove'; pick: number }
  | { op: 'removeRun'; pick: number; count: number }
  | { op: 'removeAbsent'; k: number }
  | { op: 'at'; pick: number }
  | { op: 'rankOf'; pick: number }
  | { op: 'slice'; from: number; to: number }
  | { op: 'clone' };

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ op: fc.constant('insert' as const), k: fc.integer({ min: 0, max: 20 }) }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('remove' as const), pick: fc.nat() }) },
  // Runs of neighbours drain whole chunks: the merges and chunk removals happen.
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('removeRun' as const),
      pick: fc.nat(),
      count: fc.integer({ min: 1, max: 12 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('removeAbsent' as const), k: fc.integer({ min: 0, max: 20 }) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('at' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('rankOf' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('slice' as const),
      from: fc.integer({ min: -3, max: 60 }),
      to: fc.integer({ min: -3, max: 60 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('clone' as const) }) },
);

/** Where a stable insertion puts `item` in a naive sorted array: after everything not greater. */
function naiveInsert(model: Item[], item: Item, compare: Comparator<Item>): void {
  let i = 0;
  while (i < model.length && compare(model[i], item) <= 0) i++;
  model.splice(i, 0, item);
}

/** A plain check for the hot per-step invariants (expect() is slow at this volume). */
function ensure(ok: boolean, what: string): void {
  if (!ok) expect.fail(what);
}

function check(compare: Comparator<Item>, load: number, commands: Command[]): void {
  let list = new SortedList<Item>(compare, sameId, load);
  let model: Item[] = [];
  let nextId = 0;
  const snapshots: { list: SortedList<Item>; model: Item[] }[] = [];
  for (const c of commands) {
    switch (c.op) {
      case 'insert': {
        const item = { k: c.k, id: nextId++ };
        list.insert(item);
        naiveInsert(model, item, compare);
        break;
      }
      case 'remove': {
        if (model.length === 0) break;
        const i = c.pick % model.length;
        // An equal but distinct object: removal must go by comparator + `same`, not identity.
        ensure(list.remove({ ...model[i] }), 'remove an equal copy');
        model.splice(i, 1);
        break;
      }
      case 'removeRun': {
        if (model.length === 0) break;
        const i = c.pick % model.length;
        for (const item of model.splice(i, c.count)) ensure(list.remove(item), 'remove a run');
        break;
      }
      case 'removeAbsent':
        ensure(!list.remove({ k: c.k, id: -1 }), 'remove an absent value');
        break;
      case 'at':
        if (model.length === 0) expect(() => list.at(0)).toThrow(RangeError);
        else expect(list.at(c.pick % model.length)).toBe(model[c.pick % model.length]);
        break;
      case 'rankOf':
        if (model.length > 0) {
          const i = c.pick % model.length;
          expect(list.rankOf(model[i])).toBe(i);
          expect(list.has(model[i])).toBe(true);
        }
        expect(list.rankOf({ k: 0, id: -1 })).toBe(-1);
        break;
      case 'slice':
        expect(list.slice(c.from, c.to)).toEqual(model.slice(Math.max(0, c.from), Math.max(0, c.to)));
        break;
      case 'clone':
        // Keep a copy; the original goes on changing and the copy must not follow.
        snapshots.push({ list: list.clone(), model: model.slice() });
        if (snapshots.length % 2 === 0) {
          // Also carry on from a clone, to prove a clone is fully working, not just readable.
          const s = snapshots[snapshots.length - 1];
          list = s.list.clone();
          model = s.model.slice();
        }
        break;
    }
    ensure(list.size === model.length, `size after ${c.op}`);
    // Every rank both ways after every step: a stale rank index shows up at once.
    for (let r = 0; r < model.length; r++) {
      ensure(list.at(r) === model[r] && list.rankOf(model[r]) === r, `rank ${r} after ${c.op}`);
    }
  }
  expect(list.toArray()).toEqual(model);
  // A checkpoint's packed copy is written straight into its array, and must read the same.
  const written: Item[] = new Array<Item>(model.length);
  list.writeTo(written);
  expect(written).toEqual(model);
  for (const s of snapshots) expect(s.list.toArray()).toEqual(s.model);
}

describe('SortedList', () => {
  it('matches a naive sorted array (total order, tiny chunks)', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 400, size: 'max' }), (commands) => check(byKeyThenId, 2, commands)),
      { numRuns: 100 },
    );
  });

  it('matches a naive sorted array with ties broken by insertion order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.array(command, { maxLength: 400, size: 'max' }),
        (load, commands) => check(byKeyOnly, load, commands),
      ),
      { numRuns: 100 },
    );
  });

  it('keeps order and ranks through many splits and merges at the default load', () => {
    const list = new SortedList<Item>(byKeyThenId, sameId);
    const model: Item[] = [];
    let seed = 12345;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 20_000; i++) {
      const item = { k: Math.floor(rand() * 1000), id: i };
      list.insert(item);
      model.push(item);
    }
    model.sort(byKeyThenId);
    // Remove a pseudo-random half, then check every rank both ways.
    const removed = model.filter(() => rand() < 0.5);
    for (const item of removed) expect(list.remove(item)).toBe(true);
    const gone = new Set(removed);
    const kept = model.filter((m) => !gone.has(m));
    expect(list.size).toBe(kept.length);
    expect(list.toArray()).toEqual(kept);
    for (let r = 0; r < kept.length; r += 97) {
      expect(list.at(r)).toBe(kept[r]);
      expect(list.rankOf(kept[r])).toBe(r);
    }
  });
});

describe('SortedList.writeTo', () => {
  it('writes the ids of many chunks, in order, into a typed array (a checkpoint’s packed frontier)', () => {
    const list = new SortedList<number>((a, b) => a - b, Object.is, 4);
    const ids = [9, 2, 41, 7, 7_000_000, 3, 18, 5, 30, 1, 12];
    for (const id of ids) list.insert(id);
    list.remove(41);
    const out = new Int32Array(list.size);
    list.writeTo(out);
    expect([...out]).toEqual([1, 2, 3, 5, 7, 9, 12, 18, 30, 7_000_000]);
  });
});
