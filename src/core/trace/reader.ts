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
      return this.refuse(
        'after-end',
        `nothing may follow the ${this.end.type} line (line ${this.end.line}); expected the file to end there`,
      );
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      return this.refuse('not-json', `is not JSON (${why}); expected one JSON object on each line`);
    }
    const shape = lineShape(value);
    if (!shape.ok) return this.refuse(shape.error.code, shape.error.message);
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
      return {
        ok: false,
        error: { line: 0, code: 'empty', message: 'the trace is empty: expected a header line first' },
      };
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
        return this.refuse(
          'no-header',
          `expected the header first ({"trace": "frontier", "version": 1, "start": …, "goal": …}), got a ${line.kind} line`,
        );
      }
      const read = readHeader(line);
      if (!read.ok) return this.refuse(read.code, read.message);
      this.header = read.header;
      this.states = read.states;
      this.headerLine = this.lineNumber;
      return;
    }
    switch (line.kind) {
      case 'header':
        return this.refuse(
          'second-header',
          `is a second header; the header is the first line only (line ${this.headerLine})`,
        );
      case 'expand': {
        const node = this.state(line.state, 'expand');
        if (node === null) return;
        this.steps.push({ type: 'expand', line: this.lineNumber, node, ...numbers(line) });
        return;
      }
      case 'generate': {
        const node = this.state(line.state, 'generate');
        const parent = node && this.state(line.parent, 'parent');
        if (node === null || parent === null) return;
        this.steps.push({ type: 'generate', line: this.lineNumber, node, parent, ...numbers(line) });
        return;
      }
      case 'solution': {
        const states: TraceState[] = [];
        for (let i = 0; i < line.states.length; i++) {
          const s = this.state(line.states[i], `solution item ${i + 1}`);
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

  private state(text: string, field: string): TraceState | null {
    const read = this.states!.read(text);
    if (isTraceState(read)) return read;
    this.refuse('bad-state', `"${field}" is not a ${this.header!.domainName} state: ${read.message}`);
    return null;
  }

  private refuse(code: string, what: string): void {
    this.failed = { line: this.lineNumber, code, message: `line ${this.lineNumber}: ${what}` };
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
