/** 擬似コード（日本語、大学の講義の書き方）。各行の id は en.ts と同じ（index.ts を参照）。 */
import type { Pseudocode, PseudoLine } from './index';
import { line } from './line';

function bestFirst(name: string, f: string, ties: string, betterPaths: boolean): PseudoLine[] {
  return [
    line('', `関数 ${name}(問題): 解 または 失敗 を返す`),
    line('', `  // f(n) = ${f}。f が等しいときは ${ties}`),
    line('', '  節点 ← 節点(状態 = 問題.初期状態)'),
    line('init', '  オープンリスト ← f の小さい順の優先度付きキュー（節点を入れる）'),
    line('', '  到達表 ← 問題.初期状態 に 節点 を対応させた表'),
    line('', '  クローズドリスト ← 空集合'),
    line('progress', '  以下を繰り返す'),
    line('exhausted', '    もし オープンリスト が空 ならば 失敗 を返す'),
    line('limit', '    もし 展開数の上限 に達した ならば 打ち切り を返す'),
    line('pop', '    節点 ← オープンリスト から取り出す；節点.状態 を クローズドリスト に加える'),
    line('goal-test', '    もし 節点.状態 がゴール ならば 解(節点) を返す'),
    line('', '    節点 を展開して得た各 子 について'),
    line('', '      s ← 子.状態'),
    betterPaths
      ? line('', '      もし s が 到達表 にあり 子.経路コスト ≥ 到達表[s].経路コスト ならば')
      : line('', '      もし s が 到達表 にある ならば   // 経路コストは見直さない'),
    line('closed', '        子 を破棄する   // s は クローズドリスト にある：展開済み'),
    line('in-frontier', '        子 を破棄する   // そうでなければ：オープンリスト で待っている'),
    line('push', '      そうでなく s が 到達表 になければ 到達表[s] ← 子；子 を オープンリスト に加える'),
    ...(betterPaths
      ? [
          line(
            'reopened',
            '      そうでなく s が クローズドリスト にあれば s を除き 到達表[s] ← 子；子 を オープンリスト に戻す',
          ),
          line('improved', '      そうでなければ オープンリスト の 到達表[s] を 子 で置き換え 到達表[s] ← 子'),
        ]
      : []),
  ];
}

/** 閉路の検査：AIMA は 経路 全体、Korf の IDA* は直前の手を戻す手だけ。 */
const pathCheck = line('cycle', '      もし 子.状態 が 経路 上にある ならば 子 を破棄する   // 閉路');
const lastMoveCheck = line(
  'undo',
  '      もし 子 が 節点 の直前の手を戻して得られる ならば 子 を破棄する   // 親に戻るだけ',
);

const boundedDfs = (cycleCheck: PseudoLine): PseudoLine[] => [
  line('', ''),
  line('', '関数 閾値付き深さ優先(問題, 根, 閾値): 解 または 切った f の最小値 を返す'),
  line('', '  オープンリスト ← 根 だけを積んだスタック；経路 ← 空の列；最小 ← ∞'),
  line('progress', '  オープンリスト が空でない間 繰り返す'),
  line('limit', '    もし 展開数の上限 に達した ならば 打ち切り を返す'),
  line('', '    節点 ← オープンリスト から取り出す（最後に積んだもの）'),
  line('backtrack', '    経路 の長さ > 節点.深さ の間 経路 の最後の節点を外す（後戻り）'),
  line('pop', '    節点 を 経路 の最後に加える（節点 を展開する）'),
  line('goal-test', '    もし 節点.状態 がゴール ならば 解(節点) を返す'),
  line('', '    節点 を展開して得た各 子 について'),
  cycleCheck,
  line('bound-cut', '      そうでなく f(子) > 閾値 ならば 最小 ← min(最小, f(子))   // 枝刈り'),
  line('push', '      そうでなければ 子 を オープンリスト に積む'),
  line('', '  経路 の節点をすべて外す'),
  line('', '  最小 を返す'),
];

function deepening(name: string, f: string, first: string, cycleCheck = pathCheck): PseudoLine[] {
  return [
    line('', `関数 ${name}(問題): 解 または 失敗 を返す`),
    line('', `  // f(n) = ${f}`),
    line('init', `  根 ← 節点(問題.初期状態)；閾値 ← ${first}`),
    line('', '  反復 = 1, 2, 3, … について'),
    line('new-pass', '    この 閾値 で 根 から探索をやり直す'),
    line('', '    結果 ← 閾値付き深さ優先(問題, 根, 閾値)'),
    line('exhausted', '    もし 結果 = ∞ ならば 失敗 を返す   // 何も切らなかった'),
    line('', '    結果 が数 ならば 閾値 ← 結果、そうでなければ 結果 を返す'),
    ...boundedDfs(cycleCheck),
  ];
}

