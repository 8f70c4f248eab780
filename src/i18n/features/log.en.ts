/**
 * Strings of the lesson log (src/ui/visualizer/LessonLog.tsx), loaded with it: t('log.…'). The
 * playback bar's button that opens it says t('playback.log').
 */
export const logEn = {
  title: 'Lesson log',
  steps_one: '{{count, number}} step',
  steps_other: '{{count, number}} steps',
  paused: 'The log updates when playback pauses.',
  export: 'Export the steps so far:',
  header: '{{algorithm}} on {{board}} (goal {{goal}})',
  truncated: 'Only the first {{max, number}} steps are exported.',
};
