/** IDA* と IDDFS のパネル（IterationPanel.tsx, PassTable.tsx）の文字列。t('iteration.…')、t('passTable.…')。 */
import { term } from '../glossary';
import type { passesEn } from './passes.en';

export const passesJa: typeof passesEn = {
  iteration: {
    title: 'IDA* の閾値',
    titleIddfs: '深さ制限',
    pass: '反復',
    bound: term('bound', 'ja'),
    pruned: '枝刈り (f > 閾値)',
    prunedDepth: '枝刈り (深さ制限を超える)',
    nextBound: '次の閾値',
    none: '—',
  },
  passTable: {
    title: 'IDA* の反復',
    titleIddfs: 'IDDFS の反復',
    pass: term('pass', 'ja'),
    bound: term('bound', 'ja'),
    depthLimit: '深さ制限',
    expanded: '展開数',
    nextBound: '次の閾値',
    nextDepthLimit: '次の深さ制限',
    soFar: '{{bound}} (暫定)',
    solved: 'ゴールに到達',
    notYet: 'まだなし',
    empty: '次のステップで最初の反復が始まります。',
  },
};
