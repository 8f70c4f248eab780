/**
 * "Predict the next expansion", run with a room: lettered cards (A, B, C... to call out) holding
 * the next node and others from the frontier, shuffled (the solver's order would give the answer
 * away, and the prompt says so); the numbers on them can be hidden (the lowest f is A*'s answer).
 * After the pick the same cards stay, the right one and a wrong pick marked, the numbers shown.
 */
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlgorithmId, NodeInfo } from '../../core/events';
import { algorithmInfo } from '../../core/solvers/algorithms';
import { answeredAges, quizAges } from '../../store/quizAges';
import { quizChoices } from '../../store/quizQuestions';
import { useQuizStore, type QuizNumbers, type QuizResult } from '../../store/quizStore';
import { useRunStore } from '../../store/runStore';
import { decodeBoard } from '../../store/selectors';
import { useUiStore } from '../../store/uiStore';
import { MiniBoard } from '../board/MiniBoard';
import { stateViewsFor } from '../domains/stateViews';
import { hasModifier, isTypingTarget } from '../hooks/keyboard';
import { fmt } from './narration';
import { usePuzzle, useRunView } from './useRun';
import './quiz.css';

/** The card's letter: A to Z (a question offers at most QUIZ_CHOICES cards). */
const letter = (i: number) => String.fromCharCode(65 + i);

/** Cell edge and digit size of the cards' boards: laptop (3x3, larger), then projector (24 px digits). */
const CARD_BOARD = {
  normal: { small: [20, undefined], large: [15, undefined] },
  projector: { small: [36, 24], large: [32, 24] },
} as const;

