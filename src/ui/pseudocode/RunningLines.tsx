/**
 * The line of pseudocode the run is on, beside the frontier: projector mode at a projector's
 * width has no room for the whole listing next to the frontier (it lives in the Details drawer,
 * which covers the frontier), yet a lecturer pointing at "line 10 took this node" needs the line
 * and the row on screen together. The running line in full, numbered as in the listing (no more:
 * every line it adds is taken from the board beside it).
 */
import { useTranslation } from 'react-i18next';
import { algorithmInfo } from '../../core/solvers/algorithms';
import { lineOf, textbookOf } from '../../core/solvers/textbook/lines';
import type { Language } from '../../i18n';
import { PSEUDOCODE, pseudoLineIndex, pseudoLineText } from '../../i18n/pseudocode';
import './pseudocode.css';
import { usePseudocodeInput } from './usePseudocodeInput';

export function RunningLines() {
  const { t, i18n } = useTranslation(['translation', 'pseudocode', 'domain']);
  const input = usePseudocodeInput();
  if (!input) return null;
  const language: Language = i18n.language === 'ja' ? 'ja' : 'en';
  const textbook = textbookOf(input.algorithm, input.heuristic, input.goalTest);
  const lineId = input.event ? lineOf(textbook, input.event) : null;
  const lines = PSEUDOCODE[language][textbook];
  const current = lineId ? pseudoLineIndex(lines, lineId) : -1;
  const heuristicName = algorithmInfo(input.algorithm)?.usesHeuristic ? t(input.heuristicKey) : '';
  return (
    <section className="panel running-lines" aria-label={t('pseudocode.runningLabel')} data-testid="running-lines">
      {current < 0 ? (
        <p className="pseudocode-hint">{t('pseudocode.notStarted')}</p>
      ) : (
        <ol className="running-lines-list" start={current + 1}>
          <li aria-current="step">
            <code>{pseudoLineText(lines[current], heuristicName).trim()}</code>
          </li>
        </ol>
      )}
    </section>
  );
}
