/**
 * The running algorithm as numbered pseudocode (or its textbook TypeScript source), with the
 * line that produced the event at the cursor highlighted (aria-current="step") and, beside it,
 * the values that line works with: the node (a mini board), g, h, f, the bound and the frontier
 * size. A pure function of its props; usePseudocodeInput.ts is its only link to the run store
 * (compare mode builds the same props per pane). Folded, it draws nothing but its title, so a
 * folded panel costs nothing while a run plays.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { algorithmInfo } from '../../core/solvers/algorithms';
import { lineOf, textbookOf, type LineId } from '../../core/solvers/textbook/lines';
import type { Language } from '../../i18n';
import { PSEUDOCODE, pseudoLineIndex } from '../../i18n/pseudocode';
import { MEDIA, matches } from '../../store/breakpoints';
import { GuessStatus, GuessSwitch, useGuessMarks } from './GuessGame';
import './pseudocode.css';
import type { PseudocodeInput } from './pseudocodeInput';
import { PseudocodeLines } from './PseudocodeLines';
import { PseudocodeValues } from './PseudocodeValues';
import { SourceView } from './SourceView';
import { usePseudocodeInput } from './usePseudocodeInput';

export interface PseudocodePanelProps {
  input: PseudocodeInput;
  /** Starts folded (compare panes, phones); the reader unfolds it. */
  folded?: boolean;
  /** The region's name (compare mode names the pane); "Pseudocode" by default. */
  label?: string;
  /** Compare panes: a short list with its own scroll bar. */
  compact?: boolean;
}

export function PseudocodePanel({ input, folded = false, label, compact = false }: PseudocodePanelProps) {
  const { t } = useTranslation(['translation', 'pseudocode', 'domain']);
  const [open, setOpen] = useState(!folded);
  return (
    <details
      className={compact ? 'panel pseudocode-panel compact' : 'panel pseudocode-panel'}
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      data-testid="pseudocode"
    >
      <summary className="panel-title">{t('pseudocode.title')}</summary>
      {open && <PanelBody input={input} label={label ?? t('pseudocode.title')} compact={compact} />}
    </details>
  );
}

function PanelBody({ input, label, compact }: { input: PseudocodeInput; label: string; compact: boolean }) {
  const { t, i18n } = useTranslation(['translation', 'pseudocode', 'domain']);
  const [source, setSource] = useState(false);
  const language: Language = i18n.language === 'ja' ? 'ja' : 'en';
  const { algorithm, event } = input;
  // The version the run follows: IDA* with pattern databases is Korf's, BFS has its goal test
  // at generation or at expansion (lines.ts, textbookOf).
  const textbook = textbookOf(algorithm, input.heuristic, input.goalTest);
  const lineId: LineId | null = event ? lineOf(textbook, event) : null;
  const heuristicName = algorithmInfo(algorithm)?.usesHeuristic ? t(input.heuristicKey) : '';
  const current = lineId ? pseudoLineIndex(PSEUDOCODE[language][textbook], lineId) : -1;
  const guess = useGuessMarks(input.at !== null, input.at, current);
  return (
    <section role="region" aria-label={label}>
      <div className="pseudocode-tools">
        <label className="pseudocode-toggle">
          <input
            type="checkbox"
            checked={source && !guess}
            disabled={guess !== null}
            onChange={(e) => setSource(e.target.checked)}
          />
          {t('pseudocode.showSource')}
        </label>
        {input.at && <GuessSwitch />}
      </div>
      {guess && <GuessStatus marks={guess} />}
      {source && !guess ? (
        <SourceView textbook={textbook} lineId={lineId} />
      ) : (
        <PseudocodeLines
          textbook={textbook}
          language={language}
          heuristicName={heuristicName}
          current={current}
          guess={guess}
          compact={compact}
          label={t('pseudocode.linesLabel')}
        />
      )}
      {event ? (
        <PseudocodeValues
          node={input.node}
          tiles={input.tiles}
          cols={input.cols}
          state={input.state}
          bound={input.bound}
          frontierSize={input.frontierSize}
        />
      ) : (
        <p className="pseudocode-hint">{t('pseudocode.notStarted')}</p>
      )}
    </section>
  );
}

/** The panel for the run on screen: folded at first on a phone, where the board comes first. */
export function LivePseudocodePanel() {
  const input = usePseudocodeInput();
  const [folded] = useState(() => matches(MEDIA.phone));
  return input ? <PseudocodePanel input={input} folded={folded} /> : null;
}
