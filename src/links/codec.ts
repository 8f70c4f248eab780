/**
 * Reading and writing a link (the query string) with the tables of `modes.ts`.
 *
 * The query string, not the hash: it survives every static host, and the page never sends it
 * anywhere. Reading never throws and never trusts: a parameter that is unknown, malformed, too
 * long, repeated or not usable with the rest falls back to the default and is listed in
 * `ignored`, which the page shows in a dismissible notice (as text: a script tag stays text).
 */
import type { ParseError } from '../core/parse';
import { MODES, type Mode } from '../core/setups';
import { tableForReading, tableForWriting } from './modes';
import { clip, encodeValue, splitQuery } from './query';
import { readView, writeView } from './view';
import {
  MAX_PACKED_MAP_CHARS,
  MAX_PARAMS,
  MAX_QUERY_CHARS,
  MAX_VALUE_CHARS,
  PARAM_NAMES,
  type IgnoredParam,
  type IgnoredReason,
  type ParamName,
  type Scenario,
  type UrlReadResult,
} from './scenario';

/** The query string (with its leading `?`) for a scenario. */
export function writeScenario(scenario: Scenario): string {
  const pairs: [ParamName, string][] = [
    ['mode', scenario.mode],
    ...tableForWriting(scenario).write(scenario),
    ...writeView(scenario),
  ];
  return `?${pairs.map(([k, v]) => `${k}=${encodeValue(v)}`).join('&')}`;
}

/** Reads the query string of a link. Never throws, whatever the input. */
export function readScenario(input: string): UrlReadResult {
  try {
    return read(typeof input === 'string' ? input : '');
  } catch {
    // Unreachable by design; if it ever happens the page must still open, on its defaults.
    return { scenario: null, ignored: [{ name: '?', value: '', reason: 'malformed' }] };
  }
}

const isParamName = (name: string): name is ParamName => (PARAM_NAMES as readonly string[]).includes(name);
const isMode = (value: string): value is Mode => (MODES as readonly string[]).includes(value);

function read(input: string): UrlReadResult {
  const ignored: IgnoredParam[] = [];
  const { pairs, length } = splitQuery(input);
  if (pairs.length === 0) return { scenario: null, ignored };
  if (length > MAX_QUERY_CHARS) {
    return { scenario: null, ignored: [{ name: '', value: '', reason: 'link-too-long', count: length }] };
  }

  // First pass: keep the first occurrence of each known name with a value of sane length.
  const given = new Map<ParamName, string>();
  pairs.forEach(([name, value], i) => {
    if (i >= MAX_PARAMS) return;
    const shown = { name: clip(name, 40), value: clip(value) };
    if (!isParamName(name)) ignored.push({ ...shown, reason: 'unknown' });
    else if (value.length > (name === 'maptext' ? MAX_PACKED_MAP_CHARS : MAX_VALUE_CHARS)) {
      ignored.push({ ...shown, reason: 'too-long' });
    } else if (given.has(name)) ignored.push({ ...shown, reason: 'duplicate' });
    else given.set(name, value);
  });
  if (pairs.length > MAX_PARAMS) {
    ignored.push({ name: '', value: '', reason: 'too-many', count: pairs.length - MAX_PARAMS });
  }
  /** A refused parameter is named in the notice and is then as if the link had not given it. */
  const refuse = (name: ParamName, reason: IgnoredReason, error?: ParseError) => {
    const value = clip(given.get(name) ?? '');
    ignored.push(error ? { name, value, reason, error } : { name, value, reason });
    given.delete(name);
  };

  let mode: Mode = 'visualize';
  const modeText = given.get('mode');
  if (modeText !== undefined) {
    if (isMode(modeText.trim())) mode = modeText.trim() as Mode;
    else refuse('mode', 'malformed');
  }
  const view = readView((name) => given.get(name), refuse);
  const parts = tableForReading(mode, given.has('panes')).read((name) => given.get(name), refuse);
  const scenario: Scenario = { mode, ...parts, ...view };
  const changed = modeText !== undefined && mode === modeText.trim();
  const usable =
    changed ||
    scenario.setup !== undefined ||
    scenario.play !== undefined ||
    scenario.compare !== undefined ||
    scenario.embed !== undefined;
  return { scenario: usable ? scenario : null, ignored };
}
