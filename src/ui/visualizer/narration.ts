/**
 * One sentence that says what the last event did, in the chosen language. Pure: it reads the
 * replay view and the setup, so the same step always narrates the same way.
 */
import type { TFunction } from 'i18next';
import type { FinalEvent, GenerateOutcome, NodeInfo } from '../../core/events';
import { slideThatMade, type MoveNotation } from '../../core/moveNotation';
import { makePuzzle } from '../../core/puzzle';
import type { GeneratedChild, ReplayView } from '../../core/replay';
import { algorithmInfo, takesOption } from '../../core/solvers/algorithms';
import { makeCodec } from '../../core/stateKey';
import type { RunSetup } from '../../store/runStore';

/**
 * `children`: on an expand event, what that expansion generates (read ahead in the log by the
 * store), summarised in the same sentence; null when not known.
 * `notation`: how a child's move is written (src/core/moveNotation.ts). Screens pass the reader's
 * choice (tile moves unless they asked for blank moves); without one, the sentence keeps the
 * solvers' own blank moves, as a log of the search's events does.
 * `words`: a run on a domain other than the puzzle names its actions (with their step costs
 * where its steps do not all cost 1) and its solution's cost in words of its own
 * (src/ui/domains/domainWords.ts, loaded with the domain's views); absent for the puzzle.
 */
export function narrate(
  view: ReplayView,
  setup: RunSetup,
  t: TFunction,
  children: readonly GeneratedChild[] | null = null,
  notation: MoveNotation = 'blank',
  words: DomainWords | null = null,
): string {
  const e = view.lastEvent;
  if (!e) return '';
  const info = algorithmInfo(setup.algorithm);
  const usesH = info?.usesHeuristic ?? false;
  const w = setup.weight;
  switch (e.type) {
    case 'start':
      return usesH ? t('narrate.start', { h: e.root.h }) : t('narrate.startNoH');
    case 'expand': {
      const first = expandSentence(e.node, view, setup, t, e.fLimit);
      const took = e.again ? t('narrate.expand.again', { took: first }) : first;
      return children ? t('narrate.withChildren', { took, summary: childrenSummary(children, t) }) : took;
    }
    case 'generate': {
      const outcome =
        e.outcome === 'pruned' && view.iteration && info?.passes === 'f'
          ? t('narrate.prunedBound', { f: e.node.f, bound: view.iteration.bound })
          : t(`outcome.${e.outcome}`);
      const move = words ? words.action(e.node, t) : childMove(e.node, setup, t, notation);
      const child = usesH
        ? t('narrate.generate', { move, f: fmt(e.node.f), g: e.node.g, h: e.node.h, w, outcome })
        : t('narrate.generateNoH', { move, g: e.node.g, outcome });
      return `${child} (${t('narrate.children', { count: view.children.length })})`;
    }
    case 'iteration':
      return e.pass === 1
        ? t('narrate.iterationFirst', { bound: e.bound })
        : t('narrate.iteration', { pass: e.pass, bound: e.bound });
    case 'backtrack':
      return t('narrate.backtrack', { g: e.node.g });
    case 'forget':
      return e.backedUp
        ? t('narrate.forget', { g: e.node.g, f: fmt(e.node.f), backed: fmt(e.backedUp.f) })
        : t('narrate.forgetLeaf', { g: e.node.g, f: fmt(e.node.f) });
    case 'move': {
      const p = e.probability === undefined ? '' : e.probability.toFixed(3);
      const temp = e.temperature === undefined ? '' : e.temperature.toFixed(3);
      return t(`local.narrate.move.${e.kind}`, { h: e.node.h, delta: e.delta, p, t: temp });
    }
    case 'restart':
      return t('local.narrate.restart', {
        n: e.restart,
        reason: t(`local.narrate.stuckReason.${e.reason}`),
        scramble: e.scramble,
        h: e.root.h,
      });
    case 'progress':
      return t('narrate.progress');
    case 'solved':
    case 'exhausted':
    case 'limit':
      return (words && e.type === 'solved' && words.solved(e, t)) || finalSentence(e, setup, t);
  }
}

