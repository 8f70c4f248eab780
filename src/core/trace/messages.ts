/**
 * What the checker and the readers say, as data: each problem or refusal names a template by
 * its code and carries the facts that fill it (params), so that the app can say it in the
 * reader's language (src/i18n/features/traceMessages.*) while the command line keeps these
 * English sentences, word for word, as autograders read them.
 *
 * A param is a state's text, a field's name or a number (written as numberText writes it), or
 * one of three kinds the language decides how to write: an algorithm (by its id), a JSON value
 * a line held where it should not (its kind and text), and a list of items (joined with "and",
 * "or" or commas, each item written by a part template when it is more than one fact).
 */
import { algorithmInfo } from '../solvers/algorithms';
import { numberText } from './numberText';

/** A JSON value as a refusal describes it: its kind, and its text when that is what is wrong. */
export type TraceValueKind =
  'nothing' | 'null' | 'empty-list' | 'list' | 'object' | 'empty-text' | 'text' | 'number' | 'value';

export type TraceScalar = string | number;

export type TraceParam =
  | TraceScalar
  | { readonly algorithm: string }
  | { readonly value: TraceValueKind; readonly text: string }
  | {
      readonly join: 'and' | 'or' | 'comma';
      readonly items: readonly TraceScalar[] | readonly Readonly<Record<string, TraceScalar>>[];
      /** The part template each item is written with (items are then records). */
      readonly each?: TracePartCode;
    }
  | { readonly part: TracePartCode };

export type TraceParams = Readonly<Record<string, TraceParam>>;

export interface TraceMessage {
  readonly code: TraceMessageCode;
  readonly params: TraceParams;
}

/** Pieces the messages are built of: values, list items, the names of a line's kinds. */
export const TRACE_PARTS_EN = {
  'value-nothing': 'nothing',
  'value-null': 'null',
  'value-empty-list': 'an empty list',
  'value-list': 'a list',
  'value-object': 'an object',
  'value-empty-text': 'an empty text',
  'value-text': 'the text {{text}}',
  'value-number': 'the number {{text}}',
  'value-value': 'the value {{text}}',
  'g-at-line': '{{g}} (line {{line}})',
  quoted: '"{{item}}"',
  'line-header': 'the header',
  'line-expand': 'an expand line',
  'line-generate': 'a generate line',
  'line-solution': 'a solution line',
  'line-failure': 'a failure line',
  'where-line': 'line {{line}}: ',
  'where-event': 'event {{line}}: ',
  'where-posthoc': 'the Posthoc trace: ',
  'where-problem': 'Line {{line}}: ',
} as const;

export type TracePartCode = keyof typeof TRACE_PARTS_EN;

