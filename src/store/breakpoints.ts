/**
 * The screen widths (CSS px) where the layout changes, declared once. The stylesheets use these
 * numbers in their media queries, `(min-width: N px)` from a breakpoint up and
 * `(max-width: N - 1 px)` below it, or `(max-width: N px)` up to and including it; a unit test
 * (tests/unit/ui/breakpoints.test.ts) reads every .css file under src/ and fails on a width that
 * is not here. JavaScript asks the same questions through `MEDIA`.
 *
 * It lives in src/store because uiStore reads it (a narrow screen starts with the side column
 * folded) and the store may not import src/ui.
 */
export const BREAKPOINTS = {
  /** Phones: header, playback bar and panels in their smallest form. */
  phone: 600,
  /** One column everywhere (visualizer, compare, editor). */
  narrow: 700,
  /** A short embed below this width (a 480x360 iframe) puts the current node beside the frontier. */
  embed: 720,
  /** The play page and the lab's charts stack into one column. */
  tablet: 760,
  /** From here (and FIT_HEIGHT tall) every page fits one screen: no page scroll, columns scroll. */
  fit: 1000,
  /** The visualizer's side column moves under the others when the page is not fitted. */
  medium: 1100,
  /** Three visualizer columns, the play page's two-column controls, one-row compare playback. */
  wide: 1280,
} as const;

/** The height a screen needs (with BREAKPOINTS.fit) for the one-screen layout. */
export const FIT_HEIGHT = 600;

/** An embedded view at most this tall (a 480x360 iframe) gets the compact playback bar and board. */
export const EMBED_COMPACT_HEIGHT = 480;

/** Media queries JavaScript needs, built from the same numbers as the CSS. */
export const MEDIA = {
  /** A phone: panels that are not the board start folded. */
  phone: `(max-width: ${BREAKPOINTS.phone - 1}px)`,
  /** Too narrow for the visualizer's three columns: the side column is a drawer and starts folded. */
  belowWide: `(max-width: ${BREAKPOINTS.wide - 1}px)`,
  /** The one-screen layout: the page is the screen's size and its columns scroll. */
  fitted: `(min-width: ${BREAKPOINTS.fit}px) and (min-height: ${FIT_HEIGHT}px)`,
  /** The fitted layout without room for three columns: the side column is a drawer over the frontier. */
  sideDrawer: `(min-width: ${BREAKPOINTS.fit}px) and (max-width: ${BREAKPOINTS.wide - 1}px) and (min-height: ${FIT_HEIGHT}px)`,
} as const;

/** Whether `query` holds now (false where there is no window, as in tests and workers). */
export function matches(query: string): boolean {
  return typeof matchMedia === 'function' && matchMedia(query).matches;
}
