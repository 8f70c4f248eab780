/** The visualizer's run as a whole-problem view reads it when it is given no run of its own. */
import { useRunStore } from '../../store/runStore';
import { useRunView } from '../visualizer/useRun';

export function useProblemRun() {
  const view = useRunView();
  const log = useRunStore((s) => s.session?.replayer ?? null);
  const algorithm = useRunStore((s) => s.setup.algorithm);
  const goal = useRunStore((s) => s.setup.problem?.goal ?? '');
  return { view, log, algorithm, goal };
}
