/**
 * The frames of an animation on a road map or a grid: one per step of the range, each the whole
 * problem coloured as the live view colours it at that step (problemPicture.ts), with the
 * node's f = g + h and the narration in the domain's words. Replayed on a private replayer, as
 * framePlan.ts does for the puzzle, so exporting never moves the page's cursor.
 */
import type { TFunction } from 'i18next';
import type { AnyDomain } from '../../core/domain/types';
import type { RunSetup } from '../../core/setups';
import { problemStatus } from '../../store/problemStatus';
import type { ExportFrame } from '../../workers/frameDrawing';
import { domainWords } from '../domains/domainWords';
import { equationText, narrate } from '../visualizer/narration';
import { privateReplay, type EventLog } from './framePlan';
import { problemPicture } from './problemPicture';

/** Steps [from, to] (1-based cursors, clamped to the log); empty when the domain has no picture. */
export function planDomainSteps(
  log: EventLog,
  setup: RunSetup,
  domain: AnyDomain,
  range: { from: number; to: number },
  t: TFunction,
): ExportFrame[] {
  const last = Math.min(range.to, log.length);
  const replayer = privateReplay(log, setup.algorithm, last);
  const words = domainWords(domain);
  const frames: ExportFrame[] = [];
  for (let k = Math.max(1, range.from); k <= last; k++) {
    const view = replayer.seek(k);
    const picture = problemPicture(domain, problemStatus(replayer, view));
    if (picture === null) return [];
    const node = view.current ?? view.root;
    frames.push({
      tiles: [],
      picture,
      heading: t('share.export.frameStep', { step: k, algorithm: t(`algorithm.${setup.algorithm}`) }),
      equation: node ? equationText(node, setup, t) : '',
      narration: narrate(view, setup, t, null, 'blank', words),
    });
  }
  return frames;
}
