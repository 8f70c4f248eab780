/** Japanese strings of the link notice (linkNotice.en.ts has the same keys). */
export const linkNoticeJa = {
  title: 'リンクの一部を使えませんでした',
  ignoredIntro: '次の項目は既定値で開きました:',
  item: '「{{name}}」: {{reason}}',
  itemValue: '「{{name}}」=「{{value}}」: {{reason}}',
  unnamed: '（名前なし）',
  reason: {
    unknown: 'Frontier の設定ではありません',
    malformed: '読み取れません',
    'out-of-range': '範囲外です',
    'too-long': '長すぎます',
    duplicate: '2 回指定されています。最初の値を使いました',
    unsupported: 'この盤面では使えません',
    mismatch: '盤面と合いません',
    'not-used': 'このモードでは使いません',
    'not-for-problem': 'この種類の問題では使いません',
    'needs-board': 'リンクに盤面が必要です',
    unsolvable: 'この盤面はゴールに届かないため、遊べません',
    'too-many': '設定が多すぎるため、残り {{count}} 個は読みませんでした。',
    'link-too-long': 'リンクが長すぎるため（{{count}} 文字）読みませんでした。',
  },
  stepPastEnd:
    'リンクはステップ {{asked}} を指定していますが、この探索はステップ {{shown}} で終わります。最後のステップを表示しています。',
  dismiss: '閉じる',
};
