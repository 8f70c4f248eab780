/**
 * Strings of the parity explanation (src/ui/visualizer/SolvabilityNotice.tsx, the explorer's
 * parity split, compare's refused panes), loaded with them: t('solvability.…').
 */
export const solvabilityEn = {
  title: 'This board cannot reach the goal',
  solvableTitle: 'Solvable',
  width: 'Board width {{cols}} is {{parity}}.',
  parity: { odd: 'odd', even: 'even' },
  inversions:
    'Inversions (pairs of tiles in the wrong order, blank ignored): {{count}} on this board, {{goal}} in the goal.',
  blankRow: 'Blank row counted from the bottom: {{row}} on this board, {{goal}} in the goal.',
  ruleOdd: 'For an odd width, every move keeps the parity of the inversion count, so it must match the goal’s.',
  ruleEven:
    'For an even width, every move keeps the parity of inversions + blank row from the bottom, so it must match the goal’s.',
  verdictNo: 'Parity {{value}} here, {{goal}} in the goal: no sequence of moves can reach the goal.',
  verdictYes: 'Parity {{value}} here and in the goal: the goal is reachable.',
};
