/**
 * THE FRONTIER (open list), in the solver's real order: row 0 is the node taken next.
 * Virtualised, so 100,000 entries scroll as smoothly as ten.
 */
import { Suspense, type ReactNode, type Ref, type UIEvent } from 'react';
import { MEDIA, matches } from '../../store/breakpoints';
import { useTranslation } from 'react-i18next';
import type { NodeInfo } from '../../core/events';
import { algorithmInfo } from '../../core/solvers/algorithms';
import { tieDecider, type TieDecider } from '../../core/solvers/ordering';
import type { FrontierCaption } from '../../core/solvers/types';
import { useRunStore } from '../../store/runStore';
import { useUiStore } from '../../store/uiStore';
import { decodeBoard } from '../../store/selectors';
import { MiniBoard } from '../board/MiniBoard';
import { domainPanel } from '../lazyParts';
import { LoadingPlaceholder } from '../loading/LoadingPlaceholder';
import { useElementSize } from '../hooks/useElementSize';
import { useRowWindow } from '../hooks/useRowWindow';
import { fmt } from './narration';
import { usePuzzle, useRunView } from './useRun';
import './frontier.css';

/**
 * Mini-board cell edge in px: 3x3 and smaller, then larger boards. Readable at 1366x768 on a
 * laptop; on a projector the digits are PROJECTOR_DIGITS px (the back of a lecture hall reads
 * nothing smaller), in cells from just tall enough for them (and wide enough for "15") up.
 */
const CELL = { normal: [22, 21], projector: [36, 32] } as const;
const PROJECTOR_DIGITS = 24;
/**
 * A laptop at 1366x768 without projector mode: digits a student reads from the seat (13 px; the
 * proportional default was 10-11 px), in cells wide enough for "15" at that size.
 */
const LAPTOP_DIGITS = 13;
const LAPTOP_MIN_CELL = [16, 16] as const;
/** Below the wide layout: the smallest cell that keeps five rows on a 1024x768 laptop. */
const NARROW_MIN_CELL = 12;
const PROJECTOR_MIN_CELL = [25, 30] as const;
/**
 * Presenting a lesson, the stop's band above takes a projector's spare height: the cells (and
 * their digits with them) go down to this, so a frontier stop still shows the rows its note
 * talks about at 1024x768.
 */
const PRESENTER_MIN_CELL = [21, 26] as const;
/** The list shows at least this many rows where it can, with smaller cells if need be. */
const MIN_ROWS_SHOWN = 5;
/**
 * A row's height besides its cells: the 1 px gaps' extra, the board's padding, some air (less on
 * a projector, where the rows are what a 1024x768 screen is short of).
 */
const ROW_EXTRA = { normal: 3 + 6, projector: 3 + 2 } as const;

/** A row fits its mini board (cells, 1 px gaps, padding) with some air. */
function rowHeightFor(rows: number, cell: number, extra: number): number {
  return rows * (cell + 1) + extra;
}

/** The largest cell from `min` up to `max` that still shows MIN_ROWS_SHOWN rows in a list this tall. */
function cellToShowRows(listHeight: number, rows: number, min: number, max: number, extra: number): number {
  if (listHeight <= 0) return max;
  const fits = Math.floor((listHeight / MIN_ROWS_SHOWN - extra) / rows) - 1;
  return Math.max(min, Math.min(max, fits));
}

