/**
 * The trace checker: replays a searcher's trace (types.ts) against the reference algorithm and
 * finds the FIRST mistake, with its line and a sentence a student can act on.
 *
 * What holds for every search is always checked: each generated state is one move from its
 * parent, g is the parent's g plus the step's cost, h is the named heuristic's value (or, with
 * none named, the same for a state every time it is given), and the solution is a path of legal
 * moves from the start to the goal. With an algorithm whose order the checker knows (breadth-
 * first, uniform-cost, greedy, A*, weighted A*: graph searches with one frontier), it also
 * replays the frontier and checks each expansion takes a node the algorithm could take: ties
 * in ANY order, so no tie-breaking rule is ever held against a trace. A node of the frontier
 * is a state generated and not yet expanded; a state expanded once is closed, and expanding it
 * again is a mistake unless it was reached since by a cheaper path (reopening). The depth-first
 * searches (DFS, iterative deepening, IDA*) are checked by their own rule (depthFirstOrder.ts).
 *
 * With no heuristic named, an algorithm whose optimality rests on an admissible h (A*, IDA*,
 * ...) is held to one: an h above the true cost to the goal is reported (admissible.ts).
 */
import type { DomainHeuristic } from '../domain/types';
import type { AlgorithmId, StateKey } from '../events';
import { algorithmInfo } from '../solvers/algorithms';
import { fValue } from '../solvers/ordering';
import { MinHeap } from '../solvers/textbook/heap';
import type { AlgorithmInfo } from '../solvers/types';
import { DEFAULT_WEIGHT } from '../solvers/types';
import { AdmissibilityOracle } from './admissible';
import { DepthFirstOrder } from './depthFirstOrder';
import { optimalCost } from './optimum';
import type { ExpandStep, GenerateStep, Trace, TraceState } from './types';
import { englishTraceMessage, type TraceMessage, type TraceMessageCode, type TraceParams } from './messages';

export type TraceProblemKind =
  | 'order'
  | 'duplicate'
  | 'g'
  | 'h'
  | 'inadmissible'
  | 'illegal-move'
  | 'goal-test'
  | 'path'
  | 'not-optimal'
  | 'cut-off';

export interface TraceProblem {
  /** 1-based line of the trace where the problem shows. */
  readonly line: number;
  readonly kind: TraceProblemKind;
  /** The sentence's template (messages.ts) and the facts that fill it: the app says it in its language. */
  readonly code: TraceMessageCode;
  readonly params: TraceParams;
  /** English, starting with "Line N:". */
  readonly message: string;
}

export interface TraceVerdict {
  readonly valid: boolean;
  readonly problem: TraceProblem | null;
  readonly algorithm: AlgorithmId | null;
  readonly heuristic: string | null;
  /** 'order': the algorithm's order of expansions was checked too; 'moves': only what holds for every search. */
  readonly checked: 'order' | 'moves';
  /** What could not be checked, and why: each a template's code and facts, and its English sentence. */
  readonly notes: readonly TraceNote[];
  /** Expansions replayed before the verdict (all of them when valid). */
  readonly expansions: number;
}

export interface TraceNote extends TraceMessage {
  /** English. */
  readonly message: string;
}

export interface CheckOptions {
  /** Checks against this algorithm instead of the header's. */
  readonly algorithm?: AlgorithmId;
  /** Checks h against this heuristic (the domain's id) instead of the header's. */
  readonly heuristic?: string;
  readonly weight?: number;
  /** Expansions the reference search may spend finding the optimal cost (default 2,000,000). */
  readonly optimumBudget?: number;
}

/** Two costs are equal within this (weighted A* multiplies h by a real weight). */
const EPS = 1e-9;

/** Whether the checker knows the order of expansions of this algorithm. */
export function checksOrderOf(info: AlgorithmInfo): boolean {
  return (
    info.graphSearch &&
    !info.forgets &&
    !info.local &&
    !info.randomWalk &&
    (info.frontierKind === 'queue' || info.frontierKind === 'priority')
  );
}

