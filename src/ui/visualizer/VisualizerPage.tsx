/**
 * The step-through view a teacher projects: the set-up, then the current node, the frontier,
 * the closed set and the numbers, with the playback bar below.
 */
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuizStore } from '../../store/quizStore';
import { useRunStore } from '../../store/runStore';
import { useUiStore } from '../../store/uiStore';
import { ClosedSetPanel } from './ClosedSetPanel';
import { CurrentNodePanel } from './CurrentNodePanel';
import { ExampleNote } from './ExampleNote';
import { FrontierPanel } from './FrontierPanel';
import { pseudocodePanel } from '../lazyParts';
import { LoadingPlaceholder } from '../loading/LoadingPlaceholder';
import { FrontierOrTree } from '../tree/FrontierOrTree';
import { HeuristicTable } from './HeuristicTable';
import { IterationPanel } from './IterationPanel';
import { LessonLog } from './LessonLog';
import { PassTable } from './PassTable';
import { PlaybackBar } from './PlaybackBar';
import { PreparingNotice } from './PreparingNotice';
import { QuizPanel } from './QuizPanel';
import { SetupPanel } from './SetupPanel';
import { SolutionPanel } from './SolutionPanel';
import { SolvabilityNotice } from './SolvabilityNotice';
import { StatsPanel } from './StatsPanel';
import { TooLargeNotice } from './TooLargeNotice';
import { usePlaybackKeys } from './usePlaybackKeys';
import { LaggedRepaint } from './useRun';
import './visualizer.css';

// The pseudocode texts and the solvers' source text are a chunk of their own, fetched by the
// idle preload once the first screen is usable (a placeholder holds its place until then).
const LivePseudocodePanel = pseudocodePanel.IfLoaded;

export function VisualizerPage() {
  const { t } = useTranslation();
  const status = useRunStore((s) => s.status);
  const runId = useRunStore((s) => s.runId);
  const projector = useUiStore((s) => s.projector);
  const sideCollapsed = useUiStore((s) => s.sideCollapsed);
  const quiz = useQuizStore((s) => s.enabled);
  const logOpen = useUiStore((s) => s.logOpen);
  const setupShown = useUiStore((s) => s.setupShown);
  const shape = useRunStore((s) => `${s.setup.rows}x${s.setup.cols}`);
  // In a quiz the frontier's order would give the answer away: the quiz panel takes its place.
  usePlaybackKeys(!quiz);
  useEffect(() => {
    // The first visit opens on the default board, ready to step.
    if (runId === 0) useRunStore.getState().load(useRunStore.getState().setup);
  }, [runId]);
  return (
    <div className={setupShown ? 'visualizer setup-shown' : 'visualizer'}>
      <SetupPanel />
      <ExampleNote />
      {status.kind === 'unsolvable' && <SolvabilityNotice report={status.report} />}
      {status.kind === 'preparing' && <PreparingNotice done={status.done} total={status.total} />}
      {status.kind === 'refused' && (
        <p className="panel notice danger" role="alert" data-testid="refused">
          {status.cause ? t(`setup.refusedCause.${status.cause}`) : t('setup.refused', { message: status.message })}
        </p>
      )}
      {status.kind === 'loaded' && (
        <>
          <TooLargeNotice />
          <div className={sideCollapsed ? 'visualizer-grid side-collapsed' : 'visualizer-grid'}>
            <Column name="current" label={t('playback.column.current')}>
              <CurrentNodePanel />
            </Column>
            <Column name="frontier" label={t('playback.column.frontier')}>
              {quiz ? (
                <QuizPanel />
              ) : (
                <>
                  <PassTable />
                  {/* Row heights change with projector mode and the board's shape: a fresh virtualiser measures them anew. */}
                  <FrontierOrTree frontier={<FrontierPanel key={`${projector ? 'projector' : 'normal'}-${shape}`} />} />
                </>
              )}
            </Column>
            <Column name="side" label={t('playback.column.side')} hidden={sideCollapsed}>
              <LaggedRepaint>
                <LivePseudocodePanel fallback={<LoadingPlaceholder what="panel" />} />
                {logOpen && <LessonLog />}
                <SolutionPanel />
                <StatsPanel />
                <IterationPanel />
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

/** One of the three columns: a named region that scrolls on its own (focusable, so keys scroll it too). */
function Column({
  name,
  label,
  hidden = false,
  children,
}: {
  name: 'current' | 'frontier' | 'side';
  label: string;
  hidden?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`column ${name}-column`} hidden={hidden} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
