/**
 * Zoom, pan, hit testing and drawing of the search tree, with a canvas stand-in that records
 * what is drawn. Also the measurement the issue asks for: layout and drawing of a 20,000+
 * node tree, logged (drawing in Node measures our JavaScript; the e2e spec measures the real
 * canvas in Chromium).
 */
import { describe, expect, it } from 'vitest';
import { makePuzzle } from '../../../src/core/puzzle';
import { createReplayer } from '../../../src/core/replay';
import { runToEnd } from '../../../src/core/solvers';
import { drawTree, modeFor, type DrawInput } from '../../../src/ui/tree/treeDraw';
import { treeIndexOf } from '../../../src/ui/tree/treeIndex';
import { LEVEL_H, NODE_H, NODE_W, layoutTree, TREE_NODE_LIMIT } from '../../../src/ui/tree/treeLayout';
import { computeStatuses, STATUS } from '../../../src/ui/tree/treeStatus';
import { shapePath } from '../../../src/ui/charts/shapes';
import { LIGHT_PALETTE } from '../../../src/ui/tree/treeStyle';
import {
  centreOn,
  fitViewport,
  hitTest,
  panBy,
  pinch,
  toScreen,
  toWorld,
  zoomAt,
  type Viewport,
} from '../../../src/ui/tree/treeViewport';
import { HARDEST_3X3 } from '../scenarios';
import { romaniaDomain } from '../../../src/core/domain/graph/romania';
import { gridDomain } from '../../../src/core/domain/grid/gridDomain';
import { readyMap } from '../../../src/core/domain/grid/readyMaps';
import { startDomainSearch } from '../../../src/core/solvers/domainSearch';
import { treeViewFor } from '../../../src/ui/domains/treeViews';
import { nodeText } from '../../../src/ui/tree/treeNodeText';

/** A 2D context that counts shapes and remembers every point traced. */
function recordingContext() {
  const points: [number, number][] = [];
  let fills = 0;
  const texts: string[] = [];
  const ctx = {
    points,
    texts,
    get fills() {
      return fills;
    },
    setTransform() {},
    clearRect() {},
    beginPath() {},
    closePath() {},
    moveTo(x: number, y: number) {
      points.push([x, y]);
    },
    lineTo(x: number, y: number) {
      points.push([x, y]);
    },
    arc(x: number, y: number) {
      points.push([x, y]);
    },
    rect(x: number, y: number) {
      points.push([x, y]);
    },
    fill() {
      fills++;
    },
    stroke() {},
    setLineDash() {},
    strokeRect() {},
    fillRect() {},
    fillText(t: string) {
      texts.push(t);
    },
    measureText: (t: string) => ({ width: t.length * 7 }),
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    font: '',
    textAlign: 'left',
    textBaseline: 'alphabetic',
  };
  return ctx;
}

function bigBfsTree() {
  // The 31-move board: BFS generates far more than the node limit.
  const { events } = runToEnd(makePuzzle(3, 3), [...HARDEST_3X3[0]], {
    algorithm: 'bfs',
    budget: { maxExpansions: 12_000 },
  });
  const replayer = createReplayer('bfs');
  replayer.append(events!);
  return replayer;
}

function input(partial: Partial<DrawInput> & Pick<DrawInput, 'layout' | 'statuses' | 'vp'>): DrawInput {
  return {
    palette: LIGHT_PALETTE,
    width: 900,
    height: 450,
    dpr: 2,
    selected: -1,
    text: (id) => ({ name: null, main: `f ${id}`, detail: 'g · h', stepCost: null }),
    drawState: null,
    passLabel: (p, b) => `Pass ${p} · bound ${b}`,
    ...partial,
  };
}

