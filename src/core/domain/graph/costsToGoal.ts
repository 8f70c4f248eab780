/**
 * The true cost from every city to one goal: Dijkstra's algorithm run from the goal along the
 * roads reversed (on a one-way map, the cost from a city to the goal is not the cost back).
 * What the heuristic checks measure h against; Infinity where the goal cannot be reached.
 */
import { MinHeap } from '../../solvers/textbook/heap';
import type { WeightedGraph } from './graph';
import { arcsIn } from './graph';

export function costsToGoal(graph: WeightedGraph, goal: string): ReadonlyMap<string, number> {
  const into = arcsIn(graph);
  const cost = new Map<string, number>(graph.cities.map((c) => [c, Infinity]));
  if (!cost.has(goal)) return cost;
  cost.set(goal, 0);
  const queue = new MinHeap<{ city: string; cost: number }>((a, b) => a.cost - b.cost);
  queue.push({ city: goal, cost: 0 });
  for (let entry = queue.pop(); entry !== undefined; entry = queue.pop()) {
    // A city is queued again each time its cost falls; only its cheapest entry counts.
    if (entry.cost > cost.get(entry.city)!) continue;
    for (const arc of into.get(entry.city)!) {
      const through = entry.cost + arc.cost;
      if (through < cost.get(arc.to)!) {
        cost.set(arc.to, through);
        queue.push({ city: arc.to, cost: through });
      }
    }
  }
  return cost;
}
