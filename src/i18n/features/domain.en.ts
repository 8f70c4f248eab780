/**
 * Strings of the views of a domain other than the sliding puzzle (src/ui/domains/), loaded with
 * them: t('domain.…'). The puzzle's views keep theirs in the main catalogue.
 */
export const domainEn = {
  state: 'State',
  action: 'Action',
  stepCost: 'Step cost',
  described: 'In words: {{text}}',
  root: 'the start state',
  reachedBy: 'reached by {{action}} (step cost {{cost}})',
  narrate: {
    byAction: 'by {{action}}',
    byActionCost: 'by {{action}} (step cost {{cost}})',
  },
  final: {
    solvedCost: 'Solved: {{length}} steps at cost {{cost}} after {{expanded, number}} expansions.',
  },
};
