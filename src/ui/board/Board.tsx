/**
 * A sliding-tile board. The tiles slide to their new cells (AnimatedTiles, framer-motion); the
 * animation code is not in the first download and does not compete with the first usable
 * screen: until the idle preload has fetched it, the same tiles stand still at the same cells
 * (StillTiles). When the board is not to animate (fast playback) the tiles stand still too:
 * framer-motion would still run an animation per tile per repaint, about a third of a repaint
 * task at top speed, to show nothing.
 */
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tiles } from '../../core/puzzle';
import { animatedTiles } from '../lazyParts';
import { StillTiles } from './StillTiles';
import { layTiles } from './tileLayout';
import './board.css';

export interface BoardProps {
  rows: number;
  cols: number;
  tiles: Tiles;
  /** Accessible description, e.g. "Board being expanded". */
  label: string;
  /** Board edge in CSS pixels. */
  size?: number;
  /** Optional small label drawn in a tile's corner (the per-tile heuristic overlay). */
  badge?: (tile: number, cell: number) => string | null;
  onTileClick?: (tile: number) => void;
  /** false: tiles jump to their cells (fast playback). Reduced motion always jumps. */
  animate?: boolean;
  /** A tile to ring (the next move of a hint). */
  highlight?: number | null;
}

const AnimatedTiles = animatedTiles.IfLoaded;

export function Board({
  rows,
  cols,
  tiles,
  label,
  size = 360,
  badge,
  onTileClick,
  animate = true,
  highlight = null,
}: BoardProps) {
  const { t } = useTranslation();
  // Standing still starts at once (a fast run must not slide); sliding again waits for a render
  // of its own. Mounting the sliding tiles costs 5-8 ms, and at the end of a top-speed run it
  // came in the same task as the final panels' render.
  const animateSoon = useDeferredValue(animate);
  const animating = animate && animateSoon;
  const geometry = layTiles(rows, cols, tiles, size);
  const tileProps = { geometry, t, badge, onTileClick, animate: animating, highlight };
  return (
    // A group, not a grid: tiles move between rows, and a grid's rows would remount them mid-slide.
    <div
      className="board"
      role="group"
      aria-label={label}
      style={{ width: geometry.width, height: geometry.height }}
      data-testid="board"
    >
      {animating ? (
        <AnimatedTiles {...tileProps} fallback={<StillTiles {...tileProps} />} />
      ) : (
        <StillTiles {...tileProps} />
      )}
    </div>
  );
}
