/**
 * The map editor's text edits: a city's position, its h value and the table's goal are rewritten
 * on their own line (its comment kept) or added; a road is added at the end; the rest of the
 * teacher's text is untouched, and the result reads back with the change.
 */
import { describe, expect, it } from 'vitest';
import {
  ROMANIA_TEXT,
  addRoad,
  parseGraph,
  setEstimate,
  setPosition,
  setTableGoal,
  type WeightedGraph,
} from '../../../../../src/core/domain/graph';

function read(text: string): WeightedGraph {
  const parsed = parseGraph(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.graph;
}

const TYPED = `# two roads
A Big_City 5
Big_City @ 10 20  # the capital
h Big_City 3 # a guess
h A 0
`;

describe('map text edits', () => {
  it('rewrites a position in place, keeping the comment, or adds one', () => {
    const moved = setPosition(TYPED, 'Big City', { x: 11, y: -4 });
    expect(moved).toBe(TYPED.replace('Big_City @ 10 20  # the capital', 'Big_City @ 11 -4 # the capital'));
    expect(read(moved).positions.get('Big City')).toEqual({ x: 11, y: -4 });
    const added = setPosition(TYPED, 'A', { x: 1, y: 2 });
    expect(added).toBe(`${TYPED}A @ 1 2\n`);
    expect(read(added).positions.get('A')).toEqual({ x: 1, y: 2 });
  });

  it('rewrites an h value in place or adds one', () => {
    expect(setEstimate(TYPED, 'Big City', 7)).toBe(TYPED.replace('h Big_City 3 # a guess', 'h Big_City 7 # a guess'));
    const added = setEstimate(addRoad(TYPED, 'A', 'C', 1), 'C', 4);
    expect(added.endsWith('A C 1\nh C 4\n')).toBe(true);
    expect(read(added).estimates.get('C')).toBe(4);
  });

  it("names the table's goal at the top, or renames it where it is", () => {
    const named = setTableGoal(TYPED, 'A');
    expect(named.startsWith('goal A\n# two roads')).toBe(true);
    expect(read(named).estimatesGoal).toBe('A');
    expect(read(setTableGoal(ROMANIA_TEXT, 'Arad')).estimatesGoal).toBe('Arad');
    expect(setTableGoal(ROMANIA_TEXT, 'Arad').split('\n').length).toBe(ROMANIA_TEXT.split('\n').length);
  });

  it('adds a road at the end; the parser still refuses what it would refuse typed', () => {
    const longer = addRoad(TYPED, 'A', 'New_Town', 9);
    expect(longer).toBe(`${TYPED}A New_Town 9\n`);
    expect(read(longer).roads.at(-1)).toEqual({ from: 'A', to: 'New Town', cost: 9 });
    const twice = parseGraph(addRoad(TYPED, 'Big City', 'A', 2));
    expect(twice.ok || twice.error.code).toBe('duplicate-road');
  });

  it('moves a Romanian city without touching another line', () => {
    const moved = setPosition(ROMANIA_TEXT, 'Rimnicu Vilcea', { x: 200, y: 400 });
    const before = ROMANIA_TEXT.split('\n');
    const after = moved.split('\n');
    expect(after.length).toBe(before.length);
    expect(after.filter((line, i) => line !== before[i])).toEqual(['Rimnicu_Vilcea @ 200 400']);
  });
});
