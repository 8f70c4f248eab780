/**
 * Strings of the search-tree view, read as t('compare.tree.…') in the visualizer and in compare
 * mode. The switch between frontier and tree is in the first download (treeSwitch.ja.ts); the
 * rest belongs to the compare namespace, which the tree view loads with itself in the visualizer.
 */
import { treeSwitchJa } from './treeSwitch.ja';

export const treeJa = {
  ...treeSwitchJa,
  titleOf: '{{pane}} の探索木',
  pickPane: '表示するパネル',
  tools: '探索木の操作',
  zoomIn: '拡大',
  zoomOut: '縮小',
  fit: '全体を表示',
  current: '現在のノード',
  branchOnly: 'ゴールへの枝だけを表示',
  branchHint: 'ゴールが見つかると、ゴールへの枝だけを表示できます。',
  follow: '現在のノードを追う',
  passes: '反復',
  allPasses: 'すべての反復を並べて表示',
  passLabel: '反復 {{pass}} · 閾値 {{bound}}',
  passShort: '反復{{pass}}',
  passRange: '反復{{first}}〜{{last}}',
  legend: 'ノードの状態',
  labelKeyH: 'ノードのラベル：f、その下に g · h（f = g + h）。拡大すると盤面が見えます。',
  labelKeyG: 'ノードのラベル：g（深さ）。拡大すると盤面が見えます。',
  status: {
    hidden: 'まだ生成されていない',
    solution: '解の経路上',
    current: '現在（展開中）',
    frontier: 'フロンティア内',
    expanded: '展開済み（クローズドリスト）',
    pruned: '閾値で枝刈り',
    duplicate: '重複（すでに見た状態）',
    dropped: '破棄（置き換え、または反復の終了）',
    forgotten: '忘れたノード（メモリが一杯。最良の f は親にバックアップ）',
  },
  pickNode: 'ノードをクリックする（または木の上で Enter を押す）と、その盤面と数値が表示されます。',
  nodeTitle: 'ノード #{{id}}',
  depth: '深さ g',
  move: '手',
  root: '初期盤面',
  pass: '反復',
  statusLabel: '状態',
  sameBoard: '同じ盤面の展開回数',
  times_one: '{{count}} 回',
  times_other: '{{count}} 回',
  parent: '親へ',
  centre: '中央へ',
  close: 'ノードの詳細を閉じる',
  summary_one: '{{count, number}} ノード',
  summary_other: '{{count, number}} ノード',
  summaryLimited:
    '全 {{total, number}} ノードのうち最初の {{shown, number}} ノードを表示（現在のノードとゴールへの枝も表示）',
  solutionCount_one: '解の経路上に {{count, number}} ノード',
  solutionCount_other: '解の経路上に {{count, number}} ノード',
  keys: 'ドラッグか矢印キーで移動 · ホイール・ピンチか +/− で拡大縮小 · 0 で全体 · C で現在のノード · Enter で中央のノードを選択',
};
