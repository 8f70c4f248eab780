/**
 * The step-through view a teacher projects: the set-up, then the current node, the frontier,
 * the closed set and the numbers, with the playback bar below.
 */
import { Suspense, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmbed } from '../../store/linkSync';
import { useQuizStore } from '../../store/quizStore';
import { useRunStore } from '../../store/runStore';
import { MEDIA } from '../../store/breakpoints';
import { useUiStore } from '../../store/uiStore';
import { useDrawerDismiss } from '../hooks/useDrawerDismiss';
import { ClosedSetPanel } from './ClosedSetPanel';
import { CurrentNodePanel } from './CurrentNodePanel';
import { ExampleNote } from './ExampleNote';
import { FrontierPanel } from './FrontierPanel';
import { algorithmInfo, isLocalSearch } from '../../core/solvers/algorithms';
import {
  lessonLog,
  localSearchPanel,
  pseudocodePanel,
  passTable,
  quizPanel,
  runningLines,
  solvabilityNotice,
  tooLargeNotice,
  iterationPanel,
} from '../lazyParts';
import { LoadingPlaceholder } from '../loading/LoadingPlaceholder';
import { STICKY_ATTRIBUTE } from '../pseudocode/stickyAttribute';
import { FrontierOrTree } from '../tree/FrontierOrTree';
import { HeuristicTable } from './HeuristicTable';
import { PlaybackBar } from './PlaybackBar';
import { PreparingNotice } from './PreparingNotice';
import { SetupPanel } from './SetupPanel';
import { SolutionPanel } from './SolutionPanel';
import { StatsPanel } from './StatsPanel';
import { usePlaybackKeys } from './usePlaybackKeys';
import { LaggedRepaint } from './useRun';
import './visualizer.css';

// The pseudocode texts and the solvers' source text are a chunk of their own, fetched by the
// idle preload once the first screen is usable (a placeholder holds its place until then).
const LivePseudocodePanel = pseudocodePanel.IfLoaded;
const LessonLog = lessonLog.Component;
const QuizPanel = quizPanel.Component;
const LocalSearchPanel = localSearchPanel.Component;
const PassTable = passTable.Component;
const IterationPanel = iterationPanel.Component;
const RunningLines = runningLines.IfLoaded;
const TooLargeNotice = tooLargeNotice.IfLoaded;
const SolvabilityNotice = solvabilityNotice.Component;

