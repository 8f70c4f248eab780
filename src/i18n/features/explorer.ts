/** Strings of the explorer mode, English and Japanese side by side (same keys in both). */
export const explorer = {
  en: {},
  ja: {},
};
