/** What the colours of a whole-problem view mean (the map's cities, the grid's cells). */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StateStatus } from '../../store/problemStatus';

const SHOWN: readonly (StateStatus | 'unreached')[] = ['current', 'frontier', 'closed', 'path', 'unreached'];

export const StatusLegend = memo(function StatusLegend({ forgets }: { forgets: boolean }) {
  const { t } = useTranslation(['translation', 'domain']);
  const shown = forgets ? [...SHOWN.slice(0, 3), 'forgotten' as const, ...SHOWN.slice(3)] : SHOWN;
  return (
    <ul className="status-legend" aria-label={t('domain.status.legend')}>
      {shown.map((s) => (
        <li key={s}>
          <span className={`swatch ${s}`} aria-hidden="true" />
          {t(`domain.status.${s}`)}
        </li>
      ))}
    </ul>
  );
});
