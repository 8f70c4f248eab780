/**
 * "Go to" beside the counter: type a step or an expansion number, Enter goes there (step 37 is
 * one field away, not 36 key presses). A number it cannot go to gets the reason, under the field.
 */
import type { TFunction } from 'i18next';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveGoTo, type GoToError, type GoToUnit } from '../../store/goToStep';
import { useRunStore } from '../../store/runStore';

function errorText(error: GoToError, t: TFunction): string {
  switch (error.reason) {
    case 'empty':
      return t('playback.goTo.empty');
    case 'not-a-number':
      return t('playback.goTo.notANumber', { text: error.text });
    case 'past-end':
      return t(error.unit === 'step' ? 'playback.goTo.pastEndStep' : 'playback.goTo.pastEndExpansion', {
        n: error.n,
        total: error.total,
      });
    case 'not-recorded':
      return t('playback.goTo.notRecorded', { n: error.n, total: error.total });
  }
}

export function GoToStep({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [unit, setUnit] = useState<GoToUnit>('step');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const go = (e: FormEvent) => {
    e.preventDefault();
    const { session, finished, seek } = useRunStore.getState();
    if (!session) return;
    const result = resolveGoTo(text, unit, session.replayer, finished);
    if (result.ok) {
      setError(null);
      seek(result.position);
    } else {
      setError(errorText(result.error, t));
    }
  };
  return (
    <form className="go-to" onSubmit={go} data-testid="go-to">
      <input
        type="text"
        inputMode="numeric"
        size={7}
        value={text}
        disabled={disabled}
        aria-label={t('playback.goTo.label')}
        placeholder={t('playback.goTo.placeholder')}
        aria-invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => setText(e.target.value)}
      />
      <select
        value={unit}
        disabled={disabled}
        aria-label={t('playback.goTo.unit')}
        onChange={(e) => setUnit(e.target.value === 'expansion' ? 'expansion' : 'step')}
      >
        <option value="step">{t('playback.goTo.step')}</option>
        <option value="expansion">{t('playback.goTo.expansion')}</option>
      </select>
      <button type="submit" className="button" disabled={disabled}>
        {t('playback.goTo.go')}
      </button>
      {error && (
        <span id={errorId} className="error small go-to-error" role="alert" data-testid="go-to-error">
          {error}
        </span>
      )}
    </form>
  );
}
