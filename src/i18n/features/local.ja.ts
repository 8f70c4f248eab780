/** 局所探索の画面（可視化の局所探索パネルと設定、ラボの成功率の表）の文字列。t('local.…')。 */
import type { localEn } from './local.en';

export const localJa: typeof localEn = {
  // How a run ends and what each step did, read by the narration and compare's panes.
  final: {
    stuck: {
      'local-minimum': '局所最小で停止しました。どの近傍も悪化します。解が存在しないとは限りません。',
      plateau: '平坦域で停止しました。改善する近傍がなく、横移動の上限に達しました。',
      'out-of-restarts': 'リスタートを使い切りました。最後の山登りも停止しました。',
      frozen: '凍結：ゴールに達する前に温度が 0.01 を下回りました。',
      'beam-empty': 'ビームが空になりました。子はすべて既出の状態でした。',
    },
  },
  narrate: {
    expand: {
      climb: '現在の盤面 (h = {{h}}) のすべての近傍を調べました。',
      anneal: '現在の盤面 (h = {{h}}) の近傍を一つ無作為に選びました。',
      beam: 'ビームの盤面を展開しました: h = {{h}}、深さ {{g}}。',
    },
    move: {
      better: 'h = {{h}} の近傍へ移動しました（{{delta}}）。改善です。',
      sideways: 'h = {{h}} へ横移動しました。改善する近傍はありません。',
      worse: '温度 T = {{t}} のもとで、悪化する移動（h = {{h}}、+{{delta}}）を確率 {{p}} で受理しました。',
      rejected: '温度 T = {{t}} のもとで、h = {{h}}（+{{delta}}）への移動を棄却しました（受理確率 {{p}}）。',
    },
    restart:
      'リスタート {{n}}（{{reason}}で停止）：初期状態を乱数で {{scramble}} 手崩した盤面（h = {{h}}）から再開します。',
    stuckReason: { 'local-minimum': '局所最小', plateau: '平坦域' },
  },
  settings: {
    title: '局所探索の設定',
    seed: '乱数の種',
    sideways: '連続した横移動の上限',
    restarts: 'ランダムリスタートの回数',
    temperature: '初期温度 T0',
    cooling: '冷却率 α',
    beamWidth: 'ビーム幅 k',
    schedule:
      '温度スケジュール：T(t) = {{t0}} × {{alpha}}^t。T が 0.01 を下回ると停止します（約 {{steps, number}} ステップ後）。',
    restartNote:
      'リスタートでは初期状態を乱数で {{n}} 手崩してから再び山を登ります。初期状態は与えられているので、新しい乱択盤面からは始められません。',
  },
  panel: {
    title: '局所探索',
    current: '現在の盤面：h = {{h}}',
    neighbours: '近傍とその h',
    h: 'h = {{h}}',
    taken: '選択',
    notTaken: '選ばない',
    why: {
      better: 'h が最小で、現在の {{h}} より改善',
      sideways: '改善する近傍がないため、平坦域での横移動',
      worse: '悪化する移動を確率 {{p}} で受理',
      rejected: '悪化する移動を棄却（受理確率 {{p}}）',
    },
    temperature: '温度 T = {{t}}',
    probability: 'この移動の受理確率：{{p}}',
    restarts: 'これまでのリスタート：{{count}} 回',
    trace: 'ステップごとの h',
    traceX: 'ステップ',
    traceY: '現在の盤面の h',
    plateau: '平坦域',
    localMin: '局所最小',
    restart: 'リスタート',
    empty: '1 ステップ進めると近傍が表示されます。',
    beamNote: 'ビーム探索は各層で h の小さい子を {{k}} 個だけ残します。ビームはフロンティアの欄に表示されます。',
  },
  lab: {
    title: '局所探索：ランダムな 8 パズルをどれだけ解けるか',
    boards: 'ランダムな盤面の数',
    seed: '乱数の種',
    run: '測定する',
    cancel: '中止',
    running: '測定中… {{total}} 行中 {{done}} 行',
    failed: '測定に失敗しました：{{message}}',
    csv: '表をダウンロード（CSV）',
    caption: '解ける 8 パズル {{count, number}} 問（乱数の種 {{seed}}）での成功率',
    variant: 'アルゴリズム',
    heuristic: 'h',
    rate: '成功率',
    solved: '成功した回数',
    stepsSolved: '平均ステップ数（成功）',
    stepsFailed: '平均ステップ数（失敗）',
    variants: {
      hill: '最急上昇法',
      'hill-sideways': '最急上昇法、横移動 {{sideways}} 回まで',
      'hill-restarts': '最急上昇法、ランダムリスタート {{restarts}} 回',
      'hill-sideways-restarts': '最急上昇法、横移動とリスタート',
      anneal: '焼きなまし法（T0 = 2、α = 0.995）',
    },
    help: 'AIMA（4.1.1 節）はランダムな 8 クイーン問題で最急上昇法を試し、横移動なしでは 14%、横移動を 100 回まで許すと 94% が解け、成功するまでランダムリスタートを繰り返せば必ず解けると述べています。スライドパズルは別の地形です。ここでの盤面は解ける 8 パズルから一様に選び、1 手でマンハッタン距離はちょうど 1 変わるため平坦域がなく横移動は起こりません。誤配置タイル数には平坦域があります。リスタートは与えられた初期状態を崩すことしかできません。比べるべきは問いであって、数値そのものではありません。',
  },
};
