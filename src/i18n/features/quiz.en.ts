/** Strings of the quiz panel (src/ui/visualizer/QuizPanel.tsx), loaded with it: t('quiz.…'). */
export const quizEn = {
  title: 'Quiz: which node is expanded next?',
  score: '{{correct}} of {{asked}} correct',
  // The cards are shuffled (the frontier's order would give the answer away): the prompt says so.
  promptAll:
    'Cards A–{{last}}: all {{count}} nodes of the frontier, shuffled (not in the frontier’s order). Which one will the algorithm take next?',
  promptSome:
    'Cards A–{{last}}: some of the {{count, number}} nodes of the frontier, shuffled, the one taken next among them. Which one will the algorithm take next?',
  skipped_one: '1 expansion with only one node waiting was stepped over: nothing to choose.',
  skipped_other: '{{count}} expansions with only one node waiting were stepped over: nothing to choose.',
  noChoice_one: 'Only one node has been waiting for the last expansion: no question to ask.',
  noChoice_other: 'Only one node has been waiting for the last {{count}} expansions: no question to ask.',
  walkNoChoice:
    'A random walk holds one node at a time: there is nothing to choose. Pick another algorithm for the quiz.',
  numbers: {
    label: 'Numbers on the cards',
    all: 'g, h and f',
    g: 'g',
    gOnly: 'g only (h and f hidden)',
    none: 'none (g, h and f hidden)',
  },
  choice: 'Card {{letter}}',
  mark: { right: 'taken next', wrong: 'your pick' },
  correct: 'Correct! Card {{letter}} was taken.',
  wrong: 'Not this time: card {{letter}} was taken (now on the board).',
  restarted: 'No node was taken: the pass ended and the search restarts from the root with a higher bound.',
  next: 'Next question',
  over: 'The search has ended: reset the run to play again.',
  // The deciding key where the numbers tie: each card's place in the order the cards were generated.
  generated_ordinal_one: 'generated {{count}}st',
  generated_ordinal_two: 'generated {{count}}nd',
  generated_ordinal_few: 'generated {{count}}rd',
  generated_ordinal_other: 'generated {{count}}th',
  // Projector cards are narrow: the ordinal alone, the legend under the prompt says what it counts.
  generatedShort_ordinal_one: '{{count}}st',
  generatedShort_ordinal_two: '{{count}}nd',
  generatedShort_ordinal_few: '{{count}}rd',
  generatedShort_ordinal_other: '{{count}}th',
  ageLegend: 'The numbers tie: 1st, 2nd… on a card is the order the cards were generated.',
  why: {
    lowestF: 'A* takes the node with the lowest f; f = {{f}} was the only one that low.',
    tieH: '{{count}} nodes tied at f = {{f}}; the tie-break takes the lowest h (h = {{h}}): the node closest to the goal.',
    tieAge:
      '{{count}} nodes tied at f = {{f}} and h = {{h}}; the last tie-break takes the oldest node, card {{letter}}.',
    greedy: 'Greedy best-first takes the lowest h: h = {{h}}.',
    greedyTieG: '{{count}} nodes tied at h = {{h}}; the tie-break takes the lowest g (g = {{g}}).',
    greedyTieAge: '{{count}} nodes tied at h = {{h}} and g = {{g}}; the oldest is taken, card {{letter}}.',
    queue: 'A FIFO queue: the oldest node (card {{letter}}) is taken first, so depths are explored layer by layer.',
    stack: 'A stack: the newest node (card {{letter}}) is taken first, so the search dives deep before it backs up.',
    walk: 'A random walk moves to a random neighbour.',
  },
};