describe('viewport', () => {
  const vp: Viewport = { scale: 0.8, ox: 40, oy: 30, minLevelPx: 0, horizontal: false };
  for (const horizontal of [false, true]) {
    it(`zooms about the pointer and converts both ways (${horizontal ? 'sideways' : 'downwards'})`, () => {
      const v = { ...vp, horizontal, minLevelPx: 50 };
      const [wx, wy] = toWorld(v, 333, 222);
      const [sx, sy] = toScreen(v, wx, wy);
      expect(sx).toBeCloseTo(333);
      expect(sy).toBeCloseTo(222);
      for (const factor of [1.4, 1 / 1.4, 3, 0.2]) {
        const z = zoomAt(v, factor, 333, 222);
        const [zx, zy] = toScreen(z, wx, wy);
        expect(zx).toBeCloseTo(333);
        expect(zy).toBeCloseTo(222);
      }
      const p = panBy(v, 10, -5);
      expect(toScreen(p, wx, wy)[0]).toBeCloseTo(343);
      const c = centreOn(v, 500, 4 * LEVEL_H, 900, 400);
      expect(toScreen(c, 500, 4 * LEVEL_H)[0]).toBeCloseTo(450);
      expect(toScreen(c, 500, 4 * LEVEL_H)[1]).toBeCloseTo(200);
    });
  }

  it("pinches: the fingers' spread sets the zoom, the world point under them follows their midpoint", () => {
    for (const horizontal of [false, true]) {
      const v = { ...vp, horizontal, minLevelPx: 0 };
      const from = [
        [300, 200],
        [400, 200],
      ] as const;
      const to = [
        [260, 250],
        [460, 250],
      ] as const; // twice as far apart, midpoint moved by (+10, +50)
      const [wx, wy] = toWorld(v, 350, 200);
      const p = pinch(v, from, to);
      expect(p.scale).toBeCloseTo(v.scale * 2);
      const [sx, sy] = toScreen(p, wx, wy);
      expect(sx).toBeCloseTo(360);
      expect(sy).toBeCloseTo(250);
      // Two fingers on one spot (no spread) change nothing but the pan.
      const same = pinch(v, [from[0], from[0]], [from[0], from[0]]);
      expect(same.scale).toBe(v.scale);
    }
  });

  it('fits a whole tree into the view and finds the node under the pointer', () => {
    const replayer = bigBfsTree();
    const index = treeIndexOf(replayer);
    const layout = layoutTree(index, 2_000, { only: null, pass: 0, keep: [], limit: TREE_NODE_LIMIT });
    for (const [w, h] of [
      [900, 450],
      [360, 500],
    ]) {
      const fit = fitViewport(layout, w, h);
      for (let i = 0; i < layout.size; i++) {
        const [x, y] = toScreen(fit, layout.x[i], layout.y[i]);
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(w);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(h);
      }
    }
    const close = centreOn(fitViewport(layout, 900, 450), layout.x[7], layout.y[7], 900, 450, 1);
    const [x, y] = toScreen(close, layout.x[7], layout.y[7]);
    expect(hitTest(layout, () => true, close, x + 5, y - 5)).toBe(7);
    expect(hitTest(layout, () => true, close, x + NODE_W, y + 300)).toBe(-1);
  });
});

