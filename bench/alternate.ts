/**
 * Times two ways of doing the same work in alternating rounds (which one goes first
 * alternates too, so neither always gets the warmer cache or the quieter moment of a shared
 * machine), after a warm-up that lets both reach optimised code. Each function runs one round
 * and returns its milliseconds. The ratio is the median of the per-round ratios.
 */
export function alternateRounds(
  rounds: number,
  subject: () => number,
  baseline: () => number,
): { subjectMs: number; baselineMs: number; ratio: number } {
  for (let i = 0; i < 3; i++) {
    subject();
    baseline();
  }
  const s: number[] = [];
  const b: number[] = [];
  const ratios: number[] = [];
  for (let r = 0; r < rounds; r++) {
    let sm: number;
    let bm: number;
    if (r % 2 === 0) {
      sm = subject();
      bm = baseline();
    } else {
      bm = baseline();
      sm = subject();
    }
    s.push(sm);
    b.push(bm);
    ratios.push(sm / bm);
  }
  return { subjectMs: median(s), baselineMs: median(b), ratio: median(ratios) };
}

export const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1];
