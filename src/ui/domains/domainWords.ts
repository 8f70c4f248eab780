/**
 * How the narration words a run on a domain other than the puzzle: a child is reached "by" its
 * action, with the step cost where the domain's steps do not all cost 1, and a solution whose
 * cost is not its number of steps says its cost (t('domain.…')).
 */
import type { AnyDomain } from '../../core/domain/types';
import { fmt, type DomainWords } from '../visualizer/narration';

export function domainWords(domain: AnyDomain): DomainWords {
  return {
    action: (node, t) => {
      const action = node.action ?? node.move ?? '';
      return domain.unitCosts
        ? t('domain.narrate.byAction', { action })
        : t('domain.narrate.byActionCost', { action, cost: fmt(node.stepCost ?? 1) });
    },
    solved: (e, t) =>
      e.actions !== undefined && e.cost !== undefined
        ? t('domain.final.solvedCost', { length: e.actions.length, cost: fmt(e.cost), expanded: e.stats.expanded })
        : null,
  };
}
