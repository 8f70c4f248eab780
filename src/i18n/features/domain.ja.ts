/** 8 パズル以外の問題領域の表示（src/ui/domains/）の文字列。t('domain.…')。 */
import type { domainEn } from './domain.en';

export const domainJa: typeof domainEn = {
  state: '状態',
  action: '行動',
  stepCost: 'ステップコスト',
  described: '言葉で: {{text}}',
  equationCost: '経路コスト g = {{g}}',
  root: '初期状態',
  reachedBy: '{{action}} で到達 (ステップコスト {{cost}})',
  narrate: {
    byAction: '{{action}}',
    byActionCost: '{{action}}、ステップコスト {{cost}}',
  },
  final: {
    solvedCost: '解けました: {{expanded, number}} 回の展開で {{length}} ステップ、コスト {{cost}} の解。',
  },
  setup: {
    map: '地図',
    maps: {
      romania: 'ルーマニア (AIMA)',
      'open-field': '広場',
      'u-trap': 'U 字の罠',
      maze: '迷路',
      swamp: '沼地 (泥はコスト 9)',
    },
    ownMap: '自作の地図',
    editMap: '地図を編集…',
    editMapTitle: '地図の編集',
    useEditedMap: 'この地図を使う',
    diagonal: '斜め移動 (8 近傍)',
    start: '出発都市',
    goal: '目的都市',
    notAdmissible: '許容的でない',
  },
  heuristic: {
    'straight-line': '直線距離',
    zero: 'ゼロ (h = 0)',
    manhattan: 'マンハッタン距離',
    euclidean: 'ユークリッド距離',
    octile: 'オクタイル距離',
    chebyshev: 'チェビシェフ距離',
  },
  view: {
    roadMap: '{{count}} 都市の道路地図。各都市を探索での状態で色分け',
    grid: '{{width}} × {{height}} のグリッド ({{connectivity}} 近傍)。各マスを探索での状態で色分け',
    startLetter: 'S',
    goalLetter: 'G',
    values: '{{g}}+{{h}}={{f}}',
    valueG: 'g={{g}}',
  },
  status: {
    legend: '色の意味',
    current: '展開中',
    frontier: 'フロンティア',
    closed: '展開済み',
    forgotten: '忘却',
    path: '経路上',
    unreached: '未到達',
    start: '出発',
    goal: 'ゴール',
  },
};
