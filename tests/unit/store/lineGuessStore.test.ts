/**
 * "Guess the next line": a pick is scored by exactly one step forward from where it was made;
 * any other move (back, a jump, another run) drops it unscored; the verdict lasts while the
 * cursor stays; the pseudocode has the same lines in English and Japanese, so a pick (a line
 * index) means the same line in both.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { ALGORITHMS } from '../../../src/core/solvers';
import { PSEUDOCODE } from '../../../src/i18n/pseudocode';
import { lineGuess, observe, pickLine, resetGuessScore, setGuessing } from '../../../src/store/lineGuessStore';

const at = (cursor: number, run = 1) => ({ run, cursor });
const score = () => {
  const { right, wrong } = lineGuess.getState();
  return { right, wrong };
};

beforeEach(() => {
  setGuessing(false);
  resetGuessScore();
  lineGuess.setState({ at: null });
  setGuessing(true);
});

describe('lineGuessStore', () => {
  it('scores a right guess on the next step', () => {
    observe(at(1), 3);
    pickLine(9);
    expect(lineGuess.getState().pick).toEqual({ line: 9, at: at(1) });
    observe(at(2), 9);
    expect(score()).toEqual({ right: 1, wrong: 0 });
    expect(lineGuess.getState().last).toEqual({ guessed: 9, actual: 9, right: true, at: at(2) });
    expect(lineGuess.getState().pick).toBeNull();
  });

  it('scores a wrong guess, and the last pick before the step is the one that counts', () => {
    observe(at(5), 9);
    pickLine(2);
    pickLine(16);
    observe(at(6), 14);
    expect(score()).toEqual({ right: 0, wrong: 1 });
    expect(lineGuess.getState().last).toMatchObject({ guessed: 16, actual: 14, right: false });
  });

  it('keeps the verdict while the cursor stays, and drops it when the cursor moves', () => {
    observe(at(1), 3);
    pickLine(9);
    observe(at(2), 9);
    observe(at(2), 9); // a repaint at the same cursor
    expect(lineGuess.getState().last).not.toBeNull();
    observe(at(1), 3);
    expect(lineGuess.getState().last).toBeNull();
    expect(score()).toEqual({ right: 1, wrong: 0 });
  });

  it('does not score a step back, a jump, playback past the next step or another run', () => {
    for (const moved of [at(3), at(9), at(6), at(5, 2)]) {
      observe(at(4), 9);
      pickLine(9);
      observe(moved, 9);
      observe(at(4), 9);
    }
    expect(score()).toEqual({ right: 0, wrong: 0 });
    expect(lineGuess.getState().pick).toBeNull();
  });

  it('ignores picks when the game is off, before the cursor is known, and bad line numbers', () => {
    pickLine(3); // no observe yet
    expect(lineGuess.getState().pick).toBeNull();
    observe(at(1), 3);
    for (const bad of [-1, 1.5, Number.NaN]) pickLine(bad);
    expect(lineGuess.getState().pick).toBeNull();
    setGuessing(false);
    pickLine(3);
    expect(lineGuess.getState().pick).toBeNull();
  });

  it('turning the game off forgets the pick and the verdict; reset clears the score', () => {
    observe(at(1), 3);
    pickLine(9);
    observe(at(2), 4);
    pickLine(5);
    setGuessing(false);
    expect(lineGuess.getState()).toMatchObject({ pick: null, last: null, wrong: 1 });
    resetGuessScore();
    expect(score()).toEqual({ right: 0, wrong: 0 });
  });

  it('has the same lines in English and Japanese, so a picked line means the same in both', () => {
    for (const { id } of ALGORITHMS) {
      const ids = (language: 'en' | 'ja') => PSEUDOCODE[language][id].map((line) => line.ids.join(' '));
      expect(ids('ja'), id).toEqual(ids('en'));
    }
  });
});
