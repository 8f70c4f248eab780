/** IDA* (and IDDFS): the current bound, the pass, what this pass pruned and the bound that comes next. */
import { useTranslation } from 'react-i18next';
import { algorithmInfo } from '../../core/solvers/algorithms';
import { useRunStore } from '../../store/runStore';
import { fmt } from './narration';
import { useRunView } from './useRun';

export function IterationPanel() {
  const { t } = useTranslation();
  const view = useRunView();
  const algorithm = useRunStore((s) => s.setup.algorithm);
  const passes = algorithmInfo(algorithm)?.passes ?? null;
  if (!view || passes === null) return null;
  const it = view.iteration;
  const fBound = passes === 'f';
  return (
    <section className="panel side-panel iteration-panel" aria-labelledby="iteration-title">
      <h2 id="iteration-title" className="panel-title">
        {fBound ? t('iteration.title') : t('iteration.titleIddfs')}
      </h2>
      <dl className="stats">
        <div className="stat">
          <dt>{t('iteration.pass')}</dt>
          <dd data-testid="iteration-pass">{it ? it.pass : t('iteration.none')}</dd>
        </div>
        <div className="stat">
          <dt>{t('iteration.bound')}</dt>
          <dd data-testid="iteration-bound">{it ? fmt(it.bound) : t('iteration.none')}</dd>
        </div>
        <div className="stat">
          <dt>{fBound ? t('iteration.pruned') : t('iteration.prunedDepth')}</dt>
          <dd data-testid="iteration-pruned">{it ? it.pruned : 0}</dd>
        </div>
        <div className="stat">
          <dt>{t('iteration.nextBound')}</dt>
          <dd data-testid="iteration-next">
            {it && Number.isFinite(it.nextBound) ? fmt(it.nextBound) : t('iteration.none')}
          </dd>
        </div>
      </dl>
    </section>
  );
}
