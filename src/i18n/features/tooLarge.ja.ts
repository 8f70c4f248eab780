/** 記録しきれない探索の通知（src/ui/visualizer/TooLargeNotice.tsx）の文字列。t('tooLarge.…')。 */
import type { tooLargeEn } from './tooLarge.en';

export const tooLargeJa: typeof tooLargeEn = {
  title: 'この探索は大きすぎて記録できません',
  body: 'ステップ実行のために記録できるのは {{max, number}} イベントまでです。バックグラウンドで最後まで実行すれば、答えと統計が得られます。',
  bodyEarly:
    'この探索はステップ実行のために記録できる {{max, number}} イベントを超える見込みのため、{{recorded, number}} イベントで記録を止めました。バックグラウンドで最後まで実行すれば、答えと統計が得られます。',
  run: 'バックグラウンドで最後まで実行',
  backgroundTitle: '記録できる分を記録し、残りはバックグラウンドで実行中です',
  backgroundBody:
    'ステップ実行のために記録できるのは {{max, number}} イベントまでです。記録済みのステップはそのまま操作でき、探索はバックグラウンドのワーカーで最後まで続きます。答えと統計はここに表示されます。',
  backgroundBodyEarly:
    'この探索は記録できる {{max, number}} イベントを超える見込みのため、最初の {{recorded, number}} イベントだけを記録しました。記録済みのステップはそのまま操作でき、探索はバックグラウンドのワーカーで最後まで続きます。答えと統計はここに表示されます。',
  aheadTitle: '答えが出ました。探索の記録は続いています',
  aheadBody:
    'バックグラウンドのワーカーが先にこの探索を終えました。すべてのステップを再生できるよう記録を続けています（これまで {{recorded, number}} イベント）。記録が終わると表示は最後に移ります。',
  progress: '展開 {{expanded, number}} · フロンティア {{frontier, number}}',
  progressOf: '展開 {{expanded, number}} / 上限 {{max, number}} · フロンティアの最大 {{frontier, number}}',
  cancelled: 'バックグラウンド実行を取り消しました。',
  failure: {
    'no-workers': 'このブラウザーではバックグラウンドで探索できません (Web Worker がありません)。',
    unsolvable: 'この盤面はゴールに到達できません。',
    refused: 'この設定では探索を開始できませんでした。',
    unsupported: 'この盤面にはパターンデータベースがありません。',
    error: 'バックグラウンド実行がエラーで止まりました。',
  },
};