/** Whether the checker knows the order of this depth-first search (one path, a stack of children). */
export function checksDepthFirstOrderOf(info: AlgorithmInfo): boolean {
  return info.frontierKind === 'stack' && !info.graphSearch && !info.forgets && !info.local && !info.randomWalk;
}

export function checkTrace(trace: Trace, options: CheckOptions = {}): TraceVerdict {
  return new TraceChecker(trace, options).run();
}

interface Entry {
  readonly g: number;
  /** Steps from the start (breadth-first searches order by it). */
  readonly depth: number;
  readonly line: number;
  readonly text: string;
}

interface StateRecord {
  /** Waiting in the frontier (each generation of the state while open adds one). */
  open: Entry[];
  /** Reached since its expansion by a cheaper path: may be expanded again, need not be. */
  reopen: Entry[];
  /** Its last expansion. */
  closed: Entry | null;
  /** Counts expansions: a heap item of an earlier epoch is stale. */
  epoch: number;
  /** Every g it was generated with (the checks without an order accept any of them). */
  readonly gs: Set<number>;
}

interface HeapItem {
  readonly p: number;
  readonly epoch: number;
  readonly key: StateKey;
  readonly entry: Entry;
  readonly h: number;
}

interface Current {
  readonly key: StateKey;
  readonly entry: Entry;
}

class TraceChecker {
  private readonly trace: Trace;
  private readonly domain: Trace['header']['domain'];
  private readonly algorithm: AlgorithmId | null;
  private readonly info: AlgorithmInfo | null;
  private readonly ordered: boolean;
  /** The depth-first searches' order (null for the others). */
  private readonly depthFirst: DepthFirstOrder | null;
  /** Set where h must never overestimate and no heuristic is named to compare it with. */
  private readonly admissibility: AdmissibilityOracle | null;
  private readonly heuristicId: string | null;
  private readonly heuristic: DomainHeuristic<unknown> | null;
  private readonly estimate: ((state: unknown) => number) | null;
  private readonly weight: number;
  private readonly notes: TraceNote[] = [];

  private note(code: TraceMessageCode, params: TraceParams = {}): void {
    this.notes.push({ code, params, message: englishTraceMessage({ code, params }) });
  }
  private readonly states = new Map<StateKey, StateRecord>();
  private readonly frontier = new MinHeap<HeapItem>((a, b) => a.p - b.p);
  /** The h a trace gave each state, where no heuristic is named (it must not change). */
  private readonly statedH = new Map<StateKey, { h: number; line: number }>();
  private current: Current | null = null;
  private goalExpanded: { line: number; g: number } | null = null;
  private goalGenerated: number | null = null;
  /** Cleared when an expansion's h is unknown: the order of a heuristic search cannot be checked then. */
  private orderKnown = true;
  private expansions = 0;

  constructor(
    trace: Trace,
    private readonly options: CheckOptions,
  ) {
    this.trace = trace;
    const header = trace.header;
    this.domain = header.domain;
    this.algorithm = options.algorithm ?? header.algorithm;
    this.info = this.algorithm === null ? null : (algorithmInfo(this.algorithm) ?? null);
    this.ordered = this.info !== null && checksOrderOf(this.info);
    this.heuristicId = options.heuristic ?? header.heuristic;
    this.heuristic =
      this.heuristicId === null ? null : (this.domain.heuristics.find((h) => h.id === this.heuristicId) ?? null);
    if (this.heuristicId !== null && this.heuristic === null) {
      throw new Error(`the heuristic "${this.heuristicId}" is not one of the ${header.domainName} domain's`);
    }
    this.estimate = this.heuristic === null ? null : this.heuristic.make(header.goal.state);
    this.weight = options.weight ?? header.weight ?? DEFAULT_WEIGHT;
    const info = this.info;
    this.depthFirst =
      info !== null && checksDepthFirstOrderOf(info)
        ? new DepthFirstOrder(
            {
              algorithm: info.id,
              passes: info.passes !== null,
              measure: info.passes === 'f' ? 'f' : 'depth',
            },
            header.start.key,
          )
        : null;
    this.admissibility =
      info !== null && info.optimal && info.usesHeuristic && this.estimate === null
        ? new AdmissibilityOracle(this.domain, header.goal.state)
        : null;
    if (info === null) {
      this.note('note-no-algorithm');
    } else if (this.depthFirst !== null) {
      if (info.passes !== null) {
        this.note('note-pass-bounds', { algorithm: this.algorithmParam() });
      }
    } else if (!this.ordered) {
      this.note('note-order-unknown', { algorithm: this.algorithmParam() });
    }
  }

