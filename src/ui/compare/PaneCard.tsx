/**
 * One pane: its head (PaneHeader.tsx: the algorithm and its options), the board it is
 * expanding, its live counters at the shared clock, and how it ended: solved, "limit reached"
 * while the others go on, no solution, or too large to record.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FinalEvent } from '../../core/events';
import { makeCodec } from '../../core/stateKey';
import { useCompareBackground } from '../../store/compareBackground';
import { extremaOf, maxOf } from '../charts/decimate';
import { useCompareStore } from '../../store/compareStore';
import { MiniBoard } from '../board/MiniBoard';
import { IconCheck, IconWarning } from './compareIcons';
import { PeakOverLimit } from '../visualizer/PeakOverLimit';
import { PanePseudocode } from './PanePseudocode';
import { PaneProblem } from './PaneProblem';
import { fmt } from '../visualizer/narration';
import { PANE_STYLES } from './paneStyle';
import { PaneDivergence } from './PaneTraceMark';
import { PaneHeader } from './PaneHeader';
import { useComparePainted } from './useComparePainted';
import './panes.css';

/** One pane at the clock: its set-up, its recording and what it shows (a few times a second at top speed). */
function usePaneAtClock(index: number) {
  const setup = useCompareStore((s) => s.setup);
  const session = useCompareStore((s) => s.sessions[index]);
  const frame = useComparePainted();
  return { setup, session, shown: frame?.panes[index], clock: frame?.clock ?? 0 };
}

