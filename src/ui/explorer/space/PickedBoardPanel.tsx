/**
 * The board drawn from the chart (or one of the hardest): where it sits, its optimal path to
 * replay, and where to take it next: the visualizer, the heuristic lab, another draw.
 */
import { useTranslation } from 'react-i18next';
import { makePuzzle } from '../../../core/puzzle';
import { useExplorerStore } from '../../../store/explorerStore';
import { openExplored } from '../../../store/navigation';
import { useElementSize } from '../../hooks/useElementSize';
import { useFormat } from '../useFormat';
import { PathReplay } from './PathReplay';

export function PickedBoardPanel() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const picked = useExplorerStore((s) => s.picked);
  const summary = useExplorerStore((s) => s.summary);
  const [box, { width }] = useElementSize<HTMLDivElement>();
  const store = useExplorerStore.getState;
  if (!summary) return null;
  const puzzle = makePuzzle(summary.rows, summary.cols, summary.goal);
  return (
    <section className="panel picked-panel" aria-labelledby="picked-title" data-testid="picked-panel">
      <h2 id="picked-title" className="panel-title">
        {picked ? t('explorer.picked.title', { count: picked.distance }) : t('explorer.picked.empty')}
      </h2>
      <div ref={box}>
        {!picked && <p className="small muted">{t('explorer.picked.hint')}</p>}
        {picked && (
          <>
            <div className="picked-among">
              <p className="small muted">
                {t('explorer.picked.among', {
                  count: summary.counts[picked.distance],
                  value: fmt.int(summary.counts[picked.distance]),
                })}
              </p>
              {summary.counts[picked.distance] > 1 && (
                <button type="button" className="button small-button" onClick={() => store().anotherBoard()}>
                  {t('explorer.picked.another')}
                </button>
              )}
            </div>
            {picked.tiles ? (
              <PathReplay
                key={picked.tiles.join(',')}
                puzzle={puzzle}
                start={picked.tiles}
                path={picked.path}
                step={picked.step}
                onStep={(step) => store().setStep(step)}
                boardSize={
                  // Wide boards (2x5) get the panel's width; square ones sit beside their text.
                  summary.cols > summary.rows
                    ? Math.min(300, width || 300)
                    : Math.min(190, Math.max(120, (width || 360) * 0.45))
                }
              />
            ) : (
              <p className="small">{t('explorer.picked.drawing')}</p>
            )}
            <div className="toolbar picked-actions">
              <button
                type="button"
                className="button primary"
                disabled={!picked.tiles}
                onClick={() => picked.tiles && openExplored(picked.tiles, 'visualize')}
              >
                {t('explorer.picked.visualize')}
              </button>
              <button
                type="button"
                className="button"
                disabled={!picked.tiles}
                onClick={() => picked.tiles && openExplored(picked.tiles, 'play')}
              >
                {t('explorer.picked.play')}
              </button>
              <button
                type="button"
                className="button"
                disabled={!picked.tiles}
                onClick={() => picked.tiles && openExplored(picked.tiles, 'lab')}
              >
                {t('explorer.picked.lab')}
              </button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
