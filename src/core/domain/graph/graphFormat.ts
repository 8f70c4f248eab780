/**
 * A road map written in the text format that graphParse.ts reads back to the same graph: the
 * direction first (it must precede the roads), then the table's goal, the roads in their order,
 * the positions and the h values in the cities' order. Numbers are written as JavaScript prints
 * them, which reads back to the very same double.
 */
import { writeName } from './cityNames';
import type { WeightedGraph } from './graph';

export function formatGraph(graph: WeightedGraph): string {
  const lines: string[] = [];
  if (graph.directed) lines.push('directed');
  if (graph.estimatesGoal !== null) lines.push(`goal ${writeName(graph.estimatesGoal)}`);
  for (const { from, to, cost } of graph.roads) lines.push(`${writeName(from)} ${writeName(to)} ${cost}`);
  for (const city of graph.cities) {
    const at = graph.positions.get(city);
    if (at !== undefined) lines.push(`${writeName(city)} @ ${at.x} ${at.y}`);
  }
  for (const city of graph.cities) {
    const h = graph.estimates.get(city);
    if (h !== undefined) lines.push(`h ${writeName(city)} ${h}`);
  }
  return `${lines.join('\n')}\n`;
}
