/**
 * The visualizer's middle column: the frontier list, or the search tree of the same run at the
 * same cursor. A two-button switch (aria-pressed), so the arrow keys stay the playback's.
 */
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRunStore } from '../../store/runStore';
import { searchTree } from '../lazyParts';
import { LoadingPlaceholder } from '../loading/LoadingPlaceholder';

const SearchTree = searchTree.Component;

type Shown = 'frontier' | 'tree';

export function FrontierOrTree({ frontier }: { frontier: ReactNode }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Shown>('frontier');
  return (
    <div className="frontier-or-tree">
      <div className="view-switch" role="group" aria-label={t('compare.tree.switchLabel')}>
        {(['frontier', 'tree'] as const).map((s) => (
          <button
            key={s}
            type="button"
            className={shown === s ? 'view-switch-button active' : 'view-switch-button'}
            aria-pressed={shown === s}
            onClick={() => setShown(s)}
          >
            {t(`compare.tree.show.${s}`)}
          </button>
        ))}
      </div>
      {shown === 'frontier' ? frontier : <RunTree />}
    </div>
  );
}

/** The visualizer run's tree: the run store's replayer and view at its cursor. */
function RunTree() {
  const { t } = useTranslation();
  const version = useRunStore((s) => s.viewVersion);
  const runId = useRunStore((s) => s.runId);
  const busy = useRunStore((s) => s.playing || s.draining);
  const { session, view, cursor, setup } = useRunStore.getState();
  if (!session || !view) return null;
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
            view,
            cursor,
            puzzle: session.puzzle,
            algorithm: setup.algorithm,
            version,
          }}
        />
      </Suspense>
    </section>
  );
}
