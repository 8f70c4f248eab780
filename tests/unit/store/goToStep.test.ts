/** The counter's "go to" field: steps and expansions to positions, and each refusal's reason. */
import { describe, expect, it } from 'vitest';
import type { NodeInfo, SearchEvent } from '../../../src/core/events';
import { resolveGoTo, type GoToLog } from '../../../src/store/goToStep';

const node = (id: number): NodeInfo => ({ id, parentId: id - 1, key: id, g: 0, h: 0, f: 0, move: null });
// start, expand 0, generate 1, generate 2, expand 1, generate 3, expand 2
const events: SearchEvent[] = [
  { type: 'start', algorithm: 'astar', root: node(0) } as SearchEvent,
  { type: 'expand', node: node(0) },
  { type: 'generate', node: node(1), outcome: 'new' },
  { type: 'generate', node: node(2), outcome: 'new' },
  { type: 'expand', node: node(1) },
  { type: 'generate', node: node(3), outcome: 'new' },
  { type: 'expand', node: node(2) },
];
const log: GoToLog = { length: events.length, eventType: (i) => events[i].type };

describe('go to a step or an expansion', () => {
  it('a step is its position; an expansion, the position just after its expand event', () => {
    expect(resolveGoTo('5', 'step', log, true)).toEqual({ ok: true, position: 5 });
    expect(resolveGoTo(' 1,0 ', 'step', log, false)).toEqual({ ok: true, position: 10 });
    expect(resolveGoTo('1', 'expansion', log, true)).toEqual({ ok: true, position: 2 });
    expect(resolveGoTo('3', 'expansion', log, true)).toEqual({ ok: true, position: 7 });
  });

  it('says why it cannot go there', () => {
    expect(resolveGoTo('  ', 'step', log, true)).toEqual({ ok: false, error: { reason: 'empty' } });
    for (const text of ['abc', '0', '-3', '2.5', '1e3']) {
      expect(resolveGoTo(text, 'step', log, true)).toEqual({ ok: false, error: { reason: 'not-a-number', text } });
    }
    expect(resolveGoTo('8', 'step', log, true)).toEqual({
      ok: false,
      error: { reason: 'past-end', unit: 'step', n: 8, total: 7 },
    });
    expect(resolveGoTo('4', 'expansion', log, true)).toEqual({
      ok: false,
      error: { reason: 'past-end', unit: 'expansion', n: 4, total: 3 },
    });
    // A run still going: a later step is recorded by the seek; a later expansion is not known yet.
    expect(resolveGoTo('8', 'step', log, false)).toEqual({ ok: true, position: 8 });
    expect(resolveGoTo('4', 'expansion', log, false)).toEqual({
      ok: false,
      error: { reason: 'not-recorded', n: 4, total: 3 },
    });
  });
});
