/**
 * The checker's and readers' sentences in Japanese, by the codes of src/core/trace/messages.ts,
 * with the same placeholders (a unit test holds both to every code and every param).
 */
import type { TraceMessageCode, TracePartCode } from '../../core/trace/messages';

const part: Record<TracePartCode, string> = {
  'value-nothing': '値なし',
  'value-null': 'null',
  'value-empty-list': '空のリスト',
  'value-list': 'リスト',
  'value-object': 'オブジェクト',
  'value-empty-text': '空の文字列',
  'value-text': '文字列 {{text}}',
  'value-number': '数 {{text}}',
  'value-value': '値 {{text}}',
  'g-at-line': '{{g}}（{{line}} 行目）',
  quoted: '"{{item}}"',
  'line-header': 'ヘッダー',
  'line-expand': 'expand 行',
  'line-generate': 'generate 行',
  'line-solution': 'solution 行',
  'line-failure': 'failure 行',
  'where-line': '{{line}} 行目: ',
  'where-event': 'イベント {{line}}: ',
  'where-posthoc': 'Posthoc トレース: ',
  'where-problem': '{{line}} 行目: ',
};

const message: Record<TraceMessageCode, string> = {
  'expand-not-generated':
    '{{state}} を展開しましたが、それより前のどの行もこの状態を生成していません。探索が展開するのはフロンティアで待っている状態（開始状態か、展開した状態から生成された状態）だけです。',
  'expand-not-generated-short': '{{state}} を展開しましたが、それより前のどの行もこの状態を生成していません。',
  'expand-closed':
    '{{state}} をもう一度展開しました。この状態は {{closedLine}} 行目ですでに展開されていて、その後もっと安い経路で到達してもいません。{{algorithm}} はグラフ探索です。展開した状態を閉リストに入れ、同じ状態を二度展開しません。展開する前（または子をフロンティアに入れる前）に閉リストを確かめていますか？',
  'expand-not-in-frontier':
    '{{state}} を展開しましたが、この状態はフロンティアにありません。それより前のどの行もこの状態を生成していません。探索が展開するのはフロンティアで待っている状態だけです。',
  'expand-wrong-g-ordered':
    '{{state}} を g = {{g}} で展開しましたが、生成されたときの g は {{generated}} です。g は状態までの経路のコストで、フロンティアで待っている間は変わりません。',
  'expand-wrong-g':
    '{{state}} を g = {{g}} で展開しましたが、生成されたときの g は {{gs}} です。g は状態までの経路のコストで、展開を待っている間は変わりません。',
  'order-queue':
    '{{state}} を深さ {{depth}} で展開しましたが、フロンティアにはまだ {{other}}（{{otherLine}} 行目で生成）が深さ {{otherDepth}} で残っていました。{{algorithm}} は最も古いノードから取り出すので、ある深さの状態をすべて展開してから深いほうへ進みます。フロンティアは先入れ先出しのキュー（スタックではなく）になっていますか？',
  'order-lowest-f':
    '{{state}} を f = {{p}} で展開しましたが、フロンティアには f = {{otherP}} の {{other}}（{{otherLine}} 行目で生成）がありました。{{algorithm}} は常に f = g + h が最小のノードを取り出します。フロンティアは f の順の優先度付きキューになっていますか？',
  'order-lowest-weighted':
    '{{state}} を f = {{p}} で展開しましたが、フロンティアには f = {{otherP}} の {{other}}（{{otherLine}} 行目で生成）がありました。{{algorithm}} は常に f = g + {{weight}} × h が最小のノードを取り出します。フロンティアは f の順の優先度付きキューになっていますか？',
  'order-lowest-h':
    '{{state}} を h = {{p}} で展開しましたが、フロンティアには h = {{otherP}} の {{other}}（{{otherLine}} 行目で生成）がありました。{{algorithm}} は常に h が最小のノードを取り出します。フロンティアは h の順の優先度付きキューになっていますか？',
  'order-lowest-g':
    '{{state}} を g = {{p}} で展開しましたが、フロンティアには g = {{otherP}} の {{other}}（{{otherLine}} 行目で生成）がありました。{{algorithm}} は常に g（それまでのコスト）が最小のノードを取り出します。フロンティアは g の順の優先度付きキューになっていますか？',
  'illegal-move':
    '{{state}} は親の {{parent}} から 1 手で移れる状態ではありません。正しい手ではありません。{{parent}} から 1 手で移れる状態は {{moves}} です。',
  'generate-wrong-g':
    '{{state}} に g = {{g}} を与えましたが、g は親の g に手のコストを足したものです。親の {{parent}} は g = {{parentG}}（{{parentLine}} 行目）で、手のコストは {{cost}} なので、g = {{expected}} です。',
  'generate-before-expand':
    '{{state}} を {{parent}} から生成しましたが、まだどの状態も展開していません。子は親を展開するときに生成します。',
  'generate-not-current':
    '{{state}} を {{parent}} から生成しましたが、いま展開している状態は {{current}}（{{currentLine}} 行目）です。子は親を展開している間、その expand 行のすぐ後に生成します。',
  'generate-parent-not-expanded':
    '{{state}} を {{parent}} から生成しましたが、{{parent}} は一度も展開されていません。子は親を展開するときに生成します。',
  'h-not-heuristic':
    '{{state}} に h = {{h}} を与えましたが、ヒューリスティック {{heuristic}} はこの状態に {{truth}} を与えます。',
  'h-changed':
    '{{state}} に h = {{h}} を与えましたが、{{otherLine}} 行目では同じ状態に h = {{otherH}} を与えています。ヒューリスティックは状態だけから計算する見積もりなので、同じ状態の h はいつも同じです。',
  inadmissible:
    '{{state}} に h = {{h}} を与えましたが、この状態からゴールまでの最安の経路のコストは {{trueCost}} です。h は {{over}} だけ過大です。{{algorithm}} が最適解を見つけるのは、h が真のコストを決して超えない（許容的な）ときだけです。',
  'after-goal':
    '{{goalLine}} 行目でゴールを展開した後も探索が続いています。ゴールをフロンティアから取り出したら探索は終わりです。そこまでの経路を返してください。',
  'cut-off':
    'トレースが最後の行なしで終わっています。最後のステップの後に {"solution": [...]} か {"failure": true} が必要です。探索が打ち切られました（早く止まったか、ファイルが途中で切れています）。',
  'failure-goal-reached':
    'トレースは失敗を報告していますが、ゴール {{goal}} には {{goalLine}} 行目で到達しています。ゴール判定が見落としています。',
  'failure-frontier-not-empty':
    'フロンティアにまだ {{other}}（{{otherLine}} 行目で生成）が残っているのに、トレースは失敗を報告しています。探索があきらめるのはフロンティアが空になったときだけです。',
  'solution-wrong-start': '解は開始状態 {{start}} から始まるはずですが、{{first}} から始まっています。',
  'solution-wrong-end': '解はゴール {{goal}} で終わるはずですが、{{last}} で終わっています。',
  'solution-illegal-step':
    '解を再生できません。{{step}} 手目は {{from}} から {{to}} へ移っていますが、これは正しい手ではありません。',
  'stopped-at-generation':
    'ゴールを展開する前に、解を出して探索が止まっています。{{algorithm}} がゴール判定をするのはノードをフロンティアから取り出すときで、生成するときではありません。もっと安いゴールへの経路がまだフロンティアで待っているかもしれません。',
  'stopped-at-generation-line':
    'ゴールを展開する前に（ゴールは {{goalLine}} 行目で生成されました）、解を出して探索が止まっています。{{algorithm}} がゴール判定をするのはノードをフロンティアから取り出すときで、生成するときではありません。もっと安いゴールへの経路がまだフロンティアで待っているかもしれません。',
  'solution-cost-not-g':
    '解のコストは {{cost}} ですが、ゴールは {{goalLine}} 行目で g = {{goalG}} で展開されています。解はその g を与えた経路を、親をたどって読み戻したもののはずです。',
  'not-optimal':
    '解のコストは {{cost}} ですが、開始状態からゴールまでの最安の経路のコストは {{optimum}} です。{{algorithm}} は最適解を保証します。展開の順序とゴール判定を確かめてください。',
  'not-optimal-heuristic':
    '解のコストは {{cost}} ですが、開始状態からゴールまでの最安の経路のコストは {{optimum}} です。{{algorithm}} は h が過大に見積もらない（許容的なヒューリスティックの）とき最適解を保証します。展開の順序とゴール判定を確かめてください。',
  'dfs-start-again':
    '開始状態 {{state}} をもう一度展開しました。{{algorithm}} は開始状態から一度だけ探索します。やり直すのは反復深化と IDA* だけです。',
  'dfs-not-waiting':
    '{{state}} を展開しましたが、これはいまの経路上のどの状態の、待っている子でもありません。その親からはすでに離れています。{{algorithm}} は開始状態からの経路を一本だけ持ち、その上の状態の子を展開します。フロンティアはスタック（後入れ先出し）になっていますか？',
  'dfs-parent-left':
    '{{state}} を {{parent}} から生成しましたが、{{parent}} はいまの経路上にありません。{{algorithm}} はいまいる状態の子を生成します。{{parent}} からはすでに戻っています。',
  'dfs-left-behind-depth':
    '{{child}}（{{childLine}} 行目で生成、深さ {{childMeasure}}）を展開しないまま上へ戻りましたが、同じパスで {{expanded}}（{{expandedLine}} 行目）を深さ {{measure}} で展開しています。ですから深さ制限で切られたのではありません。{{algorithm}} は最も新しいノードを取り出し、ある状態の子をすべて展開してからその上へ戻ります。フロンティアはキューではなくスタック（後入れ先出し）になっていますか？',
  'dfs-left-behind-f':
    '{{child}}（{{childLine}} 行目で生成、f {{childMeasure}}）を展開しないまま上へ戻りましたが、同じパスで {{expanded}}（{{expandedLine}} 行目）を f {{measure}} で展開しています。ですから f の上限で切られたのではありません。{{algorithm}} は最も新しいノードを取り出し、ある状態の子をすべて展開してからその上へ戻ります。フロンティアはキューではなくスタック（後入れ先出し）になっていますか？',
  'note-no-algorithm':
    'アルゴリズムの指定がないため、合法な手、g、h、解は確かめましたが、展開の順序は確かめていません。',
  'note-pass-bounds':
    '{{algorithm}}：各パスの中の順序は確かめました（子のスタック、兄弟の間の順序は自由）。各パスの上限はトレースに書かれていないため確かめていません。',
  'note-order-unknown':
    '{{algorithm}} の展開の順序は確かめていません。チェッカーが順序を知っているのは、幅優先、均一コスト、貪欲最良優先、A*、重み付き A*、深さ優先系の探索（DFS、反復深化、IDA*）です。',
  'note-admissibility-unknown':
    '{{count}} 個の h 値は許容性を判定していません。チェッカーの予算内でゴールまでの真のコストを求められませんでした。',
  'note-order-partial':
    'h が書かれていない行があり、ヒューリスティックの指定もないため、展開の順序は一部しか確かめていません。',
  'note-optimality-unchecked': '最適性は確かめていません。参照の探索が最短経路を見つける前に予算を使い切りました。',
  empty: 'トレースが空です。最初にヘッダー行が必要です',
  'after-end': '{{end}} 行（{{endLine}} 行目）の後には何も書けません。ファイルはそこで終わるはずです',
  'not-json': 'JSON ではありません（{{why}}）。各行に JSON オブジェクトが 1 つ必要です',
  'no-header':
    '最初にヘッダー（{"trace": "frontier", "version": 1, "start": …, "goal": …}）が必要ですが、{{kind}} 行でした',
  'second-header': '2 つ目のヘッダーです。ヘッダーは最初の行（{{headerLine}} 行目）だけです',
  'bad-state': '"{{field}}" は {{domain}} の状態ではありません: {{reason}}',
  'bad-solution-state': '"solution" の {{item}} 番目は {{domain}} の状態ではありません: {{reason}}',
  'unknown-domain': 'ドメイン "{{domain}}" のトレースは Frontier では読めません（読めるもの: {{known}}）',
  'bad-start': '"start" は {{domain}} の状態ではありません: {{reason}}',
  'bad-goal': '"goal" は {{domain}} の状態ではありません: {{reason}}',
  'unknown-algorithm': '"{{name}}" は Frontier の知っているアルゴリズムではありません（{{known}} のどれか）',
  'unknown-heuristic': '"{{name}}" はこのドメインのヒューリスティックではありません（{{known}} のどれか）',
  'unavailable-heuristic': 'ヒューリスティック "{{name}}" はこの盤面とゴールでは使えません',
  'not-object': 'JSON オブジェクトが 1 つ必要ですが、{{got}} でした',
  'generate-needs-parent': 'generate 行には "parent"（生成元の状態）が必要です',
  'bad-solution': '"solution" は開始状態からゴールまでの状態のリストのはずですが、{{got}} でした',
  'bad-solution-item': '"solution" の {{item}} 番目は文字列で書いた状態のはずですが、{{got}} でした',
  'bad-failure': '"failure" は true のはずですが、{{got}} でした',
  'unknown-line-empty':
    '"expand"、"generate"、"solution"、"failure"（またはヘッダーの "trace"）のある行が必要ですが、空のオブジェクトでした',
  'unknown-line-one':
    '"expand"、"generate"、"solution"、"failure"（またはヘッダーの "trace"）のある行が必要ですが、フィールド {{fields}} だけでした',
  'unknown-line-many':
    '"expand"、"generate"、"solution"、"failure"（またはヘッダーの "trace"）のある行が必要ですが、フィールドは {{fields}} でした',
  'not-frontier': '"trace" は "frontier" のはずですが、{{got}} でした',
  'no-version': 'ヘッダーには "version": {{known}} が必要です',
  'newer-version':
    'これは frontier-trace のバージョン {{version}} で、この読み取り側にわかる版（バージョン {{known}}）より新しいものです。読むには Frontier を更新してください',
  'bad-version': '"version" は {{known}} のはずですが、{{got}} でした',
  'no-start': 'ヘッダーには "start"（開始状態）が必要です',
  'no-goal': 'ヘッダーには "goal"（ゴール状態）が必要です',
  'bad-size': '"size" は "3x3" や "2x4" のような「行数x列数」のはずですが、{{got}} でした',
  'bad-weight': '"weight" は 0 より大きい数（重み付き A*: f = g + weight * h）のはずですが、{{got}} でした',
  'unknown-field': '{{what}}に "{{field}}" というフィールドはありません（フィールドは {{fields}}）',
  'bad-text-state': '"{{field}}" は "1 2 3/4 5 6/7 8 0" のように文字列で書いた状態のはずですが、{{got}} でした',
  'bad-name': '"{{field}}" は名前のはずですが、{{got}} でした',
  'bad-g': '"g"（開始状態からの経路のコスト）は 0 以上の数のはずですが、{{got}} でした',
  'bad-h': '"h"（ゴールまでのヒューリスティックの見積もり）は 0 以上の数のはずですが、{{got}} でした',
  'posthoc-not-json': 'JSON ではありません（{{why}}）',
  'no-events': '"events" のリストを持つ JSON オブジェクトが必要です',
  'no-source': '"source" イベントがありません。開始盤面を与えるイベントが必要です',
  'no-destination': '"destination" イベントがありません。ゴール盤面を与えるイベントが必要です',
  'source-not-board': 'source が盤面ではありません: {{reason}}',
  'destination-not-board': 'destination が盤面ではありません: {{reason}}',
  'event-not-board': 'イベントの盤面が盤面になっていません: {{reason}}',
  'event-not-object': 'オブジェクトが必要ですが、{{got}} でした',
  'no-type': '"type"（source、destination、generating、expanding、closing、end のどれか）が必要ですが、{{got}} でした',
  'posthoc-after-end': '"end" イベント（イベント {{endLine}}）の後には何も書けません',
  'generating-no-board': 'generating イベントには盤面（マス "11"、"21"、…）が必要です',
  'unknown-parent': '"pId" {{id}} は、それより前に生成されたどのノードでもありません',
  'unknown-node': 'ノード {{id}} は一度も生成されておらず、イベントにも盤面がありません',
  'unknown-path-node': 'end までの経路上のノード {{id}} は一度も生成されていません',
  cycle: 'end ノードの親をたどると循環しています',
  'no-board': '盤面が必要です。マスごとに 1 つのプロパティを、列・行の順の名前（"11"、"21"、…）で書きます',
  'bad-board': 'マス "{{cell}}" はタイルの番号（空白は 0）のはずですが、{{got}} でした',
  'bad-id': '"{{field}}" は数か名前のはずですが、{{got}} でした',
  'bad-number': '"{{field}}" は数のはずですが、{{got}} でした',
};

export const traceMessagesJa = { message, part };