export function VisualizerPage() {
  const { t } = useTranslation();
  const status = useRunStore((s) => s.status);
  const runId = useRunStore((s) => s.runId);
  const tooLarge = useRunStore((s) => s.tooLarge);
  // A road map or a grid draws the whole problem in the first column: it takes more width.
  const onDomain = useRunStore((s) => (s.session?.domain ?? null) !== null);
  const projector = useUiStore((s) => s.projector);
  const sideCollapsed = useUiStore((s) => s.sideCollapsed);
  const quiz = useQuizStore((s) => s.enabled);
  const logOpen = useUiStore((s) => s.logOpen);
  const setupShown = useUiStore((s) => s.setupShown);
  const shape = useRunStore((s) => `${s.setup.rows}x${s.setup.cols}`);
  const embed = useEmbed();
  const algorithm = useRunStore((s) => s.setup.algorithm);
  // IDA* and IDDFS: the pass table and the pass panel (their own chunks).
  const inPasses = (algorithmInfo(algorithm)?.passes ?? null) !== null;
  // In a quiz the frontier's order would give the answer away: the quiz panel takes its place.
  usePlaybackKeys(!quiz);
  const sideRef = useRef<HTMLDivElement>(null);
  const setupRef = useRef<HTMLDivElement>(null);
  const closeSide = useUiStore((s) => s.closeSide);
  const closeSetup = useUiStore((s) => s.closeSetup);
  const toggleSetup = useUiStore((s) => s.toggleSetup);
  // Below three columns the side column is a drawer over the frontier; in projector mode the
  // set-up is a drawer over the columns (pushing them down clipped the narration).
  useDrawerDismiss({
    ref: sideRef,
    open: !sideCollapsed,
    when: MEDIA.sideDrawer,
    keep: DRAWER_KEEP,
    toggle: '[data-drawer-toggle="details"]',
    onClose: closeSide,
  });
  useDrawerDismiss({
    ref: setupRef,
    open: projector && setupShown,
    when: MEDIA.fitted,
    keep: DRAWER_KEEP,
    toggle: '[data-drawer-toggle="setup"]',
    onClose: closeSetup,
  });
  // The too-large notice's chunk is fetched when Run to end is asked, before the recording is
  // judged too large: on a cold page that fetch was a third of a second of Korf #1's answer. It
  // is drawn once here without a Suspense boundary, whose reveal React holds back up to 300 ms.
  const endAsked = useRunStore((s) => s.endAskedFor === s.runId && !s.finished);
  useEffect(() => {
    if (endAsked || tooLarge) void tooLargeNotice.preload().catch(() => undefined);
  }, [endAsked, tooLarge]);
  useEffect(() => {
    // The first visit opens on the default board, ready to step.
    if (runId === 0) useRunStore.getState().load(useRunStore.getState().setup);
  }, [runId]);
  return (
    <div className={setupShown ? 'visualizer setup-shown' : 'visualizer'}>
      {/* Always this wrapper (the set-up keeps its state when projector mode toggles); in projector
          mode it is a drawer over the columns. */}
      {/* Embedded (`?embed=1`) the view is the link's run alone: no set-up. */}
      {!embed && (
        <div className="setup-drawer" ref={setupRef}>
          {/* A phone folds the set-up (visualizer.css) so the board shows on first load. */}
          <button type="button" className="button setup-fold" aria-expanded={setupShown} onClick={toggleSetup}>
            {t('playback.showSetup')} <span className="muted">{t(`algorithm.${algorithm}`)}</span>
          </button>
          <SetupPanel />
          <ExampleNote />
          {projector && setupShown && <CloseButton label={t('playback.closeDrawer')} onClick={closeSetup} />}
        </div>
      )}
      {status.kind === 'unsolvable' && (
        <Suspense fallback={<LoadingPlaceholder what="panel" />}>
          <SolvabilityNotice report={status.report} />
        </Suspense>
      )}
      {status.kind === 'preparing' && (
        <PreparingNotice done={status.done} total={status.total} solver={status.solver} />
      )}
      {status.kind === 'refused' && (
        <p className="panel notice danger" role="alert" data-testid="refused">
          {status.cause ? t(`setup.refusedCause.${status.cause}`) : t('setup.refused', { message: status.message })}
        </p>
      )}
      {status.kind === 'loaded' && (
        <>
          {/* Only a run too large to record, or Run to end, fetches the notice (see above); it also
              shows the answer of a run finished ahead of its recording, so it is drawn as soon as
              the end is asked (and draws nothing until one of them is there). */}
          {(tooLarge || endAsked) && <TooLargeNotice fallback={null} />}
          <div className={`visualizer-grid${sideCollapsed ? ' side-collapsed' : ''}${onDomain ? ' domain-run' : ''}`}>
            <Column name="current" label={t('playback.column.current')}>
              <CurrentNodePanel />
              {/* Projector mode: the running line beside the frontier where the listing is in a drawer (visualizer.css). */}
              {projector && <RunningLines fallback={null} />}
            </Column>
            <Column name="frontier" label={t('playback.column.frontier')}>
              {/* At top speed the frontier repaints a task after the board, so neither task holds both. */}
              <LaggedRepaint>
                {quiz ? (
                  <Suspense fallback={<LoadingPlaceholder what="panel" />}>
                    <QuizPanel />
                  </Suspense>
                ) : (
                  <>
                    {isLocalSearch(algorithm) && (
                      <Suspense fallback={<LoadingPlaceholder what="panel" />}>
                        <LocalSearchPanel />
                      </Suspense>
                    )}
                    {inPasses && (
                      <Suspense fallback={<LoadingPlaceholder what="panel" />}>
                        <PassTable />
                      </Suspense>
                    )}
                    {/* Row heights change with projector mode and the board's shape: a fresh virtualiser measures them anew. */}
                    <FrontierOrTree
                      frontier={<FrontierPanel key={`${projector ? 'projector' : 'normal'}-${shape}`} />}
                    />
                  </>
                )}
              </LaggedRepaint>
            </Column>
            <Column name="side" label={t('playback.column.side')} hidden={sideCollapsed} columnRef={sideRef}>
              {/* A bar across the drawer, so the code scrolls under it, never beside the button. */}
              <div className="drawer-bar" {...{ [STICKY_ATTRIBUTE]: '' }}>
                <CloseButton label={t('playback.closeDrawer')} onClick={closeSide} />
              </div>
              <LaggedRepaint>
                {/* First once the run is solved: under the long listing it was a screen's scroll away. */}
                <SolutionPanel />
                <LivePseudocodePanel fallback={<LoadingPlaceholder what="panel" />} />
                {logOpen && (
                  <Suspense fallback={<LoadingPlaceholder what="panel" />}>
                    <LessonLog />
                  </Suspense>
                )}
                <StatsPanel />
                {inPasses && (
                  <Suspense fallback={<LoadingPlaceholder what="panel" />}>
                    <IterationPanel />
                  </Suspense>
                )}
                <HeuristicTable />
                <ClosedSetPanel />
              </LaggedRepaint>
            </Column>
          </div>
          <PlaybackBar />
        </>
      )}
    </div>
  );
}

/** What a click may touch without closing a drawer: the playback bar, which holds both toggles. */
const DRAWER_KEEP = '.playback';

/** A drawer's close button (the Details one shows only where the side column is a drawer). */
function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="button drawer-close" onClick={onClick}>
      <span aria-hidden="true">×</span> {label}
    </button>
  );
}

/** One of the three columns: a named region that scrolls on its own (focusable, so keys scroll it too). */
function Column({
  name,
  label,
  hidden = false,
  columnRef,
  children,
}: {
  name: 'current' | 'frontier' | 'side';
  label: string;
  hidden?: boolean;
  columnRef?: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}) {
  return (
    <div
      ref={columnRef}
      className={`column ${name}-column`}
      hidden={hidden}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      {children}
    </div>
  );
}
