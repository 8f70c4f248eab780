/**
 * The example lessons, in English and Japanese: real stops with the notes a teacher would
 * write. The numbers in the notes are the runs' own (tests/unit/lessons/examples.test.ts replays
 * each stop's search and checks each claim, so a change to a solver that moves them fails there).
 */
import type { Lesson, LessonStop } from '../../links/lesson';
import { writeScenario } from '../../links';
import { algorithmInfo } from '../../core/solvers/algorithms';
import { DEFAULT_SETUP, type CompareSetup, type RunSetup } from '../../core/setups';
import { DEFAULT_COMPARE_MAX_EXPANSIONS, DEFAULT_PANE } from '../../store/comparePresets';

/** A* with Manhattan distance on the visualizer's own 8-puzzle. */
export const ASTAR_SETUP: RunSetup = { ...DEFAULT_SETUP, algorithm: 'astar', heuristic: 'manhattan' };

/** Compare mode's first preset board: BFS against IDA* (Manhattan). */
export const BFS_IDA_SETUP: CompareSetup = {
  rows: 3,
  cols: 3,
  goal: [1, 2, 3, 4, 5, 6, 7, 8, 0],
  start: [0, 5, 2, 7, 6, 3, 4, 1, 8],
  maxExpansions: DEFAULT_COMPARE_MAX_EXPANSIONS,
  panes: [
    { ...DEFAULT_PANE, algorithm: 'bfs' },
    { ...DEFAULT_PANE, algorithm: 'idastar', heuristic: 'manhattan' },
  ],
};

/** A* from Arad to Bucharest on AIMA's road map of Romania, with the straight-line distance. */
export const ROMANIA_SETUP: RunSetup = {
  ...DEFAULT_SETUP,
  algorithm: 'astar',
  domain: 'road-map',
  problem: { instance: null, start: 'Arad', goal: 'Bucharest', heuristic: 'straight-line' },
};

const runStop = (step: number, view: 'frontier' | 'tree' = 'frontier', setup = ASTAR_SETUP) => ({
  link: writeScenario({ mode: 'visualize', setup, step }),
  view,
});
const romaniaStop = (step: number) => runStop(step, 'frontier', ROMANIA_SETUP);

/** A search on a ready-made grid (4-connected, its own start and goal), Manhattan distance where it uses h. */
export function gridSetup(map: string, algorithm: RunSetup['algorithm']): RunSetup {
  const heuristic = algorithmInfo(algorithm)?.usesHeuristic ? { heuristic: 'manhattan' } : {};
  return { ...DEFAULT_SETUP, algorithm, domain: 'grid', problem: { instance: map, start: '', goal: '', ...heuristic } };
}
const gridStop = (map: string, algorithm: RunSetup['algorithm'], step: number) =>
  runStop(step, 'frontier', gridSetup(map, algorithm));
const compareStop = (clock: number, view: 'charts' | 'results' = 'charts') => ({
  link: writeScenario({ mode: 'compare', compare: BFS_IDA_SETUP, step: clock }),
  view,
});

/** Where each example stop is, shared by both languages. */
export const EXAMPLE_PLACES = {
  astar: [runStop(1), runStop(11), runStop(25), runStop(138, 'tree')],
  bfsIda: [compareStop(0), compareStop(12), compareStop(10_000), compareStop(37_235, 'results')],
  // Fig. 3.24's stages: the start, then just after each expansion's children (step N: N events).
  romania: [
    romaniaStop(1),
    romaniaStop(5),
    romaniaStop(10),
    romaniaStop(14),
    romaniaStop(17),
    romaniaStop(21),
    romaniaStop(23),
  ],
  // Each stop at its run's end (step N: its N events).
  grid: [
    gridStop('open-field', 'ucs', 3586),
    gridStop('open-field', 'astar', 158),
    gridStop('u-trap', 'greedy', 452),
    gridStop('u-trap', 'astar', 519),
    gridStop('swamp', 'astar', 247),
  ],
} as const;

