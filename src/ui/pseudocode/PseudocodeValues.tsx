/**
 * The values the highlighted line works with, the same the narration uses. Where steps do not all
 * cost 1 (a road map, a grid's mud), g is written as the textbook computes it: the parent's g
 * plus the step's cost c(parent, a, n).
 */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { NodeInfo } from '../../core/events';
import { fmt } from '../visualizer/narration';

export const PseudocodeValues = memo(function PseudocodeValues({
  node,
  tiles,
  cols,
  state = null,
  bound,
  frontierSize,
}: {
  node: NodeInfo | null;
  tiles: readonly number[] | null;
  cols: number;
  /** Another domain than the puzzle: the node's state in words, where a board would be. */
  state?: string | null;
  bound: number | null;
  frontierSize: number;
}) {
  const { t } = useTranslation(['translation', 'pseudocode']);
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
      {node && state !== null && (
        <div className="pseudocode-node">
          <dt>{t('pseudocode.node')}</dt>
          <dd data-testid="pseudocode-state">{state}</dd>
        </div>
      )}
      {node && (
        <>
          <div>
            <dt>{node.stepCost === undefined ? 'g' : t('pseudocode.gByStep')}</dt>
            <dd data-testid="pseudocode-g">
              {node.stepCost === undefined
                ? fmt(node.g)
                : `${fmt(node.g - node.stepCost)} + ${fmt(node.stepCost)} = ${fmt(node.g)}`}
            </dd>
          </div>
          <div>
            <dt>h</dt>
            <dd data-testid="pseudocode-h">{fmt(node.h)}</dd>
          </div>
          <div>
            <dt>f</dt>
            <dd data-testid="pseudocode-f">{fmt(node.f)}</dd>
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
});
