/**
 * A board's optimal path replayed move by move on the shared Board: to the start, back, forward,
 * to the goal, or play (one move every 0.6 s). Each step shows the moves left (exact: the
 * table's distance) beside what Manhattan and linear conflict estimate for that board.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { makeHeuristic } from '../../../core/heuristics';
import { slidesAlong } from '../../../core/moveNotation';
import { applyMoves, type Direction, type Puzzle } from '../../../core/puzzle';
import { Board } from '../../board/Board';
import { IconBack, IconFirst, IconForward, IconPause, IconPlay } from '../../icons';
import { MoveList, NotationToggle } from '../../moves/MoveList';
import { IconButton } from '../../playback/IconButton';

export interface PathReplayProps {
  puzzle: Puzzle;
  start: number[];
  path: Direction[] | null;
  step: number;
  onStep: (step: number) => void;
  boardSize: number;
}

const PLAY_INTERVAL_MS = 600;

export function PathReplay({ puzzle, start, path, step, onStep, boardSize }: PathReplayProps) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const boards = path ? (applyMoves(puzzle, start, path) ?? [start]) : [start];
  const last = boards.length - 1;
  const at = Math.min(step, last);
  const slides = path ? (slidesAlong(puzzle, start, path) ?? []) : [];

  const active = playing && at < last;
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => {
      onStep(at + 1);
      if (at + 1 >= last) setPlaying(false);
    }, PLAY_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [active, at, last, onStep]);

  /** A manual step takes over from playback. */
  const go = (target: number) => {
    setPlaying(false);
    onStep(target);
  };

  const stuck = !path;
  const buttons = [
    { label: t('explorer.replay.first'), icon: <IconFirst />, disabled: stuck || at === 0, onClick: () => go(0) },
    { label: t('explorer.replay.prev'), icon: <IconBack />, disabled: stuck || at === 0, onClick: () => go(at - 1) },
    {
      label: active ? t('explorer.replay.pause') : t('explorer.replay.play'),
      icon: active ? <IconPause /> : <IconPlay />,
      disabled: stuck || at === last,
      onClick: () => setPlaying(!active),
    },
    {
      label: t('explorer.replay.next'),
      icon: <IconForward />,
      disabled: stuck || at === last,
      onClick: () => go(at + 1),
    },
    {
      label: t('explorer.replay.last'),
      icon: (
        <span className="flip">
          <IconFirst />
        </span>
      ),
      disabled: stuck || at === last,
      onClick: () => go(last),
    },
  ];

  const board = boards[at];
  const left = last - at;
  const manhattan = makeHeuristic('manhattan', puzzle).estimate(board);
  const conflict = makeHeuristic('linear-conflict', puzzle).estimate(board);

  return (
    <div className={puzzle.cols > puzzle.rows ? 'path-replay wide' : 'path-replay'}>
      <div className="replay-board">
        <Board
          rows={puzzle.rows}
          cols={puzzle.cols}
          tiles={board}
          label={t('explorer.replay.board')}
          size={boardSize}
        />
      </div>
      <div className="replay-side">
        <p className="replay-position" data-testid="replay-position" data-step={at} data-left={left}>
          {path ? t('explorer.replay.position', { step: at, total: last }) : t('explorer.replay.computing')}
        </p>
        <p className="small replay-left">{t('explorer.replay.left', { count: left })}</p>
        <p className="small muted">{t('explorer.replay.estimates', { manhattan, conflict })}</p>
      </div>
      <div className="replay-controls">
        <div className="toolbar replay-toolbar">
          {buttons.map((b) => (
            <IconButton key={b.label} {...b} />
          ))}
        </div>
        {path && path.length > 0 && (
          <input
            type="range"
            className="replay-scrubber"
            min={0}
            max={last}
            value={at}
            aria-label={t('explorer.replay.scrubber')}
            aria-valuetext={t('explorer.replay.position', { step: at, total: last })}
            onChange={(e) => go(Number(e.target.value))}
          />
        )}
      </div>
      {path && path.length > 0 && (
        <div className="replay-moves">
          <span className="sub-title">{t('explorer.replay.tiles')}</span>
          <MoveList slides={slides} at={at} label={t('explorer.replay.tiles')} testId="replay-moves" />
          <NotationToggle />
        </div>
      )}
    </div>
  );
}