/** Every sentence, without where it is (the line or event is put before it). */
export const TRACE_MESSAGES_EN = {
  // The checker (checker.ts)
  'expand-not-generated':
    'you expanded {{state}}, but no earlier line generated it. A search expands only states waiting in its frontier: the start, or a state generated from an expanded one.',
  'expand-not-generated-short': 'you expanded {{state}}, but no earlier line generated it.',
  'expand-closed':
    'you expanded {{state}} again: it was already expanded at line {{closedLine}}, and it has not been reached by a cheaper path since. {{algorithm}} is a graph search: it keeps the expanded states in a closed set and never expands one twice. Do you check the closed set before expanding (or before adding a child to the frontier)?',
  'expand-not-in-frontier':
    'you expanded {{state}}, but it is not in the frontier: no earlier line generated it. A search expands only states waiting in its frontier.',
  'expand-wrong-g-ordered':
    'you expanded {{state}} with g = {{g}}, but it was generated with g = {{generated}}. g is the cost of the path to the state, and it does not change while the state waits in the frontier.',
  'expand-wrong-g':
    'you expanded {{state}} with g = {{g}}, but it was generated with g = {{gs}}. g is the cost of the path to the state: it does not change while the state waits to be expanded.',
  'order-queue':
    'you expanded {{state}} at depth {{depth}} while the frontier still held {{other}} (generated at line {{otherLine}}) at depth {{otherDepth}}. {{algorithm}} takes the oldest node first, so it expands every state at one depth before any state deeper: is your frontier a first-in, first-out queue (not a stack)?',
  'order-lowest-f':
    'you expanded {{state}} with f = {{p}} while the frontier held {{other}} (generated at line {{otherLine}}) with f = {{otherP}}. {{algorithm}} always takes a node of lowest f = g + h: is your frontier a priority queue ordered by f?',
  'order-lowest-weighted':
    'you expanded {{state}} with f = {{p}} while the frontier held {{other}} (generated at line {{otherLine}}) with f = {{otherP}}. {{algorithm}} always takes a node of lowest f = g + {{weight}} × h: is your frontier a priority queue ordered by f?',
  'order-lowest-h':
    'you expanded {{state}} with h = {{p}} while the frontier held {{other}} (generated at line {{otherLine}}) with h = {{otherP}}. {{algorithm}} always takes a node of lowest h: is your frontier a priority queue ordered by h?',
  'order-lowest-g':
    'you expanded {{state}} with g = {{p}} while the frontier held {{other}} (generated at line {{otherLine}}) with g = {{otherP}}. {{algorithm}} always takes a node of lowest g (the cost so far): is your frontier a priority queue ordered by g?',
  'illegal-move':
    '{{state}} is not one move away from its parent {{parent}}: that is not a legal move. The states one move from {{parent}} are {{moves}}.',
  'generate-wrong-g':
    "you gave {{state}} g = {{g}}, but g is the parent's g plus the cost of the move: its parent {{parent}} has g = {{parentG}} (line {{parentLine}}) and the move costs {{cost}}, so g = {{expected}}.",
  'generate-before-expand':
    'you generated {{state}} from {{parent}} before expanding any state: children are generated when their parent is expanded.',
  'generate-not-current':
    'you generated {{state}} from {{parent}}, but the state being expanded is {{current}} (line {{currentLine}}): children are generated while their parent is expanded, right after its expand line.',
  'generate-parent-not-expanded':
    'you generated {{state}} from {{parent}}, which was never expanded: children are generated when their parent is expanded.',
  'h-not-heuristic':
    'you gave {{state}} h = {{h}}, but the heuristic {{heuristicName}} ({{heuristic}}) gives {{truth}} for this state.',
  'h-changed':
    'you gave {{state}} h = {{h}}, but line {{otherLine}} gave the same state h = {{otherH}}. A heuristic is an estimate computed from the state alone: the same state always has the same h.',
  inadmissible:
    'you gave {{state}} h = {{h}}, but the cheapest path from it to the goal costs {{trueCost}}: h overestimates by {{over}}. {{algorithm}} finds an optimal solution only with an admissible h, one that never estimates above the true cost.',
  'after-goal':
    'the search went on after it expanded the goal at line {{goalLine}}. When the goal is taken out of the frontier the search is over: return the path to it.',
  'cut-off':
    'the trace ends without a final line: expected {"solution": [...]} or {"failure": true} after the last step. The search was cut off (it stopped early, or the file was truncated).',
  'failure-goal-reached':
    'the trace reports failure, but the goal {{goal}} was reached at line {{goalLine}}: the goal test missed it.',
  'failure-frontier-not-empty':
    'the trace reports failure while the frontier still held {{other}} (generated at line {{otherLine}}). A search gives up only when its frontier is empty.',
  'solution-wrong-start': 'the solution must begin at the start {{start}}, but it begins at {{first}}.',
  'solution-wrong-end': 'the solution must end at the goal {{goal}}, but it ends at {{last}}.',
  'solution-illegal-step':
    'the solution does not replay: step {{step}} goes from {{from}} to {{to}}, which is not a legal move.',
  'stopped-at-generation':
    'the search stopped with a solution before it expanded the goal. {{algorithm}} tests for the goal when it takes a node out of the frontier, not when it generates it: a cheaper path to the goal may still be waiting in the frontier.',
  'stopped-at-generation-line':
    'the search stopped with a solution before it expanded the goal (it was generated at line {{goalLine}}). {{algorithm}} tests for the goal when it takes a node out of the frontier, not when it generates it: a cheaper path to the goal may still be waiting in the frontier.',
  'solution-cost-not-g':
    'the solution costs {{cost}}, but the goal was expanded with g = {{goalG}} at line {{goalLine}}: the solution should be the path that gave it that g, read back through the parents.',
  'not-optimal':
    'the solution costs {{cost}}, but the cheapest path from the start to the goal costs {{optimum}}. {{algorithm}} guarantees an optimal solution: check the order of expansions and the goal test.',
  'not-optimal-heuristic':
    'the solution costs {{cost}}, but the cheapest path from the start to the goal costs {{optimum}}. {{algorithm}} guarantees an optimal solution when h never overestimates (an admissible heuristic): check the order of expansions and the goal test.',
  // The depth-first searches (depthFirstOrder.ts)
  'dfs-start-again':
    'you expanded the start {{state}} again. {{algorithm}} makes one pass from the start; only iterative deepening and IDA* start over.',
  'dfs-not-waiting':
    'you expanded {{state}}, but it is not a waiting child of any state on the current path: its parent was already left behind. {{algorithm}} keeps one path from the start and expands a child of a state on it: is your frontier a stack (last in, first out)?',
  'dfs-parent-left':
    'you generated {{state}} from {{parent}}, but {{parent}} is not on the current path: {{algorithm}} generates the children of the state it is at, and has backed up from {{parent}} already.',
  'dfs-left-behind-depth':
    'you left {{child}} (generated at line {{childLine}}, depth {{childMeasure}}) unexpanded and went back up, yet in the same pass you expanded {{expanded}} (line {{expandedLine}}) at depth {{measure}}, so the depth limit did not cut it. {{algorithm}} takes the newest node: it expands every child of a state before it backs up past it. Is your frontier a stack (last in, first out), not a queue?',
  'dfs-left-behind-f':
    'you left {{child}} (generated at line {{childLine}}, f {{childMeasure}}) unexpanded and went back up, yet in the same pass you expanded {{expanded}} (line {{expandedLine}}) at f {{measure}}, so the f bound did not cut it. {{algorithm}} takes the newest node: it expands every child of a state before it backs up past it. Is your frontier a stack (last in, first out), not a queue?',
  // What the checker could not check (checker.ts: the verdict's notes)
  'note-no-algorithm': 'No algorithm named: checked legal moves, g, h and the solution, not the order of expansions.',
  'note-pass-bounds':
    '{{algorithm}}: the order within each pass was checked (a stack of children, any order among siblings); the bound of each pass is not in the trace and was not checked.',
  'note-order-unknown':
    'The order of expansions is not checked for {{algorithm}}: the checker knows the order of breadth-first, uniform-cost, greedy best-first, A*, weighted A* and the depth-first searches (DFS, iterative deepening, IDA*).',
  'note-admissibility-unknown':
    "Admissibility not judged for {{count}} h values: their true cost to the goal was not computed within the checker's budget.",
  'note-order-partial':
    'Some lines gave no h and no heuristic is named: the order of expansions was not fully checked.',
  'note-optimality-unchecked':
    'Optimality not checked: the reference search ran out of its budget before it found the shortest path.',
  // The frontier-trace reader (reader.ts, lineShape.ts, domains.ts)
  empty: 'the trace is empty: expected a header line first',
  'after-end': 'nothing may follow the {{end}} line (line {{endLine}}); expected the file to end there',
  'not-json': 'is not JSON ({{why}}); expected one JSON object on each line',
  'no-header':
    'expected the header first ({"trace": "frontier", "version": 1, "start": …, "goal": …}), got a {{kind}} line',
  'second-header': 'is a second header; the header is the first line only (line {{headerLine}})',
  'bad-state': '"{{field}}" is not a {{domain}} state: {{reason}}',
  'bad-solution-state': '"solution item {{item}}" is not a {{domain}} state: {{reason}}',
  'unknown-domain': 'the domain "{{domain}}" is not one Frontier reads traces on (known: {{known}})',
  'bad-start': '"start" is not a {{domain}} state: {{reason}}',
  'bad-goal': '"goal" is not a {{domain}} state: {{reason}}',
  'unknown-algorithm': '"{{name}}" is not an algorithm Frontier knows (one of {{known}})',
  'unknown-heuristic': '"{{name}}" is not a heuristic of this domain (one of {{known}})',
  'unavailable-heuristic': 'the heuristic "{{name}}" is not available for this board and goal',
  'not-object': 'expected one JSON object, got {{got}}',
  'generate-needs-parent': 'a generate line needs "parent": the state it was generated from',
  'bad-solution': '"solution" must be a list of states from the start to the goal, got {{got}}',
  'bad-solution-item': '"solution" item {{item}} must be a state written as text, got {{got}}',
  'bad-failure': '"failure" must be true, got {{got}}',
  'unknown-line-empty':
    'expected a line with "expand", "generate", "solution" or "failure" (or the header\'s "trace"), got an empty object',
  'unknown-line-one':
    'expected a line with "expand", "generate", "solution" or "failure" (or the header\'s "trace"), got the field {{fields}}',
  'unknown-line-many':
    'expected a line with "expand", "generate", "solution" or "failure" (or the header\'s "trace"), got the fields {{fields}}',
  'not-frontier': '"trace" must be "frontier", got {{got}}',
  'no-version': 'the header needs "version": {{known}}',
  'newer-version':
    'this is frontier-trace version {{version}}, newer than this reader understands (version {{known}}): update Frontier to read it',
  'bad-version': '"version" must be {{known}}, got {{got}}',
  'no-start': 'the header needs "start": the start state',
  'no-goal': 'the header needs "goal": the goal state',
  'bad-size': '"size" must be rows x columns such as "3x3" or "2x4", got {{got}}',
  'bad-weight': '"weight" must be a number above 0 (weighted A*: f = g + weight * h), got {{got}}',
  'unknown-field': '{{what}} has no field "{{field}}" (its fields: {{fields}})',
  'bad-text-state': '"{{field}}" must be a state written as text, such as "1 2 3/4 5 6/7 8 0", got {{got}}',
  'bad-name': '"{{field}}" must be a name, got {{got}}',
  'bad-g': '"g" (the cost of the path from the start) must be a number >= 0, got {{got}}',
  'bad-h': '"h" (the heuristic\'s estimate to the goal) must be a number >= 0, got {{got}}',
  // The Posthoc reader (posthoc.ts)
  'posthoc-not-json': 'is not JSON ({{why}})',
  'no-events': 'expected a JSON object with a list of "events"',
  'no-source': 'has no "source" event: expected one giving the start board',
  'no-destination': 'has no "destination" event: expected one giving the goal board',
  'source-not-board': 'the source is not a board: {{reason}}',
  'destination-not-board': 'the destination is not a board: {{reason}}',
  'event-not-board': 'its board is not a board: {{reason}}',
  'event-not-object': 'expected an object, got {{got}}',
  'no-type': 'expected a "type" (source, destination, generating, expanding, closing or end), got {{got}}',
  'posthoc-after-end': 'nothing may follow the "end" event (event {{endLine}})',
  'generating-no-board': 'a generating event needs its board (the cells "11", "21", ...)',
  'unknown-parent': '"pId" {{id}} names no node generated before',
  'unknown-node': 'node {{id}} was never generated and the event gives no board',
  'unknown-path-node': 'node {{id}} on the path to the end was never generated',
  cycle: 'the parents of the end node form a cycle',
  'no-board': 'expected a board: one property per cell, named by column then row ("11", "21", ...)',
  'bad-board': 'cell "{{cell}}" must be a tile number (0 for the blank), got {{got}}',
  'bad-id': '"{{field}}" must be a number or a name, got {{got}}',
  'bad-number': '"{{field}}" must be a number, got {{got}}',
} as const;

