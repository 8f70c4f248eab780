/** 埋め込み表示のバーとアニメーション書き出しの文字列。t('share.…') で読む（share.en.ts と同じキー）。 */
import type { Same } from '../same';
import type { shareEn } from './share.en';

export const shareJa: Same<typeof shareEn> = {
  embed: {
    openFull: 'Frontier で開く',
    openFullHint: '同じステップをアプリ全体で開きます（新しいタブ）',
  },
  export: {
    title: 'スライド用アニメーションの書き出し',
    intro:
      '盤面と f = g + h、解説文を 1 ステップずつ並べたアニメーション GIF を、探索の記録そのものから作成します。現在のステップを PNG で保存することもできます。処理はこのブラウザ内で行い、どこにも送信しません。',
    range: 'フレーム',
    rangeSteps: 'ステップの範囲',
    from: '開始ステップ',
    to: '終了ステップ',
    rangeSolution: '解の経路を 1 手ずつ（{{count}} 手）',
    rangeSolutionLater: '解の経路（探索が解を見つけた後に選べます）',
    look: '大きさと速さ',
    width: '幅',
    widthOption: '{{width}} px',
    delay: '1 フレームの表示時間（ms、{{min}}～{{max}}）',
    loop: '繰り返し再生する',
    budget: '1 つの GIF は最大 {{max}} フレームです。フレームの大きさは {{width}} × {{height}} px です。',
    gif: 'GIF を書き出す',
    png: 'このステップを PNG で保存',
    cancel: '中止',
    close: '閉じる',
    progressLabel: '符号化したフレーム',
    progress: 'フレーム {{done}} / {{total}} を符号化しています…',
    done: '{{name}}（{{size}} kB）を保存しました。',
    cancelled: '中止しました。何も保存していません。',
    failed: 'アニメーションを作成できませんでした：{{message}}',
    nothing: 'この範囲にはステップがありません',
    noWorker: 'このブラウザはバックグラウンドで描画できません（OffscreenCanvas を使える Web Worker がありません）',
    frameStep: 'ステップ {{step}}・{{algorithm}}',
    frameMove: '{{total}} 手中 {{move}} 手目',
    solutionStart: '初期状態：ゴールまで {{count}} 手です。',
    solutionMove: 'タイル {{tile}} を{{dir}}へ動かす。',
    error: {
      fromNotNumber: '「開始ステップ」は整数で入力してください。',
      toNotNumber: '「終了ステップ」は整数で入力してください。',
      fromOutOfRange: '「開始ステップ」は 1 から {{max}} の範囲で指定してください。',
      toBeforeFrom: '「終了ステップ」は「開始ステップ」以降にしてください。',
      tooMany: '{{count}} フレームになります。1 つの GIF は最大 {{max}} フレームです。範囲を短くしてください。',
      delayNotNumber: '1 フレームの表示時間はミリ秒の整数で入力してください。',
      delayOutOfRange: '1 フレームの表示時間は {{min}}～{{max}} ms の範囲で指定してください。',
      badWidth: '用意された幅から選んでください。',
      noSolution: 'まだ解が見つかっていません。ステップの範囲を書き出してください。',
    },
  },
};
