/**
 * The tree's canvas and viewport: the canvas follows its box at the device's pixel ratio, the
 * drawing is requested once per animation frame, and the viewport fits the whole tree until the
 * user moves it (zoom, pan, centre), after which it stays where they put it.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { drawTree, type DrawState, type NodeText } from './treeDraw';
import type { TreeLayout } from './treeLayout';
import { DARK_PALETTE, LIGHT_PALETTE } from './treeStyle';
import { centreOn, fitViewport, isInView, zoomAt, type Viewport } from './treeViewport';
import { useDocumentTheme } from './useDocumentTheme';

export interface DrawInputs {
  layout: TreeLayout | null;
  statuses: Uint8Array;
  /** Index in the layout of the selected node, or -1. */
  selectedIndex: number;
  /** Depth runs to the right (a single branch, a random walk). */
  sideways: boolean;
  textScale: number;
  /** Fitting never zooms out past this (projector: labels of 24 px); the view then centres on focusIndex. */
  minScale: number;
  /** The layout index the view centres on when the whole tree cannot fit at minScale. */
  focusIndex: number;
  text: (id: number) => NodeText;
  /** The domain's close-up drawing of a node's state, or null (treeViews.ts). */
  drawState: DrawState | null;
  passLabel: (pass: number, bound: number) => string;
  passShort: (pass: number) => string;
  passRange: (first: number, last: number) => string;
  layoutMs: () => number;
}

export interface TreeCanvas {
  wrapRef: React.RefObject<HTMLDivElement | null>;
  canvasRef: React.RefObject<HTMLCanvasElement | null>;
  /** The viewport now (null before the first draw). */
  viewport: () => Viewport | null;
  /** The canvas's size in CSS pixels. */
  size: () => { w: number; h: number };
  /** The user moves the view: from now on it stays where they put it. */
  moveView: (next: (vp: Viewport) => Viewport) => void;
  /** Zooms about the middle of the view. */
  zoomBy: (factor: number) => void;
  /** Fits the whole tree again, and keeps fitting it. */
  fit: () => void;
  /** Centres the view on the layout's i-th node, zoomed in to at least 1 if asked. */
  centreOnIndex: (i: number, zoomIn: boolean) => void;
  /** Centres on the layout's i-th node when it is out of view, without zooming. */
  keepInView: (i: number) => void;
  /** Starts fitting again (a new run, another pass, the branch shown or not). */
  refit: () => void;
}

export function useTreeCanvas(inputs: DrawInputs): TreeCanvas {
  const wrapRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const vpRef = useRef<Viewport | null>(null);
  /** Fit the whole tree on every draw until the user moves the view (zoom, pan, centre). */
  const autoFit = useRef(true);
  const sizeRef = useRef({ w: 0, h: 0 });
  // What the next frame draws: written after each render, read by the frame (maybe later).
  const latest = useRef(inputs);
  useLayoutEffect(() => {
    latest.current = inputs;
  });

  const frame = useRef<number | null>(null);
  const draw = useCallback(() => {
    frame.current = null;
    const canvas = canvasRef.current;
    const wrap = wrapRef.current;
    const d = latest.current;
    if (!canvas || !wrap || !d.layout) return;
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    const { w, h } = sizeRef.current;
    if (w === 0 || h === 0) return;
    if (autoFit.current || !vpRef.current || vpRef.current.horizontal !== d.sideways) {
      const fitted = fitViewport(d.layout, w, h, d.sideways);
      const i = d.focusIndex >= 0 && d.focusIndex < d.layout.size ? d.focusIndex : 0;
      vpRef.current =
        fitted.scale >= d.minScale
          ? fitted
          : centreOn({ ...fitted, minLevelPx: 0 }, d.layout.x[i], d.layout.y[i], w, h, d.minScale);
    }
    const t0 = performance.now();
    const stats = drawTree(ctx, {
      palette: document.documentElement.dataset.theme === 'dark' ? DARK_PALETTE : LIGHT_PALETTE,
      width: w,
      height: h,
      dpr: window.devicePixelRatio || 1,
      vp: vpRef.current,
      layout: d.layout,
      statuses: d.statuses,
      selected: d.selectedIndex,
      text: d.text,
      drawState: d.drawState,
      passLabel: d.passLabel,
      passShort: d.passShort,
      passRange: d.passRange,
      textScale: d.textScale,
    });
    wrap.dataset.drawMs = (performance.now() - t0).toFixed(1);
    wrap.dataset.layoutMs = d.layoutMs().toFixed(1);
    wrap.dataset.mode = stats.mode;
    wrap.dataset.drawn = String(stats.nodes);
    wrap.dataset.passLabels = String(stats.passLabels);
    wrap.dataset.scale = vpRef.current.scale.toFixed(3);
    wrap.dataset.labelPx = String(stats.labelPx);
    // Which layout this picture is of, and how many pictures so far: a test (or a screen
    // reader's tooling) can wait for the canvas to show the tree the DOM already describes.
    wrap.dataset.drawnSize = String(d.layout.size);
    wrap.dataset.draws = String(Number(wrap.dataset.draws ?? 0) + 1);
  }, []);

  const requestDraw = useCallback(() => {
    if (frame.current === null) frame.current = requestAnimationFrame(draw);
  }, [draw]);

  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  const theme = useDocumentTheme();
  const { layout, statuses, selectedIndex, textScale, text, drawState, passLabel, passShort, passRange } = inputs;
  useEffect(() => {
    requestDraw();
  }, [
    layout,
    statuses,
    selectedIndex,
    theme,
    textScale,
    text,
    drawState,
    passLabel,
    passShort,
    passRange,
    requestDraw,
  ]);

  // The canvas follows its box, at the device's pixel ratio (crisp on a projector or a phone).
  useLayoutEffect(() => {
    const wrap = wrapRef.current;
    const canvas = canvasRef.current;
    if (!wrap || !canvas) return;
    const resize = () => {
      const w = wrap.clientWidth;
      const h = wrap.clientHeight;
      const dpr = window.devicePixelRatio || 1;
      sizeRef.current = { w, h };
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

  const moveView = useCallback(
    (next: (vp: Viewport) => Viewport) => {
      if (!vpRef.current) return;
      autoFit.current = false;
      vpRef.current = next(vpRef.current);
      requestDraw();
    },
    [requestDraw],
  );

  // Stable across renders: the functions read refs only, so effects may depend on them.
  return useMemo<TreeCanvas>(
    () => ({
      wrapRef,
      canvasRef,
      viewport: () => vpRef.current,
      size: () => sizeRef.current,
      moveView,
      zoomBy: (factor) => {
        const { w, h } = sizeRef.current;
        moveView((vp) => zoomAt(vp, factor, w / 2, h / 2));
      },
      fit: () => {
        autoFit.current = true;
        requestDraw();
      },
      centreOnIndex: (i, zoomIn) => {
        const lay = latest.current.layout;
        if (!lay || i < 0) return;
        const { w, h } = sizeRef.current;
        moveView((vp) => centreOn(vp, lay.x[i], lay.y[i], w, h, zoomIn ? Math.max(vp.scale, 1) : vp.scale));
      },
      keepInView: (i) => {
        const lay = latest.current.layout;
        const vp = vpRef.current;
        if (!lay || i < 0 || autoFit.current || !vp) return;
        const { w, h } = sizeRef.current;
        if (!isInView(vp, lay.x[i], lay.y[i], w, h)) vpRef.current = centreOn(vp, lay.x[i], lay.y[i], w, h);
      },
      refit: () => {
        autoFit.current = true;
      },
    }),
    [moveView, requestDraw],
  );
}
