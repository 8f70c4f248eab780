/** The node clicked in the tree: its board and its numbers, and how often its board was expanded. */
import { useTranslation } from 'react-i18next';
import type { NodeInfo } from '../../core/events';
import { slideThatMade } from '../../core/moveNotation';
import { makePuzzle } from '../../core/puzzle';
import { MiniBoard } from '../board/MiniBoard';
import { MoveToken } from '../moves/MoveList';
import { StatusMark } from './TreeLegend';
import type { StatusName } from './treeStatus';

export interface SelectedNode {
  node: NodeInfo;
  tiles: readonly number[];
  cols: number;
  status: StatusName;
  /** IDA* / IDDFS pass, 0 otherwise. */
  pass: number;
  /** Nodes with this same board expanded so far (re-expansions across passes, or reopenings). */
  sameBoardExpanded: number;
  hasParent: boolean;
}

function fmt(v: number): string {
  return Number.isInteger(v) ? String(v) : v.toFixed(1);
}

export function TreeDetails({
  selected,
  usesH,
  onParent,
  onCentre,
  onClose,
}: {
  selected: SelectedNode;
  usesH: boolean;
  onParent: () => void;
  onCentre: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['translation', 'compare']); // the tree's strings load with it
  const { node, status } = selected;
  const shown = status === 'hidden' ? null : status;
  const rows = selected.tiles.length / selected.cols;
  const slide = node.move && slideThatMade(makePuzzle(rows, selected.cols), selected.tiles, node.move);
  return (
    <div className="tree-details" aria-live="polite" data-testid="tree-details" data-id={node.id} data-status={status}>
      <div className="tree-details-head">
        <h3 className="tree-details-title">{t('compare.tree.nodeTitle', { id: node.id })}</h3>
        <button
          type="button"
          className="tree-details-close"
          aria-label={t('compare.tree.close')}
          title={t('compare.tree.close')}
          onClick={onClose}
        >
          ×
        </button>
      </div>
      <div className="tree-details-body">
        <MiniBoard cols={selected.cols} tiles={selected.tiles} cell={selected.cols > 3 ? 17 : 22} />
        <dl className="tree-details-numbers">
          {usesH ? (
            <div>
              <dt>f = g + h</dt>
              <dd data-testid="tree-details-f">
                {fmt(node.f)} = {node.g} + {node.h}
              </dd>
            </div>
          ) : (
            <div>
              <dt>{t('compare.tree.depth')}</dt>
              <dd>{node.g}</dd>
            </div>
          )}
          <div>
            <dt>{t('compare.tree.move')}</dt>
            <dd>{slide ? <MoveToken slide={slide} testId="tree-details-move" /> : t('compare.tree.root')}</dd>
          </div>
          {selected.pass > 0 && (
            <div>
              <dt>{t('compare.tree.pass')}</dt>
              <dd>{selected.pass}</dd>
            </div>
          )}
          <div>
            <dt>{t('compare.tree.statusLabel')}</dt>
            <dd className="tree-details-status">
              {shown && <StatusMark status={shown} size={14} />}
              {t(`compare.tree.status.${status}`)}
            </dd>
          </div>
          <div>
            <dt>{t('compare.tree.sameBoard')}</dt>
            <dd>{t('compare.tree.times', { count: selected.sameBoardExpanded })}</dd>
          </div>
        </dl>
      </div>
      <div className="tree-details-actions">
        <button type="button" className="button small-button" onClick={onParent} disabled={!selected.hasParent}>
          {t('compare.tree.parent')}
        </button>
        <button type="button" className="button small-button" onClick={onCentre}>
          {t('compare.tree.centre')}
        </button>
      </div>
    </div>
  );
}
