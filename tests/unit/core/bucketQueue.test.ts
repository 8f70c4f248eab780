import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AStarBucketQueue } from '../../../src/core/solvers/bucketQueue';
import { aStarKey } from '../../../src/core/solvers/ordering';

describe('AStarBucketQueue', () => {
  it('pops in exactly the (f, h, id) order of aStarKey, under any interleaving of pushes and pops', () => {
    const op = fc.oneof(
      fc.record({ push: fc.constant(true), f: fc.integer({ min: 0, max: 90 }), h: fc.integer({ min: 0, max: 80 }) }),
      fc.record({ push: fc.constant(false) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 300 }), (ops) => {
        const queue = new AStarBucketQueue();
        const naive: { node: number; key: number }[] = [];
        let id = 0;
        for (const o of ops) {
          if ('f' in o) {
            const node = id; // node slots and ids both grow, as in the solvers
            const key = aStarKey(o.f, o.h, id++);
            queue.push(node, key);
            naive.push({ node, key });
          } else {
            naive.sort((a, b) => a.key - b.key);
            expect(queue.pop()).toBe(naive.length ? naive.shift()!.node : -1);
          }
          expect(queue.size).toBe(naive.length);
        }
        const drained: number[] = [];
        queue.drain((n) => drained.push(n));
        expect(drained.sort((a, b) => a - b)).toEqual(naive.map((e) => e.node).sort((a, b) => a - b));
        expect(queue.size).toBe(0);
        expect(queue.pop()).toBe(-1);
      }),
      { numRuns: 300 },
    );
  });

  it('pushAt(node, f, h) keeps the order of push(node, aStarKey(f, h, id))', () => {
    const entry = fc.record({
      f: fc.integer({ min: 0, max: 90 }),
      h: fc.integer({ min: 0, max: 80 }),
      pop: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 300 }), (ops) => {
        const packed = new AStarBucketQueue();
        const direct = new AStarBucketQueue();
        ops.forEach((o, node) => {
          packed.push(node, aStarKey(o.f, o.h, node));
          direct.pushAt(node, o.f, o.h);
          if (o.pop) expect(direct.pop()).toBe(packed.pop());
        });
        for (let n = packed.pop(); n >= 0; n = packed.pop()) expect(direct.pop()).toBe(n);
        expect(direct.pop()).toBe(-1);
      }),
      { numRuns: 200 },
    );
  });

  it('is empty again after clear, and reusable', () => {
    const queue = new AStarBucketQueue();
    queue.push(0, aStarKey(5, 3, 0));
    queue.push(1, aStarKey(2, 9, 1));
    queue.clear();
    expect(queue.pop()).toBe(-1);
    queue.push(7, aStarKey(4, 4, 7));
    expect(queue.pop()).toBe(7);
  });
});
