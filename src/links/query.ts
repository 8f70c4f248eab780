/** The query string as text: splitting, decoding and encoding, with no meaning attached yet. */

/** Values keep `,` `/` `;` `:` and letters readable; anything else is percent-encoded. */
export function encodeValue(value: string): string {
  return encodeURIComponent(value)
    .replace(/%2C/gi, ',')
    .replace(/%2F/gi, '/')
    .replace(/%3B/gi, ';')
    .replace(/%3A/gi, ':');
}

/** A value shown in the notice: long ones are cut, so hostile text cannot flood the page. */
export const clip = (s: string, max = 60) => (s.length > max ? `${s.slice(0, max)}…` : s);

/** Decodes one component; a broken escape (`%E0%A4%A`) reads as the raw text. */
function decode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

/** `?a=1&b=2` (or without `?`, or a whole URL) as ordered name/value pairs. */
export function splitQuery(input: string): { pairs: [string, string][]; length: number } {
  let query = input;
  const q = query.indexOf('?');
  if (q >= 0) query = query.slice(q + 1);
  const hash = query.indexOf('#');
  if (hash >= 0) query = query.slice(0, hash);
  const pairs: [string, string][] = [];
  for (const part of query.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    pairs.push(eq < 0 ? [decode(part), ''] : [decode(part.slice(0, eq)), decode(part.slice(eq + 1))]);
  }
  return { pairs, length: query.length };
}
