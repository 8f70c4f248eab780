/**
 * What a link says, put on screen: its play board, its comparison at its clock, or the
 * visualizer's run replayed to its step (`loadAt`: runs are deterministic), then its mode.
 *
 * Play and compare keep their stores out of the first download (modeStores.ts), so a link to
 * them loads the store first and switches mode after the board is set: the page that mounts
 * then finds the link's board, not its own default (play starts a new game only on an initial one).
 */
import { makePuzzle } from '../core/puzzle';
import type { Scenario } from '../links';
import { useAppStore } from './appStore';
import { loadModeStore } from './modeStores';
import { useRunStore } from './runStore';

export async function openScenario(scenario: Scenario): Promise<void> {
  if (scenario.play) {
    const p = scenario.play;
    const play = await loadModeStore('play');
    play.getState().setBoard(makePuzzle(p.rows, p.cols, p.goal), p.tiles, 'link');
  }
  if (scenario.compare) {
    const compare = (await loadModeStore('compare')).getState();
    compare.load(scenario.compare);
    if (scenario.step !== undefined && scenario.step > 0) compare.seek(scenario.step);
  }
  useAppStore.getState().setMode(scenario.mode);
  if (scenario.setup) useRunStore.getState().loadAt(scenario.setup, scenario.step ?? 1);
}
