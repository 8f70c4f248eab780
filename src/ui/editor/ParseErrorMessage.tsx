/**
 * A wrong board's explanation in the reader's language, as a component: the visualizer's set-up
 * draws it through lazyParts, so its wording rules are fetched on the first wrong board (or by
 * the idle preload) rather than in the first download.
 */
import { useTranslation } from 'react-i18next';
import type { ParseError } from '../../core/parse';
import { parseErrorText } from './parseErrorText';

export function ParseErrorMessage({ error, input }: { error: ParseError; input: string }) {
  const { t, i18n } = useTranslation();
  return <>{parseErrorText(t, i18n.language, error, { input })}</>;
}
