/**
 * Reading a road map a teacher types or pastes. One line says one thing:
 *
 *   Arad Sibiu 140        a road and its length (a positive number)
 *   Arad @ 91 492         where a city is drawn (x east, y north, as in AIMA's code)
 *   h Arad 366            an estimate of the distance from Arad to the table's goal (>= 0)
 *   goal Bucharest        the city the h values estimate the distance to
 *   directed              roads go one way only (before the first road; `undirected`, the default)
 *   # a comment           from # to the end of any line; blank lines are skipped
 *
 * Names with spaces are written with underscores (cityNames.ts). Without a `goal` line, the
 * table's goal is its one city whose h is 0. Every refusal is a GraphParseError naming the line,
 * the token and what was expected; the parser never throws, and caps the text, the cities and
 * the roads so that a paste cannot hang the page.
 */
import type { DomainParseError } from '../types';
import { MAX_NAME_LENGTH, NAME_RULE, readName, type NameProblem } from './cityNames';
import type { Point, Road, WeightedGraph } from './graph';
import { byName } from './graph';

export const MAX_GRAPH_CHARS = 100_000;
export const MAX_CITIES = 500;
export const MAX_ROADS = 5_000;
/** Larger numbers are refused: sums of them stay exact in a double. */
export const MAX_NUMBER = 1e9;

export type GraphParseCode =
  | 'bad-input'
  | 'too-long'
  | 'empty'
  | NameProblem
  | 'bad-number'
  | 'missing-token'
  | 'extra-token'
  | 'self-loop'
  | 'duplicate-road'
  | 'duplicate-position'
  | 'duplicate-estimate'
  | 'duplicate-goal'
  | 'duplicate-directive'
  | 'late-directive'
  | 'unknown-city'
  | 'no-estimates-goal'
  | 'too-many-cities'
  | 'too-many-roads';

export interface GraphParseError extends DomainParseError {
  readonly code: GraphParseCode;
  /** 1-based; 0 when the text as a whole is refused. */
  readonly line: number;
  /** The offending token; null at the end of a line, or when no one token is at fault. */
  readonly token: string | null;
  /** What was expected there, in English (the message says it too). */
  readonly expected: string;
}

export type GraphParse =
  { readonly ok: true; readonly graph: WeightedGraph } | { readonly ok: false; readonly error: GraphParseError };

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

class Refusal {
  constructor(readonly error: GraphParseError) {}
}

function refuse(code: GraphParseCode, line: number, token: string | null, expected: string, message?: string): never {
  const found = token === null ? 'the end of the line' : `"${token}"`;
  const text = message ?? `expected ${expected}, found ${found}`;
  throw new Refusal({ code, line, token, expected, message: line > 0 ? `Line ${line}: ${text}` : text });
}

/** The graph the text describes, or the first thing wrong with it. */
export function parseGraph(text: unknown): GraphParse {
  try {
    return { ok: true, graph: read(text) };
  } catch (caught) {
    if (caught instanceof Refusal) return { ok: false, error: caught.error };
    // Not ours: still a refusal, never an exception (the promise every parser here keeps).
    const message = caught instanceof Error ? caught.message : String(caught);
    return { ok: false, error: { code: 'bad-input', line: 0, token: null, expected: 'a road map', message } };
  }
}

interface Mention {
  readonly name: string;
  readonly line: number;
  readonly token: string;
}

