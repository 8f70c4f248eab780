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
import { pseudocodeInput } from '../pseudocode/pseudocodeInput';

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
  // The pseudocode panel reads puzzle boards: a pane on another domain shows none (as the visualizer).
  const input =
    session.puzzle && pseudocodeInput(view, { puzzle: session.puzzle, heuristic: pane.heuristic }, null, pane.goalTest);
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
