/** Value-to-pixel maps for the hand-drawn SVG charts: pure functions, no DOM. */

export interface Scale {
  (value: number): number;
  domain: [number, number];
}

export function linearScale(domain: [number, number], range: [number, number]): Scale {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0 || 1;
  const f = ((v: number) => r0 + ((v - d0) / span) * (r1 - r0)) as Scale;
  f.domain = domain;
  return f;
}

/** Log10 scale; values below the domain's start (e.g. 0) are pinned to it. */
export function logScale(domain: [number, number], range: [number, number]): Scale {
  const [d0, d1] = domain.map((d) => Math.log10(Math.max(d, 1e-9))) as [number, number];
  const inner = linearScale([d0, d1], range);
  const f = ((v: number) => inner(Math.log10(Math.max(v, domain[0])))) as Scale;
  f.domain = domain;
  return f;
}
