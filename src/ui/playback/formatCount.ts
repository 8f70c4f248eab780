/**
 * A count in the reader's language ("664,930"), with one Intl formatter kept per language. The
 * playback counters re-render on every frame of a fast run, and i18next's `{{n, number}}` costs
 * some 150 us a number there (it reads the format's options at every call): three of them were
 * the costliest render of a top-speed run. Formatted here, the sentence costs a tenth of that.
 */
const formats = new Map<string, Intl.NumberFormat>();

export function formatCount(n: number, language: string): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language);
    formats.set(language, format);
  }
  return format.format(n);
}
