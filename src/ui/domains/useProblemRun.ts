/** The visualizer's run as a whole-problem view reads it when it is given no run of its own. */
import type { AnyDomain } from '../../core/domain/types';
import { useRunStore } from '../../store/runStore';
import { useRunView } from '../visualizer/useRun';

export function useProblemRun() {
  const view = useRunView();
  const log = useRunStore((s) => s.session?.replayer ?? null);
  const algorithm = useRunStore((s) => s.setup.algorithm);
  const weight = useRunStore((s) => s.setup.weight);
  const goal = useRunStore((s) => s.setup.problem?.goal ?? '');
  return { view, log, algorithm, weight, goal };
}

/** The run's goal: the set-up's, as the domain reads it, or the one the map poses. */
export function goalState(domain: AnyDomain, text: string): string | null {
  const read = text.trim() === '' ? null : domain.parse(text);
  if (read?.ok) return domain.format(read.state);
  return domain.endpoints ? domain.format(domain.endpoints.goal) : null;
}
