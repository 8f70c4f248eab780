/** 解けるかどうかの説明（src/ui/visualizer/SolvabilityNotice.tsx ほか）の文字列。t('solvability.…')。 */
import type { solvabilityEn } from './solvability.en';

export const solvabilityJa: typeof solvabilityEn = {
  title: 'この盤面はゴールに到達できません',
  solvableTitle: '解けます',
  width: '盤面の幅 {{cols}} は{{parity}}です。',
  parity: { odd: '奇数', even: '偶数' },
  inversions: '転倒数 (順番が逆になっているタイルの組、空白は除く): この盤面は {{count}}、ゴールは {{goal}}。',
  blankRow: '下から数えた空白の行: この盤面は {{row}}、ゴールは {{goal}}。',
  ruleOdd: '幅が奇数のときは、どの手でも転倒数の偶奇は変わらないので、ゴールと一致しなければなりません。',
  ruleEven:
    '幅が偶数のときは、どの手でも「転倒数 + 下から数えた空白の行」の偶奇は変わらないので、ゴールと一致しなければなりません。',
  verdictNo: 'この盤面の偶奇は {{value}}、ゴールは {{goal}}: どう動かしてもゴールには届きません。',
  verdictYes: '偶奇はこの盤面もゴールも {{value}}: ゴールに到達できます。',
};
