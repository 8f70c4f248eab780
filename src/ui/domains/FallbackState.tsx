/**
 * A state of a domain with no view of its own: the text its domain writes (Domain.format, which
 * its parser reads back), and, as the main view, the state in words (Domain.describe) too.
 */
import { useTranslation } from 'react-i18next';
import type { StateViewProps } from './stateViews';
import './domains.css';

export function FallbackState({ domain, stateKey, size }: StateViewProps) {
  const { t } = useTranslation(['translation', 'domain']);
  const state = domain.state(stateKey);
  const text = domain.format(state);
  const words = domain.describe(state).text;
  if (size === 'small') {
    return (
      <span className="domain-state small" title={words} data-testid="domain-state">
        {text}
      </span>
    );
  }
  return (
    <div className="domain-state large" data-testid="domain-state">
      <pre className="domain-state-text">{text}</pre>
      <p className="muted small" data-testid="domain-state-words">
        {t('domain.described', { text: words })}
      </p>
    </div>
  );
}
