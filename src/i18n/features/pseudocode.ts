/** Strings of the pseudocode panel (the algorithm's lines themselves live in ../pseudocode/). */
export const pseudocode = {
  en: {
    title: 'Pseudocode',
    showSource: 'Source',
    sourceTitle: 'The textbook solver, {{file}}',
    linesLabel: 'The algorithm, line by line',
    values: 'Values on this line',
    node: 'Node',
    bound: 'Bound',
    frontier: 'Frontier size',
    notStarted: 'Step forward to run the first line.',
  },
  ja: {
    title: '擬似コード',
    showSource: 'ソースコード',
    sourceTitle: '教科書版の探索プログラム {{file}}',
    linesLabel: 'アルゴリズム（1 行ずつ）',
    values: 'この行で扱っている値',
    node: '節点',
    bound: '上限',
    frontier: 'オープンリストの大きさ',
    notStarted: '1 歩進めると最初の行を実行します。',
  },
};
