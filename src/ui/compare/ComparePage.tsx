/**
 * Compare mode: 2-4 algorithms on one board, side by side, on one clock counted in
 * expansions. Above, the lesson presets and the panes with their live counters; then the
 * shared playback; below, the charts, the final table or a pane's search tree.
 */
import './compare.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPARE_PRESETS } from '../../store/comparePresets';
import { MAX_PANES, MIN_PANES, useCompareStore } from '../../store/compareStore';
import { useEmbed } from '../../store/linkSync';
import { useUiStore, type CompareView } from '../../store/uiStore';
import { SolvabilityNotice } from '../visualizer/SolvabilityNotice';
import { CompareCharts } from './CompareCharts';
import { ComparePlayback } from './ComparePlayback';
import { CompareSetupPanel } from './CompareSetupPanel';
import { CompareTree } from './CompareTree';
import type { XMode } from './ExpansionChart';
import { PaneCard } from './PaneCard';
import { ResultsTable } from './ResultsTable';
import { useCompareKeys } from './useCompareKeys';

const VIEWS: readonly CompareView[] = ['charts', 'results', 'tree'];

export function ComparePage() {
  // Compare's strings are a namespace of their own (src/i18n/index.ts): the page waits for them.
  const { t } = useTranslation(['translation', 'compare', 'local', 'tooLarge', 'solvability']);
  const status = useCompareStore((s) => s.status);
  const runId = useCompareStore((s) => s.runId);
  const paneCount = useCompareStore((s) => s.setup.panes.length);
  const addPane = useCompareStore((s) => s.addPane);
  const allDone = useCompareStore((s) => s.endClock !== null && s.clock >= s.endClock);
  // In the UI store, not local: a lesson's stop records it and opens on it.
  const shown = useUiStore((s) => s.compareView);
  const setShown = useUiStore((s) => s.setCompareView);
  // Which pane's tree: kept while the views switch.
  const [treePane, setTreePane] = useState(0);
  const [log, setLog] = useState(false);
  const embed = useEmbed();
  const [xMode, setXMode] = useState<XMode>('clock');
  useCompareKeys(true);
  useEffect(() => {
    // The first visit opens on the first lesson, ready to play.
    if (runId === 0) useCompareStore.getState().loadPreset(COMPARE_PRESETS[0].id);
  }, [runId]);

  return (
    <div className="compare">
      {!embed && <CompareSetupPanel />}
      {status.kind === 'unsolvable' && <SolvabilityNotice report={status.report} />}
      {status.kind === 'preparing' && (
        <p className="panel notice" role="status" data-testid="preparing">
          {t('preparing.solver')}
        </p>
      )}
      {status.kind === 'loaded' && (
        <>
          <div className="pane-grid" data-panes={paneCount} style={{ ['--panes' as string]: paneCount }}>
            {Array.from({ length: paneCount }, (_, k) => (
              <PaneCard key={k} index={k} removable={paneCount > MIN_PANES} />
            ))}
            {paneCount < MAX_PANES && !embed && (
              <button type="button" className="add-pane" onClick={addPane}>
                <span aria-hidden="true">+</span>
                {t('compare.setup.addPane')}
              </button>
            )}
          </div>
          <ComparePlayback />
          <section className="panel compare-views" aria-label={t('compare.views.label')}>
            <div className="compare-views-head">
              <div className="view-switch" role="group" aria-label={t('compare.views.label')}>
                {VIEWS.map((v) => (
                  <button
                    key={v}
                    type="button"
                    className={shown === v ? 'view-switch-button active' : 'view-switch-button'}
                    aria-pressed={shown === v}
                    onClick={() => setShown(v)}
                  >
                    {t(`compare.views.${v}`)}
                    {v === 'results' && allDone && <span className="ready-dot">{t('compare.views.ready')}</span>}
                  </button>
                ))}
              </div>
              {shown === 'charts' && (
                <div className="chart-tools">
                  <label className="check">
                    <input type="checkbox" checked={log} onChange={(e) => setLog(e.target.checked)} />
                    <span>{t('compare.charts.log')}</span>
                  </label>
                  <div className="x-mode">
                    <span id="x-mode-label">{t('compare.charts.xAxis')}</span>
                    <div className="view-switch" role="group" aria-labelledby="x-mode-label">
                      {(['clock', 'own'] as const).map((m) => (
                        <button
                          key={m}
                          type="button"
                          className={xMode === m ? 'view-switch-button active' : 'view-switch-button'}
                          aria-pressed={xMode === m}
                          onClick={() => setXMode(m)}
                        >
                          {t(m === 'clock' ? 'compare.charts.xClock' : 'compare.charts.xOwn')}
                        </button>
                      ))}
                    </div>
                  </div>
                  <span className="muted small">
                    {t(xMode === 'own' ? 'compare.charts.hintOwn' : 'compare.charts.hint')}
                  </span>
                </div>
              )}
            </div>
            <div className="compare-view-body">
              {shown === 'charts' && <CompareCharts log={log} xMode={xMode} onOwnAxis={() => setXMode('own')} />}
              {shown === 'results' && <ResultsTable />}
              {shown === 'tree' && <CompareTree picked={treePane} onPick={setTreePane} />}
            </div>
          </section>
        </>
      )}
    </div>
  );
}