function read(text: unknown): WeightedGraph {
  if (typeof text !== 'string') refuse('bad-input', 0, null, 'text', 'expected the road map as text');
  if (text.length > MAX_GRAPH_CHARS) {
    refuse(
      'too-long',
      0,
      null,
      `at most ${MAX_GRAPH_CHARS} characters`,
      `the text is longer than ${MAX_GRAPH_CHARS} characters`,
    );
  }
  const cities = new Set<string>();
  const roads: Road[] = [];
  const roadLines = new Map<string, number>();
  const positions = new Map<string, Point>();
  const positionLines = new Map<string, number>();
  const estimates = new Map<string, number>();
  const estimateLines = new Map<string, number>();
  const named: Mention[] = []; // cities named by `h` and `goal` lines: they must be on the map
  let directed: boolean | null = null;
  let directiveLine = 0;
  let goal: Mention | null = null;

  const addCity = (name: string, line: number, token: string) => {
    if (cities.has(name)) return;
    if (cities.size >= MAX_CITIES)
      refuse('too-many-cities', line, token, `at most ${MAX_CITIES} cities`, `more than ${MAX_CITIES} cities`);
    cities.add(name);
  };

  for (const [index, raw] of text.split(/\r\n|\r|\n/).entries()) {
    const line = index + 1;
    const hash = raw.indexOf('#');
    const tokens = (hash < 0 ? raw : raw.slice(0, hash)).split(/\s+/).filter((t) => t !== '');
    if (tokens.length === 0) continue;
    const [first] = tokens;
    if (first === 'directed' || first === 'undirected') {
      ends(tokens, 1, line, 'nothing after the direction');
      if (directed !== null) {
        refuse(
          'duplicate-directive',
          line,
          first,
          'one direction line',
          `a second direction line (the first is line ${directiveLine})`,
        );
      }
      if (roads.length > 0) {
        refuse(
          'late-directive',
          line,
          first,
          'the direction before the first road',
          `"${first}" must come before the first road (line ${roadLines.values().next().value})`,
        );
      }
      directed = first === 'directed';
      directiveLine = line;
    } else if (first === 'goal') {
      const name = nameAt(tokens, 1, line, 'the city the h values estimate the distance to');
      ends(tokens, 2, line, 'nothing after the goal city');
      if (goal !== null)
        refuse(
          'duplicate-goal',
          line,
          tokens[1],
          'one goal line',
          `a second goal line (the first is line ${goal.line})`,
        );
      goal = { name, line, token: tokens[1] };
      named.push(goal);
    } else if (first === 'h') {
      const name = nameAt(tokens, 1, line, 'the city whose h value this is');
      const value = numberAt(tokens, 2, line, 'its h value (a number, 0 or more)', 0);
      ends(tokens, 3, line, 'nothing after the h value');
      notTwice(estimateLines, name, {
        code: 'duplicate-estimate',
        line,
        token: tokens[1],
        what: `h value for ${name}`,
      });
      estimates.set(name, value);
      estimateLines.set(name, line);
      named.push({ name, line, token: tokens[1] });
    } else if (tokens[1] === '@') {
      const name = nameAt(tokens, 0, line, 'a city name');
      const x = numberAt(tokens, 2, line, "the city's x (a number)", null);
      const y = numberAt(tokens, 3, line, "the city's y (a number)", null);
      ends(tokens, 4, line, 'nothing after x and y');
      notTwice(positionLines, name, {
        code: 'duplicate-position',
        line,
        token: tokens[0],
        what: `position for ${name}`,
      });
      addCity(name, line, tokens[0]);
      positions.set(name, { x, y });
      positionLines.set(name, line);
    } else {
      const from = nameAt(tokens, 0, line, 'a road (two cities and its length), or h, goal, directed, undirected');
      const to = nameAt(tokens, 1, line, `the city the road from ${from} leads to`);
      const cost = numberAt(tokens, 2, line, "the road's length (a positive number)", 'positive');
      ends(tokens, 3, line, "nothing after the road's length");
      if (from === to) refuse('self-loop', line, tokens[1], 'two different cities', `a road from ${from} to itself`);
      const oneWay = directed === true;
      const key = oneWay || byName(from, to) < 0 ? `${from}\n${to}` : `${to}\n${from}`;
      const what = oneWay ? `road from ${from} to ${to}` : `road between ${from} and ${to}`;
      notTwice(roadLines, key, { code: 'duplicate-road', line, token: tokens[1], what });
      if (roads.length >= MAX_ROADS)
        refuse('too-many-roads', line, null, `at most ${MAX_ROADS} roads`, `more than ${MAX_ROADS} roads`);
      addCity(from, line, tokens[0]);
      addCity(to, line, tokens[1]);
      roads.push({ from, to, cost });
      roadLines.set(key, line);
    }
  }

  if (cities.size === 0) refuse('empty', 0, null, 'at least one road or position', 'no roads and no cities');
  for (const mention of named) {
    if (!cities.has(mention.name)) {
      refuse(
        'unknown-city',
        mention.line,
        mention.token,
        'a city on a road or a position line',
        `${mention.name} is on no road and has no position`,
      );
    }
  }
  return {
    cities: [...cities].sort(byName),
    roads,
    directed: directed ?? false,
    positions,
    estimates,
    estimatesGoal: goal === null ? tableGoal(estimates, estimateLines) : goal.name,
  };
}

