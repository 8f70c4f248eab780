/**
 * What a link says, put on screen: its play board, its comparison at its clock, or the
 * visualizer's run replayed to its step (`loadAt`: runs are deterministic), then its mode.
 *
 * Play and compare keep their stores out of the first download (modeStores.ts), so a link to
 * them loads the store first and switches mode after the board is set: the page that mounts
 * then finds the link's board, not its own default (play starts a new game only on an initial one).
 */
import { makePuzzle } from '../core/puzzle';
import type { IgnoredParam, Scenario } from '../links';
import { loadMapText } from '../links/domainRows';
import { useAppStore } from './appStore';
import { loadModeStore } from './modeStores';
import { useRunStore } from './runStore';
import { useUiStore } from './uiStore';

/** Opens the scenario; resolves to what of it could not be used (a typed map that does not unpack). */
export async function openScenario(linked: Scenario): Promise<IgnoredParam[]> {
  // A map of the teacher's own comes compressed: unpacked first, by a module loaded for it.
  const packed = (linked.setup ?? linked.compare)?.problem?.packedMap !== undefined;
  const { scenario, ignored } = packed
    ? (await loadMapText()).unpackScenario(linked)
    : { scenario: linked, ignored: [] };
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
  applyView(scenario);
  if (scenario.setup) useRunStore.getState().loadAt(scenario.setup, scenario.step ?? 1);
  return ignored;
}

/** The view and overlay a link asks for, each in the mode that has it ('tree' is both modes'). */
function applyView(scenario: Scenario): void {
  const ui = useUiStore.getState();
  const { show, mode } = scenario;
  if (mode === 'visualize' && (show === 'frontier' || show === 'tree')) ui.setRunView(show);
  if (mode === 'compare' && (show === 'charts' || show === 'results' || show === 'tree')) ui.setCompareView(show);
  if (scenario.overlay) ui.setTileOverlay(true);
}