export function FrontierPanel() {
  const { t } = useTranslation();
  const view = useRunView();
  const puzzle = usePuzzle();
  const domain = useRunStore((s) => s.session?.domain ?? null);
  const setup = useRunStore((s) => s.setup);
  const [scroller, list] = useElementSize<HTMLDivElement>();
  const projector = useUiStore((s) => s.projector);
  const presenting = useUiStore((s) => s.lessons === 'present');
  const boardRows = puzzle?.rows ?? 3;
  const mode = projector ? 'projector' : 'normal';
  const large = puzzle && puzzle.rows * puzzle.cols > 9 ? 1 : 0;
  // Below the wide layout (a 1024x768 laptop) five rows come first, in cells down to
  // NARROW_MIN_CELL with digits in proportion; a wide laptop (1366x768) reads 13 px digits. Read
  // at each render: the list's size, which a resize changes, renders it again.
  const narrowLaptop = !projector && matches(MEDIA.belowWide);
  const smallest = !projector
    ? narrowLaptop
      ? NARROW_MIN_CELL
      : LAPTOP_MIN_CELL[large]
    : (presenting ? PRESENTER_MIN_CELL : PROJECTOR_MIN_CELL)[large];
  // Enough rows to compare, in cells no smaller than their digits need.
  const cell = cellToShowRows(list.height, boardRows, smallest, CELL[mode][large], ROW_EXTRA[mode]);
  const rowHeight = rowHeightFor(boardRows, cell, ROW_EXTRA[mode]);
  const size = view?.frontier.size ?? 0;
  const { first, last, totalHeight, onScroll } = useRowWindow(list.height, size, rowHeight);
  if (view && domain && !puzzle) {
    // Another domain than the puzzle: its states drawn by the views it registered (src/ui/domains/).
    return (
      <Suspense fallback={<LoadingPlaceholder what="panel" />}>
        <domainPanel.Component part="frontier" domain={domain} />
      </Suspense>
    );
  }
  if (!view || !puzzle) return null;
  const info = algorithmInfo(setup.algorithm);
  // Greedy, UCS, RBFS and SMA* order their frontier their own way (ordering.ts): their own caption.
  const caption = info?.frontierCaption ?? 'queue';
  const usesH = info?.usesHeuristic ?? false;
  // One entry before the window, so the first visible row can tell whether it ties with it.
  const from = Math.max(0, first - 1);
  const rows = view.frontier.slice(from, last);
  const backsUpF = usesH && (info?.forgets ?? false);
  const anyBackedUp = backsUpF && rows.some(isBackedUp);
  return (
    <section className="panel frontier-panel" aria-labelledby="frontier-title">
      <FrontierHeading size={size} caption={caption} />
      {anyBackedUp && (
        <p className="muted small" data-testid="backed-up-legend">
          {t('frontier.backedUp.legend')}
        </p>
      )}
      <div className="frontier-columns" aria-hidden="true">
        <span>{t('frontier.rank')}</span>
        <span>{t('frontier.node')}</span>
        <span>g</span>
        {usesH && <span>h</span>}
        {usesH && <span>f</span>}
      </div>
      <FrontierScroller scroller={scroller} onScroll={onScroll} size={size} totalHeight={totalHeight}>
        {rows.slice(first - from).map((node, k) => {
          const index = first + k;
          const above = index > 0 ? rows[index - from - 1] : undefined;
          return (
            <FrontierRow
              // Keyed by place, not node: at top speed the whole window changes each repaint,
              // and updating a row's text is far cheaper than building new rows.
              key={index}
              rank={index}
              node={node}
              tiles={decodeBoard(puzzle, node)}
              cols={puzzle.cols}
              cell={cell}
              usesH={usesH}
              digits={projector ? Math.min(PROJECTOR_DIGITS, cell - 1) : narrowLaptop ? undefined : LAPTOP_DIGITS}
              tie={above ? tieDecider(setup.algorithm, above, node) : null}
              tieOnG={info?.tieRule === 'g'}
              backedUp={backsUpF && isBackedUp(node)}
              top={index * rowHeight}
              height={rowHeight}
            />
          );
        })}
      </FrontierScroller>
    </section>
  );
}

/** The frontier's title, its size, and the order its rows are in (the caption of the algorithm's row). */
export function FrontierHeading({ size, caption }: { size: number; caption: FrontierCaption }) {
  const { t } = useTranslation();
  return (
    <>
      <header className="panel-head">
        <h2 id="frontier-title" className="panel-title">
          {t('frontier.title')}
        </h2>
        <span className="count" data-testid="frontier-count">
          {t('frontier.count', { count: size })}
        </span>
      </header>
      <p className="muted small" data-testid="frontier-order">
        {t(`frontier.order.${caption}`)}
      </p>
    </>
  );
}

