/** Strings of the play mode, English and Japanese side by side (same keys in both). */
export const play = {
  en: {},
  ja: {},
};
