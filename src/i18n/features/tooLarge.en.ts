/**
 * Strings of the notice on a run too large to record (src/ui/visualizer/TooLargeNotice.tsx),
 * loaded with it: t('tooLarge.…'). Its Cancel button says t('preparing.cancel').
 */
export const tooLargeEn = {
  title: 'This run is too large to record',
  body: 'Frontier records up to {{max, number}} events for stepping. Run it to the end in the background to get the answer and the statistics.',
  bodyEarly:
    'This run would pass the {{max, number}} events Frontier can record for stepping, so it stopped recording after {{recorded, number}}. Run it to the end in the background to get the answer and the statistics.',
  run: 'Run to the end in the background',
  // Run to end on a run too large to record: the rest finishes on its own, and the screen says so.
  backgroundTitle: 'Recorded what fits; the rest runs in the background',
  backgroundBody:
    'Frontier records up to {{max, number}} events to step through; those stay, and the search goes on to its end in a background worker. Its answer and statistics appear here.',
  backgroundBodyEarly:
    'This run would pass the {{max, number}} events Frontier can record, so it recorded the first {{recorded, number}} to step through; those stay, and the search goes on to its end in a background worker. Its answer and statistics appear here.',
  // Run to end on a run a background worker finished first: its answer now, the recording goes on.
  aheadTitle: 'Answer found; the search is still being recorded',
  aheadBody:
    'A background worker finished this run first. Frontier goes on recording it so that every step can be replayed: {{recorded, number}} events so far. The view moves to the end when the recording is done.',
  progress: '{{expanded, number}} expanded · {{frontier, number}} in the frontier',
  progressOf: '{{expanded, number}} of at most {{max, number}} expansions · peak frontier {{frontier, number}}',
  cancelled: 'The background run was cancelled.',
  failure: {
    'no-workers': 'This browser cannot run searches in the background (no Web Workers).',
    unsolvable: 'This board cannot reach the goal.',
    refused: 'The search could not start with these settings.',
    unsupported: 'Pattern databases are not available for this board.',
    error: 'The background run stopped with an error.',
  },
};
