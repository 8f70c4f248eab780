/**
 * Moving between the page's modes with a board: app-level actions the UI calls, so
 * that no store reaches into another (play does not load the visualizer's run, the explorer
 * does not start a game). Each takes the stores it acts on from here. Only the pages that are
 * not in the first download call these; a link is opened by openScenario.ts.
 */
import { heuristicSupported } from '../core/heuristics';
import { makePuzzle } from '../core/puzzle';
import { useAppStore } from './appStore';
import type { StoreApi } from 'zustand';
import { useExplorerStore, type ExplorerState } from './explorerStore';
import { useLabStore } from './labStore';
import { usePlayStore, type PlayStoreApi } from './playStore';
import { useRunStore } from './runStore';

/** A board and its goal, as the modes hand it to each other. */
export interface BoardHandOver {
  rows: number;
  cols: number;
  goal: number[];
  start: number[];
}

/** The visualizer, on this board: the teacher's algorithm kept, the heuristic too if it fits the size. */
export function openInVisualizer(board: BoardHandOver): void {
  const run = useRunStore.getState();
  const puzzle = makePuzzle(board.rows, board.cols, board.goal);
  const heuristic = heuristicSupported(run.setup.heuristic, puzzle) ? run.setup.heuristic : 'manhattan';
  run.load({
    ...run.setup,
    rows: board.rows,
    cols: board.cols,
    goal: [...board.goal],
    start: [...board.start],
    heuristic,
  });
  useAppStore.getState().setMode('visualize');
}

/** The board being played, in the visualizer (the computer's play stops first). */
export function openPlayInVisualizer(play: PlayStoreApi = usePlayStore): void {
  play.getState().stop();
  const { puzzle, tiles } = play.getState();
  openInVisualizer({ rows: puzzle.rows, cols: puzzle.cols, goal: [...puzzle.goal], start: tiles });
}

/** A new game on this board; false (and no change of mode) when play refuses it. */
export function openInPlay(board: BoardHandOver): boolean {
  const puzzle = makePuzzle(board.rows, board.cols, board.goal);
  if (!usePlayStore.getState().setBoard(puzzle, board.start, 'distance')) return false;
  useAppStore.getState().setMode('play');
  return true;
}

/**
 * A board of the explored space (picked from the chart, or an example) taken to the visualizer,
 * a new game, or the explorer's heuristic lab. False when no space is explored yet or play
 * refused the board.
 */
export function openExplored(
  tiles: readonly number[],
  where: 'visualize' | 'play' | 'lab',
  explorer: StoreApi<ExplorerState> = useExplorerStore,
): boolean {
  const board = explorer.getState().boardAt(tiles);
  if (!board) return false;
  if (where === 'play') return openInPlay(board);
  if (where === 'visualize') openInVisualizer(board);
  else {
    useLabStore.getState().setBoard(board);
    explorer.getState().setTab('lab');
  }
  return true;
}
