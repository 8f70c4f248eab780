/**
 * The replay's key chains (keyChains.ts): for any nodes, numeric or text keys, chained when the
 * index is built or added after, across its doublings, `find` answers as a scan of every id
 * from the newest down would (the newest id of the key below the bound that is accepted); and
 * it holds some 8 bytes a node, not the 40-odd of a hash map from key to id.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { NodeInfo, StateKey } from '../../../src/core/events';
import { KeyChains } from '../../../src/core/replay/keyChains';
import { NodeTable } from '../../../src/core/replay/nodeTable';

const node = (id: number, key: StateKey): NodeInfo => ({ id, parentId: id - 1, key, g: 0, h: 0, f: 0, move: null });

/** What `find` must give: the largest id of the key below the bound that `accept`s. */
function scan(keys: readonly StateKey[], key: StateKey, beforeId: number, accept: (id: number) => boolean): number {
  for (let id = Math.min(beforeId, keys.length) - 1; id >= 0; id--) if (keys[id] === key && accept(id)) return id;
  return -1;
}

describe('KeyChains', () => {
  it('finds the newest accepted node of a key below a bound, as a scan does, built early or late', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 1, max: 12_000 }),
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 0, max: 1 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (textKeys, count, distinct, builtAt, seed) => {
          const keyOf = (i: number): StateKey => {
            const k = (Math.imul(i + seed, 2654435761) >>> 0) % distinct;
            return textKeys ? `s${k}` : k * 4294967311; // numbers past 2^32, as packed 3x3 keys are
          };
          const table = new NodeTable();
          const keys: StateKey[] = [];
          let chains: KeyChains | null = null;
          const buildAfter = builtAt === 0 ? 0 : Math.floor(count / 2);
          for (let id = 0; id < count; id++) {
            if (id === buildAfter) chains = new KeyChains(table);
            keys.push(keyOf(id));
            table.add(node(id, keys[id]));
            chains?.add(id);
          }
          chains ??= new KeyChains(table);
          for (let q = 0; q < 50; q++) {
            const key = keyOf((q * 7919) % count);
            const before = (q * 104729) % (count + 1);
            const accept = (id: number) => (id + q) % 3 !== 0;
            expect(chains.find(key, before, accept)).toBe(scan(keys, key, before, accept));
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('answers -1 for a key it has never seen', () => {
    const table = new NodeTable();
    table.add(node(0, 5));
    expect(new KeyChains(table).find(6, 1, () => true)).toBe(-1);
  });

  it('holds at most 12 bytes a node past its first buckets', () => {
    const table = new NodeTable();
    const chains = new KeyChains(table);
    const count = 1_000_000;
    for (let id = 0; id < count; id++) {
      table.add(node(id, id * 3));
      chains.add(id);
    }
    expect(chains.find(3 * 777, count, () => true)).toBe(777);
    expect(chains.bytes() / count).toBeLessThanOrEqual(12);
  });
});
