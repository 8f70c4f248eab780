/**
 * The numbered lines of one algorithm, the current one highlighted. Built for a cursor that
 * moves many times a second: the texts are made once per (textbook version, language, heuristic), and
 * every line is a memoised component, so a step re-renders only the line that loses the
 * highlight and the line that gains it. In the guessing game the lines that run something are
 * buttons the class picks from (see src/store/lineGuessStore.ts).
 */
import { memo, useMemo, useRef, type CSSProperties, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextbookId } from '../../core/solvers/textbook/lines';
import type { Language } from '../../i18n';
import { PSEUDOCODE, pseudoLineText } from '../../i18n/pseudocode';
import { pickLine } from '../../store/lineGuessStore';
import { useKeepInView } from './keepInView';

/** The guessing game's marks on the lines: -1 for none. */
export interface GuessMarks {
  readonly picked: number;
  /** The guess judged at this cursor, and whether it was right. */
  readonly judged: number;
  readonly right: boolean;
}

interface LinesProps {
  textbook: TextbookId;
  language: Language;
  heuristicName: string;
  current: number;
  /** Null: not guessing. */
  guess: GuessMarks | null;
  /** A pane's list scrolls on its own (the visualizer's side column scrolls instead). */
  compact: boolean;
  label: string;
}

export const PseudocodeLines = memo(function PseudocodeLines(props: LinesProps) {
  const { textbook, language, heuristicName, current, guess, compact, label } = props;
  const lines = useMemo(
    () =>
      PSEUDOCODE[language][textbook].map((line) => {
        const text = pseudoLineText(line, heuristicName);
        const body = text.trimStart();
        return { text: body, indent: text.length - body.length, ids: line.ids.join(' '), runs: line.ids.length > 0 };
      }),
    [textbook, language, heuristicName],
  );
  const currentRef = useRef<HTMLLIElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  useKeepInView(current, currentRef, listRef);
  return (
    <ol
      ref={listRef}
      className={compact ? 'pseudocode-lines compact' : 'pseudocode-lines'}
      aria-label={label}
      // A list with its own scroll bar must be reachable by keyboard (axe: scrollable-region-focusable).
      tabIndex={compact ? 0 : undefined}
      onKeyDown={guess ? moveBetweenPicks : undefined}
    >
      {lines.map((line, i) => (
        <CodeLine
          key={i}
          n={i + 1}
          text={line.text}
          indent={line.indent}
          marker={line.ids}
          current={i === current}
          lineRef={i === current ? currentRef : undefined}
          pickable={guess !== null && line.runs}
          mark={
            !guess
              ? null
              : guess.judged === i
                ? guess.right
                  ? 'right'
                  : 'wrong'
                : guess.picked === i
                  ? 'picked'
                  : null
          }
        />
      ))}
    </ol>
  );
});

type Mark = 'picked' | 'right' | 'wrong' | null;

/** One line; re-rendered only when its own highlight, mark or text changes. */
export const CodeLine = memo(function CodeLine({
  n,
  text,
  current,
  lineRef,
  pickable = false,
  mark = null,
  marker,
  indent = 0,
}: {
  n: number;
  text: string;
  /**
   * The pseudocode's leading spaces, drawn as a padding (pseudocode.css): a line that wraps goes
   * on under its own text, not under the line numbers, and a narrow pane can indent by less.
   */
  indent?: number;
  current: boolean;
  lineRef?: Ref<HTMLLIElement>;
  pickable?: boolean;
  mark?: Mark;
  /** The line ids a test or a reader can find the line by. */
  marker?: string;
}) {
  const { t } = useTranslation(['translation', 'pseudocode']);
  const code = <code>{text}</code>;
  return (
    <li
      ref={lineRef}
      aria-current={current ? 'step' : undefined}
      className={mark ? `guess-${mark}` : undefined}
      style={indent > 0 ? ({ '--indent': indent } as CSSProperties) : undefined}
      data-line={marker}
    >
      {pickable ? (
        <button
          type="button"
          className="pseudocode-pick"
          aria-pressed={mark !== null}
          aria-label={t('pseudocode.guess.line', { line: n, text })}
          onClick={() => pickLine(n - 1)}
        >
          {code}
        </button>
      ) : (
        code
      )}
      {mark && mark !== 'picked' && (
        <span className="guess-tag">
          {mark === 'right' ? '✓ ' : '✗ '}
          {t('pseudocode.guess.yourGuess')}
        </span>
      )}
    </li>
  );
});

/** Up and Down move between the lines one can pick (Tab reaches them too). */
function moveBetweenPicks(e: KeyboardEvent<HTMLOListElement>) {
  if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
  const picks = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('button.pseudocode-pick')];
  const at = picks.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  const next = picks[at + (e.key === 'ArrowDown' ? 1 : -1)];
  if (!next) return;
  e.preventDefault();
  next.focus();
}
