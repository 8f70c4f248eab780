/** 授業ログ（src/ui/visualizer/LessonLog.tsx）の文字列。t('log.…')。 */
import type { logEn } from './log.en';

export const logJa: typeof logEn = {
  title: '授業ログ',
  steps_one: '{{count, number}} ステップ',
  steps_other: '{{count, number}} ステップ',
  paused: 'ログは再生を止めると更新されます。',
  export: 'ここまでのステップを書き出す:',
  header: '{{board}} に対する {{algorithm}} (ゴール {{goal}})',
  truncated: '書き出すのは最初の {{max, number}} ステップだけです。',
};