export type TraceMessageCode = keyof typeof TRACE_MESSAGES_EN;

/** How one language writes the params: its lists, its algorithm names and its parts. */
export interface TraceWords {
  join(how: 'and' | 'or' | 'comma', items: readonly string[]): string;
  algorithm(id: string): string;
  /** A part template, filled (its params are already text). */
  part(code: TracePartCode, params: Readonly<Record<string, string>>): string;
}

/** The params as text, the way `words` writes them. */
export function paramsText(params: TraceParams, words: TraceWords): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key in params) out[key] = paramText(params[key], words);
  return out;
}

function scalarText(v: TraceScalar): string {
  return typeof v === 'number' ? numberText(v) : v;
}

function recordText(r: Readonly<Record<string, TraceScalar>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key in r) out[key] = scalarText(r[key]);
  return out;
}

function paramText(p: TraceParam, words: TraceWords): string {
  if (typeof p !== 'object') return scalarText(p);
  if ('algorithm' in p) return words.algorithm(p.algorithm);
  if ('value' in p) return words.part(`value-${p.value}`, { text: p.text });
  if ('part' in p) return words.part(p.part, {});
  const each = p.each;
  const items = (p.items as readonly (TraceScalar | Readonly<Record<string, TraceScalar>>)[]).map((item) =>
    typeof item === 'object'
      ? words.part(each!, recordText(item))
      : each === undefined
        ? scalarText(item)
        : words.part(each, { item: scalarText(item) }),
  );
  return words.join(p.join, items);
}