/** How a domain other than the puzzle words its actions and its solution (src/ui/domains/domainWords.ts). */
export interface DomainWords {
  action(node: NodeInfo, t: TFunction): string;
  /** The sentence of a solution whose cost is not its number of steps; null: the usual one. */
  solved(e: Extract<FinalEvent, { type: 'solved' }>, t: TFunction): string | null;
}

/**
 * "by sliding tile 5 down" or, when the reader asked for blank moves, "by moving the blank up": the
 * move that made a child, written the way the move lists write it.
 */
function childMove(node: NodeInfo, setup: RunSetup, t: TFunction, notation: MoveNotation): string {
  if (!node.move) return '';
  const blank = t(`direction.${node.move}`);
  if (notation === 'blank') return t('narrate.byBlank', { blank });
  const tiles = makeCodec(setup.rows, setup.cols).decode(node.key);
  const slide = slideThatMade(makePuzzle(setup.rows, setup.cols, setup.goal), tiles, node.move);
  if (!slide) return t('narrate.byBlank', { blank });
  return t('narrate.byTile', { tile: slide.tile, dir: t(`direction.${slide.tileDirection}`) });
}

/** How a run ended, in one sentence. */
export function finalSentence(e: FinalEvent, setup: RunSetup, t: TFunction): string {
  switch (e.type) {
    case 'solved':
      return t('final.solved', { length: (e.actions ?? e.path).length, expanded: e.stats.expanded });
    case 'exhausted':
      if (e.stuck) return t(`local.final.stuck.${e.stuck}`);
      return takesOption(setup.algorithm, 'depthLimit') ? t('final.exhaustedDepth') : t('final.exhausted');
    case 'limit':
      return t('final.limit', { reason: t(`final.reason.${e.reason}`), expanded: e.stats.expanded });
  }
}

function expandSentence(
  node: NodeInfo,
  view: ReplayView,
  setup: RunSetup,
  t: TFunction,
  fLimit: number | undefined,
): string {
  const values = { f: fmt(node.f), g: node.g, h: node.h, w: setup.weight };
  const key = algorithmInfo(setup.algorithm)?.expandNarration ?? 'narrate.expand.queue';
  // A pass's bound (IDA*) and the f limit of the call (RBFS): read by the sentences that name them.
  return t(key, { ...values, bound: view.iteration?.bound ?? node.f, limit: fmt(fLimit ?? Infinity) });
}

/** The order outcomes are listed in a summary: what joined the frontier first, then what did not. */
const OUTCOME_ORDER: readonly GenerateOutcome[] = [
  'new',
  'improved',
  'reopened',
  'closed',
  'frontier',
  'cycle',
  'pruned',
  'rejected',
];

/** "3 children: 2 added to the frontier, 1 already closed." */
export function childrenSummary(children: readonly GeneratedChild[], t: TFunction): string {
  if (children.length === 0) return t('narrate.summary.none');
  const parts = OUTCOME_ORDER.map((outcome) => ({
    outcome,
    count: children.filter((c) => c.outcome === outcome).length,
  }))
    .filter((p) => p.count > 0)
    .map((p) => t(`narrate.summary.outcome.${p.outcome}`, { count: p.count }));
  return t('narrate.summary.line', {
    children: t('narrate.summary.children', { count: children.length }),
    parts: parts.join(t('narrate.summary.separator')),
  });
}

/** f can be fractional under weighted A* (w = 1.5): show at most one decimal; ∞ for SMA*'s dead ends. */
export function fmt(value: number): string {
  if (value === Infinity) return '∞';
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/**
 * f = g + h with one node's numbers, in the form the algorithm orders by: the current-node panel
 * shows it, and each frame of an exported animation draws it under the board.
 */
export function equationText(node: Pick<NodeInfo, 'f' | 'g' | 'h'>, setup: RunSetup, t: TFunction): string {
  switch (algorithmInfo(setup.algorithm)?.equation) {
    case 'g+h':
      return t('current.equationValues', { g: fmt(node.g), h: fmt(node.h), f: fmt(node.f) });
    case 'g+wh':
      return t('current.equationWeighted', { g: fmt(node.g), h: fmt(node.h), w: setup.weight, f: fmt(node.f) });
    case 'h':
      return t('current.equationGreedy', { h: fmt(node.h) });
    default:
      return t('current.equationBfs', { g: fmt(node.g) });
  }
}
