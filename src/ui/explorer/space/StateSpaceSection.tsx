/** The state-space explorer: controls, then (once searched) the numbers, the chart and the boards. */
import { useTranslation } from 'react-i18next';
import { useExplorerStore } from '../../../store/explorerStore';
import { DistanceChart } from './DistanceChart';
import { HardestBoards } from './HardestBoards';
import { ParitySplit } from './ParitySplit';
import { PickedBoardPanel } from './PickedBoardPanel';
import { SpaceControls } from './SpaceControls';
import { SpaceNumbers } from './SpaceNumbers';
import './space.css';

export function StateSpaceSection() {
  const { t } = useTranslation();
  const summary = useExplorerStore((s) => s.summary);
  const picked = useExplorerStore((s) => s.picked);
  return (
    <div className="space">
      <SpaceControls />
      {summary ? (
        <div className="space-grid">
          <div className="space-left">
            <section className="panel space-main" aria-labelledby="space-result-title">
              <h2 id="space-result-title" className="visually-hidden">
                {t('explorer.numbers.title')}
              </h2>
              <SpaceNumbers summary={summary} />
              <DistanceChart
                counts={summary.counts}
                states={summary.states}
                selected={picked?.distance ?? null}
                onPick={(d) => useExplorerStore.getState().pickDistance(d)}
                height={340}
              />
            </section>
            <ParitySplit summary={summary} />
          </div>
          <div className="space-side">
            <PickedBoardPanel />
            <HardestBoards />
          </div>
        </div>
      ) : (
        <section className="panel space-intro">
          <h2 className="panel-title">{t('explorer.intro.title')}</h2>
          <p>{t('explorer.intro.body')}</p>
          <p className="muted">{t('explorer.intro.worker')}</p>
        </section>
      )}
    </div>
  );
}
