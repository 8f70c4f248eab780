/**
 * Changes a map editor makes to a road map's text (graphParse.ts's format), line by line, so the
 * teacher's own text survives: comments, blank lines and the order of the lines stay as typed.
 * A line that already says the thing (a city's position, its h value, the table's goal) is
 * rewritten in place, keeping its comment; otherwise a line is added. These edit text only: what
 * comes out is read by the parser like anything typed, refusals and all.
 */
import { readName, writeName } from './cityNames';
import type { Point } from './graph';

interface Line {
  readonly tokens: readonly string[];
  /** From the `#` to the end of the line, or ''. */
  readonly comment: string;
}

function split(raw: string): Line {
  const hash = raw.indexOf('#');
  const code = hash < 0 ? raw : raw.slice(0, hash);
  return { tokens: code.split(/\s+/).filter((t) => t !== ''), comment: hash < 0 ? '' : raw.slice(hash) };
}

const names = (token: string | undefined, city: string) => {
  if (token === undefined) return false;
  const read = readName(token);
  return read.ok && read.name === city;
};

/** Replaces the first line `matches` accepts with `line` (its comment kept), else adds `line` (at the top when `first`). */
function rewrite(text: string, matches: (line: Line) => boolean, line: string, first = false): string {
  const lines = text.split(/\r\n|\r|\n/);
  const at = lines.findIndex((raw) => matches(split(raw)));
  if (at >= 0) {
    const { comment } = split(lines[at]);
    lines[at] = comment === '' ? line : `${line} ${comment}`;
    return lines.join('\n');
  }
  if (first) return `${line}\n${text}`;
  const body = text.replace(/\s+$/, '');
  return `${body === '' ? '' : `${body}\n`}${line}\n`;
}

/** The text with `city` drawn at `at` (`City @ x y`). */
export function setPosition(text: string, city: string, at: Point): string {
  const matches = ({ tokens }: Line) => tokens[1] === '@' && names(tokens[0], city);
  return rewrite(text, matches, `${writeName(city)} @ ${at.x} ${at.y}`);
}

/** The text with `city`'s h value set to `h` (`h City value`). */
export function setEstimate(text: string, city: string, h: number): string {
  const matches = ({ tokens }: Line) => tokens[0] === 'h' && names(tokens[1], city);
  return rewrite(text, matches, `h ${writeName(city)} ${h}`);
}

/** The text with the h table's goal named (`goal City`), added at the top when there is no goal line. */
export function setTableGoal(text: string, goal: string): string {
  return rewrite(text, ({ tokens }) => tokens[0] === 'goal', `goal ${writeName(goal)}`, true);
}

/** The text with a road added at its end (`From To length`). */
export function addRoad(text: string, from: string, to: string, length: number): string {
  return rewrite(text, () => false, `${writeName(from)} ${writeName(to)} ${length}`);
}
