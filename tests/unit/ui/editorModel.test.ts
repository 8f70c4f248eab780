import { describe, expect, it } from 'vitest';
import { readCells } from '../../../src/core/parse';
import { makeGoal } from '../../../src/core/puzzle';
import { analyseEditor, markedCells, swapCellsText, type EditorFields } from '../../../src/ui/editor/editorModel';
import { goalChoiceOf } from '../../../src/ui/editor/goalChoice';

const fields = (text: string, extra: Partial<EditorFields> = {}): EditorFields => ({
  rows: 3,
  cols: 3,
  text,
  goal: 'blank-last',
  goalText: '',
  ...extra,
});

describe('board editor model', () => {
  it('a valid board: tiles, the named goal and the parity verdict', () => {
    const a = analyseEditor(fields('8 1 3 / 4 0 2 / 7 6 5'));
    expect(a.board?.tiles).toEqual([8, 1, 3, 4, 0, 2, 7, 6, 5]);
    expect(a.goal).toEqual(makeGoal('blank-last', 3, 3));
    expect(a.report?.solvable).toBe(true);
    expect(a.preview?.cells.map((c) => c.text)).toEqual(['8', '1', '3', '4', '', '2', '7', '6', '5']);
    expect(a.preview?.cells.some((c) => c.marked)).toBe(false);
  });

  it('a duplicated tile: the error names it and both of its cells are marked where they were typed', () => {
    const a = analyseEditor(fields('1 2 3 / 4 5 5 / 7 8 0'));
    expect(a.board).toBeNull();
    expect(a.error).toMatchObject({ code: 'duplicate-tile', tile: 5, cells: [4, 5] });
    expect(a.preview?.cells.filter((c) => c.marked).map((c) => c.text)).toEqual(['5', '5']);
    expect(a.report).toBeNull();
  });

  it('an unreadable token is drawn as typed and marked', () => {
    const a = analyseEditor(fields('1 2 3 4 x 5 6 7 0'));
    expect(a.error?.code).toBe('not-a-number');
    const marked = a.preview!.cells.findIndex((c) => c.marked);
    expect(a.preview!.cells[marked].text).toBe('x');
    expect(marked).toBe(4);
  });

  it('two blanks are both marked; a ragged row marks nothing and leaves a gap', () => {
    expect(analyseEditor(fields('1 2 3 4 0 5 6 7 0')).preview!.cells.filter((c) => c.marked)).toHaveLength(2);
    const ragged = analyseEditor(fields('1 2 3 / 4 5 / 6 7 8 0'));
    expect(ragged.error?.code).toBe('ragged-rows');
    expect(markedCells(ragged.error)).toEqual([]);
    expect(ragged.preview!.cells.filter((c) => c.gap)).toHaveLength(3); // rows of 3, 2 and 4 cells in a 4-wide grid
  });

  it('a flat list the parser cannot size takes the form’s size (12 cells as 3x4)', () => {
    const a = analyseEditor(fields('1 2 3 4 5 6 7 8 9 10 11 0', { rows: 3, cols: 4 }));
    expect(a.board).toMatchObject({ rows: 3, cols: 4 });
    expect(a.goal).toEqual(makeGoal('blank-last', 3, 4));
  });

  it('the typed shape wins over the form’s size', () => {
    const a = analyseEditor(fields('1 2 / 3 0', { rows: 4, cols: 4 }));
    expect(a.board).toMatchObject({ rows: 2, cols: 2 });
    expect(a.goal).toEqual(makeGoal('blank-last', 2, 2));
  });

  it('a custom goal is read at the board’s size, and its errors are its own', () => {
    const ok = analyseEditor(fields('2 8 3 / 1 6 4 / 7 0 5', { goal: 'custom', goalText: '1 2 3 / 8 0 4 / 7 6 5' }));
    expect(ok.goal).toEqual(makeGoal('spiral', 3, 3));
    expect(ok.report?.solvable).toBe(true);
    const bad = analyseEditor(fields('2 8 3 / 1 6 4 / 7 0 5', { goal: 'custom', goalText: '1 2 3 4' }));
    expect(bad.goal).toBeNull();
    expect(bad.goalError).not.toBeNull();
    expect(bad.error).toBeNull();
  });

  it('an unsolvable board gets the parity report', () => {
    const a = analyseEditor(fields('2 8 3 / 1 6 4 / 7 0 5'));
    expect(a.report).toMatchObject({ solvable: false, rule: 'odd-width' });
  });

  it('swapping two cells rewrites the text as rows, the blank as 0; gaps never move', () => {
    const a = analyseEditor(fields('1 2 3 4 5 6 7 0 8'));
    expect(swapCellsText(a.preview!, 7, 8)).toBe('1 2 3 / 4 5 6 / 7 8 0');
    const typed = analyseEditor(fields('1 2 3 4 5 5 7 8 0'));
    expect(swapCellsText(typed.preview!, 5, 8)).toBe('1 2 3 / 4 5 0 / 7 8 5');
    const ragged = analyseEditor(fields('1 2 3 / 4 5 / 6 7 8 0'));
    const gap = ragged.preview!.cells.findIndex((c) => c.gap);
    expect(swapCellsText(ragged.preview!, 0, gap)).toBe('1 2 3 / 4 5 / 6 7 8 0');
  });

  it('nothing readable: no preview, the error still says why', () => {
    const a = analyseEditor(fields(''));
    expect(a.preview).toBeNull();
    expect(a.error?.code).toBe('empty');
  });

  it('goal choices are recognised', () => {
    expect(goalChoiceOf(makeGoal('spiral', 4, 4), 4, 4)).toBe('spiral');
    expect(goalChoiceOf([8, 7, 6, 5, 4, 3, 2, 1, 0], 3, 3)).toBe('custom');
  });
});

describe('readCells (the cells as typed, for drawing a refused board)', () => {
  it('keeps rows, blanks and bad tokens in reading order', () => {
    expect(readCells('1 _ 3 / 4 x 6')).toEqual([
      ['1', '', '3'],
      ['4', 'x', '6'],
    ]);
    expect(readCells('[[1,2],[3,null]]')).toEqual([
      ['1', '2'],
      ['3', ''],
    ]);
    expect(readCells('')).toBeNull();
    expect(readCells({})).toBeNull();
  });
});
