/** 探索トレースの部分（学生のトレースを開く、判定、再生）の文字列。t('trace.…')。 */
import type { traceEn } from './trace.en';

export const traceJa: typeof traceEn = {
  open: 'トレースを開く',
  title: '自作の探索を検査する',
  intro:
    '自分の探索プログラムが書き出したトレース（frontier-trace の JSON Lines か Posthoc のトレース）を開きます。ファイルを選ぶか、このページのどこかにドロップするか、テキストを貼り付けてください。',
  choose: 'ファイルを選ぶ…',
  pasteLabel: 'またはトレースを貼り付け',
  pastePlaceholder: '{"trace": "frontier", "version": 1, …}',
  pasted: '貼り付けたテキスト',
  pasteOpen: '貼り付けたテキストを開く',
  drop: 'ドロップするとトレースを開きます',
  close: '閉じる',
  reading: '{{name}} を読み込み中：{{lines}} 行（{{percent}}%）',
  cancel: 'キャンセル',
  refused: '{{name}} は開けませんでした。{{line}} 行目がトレースの行ではありません。',
  refusedWhole: '{{name}} は開けませんでした。トレースではありません。',
  refusedCode: {
    'not-json': 'JSON ではありません。各行は 1 つの JSON オブジェクトでなければなりません。',
    'no-header': '1 行目はヘッダー {"trace": "frontier", "version": 1, "start": …, "goal": …} でなければなりません。',
    'bad-state': 'その行の状態がこのトレースの盤面ではありません。',
    'bad-start': 'ヘッダーの start が盤面ではありません。',
    'bad-goal': 'ヘッダーの goal が盤面ではありません。',
    'after-end': '解（solution）または失敗（failure）の行の後には何も書けません。',
    'second-header': 'ヘッダーは 1 行目に 1 つだけです。',
    'unknown-domain': '指定された領域（domain）は Frontier が読めるものではありません。',
    'unknown-algorithm': '指定されたアルゴリズムは Frontier にありません。',
    'unknown-heuristic': '指定されたヒューリスティックはこのパズルのものではありません。',
    empty: 'ファイルが空です。',
    other: 'トレースの行の項目になっていません。',
  },
  failed: 'トレースを読めませんでした。ページのバックグラウンド処理（Web Worker）が動きませんでした。',
  file: 'トレース：{{name}}、{{lines}} 行、{{start}} → {{goal}}',
  checkAgainst: '照合するアルゴリズム',
  headerAlgorithm: '{{name}}（トレースで指定）',
  noAlgorithm: 'アルゴリズムの指定なし',
  checking: '検査中…',
  valid: '誤りは見つかりませんでした。{{algorithm}} の正しい実行です。',
  validMoves: '手・g・h・解に誤りは見つかりませんでした。',
  mistake: '最初の誤り：{{line}} 行目（ステップ {{step}}）',
  mistakeNoStep: '最初の誤り：{{line}} 行目',
  show: 'ステップ {{step}} を表示',
  compare: '参照と並べて比べる',
  kind: {
    order: '順序の誤り：アルゴリズムが次に取り出すノードではありません。',
    duplicate: '同じ状態を 2 回展開しました。グラフ探索は閉リストを持ちます。',
    g: 'g の誤り：g は親の g に手のコストを足したものです。',
    h: 'h の誤り：トレースが指定したヒューリスティックの値ではありません。',
    inadmissible: '許容的でない h：ゴールまでの真のコストを上回っています。',
    'illegal-move': '不正な手：子が親から 1 手の位置にありません。',
    'goal-test': 'ゴール判定：ゴールを見逃したか、判定の時機が誤っています。',
    path: '解がスタートからゴールまで再生できません。',
    'not-optimal': '最適ではありません：より安い解があります。',
    'cut-off': '途中で切れています：解または失敗の行がありません。',
  },
  counts: {
    caption: 'あなたの探索と参照の比較',
    what: '項目',
    yours: 'あなたのトレース',
    reference: '参照：{{algorithm}}',
    expanded: '展開数',
    generated: '生成数',
    cost: '経路のコスト',
    none: '経路なし',
    unknown: '不明',
  },
  kept: {
    kept: 'このブラウザーに保存しました。ページのアドレスは表示中のステップへのリンクになり、再読み込みしても使えます。',
    'too-large':
      'このブラウザーに保存するには大きすぎます（{{size}} MB、上限 {{max}} MB）。ページのアドレスはこのトレースのステップへのリンクになりません。',
    'not-kept':
      'このブラウザーではトレースを保存できませんでした。ページのアドレスはこのトレースのステップへのリンクになりません。',
  },
  clampedStep:
    'リンクはステップ {{asked}} を指していますが、このトレースの再生はステップ {{last}} で終わります。ステップ {{last}} を表示しています。',
  lost: {
    unknown:
      'このリンクのトレースは、このブラウザーに保存されていません。トレースは開いたブラウザーにだけ、最近開いた 5 つまで保存されます。ファイルをもう一度開いてください。',
    damaged:
      'このリンクのトレースは、このブラウザーに壊れた状態で保存されていたため、開きませんでした。ファイルをもう一度開いてください。',
    storage:
      'このブラウザーでは、保存したトレースを読み出せませんでした（プライベートブラウズ？）。トレースのファイルをもう一度開いてください。',
  },
  notReplayed:
    'このトレースは {{domain}} 領域のものです。ここで検査はしますが、可視化はまだこの領域の状態を描けません。',
};
