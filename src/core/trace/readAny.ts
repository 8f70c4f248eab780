/**
 * A trace of either format from its text or its file's bytes: frontier-trace v1 JSON Lines or a
 * Posthoc JSON document, plain or gzip. The command line and the library read files through
 * here, so both accept exactly the same inputs.
 */
import { gunzipSync } from 'fflate';
import { FrontierTraceReader } from './reader';
import { looksLikePosthoc, readPosthocTrace, type PosthocReadOptions } from './posthoc';
import type { TraceReadResult } from './types';

/** A file's bytes as text: gzip is recognised by its first two bytes, whatever the file's name. */
export function traceFileText(bytes: Uint8Array): string {
  const plain = bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes;
  const text = new TextDecoder().decode(plain);
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * A frontier-trace file or a Posthoc trace, told apart by their first line: a frontier-trace
 * header is a whole JSON object on one line; a Posthoc trace is one JSON document.
 */
export function readAnyTrace(text: string, options: PosthocReadOptions = {}): TraceReadResult {
  const firstLine = text.slice(0, Math.max(0, text.indexOf('\n')) || text.length).trim();
  let firstIsObject = false;
  try {
    const first: unknown = JSON.parse(firstLine);
    firstIsObject = typeof first === 'object' && first !== null && !looksLikePosthoc(first);
  } catch {
    // Not a whole JSON value on the first line: a Posthoc document, or a malformed trace.
  }
  if (!firstIsObject) {
    let doc: unknown;
    try {
      doc = JSON.parse(text);
    } catch {
      doc = undefined;
    }
    if (looksLikePosthoc(doc)) return readPosthocTrace(doc, options);
  }
  const reader = new FrontierTraceReader();
  reader.push(text);
  return reader.finish();
}
