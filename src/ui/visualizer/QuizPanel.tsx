/**
 * "Predict the next expansion": the next node and others from the frontier, shuffled (the
 * solver's order would give the answer away); pick one, and the run steps to show who was taken.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { NodeInfo } from '../../core/events';
import { algorithmInfo } from '../../core/solvers/algorithms';
import { quizChoices, useQuizStore, type QuizResult } from '../../store/quizStore';
import { useRunStore } from '../../store/runStore';
import { decodeBoard } from '../../store/selectors';
import { MiniBoard } from '../board/MiniBoard';
import { fmt } from './narration';
import { usePuzzle, useRunView } from './useRun';
import './quiz.css';

export function QuizPanel() {
  const { t } = useTranslation();
  const view = useRunView();
  const puzzle = usePuzzle();
  const setup = useRunStore((s) => s.setup);
  const { asked, correct, result, answer, next } = useQuizStore();
  if (!view || !puzzle) return null;
  const usesH = algorithmInfo(setup.algorithm)?.usesHeuristic ?? false;
  const choices = result ? [] : quizChoices();
  const cell = puzzle.rows * puzzle.cols > 9 ? 11 : 15;
  return (
    <section className="panel quiz-panel" aria-labelledby="quiz-title" data-testid="quiz">
      <header className="panel-head">
        <h2 id="quiz-title" className="panel-title">
          {t('quiz.title')}
        </h2>
        <span className="count" data-testid="quiz-score">
          {t('quiz.score', { correct, asked })}
        </span>
      </header>
      {view.final ? (
        <p>{t('quiz.over')}</p>
      ) : result ? (
        <QuizReveal result={result} algorithm={setup.algorithm} onNext={next} />
      ) : (
        <>
          <p className="muted small">{t('quiz.prompt')}</p>
          <ul className="quiz-choices">
            {choices.map((n) => (
              <li key={n.id}>
                <button type="button" className="quiz-choice" data-id={n.id} onClick={() => answer(n)}>
                  <MiniBoard cols={puzzle.cols} tiles={decodeBoard(puzzle, n)} cell={cell} />
                  <span className="visually-hidden">{t('quiz.choice', { id: n.id })}</span>
                  <span className="quiz-numbers">
                    g {n.g}
                    {usesH && ` · h ${n.h} · f ${fmt(n.f)}`}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function QuizReveal({ result, algorithm, onNext }: { result: QuizResult; algorithm: string; onNext: () => void }) {
  const { t } = useTranslation();
  const a: NodeInfo | null = result.answer;
  return (
    <div className={result.correct ? 'quiz-result right' : 'quiz-result wrong'} role="status" data-testid="quiz-result">
      <p className="quiz-verdict">
        {result.restarted
          ? t('quiz.restarted')
          : result.correct
            ? `✓ ${t('quiz.correct')}`
            : `✗ ${t('quiz.wrong', { id: a?.id ?? '?' })}`}
      </p>
      {a && !result.restarted && <p>{explain(algorithm, a, result, t)}</p>}
      <button type="button" className="button primary" onClick={onNext} autoFocus>
        {t('quiz.next')}
      </button>
    </div>
  );
}

/** Why that node: the algorithm's rule, and how the tie (if any) was broken. */
function explain(algorithm: string, a: NodeInfo, r: QuizResult, t: TFunction): string {
  switch (algorithm) {
    case 'bfs':
    case 'bibfs':
      return t('quiz.why.queue');
    case 'dfs':
    case 'iddfs':
    case 'idastar':
      return t('quiz.why.stack');
    case 'random':
      return t('quiz.why.walk');
    case 'greedy':
      return r.tiedPrimary <= 1
        ? t('quiz.why.greedy', { h: a.h })
        : r.tiedSecondary <= 1
          ? t('quiz.why.greedyTieG', { h: a.h, count: r.tiedPrimary, g: a.g })
          : t('quiz.why.greedyTieAge', { h: a.h, count: r.tiedPrimary, g: a.g });
    default:
      return r.tiedPrimary <= 1
        ? t('quiz.why.lowestF', { f: fmt(a.f) })
        : r.tiedSecondary <= 1
          ? t('quiz.why.tieH', { f: fmt(a.f), count: r.tiedPrimary, h: a.h })
          : t('quiz.why.tieAge', { f: fmt(a.f), count: r.tiedPrimary, h: a.h });
  }
}
