/**
 * A lesson's stop and the page: pinning what is on screen as a stop (its link and its open view),
 * opening a stop (the same path as a link: src/store/openScenario.ts), and telling whether the
 * page still shows the stop or the class has wandered off from it (stepped, played, switched view).
 */
import { readScenario, writeScenario } from '../links';
import type { LessonStop, StopView } from '../links/lesson';
import { useAppStore } from './appStore';
import { currentScenario } from './linkSync';
import { openScenario } from './openScenario';
import { useUiStore } from './uiStore';

/** The view a stop keeps for the mode on screen, if the mode has one. */
function viewOf(mode: string): StopView | undefined {
  const ui = useUiStore.getState();
  if (mode === 'visualize') return ui.runView;
  if (mode === 'compare') return ui.compareView;
  return undefined;
}

/**
 * What the page shows, whether or not it is embedded: a stop is the view, not how it is framed;
 * its view is the stop's own field (`view`), not the link's.
 */
function shownScenario() {
  const { embed: _framed, show: _view, overlay: _overlay, ...scenario } = currentScenario();
  return scenario;
}

/** What is on screen now, as a stop with the given words. */
export function captureStop(title: string, note = ''): LessonStop {
  const scenario = shownScenario();
  const view = viewOf(scenario.mode);
  return { title, note, link: writeScenario(scenario), ...(view ? { view } : {}) };
}

/** Puts a stop on screen: its scenario (read again: a stop is never trusted), then its view. */
export async function openStop(stop: LessonStop): Promise<boolean> {
  const { scenario, ignored } = readScenario(stop.link);
  if (!scenario || ignored.length > 0) return false;
  await openScenario(scenario);
  // 'tree' is a view of both modes: the stop's mode says whose.
  const ui = useUiStore.getState();
  if (scenario.mode === 'visualize' && (stop.view === 'frontier' || stop.view === 'tree')) ui.setRunView(stop.view);
  if (scenario.mode === 'compare' && stop.view && stop.view !== 'frontier') ui.setCompareView(stop.view);
  return true;
}

/** The page shows the stop: the same link (mode, board, search, step) and the same view. */
export function showsStop(stop: LessonStop): boolean {
  const scenario = readScenario(stop.link).scenario;
  if (!scenario) return false;
  const mode = useAppStore.getState().mode;
  if (
    writeScenario(shownScenario()) !==
    writeScenario({ ...scenario, embed: undefined, show: undefined, overlay: undefined })
  )
    return false;
  return stop.view === undefined || viewOf(mode) === stop.view;
}
