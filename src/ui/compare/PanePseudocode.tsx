/**
 * A pane's pseudocode: the same panel as the visualizer's, following this pane's own cursor at
 * the shared clock, folded at first (four panes of code would push the charts off the screen)
 * and with a short list of its own that scrolls. Loaded with the pseudocode chunk on first draw.
 */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReplayView } from '../../core/replay';
import type { PaneSession, PaneSetup } from '../../store/compareSession';
import { pseudocodeView } from '../lazyParts';
import { domainProblem, pseudocodeInput } from '../pseudocode/pseudocodeInput';
import { useCompareStore } from '../../store/compareStore';

const Panel = pseudocodeView.Component;

export function PanePseudocode({
  letter,
  pane,
  session,
  view,
}: {
  letter: string;
  pane: PaneSetup;
  session: PaneSession;
  view: ReplayView | null;
}) {
  const { t } = useTranslation(['translation', 'pseudocode']);
  const shared = useCompareStore((s) => s.setup.problem?.heuristic);
  const problem = session.puzzle
    ? { puzzle: session.puzzle, heuristic: pane.heuristic }
    : session.domain && domainProblem(session.domain, pane.domainHeuristic ?? shared);
  const input = problem && pseudocodeInput(view, problem, null, pane.goalTest);
  if (!input) return null;
  return (
    <Suspense fallback={null}>
      <Panel
        input={input}
        folded
        compact
        label={t('compare.pane.field', { field: t('pseudocode.title'), pane: letter })}
      />
    </Suspense>
  );
}
