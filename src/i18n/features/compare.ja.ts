/** Strings of compare mode and of the search-tree view (also shown in the visualizer). Read as t('compare.…'): Japanese, with the keys of compare.en.ts. */
import type { Same } from '../same';
import type { compareEn } from './compare.en';

import { treeJa } from './tree.ja';

export const compareJa: Same<typeof compareEn> = {
  setup: {
    title: '比較の設定',
    presets: '授業用の比較：',
    budget: '各パネルの上限（展開数）',
    load: '読み込む',
    addPane: 'パネルを追加',
    boardSummary: '盤面 {{board}} · ゴール：{{goal}} · 上限 各パネル {{budget, number}} 展開',
    change: '盤面を変更',
    domainPresets: '地図とグリッド：',
    problemSummary: '{{problem}}：{{map}} · 上限 各パネル {{budget, number}} 展開 · アルゴリズムは各パネルで選びます',
  },
  preset: {
    'bfs-vs-idastar': {
      title: 'BFS と IDA*',
      lesson:
        '20 手の盤面です。BFS は一度見たノードをすべて覚えておくので、メモリが数万ノードまで増えていきます。IDA* が保持するのは数十ノードだけですが、反復のたびに木の上のほうを展開し直します。',
    },
    heuristics: {
      title: 'ヒューリスティックの比較',
      lesson:
        '24 手の盤面で A* を 3 回：位置違いのタイル数、マンハッタン距離、マンハッタン距離+線形衝突。最短経路は同じで、見積もりが良いほど展開するノードが少なくなります。',
    },
    weighted: {
      title: '許容的な A* と重み付き A*（w = 2）',
      lesson:
        '重み付き A* は h に 2 倍の重みを付けます。展開数は約 4 分の 1 になりますが、経路は長くなります（20 手ではなく 26 手）。速い代わりに最短とは限りません。',
    },
    'random-walk': {
      title: 'モンテカルロ・ランダムウォークと A*',
      lesson:
        'どこを通ったかを覚えないランダムウォークです。ゴールにたどり着きはしますが、A* なら 14 手のところを何千手もかかります。別のシードも試してみましょう：多くは上限に達します。',
    },
    'memory-bounded': {
      title: 'メモリ制限探索：IDA*・RBFS・SMA*',
      lesson:
        '同じ 20 手の盤面を、すべてのノードを覚えておくことはしない 3 つの探索で解きます。IDA* が保持するのは約 28 ノード、再帰的最良優先探索 (RBFS) は約 38 ノード (経路とその兄弟ノード。忘れた部分木の最良の f 値をバックアップ値として持つ)、単純化メモリ制限A* (SMA*) は高々 100 ノードです。3 つとも 20 手の最適解を見つけますが、その代償は再展開です。RBFS と SMA* は一度忘れたノードを再び展開します。',
    },
    'local-search': {
      title: '局所探索：山登り法・焼きなまし法・A*',
      lesson:
        '同じ 14 手の盤面です。最急上昇法による山登り法は 4 ステップで局所最小に陥ります（どの近傍もマンハッタン距離が大きい）。ランダムリスタートを許すと、ある回の山登りがゴールに届きます。焼きなまし法は温度が高いうちは悪化する移動も受理し、さまよいながらゴールにたどり着きます。A* は 14 手の経路を見つけます。局所探索はフロンティアを持たず盤面を一つだけ保持します：メモリに注目してください。',
    },
    'goal-test': {
      title: 'BFS：生成時のゴール判定・展開時のゴール判定・一様コスト探索',
      lesson:
        '14 手の盤面を、3 つの幅優先の順で探索します。子を生成したときにゴール判定をする BFS は 3,633 回の展開で止まります。展開するときにだけ判定すると、ゴールより先にフロンティアで待っているノードをすべて展開してから止まります：5,961 回の展開で、同じ 14 手です。一様コスト探索も展開時に判定し、コストがすべて 1 なら展開するノードもまったく同じです。',
    },
    'hard-board': {
      title: '難しい盤面：BFS が上限に',
      lesson:
        '31 手の盤面（8 パズルで最も遠い盤面）です。BFS は展開数の上限 50,000 に達して止まります（「上限に到達」）。良いヒューリスティックを使う A* と IDA* はそのまま解きます。',
    },
    'romania-bfs-ucs': {
      title: 'ルーマニアで BFS と一様コスト探索',
      lesson:
        'Arad から Bucharest へ。幅優先探索は道の数が最も少ない経路（Sibiu、Fagaras：3 本、450 km）を、一様コスト探索は距離が最も短い経路（Rimnicu Vilcea と Pitesti 経由：4 本、418 km）を見つけます。ステップのコストが異なると、最少ステップは最小コストではありません。',
    },
    'romania-greedy-astar': {
      title: 'ルーマニアで貪欲最良優先探索と A*',
      lesson:
        'AIMA の図 3.23 と 3.24。貪欲最良優先探索は直線距離だけで進み、Fagaras を通って 450 km。A* はそれまでの距離を足して（f = g + h）、Pitesti 経由の 418 km の経路を見つけます。',
    },
    'grid-dijkstra-astar-greedy': {
      title: 'グリッドで Dijkstra と A* と貪欲最良優先探索',
      lesson:
        'U 字の罠。Dijkstra（一様コスト探索、h = 0 の A*）は均等に広がって最小コストの経路を見つけます。A* は同じコストをずっと少ない展開で見つけます。貪欲最良優先探索はゴールへまっすぐ向かって罠に入り、長い経路で出てきます。',
    },
    'grid-4-vs-8': {
      title: '4 近傍と 8 近傍',
      lesson:
        '同じ U 字の罠で A* を斜め移動なしとありで（斜めの 1 歩のコストは √2）。斜め移動があると経路は安く、ステップも少なくなります。ヒューリスティックも移動に合わせて変わります（4 近傍はマンハッタン、8 近傍はオクタイル）。各パネルの見出しで移動を変えられます。',
    },
  },
  pane: {
    label: 'パネル {{pane}}',
    field: '{{field}}（パネル {{pane}}）',
    weighted: '重み付き A*（w = {{w}}）',
    walk: 'ランダムウォーク（シード {{seed}}）',
    dfs: '深さ制限付き DFS（制限 {{depthLimit}}）',
    bfsAtExpansion: '幅優先探索 (BFS)、展開時にゴール判定',
    sma: 'SMA*（メモリ {{memoryLimit}} ノード）',
    hill: '山登り法（シード {{seed}}、横移動 {{sideways}} 回まで、再スタート {{restarts}} 回）',
    anneal: '焼きなまし法（シード {{seed}}、T0 = {{temperature}}、α = {{cooling}}）',
    beam: 'ビーム探索（k = {{k}}）',
    memoryNow: '現在のメモリ',
    peakMemory: '最大メモリ',
    limitShort: '制限',
    goalTestAt: { generation: '生成時にゴール判定', expansion: '展開時にゴール判定' },
    seed: 'シード',
    seedShort: 'シード',
    restarts: 'ランダムリスタートの回数',
    beamWidth: 'ビーム幅 k',
    remove: 'パネル {{pane}} を削除',
    pathCost: '経路コスト',
    movesLabel: '移動',
    moves: '{{moves}} 近傍',
    solvedCost_one: '解けた：コスト {{cost}}（{{count, number}} ステップ、{{expanded}} 回展開）',
    solvedCost_other: '解けた：コスト {{cost}}（{{count, number}} ステップ、{{expanded}} 回展開）',
    refusedReason: {
      unsupported:
        '実行できません：このヒューリスティックはこの盤面の大きさとゴールでは使えません。別のものを選んでください。',
      invalid: '実行できません：この設定はこの盤面では使えません。',
    },
    backgroundFailed: {
      'no-worker': 'このブラウザーはバックグラウンドのワーカーを使えないため、このパネルを最後まで実行できません。',
      refused: 'バックグラウンドの実行がこの設定を受け付けませんでした。',
      error: 'バックグラウンドの実行がエラーで止まりました。もう一度試すか、ページを再読み込みしてください。',
    },
    tooLarge: '記録するには大きすぎます（{{events}} イベント）。ここで止めました。',
    tooLargeOthersGoOn: '記録するには大きすぎます（{{events}} イベント）。ここで止め、ほかのパネルは続けます。',
    finishInBackground: 'バックグラウンドで最後まで実行',
    inBackground: 'バックグラウンドで完了：',
    ready: '準備完了：再生かステップを押してください。',
    searching: '探索中…',
    solved_one: '解けた：{{count, number}} 手（{{expanded}} 回展開）',
    solved_other: '解けた：{{count, number}} 手（{{expanded}} 回展開）',
    limit: '上限に到達（{{reason}}）：{{expanded}} 回展開して停止しました。',
    limitOthersGoOn: '上限に到達（{{reason}}）：{{expanded}} 回展開して停止。ほかのパネルは続けます。',
    exhausted: '解なし：到達できる状態をすべて探索しました。',
  },
  playback: {
    speedValue: '毎秒 {{value}} 展開',
    step: 'ステップ：全パネルで 1 展開ずつ',
    stepBack: '1 展開戻る',
    scrubber: '記録済みの展開',
    clock: '展開 {{clock, number}}',
    position: '展開 {{clock}} / {{total}}',
    positionLive: '展開 {{clock}} / {{total}}（ここまで記録済み）',
  },
  views: {
    label: '表示',
    charts: 'グラフ',
    results: '結果の表',
    tree: '探索木',
    ready: '完了',
  },
  charts: {
    log: '対数目盛',
    logNote: '（対数目盛）',
    hint: '1 本の線が 1 つのパネルです。横軸は共通の時計（展開数）です。',
    hintOwn: '1 本の線が 1 つのパネルで、それぞれ横幅いっぱいに伸ばしています。短い実行も長い実行の横で形が見えます。',
    xAxis: '横軸',
    xClock: '共通の時計',
    xOwn: 'パネルごとの実行全体',
    squeezed: 'パネル {{pane}} の実行全体は、この軸の最初の {{share}}% に収まっています。',
    showOwn: '各実行を横幅いっぱいに伸ばす',
    ownLength: '各パネルの実行全体に対する割合（これまでの展開数）',
    atClock: '{{clock, number}} 回展開した時点：',
    frontier: 'フロンティアの大きさ',
    memory: 'メモリに保持しているノード数',
    fExpanded: '展開したノードの f',
    fHint:
      '整合的（consistent）なヒューリスティックを使う A* は、直前より f の小さいノードを展開しません。線は階段状に上がり、1 段が f の等高線 1 本です。BFS は深さごとに上がり、IDA* は反復のたびに閾値まで上がり直します。貪欲最良優先探索（f = h）と重み付き A* は下がることがあります。',
    expansions: '展開数',
    levels: '深さごと（BFS の層）または閾値ごと（IDA* の反復）の展開ノード数',
    byDepth: '深さ g',
    byBound: '反復の閾値',
    walkLevels: 'ランダムウォークは 1 歩ごとに 1 ノードを展開するので、数える層がありません。',
  },
  results: {
    caption: 'この盤面で測定した結果',
    pane: 'パネル',
    result: '結果',
    expanded: '展開数',
    generated: '生成数',
    peakMemory: '最大メモリ（ノード）',
    time: '時間',
    timeInWorker: 'ワーカーで記録なしに実行：比較できません',
    length: '解の手数',
    cost: '経路コスト',
    shortest: 'この盤面で最短？',
    checking: '確認中…',
    unknown: '不明',
    optimal: '最適（保証）',
    lowest: '最小',
    longer_one: '+{{count, number}} 手',
    longer_other: '+{{count, number}} 手',
    refused: '実行不可',
    pending: 'まだ終わっていません',
    background: 'バックグラウンドで完了（記録なし）',
    kind: { solved: '解けた', exhausted: '解なし', limit: '上限に到達' },
    yes: 'はい',
    no: 'いいえ',
    notes:
      '各行は、時計がそのパネルの終わりに達したときに埋まります。時間は、再生用に記録しながらこのブラウザーで探索にかかった時間です（記録したパネルはすべて同じ条件）。バックグラウンドで完了したパネルはワーカーで記録なしに計ったため、比較しません。「この盤面で最短？」は本当の最短手数と比べた測定結果、「最適（保証）」はこのヒューリスティックと重みでアルゴリズムが保証するかどうかです。',
  },
  tree: treeJa,
  trace: {
    yoursNamed: 'あなたのトレース: {{name}}',
    difference: '最初の違い: 展開 {{clock, number}} 回目（トレースの {{line, number}} 行目）',
    differenceHere: 'ここが最初の違い: 展開 {{clock, number}} 回目（トレースの {{line, number}} 行目）',
    cutOff: 'トレースはここで途切れています。解の行も失敗の行もありません。',
    goTo: '最初の違いへ移動',
    none: '違いはありません: トレースの展開はすべて {{algorithm}} が許すものです。',
    otherReference:
      '最初の違いは {{algorithm}} と照合して見つけたものです。このパネルで {{algorithm}} を選ぶと表示されます。',
  },
};