  run(): TraceVerdict {
    const start = this.trace.header.start;
    this.record(start.key).open.push({ g: 0, depth: 0, line: 1, text: start.text });
    this.record(start.key).gs.add(0);
    if (this.ordered) {
      const h = this.hOf(start, undefined, undefined, 0, 1);
      if (typeof h === 'number') this.pushFrontier(start.key, this.record(start.key).open[0], h);
    }
    for (const step of this.trace.steps) {
      const problem = step.type === 'expand' ? this.expand(step) : this.generate(step);
      if (problem !== null) return this.verdict(problem);
    }
    return this.verdict(this.end());
  }

  private verdict(problem: TraceProblem | null): TraceVerdict {
    if (this.admissibility !== null && this.admissibility.unknown > 0) {
      this.note('note-admissibility-unknown', { count: this.admissibility.unknown });
    }
    if (this.ordered && !this.orderKnown) {
      this.note('note-order-partial');
    }
    return {
      valid: problem === null,
      problem,
      algorithm: this.algorithm,
      heuristic: this.heuristicId,
      checked: this.ordered || this.depthFirst !== null ? 'order' : 'moves',
      notes: this.notes,
      expansions: this.expansions,
    };
  }

  private record(key: StateKey): StateRecord {
    let rec = this.states.get(key);
    if (rec === undefined) {
      rec = { open: [], reopen: [], closed: null, epoch: 0, gs: new Set() };
      this.states.set(key, rec);
    }
    return rec;
  }

  private expand(step: ExpandStep): TraceProblem | null {
    const { node, line } = step;
    const afterGoal = this.afterGoal(line);
    if (afterGoal) return afterGoal;
    const rec = this.states.get(node.key);
    if (rec === undefined) {
      return problem(line, 'order', 'expand-not-generated', { state: node.text });
    }
    const entry = this.ordered ? this.orderedEntry(step, rec) : this.anyEntry(step, rec);
    if ('kind' in entry) return entry;
    const h = this.hOf(node, step.h, step.f, entry.g, line);
    if (typeof h === 'object') return h;
    if (this.ordered) {
      const wrong = this.checkOrder(step, entry, h);
      if (wrong) return wrong;
    }
    if (this.depthFirst !== null) {
      const wrong = this.depthFirst.expand(
        node.key,
        node.text,
        line,
        entry.g,
        h === undefined ? undefined : entry.g + h,
      );
      if (wrong) return problem(line, 'order', wrong.code, wrong.params);
    }
    rec.epoch++;
    rec.closed = { ...entry, line };
    rec.open = [];
    rec.reopen = [];
    this.current = { key: node.key, entry: rec.closed };
    this.expansions++;
    if (this.goalExpanded === null && this.isGoal(node)) this.goalExpanded = { line, g: entry.g };
    return null;
  }

  /** The frontier entry an expansion takes, for an algorithm whose order is checked. */
  private orderedEntry(step: ExpandStep, rec: StateRecord): Entry | TraceProblem {
    const { node, line } = step;
    const candidates = [...rec.open, ...rec.reopen];
    if (candidates.length === 0) {
      if (rec.closed !== null) {
        return problem(line, 'duplicate', 'expand-closed', {
          state: node.text,
          closedLine: rec.closed.line,
          algorithm: { algorithm: this.algorithm! },
        });
      }
      return problem(line, 'order', 'expand-not-in-frontier', { state: node.text });
    }
    if (step.g === undefined) return candidates.reduce((best, e) => (e.g < best.g ? e : best));
    const match = candidates.find((e) => same(e.g, step.g!));
    if (match) return match;
    return problem(line, 'g', 'expand-wrong-g-ordered', {
      state: node.text,
      g: step.g,
      generated: { join: 'comma', each: 'g-at-line', items: candidates.map((e) => ({ g: e.g, line: e.line })) },
    });
  }

