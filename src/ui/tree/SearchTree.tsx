/**
 * The search tree of one run at its cursor: every generated node, laid out as a tidy tree and
 * drawn on a canvas, marked by status; zoom and pan with the wheel, by dragging, by pinching
 * (touch screens), with the buttons or the keyboard; click a node for its board and numbers;
 * "only the branch to the goal". Used per pane in compare mode and as a tab in the visualizer.
 *
 * Laying out 20,000 nodes takes tens of milliseconds, so while a run plays the layout is
 * refreshed at most every LAYOUT_EVERY_MS; statuses and drawing follow every step.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlgorithmId } from '../../core/events';
import type { Puzzle } from '../../core/puzzle';
import type { Replayer, ReplayView } from '../../core/replay';
import { algorithmInfo } from '../../core/solvers/algorithms';
import { makeCodec } from '../../core/stateKey';
import { TreeDetails, type SelectedNode } from './TreeDetails';
import { TreeLegend } from './TreeLegend';
import { drawTree, type NodeText } from './treeDraw';
import { treeIndexOf } from './treeIndex';
import { indexOfId, layoutTree, TREE_NODE_LIMIT, type TreeLayout } from './treeLayout';
import { computeStatuses, solutionIds, STATUS, STATUS_NAMES, statusOf, type StatusName } from './treeStatus';
import {
  centreOn,
  fitViewport,
  hitTest,
  isInView,
  panBy,
  pinch,
  zoomAt,
  type ScreenPoint,
  type Viewport,
} from './treeViewport';
import { DARK_PALETTE, LIGHT_PALETTE } from './treeStyle';
import { useDocumentTheme } from './useDocumentTheme';
import { useUiStore } from '../../store/uiStore';
import './tree.css';

/** How much larger the tree's labels are drawn in projector mode. */
const PROJECTOR_TEXT_SCALE = 1.35;

export interface TreeSource {
  /** Changes when a new run is loaded: selection and zoom start over. */
  runKey: string;
  replayer: Replayer;
  view: ReplayView;
  cursor: number;
  puzzle: Puzzle;
  algorithm: AlgorithmId;
  /** Bumped on every move of the cursor. */
  version: number;
}

const LAYOUT_EVERY_MS = 300;
const PAN_STEP = 80;
const ZOOM_STEP = 1.4;

function fmt(v: number): string {
  return Number.isInteger(v) ? String(v) : v.toFixed(1);
}