export function QuizPanel() {
  const { t } = useTranslation();
  const view = useRunView();
  const puzzle = usePuzzle();
  const setup = useRunStore((s) => s.setup);
  // A road map's or a grid's run: a card names its state (a city, a cell) where the puzzle draws a board.
  const domain = useRunStore((s) => s.session?.domain ?? null);
  const projector = useUiStore((s) => s.projector);
  const { asked, correct, result, answer, next, numbers, setNumbers, skipped, noChoice } = useQuizStore();
  const open = view !== null && !view.final && !result && !noChoice;
  useLetterKeys(open, answer);
  if (!view || (!puzzle && !domain)) return null;
  const usesH = algorithmInfo(setup.algorithm)?.usesHeuristic ?? false;
  const choices = result ? result.offered : noChoice ? [] : quizChoices();
  // Where age decides between cards that look alike, every card says how old it is.
  const ages = result ? answeredAges(result) : quizAges(choices);
  const [cell, digits] =
    CARD_BOARD[projector ? 'projector' : 'normal'][puzzle && puzzle.rows * puzzle.cols > 9 ? 'large' : 'small'];
  // After the answer every number is shown: the class sees why.
  const shown: QuizNumbers = result ? 'all' : numbers;
  const rightId = result?.answer?.id ?? -1;
  return (
    <section
      className={result ? 'panel quiz-panel answered' : 'panel quiz-panel'}
      aria-labelledby="quiz-title"
      data-testid="quiz"
    >
      <header className="panel-head">
        {/* On a projector, once answered, the cards and the reveal need its line: read aloud still. */}
        <h2 id="quiz-title" className={result && projector ? 'panel-title visually-hidden' : 'panel-title'}>
          {t('quiz.title')}
        </h2>
        <span className="count" data-testid="quiz-score">
          {t('quiz.score', { correct, asked })}
        </span>
        {/* On a projector the reveal's button joins the score's line: the cards keep the height. */}
        {result && projector && <NextButton onNext={next} />}
        <label className="quiz-numbers-field">
          <span>{t('quiz.numbers.label')}</span>
          <select
            value={numbers}
            onChange={(e) => setNumbers(e.target.value as QuizNumbers)}
            data-testid="quiz-numbers"
          >
            <option value="all">{t(usesH ? 'quiz.numbers.all' : 'quiz.numbers.g')}</option>
            {usesH && <option value="g">{t('quiz.numbers.gOnly')}</option>}
            <option value="none">{t('quiz.numbers.none')}</option>
          </select>
        </label>
      </header>
      {view.final && !result ? (
        <p>{t('quiz.over')}</p>
      ) : noChoice ? (
        <p data-testid="quiz-no-choice">
          {algorithmInfo(setup.algorithm)?.frontierKind === 'walk'
            ? t('quiz.walkNoChoice')
            : t('quiz.noChoice', { count: skipped })}
        </p>
      ) : (
        <>
          {result ? (
            <QuizReveal result={result} algorithm={setup.algorithm} onNext={projector ? null : next} />
          ) : (
            <>
              <p className="quiz-prompt" data-testid="quiz-prompt">
                {t(choices.length === view.frontier.size ? 'quiz.promptAll' : 'quiz.promptSome', {
                  count: view.frontier.size,
                  last: letter(choices.length - 1),
                })}
              </p>
              {ages && projector && (
                <p className="muted small" data-testid="quiz-age-legend">
                  {t('quiz.ageLegend')}
                </p>
              )}
              {skipped > 0 && (
                <p className="muted small" data-testid="quiz-skipped">
                  {t('quiz.skipped', { count: skipped })}
                </p>
              )}
            </>
          )}
          <ul className={result ? 'quiz-choices answered' : 'quiz-choices'} data-testid="quiz-choices">
            {choices.map((n, i) => {
              const mark = !result ? null : n.id === rightId ? 'right' : n.id === result.picked.id ? 'wrong' : null;
              const body = (
                <>
                  <span className="quiz-letter" aria-hidden="true">
                    {letter(i)}
                  </span>
                  {domain ? (
                    <span className="quiz-state" data-testid="quiz-state">
                      {stateViewsFor(domain.kind).label(domain, n.key)}
                    </span>
                  ) : (
                    puzzle && (
                      <MiniBoard cols={puzzle.cols} tiles={decodeBoard(puzzle, n)} cell={cell} digits={digits} />
                    )
                  )}
                  <span className="visually-hidden">
                    {t('quiz.choice', { letter: letter(i) })}
                    {mark && ` ${t(`quiz.mark.${mark}`)}`}
                  </span>
                  <CardNumbers node={n} usesH={usesH} shown={shown} />
                  {ages && (
                    <span className="quiz-age" data-testid="quiz-age">
                      {t(projector ? 'quiz.generatedShort' : 'quiz.generated', {
                        count: ages.get(n.id),
                        ordinal: true,
                      })}
                    </span>
                  )}
                  {mark && (
                    <span className="quiz-mark" aria-hidden="true">
                      {mark === 'right' ? '✓' : '✗'}
                      <span className="quiz-mark-words"> {t(`quiz.mark.${mark}`)}</span>
                    </span>
                  )}
                </>
              );
              return (
                <li key={n.id}>
                  {result ? (
                    <div
                      className={`quiz-choice ${mark ?? ''}`}
                      data-id={n.id}
                      data-letter={letter(i)}
                      data-mark={mark ?? ''}
                    >
                      {body}
                    </div>
                  ) : (
                    <button
                      type="button"
                      className="quiz-choice"
                      data-id={n.id}
                      data-letter={letter(i)}
                      onClick={() => answer(n)}
                    >
                      {body}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

/** g, h and f as separate spans: one line on a laptop, stacked beside the board on a projector. */
function CardNumbers({ node, usesH, shown }: { node: NodeInfo; usesH: boolean; shown: QuizNumbers }) {
  if (shown === 'none') return null;
  const values = usesH && shown === 'all' ? [`g ${node.g}`, `h ${node.h}`, `f ${fmt(node.f)}`] : [`g ${node.g}`];
  return (
    <span className="quiz-numbers" data-testid="quiz-card-numbers">
      {values.map((v, i) => (
        <span key={v[0]}>
          {i > 0 && <span className="quiz-sep"> · </span>}
          <span className="quiz-value">{v}</span>
        </span>
      ))}
    </span>
  );
}

/**
 * The card letters answer from the keyboard (A for card A...), so a lecturer at the laptop can
 * take the room's call without the mouse. Listened on the document, before the window's lesson
 * keys (B is "previous stop"), which leave a handled key alone.
 */
function useLetterKeys(open: boolean, answer: (node: NodeInfo) => void) {
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || hasModifier(e) || isTypingTarget(e.target, e.key) || e.key.length !== 1) return;
      const at = e.key.toUpperCase().charCodeAt(0) - 65;
      // The cards as drawn now (the draw is stable for one question).
      const offered = quizChoices();
      if (at < 0 || at >= offered.length) return;
      e.preventDefault();
      answer(offered[at]);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, answer]);
}

function NextButton({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="button primary quiz-next" onClick={onNext} autoFocus>
      {t('quiz.next')}
    </button>
  );
}

/** The verdict and why; `onNext` null: the Next button is elsewhere (beside the score). */
function QuizReveal({
  result,
  algorithm,
  onNext,
}: {
  result: QuizResult;
  algorithm: AlgorithmId;
  onNext: (() => void) | null;
}) {
  const { t } = useTranslation();
  const a: NodeInfo | null = result.answer;
  const at = result.offered.findIndex((n) => n.id === a?.id);
  return (
    <div className={result.correct ? 'quiz-result right' : 'quiz-result wrong'} role="status" data-testid="quiz-result">
      <p className="quiz-verdict">
        {result.restarted
          ? t('quiz.restarted')
          : result.correct
            ? `✓ ${t('quiz.correct', { letter: letter(at) })}`
            : `✗ ${t('quiz.wrong', { letter: letter(at) })}`}
      </p>
      {a && !result.restarted && <p data-testid="quiz-why">{explain(algorithm, a, result, letter(at), t)}</p>}
      {onNext && <NextButton onNext={onNext} />}
    </div>
  );
}

/**
 * Why that node: the algorithm's rule, and how the tie (if any) was broken; where age decides,
 * it names the card (the verdict's letter alone did not say which of the look-alikes was older).
 */
function explain(algorithm: AlgorithmId, a: NodeInfo, r: QuizResult, card: string, t: TFunction): string {
  switch (algorithmInfo(algorithm)?.quiz.why) {
    case 'queue':
      return t('quiz.why.queue', { letter: card });
    case 'stack':
      return t('quiz.why.stack', { letter: card });
    case 'walk':
      return t('quiz.why.walk');
    case 'lowestH':
      return r.tiedPrimary <= 1
        ? t('quiz.why.greedy', { h: a.h })
        : r.tiedSecondary <= 1
          ? t('quiz.why.greedyTieG', { h: a.h, count: r.tiedPrimary, g: a.g })
          : t('quiz.why.greedyTieAge', { h: a.h, count: r.tiedPrimary, g: a.g, letter: card });
    default:
      return r.tiedPrimary <= 1
        ? t('quiz.why.lowestF', { f: fmt(a.f) })
        : r.tiedSecondary <= 1
          ? t('quiz.why.tieH', { f: fmt(a.f), count: r.tiedPrimary, h: a.h })
          : t('quiz.why.tieAge', { f: fmt(a.f), count: r.tiedPrimary, h: a.h, letter: card });
  }
}