  /** Without an order to check: any state generated earlier (or the start) may be expanded, with any g it was reached by. */
  private anyEntry(step: ExpandStep, rec: StateRecord): Entry | TraceProblem {
    const { node, line } = step;
    const gs = [...rec.gs];
    if (gs.length === 0) {
      return problem(line, 'order', 'expand-not-generated-short', { state: node.text });
    }
    const g = step.g ?? Math.min(...gs);
    if (!gs.some((x) => same(x, g))) {
      return problem(line, 'g', 'expand-wrong-g', { state: node.text, g, gs: { join: 'or', items: gs } });
    }
    const depth = rec.open.find((e) => same(e.g, g))?.depth ?? rec.closed?.depth ?? 0;
    return { g, depth, line, text: node.text };
  }

  private checkOrder(step: ExpandStep, entry: Entry, h: number | undefined): TraceProblem | null {
    if (h === undefined && this.info!.usesHeuristic) {
      this.orderKnown = false;
      return null;
    }
    const top = this.frontierTop();
    if (top === undefined) return null;
    const p = this.priority(entry, h ?? 0);
    if (p <= top.p + EPS) return null;
    const info = this.info!;
    const { node, line } = step;
    const theirs = {
      state: node.text,
      other: top.entry.text,
      otherLine: top.entry.line,
      algorithm: this.algorithmParam(),
    };
    if (info.frontierKind === 'queue') {
      return problem(line, 'order', 'order-queue', { ...theirs, depth: entry.depth, otherDepth: top.entry.depth });
    }
    return problem(line, 'order', this.priorityCode(info), { ...theirs, p, otherP: top.p, weight: this.weight });
  }

  /** The sentence that names the priority the algorithm orders its frontier by. */
  private priorityCode(info: AlgorithmInfo): TraceMessageCode {
    switch (info.equation) {
      case 'g+h':
        return 'order-lowest-f';
      case 'g+wh':
        return 'order-lowest-weighted';
      case 'h':
        return 'order-lowest-h';
      default:
        return 'order-lowest-g';
    }
  }

  private algorithmParam(): { readonly algorithm: string } {
    return { algorithm: this.algorithm! };
  }

  private generate(step: GenerateStep): TraceProblem | null {
    const { node, parent, line } = step;
    const afterGoal = this.afterGoal(line);
    if (afterGoal) return afterGoal;
    const from = this.parentEntry(step);
    if ('kind' in from) return from;
    let cost: number | null = null;
    for (const s of this.domain.successors(parent.state)) {
      if (this.domain.key(s.state) === node.key) {
        cost = s.cost;
        break;
      }
    }
    if (cost === null) {
      return problem(line, 'illegal-move', 'illegal-move', {
        state: node.text,
        parent: parent.text,
        moves: {
          join: 'and',
          items: [...this.domain.successors(parent.state)].map((s) => this.domain.format(s.state)),
        },
      });
    }
    const g = from.g + cost;
    if (step.g !== undefined && !same(step.g, g)) {
      return problem(line, 'g', 'generate-wrong-g', {
        state: node.text,
        g: step.g,
        parent: parent.text,
        parentG: from.g,
        parentLine: from.line,
        cost,
        expected: g,
      });
    }
    const h = this.hOf(node, step.h, step.f, g, line);
    if (typeof h === 'object') return h;
    if (this.depthFirst !== null) {
      const f = h === undefined ? undefined : g + h;
      const wrong = this.depthFirst.generate(node.key, node.text, parent.key, parent.text, line, g, f);
      if (wrong) return problem(line, 'order', wrong.code, wrong.params);
    }
    if (this.goalGenerated === null && this.isGoal(node)) this.goalGenerated = line;
    const rec = this.record(node.key);
    rec.gs.add(g);
    const entry: Entry = { g, depth: from.depth + 1, line, text: node.text };
    if (rec.closed !== null) {
      if (g < rec.closed.g - EPS) rec.reopen.push(entry);
      return null;
    }
    rec.open.push(entry);
    if (!this.ordered) return null;
    if (h !== undefined || !this.info!.usesHeuristic) this.pushFrontier(node.key, entry, h ?? 0);
    else this.orderKnown = false; // a node of unknown priority: the order around it cannot be judged
    return null;
  }

