/** Strings of the pseudocode panel: Japanese, with the keys of pseudocode.en.ts. */
import type { Same } from '../same';
import type { pseudocodeEn } from './pseudocode.en';

export const pseudocodeJa: Same<typeof pseudocodeEn> = {
  title: '擬似コード',
  showSource: 'ソースコード',
  sourceTitle: '教科書版の探索プログラム {{file}}',
  linesLabel: 'アルゴリズム（1 行ずつ）',
  values: 'この行で扱っている値',
  node: '節点',
  bound: '閾値',
  frontier: 'オープンリストの大きさ',
  notStarted: '1 歩進めると最初の行を実行します。',
};
