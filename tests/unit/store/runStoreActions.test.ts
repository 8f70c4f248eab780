/**
 * The run store's smaller actions: Reset, Play/Pause toggling, the speed clamp, stepping to
 * just before the next expansion, cancelling pattern-database preparation, and the children
 * read ahead for the narration. Expected events come from the core's own log.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { makePuzzle } from '../../../src/core/puzzle';
import { createReplayer, snapshotView } from '../../../src/core/replay';
import { startSearch } from '../../../src/core/solvers';
import { DEFAULT_SETUP, useRunStore, type RunSetup } from '../../../src/store/runStore';
import { SPEED_STEPS } from '../../../src/store/speed';

const LESSON: RunSetup = { ...DEFAULT_SETUP, start: [8, 1, 3, 4, 0, 2, 7, 6, 5] };

/** The lesson run's whole log, straight from the core. */
function coreLog(setup: RunSetup) {
  const started = startSearch(makePuzzle(setup.rows, setup.cols, setup.goal), setup.start, {
    algorithm: setup.algorithm,
    heuristic: setup.heuristic,
    budget: { maxExpansions: setup.maxExpansions },
  });
  if (!started.ok) throw new Error('refused');
  const log = createReplayer(setup.algorithm);
  log.append([...started.search]);
  return log;
}

const store = () => useRunStore.getState();

beforeEach(() => {
  store().pause();
  store().load(LESSON);
});

describe('run store actions', () => {
  it('Reset starts the same run again from the start event, with a new run id', () => {
    store().stepForward();
    store().stepForward();
    const before = store().runId;
    store().reset();
    expect(store().cursor).toBe(1);
    expect(store().runId).toBe(before + 1);
    expect(store().setup).toEqual(LESSON);
    expect(snapshotView(store().view!)).toEqual(snapshotView(coreLog(LESSON).seek(1)));
  });

  it('togglePlay plays, then pauses', () => {
    store().setSpeedStep(0);
    store().togglePlay();
    expect(store().playing).toBe(true);
    store().togglePlay();
    expect(store().playing).toBe(false);
  });

  it('faster and slower move one step and stop at the ends of the scale', () => {
    store().setSpeedStep(5);
    store().faster();
    expect(store().speedStep).toBe(6);
    store().slower();
    store().slower();
    expect(store().speedStep).toBe(4);
    store().setSpeedStep(0);
    store().slower();
    expect(store().speedStep).toBe(0);
    store().setSpeedStep(SPEED_STEPS);
    store().faster();
    expect(store().speedStep).toBe(SPEED_STEPS);
    store().setSpeedStep(99);
    expect(store().speedStep).toBe(SPEED_STEPS);
    store().setSpeedStep(-3);
    expect(store().speedStep).toBe(0);
  });

  it('stepToBeforeNextExpansion stops on the last event before the next expand', () => {
    const log = coreLog(LESSON);
    store().stepToNextExpansion(); // on the first expand
    store().stepToBeforeNextExpansion();
    // The second expand event's index is the cursor that has applied everything before it.
    const expands = [];
    for (let i = 0; i < log.length && expands.length < 2; i++) if (log.event(i).type === 'expand') expands.push(i);
    expect(store().cursor).toBe(expands[1]);
    expect(log.event(expands[1] - 1).type).toBe('generate'); // the frontier is complete
  });

  it('stepToPreviousExpansion walks back expansion by expansion to the start, undoing next expansion', () => {
    const log = coreLog(LESSON);
    const expands: number[] = [];
    for (let i = 0; i < log.length && expands.length < 4; i++) if (log.event(i).type === 'expand') expands.push(i);
    for (let k = 0; k < 4; k++) store().stepToNextExpansion();
    expect(store().cursor).toBe(expands[3] + 1);
    store().stepForward(); // on a child of the fourth expansion: back goes to that expansion
    store().stepToPreviousExpansion();
    expect(store().cursor).toBe(expands[3] + 1);
    for (let k = 2; k >= 0; k--) {
      store().stepToPreviousExpansion();
      expect(store().cursor).toBe(expands[k] + 1);
      expect(log.event(store().cursor - 1).type).toBe('expand');
    }
    store().stepToPreviousExpansion();
    expect(store().cursor).toBe(1); // no expansion before the first: the start
    store().stepToPreviousExpansion();
    expect(store().cursor).toBe(1);
  });

  it('on an expand event the store reads that expansion’s children ahead; elsewhere none', () => {
    const log = coreLog(LESSON);
    store().stepToNextExpansion();
    store().stepToNextExpansion();
    const at = store().cursor;
    expect(log.event(at - 1).type).toBe('expand');
    const expected = [];
    for (let i = at; log.event(i).type === 'generate'; i++) expected.push(log.event(i));
    expect(store().expansionChildren).toEqual(expected);
    store().stepForward();
    expect(store().expansionChildren).toBeNull();
  });

  it('cancelPreparing does nothing unless pattern databases are being prepared', () => {
    const before = store().runId;
    store().cancelPreparing();
    expect(store().runId).toBe(before);
    expect(store().status.kind).toBe('loaded');
  });
});
