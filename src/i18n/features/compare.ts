/** Strings of the compare mode, English and Japanese side by side (same keys in both). */
export const compare = {
  en: {},
  ja: {},
};
