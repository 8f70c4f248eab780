/**
 * The trace worker's engine, in-process: an older Posthoc file whose first key is "eventList" is
 * read as Posthoc (not as JSON Lines, which it is not), and the replay's events come in slices.
 */
import { describe, expect, it } from 'vitest';
import { createTraceEngine } from '../../../src/workers/traceEngine';

const cells = (board: string) =>
  Object.fromEntries(
    board.split('/').flatMap((row, y) => row.split(' ').map((tile, x) => [`${x + 1}${y + 1}`, Number(tile)])),
  );
const START = cells('1 2 3/4 5 6/7 0 8');
const GOAL = cells('1 2 3/4 5 6/7 8 0');

describe('trace engine', () => {
  it('reads a Posthoc file that begins with "eventList", and hands its events out in slices', async () => {
    const doc = {
      eventList: [
        { type: 'source', id: 1, ...START },
        { type: 'destination', id: 2, ...GOAL },
        { type: 'generating', id: 1, pId: null, g: 0, f: 1, ...START },
        { type: 'expanding', id: 1, g: 0, f: 1, ...START },
        { type: 'generating', id: 2, pId: 1, g: 1, f: 1, ...GOAL },
        { type: 'expanding', id: 2, g: 1, f: 1, ...GOAL },
        { type: 'end', id: 2 },
      ],
    };
    const engine = createTraceEngine();
    const opened = await engine.open(new Blob([JSON.stringify(doc, null, 2)]), 'old.json', () => {});
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.trace.format).toBe('posthoc');
    const { eventCount } = opened.trace;
    expect(eventCount).toBeGreaterThan(3);
    const sliced = [...engine.events(0, 2), ...engine.events(2, eventCount)];
    expect(sliced).toEqual(engine.events(0, eventCount));
    expect(sliced[0].type).toBe('start');
  });
});
