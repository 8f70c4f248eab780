/**
 * Reads a frontier-trace v1 file (JSON Lines) as it arrives: `push` takes chunks of text in
 * any sizes (a worker reads a file in slices and reports progress between them, and can stop
 * at any time), `pushLine` takes whole lines, `finish` gives the trace or the first refusal.
 * Each line costs one JSON.parse and one hand-written shape check (lineShape.ts), and each
 * distinct state is parsed once: reading is linear in the file.
 *
 * A refusal names the line, what was wrong and what was expected; after one, the rest is
 * ignored and `finish` returns it: a trace is never half-loaded.
 */
import { readHeader, isTraceState, type StateTable } from './domains';
import { lineShape, type TraceLineShape } from './lineShape';
import type { DomainParseError } from '../domain/types';
import { englishTraceMessage, englishTracePart, type TraceMessageCode, type TraceParams } from './messages';
import type { Trace, TraceEnd, TraceHeader, TraceReadError, TraceReadResult, TraceState, TraceStep } from './types';

export class FrontierTraceReader {
  private carry: string[] = [];
  private headerLine = 0;
  private lineNumber = 0;
  private header: TraceHeader | null = null;
  private states: StateTable | null = null;
  private readonly steps: TraceStep[] = [];
  private end: TraceEnd | null = null;
  private failed: TraceReadError | null = null;

  /** The first refusal, once there is one (then every later push is ignored). */
  get error(): TraceReadError | null {
    return this.failed;
  }

  /** Lines read so far. */
  get lines(): number {
    return this.lineNumber;
  }

  /** A chunk of the file: whole lines are read now, a partial last line waits for the next chunk. */
  push(chunk: string): void {
    if (this.failed) return;
    let nl = chunk.indexOf('\n');
    if (nl < 0) {
      // Kept in pieces and joined once the line ends: a long line in many chunks stays linear.
      this.carry.push(chunk);
      return;
    }
    this.carry.push(chunk.slice(0, nl));
    const first = this.carry.join('');
    this.carry = [];
    this.pushLine(first);
    let from = nl + 1;
    for (nl = chunk.indexOf('\n', from); nl >= 0 && !this.failed; nl = chunk.indexOf('\n', from)) {
      this.pushLine(chunk.slice(from, nl));
      from = nl + 1;
    }
    if (from < chunk.length) this.carry.push(chunk.slice(from));
  }

  /** One line, without its line break (a trailing \r, as Windows writes, is allowed). */
  pushLine(raw: string): void {
    if (this.failed) return;
    this.lineNumber++;
    const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (text.trim() === '') return; // blank lines, such as the file's last line break, carry nothing
    if (this.end !== null) {
      return this.refuse('after-end', 'after-end', { end: this.end.type, endLine: this.end.line });
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      return this.refuse('not-json', 'not-json', { why });
    }
    const shape = lineShape(value);
    if (!shape.ok) return this.refuse(shape.error.code, shape.error.messageCode, shape.error.params);
    this.take(shape.line);
  }

  /** The whole trace, or the first refusal. A trace with no final line is read, and marked cut off. */
  finish(): TraceReadResult {
    if (!this.failed && this.carry.length > 0) {
      const last = this.carry.join('');
      this.carry = [];
      this.pushLine(last);
    }
    if (this.failed) return { ok: false, error: this.failed };
    if (this.header === null) {
      const message = englishTraceMessage({ code: 'empty', params: {} });
      return { ok: false, error: { line: 0, code: 'empty', where: 'none', messageCode: 'empty', params: {}, message } };
    }
    const trace: Trace = {
      format: 'frontier-trace',
      header: this.header,
      steps: this.steps,
      end: this.end ?? { type: 'cut-off', line: this.lineNumber },
      lines: this.lineNumber,
    };
    return { ok: true, trace };
  }

  private take(line: TraceLineShape): void {
    if (this.header === null) {
      if (line.kind !== 'header') {
        return this.refuse('no-header', 'no-header', { kind: line.kind });
      }
      const read = readHeader(line);
      if (!read.ok) return this.refuse(read.code, read.messageCode, read.params, read.cause);
      this.header = read.header;
      this.states = read.states;
      this.headerLine = this.lineNumber;
      return;
    }
    switch (line.kind) {
      case 'header':
        return this.refuse('second-header', 'second-header', { headerLine: this.headerLine });
      case 'expand': {
        const node = this.state(line.state, { field: 'expand' });
        if (node === null) return;
        this.steps.push({ type: 'expand', line: this.lineNumber, node, ...numbers(line) });
        return;
      }
      case 'generate': {
        const node = this.state(line.state, { field: 'generate' });
        const parent = node && this.state(line.parent, { field: 'parent' });
        if (node === null || parent === null) return;
        this.steps.push({ type: 'generate', line: this.lineNumber, node, parent, ...numbers(line) });
        return;
      }
      case 'solution': {
        const states: TraceState[] = [];
        for (let i = 0; i < line.states.length; i++) {
          const s = this.state(line.states[i], { item: i + 1 });
          if (s === null) return;
          states.push(s);
        }
        this.end = { type: 'solution', line: this.lineNumber, states };
        return;
      }
      case 'failure':
        this.end = { type: 'failure', line: this.lineNumber };
        return;
    }
  }

  /** A state the line names, by its field (or its place in the solution). */
  private state(text: string, at: { field: string } | { item: number }): TraceState | null {
    const read = this.states!.read(text);
    if (isTraceState(read)) return read;
    const facts = { ...at, domain: this.header!.domainName, reason: read.message };
    this.refuse('bad-state', 'item' in at ? 'bad-solution-state' : 'bad-state', facts, read);
    return null;
  }

  private refuse(code: string, messageCode: TraceMessageCode, params: TraceParams, cause?: DomainParseError): void {
    const line = this.lineNumber;
    const what = englishTraceMessage({ code: messageCode, params });
    this.failed = {
      line,
      code,
      where: 'line',
      messageCode,
      params,
      ...(cause === undefined ? {} : { cause }),
      message: `${englishTracePart('where-line', { line: String(line) })}${what}`,
    };
  }
}

function numbers(line: { g?: number; h?: number }): { g?: number; h?: number } {
  const out: { g?: number; h?: number } = {};
  if (line.g !== undefined) out.g = line.g;
  if (line.h !== undefined) out.h = line.h;
  return out;
}

/** A whole trace already in memory (the command line, tests). */
export function readFrontierTrace(text: string): TraceReadResult {
  const reader = new FrontierTraceReader();
  reader.push(text);
  return reader.finish();
}