/** Fills {{name}} placeholders (the same syntax the app's i18n uses). */
export function fillTemplate(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);
}

const ENGLISH: TraceWords = {
  join: (how, items) => {
    if (how === 'or') return items.join(' or ');
    if (how === 'comma' || items.length <= 1) return items.join(', ');
    return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
  },
  algorithm: (id) => algorithmInfo(id as never)?.name ?? id,
  part: (code, params) => fillTemplate(TRACE_PARTS_EN[code], params),
};

/** The sentence in English, as the command line prints it. */
export function englishTraceMessage(message: TraceMessage): string {
  return fillTemplate(TRACE_MESSAGES_EN[message.code], paramsText(message.params, ENGLISH));
}

/** An English part (such as where a refusal is), filled. */
export function englishTracePart(code: TracePartCode, params: Readonly<Record<string, string>> = {}): string {
  return ENGLISH.part(code, params);
}

/** A JSON value as a refusal names it. */
export function valueParam(v: unknown): { readonly value: TraceValueKind; readonly text: string } {
  if (v === undefined) return { value: 'nothing', text: '' };
  if (v === null) return { value: 'null', text: '' };
  if (Array.isArray(v)) return { value: v.length === 0 ? 'empty-list' : 'list', text: '' };
  if (typeof v === 'object') return { value: 'object', text: '' };
  if (typeof v === 'string') {
    if (v.length === 0) return { value: 'empty-text', text: '' };
    return { value: 'text', text: JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v) };
  }
  return { value: typeof v === 'number' ? 'number' : 'value', text: String(v) };
}
