/** The pseudocode's running line is scrolled into its box as `block: 'nearest'` would: as little as needed. */
import { describe, expect, it } from 'vitest';
import { nearestScroll } from '../../../src/ui/pseudocode/keepInView';

describe('nearestScroll', () => {
  it('leaves a line that is in view alone', () => {
    expect(nearestScroll(100, 500, 200, 220)).toBe(0);
  });
  it('scrolls down just enough for a line below the box, with a small margin', () => {
    expect(nearestScroll(100, 500, 600, 620)).toBe(126);
  });
  it('scrolls up just enough for a line above the box', () => {
    expect(nearestScroll(100, 500, 40, 60)).toBe(-66);
  });
  it('aligns a line taller than the box to its top', () => {
    expect(nearestScroll(100, 200, 300, 500)).toBe(194);
  });
});
