/**
 * A map of the teacher's own (a road map or a grid typed or edited as text) as a link carries
 * it: the text compressed with DEFLATE (fflate) and written in base64url, as a lesson link is
 * (lessonLink.ts). Loaded on demand: the first download reads the parameter's form only
 * (domainRows.ts), and the page unpacks it before the run opens (src/store/openScenario.ts).
 *
 * Untrusted input: at most MAX_PACKED_MAP_CHARS characters are read (scenario.ts), which DEFLATE
 * cannot inflate past a few megabytes, and the text is then held to MAX_MAP_TEXT_CHARS, above
 * the largest map the parsers accept. Never throws.
 */
import { deflateSync, inflateSync, strToU8 } from 'fflate';
import type { DomainProblem } from '../core/setups';
import { fromBase64Url, toBase64Url } from './base64url';
import { instanceOf, mapParts } from './domainRows';
import { clip } from './query';
import type { IgnoredParam, Scenario } from './scenario';

/** The longest map text unpacked: the grid parser's limit for a 256x256 grid, with room. */
export const MAX_MAP_TEXT_CHARS = 140_000;

export type UnpackedMap =
  { readonly ok: true; readonly text: string } | { readonly ok: false; readonly reason: 'malformed' | 'too-long' };

let last: { text: string; packed: string } | null = null;

/** The link's value for a map's text. The same text always packs the same (the last is kept). */
export function packMapText(text: string): string {
  if (last?.text !== text) last = { text, packed: toBase64Url(deflateSync(strToU8(text), { level: 9 })) };
  return last.packed;
}

export function unpackMapText(packed: string): UnpackedMap {
  try {
    const bytes = fromBase64Url(packed);
    if (bytes === null || bytes.length === 0) return { ok: false, reason: 'malformed' };
    const raw = inflateSync(bytes);
    if (raw.length > MAX_MAP_TEXT_CHARS) return { ok: false, reason: 'too-long' };
    // Invalid UTF-8 is refused, not patched with replacement characters.
    const text = new TextDecoder('utf-8', { fatal: true }).decode(raw);
    return text.trim() === '' ? { ok: false, reason: 'malformed' } : { ok: true, text };
  } catch {
    return { ok: false, reason: 'malformed' };
  }
}

/**
 * The scenario with the map its link carries compressed unpacked into the problem's instance
 * (its moves kept). One that does not unpack is named in `ignored`, and the domain's own map is
 * shown from its own start to its own goal: the link's cities are not on it.
 */
export function unpackScenario(linked: Scenario): { scenario: Scenario; ignored: IgnoredParam[] } {
  const ignored: IgnoredParam[] = [];
  const unpack = <T extends { problem?: DomainProblem }>(setup: T | undefined): T | undefined => {
    const packed = setup?.problem?.packedMap;
    if (setup?.problem === undefined || packed === undefined) return setup;
    const { packedMap: _packed, ...problem } = setup.problem;
    const unpacked = unpackMapText(packed);
    if (unpacked.ok) {
      const instance = instanceOf(unpacked.text, mapParts(problem.instance).eight);
      return { ...setup, problem: { ...problem, instance } };
    }
    ignored.push({ name: 'maptext', value: clip(packed), reason: unpacked.reason });
    return { ...setup, problem: { ...problem, start: '', goal: '' } };
  };
  return { scenario: { ...linked, setup: unpack(linked.setup), compare: unpack(linked.compare) }, ignored };
}
