/** The search tree of one pane at the shared clock; a switch picks the pane. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompareStore } from '../../store/compareStore';
import { useComparePainted } from './useComparePainted';
import { SearchTree } from '../tree/SearchTree';
import { ViewSwitch } from '../tree/ViewSwitch';
import { usePaneLabel } from './PaneTraceMark';
import { isRunning } from '../../store/isRunning';

export function CompareTree({ picked, onPick }: { picked: number; onPick: (pane: number) => void }) {
  const { t } = useTranslation();
  // Like the charts, the tree follows the throttled repaints of a fast run, not every frame.
  const painted = useComparePainted();
  const runId = useCompareStore((s) => s.runId);
  const busy = useCompareStore(isRunning);
  const setup = useCompareStore((s) => s.setup);
  const sessions = useCompareStore((s) => s.sessions);
  const index = Math.min(picked, sessions.length - 1);
  const session = sessions[index];
  const shown = painted?.panes[index];
  const at = useMemo(() => (shown?.view ? { cursor: shown.cursor, view: shown.view } : null), [shown]);
  const title = usePaneLabel();
  const choices = sessions.map((s, k) => ({ key: k, label: title(k), disabled: s.refusal !== null }));
  return (
    <div className="compare-tree">
      <ViewSwitch label={t('compare.tree.pickPane')} choices={choices} value={index} onChange={onPick} />
      {session && at && (
        <SearchTree
          label={t('compare.tree.titleOf', { pane: title(index) })}
          busy={busy}
          source={{
            runKey: `compare-${runId}-${index}`,
            replayer: session.replayer,
            at,
            domain: session.domain,
            puzzle: session.puzzle,
            algorithm: setup.panes[index].algorithm,
          }}
        />
      )}
    </div>
  );
}
