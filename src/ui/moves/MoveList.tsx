/**
 * A path's moves as every screen writes them (src/core/moveNotation.ts): the tile that slides
 * and where ("5→") by default, the blank's letters on demand (the toggle, shared by every screen).
 * Each move also carries the full sentence in both conventions, as its tooltip and accessible name.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { writeMove, type Slide } from '../../core/moveNotation';
import { useUiStore } from '../../store/uiStore';
import './moves.css';

/** "Tile 5 slides right (the blank moves left)": one move in words, both ways. */
export function moveSentence(t: TFunction, slide: Slide): string {
  return t('moves.sentence', {
    tile: slide.tile,
    dir: t(`moves.dir.${slide.tileDirection}`),
    blank: t(`moves.dir.${slide.blank}`),
  });
}

export interface MoveListProps {
  slides: readonly Slide[];
  /** Moves before this index are done; the one at it is next. */
  at: number;
  label: string;
  testId: string;
}

export function MoveList({ slides, at, label, testId }: MoveListProps) {
  const { t } = useTranslation();
  const notation = useUiStore((s) => s.moveNotation);
  return (
    <ol className="moves move-list" aria-label={label} data-testid={testId} data-notation={notation}>
      {slides.map((slide, i) => (
        <li
          key={i}
          className={i < at ? 'move done' : i === at ? 'move next' : 'move'}
          title={moveSentence(t, slide)}
          data-move={writeMove(slide, notation)}
        >
          <span aria-hidden="true">{writeMove(slide, notation)}</span>
          <span className="visually-hidden">{moveSentence(t, slide)}</span>
        </li>
      ))}
    </ol>
  );
}

/** One move written as the lists write it ("5→"), e.g. after play's hint sentence. */
export function MoveToken({ slide, testId }: { slide: Slide; testId?: string }) {
  const { t } = useTranslation();
  const notation = useUiStore((s) => s.moveNotation);
  const text = writeMove(slide, notation);
  return (
    <span className="move move-token" title={moveSentence(t, slide)} data-testid={testId} data-move={text}>
      {text}
    </span>
  );
}

/** Switches every screen between tile moves ("5→") and blank moves ("L"). */
export function NotationToggle() {
  const { t } = useTranslation();
  const notation = useUiStore((s) => s.moveNotation);
  const setNotation = useUiStore((s) => s.setMoveNotation);
  const other = notation === 'tile' ? 'blank' : 'tile';
  return (
    <button
      type="button"
      className="button small notation-toggle"
      data-testid="notation-toggle"
      aria-pressed={notation === 'blank'}
      title={t('moves.toggleHint')}
      onClick={() => setNotation(other)}
    >
      {t('moves.showBlank')}
    </button>
  );
}
