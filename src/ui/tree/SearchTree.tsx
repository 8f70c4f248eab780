/**
 * The search tree of one run at its cursor: every generated node, laid out as a tidy tree and
 * drawn on a canvas, marked by status; zoom and pan with the wheel, by dragging, by pinching
 * (touch screens), with the buttons or the keyboard; click a node for its state and numbers;
 * "only the branch to the goal". Used per pane in compare mode and as a tab in the visualizer.
 * Each node's state is drawn by its domain's tree view (src/ui/domains/treeViews.ts): a board, a
 * city's name, a grid's cell; where steps do not all cost 1, each link carries its step's cost.
 *
 * The view composes its hooks: the layout (throttled while playing, `useTreeLayout`), the
 * canvas and viewport (`useTreeCanvas`), the gestures (`useTreeGestures`) and the picked node
 * (`useTreeSelection`). Statuses and drawing follow every step.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { puzzleDomain } from '../../core/domain/puzzle';
import { algorithmInfo } from '../../core/solvers/algorithms';
import { useUiStore } from '../../store/uiStore';
import { treeViewFor } from '../domains/treeViews';
import { TreeDetails } from './TreeDetails';
import { TreeLegend } from './TreeLegend';
import { TreeToolbar } from './TreeToolbar';
import type { DrawState, NodeText } from './treeDraw';
import { treeIndexOf } from './treeIndex';
import { nodeText } from './treeNodeText';
import { indexOfId } from './treeLayout';
import type { TreeSource } from './treeSource';
import { computeStatuses, solutionIds, STATUS, STATUS_NAMES, type StatusName } from './treeStatus';
import { hitTest } from './treeViewport';
import { useTreeCanvas } from './useTreeCanvas';
import { useTreeGestures } from './useTreeGestures';
import { useTreeLayout } from './useTreeLayout';
import { useTreeSelection } from './useTreeSelection';
import './tree.css';

export type { TreeSource } from './treeSource';

/**
 * Projector mode: the tree's labels are drawn larger, as the page's own text is, and fitting
 * stops at the zoom where they are 24 px (a large tree is then shown around the current node).
 */
const PROJECTOR_TEXT_SCALE = 1.5;
const PROJECTOR_MIN_SCALE = 1.6;

