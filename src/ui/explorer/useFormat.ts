/** Numbers in the reader's language (181,440 / 181,440; 0.12 s), for chart ticks and readouts. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface Formatters {
  int: (n: number) => string;
  fixed: (n: number, digits: number) => string;
  /** 12K, 1.2M (12万 in Japanese): for crowded axis ticks. */
  compact: (n: number) => string;
  percent: (fraction: number, digits?: number) => string;
  /** A share that stays truthful when tiny: 13.25%, 0.0011% (never a flat 0%). */
  share: (fraction: number) => string;
}

export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const int = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    const compact = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
    return {
      int: (n) => int.format(n),
      fixed: (n, digits) =>
        new Intl.NumberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n),
      compact: (n) => (Math.abs(n) < 10_000 ? int.format(n) : compact.format(n)),
      percent: (fraction, digits = 1) =>
        new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: digits }).format(fraction),
      share: (fraction) =>
        new Intl.NumberFormat(
          language,
          fraction > 0 && fraction < 0.01
            ? { style: 'percent', maximumSignificantDigits: 2 }
            : { style: 'percent', maximumFractionDigits: 2 },
        ).format(fraction),
    };
  }, [language]);
}
