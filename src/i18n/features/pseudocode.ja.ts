/** Strings of the pseudocode panel: Japanese, with the keys of pseudocode.en.ts. */
import type { Same } from '../same';
import type { pseudocodeEn } from './pseudocode.en';

export const pseudocodeJa: Same<typeof pseudocodeEn> = {
  title: '擬似コード',
  showSource: 'ソースコード',
  sourceTitle: '教科書版の探索プログラム {{file}}',
  linesLabel: 'アルゴリズム（1 行ずつ）',
  runningLabel: 'いま実行している行',
  values: 'この行で扱っている値',
  node: 'ノード',
  gByStep: 'g = g(親) + c(親, a, n)',
  bound: '閾値',
  frontier: 'フロンティアの大きさ',
  notStarted: '1 ステップ進めると最初の行を実行します。',
  guess: {
    toggle: '次に実行される行を当てる',
    prompt: '次に実行されるのはどの行でしょうか。行を選んでから「1 ステップ進む」を押してください。',
    picked: '予想: {{line}} 行目。1 ステップ進めて確かめましょう。',
    right: '正解: 次に実行されたのは {{line}} 行目です。',
    wrong: '残念: 予想は {{guessed}} 行目、実行されたのは {{actual}} 行目です。',
    score: '{{total}} 問中 {{right}} 問正解',
    reset: '得点を消す',
    line: '{{line}} 行目: {{text}}',
    yourGuess: '予想',
  },
};