export function SearchTree({ source, busy, label }: { source: TreeSource; busy: boolean; label: string }) {
  const { t } = useTranslation();
  const keysId = useId();
  const { replayer, view, cursor, puzzle, algorithm, runKey, version } = source;
  const usesH = algorithmInfo(algorithm)?.usesHeuristic ?? false;
  const index = treeIndexOf(replayer);
  const solution = solutionIds(view);

  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [branchOnly, setBranchOnly] = useState(false);
  const [pass, setPass] = useState(0);
  const [follow, setFollow] = useState(true);
  const [layout, setLayout] = useState<TreeLayout | null>(null);
  const [lastRun, setLastRun] = useState(runKey);
  if (lastRun !== runKey) {
    // A new run: start over (React's "adjust state while rendering" pattern).
    setLastRun(runKey);
    setSelectedId(null);
    setBranchOnly(false);
    setPass(0);
    setLayout(null);
  }
  const branch = branchOnly && solution ? solution : null;

  const wrapRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const vpRef = useRef<Viewport | null>(null);
  /** Fit the whole tree on every draw until the user moves the view (zoom, pan, centre). */
  const autoFit = useRef(true);
  const size = useRef({ w: 0, h: 0 });
  const timing = useRef({ layoutMs: 0, drawMs: 0, lastLayoutAt: 0 });
  const pendingLayout = useRef<number | null>(null);

  // ---- layout (throttled while playing) ----
  const count = index.countAt(cursor);
  const keep = useMemo(() => {
    const ids = [...(solution ?? [])];
    if (view.current) ids.push(view.current.id);
    if (selectedId !== null) ids.push(selectedId);
    return ids;
  }, [solution, view.current, selectedId]); // eslint-disable-line react-hooks/exhaustive-deps -- view.current is read at this version
  // Past the node limit the kept branches (current, selected) change the node set too.
  const keepKey = count > TREE_NODE_LIMIT ? keep.join(',') : '';
  const layoutKey = `${runKey}|${count}|${branch ? 'b' : ''}|${pass}|${solution ? 's' : ''}|${keepKey}`;
  // The latest inputs, for a layout that runs later (throttled): refs are written in effects.
  const inputs = useRef({ index, cursor, branch, pass, keep, layoutKey });
  useLayoutEffect(() => {
    inputs.current = { index, cursor, branch, pass, keep, layoutKey };
  });
  const madeFor = useRef('');

  const relayout = useCallback(() => {
    pendingLayout.current = null;
    const { index: idx, cursor: c, branch: only, pass: p, keep: k, layoutKey: key } = inputs.current;
    if (madeFor.current === key) return;
    const t0 = performance.now();
    const next = layoutTree(idx, c, { only, pass: p, keep: k, limit: TREE_NODE_LIMIT });
    timing.current.layoutMs = performance.now() - t0;
    timing.current.lastLayoutAt = performance.now();
    madeFor.current = key;
    setLayout(next);
  }, [setLayout]);

  useEffect(() => {
    if (madeFor.current === layoutKey && layout) return;
    const since = performance.now() - timing.current.lastLayoutAt;
    if (busy && layout && since < LAYOUT_EVERY_MS) {
      if (pendingLayout.current === null) {
        pendingLayout.current = window.setTimeout(relayout, LAYOUT_EVERY_MS - since);
      }
      return;
    }
    relayout();
  }, [layoutKey, busy, layout, relayout]);

  useEffect(
    () => () => {
      if (pendingLayout.current !== null) window.clearTimeout(pendingLayout.current);
    },
    [],
  );

  useEffect(() => {
    autoFit.current = true;
  }, [runKey, branchOnly, pass]);

  // ---- statuses at the cursor (cheap; every step) ----
  const statuses = useMemo(
    () => (layout ? computeStatuses(layout, index, cursor, view) : new Uint8Array(0)),
    [layout, index, cursor, view, version], // eslint-disable-line react-hooks/exhaustive-deps -- the view object is reused: version says it changed
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
  const codec = useMemo(() => makeCodec(puzzle.rows, puzzle.cols), [puzzle]);
  const selectedIndex = layout && selectedId !== null ? indexOfId(layout, selectedId) : -1;
  // A single branch and a random walk are long chains: a wide screen shows them sideways.
  const sideways = branch !== null || algorithm === 'random';
  // Projector mode: labels drawn larger, as the page's own text is.
  const textScale = useUiStore((u) => (u.projector ? PROJECTOR_TEXT_SCALE : 1));
  const drawState = useRef({ layout, statuses, selectedIndex, sideways, textScale });
  useLayoutEffect(() => {
    drawState.current = { layout, statuses, selectedIndex, sideways, textScale };
  });

  const text = useCallback(
    (id: number): NodeText => {
      const n = replayer.node(id);
      if (!n) return { main: '', detail: null };
      return usesH ? { main: `f ${fmt(n.f)}`, detail: `g ${n.g} · h ${n.h}` } : { main: `g ${n.g}`, detail: null };
    },
    [replayer, usesH],
  );
  const board = useCallback((id: number) => codec.decode(replayer.node(id)!.key), [codec, replayer]);
  const passLabel = useCallback((p: number, bound: number) => t('compare.tree.passLabel', { pass: p, bound }), [t]);
  const passShort = useCallback((p: number) => t('compare.tree.passShort', { pass: p }), [t]);
  const passRange = useCallback((first: number, last: number) => t('compare.tree.passRange', { first, last }), [t]);

  const frame = useRef<number | null>(null);
  const draw = useCallback(() => {
    frame.current = null;
    const canvas = canvasRef.current;
    const wrap = wrapRef.current;
    const { layout: lay, statuses: st, selectedIndex: sel, sideways, textScale: scaleText } = drawState.current;
    if (!canvas || !wrap || !lay) return;
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    const { w, h } = size.current;
    if (w === 0 || h === 0) return;
    if (autoFit.current || !vpRef.current || vpRef.current.horizontal !== sideways) {
      vpRef.current = fitViewport(lay, w, h, sideways);
    }
    const t0 = performance.now();
    const stats = drawTree(ctx, {
      palette: document.documentElement.dataset.theme === 'dark' ? DARK_PALETTE : LIGHT_PALETTE,
      width: w,
      height: h,
      dpr: window.devicePixelRatio || 1,
      vp: vpRef.current,
      layout: lay,
      statuses: st,
      selected: sel,
      text,
      board,
      cols: puzzle.cols,
      passLabel,
      passShort,
      passRange,
      textScale: scaleText,
    });
    timing.current.drawMs = performance.now() - t0;
    wrap.dataset.drawMs = timing.current.drawMs.toFixed(1);
    wrap.dataset.layoutMs = timing.current.layoutMs.toFixed(1);
    wrap.dataset.mode = stats.mode;
    wrap.dataset.drawn = String(stats.nodes);
    wrap.dataset.passLabels = String(stats.passLabels);
    wrap.dataset.scale = vpRef.current.scale.toFixed(3);
  }, [text, board, passLabel, passShort, passRange, puzzle.cols]);

  const requestDraw = useCallback(() => {
    if (frame.current === null) frame.current = requestAnimationFrame(draw);
  }, [draw]);

  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  // Follow the current node when it leaves the view (only when a new layout arrives).
  useEffect(() => {
    if (!layout || !follow || !view.current || autoFit.current || !vpRef.current) return;
    const i = indexOfId(layout, view.current.id);
    if (i < 0) return;
    const { w, h } = size.current;
    if (!isInView(vpRef.current, layout.x[i], layout.y[i], w, h)) {
      vpRef.current = centreOn(vpRef.current, layout.x[i], layout.y[i], w, h);
    }
  }, [layout, follow]); // eslint-disable-line react-hooks/exhaustive-deps -- on a new layout only

  const theme = useDocumentTheme();
  useEffect(() => {
    requestDraw();
  }, [layout, statuses, selectedIndex, theme, textScale, requestDraw]);

  // The canvas follows its box, at the device's pixel ratio (crisp on a projector or a phone).
  useLayoutEffect(() => {
    const wrap = wrapRef.current;
    const canvas = canvasRef.current;
    if (!wrap || !canvas) return;
    const resize = () => {
      const w = wrap.clientWidth;
      const h = wrap.clientHeight;
      const dpr = window.devicePixelRatio || 1;
      size.current = { w, h };
      canvas.width = Math.max(1, Math.round(w * dpr));
      canvas.height = Math.max(1, Math.round(h * dpr));
      canvas.style.width = `${w}px`;
      canvas.style.height = `${h}px`;
      requestDraw();
    };
    resize();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(resize);
    observer.observe(wrap);
    return () => observer.disconnect();
  }, [requestDraw]);

  // ---- interaction ----
  /** The user moves the view: from now on it stays where they put it. */
  const setViewport = useCallback(
    (next: (vp: Viewport) => Viewport) => {
      if (!vpRef.current) return;
      autoFit.current = false;
      vpRef.current = next(vpRef.current);
      requestDraw();
    },
    [requestDraw],
  );
  const zoomBy = (factor: number) => {
    const { w, h } = size.current;
    setViewport((vp) => zoomAt(vp, factor, w / 2, h / 2));
  };
  const fit = () => {
    autoFit.current = true;
    requestDraw();
  };
  const centreOnId = (id: number | null | undefined, zoomIn = false) => {
    if (id === null || id === undefined || !layout) return;
    const i = indexOfId(layout, id);
    if (i < 0) return;
    const { w, h } = size.current;
    setViewport((vp) => centreOn(vp, layout.x[i], layout.y[i], w, h, zoomIn ? Math.max(vp.scale, 1) : vp.scale));
  };

  useEffect(() => {
    const wrap = wrapRef.current;
    if (!wrap) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const rect = wrap.getBoundingClientRect();
      const factor = Math.exp(-e.deltaY * (e.deltaMode === 1 ? 0.05 : 0.0015));
      setViewport((vp) => zoomAt(vp, factor, e.clientX - rect.left, e.clientY - rect.top));
    };
    wrap.addEventListener('wheel', onWheel, { passive: false });
    return () => wrap.removeEventListener('wheel', onWheel);
  }, [setViewport]);

  const drag = useRef<{ x: number; y: number; moved: boolean; id: number } | null>(null);
  /** Pointers down on the canvas, in view coordinates: two of them make a pinch. */
  const pointers = useRef(new Map<number, ScreenPoint>());
  const viewPoint = (e: React.PointerEvent): ScreenPoint => {
    const rect = wrapRef.current!.getBoundingClientRect();
    return [e.clientX - rect.left, e.clientY - rect.top];
  };
  const onPointerDown = (e: React.PointerEvent) => {
    if (e.button !== 0) return;
    (e.target as Element).setPointerCapture?.(e.pointerId);
    pointers.current.set(e.pointerId, viewPoint(e));
    // A second finger starts a pinch: neither finger then drags or picks a node.
    drag.current = pointers.current.size === 1 ? { x: e.clientX, y: e.clientY, moved: false, id: e.pointerId } : null;
  };
  const onPointerMove = (e: React.PointerEvent) => {
    const down = pointers.current;
    if (down.has(e.pointerId) && down.size === 2) {
      const before = [...down.values()] as [ScreenPoint, ScreenPoint];
      down.set(e.pointerId, viewPoint(e));
      const after = [...down.values()] as [ScreenPoint, ScreenPoint];
      setViewport((vp) => pinch(vp, before, after));
      return;
    }
    if (down.has(e.pointerId)) down.set(e.pointerId, viewPoint(e));
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) < 4) return;
    d.moved = true;
    d.x = e.clientX;
    d.y = e.clientY;
    setViewport((vp) => panBy(vp, dx, dy));
  };
  const onPointerUp = (e: React.PointerEvent) => {
    pointers.current.delete(e.pointerId);
    const d = drag.current;
    drag.current = null;
    if (!d || d.moved || !layout || !vpRef.current || !wrapRef.current) return;
    const rect = wrapRef.current.getBoundingClientRect();
    const hit = hitTest(
      layout,
      (i) => statuses[i] !== STATUS.hidden,
      vpRef.current,
      e.clientX - rect.left,
      e.clientY - rect.top,
    );
    setSelectedId(hit >= 0 ? layout.ids[hit] : null);
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const { w, h } = size.current;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => setViewport((vp) => panBy(vp, PAN_STEP, 0)),
      ArrowRight: () => setViewport((vp) => panBy(vp, -PAN_STEP, 0)),
      ArrowUp: () => setViewport((vp) => panBy(vp, 0, PAN_STEP)),
      ArrowDown: () => setViewport((vp) => panBy(vp, 0, -PAN_STEP)),
      '+': () => zoomBy(ZOOM_STEP),
      '=': () => zoomBy(ZOOM_STEP),
      '-': () => zoomBy(1 / ZOOM_STEP),
      _: () => zoomBy(1 / ZOOM_STEP),
      '0': fit,
      c: () => centreOnId(view.current?.id, true),
      Escape: () => setSelectedId(null),
      Enter: () => {
        if (!layout || !vpRef.current) return;
        const hit = hitTest(layout, (i) => statuses[i] !== STATUS.hidden, vpRef.current, w / 2, h / 2);
        if (hit >= 0) setSelectedId(layout.ids[hit]);
      },
    };
    const action = actions[e.key];
    if (!action) return;
    // The page's playback keys (arrows, Space...) must not also act while the tree has focus.
    e.preventDefault();
    e.stopPropagation();
    action();
  };

  // ---- the selected node ----
  const selected: SelectedNode | null = useMemo(() => {
    if (selectedId === null) return null;
    const node = replayer.node(selectedId);
    if (!node) return null;
    const solutionSet = solution ? new Set(solution) : null;
    let same = 0;
    const limit = index.countAt(cursor);
    for (let id = 0; id < limit; id++) {
      if (index.expandedBy(id, cursor) && replayer.node(id)?.key === node.key) same++;
    }
    return {
      node,
      tiles: codec.decode(node.key),
      cols: puzzle.cols,
      status: STATUS_NAMES[statusOf(index, selectedId, cursor, view, solutionSet)],
      pass: index.pass[selectedId] ?? 0,
      sameBoardExpanded: same,
      hasParent: node.parentId >= 0,
    };
  }, [selectedId, version, cursor]); // eslint-disable-line react-hooks/exhaustive-deps -- recomputed per move

  const passes = index.passes.filter((p) => index.generatedAt[p.rootId] < cursor);
  const summary = layout
    ? layout.omitted > 0
      ? t('compare.tree.summaryLimited', { shown: layout.size, total: layout.total })
      : t('compare.tree.summary', { count: layout.size })
    : '';
  const solutionCount = counts.solution ?? 0;

  return (
    <section className="search-tree" aria-label={label}>
      <div className="tree-toolbar" role="toolbar" aria-label={t('compare.tree.tools')}>
        <button
          type="button"
          className="button icon"
          onClick={() => zoomBy(ZOOM_STEP)}
          aria-label={t('compare.tree.zoomIn')}
          title={t('compare.tree.zoomIn')}
        >
          +
        </button>
        <button
          type="button"
          className="button icon"
          onClick={() => zoomBy(1 / ZOOM_STEP)}
          aria-label={t('compare.tree.zoomOut')}
          title={t('compare.tree.zoomOut')}
        >
          −
        </button>
        <button type="button" className="button" onClick={fit}>
          {t('compare.tree.fit')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => centreOnId(view.current?.id, true)}
          disabled={!view.current}
        >
          {t('compare.tree.current')}
        </button>
        <label className="check">
          <input
            type="checkbox"
            checked={branchOnly && solution !== null}
            disabled={solution === null}
            onChange={(e) => setBranchOnly(e.target.checked)}
          />
          <span>{t('compare.tree.branchOnly')}</span>
        </label>
        <label className="check">
          <input type="checkbox" checked={follow} onChange={(e) => setFollow(e.target.checked)} />
          <span>{t('compare.tree.follow')}</span>
        </label>
        {passes.length > 0 && !branch && (
          <label className="tree-pass">
            <span>{t('compare.tree.passes')}</span>
            <select
              value={pass}
              onChange={(e) => setPass(Number(e.target.value))}
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
      <div className="tree-stage">
        <div
          ref={wrapRef}
          className="tree-canvas-wrap"
          tabIndex={0}
          role="application"
          aria-label={`${label}. ${summary}`}
          aria-describedby={keysId}
          onKeyDown={onKeyDown}
          data-testid="search-tree"
          data-nodes={layout?.size ?? 0}
          data-total={layout?.total ?? 0}
          data-branch-only={branch ? 'true' : 'false'}
          data-solution-nodes={solutionCount}
          data-current={view.current?.id ?? ''}
        >
          <canvas
            ref={canvasRef}
            aria-hidden="true"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={(e) => {
              pointers.current.delete(e.pointerId);
              drag.current = null;
            }}
            onDoubleClick={(e) => {
              const rect = wrapRef.current!.getBoundingClientRect();
              setViewport((vp) => zoomAt(vp, 2, e.clientX - rect.left, e.clientY - rect.top));
            }}
          />
        </div>
        {selected && (
          <TreeDetails
            selected={selected}
            usesH={usesH}
            onParent={() => setSelectedId(selected.node.parentId)}
            onCentre={() => centreOnId(selectedId, true)}
            onClose={() => setSelectedId(null)}
          />
        )}
      </div>
      <TreeLegend counts={counts} usesH={usesH} />
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
