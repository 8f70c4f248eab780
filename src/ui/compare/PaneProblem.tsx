/**
 * A compare pane's problem on a domain other than the puzzle, drawn by the domain's own
 * whole-problem view (a road map, a grid) with the pane's run at the shared clock; the domain's
 * plain state view where it has none.
 */
import { Suspense } from 'react';
import type { AnyDomain } from '../../core/domain/types';
import { stateViewsFor, type ProblemRun } from '../domains/stateViews';
import { LoadingPlaceholder } from '../loading/LoadingPlaceholder';

export function PaneProblem({ domain, run }: { domain: AnyDomain; run: ProblemRun }) {
  const { Problem, State } = stateViewsFor(domain.kind);
  const node = run.view.current ?? run.view.root;
  return (
    <div className="pane-problem">
      <Suspense fallback={<LoadingPlaceholder what="panel" />}>
        {Problem ? (
          <Problem domain={domain} run={run} />
        ) : (
          node && <State domain={domain} stateKey={node.key} size="large" />
        )}
      </Suspense>
    </div>
  );
}