export function PaneCard({ index, removable }: { index: number; removable: boolean }) {
  const { t, i18n } = useTranslation();
  const { setup, session, shown, clock } = usePaneAtClock(index);
  const pane = setup.panes[index];
  const style = PANE_STYLES[index];
  // The pane replaying a student's trace: its search is the file's, not a setting's.
  const recorded = useCompareStore((s) => (s.recorded?.index === index ? s.recorded : null));
  if (!pane || !session || !shown) return null;
  const nf = new Intl.NumberFormat(i18n.language);
  const view = shown.view;
  const final = shown.atEnd ? (view?.final ?? null) : null;
  const samples = Math.min(clock + 1, session.series.samples);
  const memoryNow = samples > 0 ? session.series.memory.at(samples - 1) : 0;
  const stats = final?.stats;
  const peakMemory =
    stats?.peakMemory ??
    maxOf(session.series.memory.data, samples, extremaOf(session.series.memory, session.series.memory.data, samples));
  const counters: [string, string, number][] = view
    ? [
        ['expanded', t('stats.expanded'), stats?.expanded ?? view.counters.expanded],
        ['generated', t('stats.generated'), stats?.generated ?? view.counters.generated],
        ['frontier', t('stats.frontier'), view.frontier.size],
        ['memory', t('compare.pane.memoryNow'), memoryNow],
        ['peak-memory', t('compare.pane.peakMemory'), peakMemory],
      ]
    : [];
  // What the memory-light searches pay: IDA*'s passes, RBFS's and SMA*'s forgotten subtrees.
  if (view && view.counters.reexpanded > 0) {
    counters.splice(2, 0, ['reexpanded', t('stats.reexpanded'), view.counters.reexpanded]);
  }
  const node = view?.current ?? view?.root ?? null;
  const { puzzle, domain } = session;
  const tiles = node && puzzle ? makeCodec(puzzle.rows, puzzle.cols).decode(node.key) : null;
  // On a road map or a grid the path's cost is the lesson: the current node's g, the route's once solved.
  if (view && domain) {
    const cost = final?.type === 'solved' ? (final.cost ?? final.stats.solutionLength) : (node?.g ?? 0);
    counters.unshift(['cost', t('compare.pane.pathCost'), cost]);
  }

  return (
    <article
      className="pane-card"
      style={{ ['--pane-color' as string]: style.color }}
      aria-label={t('compare.pane.label', { pane: style.letter })}
      data-testid={`pane-${style.letter}`}
      data-algorithm={pane.algorithm}
    >
      <PaneHeader index={index} removable={removable} />
      <PaneDivergence index={index} />
      {session.refusal ? (
        <p className="pane-status refused" role="status">
          <IconWarning />
          <span>
            {session.refusal.reason === 'unsolvable'
              ? t('solvability.title')
              : t(`compare.pane.refusedReason.${session.refusal.reason}`)}
          </span>
        </p>
      ) : (
        <>
          <div className="pane-body">
            {tiles && puzzle && <MiniBoard cols={puzzle.cols} tiles={tiles} cell={puzzle.cols > 3 ? 15 : 20} />}
            {domain && view && (
              <PaneProblem
                domain={domain}
                run={{
                  view,
                  log: session.replayer,
                  algorithm: pane.algorithm,
                  weight: pane.weight,
                  goal: setup.problem?.goal ?? '',
                  compact: true,
                }}
              />
            )}
            <dl className="pane-stats">
              {counters.map(([id, label, value]) => (
                <div key={id} className="pane-stat">
                  <dt>{label}</dt>
                  <dd data-testid={`pane-${style.letter}-${id}`} data-value={value}>
                    {nf.format(value)}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
          <PeakOverLimit
            algorithm={pane.algorithm}
            memoryLimit={pane.memoryLimit}
            peak={peakMemory}
            testId={`pane-${style.letter}-peak-over-limit`}
          />
          <PaneStatusLine index={index} />
          {/* A student's trace runs their code, not Frontier's pseudocode. */}
          {!recorded && <PanePseudocode letter={style.letter} pane={pane} session={session} view={view} />}
        </>
      )}
    </article>
  );
}

/** How the pane stands at the clock: searching, solved, limit reached, none, too large. */
function PaneStatusLine({ index }: { index: number }) {
  const { t, i18n } = useTranslation();
  const { setup, session, shown, clock } = usePaneAtClock(index);
  const background = useCompareBackground((s) => s.runs[index]);
  const recorded = useCompareStore((s) => s.recorded?.index === index);
  const startBackground = useCompareBackground((s) => s.start);
  const nf = new Intl.NumberFormat(i18n.language);
  // "...while the others go on" only while another pane is still searching at this clock.
  const othersGoOn = useCompareStore(
    (s) => s.frame?.panes.some((p, j) => j !== index && !p.atEnd && !s.sessions[j]?.refusal) ?? false,
  );
  if (!shown || !session) return null;
  const final = shown.atEnd ? (shown.view?.final ?? null) : null;
  if (shown.atEnd && shown.tooLarge) {
    return (
      <div
        className="pane-status warn-status"
        role="status"
        data-testid={`pane-${PANE_STYLES[index].letter}-status`}
        data-status="too-large"
      >
        <IconWarning />
        <div className="warn-body">
          <span>
            {t(othersGoOn ? 'compare.pane.tooLargeOthersGoOn' : 'compare.pane.tooLarge', {
              events: nf.format(session.recorded),
            })}
          </span>
          {!background && !recorded && (
            <button
              type="button"
              className="button small-button"
              onClick={() => startBackground(index, setup, setup.panes[index])}
            >
              {t('compare.pane.finishInBackground')}
            </button>
          )}
          {background?.status === 'running' && (
            <span className="muted">
              {t('tooLarge.progress', {
                expanded: background.progress?.expanded ?? 0,
                frontier: background.progress?.peakFrontier ?? 0,
              })}
            </span>
          )}
          {background?.final && (
            <strong className="background-final">
              {t('compare.pane.inBackground')} {finalText(background.final, t, nf, false, session.domain !== null)}
            </strong>
          )}
          {background?.status === 'failed' && (
            // The worker's own words (English, technical) stay in the tooltip, for whoever debugs.
            <span
              className="error"
              data-testid={`pane-${PANE_STYLES[index].letter}-background-failed`}
              title={background.message ?? undefined}
            >
              {t(`compare.pane.backgroundFailed.${background.failure ?? 'error'}`)}
            </span>
          )}
        </div>
      </div>
    );
  }
  const letter = PANE_STYLES[index].letter;
  if (!final && recorded && shown.atEnd) {
    // A trace that stops without a solution or a failure line ends here.
    return (
      <p className="pane-status exhausted" role="status" data-testid={`pane-${letter}-status`} data-status="cut-off">
        <IconWarning />
        <span>{t('compare.trace.cutOff')}</span>
      </p>
    );
  }
  if (!final) {
    return (
      <p className="pane-status running" data-testid={`pane-${letter}-status`} data-status="running">
        <span className="pulse" aria-hidden="true" />
        <span>{clock === 0 ? t('compare.pane.ready') : t('compare.pane.searching')}</span>
      </p>
    );
  }
  const kind = final.type === 'solved' ? 'solved' : final.type === 'limit' ? 'limit' : 'exhausted';
  return (
    <p
      className={`pane-status ${kind}`}
      role="status"
      data-testid={`pane-${letter}-status`}
      data-status={kind}
      data-length={final.stats.solutionLength}
    >
      {kind === 'solved' ? <IconCheck /> : <IconWarning />}
      <span>{finalText(final, t, nf, othersGoOn, session.domain !== null)}</span>
    </p>
  );
}

function finalText(
  final: FinalEvent,
  t: TFunction,
  nf: Intl.NumberFormat,
  othersGoOn = false,
  withCost = false,
): string {
  switch (final.type) {
    case 'solved':
      if (withCost) {
        return t('compare.pane.solvedCost', {
          cost: fmt(final.cost ?? final.stats.solutionLength),
          count: final.stats.solutionLength,
          expanded: nf.format(final.stats.expanded),
        });
      }
      return t('compare.pane.solved', { count: final.stats.solutionLength, expanded: nf.format(final.stats.expanded) });
    case 'limit':
      return t(othersGoOn ? 'compare.pane.limitOthersGoOn' : 'compare.pane.limit', {
        reason: t(`final.reason.${final.reason}`),
        expanded: nf.format(final.stats.expanded),
      });
    case 'exhausted':
      if (final.stuck) return t(`local.final.stuck.${final.stuck}`);
      return final.depthLimit !== undefined ? t('final.exhaustedDepth') : t('compare.pane.exhausted');
  }
}
