/** The tree's tools: zoom, fit, centre on the current node, the branch to the goal, follow, passes. */
import { useTranslation } from 'react-i18next';
import type { PassInfo } from './treeIndex';
import type { TreeCanvas } from './useTreeCanvas';
import { ZOOM_STEP } from './useTreeGestures';

export interface TreeToolbarProps {
  canvas: TreeCanvas;
  /** Centres on the current node; null when there is none. */
  onCurrent: (() => void) | null;
  branchOnly: boolean;
  /** Null while there is no solution (no branch to show). */
  onBranchOnly: ((on: boolean) => void) | null;
  follow: boolean;
  onFollow: (on: boolean) => void;
  /** The passes so far (IDA*, IDDFS); empty hides the picker. */
  passes: readonly PassInfo[];
  pass: number;
  onPass: (pass: number) => void;
}

export function TreeToolbar(props: TreeToolbarProps) {
  const { t } = useTranslation(['translation', 'compare']); // the tree's strings load with it
  const { canvas, onCurrent, onBranchOnly, passes } = props;
  return (
    <div className="tree-toolbar" role="toolbar" aria-label={t('compare.tree.tools')}>
      <button
        type="button"
        className="button icon"
        onClick={() => canvas.zoomBy(ZOOM_STEP)}
        aria-label={t('compare.tree.zoomIn')}
        title={t('compare.tree.zoomIn')}
      >
        +
      </button>
      <button
        type="button"
        className="button icon"
        onClick={() => canvas.zoomBy(1 / ZOOM_STEP)}
        aria-label={t('compare.tree.zoomOut')}
        title={t('compare.tree.zoomOut')}
      >
        −
      </button>
      <button type="button" className="button" onClick={canvas.fit}>
        {t('compare.tree.fit')}
      </button>
      <button type="button" className="button" onClick={() => onCurrent?.()} disabled={!onCurrent}>
        {t('compare.tree.current')}
      </button>
      <label className="check">
        <input
          type="checkbox"
          checked={props.branchOnly}
          disabled={!onBranchOnly}
          onChange={(e) => onBranchOnly?.(e.target.checked)}
        />
        <span>{t('compare.tree.branchOnly')}</span>
      </label>
      <label className="check">
        <input type="checkbox" checked={props.follow} onChange={(e) => props.onFollow(e.target.checked)} />
        <span>{t('compare.tree.follow')}</span>
      </label>
      {passes.length > 0 && (
        <label className="tree-pass">
          <span>{t('compare.tree.passes')}</span>
          <select
            value={props.pass}
            onChange={(e) => props.onPass(Number(e.target.value))}
            aria-label={t('compare.tree.passes')}
          >
            <option value={0}>{t('compare.tree.allPasses')}</option>
            {passes.map((p) => (
              <option key={p.pass} value={p.pass}>
                {t('compare.tree.passLabel', { pass: p.pass, bound: p.bound })}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
