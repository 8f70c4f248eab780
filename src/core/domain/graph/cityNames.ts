/**
 * How a city's name is written in the graph text format. A line is split at spaces, so a name
 * that has spaces in it is written with underscores instead: `Rimnicu_Vilcea` is the city
 * Rimnicu Vilcea. Our choice over quotes: a name stays one token that a teacher can type without
 * pairing anything, and it reads the same in a link. A name therefore has no underscore of its
 * own; it starts with a letter (any script: 東京 is a name) and goes on with letters, digits,
 * and the marks that real place names use (- ' .), one underscore at a time between them.
 */

/** The words that begin the other kinds of line: no city may be called by one. */
export const RESERVED_WORDS: readonly string[] = ['h', 'goal', 'directed', 'undirected'];

export const MAX_NAME_LENGTH = 60;

const WORD = String.raw`[\p{L}\p{N}'.\-]+`;
const NAME_TOKEN = new RegExp(String.raw`^\p{L}[\p{L}\p{N}'.\-]*(?:_${WORD})*$`, 'u');

/** What a name token should look like, for refusals. */
export const NAME_RULE = "a city name: a letter, then letters, digits, - ' or ., with _ for a space";

export type NameProblem = 'bad-name' | 'quoted-name' | 'reserved-name';

/** The city a token names, or why it names none. */
export function readName(token: string): { ok: true; name: string } | { ok: false; problem: NameProblem } {
  if (token.startsWith('"') || token.startsWith("'")) return { ok: false, problem: 'quoted-name' };
  if (RESERVED_WORDS.includes(token)) return { ok: false, problem: 'reserved-name' };
  if (token.length > MAX_NAME_LENGTH || !NAME_TOKEN.test(token)) return { ok: false, problem: 'bad-name' };
  return { ok: true, name: token.replace(/_/g, ' ') };
}

/** The token a city's name is written as. */
export function writeName(name: string): string {
  return name.replace(/ /g, '_');
}