  /** The parent's expansion a generated child hangs from. */
  private parentEntry(step: GenerateStep): Entry | TraceProblem {
    const { node, parent, line } = step;
    if (this.ordered) {
      // A graph search generates a node's children while it expands it, all at once.
      if (this.current === null) {
        return problem(line, 'order', 'generate-before-expand', { state: node.text, parent: parent.text });
      }
      if (this.current.key !== parent.key) {
        return problem(line, 'order', 'generate-not-current', {
          state: node.text,
          parent: parent.text,
          current: this.current.entry.text,
          currentLine: this.current.entry.line,
        });
      }
      return this.current.entry;
    }
    const rec = this.states.get(parent.key);
    if (rec?.closed == null) {
      return problem(line, 'order', 'generate-parent-not-expanded', { state: node.text, parent: parent.text });
    }
    return rec.closed;
  }

  /** The checked h of a state (or the problem with it); undefined when neither given nor named. */
  private hOf(
    node: TraceState,
    given: number | undefined,
    f: number | undefined,
    g: number,
    line: number,
  ): number | undefined | TraceProblem {
    let h = given;
    if (h === undefined && f !== undefined) h = this.hFromF(f, g);
    if (this.estimate !== null) {
      const truth = this.estimate(node.state);
      if (h !== undefined && !same(h, truth)) {
        return problem(line, 'h', 'h-not-heuristic', {
          state: node.text,
          h,
          heuristicName: this.heuristic!.name,
          heuristic: this.heuristicId!,
          truth,
        });
      }
      return truth;
    }
    const stated = this.statedH.get(node.key);
    if (h === undefined) return stated?.h;
    if (stated !== undefined && !same(stated.h, h)) {
      return problem(line, 'h', 'h-changed', { state: node.text, h, otherLine: stated.line, otherH: stated.h });
    }
    if (stated === undefined) {
      this.statedH.set(node.key, { h, line });
      const over = this.overestimate(node, h, line);
      if (over) return over;
    }
    return h;
  }

  /** An h above the true cost to the goal, where the algorithm's optimality needs it not to be. */
  private overestimate(node: TraceState, h: number, line: number): TraceProblem | null {
    if (this.admissibility === null) return null;
    const answer = this.admissibility.judge(node.key, node.state, h);
    if (answer.kind !== 'over') return null;
    return problem(line, 'inadmissible', 'inadmissible', {
      state: node.text,
      h,
      trueCost: answer.trueCost,
      over: h - answer.trueCost,
      algorithm: this.algorithmParam(),
    });
  }

  /** A Posthoc trace gives f, the priority: h is what it adds to g. */
  private hFromF(f: number, g: number): number | undefined {
    switch (this.info?.equation) {
      case 'g+h':
        return f - g;
      case 'g+wh':
        return (f - g) / this.weight;
      case 'h':
        return f;
      default:
        return undefined;
    }
  }

  private priority(entry: Entry, h: number): number {
    if (this.info!.frontierKind === 'queue') return entry.depth;
    return fValue(this.algorithm!, entry.g, h, this.weight);
  }

  private pushFrontier(key: StateKey, entry: Entry, h: number): void {
    this.frontier.push({ p: this.priority(entry, h), epoch: this.record(key).epoch, key, entry, h });
  }

