/**
 * The running algorithm as numbered pseudocode (or its textbook TypeScript source), with the
 * line that produced the event at the cursor highlighted (aria-current="step") and, beside it,
 * the values that line works with: the node (a mini board), g, h, f, the bound and the frontier
 * size. A pure function of its props; usePseudocodeInput.ts is its only link to the store.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlgorithmId, HeuristicId, NodeInfo, SearchEvent } from '../../core/events';
import { algorithmInfo } from '../../core/solvers/algorithms';
import { TEXTBOOK_FILES, lineOf, sourceLine } from '../../core/solvers/textbook/lines';
import type { LineId } from '../../core/solvers/textbook/lines';
import { TEXTBOOK_SOURCES } from '../../core/solvers/textbook/sources';
import type { Language } from '../../i18n';
import { PSEUDOCODE, pseudoLineIndex, pseudoLineText } from '../../i18n/pseudocode';
import './pseudocode.css';
import { usePseudocodeInput } from './usePseudocodeInput';

export interface PseudocodeInput {
  readonly algorithm: AlgorithmId;
  readonly heuristic: HeuristicId;
  /** The event at the cursor (null before the first step). */
  readonly event: SearchEvent | null;
  /** The node that event is about, and its board. */
  readonly node: NodeInfo | null;
  readonly tiles: readonly number[] | null;
  readonly cols: number;
  readonly bound: number | null;
  readonly frontierSize: number;
}

export function PseudocodePanel({ input, folded = false }: { input: PseudocodeInput; folded?: boolean }) {
  const { t, i18n } = useTranslation();
  const [source, setSource] = useState(false);
  const language: Language = i18n.language === 'ja' ? 'ja' : 'en';
  const { algorithm, event } = input;
  const lineId: LineId | null = event ? lineOf(algorithm, event) : null;
  const heuristicName = algorithmInfo(algorithm)?.usesHeuristic ? t(`heuristic.${input.heuristic}`) : '';
  const lines = PSEUDOCODE[language][algorithm];
  const current = lineId ? pseudoLineIndex(lines, lineId) : -1;
  return (
    <details className="panel pseudocode-panel" open={!folded} data-testid="pseudocode">
      <summary className="panel-title">{t('pseudocode.title')}</summary>
      <section role="region" aria-label={t('pseudocode.title')}>
        <label className="pseudocode-toggle">
          <input type="checkbox" checked={source} onChange={(e) => setSource(e.target.checked)} />
          {t('pseudocode.showSource')}
        </label>
        {source ? (
          <SourceView algorithm={algorithm} lineId={lineId} />
        ) : (
          <ol className="pseudocode-lines" aria-label={t('pseudocode.linesLabel')}>
            {lines.map((line, i) => (
              <li key={i} aria-current={i === current ? 'step' : undefined} data-line={line.ids.join(' ')}>
                <code>{pseudoLineText(line, heuristicName)}</code>
              </li>
            ))}
          </ol>
        )}
        {event ? <Values input={input} /> : <p className="pseudocode-hint">{t('pseudocode.notStarted')}</p>}
      </section>
    </details>
  );
}

function SourceView({ algorithm, lineId }: { algorithm: AlgorithmId; lineId: LineId | null }) {
  const { t } = useTranslation();
  const at = lineId ? sourceLine(algorithm, lineId, TEXTBOOK_SOURCES) : null;
  return (
    <>
      {TEXTBOOK_FILES[algorithm].map((file) => (
        <figure key={file} className="pseudocode-source">
          <figcaption>{t('pseudocode.sourceTitle', { file })}</figcaption>
          <ol className="pseudocode-lines">
            {TEXTBOOK_SOURCES[file].split('\n').map((text, i) => (
              <li key={i} aria-current={at?.file === file && at.line === i + 1 ? 'step' : undefined}>
                <code>{text}</code>
              </li>
            ))}
          </ol>
        </figure>
      ))}
    </>
  );
}

/** The values the highlighted line works with, the same the narration uses. */
function Values({ input }: { input: PseudocodeInput }) {
  const { t } = useTranslation();
  const { node, tiles, cols, bound, frontierSize } = input;
  return (
    <dl className="pseudocode-values" aria-label={t('pseudocode.values')} data-testid="pseudocode-values">
      {node && tiles && (
        <div className="pseudocode-node">
          <dt>{t('pseudocode.node')}</dt>
          <dd>
            <span className="pseudocode-mini-board" style={{ gridTemplateColumns: `repeat(${cols}, 1.4em)` }}>
              {tiles.map((tile, i) => (
                <span key={i} className={tile === 0 ? 'blank' : undefined}>
                  {tile === 0 ? '' : tile}
                </span>
              ))}
            </span>
          </dd>
        </div>
      )}
      {node && (
        <>
          <div>
            <dt>g</dt>
            <dd data-testid="pseudocode-g">{node.g}</dd>
          </div>
          <div>
            <dt>h</dt>
            <dd data-testid="pseudocode-h">{node.h}</dd>
          </div>
          <div>
            <dt>f</dt>
            <dd data-testid="pseudocode-f">{node.f}</dd>
          </div>
        </>
      )}
      {bound !== null && (
        <div>
          <dt>{t('pseudocode.bound')}</dt>
          <dd data-testid="pseudocode-bound">{bound}</dd>
        </div>
      )}
      <div>
        <dt>{t('pseudocode.frontier')}</dt>
        <dd data-testid="pseudocode-frontier">{frontierSize}</dd>
      </div>
    </dl>
  );
}

/** The panel for the run on screen. */
export function LivePseudocodePanel({ folded = false }: { folded?: boolean }) {
  const input = usePseudocodeInput();
  return input ? <PseudocodePanel input={input} folded={folded} /> : null;
}
