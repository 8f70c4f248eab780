/**
 * Every link the app writes reopens cleanly: the page's own state in each mode, at its opening
 * position and after a few steps, written as the address bar writes it and read back with no
 * parameter refused (compare's clock opens at 0, which links once wrote and then refused).
 */
import { describe, expect, it } from 'vitest';
import { readScenario, writeScenario } from '../../../src/links';
import { useAppStore } from '../../../src/store/appStore';
import { COMPARE_PRESETS, presetSetup } from '../../../src/store/comparePresets';
import { useCompareStore } from '../../../src/store/compareStore';
import { currentScenario } from '../../../src/store/linkSync';
import { DEFAULT_SETUP, useRunStore } from '../../../src/store/runStore';

function reopened() {
  const query = writeScenario(currentScenario());
  return { query, ...readScenario(query) };
}

describe('links the app writes reopen with nothing refused', () => {
  it('compare mode at its opening clock (step=0) and after steps', () => {
    useAppStore.getState().setMode('compare');
    for (const preset of COMPARE_PRESETS) {
      useCompareStore.getState().load(presetSetup(preset));
      const atStart = reopened();
      expect(atStart.query).toContain('step=0');
      expect(atStart.ignored).toEqual([]);
      expect(atStart.scenario?.step).toBe(0);
      expect(atStart.scenario?.compare?.panes).toEqual(useCompareStore.getState().setup.panes);
    }
    useCompareStore.getState().stepForward();
    useCompareStore.getState().stepForward();
    const later = reopened();
    expect(later.ignored).toEqual([]);
    expect(later.scenario?.step).toBe(2);
  });

  it('the visualizer at its first event and later, the explorer and play', () => {
    useAppStore.getState().setMode('visualize');
    useRunStore.getState().load(DEFAULT_SETUP);
    expect(reopened().ignored).toEqual([]);
    useRunStore.getState().stepForward();
    expect(reopened().scenario?.step).toBe(useRunStore.getState().cursor);
    for (const mode of ['explore', 'play'] as const) {
      useAppStore.getState().setMode(mode);
      expect(reopened().ignored).toEqual([]);
    }
  });

  it('a negative compare clock is still refused by name', () => {
    const read = readScenario('?mode=compare&panes=bfs;astar:manhattan&step=-1');
    expect(read.ignored.map((i) => i.name)).toEqual(['step']);
  });
});
