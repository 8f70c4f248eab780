/**
 * The one place the pseudocode panel reads the run store: everything it shows comes through
 * here as plain props, so a change in how the store is built touches only this file. It reads
 * the frame through useRunFrame, so inside LaggedRepaint it repaints with the heavy panels during
 * fast playback, not every frame.
 */
import { hidesNumbers, useQuizStore } from '../../store/quizStore';
import { useRunStore } from '../../store/runStore';
import { usePuzzle, useRunFrame } from '../visualizer/useRun';
import { domainProblem, pseudocodeInput, type PseudocodeInput, type PseudocodeProblem } from './pseudocodeInput';

export function usePseudocodeInput(): PseudocodeInput | null {
  const frame = useRunFrame();
  const puzzle = usePuzzle();
  const heuristic = useRunStore((s) => s.setup.heuristic);
  const domain = useRunStore((s) => s.session?.domain ?? null);
  const domainHeuristic = useRunStore((s) => s.setup.problem?.heuristic);
  const goalTest = useRunStore((s) => s.setup.goalTest);
  const run = useRunStore((s) => s.runId);
  const quizHides = useQuizStore(hidesNumbers);
  if (!frame) return null;
  let problem: PseudocodeProblem;
  if (puzzle) problem = { puzzle, heuristic };
  else if (domain) problem = domainProblem(domain, domainHeuristic);
  else return null;
  const input = pseudocodeInput(frame.view, problem, { run, cursor: frame.cursor }, goalTest);
  // A quiz question with its numbers hidden: the node line 17 just added would print them.
  return input && quizHides && !frame.view?.final ? { ...input, node: null, tiles: null, state: null } : input;
}
