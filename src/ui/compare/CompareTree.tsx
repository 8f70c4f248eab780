/** The search tree of one pane at the shared clock; a switch picks the pane. */
import { useTranslation } from 'react-i18next';
import { algorithmInfo } from '../../core/solvers/algorithms';
import { useCompareStore } from '../../store/compareStore';
import { SearchTree } from '../tree/SearchTree';
import { PANE_STYLES, paneTitle } from './paneStyle';

export function CompareTree({ picked, onPick }: { picked: number; onPick: (pane: number) => void }) {
  const { t } = useTranslation();
  // Like the charts, the tree follows the throttled repaints of a fast run, not every frame.
  const version = useCompareStore((s) => s.chartVersion);
  const runId = useCompareStore((s) => s.runId);
  const busy = useCompareStore((s) => s.playing || s.draining);
  const { setup, sessions, panes } = useCompareStore.getState();
  const index = Math.min(picked, sessions.length - 1);
  const session = sessions[index];
  const shown = panes[index];
  const title = (k: number) =>
    `${PANE_STYLES[k].letter} · ${paneTitle(setup.panes[k], t, algorithmInfo(setup.panes[k].algorithm)?.usesHeuristic ?? false)}`;
  return (
    <div className="compare-tree">
      <div className="view-switch" role="group" aria-label={t('compare.tree.pickPane')}>
        {sessions.map((s, k) => (
          <button
            key={k}
            type="button"
            className={k === index ? 'view-switch-button active' : 'view-switch-button'}
            aria-pressed={k === index}
            disabled={s.refusal !== null}
            onClick={() => onPick(k)}
          >
            {title(k)}
          </button>
        ))}
      </div>
      {session && shown?.view && (
        <SearchTree
          label={t('compare.tree.titleOf', { pane: title(index) })}
          busy={busy}
          source={{
            runKey: `compare-${runId}-${index}`,
            replayer: session.replayer,
            view: shown.view,
            cursor: shown.cursor,
            puzzle: session.puzzle,
            algorithm: setup.panes[index].algorithm,
            version,
          }}
        />
      )}
    </div>
  );
}
