/**
 * Pattern databases being built in a worker before a run with h = pdb can start, or (`solver`)
 * an algorithm that is not in the first download being fetched.
 */
import { useTranslation } from 'react-i18next';
import { useRunStore } from '../../store/runStore';

export function PreparingNotice({ done, total, solver }: { done: number; total: number; solver?: boolean }) {
  const { t } = useTranslation();
  const cancel = useRunStore((s) => s.cancelPreparing);
  const percent = total > 0 ? Math.floor((100 * done) / total) : 0;
  return (
    <section className="panel notice" role="status" data-testid="preparing">
      <h2 className="panel-title">{t(solver ? 'preparing.solver' : 'preparing.title')}</h2>
      {!solver && <p>{t('preparing.body')}</p>}
      <div className="progress-row">
        <progress max={100} value={percent} aria-label={t('preparing.title')} />
        <span>{t('preparing.percent', { percent })}</span>
        <button type="button" className="button" onClick={cancel}>
          {t('preparing.cancel')}
        </button>
      </div>
    </section>
  );
}
