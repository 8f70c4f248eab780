/**
 * Strings of the search-tree view, read as t('compare.tree.…') in the visualizer and in compare
 * mode. The switch between frontier and tree is in the first download (treeSwitch.en.ts); the
 * rest belongs to the compare namespace, which the tree view loads with itself in the visualizer.
 */
import { treeSwitchEn } from './treeSwitch.en';

export const treeEn = {
  ...treeSwitchEn,
  titleOf: 'Search tree of {{pane}}',
  pickPane: 'Tree of pane',
  tools: 'Tree tools',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  fit: 'Fit',
  current: 'Current node',
  branchOnly: 'Show only the branch to the goal',
  branchHint: 'The branch to the goal can be shown once the goal is found.',
  follow: 'Follow the current node',
  passes: 'Passes',
  allPasses: 'All passes, side by side',
  passLabel: 'Pass {{pass}} · bound {{bound}}',
  passShort: 'P{{pass}}',
  passRange: 'P{{first}}–{{last}}',
  legend: 'Node status',
  labelKeyH: 'Box labels: f, then g · h (f = g + h). Zoom in to see each board.',
  labelKeyG: 'Box labels: g, the depth. Zoom in to see each board.',
  status: {
    hidden: 'Not generated yet',
    solution: 'On the solution path',
    current: 'Current (being expanded)',
    frontier: 'In the frontier',
    expanded: 'Expanded (closed)',
    pruned: 'Pruned by the bound',
    duplicate: 'Duplicate (state already seen)',
    dropped: 'Dropped (replaced, or its pass ended)',
    forgotten: 'Forgotten (memory full; its best f backed up)',
  },
  pickNode: 'Click a node (or press Enter on the tree) to see its board and its numbers.',
  nodeTitle: 'Node #{{id}}',
  depth: 'Depth g',
  move: 'Move',
  root: 'the start board',
  pass: 'Pass',
  statusLabel: 'Status',
  sameBoard: 'Same board expanded',
  times_one: '{{count}} time',
  times_other: '{{count}} times',
  parent: 'Parent',
  centre: 'Centre',
  close: 'Close the node details',
  summary_one: '{{count, number}} node',
  summary_other: '{{count, number}} nodes',
  summaryLimited:
    'Showing the first {{shown, number}} of {{total, number}} nodes (plus the branches to the current node and the goal)',
  solutionCount_one: '{{count, number}} node on the solution path',
  solutionCount_other: '{{count, number}} nodes on the solution path',
  keys: 'Drag or arrow keys to pan · wheel, pinch or +/− to zoom · 0 fit · C current node · Enter picks the node in the centre',
};
