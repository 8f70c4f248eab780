/**
 * Each algorithm as numbered pseudocode, in English (as AIMA writes it) and Japanese (as a
 * university lecture writes it). Every line carries the line ids of the events it produces
 * (src/core/solvers/textbook/lines.ts), the same ids the textbook source marks, so the panel
 * highlights the line that produced the event at the cursor. `{{h}}` stands for the
 * heuristic's name in the reader's language.
 */
import type { LineId, TextbookId } from '../../core/solvers/textbook/lines';
import type { Language } from '../index';
import { en } from './en';
import { ja } from './ja';

export interface PseudoLine {
  readonly ids: readonly LineId[];
  readonly text: string;
}

/** Per textbook version: each algorithm, and Korf's IDA* for IDA* with pattern databases. */
export type Pseudocode = Readonly<Record<TextbookId, readonly PseudoLine[]>>;

export const PSEUDOCODE: Readonly<Record<Language, Pseudocode>> = { en, ja };

/** The 0-based index of the first line carrying `id`, or -1. */
export function pseudoLineIndex(lines: readonly PseudoLine[], id: LineId): number {
  return lines.findIndex((line) => line.ids.includes(id));
}

/** A line's text with the heuristic named (`{{h}}`). */
export function pseudoLineText(line: PseudoLine, heuristicName: string): string {
  return line.text.replaceAll('{{h}}', heuristicName);
}
