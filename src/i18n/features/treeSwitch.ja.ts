/** The visualizer's switch between the frontier and the search tree: in the first download. */
export const treeSwitchJa = {
  title: '探索木',
  switchLabel: '表示',
  show: { frontier: 'フロンティア', tree: '探索木' },
};
