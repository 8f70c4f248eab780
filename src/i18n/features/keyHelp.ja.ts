/** キーボード操作のヘルプ（src/ui/help/KeyHelpDialog.tsx）の文字列。t('keyHelp.…')。 */
import type { keyHelpEn } from './keyHelp.en';

export const keyHelpJa: typeof keyHelpEn = {
  title: 'キーボード操作',
  close: '閉じる',
  section: {
    lessons: '授業の発表',
    everywhere: '全画面共通',
    playback: '可視化・比較',
    tree: '探索木',
    play: 'プレイ',
    quiz: 'クイズ',
  },
  row: {
    answer: { keys: 'A / B / C / D …', does: 'そのカードでクイズに答える' },
    nextQuestion: { keys: 'Enter', does: '次の問題へ (答えの表示後)' },
    nextStop: { keys: 'PageDown / N', does: '授業の次の場面へ(プレゼン用リモコンは PageDown を送る)' },
    previousStop: { keys: 'PageUp / B', does: '前の場面へ(矢印キーは引き続き探索のステップ操作)' },
    help: { keys: '?', does: 'この一覧を表示する・閉じる' },
    projector: { keys: 'P', does: 'プロジェクターモードの切り替え' },
    escape: { keys: 'Esc', does: 'ダイアログを閉じる' },
    playPause: { keys: 'スペース', does: '再生・一時停止' },
    step: { keys: '→ / ←', does: '1 ステップ進む・戻る' },
    expansion: { keys: 'Shift + → / Shift + ←', does: '次の展開まで進む・前の展開まで戻る' },
    ends: { keys: 'Home / End', does: '最初へ戻る・最後まで実行する' },
    speed: { keys: '+ / −', does: '速くする・遅くする' },
    pan: { keys: 'ドラッグ / 矢印キー', does: '木を動かす' },
    zoom: { keys: 'ホイール / ピンチ / + / −', does: '拡大・縮小' },
    fit: { keys: '0 / C', does: '木全体を表示する・現在のノードを中央に置く' },
    pick: { keys: 'Enter', does: '中央のノードを選ぶ' },
    slide: {
      keys: '矢印キー',
      does: 'タイルを空白へ動かす（→ でタイルが右へ。設定で空白を動かす向きにもできる）',
    },
    click: { keys: 'クリック / タップ / スワイプ', does: '空白の隣のタイルを動かす' },
  },
};
