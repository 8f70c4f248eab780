/** The visualizer's switch between the frontier and the search tree: in the first download. */
export const treeSwitchEn = {
  title: 'Search tree',
  switchLabel: 'Show',
  show: { frontier: 'Frontier', tree: 'Search tree' },
};
