/**
 * The order of a depth-first search (DFS, iterative deepening, IDA*), checked from a trace.
 *
 * A depth-first search keeps a path from the start and, beside each state on it, the children
 * still waiting: it always expands a waiting child of the DEEPEST state that has one, and backs
 * up only when that state has none left. Siblings may be taken in any order (that is a tie).
 *
 * A trace does not say which children were cut off (by the depth limit, or by IDA*'s f bound):
 * a child left waiting when the search backs up above its parent is allowed only as one that a
 * bound could have cut: every state expanded in the same pass must then measure (depth, or f for
 * IDA*) less than it. A child already on the path (a cycle) or expanded before in the pass (a
 * search with a closed set) may always be left. The start expanded again begins a new pass, for
 * the iterative searches.
 */
import type { StateKey } from '../events';
import type { TraceMessage } from './messages';

interface Waiting {
  readonly key: StateKey;
  readonly text: string;
  readonly line: number;
  readonly g: number;
  /** Depth, or f for IDA*; undefined when the trace did not give what it takes. */
  readonly measure: number | undefined;
}

interface Level {
  readonly key: StateKey;
  readonly text: string;
  readonly line: number;
  readonly depth: number;
  readonly waiting: Waiting[];
}

export interface DepthFirstRules {
  /** The algorithm's id, for the messages. */
  readonly algorithm: string;
  /** Iterative deepening or IDA*: the start may be expanded again, beginning a new pass. */
  readonly passes: boolean;
  /** What bounds a pass: the depth (DFS, IDDFS) or f = g + h (IDA*). */
  readonly measure: 'depth' | 'f';
}

export class DepthFirstOrder {
  private path: Level[] = [];
  private pass = 0;
  private expandedInPass = new Set<StateKey>();
  /** The largest measure expanded in this pass, and where. */
  private deepest: { measure: number; text: string; line: number } | null = null;
  /** The smallest measure of a child left behind in this pass, and which. */
  private shallowestLeft: Waiting | null = null;

  constructor(
    private readonly rules: DepthFirstRules,
    private readonly startKey: StateKey,
  ) {}

  /**
   * An expansion with the g it was taken with (a state may wait below several states of the
   * path, at different depths: its g says which copy); the mistake, or null.
   */
  expand(key: StateKey, text: string, line: number, g: number, measureGiven: number | undefined): TraceMessage | null {
    if (key === this.startKey) {
      // The start is on the path from the first expansion: taking it again can only start over.
      if (this.pass === 0 || this.rules.passes) {
        this.pass++;
        this.path = [{ key, text, line, depth: 0, waiting: [] }];
        this.expandedInPass = new Set([key]);
        const m = this.rules.measure === 'depth' ? 0 : measureGiven;
        this.deepest = m === undefined ? null : { measure: m, text, line };
        this.shallowestLeft = null;
        return null;
      }
      return { code: 'dfs-start-again', params: { state: text, algorithm: this.algorithmParam() } };
    }
    const copy = (w: Waiting) => w.key === key && Math.abs(w.g - g) <= 1e-9;
    let at = -1;
    for (let i = this.path.length - 1; i >= 0 && at < 0; i--) {
      if (this.path[i].waiting.some(copy)) at = i;
    }
    if (at < 0) {
      return { code: 'dfs-not-waiting', params: { state: text, algorithm: this.algorithmParam() } };
    }
    const left = this.backUpTo(at);
    if (left) return left;
    const measure = this.rules.measure === 'depth' ? this.path[at].depth + 1 : measureGiven;
    const cutOff = this.shallowestLeft;
    if (measure !== undefined && cutOff !== null && cutOff.measure !== undefined && measure >= cutOff.measure) {
      return this.leftBehind(cutOff, { measure, text, line });
    }
    const level = this.path[at];
    level.waiting.splice(level.waiting.findIndex(copy), 1);
    this.path.push({ key, text, line, depth: level.depth + 1, waiting: [] });
    this.expandedInPass.add(key);
    if (measure !== undefined && (this.deepest === null || measure > this.deepest.measure)) {
      this.deepest = { measure, text, line };
    }
    return null;
  }

  /** A generated child; its measure is its depth (computed here) unless IDA*'s f is given. */
  generate(
    key: StateKey,
    text: string,
    parent: StateKey,
    parentText: string,
    line: number,
    g: number,
    f: number | undefined,
  ): TraceMessage | null {
    const at = this.levelOf(parent);
    if (at < 0) {
      return {
        code: 'dfs-parent-left',
        params: { state: text, parent: parentText, algorithm: this.algorithmParam() },
      };
    }
    const left = this.backUpTo(at);
    if (left) return left;
    const measure = this.rules.measure === 'depth' ? this.path[at].depth + 1 : f;
    this.path[at].waiting.push({ key, text, line, g, measure });
    return null;
  }

  private levelOf(key: StateKey): number {
    for (let i = this.path.length - 1; i >= 0; i--) if (this.path[i].key === key) return i;
    return -1;
  }

  /** Backs up to the state at `at`: the children left below it must be ones a bound could cut. */
  private backUpTo(at: number): TraceMessage | null {
    const onPath = new Set(this.path.slice(0, at + 1).map((l) => l.key));
    for (let i = this.path.length - 1; i > at; i--) {
      for (const w of this.path[i].waiting) {
        if (onPath.has(w.key) || this.expandedInPass.has(w.key) || w.measure === undefined) continue;
        if (this.deepest !== null && w.measure <= this.deepest.measure) return this.leftBehind(w, this.deepest);
        if (this.shallowestLeft === null || w.measure < this.shallowestLeft.measure!) this.shallowestLeft = w;
      }
    }
    this.path.length = at + 1;
    return null;
  }

  private leftBehind(child: Waiting, expanded: { measure: number; text: string; line: number }): TraceMessage {
    return {
      code: this.rules.measure === 'depth' ? 'dfs-left-behind-depth' : 'dfs-left-behind-f',
      params: {
        child: child.text,
        childLine: child.line,
        childMeasure: child.measure!,
        expanded: expanded.text,
        expandedLine: expanded.line,
        measure: expanded.measure,
        algorithm: this.algorithmParam(),
      },
    };
  }

  private algorithmParam(): { readonly algorithm: string } {
    return { algorithm: this.rules.algorithm };
  }
}
