/**
 * "Guess the next line" in the visualizer's pseudocode panel: the switch, the running score and
 * what the last step said about the guess. The game's rules are in src/store/lineGuessStore.ts;
 * here only what the class sees, and the one effect that tells the store where the cursor is.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  observe,
  resetGuessScore,
  setGuessing,
  useLineGuess,
  type LineGuessState,
  type StepAt,
} from '../../store/lineGuessStore';
import { STICKY_ATTRIBUTE } from './stickyAttribute';
import type { GuessMarks } from './PseudocodeLines';

const atStep = (a: StepAt | null, b: StepAt) => !!a && a.run === b.run && a.cursor === b.cursor;

/**
 * The marks to draw at `at` (null when not guessing), after telling the store that `at`
 * highlights line `current`: that is what scores a guess made one step earlier.
 */
export function useGuessMarks(enabled: boolean, at: StepAt | null, current: number): GuessMarks | null {
  const guessing = useLineGuess((s) => enabled && s.enabled);
  const pick = useLineGuess((s) => s.pick);
  const last = useLineGuess((s) => s.last);
  const run = at?.run ?? -1;
  const cursor = at?.cursor ?? -1;
  useEffect(() => {
    if (guessing && run >= 0) observe({ run, cursor }, current);
  }, [guessing, run, cursor, current]);
  if (!guessing || !at) return null;
  const judged = last && atStep(last.at, at) ? last : null;
  return {
    picked: pick && atStep(pick.at, at) ? pick.line : -1,
    judged: judged ? judged.guessed : -1,
    right: judged?.right ?? false,
  };
}

export function GuessSwitch() {
  const { t } = useTranslation(['translation', 'pseudocode']);
  const enabled = useLineGuess((s) => s.enabled);
  return (
    <label className="pseudocode-toggle">
      <input type="checkbox" checked={enabled} onChange={(e) => setGuessing(e.target.checked)} />
      {t('pseudocode.guess.toggle')}
    </label>
  );
}

/** The score and the verdict on the last guess (a polite live region: the narration says the rest). */
export function GuessStatus({ marks }: { marks: GuessMarks }) {
  const { t } = useTranslation(['translation', 'pseudocode']);
  const right = useLineGuess((s: LineGuessState) => s.right);
  const wrong = useLineGuess((s: LineGuessState) => s.wrong);
  const last = useLineGuess((s) => s.last);
  let message: string;
  if (marks.judged >= 0 && last) {
    message = last.right
      ? t('pseudocode.guess.right', { line: last.actual + 1 })
      : t('pseudocode.guess.wrong', { guessed: last.guessed + 1, actual: last.actual + 1 });
  } else if (marks.picked >= 0) {
    message = t('pseudocode.guess.picked', { line: marks.picked + 1 });
  } else {
    message = t('pseudocode.guess.prompt');
  }
  const verdict = marks.judged >= 0 ? (marks.right ? 'right' : 'wrong') : 'none';
  return (
    <div className="pseudocode-guess" data-testid="guess-status" {...{ [STICKY_ATTRIBUTE]: '' }}>
      <p role="status" className={`guess-message guess-${verdict}`} data-verdict={verdict}>
        {message}
      </p>
      <p className="guess-score">
        <span data-testid="guess-score" data-right={right} data-total={right + wrong}>
          {t('pseudocode.guess.score', { right, total: right + wrong })}
        </span>
        <button type="button" className="button small-button" onClick={resetGuessScore}>
          {t('pseudocode.guess.reset')}
        </button>
      </p>
    </div>
  );
}
