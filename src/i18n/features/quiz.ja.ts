/** クイズパネル（src/ui/visualizer/QuizPanel.tsx）の文字列。t('quiz.…')。 */
import type { quizEn } from './quiz.en';

export const quizJa: typeof quizEn = {
  title: 'クイズ: 次に展開されるのはどのノード？',
  score: '{{asked}} 問中 {{correct}} 問正解',
  promptAll:
    'カード A〜{{last}}: フロンティアの {{count}} ノードすべてを、順番を混ぜて並べています (フロンティアの順ではありません)。アルゴリズムが次に取り出すのはどれ？',
  promptSome:
    'カード A〜{{last}}: フロンティアの {{count, number}} ノードの一部を、順番を混ぜて並べています (次に取り出されるノードは必ず含まれます)。アルゴリズムが次に取り出すのはどれ？',
  skipped_one: 'フロンティアにノードが 1 つしかない展開を 1 回飛ばしました (選ぶものがないため)。',
  skipped_other: 'フロンティアにノードが 1 つしかない展開を {{count}} 回飛ばしました (選ぶものがないため)。',
  noChoice_one: '直前の展開ではフロンティアにノードが 1 つしかありません: 出題できません。',
  noChoice_other: '直前の {{count}} 回の展開ではフロンティアにノードが 1 つしかありません: 出題できません。',
  walkNoChoice:
    'ランダムウォークが保持するノードは常に 1 つなので、選ぶものがありません。クイズには別のアルゴリズムを選んでください。',
  numbers: {
    label: 'カードに表示する値',
    all: 'g・h・f',
    g: 'g',
    gOnly: 'g のみ (h と f は隠す)',
    none: '表示しない (g・h・f を隠す)',
  },
  choice: 'カード {{letter}}',
  mark: { right: '次に取り出されたノード', wrong: 'あなたの選択' },
  correct: '正解! 取り出されたのはカード {{letter}} です。',
  wrong: '残念: 取り出されたのはカード {{letter}} です (盤面に表示中)。',
  restarted: 'どのノードも取り出されませんでした: 反復が終わり、閾値を上げて根から探索し直します。',
  next: '次の問題',
  over: '探索は終わりました。もう一度出題するにはリセットしてください。',
  generated_ordinal_one: '{{count}} 番目に生成',
  generated_ordinal_two: '{{count}} 番目に生成',
  generated_ordinal_few: '{{count}} 番目に生成',
  generated_ordinal_other: '{{count}} 番目に生成',
  generatedShort_ordinal_one: '{{count}} 番目',
  generatedShort_ordinal_two: '{{count}} 番目',
  generatedShort_ordinal_few: '{{count}} 番目',
  generatedShort_ordinal_other: '{{count}} 番目',
  ageLegend: '値が同じカードがあります: カードの「1 番目、2 番目…」は生成された順です。',
  why: {
    lowestF: 'A* は f が最小のノードを取り出します。f = {{f}} はそのノードだけでした。',
    tieH: 'f = {{f}} で同点のノードが {{count}} 個ありました。タイブレークで h が最小 (h = {{h}})、つまりゴールに最も近いノードを取り出します。',
    tieAge:
      'f = {{f}}、h = {{h}} で同点のノードが {{count}} 個ありました。最後のタイブレークで最も古いノード (カード {{letter}}) を取り出します。',
    greedy: '貪欲最良優先探索は h が最小のノードを取り出します: h = {{h}}。',
    greedyTieG:
      'h = {{h}} で同点のノードが {{count}} 個ありました。タイブレークで g が最小 (g = {{g}}) のノードを取り出します。',
    greedyTieAge:
      'h = {{h}}、g = {{g}} で同点のノードが {{count}} 個ありました。最も古いノード (カード {{letter}}) を取り出します。',
    queue: 'FIFO キュー: 最も古いノード (カード {{letter}}) から取り出すので、深さの浅い層から順に調べます。',
    stack: 'スタック: 最も新しいノード (カード {{letter}}) から取り出すので、深く潜ってから戻ります。',
    walk: 'ランダムウォークはランダムな隣の盤面へ進みます。',
  },
};
