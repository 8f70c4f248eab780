/**
 * One pane of compare mode: its own recording (exactly as the visualizer records a run), plus
 * an index of where each expansion starts in the log, so the shared clock (counted in
 * expansions) maps to an event cursor in every pane.
 *
 * Clock E means "E expansions done": the pane shows every event before its (E + 1)-th
 * expansion, i.e. the E-th expansion with all its children. A pane that has ended (final
 * event recorded, or too large for the recording cap it shares with the others, compareCap.ts)
 * shows its last event for any E past its end.
 */
import type { AnyDomain } from '../core/domain/types';
import type { BoardSetup, PaneSetup } from '../core/setups';
import { paneSearchOptions } from '../core/setupOptions';
import { makePuzzle, type Puzzle } from '../core/puzzle';
// Installs the pattern-database search and heuristic (core/pdb/provider.ts): a pane may use them.
import '../core/pdb';
import { createReplayer, type FullReplayer } from '../core/replay';
import type { SolvabilityReport } from '../core/solvability';
import { startSearch, type Search, type SearchRefusal, type SearchStart } from '../core/solvers';
import type { DomainRunStart } from '../core/solvers/domainRun';
import type { SharedRecordCap } from './compareCap';
import { GrowableInt32, PaneSeries } from './compareSeries';
import { Recording } from './recording';

export type { BoardSetup, PaneSetup } from '../core/setups';

export type PaneRefusal =
  { reason: 'unsolvable'; report: SolvabilityReport } | { reason: 'invalid' | 'unsupported'; message: string };

export class PaneSession {
  /** The puzzle the pane searches; null on another domain (then `domain`). */
  readonly puzzle: Puzzle | null;
  readonly domain: AnyDomain | null;
  readonly replayer: FullReplayer;
  readonly series: PaneSeries;
  readonly refusal: PaneRefusal | null;
  private readonly recording: Recording;
  /** The events this pane is guaranteed (it may record more, as the others leave room). */
  readonly cap: number;
  /** expandAt.at(k): the log index of the (k + 1)-th expand event. */
  private readonly expandAt = new GrowableInt32();
  /** The pane's expansion budget, for Run to end's early verdict; null for a recorded search (all there). */
  private readonly budget: number | null;

  constructor(
    board: BoardSetup,
    readonly setup: PaneSetup,
    /** The recording cap every pane of the comparison shares. */
    private readonly shared: SharedRecordCap,
    /** On another domain than the puzzle: the pane's run, started (compareDomain.ts). */
    onDomain?: DomainRunStart,
    /** A search recorded elsewhere (a student's trace) that this pane replays instead of running one. */
    recorded?: Search,
  ) {
    this.cap = shared.share;
    this.budget = recorded ? null : board.maxExpansions;
    this.puzzle = onDomain ? null : makePuzzle(board.rows, board.cols, board.goal);
    this.domain = onDomain?.kind === 'started' ? onDomain.domain : null;
    this.replayer = createReplayer(setup.algorithm);
    this.series = new PaneSeries(setup.algorithm);
    const started: Pick<SearchStart & { ok: true }, 'ok' | 'search'> | SearchRefusal = recorded
      ? { ok: true, search: recorded }
      : onDomain
        ? onDomain.kind === 'started'
          ? { ok: true, search: onDomain.search }
          : { ok: false, reason: 'invalid', message: onDomain.kind === 'refused' ? onDomain.message : onDomain.failed }
        : startSearch(this.puzzle!, board.start, { ...paneSearchOptions(board, setup), trace: 'all' });
    this.refusal = started.ok
      ? null
      : started.reason === 'unsolvable'
        ? { reason: 'unsolvable', report: started.report }
        : { reason: started.reason, message: started.message };
    const recording: Recording = new Recording(
      started.ok ? started.search : null,
      this.replayer,
      () => shared.limitOf(recording),
      (e, index) => {
        this.series.fold(e);
        if (e.type === 'expand') this.expandAt.push(index);
      },
    );
    this.recording = recording;
    shared.join(recording);
  }

  get recorded(): number {
    return this.replayer.length;
  }

  /** Expand events recorded so far. */
  get expansions(): number {
    return this.expandAt.length;
  }

  /** The final event is recorded. */
  get finished(): boolean {
    return this.recording.finished;
  }

  /** The run goes on but the pane holds all the events it may for now. */
  private get atLimit(): boolean {
    return this.recording.live && this.recording.tooLarge;
  }

  /** At its limit while another pane may still finish and leave room: not ended yet. */
  get waiting(): boolean {
    return this.atLimit && !this.recording.judged && this.shared.othersMayLeaveRoom(this.recording);
  }

  /** Live and under its limit: it can record on, and may finish and leave room to the others. */
  get mayLeaveRoom(): boolean {
    return this.recording.live && !this.recording.tooLarge;
  }

  /**
   * Recording hit the cap before the run ended, and no other pane can leave it room; or Run to
   * end judged early that the run would outgrow whatever room it could get (earlyVerdict.ts).
   */
  get tooLarge(): boolean {
    return this.atLimit && (this.recording.judged || !this.shared.othersMayLeaveRoom(this.recording));
  }

  /** Run to end: judge the run by its projection from here on, so a huge one is too large at once. */
  expectEnd(): void {
    if (this.budget !== null) this.recording.expectEnd(this.budget);
  }

  /** Nothing more will be recorded: finished, too large, or refused. */
  get ended(): boolean {
    return !this.recording.live || this.tooLarge;
  }

  /** The largest clock this pane can show now (Infinity once it has ended). */
  get knownClock(): number {
    return this.ended ? Infinity : this.expandAt.length - 1;
  }

  /** Whether the pane must record more before it can show clock E. */
  needs(clock: number): boolean {
    return !this.ended && this.expandAt.length <= clock;
  }

  /** The event cursor for clock E (E must not exceed knownClock). */
  cursorAt(clock: number): number {
    return clock < this.expandAt.length ? this.expandAt.at(clock) : this.replayer.length;
  }

  /** Pulls up to `count` events from the live generator into the log. Returns how many. */
  record(count: number): number {
    return this.recording.record(count);
  }

  /** Stops the live generator (a new comparison replaces this one). */
  dispose(): void {
    this.recording.dispose();
  }
}
