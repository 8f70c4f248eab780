/**
 * The node clicked in the tree: its state (drawn by its domain's view), its numbers, how often
 * its state was expanded, and its children so far, each a button that picks it.
 */
import { useTranslation } from 'react-i18next';
import type { AnyDomain } from '../../core/domain/types';
import type { NodeInfo } from '../../core/events';
import { slideThatMade } from '../../core/moveNotation';
import { makePuzzle, type Tiles } from '../../core/puzzle';
import { stateViewsFor } from '../domains/stateViews';
import { treeViewFor } from '../domains/treeViews';
import { MoveToken } from '../moves/MoveList';
import { StatusMark } from './TreeLegend';
import { fmt } from '../visualizer/narration';
import type { StatusName } from './treeStatus';

export interface SelectedNode {
  node: NodeInfo;
  domain: AnyDomain;
  /** Its children generated so far, in the order they were generated. */
  children: readonly NodeInfo[];
  status: StatusName;
  /** IDA* / IDDFS pass, 0 otherwise. */
  pass: number;
  /** Nodes with this same state expanded so far (re-expansions across passes, or reopenings). */
  sameBoardExpanded: number;
  hasParent: boolean;
}

/** A node's numbers as the tree writes them: "393 = 140 + 253", or g alone without a heuristic. */
function numbers(node: NodeInfo, usesH: boolean): string {
  return usesH ? `${fmt(node.f)} = ${fmt(node.g)} + ${fmt(node.h)}` : fmt(node.g);
}

/** The move or action into the node: a puzzle's slide as its move notation writes it, another domain's action. */
function MoveInto({ node, domain }: { node: NodeInfo; domain: AnyDomain }) {
  const { t } = useTranslation(['translation', 'domain']);
  if (node.parentId < 0) return <>{t(domain.actionsAreBlankMoves ? 'compare.tree.root' : 'domain.root')}</>;
  if (domain.actionsAreBlankMoves && node.move) {
    const { rows, cols } = domain as AnyDomain & { rows: number; cols: number };
    const slide = slideThatMade(makePuzzle(rows, cols), domain.state(node.key) as Tiles, node.move);
    if (slide) return <MoveToken slide={slide} testId="tree-details-move" />;
  }
  const action = node.action ?? '';
  return (
    <span data-testid="tree-details-move">
      {domain.unitCosts ? action : t('domain.reachedBy', { action, cost: fmt(node.stepCost ?? 1) })}
    </span>
  );
}

export function TreeDetails({
  selected,
  usesH,
  onParent,
  onPick,
  onCentre,
  onClose,
}: {
  selected: SelectedNode;
  usesH: boolean;
  onParent: () => void;
  /** Picks another node (a child). */
  onPick: (id: number) => void;
  onCentre: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['translation', 'compare', 'domain']);
  const { node, status, domain } = selected;
  const shown = status === 'hidden' ? null : status;
  const { State } = stateViewsFor(domain.kind);
  const name = treeViewFor(domain.kind).name;
  // A child's name: its state's (a city, a cell), else the move into it (a puzzle's board has none).
  const childName = (child: NodeInfo) => name(domain, child.key) ?? child.action ?? child.move ?? `#${child.id}`;
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
        <State domain={domain} stateKey={node.key} size="small" />
        <dl className="tree-details-numbers">
          {usesH ? (
            <div>
              <dt>f = g + h</dt>
              <dd data-testid="tree-details-f">{numbers(node, true)}</dd>
            </div>
          ) : (
            <div>
              <dt>{t('compare.tree.depth')}</dt>
              <dd>{fmt(node.g)}</dd>
            </div>
          )}
          <div>
            <dt>{t('compare.tree.move')}</dt>
            <dd>
              <MoveInto node={node} domain={domain} />
            </dd>
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
            <dt>{t(domain.actionsAreBlankMoves ? 'compare.tree.sameBoard' : 'domain.tree.sameState')}</dt>
            <dd>{t('compare.tree.times', { count: selected.sameBoardExpanded })}</dd>
          </div>
        </dl>
      </div>
      {selected.children.length > 0 && (
        <div className="tree-details-children">
          <h4>{t('domain.tree.children', { count: selected.children.length })}</h4>
          <ul>
            {selected.children.map((child) => (
              <li key={child.id}>
                <button
                  type="button"
                  className="button small-button"
                  data-testid="tree-child"
                  data-f={child.f}
                  onClick={() => onPick(child.id)}
                >
                  {childName(child)} <span className="tree-child-numbers">{numbers(child, usesH)}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
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
