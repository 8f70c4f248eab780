/**
 * The road map's text format: every kind of bad line refused with its code, line, token and
 * what was expected; names with spaces written with underscores; the formatter's text read back
 * to the same graph (Romania, and random graphs); and the parser never throwing, whatever it is
 * given (fast-check).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WeightedGraph } from '../../../../../src/core/domain/graph';
import {
  MAX_CITIES,
  MAX_GRAPH_CHARS,
  ROMANIA_TEXT,
  formatGraph,
  parseGraph,
} from '../../../../../src/core/domain/graph';

function graphOf(text: string): WeightedGraph {
  const parsed = parseGraph(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.graph;
}

function errorOf(text: unknown) {
  const parsed = parseGraph(text);
  if (parsed.ok) throw new Error('expected a refusal');
  return parsed.error;
}

describe('reading a road map', () => {
  it('reads roads, positions, h values, the goal, the direction, comments and blank lines', () => {
    const graph = graphOf(`# a small map
directed
goal Bucharest   # the table's goal

Arad Sibiu 140
Sibiu Rimnicu_Vilcea 80.5
Arad @ 91 -492.5
h Arad 366
h Bucharest 0
Bucharest @ 400 327
`);
    expect(graph.directed).toBe(true);
    expect(graph.cities).toEqual(['Arad', 'Bucharest', 'Rimnicu Vilcea', 'Sibiu']);
    expect(graph.roads).toEqual([
      { from: 'Arad', to: 'Sibiu', cost: 140 },
      { from: 'Sibiu', to: 'Rimnicu Vilcea', cost: 80.5 },
    ]);
    expect([...graph.positions]).toEqual([
      ['Arad', { x: 91, y: -492.5 }],
      ['Bucharest', { x: 400, y: 327 }],
    ]);
    expect([...graph.estimates]).toEqual([
      ['Arad', 366],
      ['Bucharest', 0],
    ]);
    expect(graph.estimatesGoal).toBe('Bucharest');
  });

  it("is undirected by default; without a goal line the table's goal is its one city with h 0", () => {
    const graph = graphOf('A B 1\r\nh A 1\r\nh B 0');
    expect(graph.directed).toBe(false);
    expect(graph.estimatesGoal).toBe('B');
    expect(graphOf('A B 1').estimatesGoal).toBeNull();
    // Any script, and the marks of real place names.
    expect(graphOf("東京 Cluj-Napoca 3\nSt._John's Cluj-Napoca 2").cities).toEqual([
      'Cluj-Napoca',
      "St. John's",
      '東京',
    ]);
  });

  const refusals: [string, unknown, Record<string, unknown>][] = [
    ['not text', 42, { code: 'bad-input', line: 0 }],
    ['too long', 'A B 1\n'.repeat(MAX_GRAPH_CHARS / 5), { code: 'too-long', line: 0 }],
    ['nothing', '# only a comment\n\n', { code: 'empty', message: 'no roads and no cities' }],
    [
      'a bad name',
      'Arad Sibiu 140\n3rd Sibiu 5',
      { code: 'bad-name', line: 2, token: '3rd', message: expect.stringContaining('Line 2: expected a road') },
    ],
    ['a quoted name', '"Rimnicu Vilcea" Sibiu 80', { code: 'quoted-name', line: 1, token: '"Rimnicu' }],
    ['a keyword as a city', 'Arad goal 5', { code: 'reserved-name', line: 1, token: 'goal' }],
    [
      'a missing length',
      'Arad Sibiu',
      {
        code: 'missing-token',
        line: 1,
        token: null,
        message: "Line 1: expected the road's length (a positive number), found the end of the line",
      },
    ],
    [
      'a bad length',
      'Arad Sibiu 14o',
      {
        code: 'bad-number',
        line: 1,
        token: '14o',
        message: `Line 1: expected the road's length (a positive number), found "14o"`,
      },
    ],
    ['a zero length', 'Arad Sibiu 0', { code: 'bad-number', token: '0' }],
    ['a negative length', 'Arad Sibiu -3', { code: 'bad-number', token: '-3' }],
    ['a huge length', 'Arad Sibiu 1e12', { code: 'bad-number', expected: expect.stringContaining('at most') }],
    ['an extra token', 'Arad Sibiu 140 km', { code: 'extra-token', line: 1, token: 'km' }],
    ['a road to itself', 'Arad Arad 3', { code: 'self-loop', line: 1, message: 'Line 1: a road from Arad to itself' }],
    [
      'a road twice',
      'Arad Sibiu 140\nSibiu Arad 141',
      {
        code: 'duplicate-road',
        line: 2,
        message: 'Line 2: a second road between Sibiu and Arad (the first is line 1)',
      },
    ],
    ['a bad x', 'Arad @ east 3', { code: 'bad-number', token: 'east', expected: "the city's x (a number)" }],
    ['a missing y', 'Arad @ 3', { code: 'missing-token', expected: "the city's y (a number)" }],
    ['a position twice', 'Arad @ 1 2\nArad @ 3 4', { code: 'duplicate-position', line: 2 }],
    ['a negative h', 'A B 1\nh A -1', { code: 'bad-number', line: 2, token: '-1' }],
    ['an h with no value', 'A B 1\nh A', { code: 'missing-token', line: 2 }],
    ['an h twice', 'A B 1\nh B 0\nh B 0', { code: 'duplicate-estimate', line: 3 }],
    ['an h for a city on no road', 'A B 1\nh C 0', { code: 'unknown-city', line: 2, token: 'C' }],
    ['a goal on no road', 'A B 1\ngoal Z', { code: 'unknown-city', line: 2, token: 'Z' }],
    ['two goals', 'goal A\ngoal B\nA B 1', { code: 'duplicate-goal', line: 2 }],
    [
      'a table with no goal',
      'A B 1\nh A 1\nh B 2',
      { code: 'no-estimates-goal', line: 2, message: expect.stringContaining('no city has h 0') },
    ],
    [
      'a table with two zeros',
      'A B 1\nh A 0\nh B 0',
      { code: 'no-estimates-goal', message: expect.stringContaining('2 cities have h 0 (A, B)') },
    ],
    ['two directions', 'directed\nundirected', { code: 'duplicate-directive', line: 2 }],
    [
      'a direction after a road',
      'A B 1\ndirected',
      { code: 'late-directive', line: 2, message: expect.stringContaining('(line 1)') },
    ],
    ['a direction with more', 'directed roads', { code: 'extra-token', token: 'roads' }],
  ];
  for (const [what, text, error] of refusals) {
    it(`refuses ${what}`, () => {
      expect(errorOf(text)).toMatchObject(error);
    });
  }

  it('caps the cities', () => {
    const lines = Array.from({ length: MAX_CITIES }, (_, i) => `C${i} C${i + 1} 1`);
    expect(errorOf(lines.join('\n'))).toMatchObject({ code: 'too-many-cities', line: MAX_CITIES });
  });

  it('reads directed roads both ways as two roads', () => {
    expect(graphOf('directed\nA B 1\nB A 2').roads).toHaveLength(2);
  });
});

describe('writing a road map', () => {
  it('reads its own text back to the same graph, Romania included', () => {
    const romania = graphOf(ROMANIA_TEXT);
    const text = formatGraph(romania);
    expect(text).toContain('Rimnicu_Vilcea Pitesti 97');
    expect(graphOf(text)).toEqual(romania);
    expect(formatGraph(graphOf(text))).toBe(text);
  });

  it('round-trips random graphs (fast-check)', () => {
    const name = fc.stringMatching(/^[A-Z][a-z]{0,5}(_[a-z]{1,4})?$/).filter((n) => !['h'].includes(n));
    const number = fc.double({ min: 0.001, max: 1e6, noNaN: true });
    const graphText = fc
      .record({
        directed: fc.boolean(),
        roads: fc.array(fc.tuple(name, name, number), { minLength: 1, maxLength: 12 }),
        positions: fc.array(
          fc.tuple(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.double({ min: -1e6, max: 1e6, noNaN: true })),
        ),
        estimates: fc.array(fc.double({ min: 0, max: 1e6, noNaN: true })),
      })
      .map(({ directed, roads, positions, estimates }) => {
        const seen = new Set<string>();
        const kept = roads.filter(([a, b]) => {
          const key = directed || a < b ? `${a} ${b}` : `${b} ${a}`;
          if (a === b || seen.has(key)) return false;
          seen.add(key);
          return true;
        });
        const cities = [...new Set(kept.flatMap(([a, b]) => [a, b]))];
        const lines = [directed ? 'directed' : 'undirected', ...kept.map(([a, b, c]) => `${a} ${b} ${c}`)];
        positions.slice(0, cities.length).forEach(([x, y], i) => lines.push(`${cities[i]} @ ${x} ${y}`));
        if (cities.length > 0) lines.push(`goal ${cities[0]}`);
        estimates.slice(0, cities.length).forEach((h, i) => lines.push(`h ${cities[i]} ${h}`));
        return lines.join('\n');
      });
    fc.assert(
      fc.property(graphText, (text) => {
        const parsed = parseGraph(text);
        if (!parsed.ok) return parsed.error.code === 'empty';
        expect(graphOf(formatGraph(parsed.graph))).toEqual(parsed.graph);
        return true;
      }),
      { numRuns: 300 },
    );
  });
});

describe('the parser on anything', () => {
  it('never throws, and refuses with a line inside the text (fast-check)', () => {
    const pieces = [
      'Arad',
      'Sibiu',
      'Rimnicu_Vilcea',
      '"A',
      'h',
      'goal',
      'directed',
      'undirected',
      '@',
      '#',
      '140',
      '-1',
      '0',
      '1e999',
      'NaN',
      '_',
      ' ',
      '\t',
      '\n',
      '\r\n',
      '東京',
      '\u0000',
      '.5',
      'x',
    ];
    const soup = fc
      .array(fc.oneof(fc.constantFrom(...pieces), fc.string(), fc.string({ unit: 'binary', maxLength: 4 })), {
        maxLength: 60,
      })
      .map((p) => p.join(' '));
    const mutated = fc
      .tuple(fc.nat(ROMANIA_TEXT.length), fc.nat(40), fc.string({ maxLength: 6 }))
      .map(([at, cut, insert]) => ROMANIA_TEXT.slice(0, at) + insert + ROMANIA_TEXT.slice(at + cut));
    fc.assert(
      fc.property(fc.oneof(soup, mutated), (text) => {
        const parsed = parseGraph(text);
        if (parsed.ok) return parsed.graph.cities.length > 0;
        const lines = text.split(/\r\n|\r|\n/).length;
        return parsed.error.line >= 0 && parsed.error.line <= lines && parsed.error.message.length > 0;
      }),
      { numRuns: 2000 },
    );
  });
});