describe('drawing', () => {
  const replayer = bigBfsTree();
  const index = treeIndexOf(replayer);
  const cursor = replayer.length;
  const view = replayer.seek(cursor);
  const layout = layoutTree(index, cursor, { only: null, pass: 0, keep: [], limit: TREE_NODE_LIMIT });
  const statuses = computeStatuses(layout, index, cursor, view);

  it('picks shapes far away, boxes with f = g + h closer, boards close up', () => {
    expect(modeFor(0.05)).toBe('dots');
    expect(modeFor(0.8)).toBe('boxes');
    expect(modeFor(2)).toBe('boards');
    const ctx = recordingContext();
    const vp = centreOn(fitViewport(layout, 900, 450), layout.x[0], layout.y[0], 900, 450, 1);
    const stats = drawTree(ctx as unknown as CanvasRenderingContext2D, input({ layout, statuses, vp }));
    expect(stats.mode).toBe('boxes');
    expect(ctx.texts).toContain('f 0');
    // Only what is on screen: a 900 px wide view holds a dozen boxes per level, not thousands.
    expect(stats.nodes).toBeLessThan(200);
    expect(stats.nodes).toBeGreaterThan(0);
  });

  it('projector mode draws larger labels, never larger than the box allows', () => {
    const fontsAt = (textScale: number) => {
      const ctx = recordingContext();
      const fonts: string[] = [];
      Object.defineProperty(ctx, 'font', { set: (f: string) => fonts.push(f), get: () => fonts.at(-1) ?? '' });
      const vp = centreOn(fitViewport(layout, 900, 450), layout.x[0], layout.y[0], 900, 450, 1.2);
      drawTree(ctx as unknown as CanvasRenderingContext2D, { ...input({ layout, statuses, vp }), textScale });
      return fonts.map((f) => Number(/ (\d+)px/.exec(f)?.[1]));
    };
    const normal = Math.max(...fontsAt(1));
    const projector = Math.max(...fontsAt(1.35));
    expect(normal).toBe(16);
    expect(projector).toBeGreaterThan(normal);
    expect(projector).toBeLessThanOrEqual(Math.floor(NODE_H * 1.2 * 0.3)); // the box's own limit
  });

  it('far away, marks of one status share a cell once: thousands of nodes, a bounded number of marks', () => {
    const ctx = recordingContext();
    const vp = fitViewport(layout, 900, 450);
    const stats = drawTree(ctx as unknown as CanvasRenderingContext2D, input({ layout, statuses, vp }));
    expect(stats.mode).toBe('dots');
    expect(layout.size).toBeGreaterThan(20_000);
    expect(stats.nodes).toBeLessThan(layout.size / 3);
    // Nothing is drawn outside the canvas (plus a margin of one mark).
    for (const [x, y] of ctx.points) {
      expect(x).toBeGreaterThan(-60);
      expect(x).toBeLessThan(960);
      expect(y).toBeGreaterThan(-60);
      expect(y).toBeLessThan(510);
    }
  });

  it('never draws nodes that do not exist yet at the cursor', () => {
    const early = 200;
    const s = computeStatuses(layout, index, early, replayer.seek(early));
    const visible = s.filter((v) => v !== STATUS.hidden).length;
    expect(visible).toBe(index.countAt(early));
    const ctx = recordingContext();
    const stats = drawTree(
      ctx as unknown as CanvasRenderingContext2D,
      input({ layout, statuses: s, vp: fitViewport(layout, 900, 450) }),
    );
    expect(stats.nodes).toBeLessThanOrEqual(visible);
  });

  it('legend marks are real SVG paths for each shape', () => {
    for (const shape of ['star', 'diamond', 'circle', 'square', 'cross', 'triangle', 'small-square'] as const) {
      expect(shapePath(shape, 8, 8, 5)).toMatch(/^M[\d.]+ [\d.]+(L[\d.]+ [\d.]+)+Z$/);
    }
  });
});

