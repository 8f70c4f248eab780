/**
 * The terms of search, one word each in English and Japanese, as every screen (visualizer,
 * compare, play, the explorer and its lab, the pseudocode panel) must write them: a student who
 * reads 閾値 in one pane and 上限値 in another cannot know they are the same bound, nor that
 * 上限 is the expansion budget.
 *
 * `ja` is the word to use; `rejectedJa` are variants seen or likely that mean the same thing and
 * must not appear in a Japanese catalogue (tests/unit/i18n/glossary.test.ts reads every catalogue
 * under src/i18n and fails on one). Catalogue strings reference the words through `term()` where
 * a sentence is built around one (e.g. the pass table's headings), and are written with them
 * everywhere else. When a new variant slips in, add it to `rejectedJa` here, not a test.
 */
export interface GlossaryTerm {
  readonly en: string;
  readonly ja: string;
  /** Japanese variants that must not be used for this term. */
  readonly rejectedJa: readonly string[];
  /** For the maintainer: what the word means here, or why this one. */
  readonly note: string;
}

export const GLOSSARY = {
  node: {
    en: 'node',
    ja: 'ノード',
    rejectedJa: ['節点'],
    note: 'A search node (board + g + parent). ノード on the screens and in the pseudocode alike: a class read 節点 in the listing and ノード beside it as two things.',
  },
  frontier: {
    en: 'frontier',
    ja: 'フロンティア',
    rejectedJa: ['辺境', '最前線'],
    note: 'Generated, not yet expanded nodes: フロンティア on the screens and in the pseudocode (as AIMA writes frontier). オープンリスト only as the other name in the frontier panel’s heading (see openList).',
  },
  openList: {
    en: 'open list',
    ja: 'オープンリスト',
    rejectedJa: ['開リスト', 'オープンセット'],
    note: 'The other textbooks’ name for the frontier, given once in the frontier panel’s heading (フロンティア (オープンリスト)) as the English does; written nowhere else (glossary.test.ts).',
  },
  closedSet: {
    en: 'closed set',
    ja: 'クローズドリスト',
    rejectedJa: ['閉リスト', 'クローズドセット', '閉じたリスト'],
    note: 'Expanded states (graph searches). The short column label is クローズド.',
  },
  expand: {
    en: 'expand',
    ja: '展開',
    rejectedJa: ['展開化'],
    note: 'Take a node and generate its children; 展開済み = already expanded.',
  },
  generate: { en: 'generate', ja: '生成', rejectedJa: [], note: 'Create a child node from its parent.' },
  discard: {
    en: 'dropped',
    ja: '破棄',
    rejectedJa: ['捨てる', '捨てます'],
    note: 'A duplicate child that is not added: 展開済みなので破棄 reads naturally; 展開済み: 捨てる does not.',
  },
  bound: {
    en: 'bound',
    ja: '閾値',
    rejectedJa: ['上限値', 'しきい値', '境界値'],
    note: 'The IDA* f bound of a pass (IDDFS: 深さ制限). Never 上限, which is the budget.',
  },
  pass: {
    en: 'pass',
    ja: '反復',
    rejectedJa: ['パス', 'イテレーション'],
    note: 'One IDA*/IDDFS iteration with one bound. パス would read as "path".',
  },
  budget: {
    en: 'budget',
    ja: '上限',
    rejectedJa: ['予算'],
    note: 'The expansion budget that stops a run (展開数の上限). Not the IDA* bound.',
  },
  heuristic: {
    en: 'heuristic',
    ja: 'ヒューリスティック',
    rejectedJa: ['ヒューリスティクス', '発見的関数'],
    note: 'h(n).',
  },
  goal: { en: 'goal', ja: 'ゴール', rejectedJa: ['目標状態', '目的状態'], note: 'The goal board.' },
  path: { en: 'path', ja: '経路', rejectedJa: [], note: 'A sequence of moves; the solution path is 解の経路.' },
  solvable: { en: 'solvable', ja: '解ける', rejectedJa: ['可解'], note: 'The goal is reachable from this board.' },
  search: { en: 'search', ja: '探索', rejectedJa: [], note: 'What the algorithms do.' },
  exploreMode: {
    en: 'Explore',
    ja: '状態空間',
    rejectedJa: ['探検'],
    note: 'The mode with the full state space and the heuristic lab: 探検 was too close to 探索 (search).',
  },
  elapsed: {
    en: 'elapsed',
    ja: '経過時間',
    rejectedJa: ['終了時'],
    note: 'The run’s time; while it runs, it is shown after the end (終了後に表示), not as an "end time".',
  },
  f: { en: 'f = g + h', ja: 'f = g + h', rejectedJa: [], note: 'f, g and h are written as letters in both languages.' },
  board: {
    en: 'board',
    ja: '盤面',
    rejectedJa: ['局面'],
    note: 'An arrangement of the tiles. 局面 is a game’s position (shogi, go): play mode said it, every other screen 盤面.',
  },
  startBoard: {
    en: 'start board',
    ja: '初期盤面',
    rejectedJa: ['開始盤面', 'スタート盤面', 'スタートからの'],
    note: 'The board a search or a game starts from (the problem’s initial state, 初期状態, in the pseudocode).',
  },
  blank: {
    en: 'blank',
    ja: '空白',
    rejectedJa: ['空いたマス', 'ブランク'],
    note: 'The gap a tile slides into. 空きマス is kept for the editor’s cell with no tile placed yet, which is not the blank.',
  },
  tie: {
    en: 'tie',
    ja: '同点',
    rejectedJa: ['個並びました', '引き分け'],
    note: 'Nodes with the same f (or h): 同点のノード. 並ぶ reads as "lined up" before it reads as "tied".',
  },
  reopen: {
    en: 'reopen',
    ja: '再オープン',
    rejectedJa: ['開き直', '再び開く'],
    note: 'A closed node put back into the frontier on a better path.',
  },
  solved: {
    en: 'solved',
    ja: '解けた',
    rejectedJa: ['解決'],
    note: 'A run that found the goal (the visualizer says 解けました). 解決 reads as "a problem settled".',
  },
  memory: { en: 'memory', ja: 'メモリ', rejectedJa: ['メモリー'], note: 'Nodes held (peak memory: 最大メモリ).' },
  greedy: {
    en: 'greedy best-first search',
    ja: '貪欲最良優先探索',
    rejectedJa: ['貪欲法'],
    note: '貪欲法 is the greedy algorithm in general, not this search.',
  },
  misplaced: {
    en: 'misplaced tiles',
    ja: '位置違いのタイル数',
    rejectedJa: ['位置の違うタイル', '位置違いタイル数'],
    note: 'The heuristic h1: the heuristic menu’s name, used by the notes and the compare presets too.',
  },
  visualizeMode: {
    en: 'Visualize',
    ja: '可視化',
    rejectedJa: ['ビジュアライザー', 'ビジュアライズ'],
    note: 'The mode that steps through one search: the mode switch says 可視化, so do the links to it.',
  },
  lesson: {
    en: 'lesson',
    ja: '授業',
    rejectedJa: ['レッスン', '講義プラン'],
    note: 'A prepared path of stops (the lessons panel and presenter). Not the lesson log (授業ログ), the step log of one run.',
  },
  stop: {
    en: 'stop',
    ja: '場面',
    rejectedJa: ['停留点', '停留所', 'ストップ', '停止点'],
    note: 'One moment of a lesson (a scene with the teacher’s note). 停留点 reads as a bus stop; ステップ is the search step.',
  },
  present: {
    en: 'present',
    ja: '発表',
    rejectedJa: ['提示'],
    note: 'Showing a lesson to the room, stop by stop (the Present button, the presenter): 発表 as in 発表者ツール; 提示 reads as submitting a document.',
  },
} as const satisfies Record<string, GlossaryTerm>;

export type TermId = keyof typeof GLOSSARY;

/** The Japanese or English word for a term, for catalogue strings built around it. */
export function term(id: TermId, lang: 'en' | 'ja'): string {
  return GLOSSARY[id][lang];
}
