/** The values the highlighted line works with, the same the narration uses. */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { NodeInfo } from '../../core/events';

export const PseudocodeValues = memo(function PseudocodeValues({
  node,
  tiles,
  cols,
  bound,
  frontierSize,
}: {
  node: NodeInfo | null;
  tiles: readonly number[] | null;
  cols: number;
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
});
