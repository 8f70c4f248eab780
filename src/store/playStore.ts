/**
 * The board a learner plays with. Kept apart from the search run so that playing never
 * disturbs a recorded run.
 */
import { create } from 'zustand';
import { makePuzzle, type Puzzle } from '../core/puzzle';
import { scramble } from '../core/scramble';

export interface PlayState {
  puzzle: Puzzle;
  tiles: number[];
  shuffle: (random?: () => number) => void;
}

export const usePlayStore = create<PlayState>((set, get) => ({
  puzzle: makePuzzle(3, 3),
  tiles: makePuzzle(3, 3).goal.slice(),
  shuffle: (random = Math.random) => {
    const { puzzle, tiles } = get();
    let next = scramble(puzzle, 40, random);
    // A walk can return to where it started; a shuffle must visibly change the board.
    while (next.every((t, i) => t === tiles[i])) next = scramble(puzzle, 40, random);
    set({ tiles: next });
  },
}));