/** The list's scroller (the rows are placed in it by rank, virtualised), or a line saying it is empty. */
export function FrontierScroller({
  scroller,
  onScroll,
  size,
  totalHeight,
  children,
}: {
  scroller: Ref<HTMLDivElement>;
  onScroll: (e: UIEvent<HTMLElement>) => void;
  size: number;
  totalHeight: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      className="frontier-scroll"
      role={size > 0 ? 'list' : undefined}
      aria-label={t('frontier.title')}
      tabIndex={0}
    >
      {size === 0 && <p className="muted">{t('frontier.empty')}</p>}
      <div style={{ height: totalHeight, position: 'relative' }}>{children}</div>
    </div>
  );
}

/** RBFS and SMA* raise a node's f above g + h (backed up): such an f is marked and explained. */
function isBackedUp(node: NodeInfo): boolean {
  return node.f !== node.g + node.h;
}

interface RowProps {
  rank: number;
  node: NodeInfo;
  tiles: number[];
  cols: number;
  cell: number;
  digits: number | undefined;
  usesH: boolean;
  /** Ties with the row above on the first key: the key that decided (shown as text), else null. */
  tie: TieDecider | null;
  /** Greedy ties on h then g (A* on f then h): the age tie names those keys. */
  tieOnG: boolean;
  /** Its f is a backed-up value, not g + h. */
  backedUp: boolean;
  top: number;
  height: number;
}

function FrontierRow({ rank, node, tiles, cols, cell, digits, usesH, tie, tieOnG, backedUp, top, height }: RowProps) {
  const { t } = useTranslation();
  const next = rank === 0;
  // The tie names the row above by the number shown in the # column (rank + 1 is this row's).
  const tieValues = { row: rank, f: fmt(node.f), g: node.g, h: node.h };
  const tieText = tie === 'age' && tieOnG ? 'ageGreedy' : tie;
  return (
    <div
      role="listitem"
      className={next ? 'frontier-row next' : 'frontier-row'}
      style={{ transform: `translateY(${top}px)`, height }}
      data-testid="frontier-row"
      data-id={node.id}
      data-f={node.f}
      data-g={node.g}
      data-h={node.h}
    >
      {/* Every row shows its number, the first too: the tie chips name rows by it. */}
      <span className="rank">
        <span className="rank-number">
          {next && '▶ '}
          {rank + 1}
        </span>
        {next && <span className="rank-next">{t('frontier.next')}</span>}
      </span>
      <span className="node-cell">
        <MiniBoard cols={cols} tiles={tiles} cell={cell} digits={digits} />
        {node.side && <span className="side">{t(`frontier.side.${node.side}`)}</span>}
        {/* In the node column's spare width: which key put the row above first. */}
        {tie && (
          <span
            className="tie"
            title={t(`frontier.tieWhy.${tieText}`, tieValues)}
            data-testid="tie"
            data-decider={tie}
            data-row={rank}
          >
            {t(`frontier.tieBy.${tieText}`, tieValues)}
          </span>
        )}
      </span>
      <span className="num">{node.g}</span>
      {usesH && <span className="num">{node.h}</span>}
      {usesH && !backedUp && <span className="num f">{fmt(node.f)}</span>}
      {usesH && backedUp && (
        <span
          className="num f backed-up"
          title={t(node.f === Infinity ? 'frontier.backedUp.tooDeep' : 'frontier.backedUp.why', {
            f: fmt(node.f),
            g: node.g,
            h: node.h,
            sum: node.g + node.h,
          })}
          data-testid="backed-up-f"
        >
          {fmt(node.f)}
          <span className="backed-up-mark" aria-hidden="true">
            ↑
          </span>
        </span>
      )}
    </div>
  );
}
