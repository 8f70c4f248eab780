/** 8 パズル以外の問題領域の表示（src/ui/domains/）の文字列。t('domain.…')。 */
import type { domainEn } from './domain.en';

export const domainJa: typeof domainEn = {
  state: '状態',
  action: '行動',
  stepCost: 'ステップコスト',
  described: '言葉で: {{text}}',
  root: '初期状態',
  reachedBy: '{{action}} で到達 (ステップコスト {{cost}})',
  narrate: {
    byAction: '{{action}}',
    byActionCost: '{{action}}、ステップコスト {{cost}}',
  },
  final: {
    solvedCost: '解けました: {{expanded, number}} 回の展開で {{length}} ステップ、コスト {{cost}} の解。',
  },
};
