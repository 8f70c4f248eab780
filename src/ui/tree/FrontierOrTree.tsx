/**
 * The visualizer's middle column: the frontier list, or the search tree of the same run at the
 * same cursor. A two-button switch (aria-pressed), so the arrow keys stay the playback's.
 */
import { Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRunStore } from '../../store/runStore';
import { useUiStore } from '../../store/uiStore';
import { searchTree } from '../lazyParts';
import { LoadingPlaceholder } from '../loading/LoadingPlaceholder';
import { useRunFrame } from '../visualizer/useRun';
import { ViewSwitch } from './ViewSwitch';
import { isRunning } from '../../store/isRunning';

const SearchTree = searchTree.Component;

export function FrontierOrTree({ frontier }: { frontier: ReactNode }) {
  const { t } = useTranslation();
  // In the UI store, not local: a lesson's stop records it and opens on it.
  const shown = useUiStore((s) => s.runView);
  const setShown = useUiStore((s) => s.setRunView);
  const choices = (['frontier', 'tree'] as const).map((key) => ({ key, label: t(`compare.tree.show.${key}`) }));
  return (
    <div className="frontier-or-tree">
      <ViewSwitch label={t('compare.tree.switchLabel')} choices={choices} value={shown} onChange={setShown} />
      {shown === 'frontier' ? frontier : <RunTree />}
    </div>
  );
}

/** The visualizer run's tree: the run store's replayer and its painted frame. */
function RunTree() {
  const { t } = useTranslation();
  const frame = useRunFrame();
  const runId = useRunStore((s) => s.runId);
  const session = useRunStore((s) => s.session);
  const algorithm = useRunStore((s) => s.setup.algorithm);
  const busy = useRunStore(isRunning);
  const at = useMemo(() => (frame?.view ? { cursor: frame.cursor, view: frame.view } : null), [frame]);
  if (!session || !at) return null;
  return (
    <section className="panel tree-panel" aria-labelledby="run-tree-title">
      <h2 id="run-tree-title" className="panel-title">
        {t('compare.tree.title')}
      </h2>
      <Suspense fallback={<LoadingPlaceholder what="panel" />}>
        <SearchTree
          label={t('compare.tree.title')}
          busy={busy}
          source={{
            runKey: `run-${runId}`,
            replayer: session.replayer,
            at,
            domain: session.domain,
            puzzle: session.puzzle,
            algorithm,
          }}
        />
      </Suspense>
    </section>
  );
}