  /** The lowest live node of the frontier (stale items, of states expanded since, are dropped). */
  private frontierTop(): HeapItem | undefined {
    for (let top = this.frontier.peek(); top !== undefined; top = this.frontier.peek()) {
      if (this.states.get(top.key)!.epoch === top.epoch) return top;
      this.frontier.pop();
    }
    return undefined;
  }

  private isGoal(node: TraceState): boolean {
    return this.domain.isGoal(node.state, this.trace.header.goal.state);
  }

  /** Any line after the goal's expansion: the search should have stopped. */
  private afterGoal(line: number): TraceProblem | null {
    if (this.goalExpanded === null) return null;
    return problem(line, 'goal-test', 'after-goal', { goalLine: this.goalExpanded.line });
  }

  private end(): TraceProblem | null {
    const end = this.trace.end;
    const goalText = this.trace.header.goal.text;
    if (end.type === 'cut-off') {
      return problem(end.line, 'cut-off', 'cut-off', {});
    }
    if (end.type === 'failure') {
      const reached = this.goalExpanded?.line ?? this.goalGenerated;
      if (reached !== null) {
        return problem(end.line, 'goal-test', 'failure-goal-reached', { goal: goalText, goalLine: reached });
      }
      if (this.ordered) {
        const top = this.frontierTop();
        if (top !== undefined) {
          return problem(end.line, 'order', 'failure-frontier-not-empty', {
            other: top.entry.text,
            otherLine: top.entry.line,
          });
        }
      }
      return null;
    }
    return this.checkSolution(end.line, end.states);
  }

  private checkSolution(line: number, states: readonly TraceState[]): TraceProblem | null {
    const { start, goal } = this.trace.header;
    if (states[0].key !== start.key) {
      return problem(line, 'path', 'solution-wrong-start', { start: start.text, first: states[0].text });
    }
    const last = states[states.length - 1];
    if (!this.isGoal(last)) return problem(line, 'path', 'solution-wrong-end', { goal: goal.text, last: last.text });
    let cost = 0;
    for (let i = 1; i < states.length; i++) {
      const step = [...this.domain.successors(states[i - 1].state)].find(
        (s) => this.domain.key(s.state) === states[i].key,
      );
      if (step === undefined) {
        return problem(line, 'path', 'solution-illegal-step', {
          step: i,
          from: states[i - 1].text,
          to: states[i].text,
        });
      }
      cost += step.cost;
    }
    const info = this.info;
    if (
      this.ordered &&
      info !== null &&
      info.optimal &&
      info.frontierKind === 'priority' &&
      start.key !== goal.key &&
      this.goalExpanded === null
    ) {
      const algorithm = this.algorithmParam();
      return this.goalGenerated === null
        ? problem(line, 'goal-test', 'stopped-at-generation', { algorithm })
        : problem(line, 'goal-test', 'stopped-at-generation-line', { algorithm, goalLine: this.goalGenerated });
    }
    if (this.goalExpanded !== null && !same(cost, this.goalExpanded.g)) {
      return problem(line, 'path', 'solution-cost-not-g', {
        cost,
        goalG: this.goalExpanded.g,
        goalLine: this.goalExpanded.line,
      });
    }
    if (info !== null && info.optimal) {
      const optimum = optimalCost(this.domain, start.state, goal.state, this.options.optimumBudget);
      if (optimum === null) {
        this.note('note-optimality-unchecked');
      } else if (cost > optimum + EPS) {
        return problem(line, 'not-optimal', info.usesHeuristic ? 'not-optimal-heuristic' : 'not-optimal', {
          cost,
          optimum,
          algorithm: this.algorithmParam(),
        });
      }
    }
    return null;
  }
}

function problem(line: number, kind: TraceProblemKind, code: TraceMessageCode, params: TraceParams): TraceProblem {
  return { line, kind, code, params, message: `Line ${line}: ${englishTraceMessage({ code, params })}` };
}

function same(a: number, b: number): boolean {
  return Math.abs(a - b) <= EPS;
}