export function SearchTree({ source, busy, label }: { source: TreeSource; busy: boolean; label: string }) {
  // The tree's strings (the compare namespace) and the domain's words (a road map's or a grid's tree).
  const { t } = useTranslation(['translation', 'compare', 'domain']);
  const keysId = useId();
  const { replayer, at, algorithm, runKey } = source;
  const domain = useMemo(
    () => source.domain ?? puzzleDomain(source.puzzle!.rows, source.puzzle!.cols),
    [source.domain, source.puzzle],
  );
  const { cursor, view } = at;
  const usesH = algorithmInfo(algorithm)?.usesHeuristic ?? false;
  const index = treeIndexOf(replayer);
  const solution = solutionIds(view);
  const currentId = view.current?.id ?? null;
  const treeView = treeViewFor(domain.kind);

  const [branchOnly, setBranchOnly] = useState(false);
  const [pass, setPass] = useState(0);
  const [follow, setFollow] = useState(true);
  const [lastRun, setLastRun] = useState(runKey);
  if (lastRun !== runKey) {
    // A new run: start over (React's "adjust state while rendering" pattern).
    setLastRun(runKey);
    setBranchOnly(false);
    setPass(0);
  }
  const branch = branchOnly && solution ? solution : null;
  const { selectedId, setSelectedId, selected } = useTreeSelection(runKey, replayer, index, at, domain);
  const { layout, layoutMs } = useTreeLayout({
    runKey,
    index,
    cursor,
    branch,
    pass,
    solution,
    currentId,
    selectedId,
    busy,
  });

  // ---- statuses at the cursor (cheap; every step: `at` is new on every move) ----
  const statuses = useMemo(
    () => (layout ? computeStatuses(layout, index, at.cursor, at.view) : new Uint8Array(0)),
    [layout, index, at],
  );
  const counts = useMemo(() => {
    const out: Partial<Record<StatusName, number>> = {};
    for (let i = 0; i < statuses.length; i++) {
      const name = STATUS_NAMES[statuses[i]];
      out[name] = (out[name] ?? 0) + 1;
    }
    return out;
  }, [statuses]);

  // ---- drawing ----
  const text = useCallback(
    (id: number): NodeText => {
      const n = replayer.node(id);
      return n ? nodeText(domain, treeView, n, usesH) : { name: null, main: '', detail: null, stepCost: null };
    },
    [replayer, usesH, domain, treeView],
  );
  const drawState = useMemo<DrawState | null>(() => {
    const draw = treeView.draw;
    if (!draw) return null;
    return (ctx, id, area, ink) => draw(ctx, domain, replayer.node(id)!.key, area, ink);
  }, [treeView, domain, replayer]);
  const passLabel = useCallback((p: number, bound: number) => t('compare.tree.passLabel', { pass: p, bound }), [t]);
  const passShort = useCallback((p: number) => t('compare.tree.passShort', { pass: p }), [t]);
  const passRange = useCallback((first: number, last: number) => t('compare.tree.passRange', { first, last }), [t]);
  const projector = useUiStore((u) => u.projector);
  const textScale = projector ? PROJECTOR_TEXT_SCALE : 1;
  const canvas = useTreeCanvas({
    layout,
    statuses,
    selectedIndex: layout && selectedId !== null ? indexOfId(layout, selectedId) : -1,
    // A single branch and a random walk are long chains: a wide screen shows them sideways.
    sideways: branch !== null || (algorithmInfo(algorithm)?.randomWalk ?? false),
    textScale,
    minScale: projector ? PROJECTOR_MIN_SCALE : 0,
    focusIndex: layout && currentId !== null ? indexOfId(layout, currentId) : 0,
    text,
    drawState,
    passLabel,
    passShort,
    passRange,
    layoutMs,
  });
  const { refit, keepInView, wrapRef, canvasRef } = canvas;
  useEffect(() => refit(), [runKey, branchOnly, pass, refit]);

  // Follow the current node when it leaves the view, when a new layout arrives (not per step).
  const current = useRef(currentId);
  useLayoutEffect(() => {
    current.current = currentId;
  });
  useEffect(() => {
    if (layout && follow && current.current !== null) keepInView(indexOfId(layout, current.current));
  }, [layout, follow, keepInView]);

  const centreOnId = (id: number | null, zoomIn = false) => {
    if (id !== null && layout) canvas.centreOnIndex(indexOfId(layout, id), zoomIn);
  };
  const gestures = useTreeGestures(canvas, {
    pickAt: (x, y, orClear) => {
      const vp = canvas.viewport();
      if (!layout || !vp) return;
      const hit = hitTest(layout, (i) => statuses[i] !== STATUS.hidden, vp, x, y);
      if (hit >= 0) setSelectedId(layout.ids[hit]);
      else if (orClear) setSelectedId(null);
    },
    centreOnCurrent: () => centreOnId(currentId, true),
    clearSelection: () => setSelectedId(null),
  });

  const passes = index.passes.filter((p) => index.generatedAt[p.rootId] < cursor);
  const summary = layout
    ? layout.omitted > 0
      ? t('compare.tree.summaryLimited', { shown: layout.size, total: layout.total })
      : t('compare.tree.summary', { count: layout.size })
    : '';
  const solutionCount = counts.solution ?? 0;

  return (
    <section className="search-tree" aria-label={label}>
      <TreeToolbar
        canvas={canvas}
        onCurrent={currentId === null ? null : () => centreOnId(currentId, true)}
        branchOnly={branchOnly && solution !== null}
        onBranchOnly={solution === null ? null : setBranchOnly}
        follow={follow}
        onFollow={setFollow}
        passes={branch ? [] : passes}
        pass={pass}
        onPass={setPass}
      />
      <div className="tree-stage">
        <div
          ref={wrapRef}
          className="tree-canvas-wrap"
          tabIndex={0}
          role="application"
          aria-label={`${label}. ${summary}`}
          aria-describedby={keysId}
          onKeyDown={gestures.onKeyDown}
          data-testid="search-tree"
          data-nodes={layout?.size ?? 0}
          data-total={layout?.total ?? 0}
          data-branch-only={branch ? 'true' : 'false'}
          data-solution-nodes={solutionCount}
          data-current={currentId ?? ''}
        >
          <canvas ref={canvasRef} aria-hidden="true" {...gestures.canvas} />
        </div>
        {selected && (
          <TreeDetails
            selected={selected}
            usesH={usesH}
            onParent={() => setSelectedId(selected.node.parentId)}
            onPick={setSelectedId}
            onCentre={() => centreOnId(selectedId, true)}
            onClose={() => setSelectedId(null)}
          />
        )}
      </div>
      <TreeLegend
        counts={counts}
        usesH={usesH}
        labelKey={
          domain.actionsAreBlankMoves ? undefined : t(usesH ? 'domain.tree.labelKeyH' : 'domain.tree.labelKeyG')
        }
      />
      <p className="muted small tree-summary" data-testid="tree-summary">
        {summary}
        {solutionCount > 0 && ` · ${t('compare.tree.solutionCount', { count: solutionCount })}`}
        {solution === null && ` · ${t('compare.tree.branchHint')}`}
        {!selected && ` · ${t('compare.tree.pickNode')}`}
      </p>
      <p id={keysId} className="muted small tree-keys">
        {t('compare.tree.keys')}
      </p>
    </section>
  );
}
