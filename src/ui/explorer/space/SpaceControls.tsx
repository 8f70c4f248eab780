/**
 * What to search and the search itself: the board size, the goal, Run / Cancel, the progress bar
 * and, for 2x5, why it is on or off on this device (with the opt-in).
 */
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { EXPLORER_GOALS, EXPLORER_SHAPES, shapeSize, useExplorerStore } from '../../../store/explorerStore';
import { isLargeSpace, spaceMemoryBytes } from '../../../store/explorerDevice';
import { stateSpaceSize } from '../../../core/stateSpace';
import { SelectField } from '../../fields/SelectField';
import { useFormat } from '../useFormat';

export function SpaceControls() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { shape, goalKind, status, summary, canRun } = useExplorerStore(
    useShallow((s) => ({
      shape: s.shape,
      goalKind: s.goalKind,
      status: s.status,
      summary: s.summary,
      canRun: s.canRun(s.shape),
    })),
  );
  const store = useExplorerStore.getState;
  const running = status.kind === 'running';
  const { rows, cols } = shapeSize(shape);

  return (
    <section className="panel space-controls" aria-labelledby="space-controls-title">
      <h2 id="space-controls-title" className="visually-hidden">
        {t('explorer.controls.title')}
      </h2>
      <div className="controls-row">
        <SelectField
          narrow
          label={t('explorer.controls.size')}
          value={shape}
          choices={EXPLORER_SHAPES}
          nameOf={(s) => t('explorer.controls.shape', shapeSize(s))}
          onChange={(s) => store().setShape(s)}
          disabled={running}
        />
        <SelectField
          label={t('explorer.controls.goal')}
          value={goalKind}
          choices={EXPLORER_GOALS}
          nameOf={(g) => t(`setup.goalKind.${g}`)}
          onChange={(g) => store().setGoalKind(g)}
          disabled={running}
        />
        {running ? (
          <button type="button" className="button" onClick={() => store().cancel()}>
            {t('explorer.controls.cancel')}
          </button>
        ) : (
          <button type="button" className="button primary" disabled={!canRun} onClick={() => store().run()}>
            {summary ? t('explorer.controls.rerun') : t('explorer.controls.run')}
          </button>
        )}
        <SpaceProgress />
      </div>
      {isLargeSpace(rows, cols) && (
        <LargeSpaceNote bytes={spaceMemoryBytes(rows, cols)} states={stateSpaceSize(rows, cols)} fmt={fmt} />
      )}
    </section>
  );
}

function SpaceProgress() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const status = useExplorerStore((s) => s.status);
  const summary = useExplorerStore((s) => s.summary);
  let text = '';
  if (status.kind === 'running') {
    text = status.progress
      ? t('explorer.progress.running', {
          visited: fmt.int(status.progress.visited),
          total: fmt.int(status.progress.total),
          depth: status.progress.depth,
        })
      : t('explorer.progress.starting');
  } else if (status.kind === 'done' && summary) {
    text = t('explorer.progress.done', {
      seconds: fmt.fixed(summary.elapsedMs / 1000, summary.elapsedMs < 10_000 ? 2 : 1),
    });
  } else if (status.kind === 'cancelled') text = t('explorer.progress.cancelled');
  else if (status.kind === 'failed') {
    text = status.reason === 'no-worker' ? t('explorer.progress.noWorker') : t('explorer.progress.failed');
  }
  const progress = status.kind === 'running' ? status.progress : null;
  return (
    <div className="space-progress">
      {status.kind === 'running' && (
        <progress
          max={progress?.total ?? 1}
          value={progress?.visited ?? undefined}
          aria-label={t('explorer.progress.label')}
        />
      )}
      <p
        className={`small status-line${status.kind === 'failed' ? ' warn' : ''}`}
        role="status"
        data-testid="space-status"
        // The worker's own words (English, technical) stay in the tooltip, for whoever debugs.
        title={status.kind === 'failed' ? status.message : undefined}
      >
        {text}
      </p>
    </div>
  );
}

function LargeSpaceNote({ bytes, states, fmt }: { bytes: number; states: number; fmt: ReturnType<typeof useFormat> }) {
  const { t } = useTranslation();
  const device = useExplorerStore((s) => s.device);
  const optIn = useExplorerStore((s) => s.optIn);
  const megabytes = fmt.int(Math.ceil(bytes / 1e6));
  let verdict: string;
  if (device.kind === 'capable') {
    verdict =
      device.basis === 'memory'
        ? t('explorer.device.capableMemory', { memory: device.memoryGb })
        : t('explorer.device.capableCores', { cores: device.cores });
  } else if (device.kind === 'low-memory') verdict = t('explorer.device.lowMemory', { memory: device.memoryGb });
  else verdict = t('explorer.device.unknown');
  return (
    <div className="large-note" data-testid="large-note">
      <p className="small">
        {t('explorer.device.cost', { megabytes, states: fmt.int(states) })} {verdict}
      </p>
      {device.kind !== 'capable' && (
        <label className="check">
          <input
            type="checkbox"
            checked={optIn}
            onChange={(e) => useExplorerStore.getState().setOptIn(e.target.checked)}
          />
          {t('explorer.device.optIn')}
        </label>
      )}
    </div>
  );
}