const breadthFirst: PseudoLine[] = [
  line('', '関数 幅優先探索(問題): 解 または 失敗 を返す'),
  line('init', '  節点 ← 節点(問題.初期状態)'),
  line('goal-root', '  もし 節点.状態 がゴール ならば 解(節点) を返す'),
  line('', '  オープンリスト ← 節点 だけを入れた先入れ先出しのキュー'),
  line('', '  到達済み ← {問題.初期状態}；クローズドリスト ← 空集合'),
  line('progress', '  以下を繰り返す'),
  line('exhausted', '    もし オープンリスト が空 ならば 失敗 を返す'),
  line('limit', '    もし 展開数の上限 に達した ならば 打ち切り を返す'),
  line('pop', '    節点 ← オープンリスト の先頭から取り出す；節点.状態 を クローズドリスト に加える'),
  line('', '    節点 を展開して得た各 子 について'),
  line('', '      s ← 子.状態'),
  line('closed', '      もし s が クローズドリスト にある ならば 子 を破棄する   // 展開済み'),
  line('in-frontier', '      そうでなく s が 到達済み ならば 子 を破棄する   // オープンリスト で待っている'),
  line('push', '      そうでなければ s を 到達済み に加え 子 を オープンリスト の末尾に加える'),
  line('goal-test', '        もし s がゴール ならば 解(子) を返す'),
];

export const ja: Pseudocode = {
  bfs: breadthFirst,
  dfs: [
    line('', '関数 深さ制限探索(問題, ℓ): 解 または 失敗 を返す'),
    line('', '  // f(n) = g(n)（深さ）。ℓ より深い節点は切る'),
    line('init', '  根 ← 節点(問題.初期状態)'),
    line('', '  結果 ← 閾値付き深さ優先(問題, 根, ℓ)'),
    line('exhausted', '  もし 結果 が数 ならば 失敗 を返す   // 切った節点があれば「ℓ 手以内には」失敗'),
    line('', '  結果 を返す'),
    ...boundedDfs(pathCheck),
  ],
  iddfs: deepening('反復深化探索', 'g(n)（深さ）', '0'),
  greedy: bestFirst('貪欲最良優先探索', 'h(n)、h = {{h}}', 'g の小さい節点、次に古い節点', false),
  astar: bestFirst('A*探索', 'g(n) + h(n)、h = {{h}}', 'h の小さい節点、次に古い節点', true),
  // 単位コストでは幅優先探索と同じ順に展開するが、ゴール判定は生成時でなく展開時に行う。
  ucs: bestFirst(
    '一様コスト探索',
    'g(n)（経路コスト。単位コストでは幅優先と同じ展開順、ゴール判定は展開時）',
    '古い節点',
    true,
  ),
  wastar: bestFirst('重み付きA*探索', 'g(n) + w × h(n)、h = {{h}}', 'h の小さい節点、次に古い節点', true),
  idastar: deepening('IDA*', 'g(n) + h(n)、h = {{h}}', 'f(根)'),
  // Korf の IDA*（1985）：経路 に沿った閉路の検査はせず、戻る手だけを除く。
  'idastar-korf': deepening('IDA*', 'g(n) + h(n)、h = {{h}}（Korf の IDA*、1985 年）', 'f(根)', lastMoveCheck),
  bibfs: [
    line('', '関数 双方向幅優先探索(問題): 解 または 失敗 を返す'),
    line('init', '  節点_前 ← 節点(問題.初期状態)'),
    line('goal-root', '  もし 節点_前.状態 がゴール ならば 解(節点_前) を返す'),
    line('init-backward', '  節点_後 ← 節点(問題.ゴール)'),
    line(
      '',
      '  各向き d ∈ {前, 後} について オープンリスト_d ← 節点_d だけのキュー；到達表_d ← {節点_d}；クローズドリスト_d ← {}',
    ),
    line('', '  d ← 前；相手 ← 後'),
    line('', '  以下を繰り返す'),
    line('exhausted', '    もし オープンリスト_d が空 ならば 失敗 を返す'),
    line('progress', '    オープンリスト_d のいちばん浅い層の各 節点 について'),
    line('limit', '      もし 展開数の上限 に達した ならば 打ち切り を返す'),
    line('pop', '      節点 を取り出す；節点.状態 を クローズドリスト_d に加える'),
    line('', '      節点 を展開して得た各 子 について'),
    line('', '        s ← 子.状態'),
    line('closed', '        もし s が クローズドリスト_d にある ならば 子 を破棄する   // 展開済み'),
    line(
      'in-frontier',
      '        そうでなく s が 到達表_d にある ならば 子 を破棄する   // オープンリスト で待っている',
    ),
    line('push', '        そうでなければ 到達表_d[s] ← 子；子 を オープンリスト_d の末尾に加える'),
    line('goal-test', '          もし s が 到達表_相手 にある ならば 解(子 と 到達表_相手[s] をつないだ経路) を返す'),
    line('', '    d と 相手 を入れ替える   // 層ごとに交互、前向きから'),
  ],
  random: [
    line('', '関数 ランダムウォーク(問題, シード): 解 または 失敗 を返す'),
    line('init', '  節点 ← 節点(問題.初期状態)'),
    line('progress', '  以下を繰り返す'),
    line('limit', '    もし 歩数 か 展開数の上限 に達した ならば 打ち切り を返す'),
    line('pop', '    節点 を展開する'),
    line('goal-test', '    もし 節点.状態 がゴール ならば 解(節点) を返す'),
    line('', '    手 ← 合法手のうち、直前の手を戻すもの以外'),
    line('push', '    節点 ← 子(節点, 手 から無作為に選んだ一つ)'),
  ],
};