describe('the tree on a road map and a grid', () => {
  /** A* from Arad, replayed to just after its first expansion (AIMA Fig. 3.24, second tree). */
  function romaniaAfterFirstExpansion() {
    const started = startDomainSearch(romaniaDomain(), 'Arad', 'Bucharest', { algorithm: 'astar', trace: 'all' });
    if (!started.ok) throw new Error('refused');
    const events = [...started.search];
    const replayer = createReplayer('astar');
    replayer.append(events);
    const cursor = events.findIndex((e) => e.type === 'expand' && e.node.id === 0) + 1;
    // The expand event and the children it generates, up to the next expansion.
    const next = events.findIndex((e, i) => i >= cursor && e.type === 'expand');
    return { replayer, cursor: next };
  }

  it("names each city with f = g + h as Fig. 3.24 does, and writes each road's length on its link", () => {
    const domain = romaniaDomain();
    const { replayer, cursor } = romaniaAfterFirstExpansion();
    const index = treeIndexOf(replayer);
    const view = replayer.seek(cursor);
    const children = [...Array(index.countAt(cursor)).keys()]
      .filter((id) => index.parent[id] === 0)
      .map((id) => nodeText(domain, treeViewFor(domain.kind), replayer.node(id)!, true));
    expect(children.map((c) => [c.name, c.main, c.detail, c.stepCost])).toEqual([
      ['Sibiu', 'f 393', 'g 140 · h 253', '140'],
      ['Timisoara', 'f 447', 'g 118 · h 329', '118'],
      ['Zerind', 'f 449', 'g 75 · h 374', '75'],
    ]);
    const root = nodeText(domain, treeViewFor(domain.kind), replayer.node(0)!, true);
    expect(root).toEqual({ name: 'Arad', main: 'f 366', detail: 'g 0 · h 366', stepCost: null });

    const layout = layoutTree(index, cursor, { only: null, pass: 0, keep: [], limit: TREE_NODE_LIMIT });
    const statuses = computeStatuses(layout, index, cursor, view);
    const ctx = recordingContext();
    const vp = centreOn(fitViewport(layout, 900, 450), layout.x[0], layout.y[0], 900, 450, 1.2);
    const text = (id: number) => nodeText(domain, treeViewFor(domain.kind), replayer.node(id)!, true);
    // Close enough for boards, but a road map has no drawing of a city: its boxes keep the names.
    const stats = drawTree(ctx as unknown as CanvasRenderingContext2D, input({ layout, statuses, vp, text }));
    expect(stats.mode).toBe('boxes');
    expect(ctx.texts).toEqual(expect.arrayContaining(['Arad', 'Sibiu', 'f 393', 'g 140 · h 253', '140', '75']));
  });

  it('the puzzle writes no step costs; a grid draws its cells close up, named by their coordinates', () => {
    const grid = gridDomain(readyMap('u-trap'), 4);
    const started = startDomainSearch(grid, grid.endpoints!.start, grid.endpoints!.goal, {
      algorithm: 'astar',
      trace: 'all',
      budget: { maxExpansions: 40 },
    });
    if (!started.ok) throw new Error('refused');
    const replayer = createReplayer('astar');
    replayer.append([...started.search]);
    const index = treeIndexOf(replayer);
    const cursor = replayer.length;
    const layout = layoutTree(index, cursor, { only: null, pass: 0, keep: [], limit: TREE_NODE_LIMIT });
    const statuses = computeStatuses(layout, index, cursor, replayer.seek(cursor));
    const drawn: string[] = [];
    const view = treeViewFor(grid.kind);
    const ctx = recordingContext();
    const vp = centreOn(fitViewport(layout, 900, 450), layout.x[0], layout.y[0], 900, 450, 2);
    const stats = drawTree(ctx as unknown as CanvasRenderingContext2D, {
      ...input({ layout, statuses, vp }),
      text: (id) => nodeText(grid, view, replayer.node(id)!, true),
      drawState: (_c, id) => drawn.push(String(replayer.node(id)!.key)),
    });
    expect(stats.mode).toBe('boards');
    expect(drawn.length).toBeGreaterThan(0);
    const start = String(grid.key(grid.endpoints!.start));
    expect(drawn).toContain(start);
    expect(ctx.texts.some((t) => t.startsWith(`(${start}) · f `))).toBe(true);
    // A grid of cells costing 1, 4-connected: every step costs 1, so no link says so.
    expect(grid.unitCosts).toBe(true);
    expect(ctx.texts.every((t) => !/^\d+$/.test(t))).toBe(true);
  });
});

describe('a 20,000+ node tree stays usable', () => {
  it('lays out 20,000+ nodes within 5x the 140 ms docs/benchmarks.md states (best of 4; the draw time printed)', () => {
    const replayer = bigBfsTree();
    const index = treeIndexOf(replayer);
    const cursor = replayer.length;
    const view = replayer.seek(cursor);
    const runs: { layout: number; statuses: number; draw: number }[] = [];
    const cpuMs = () => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1000;
    };
    let size = 0;
    for (let k = 0; k < 4; k++) {
      const t0 = cpuMs();
      const layout = layoutTree(index, cursor, { only: null, pass: 0, keep: [], limit: TREE_NODE_LIMIT });
      const t1 = cpuMs();
      const statuses = computeStatuses(layout, index, cursor, view);
      const t2 = cpuMs();
      const vp = fitViewport(layout, 1300, 500);
      drawTree(
        recordingContext() as unknown as CanvasRenderingContext2D,
        input({ layout, statuses, vp, width: 1300, height: 500 }),
      );
      const t3 = cpuMs();
      size = layout.size;
      runs.push({ layout: t1 - t0, statuses: t2 - t1, draw: t3 - t2 });
    }
    const best = (key: keyof (typeof runs)[number]) => Math.min(...runs.map((r) => r[key]));
    console.log(
      `tree of ${size} nodes: layout ${best('layout').toFixed(1)} ms, statuses ${best('statuses').toFixed(1)} ms, ` +
        `draw (JavaScript side) ${best('draw').toFixed(1)} ms — best of ${runs.length}`,
    );
    expect(size).toBeGreaterThanOrEqual(20_000);
    // docs/benchmarks.md: a 25,004-node tree laid out in 50-140 ms; the bound is 5x that, in this
    // process's own CPU time (best of 4), so a busy machine that deschedules it does not count
    // against it. The draw above is the JavaScript side against a recording context, not the
    // page's canvas figure there (3-9 ms): printed, not asserted.
    expect(best('layout')).toBeLessThan(5 * 140);
  });
});