type Words = { title: string; stops: { title: string; note: string }[] };

const WORDS: Record<'en' | 'ja', { astar: Words; bfsIda: Words; romania: Words; grid: Words }> = {
  en: {
    grid: {
      title: 'Why A* beats Dijkstra on a grid',
      stops: [
        {
          title: 'Dijkstra spreads in every direction',
          note: 'Uniform-cost search (Dijkstra) takes the cell of lowest g, whatever its direction: it expands 732 cells of the open field before it reaches the goal, 31 steps away.',
        },
        {
          title: 'A* heads for the goal',
          note: 'A* adds h, the Manhattan distance to the goal, and takes the lowest f = g + h: 32 cells expanded, and the same 31-step path. Manhattan distance never overestimates on a 4-connected grid, so the path is still the shortest.',
        },
        {
          title: 'Greedy walks into the trap',
          note: 'Greedy best-first search orders by h alone. It runs straight into the U-shaped wall, then has to go round: a 45-step path, after 99 expansions.',
        },
        {
          title: 'A* gets out of the trap',
          note: 'A* also enters the U, but g makes the cells inside it costly, and it finds the 33-step path after 113 expansions, where Dijkstra needs 394.',
        },
        {
          title: 'Mud has a cost',
          note: 'In the swamp, mud cells cost 9 to enter. A* walks round the mud for a path of cost 27 after 50 expansions; breadth-first search, which counts steps and not costs, wades through it for 109.',
        },
      ],
    },
    romania: {
      title: 'A* on the road to Bucharest (AIMA Fig. 3.24)',
      stops: [
        {
          title: 'From Arad',
          note: 'A* starts at Arad with g = 0 and h = 366, the straight-line distance to Bucharest (Fig. 3.16): f = 366.',
        },
        {
          title: 'Arad expanded',
          note: 'Its three neighbours wait in the frontier: Sibiu with f = 140 + 253 = 393, Timisoara with 118 + 329 = 447, Zerind with 75 + 374 = 449. A* takes the lowest f next: Sibiu.',
        },
        {
          title: 'Sibiu expanded',
          note: 'Rimnicu Vilcea (f = 413) and Fagaras (f = 415) now lead the frontier. Arad, reached again with g = 280, is dropped: it was expanded already (the book draws a tree search, which keeps it with f = 646).',
        },
        {
          title: 'Rimnicu Vilcea expanded',
          note: 'Pitesti enters with f = 317 + 100 = 417 and Craiova with f = 526. Fagaras, at 415, still has the lowest f.',
        },
        {
          title: 'Bucharest waits, not yet the answer',
          note: 'Expanding Fagaras generates Bucharest with g = 450. A* does not stop: it tests for the goal when it takes a node from the frontier, and Pitesti, at 417, is below 450.',
        },
        {
          title: 'A cheaper road to Bucharest',
          note: 'From Pitesti, Bucharest is reached with g = 418, and this entry replaces the one at 450.',
        },
        {
          title: '418 km',
          note: 'Bucharest is taken with f = 418 after 6 expansions: Arad, Sibiu, Rimnicu Vilcea, Pitesti, Bucharest. The straight-line distance never overestimates a road, so no route is shorter.',
        },
      ],
    },
    astar: {
      title: 'A* step by step on the 8-puzzle',
      stops: [
        {
          title: 'The start',
          note: 'A* orders the frontier by f = g + h. At the start nothing has been moved, so g = 0 and f = h = 10: the Manhattan distance says at least 10 moves are needed.',
        },
        {
          title: 'A tie broken by h',
          note: 'Two nodes in the frontier share f = 10. A* expands the one with the smaller h (h = 8, g = 2) before the one with h = 9: on equal f it prefers the node that looks closer to the goal.',
        },
        {
          title: 'f rises to 12',
          note: 'Every node with f = 10 has been expanded and none was the goal. The first node with f = 12 is expanded now: no 10-move solution exists, and f never goes down again.',
        },
        {
          title: 'The goal, in 14 moves',
          note: 'The goal is reached after only 37 expansions. Because Manhattan distance never overestimates, this 14-move path is a shortest one. The tree shows how few branches A* had to open.',
        },
      ],
    },
    bfsIda: {
      title: 'BFS vs IDA*: memory against time',
      stops: [
        {
          title: 'Same board, two searches',
          note: 'BFS (left) explores level by level and keeps every board it has seen. IDA* (right) goes deep along one path at a time, within a bound on f = g + h.',
        },
        {
          title: 'IDA* starts its third pass',
          note: 'After 12 expansions IDA* starts pass 3, with the bound raised to 14. It throws the previous passes away and starts again from the root: it repeats work to save memory.',
        },
        {
          title: 'BFS passes 10,000 nodes',
          note: 'BFS has expanded 10,000 nodes and keeps more than 15,000 in memory. IDA* finished long ago: 692 expansions, never more than 28 nodes held at once.',
        },
        {
          title: 'Both find 20 moves',
          note: 'BFS finds the 20-move solution after 37,235 expansions. Both paths are shortest; the difference is the price: BFS pays in memory, IDA* in repeated passes.',
        },
      ],
    },
  },
  ja: {
    grid: {
      title: 'グリッドで A* が Dijkstra に勝つ理由',
      stops: [
        {
          title: 'Dijkstra は全方向に広がる',
          note: '一様コスト探索(Dijkstra)は向きに関係なく g が最小のセルを取る。31 歩先のゴールに着くまでに、何もない平原のセルを 732 個展開する。',
        },
        {
          title: 'A* はゴールに向かう',
          note: 'A* はゴールまでのマンハッタン距離 h を加え、f = g + h が最小のものを取る。展開は 32 個で、経路は同じ 31 歩。4 近傍のグリッドではマンハッタン距離は実際を超えて見積もらないので、経路は最短のままである。',
        },
        {
          title: '貪欲法は罠にはまる',
          note: '貪欲最良優先探索は h だけで順序を決める。U 字の壁にまっすぐ入り込み、回り道をすることになる。99 回の展開で 45 歩の経路。',
        },
        {
          title: 'A* は罠から抜け出す',
          note: 'A* も U の中に入るが、g のおかげで中のセルは高くつく。113 回の展開で 33 歩の経路を見つける。Dijkstra は 394 回必要である。',
        },
        {
          title: '泥にはコストがある',
          note: '沼では泥のセルに入るのにコスト 9 がかかる。A* は 50 回の展開で泥を避けたコスト 27 の経路を見つける。コストではなく歩数を数える幅優先探索は泥を突っ切り、コストは 109 になる。',
        },
      ],
    },
    romania: {
      title: 'Bucharest への道の A*(AIMA 図 3.24)',
      stops: [
        {
          title: 'Arad から',
          note: 'A* は Arad から始まる。g = 0、h = 366 は Bucharest までの直線距離(図 3.16)で、f = 366。',
        },
        {
          title: 'Arad を展開',
          note: '三つの隣の都市がフロンティアで待つ。Sibiu f = 140 + 253 = 393、Timisoara 118 + 329 = 447、Zerind 75 + 374 = 449。A* は f が最小の Sibiu を次に取る。',
        },
        {
          title: 'Sibiu を展開',
          note: 'Rimnicu Vilcea(f = 413)と Fagaras(f = 415)がフロンティアの先頭に来る。g = 280 で再び到達した Arad は捨てられる。すでに展開済みだからである(教科書の図は木探索で、f = 646 のまま残している)。',
        },
        {
          title: 'Rimnicu Vilcea を展開',
          note: 'Pitesti が f = 317 + 100 = 417 で、Craiova が f = 526 で加わる。f が最小なのはまだ 415 の Fagaras である。',
        },
        {
          title: 'Bucharest はまだ答えではない',
          note: 'Fagaras を展開すると g = 450 の Bucharest が生成される。A* はここで止まらない。ゴール判定はフロンティアからノードを取り出すときに行い、Pitesti の 417 は 450 より小さい。',
        },
        {
          title: 'Bucharest へのより安い道',
          note: 'Pitesti から g = 418 で Bucharest に到達し、この項目が 450 の項目に置き換わる。',
        },
        {
          title: '418 km',
          note: '6 回の展開のあと、Bucharest が f = 418 で取り出される。経路は Arad、Sibiu、Rimnicu Vilcea、Pitesti、Bucharest。直線距離は道のりを超えて見積もらないので、これより短い経路はない。',
        },
      ],
    },
    astar: {
      title: 'A* を 1 ステップずつ(8 パズル)',
      stops: [
        {
          title: '開始時点',
          note: 'A* はフロンティアを f = g + h の順に並べる。開始時点ではまだ一手も動かしていないので g = 0、f = h = 10 である。マンハッタン距離は少なくとも 10 手が必要であることを示している。',
        },
        {
          title: 'h による同点の解消',
          note: 'フロンティアに f = 10 のノードが二つある。A* は h の小さいほう(h = 8, g = 2)を h = 9 のノードより先に展開する。f が等しければ、ゴールに近く見えるノードを優先するのである。',
        },
        {
          title: 'f が 12 に上がる',
          note: 'f = 10 のノードはすべて展開されたが、どれもゴールではなかった。ここで初めて f = 12 のノードが展開される。10 手の解は存在せず、以後 f が下がることはない。',
        },
        {
          title: '14 手でゴール',
          note: 'わずか 37 回の展開でゴールに到達した。マンハッタン距離は実際の手数を超えて見積もらないので、この 14 手の経路は最短である。探索木を見ると、A* が開いた枝の少なさがわかる。',
        },
      ],
    },
    bfsIda: {
      title: 'BFS と IDA*:メモリと時間のトレードオフ',
      stops: [
        {
          title: '同じ盤面を二つの探索で',
          note: 'BFS(左)は深さの順に 一段ずつ調べ、出会った盤面をすべて記憶する。IDA*(右)は f = g + h の閾値の範囲で、一本の経路を深くたどる。',
        },
        {
          title: 'IDA* の 3 回目の反復',
          note: '12 回の展開のあと、IDA* は閾値を 14 に上げて 3 回目の反復を始める。それまでの反復の結果は捨て、根から探索をやり直す。メモリを節約する代わりに同じ仕事を繰り返すのである。',
        },
        {
          title: 'BFS が 10,000 ノードを超える',
          note: 'BFS は 10,000 ノードを展開し、15,000 を超えるノードをメモリに保持している。IDA* はとうに終わっている。展開は 692 回、同時に保持したノードは最大 28 個にすぎない。',
        },
        {
          title: 'どちらも 20 手',
          note: 'BFS は 37,235 回の展開のあとで 20 手の解を見つける。どちらの経路も最短である。違いは代償にある。BFS はメモリで、IDA* は反復のやり直しで支払う。',
        },
      ],
    },
  },
};

function build(words: Words, places: readonly { link: string; view: LessonStop['view'] }[]): Lesson {
  return { title: words.title, stops: places.map((place, i) => ({ ...words.stops[i], ...place })) };
}

/** The example lessons in the reader's language (English for any other). */
export function exampleLessons(language: string): Lesson[] {
  const words = WORDS[language === 'ja' ? 'ja' : 'en'];
  return [
    build(words.astar, EXAMPLE_PLACES.astar),
    build(words.bfsIda, EXAMPLE_PLACES.bfsIda),
    build(words.romania, EXAMPLE_PLACES.romania),
    build(words.grid, EXAMPLE_PLACES.grid),
  ];
}
