/** Strings of the pseudocode panel (the algorithm's lines themselves live in ../pseudocode/). The Japanese catalog (pseudocode.ja.ts) has the same keys. */
export const pseudocodeEn = {
  title: 'Pseudocode',
  showSource: 'Source',
  sourceTitle: 'The textbook solver, {{file}}',
  linesLabel: 'The algorithm, line by line',
  values: 'Values on this line',
  node: 'Node',
  bound: 'Bound',
  frontier: 'Frontier size',
  notStarted: 'Step forward to run the first line.',
};
