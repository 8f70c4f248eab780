/** Keys and swipes as moves of the blank (a tile slides the opposite way to the blank). */
import { OPPOSITE, type Direction } from '../puzzle';

export type ArrowKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';
export type SwipeDirection = 'up' | 'down' | 'left' | 'right';
/** 'tile': an arrow says where a tile slides; 'blank': where the blank goes. */
export type ArrowMode = 'tile' | 'blank';

const ARROWS: Record<ArrowKey, Direction> = { ArrowUp: 'U', ArrowDown: 'D', ArrowLeft: 'L', ArrowRight: 'R' };
const SWIPES: Record<SwipeDirection, Direction> = { up: 'U', down: 'D', left: 'L', right: 'R' };

/** The blank's move for an arrow key under this setting. */
export function blankMoveForArrow(key: ArrowKey, mode: ArrowMode): Direction {
  const pressed = ARROWS[key];
  return mode === 'blank' ? pressed : OPPOSITE[pressed];
}

/** The blank's move for a swipe: the finger pushes a tile that way, so the blank goes the other. */
export function blankMoveForSwipe(toward: SwipeDirection): Direction {
  return OPPOSITE[SWIPES[toward]];
}
