/**
 * The current node of a run on a domain other than the puzzle: the main state view its domain
 * registered (stateViews.ts; the fallback shows the state's text and its description in words),
 * how it was reached (with the step cost where steps do not all cost 1), f = g + h, and the
 * narration.
 */
import { useTranslation } from 'react-i18next';
import type { AnyDomain } from '../../core/domain/types';
import { algorithmInfo } from '../../core/solvers/algorithms';
import { nodeRow, showsStepCosts } from '../../store/domainRows';
import { useRunStore } from '../../store/runStore';
import { Equation } from '../visualizer/Equation';
import { fmt, narrate } from '../visualizer/narration';
import { useExpansionChildren, useRunView } from '../visualizer/useRun';
import { domainWords } from './domainWords';
import { stateViewsFor } from './stateViews';
import './domains.css';

export function DomainCurrentNode({ domain }: { domain: AnyDomain }) {
  const { t } = useTranslation(['translation', 'domain']);
  const view = useRunView();
  const setup = useRunStore((s) => s.setup);
  const expansionChildren = useExpansionChildren();
  if (!view) return null;
  const node = view.current ?? view.root;
  const { State, Problem } = stateViewsFor(domain.kind);
  const row = node ? nodeRow(domain, node) : null;
  // How the node was reached: by its action, with the step cost where steps do not all cost 1.
  const reached =
    row === null || row.action === null
      ? t('domain.root')
      : showsStepCosts(domain)
        ? t('domain.reachedBy', { action: row.action, cost: fmt(row.stepCost) })
        : t('domain.narrate.byAction', { action: row.action });
  return (
    <section className="panel current-panel" aria-labelledby="current-title">
      <h2 id="current-title" className="panel-title">
        {t('current.title')}
      </h2>
      {node && row && (
        <div className="domain-current" data-testid="domain-current">
          {Problem ? (
            <>
              <Problem domain={domain} />
              <p className="domain-current-state" data-testid="domain-current-state">
                <strong>
                  <State domain={domain} stateKey={node.key} size="small" />
                </strong>{' '}
                <span className="muted small" data-testid="domain-reached">
                  {reached}
                </span>
              </p>
            </>
          ) : (
            <>
              <State domain={domain} stateKey={node.key} size="large" />
              <p className="muted small" data-testid="domain-reached">
                {reached}
              </p>
            </>
          )}
        </div>
      )}
      {!view.current ? (
        <p className="muted">{t('current.none')}</p>
      ) : showsStepCosts(domain) && !algorithmInfo(setup.algorithm)?.equation ? (
        // BFS, UCS, DFS: g is the path's cost here, not its number of steps (the puzzle's "depth").
        <p className="equation" data-testid="equation" data-g={view.current.g}>
          {t('domain.equationCost', { g: fmt(view.current.g) })}
        </p>
      ) : (
        <Equation node={view.current} setup={setup} />
      )}
      <p className="narration" role="status" aria-live="polite" data-testid="narration">
        {narrate(view, setup, t, expansionChildren, 'blank', domainWords(domain))}
      </p>
    </section>
  );
}
