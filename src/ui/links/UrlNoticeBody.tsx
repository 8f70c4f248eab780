/**
 * What a link asked for that the page could not use: each parameter by name with the reason,
 * shown as text (a hostile name stays text), dismissible. The page itself opened on defaults.
 * Downloaded with its strings when there is a notice (UrlNotice.tsx), not by every first visit.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { IgnoredParam } from '../../links';
import { parseErrorText } from '../editor/parseErrorText';
import { dismissLinkNotices, type LinkNotice } from '../../store/linkSync';
import './links.css';

function describe(t: TFunction, language: string, p: IgnoredParam): string {
  const reason =
    p.reason === 'too-many' || p.reason === 'link-too-long'
      ? t(`linkNotice.reason.${p.reason}`, { count: p.count })
      : t(`linkNotice.reason.${p.reason}`);
  const detail = p.error ? ` (${parseErrorText(t, language, p.error, { input: p.value })})` : '';
  if (p.reason === 'too-many' || p.reason === 'link-too-long') return reason;
  const name = p.name === '' ? t('linkNotice.unnamed') : p.name;
  return p.value === ''
    ? t('linkNotice.item', { name, reason: reason + detail })
    : t('linkNotice.itemValue', { name, value: p.value, reason: reason + detail });
}

export function UrlNoticeBody({ notices }: { notices: readonly LinkNotice[] }) {
  const { t, i18n } = useTranslation(['translation', 'linkNotice']);
  return (
    <section
      className="panel notice link-notice"
      role="alert"
      data-testid="link-notice"
      aria-labelledby="link-notice-title"
    >
      <div className="link-notice-body">
        <h2 id="link-notice-title" className="panel-title">
          {t('linkNotice.title')}
        </h2>
        {notices.map((n, i) =>
          n.kind === 'ignored' ? (
            <div key={i}>
              <p className="small">{t('linkNotice.ignoredIntro')}</p>
              <ul className="plain-list">
                {n.params.map((p, j) => (
                  <li key={j} data-testid="link-ignored" data-name={p.name} data-reason={p.reason}>
                    {describe(t, i18n.language, p)}
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p key={i} className="small" data-testid="link-step-past-end">
              {t('linkNotice.stepPastEnd', { asked: n.asked, shown: n.shown })}
            </p>
          ),
        )}
      </div>
      <button type="button" className="button" onClick={dismissLinkNotices}>
        {t('linkNotice.dismiss')}
      </button>
    </section>
  );
}
