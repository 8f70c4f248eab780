/**
 * A button that copies some text, says so, and, where the browser allows no copying, shows the
 * text selected so Ctrl+C (or a long press) does it.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from './copyText';

export interface CopyButtonProps {
  /** Computed at click time, so it is always current. */
  text: () => string;
  label: string;
  /** Accessible name when the visible label is short ("Matrix" -> "Copy the board as a matrix"). */
  ariaLabel?: string;
  className?: string;
  disabled?: boolean;
  testId?: string;
}

type CopyState = { kind: 'idle' } | { kind: 'copied' } | { kind: 'manual'; text: string };

export function CopyButton({ text, label, ariaLabel, className = 'button', disabled, testId }: CopyButtonProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<CopyState>({ kind: 'idle' });
  const manual = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);
  useEffect(() => {
    if (state.kind === 'manual') manual.current?.select();
  }, [state]);

  const onClick = async () => {
    const value = text();
    const ok = await copyText(value);
    clearTimeout(timer.current ?? undefined);
    setState(ok ? { kind: 'copied' } : { kind: 'manual', text: value });
    if (ok) timer.current = setTimeout(() => setState({ kind: 'idle' }), 2500);
  };

  return (
    <span className="copy">
      <button
        type="button"
        className={className}
        onClick={() => void onClick()}
        disabled={disabled}
        aria-label={ariaLabel}
        data-testid={testId}
      >
        {label}
      </button>
      <span className="copy-feedback" role="status" aria-live="polite">
        {state.kind === 'copied' && t('links.copied')}
      </span>
      {state.kind === 'manual' && (
        <label className="copy-manual">
          <span>{t('links.manual')}</span>
          <input
            ref={manual}
            readOnly
            value={state.text}
            aria-label={t('links.manual')}
            onFocus={(e) => e.target.select()}
          />
        </label>
      )}
    </span>
  );
}
