/**
 * Strings of the IDA* and IDDFS panels (src/ui/visualizer/IterationPanel.tsx, PassTable.tsx),
 * loaded with them: t('iteration.…'), t('passTable.…').
 */
export const passesEn = {
  iteration: {
    title: 'IDA* bound',
    titleIddfs: 'Depth limit',
    pass: 'Pass',
    bound: 'Bound',
    pruned: 'Pruned (f > bound)',
    prunedDepth: 'Pruned (too deep)',
    nextBound: 'Next bound',
    none: '—',
  },
  passTable: {
    title: 'IDA* passes',
    titleIddfs: 'IDDFS passes',
    pass: 'Pass',
    bound: 'Bound',
    depthLimit: 'Depth limit',
    expanded: 'Expanded',
    nextBound: 'Next bound',
    nextDepthLimit: 'Next limit',
    soFar: '{{bound}} so far',
    solved: 'goal found',
    notYet: 'not yet',
    empty: 'The first pass begins at the next step.',
  },
};
