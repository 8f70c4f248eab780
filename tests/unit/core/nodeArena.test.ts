/**
 * The solvers' node arena keeps each slot's board and state key through growth and reuse: its
 * key column is written by slot (never pushed, so a large run never copies it in one step),
 * and a pooled arena reset for the next run reads only what that run stored.
 */
import { describe, expect, it } from 'vitest';
import { NodeArena } from '../../../src/core/solvers/arena';

const board = (n: number) => Uint8Array.from({ length: 4 }, (_, i) => (n + i) % 4);

describe('NodeArena', () => {
  it('keeps keys and boards through doublings, numeric and text keys alike', () => {
    const arena = new NodeArena(4, 4);
    for (let i = 0; i < 100; i++) arena.add(i, i - 1, 0, i, 0, 0, i % 2 ? i * 1e10 + 0.5 : `k${i}`, board(i));
    expect(arena.capacity).toBeGreaterThanOrEqual(100);
    expect(arena.keys.length).toBe(arena.capacity);
    for (const i of [0, 1, 3, 4, 5, 63, 64, 99]) {
      expect(arena.keys[i]).toBe(i % 2 ? i * 1e10 + 0.5 : `k${i}`);
      const out = new Uint8Array(4);
      arena.load(i, out);
      expect([...out]).toEqual([...board(i)]);
    }
  });

  it('reset for the next run: new keys overwrite the old slots, the buffers are kept', () => {
    const arena = new NodeArena(4, 8);
    for (let i = 0; i < 20; i++) arena.add(i, -1, 0, 0, 0, 0, i, board(i));
    const keys = arena.keys;
    arena.reset();
    expect(arena.length).toBe(0);
    arena.add(0, -1, 0, 0, 0, 0, 'root', board(3));
    expect(arena.keys).toBe(keys);
    expect(arena.keys[0]).toBe('root');
    expect(arena.length).toBe(1);
  });
});
