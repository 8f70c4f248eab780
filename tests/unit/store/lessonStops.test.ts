// @vitest-environment jsdom
/**
 * A stop keeps the open view of its own mode: compare's search tree opens compare's tree, not
 * the visualizer's (both call it 'tree').
 */
import { describe, expect, it } from 'vitest';
import { writeScenario } from '../../../src/links';
import { openStop } from '../../../src/store/lessonStops';
import { useUiStore } from '../../../src/store/uiStore';
import { BFS_IDA_SETUP } from '../../../src/ui/lessons/examples';

describe('lesson stops', () => {
  it("a compare stop on the tree opens compare's tree and leaves the visualizer's column alone", async () => {
    useUiStore.setState({ runView: 'frontier', compareView: 'charts' });
    const link = writeScenario({ mode: 'compare', compare: BFS_IDA_SETUP, step: 3 });
    expect(await openStop({ title: 't', note: '', link, view: 'tree' })).toBe(true);
    expect(useUiStore.getState().compareView).toBe('tree');
    expect(useUiStore.getState().runView).toBe('frontier');
  });

  it('a stop whose link the reader refuses is not opened', async () => {
    expect(await openStop({ title: 't', note: '', link: '?mode=visualize&board=<x>' })).toBe(false);
  });
});