/** Without a goal line, the table's goal is its one city whose h is 0. */
function tableGoal(estimates: ReadonlyMap<string, number>, lines: ReadonlyMap<string, number>): string | null {
  if (estimates.size === 0) return null;
  const zeros = [...estimates].filter(([, h]) => h === 0).map(([city]) => city);
  if (zeros.length === 1) return zeros[0];
  const first = Math.min(...lines.values());
  const why = zeros.length === 0 ? 'no city has h 0' : `${zeros.length} cities have h 0 (${zeros.join(', ')})`;
  return refuse(
    'no-estimates-goal',
    first,
    null,
    'a line "goal CITY"',
    `the h values need a line "goal CITY" naming the city they estimate the distance to: ${why}`,
  );
}

function nameAt(tokens: readonly string[], at: number, line: number, expected: string): string {
  const token = tokens[at];
  if (token === undefined) refuse('missing-token', line, null, expected);
  const read = readName(token);
  if (read.ok) return read.name;
  switch (read.problem) {
    case 'quoted-name':
      return refuse(
        'quoted-name',
        line,
        token,
        NAME_RULE,
        `names are written without quotes, with _ for a space (Rimnicu_Vilcea), found "${token}"`,
      );
    case 'reserved-name':
      return refuse(
        'reserved-name',
        line,
        token,
        NAME_RULE,
        `"${token}" is a keyword (h, goal, directed, undirected), not a city name`,
      );
    default: {
      const what = token.length > MAX_NAME_LENGTH ? `${NAME_RULE}, at most ${MAX_NAME_LENGTH} characters` : NAME_RULE;
      return refuse('bad-name', line, token, `${expected}: ${what}`);
    }
  }
}

/** A number at `tokens[at]`: any finite one (null), 0 or more (0), or more than 0 ('positive'). */
function numberAt(
  tokens: readonly string[],
  at: number,
  line: number,
  expected: string,
  least: 0 | 'positive' | null,
): number {
  const token = tokens[at];
  if (token === undefined) refuse('missing-token', line, null, expected);
  const value = NUMBER.test(token) ? Number(token) : NaN;
  const inRange = Math.abs(value) <= MAX_NUMBER && (least === null || (least === 0 ? value >= 0 : value > 0));
  const tooLarge = Number.isFinite(value) && Math.abs(value) > MAX_NUMBER;
  if (!inRange) refuse('bad-number', line, token, tooLarge ? `${expected}, at most ${MAX_NUMBER}` : expected);
  // -0 is read as 0: the text format writes it so, and a round trip gives the same graph.
  return value === 0 ? 0 : value;
}

/** Refuses a second line saying what `seen` already holds for `key` (it maps keys to their line). */
function notTwice(
  seen: ReadonlyMap<string, number>,
  key: string,
  at: { code: GraphParseCode; line: number; token: string; what: string },
): void {
  const first = seen.get(key);
  if (first === undefined) return;
  refuse(at.code, at.line, at.token, `one ${at.what}`, `a second ${at.what} (the first is line ${first})`);
}

function ends(tokens: readonly string[], count: number, line: number, expected: string): void {
  if (tokens.length > count) refuse('extra-token', line, tokens[count], expected);
}
