/**
 * The parts of the app that are not on screen when it opens on the visualizer: each is its own
 * chunk, downloaded when first opened and preloaded when the browser is idle (App). Every chunk
 * is also precached by the service worker, so all of them work offline after one visit.
 */
import { LANGUAGES, i18n } from '../i18n';
import { loadQuizQuestions } from '../store/quizStore';
import { lazyComponent } from './loading/lazyComponent';

/** Compare mode, with every namespace its parts read (a part suspending once drawn would hide the page). */
export const comparePage = lazyComponent(() =>
  Promise.all([
    import('./compare/ComparePage'),
    i18n.loadNamespaces(['compare', 'local', 'tooLarge', 'solvability', 'domain']),
  ]).then(([m]) => m.ComparePage),
);
export const playPage = lazyComponent(() => import('./play/PlayPage').then((m) => m.PlayPage));
export const explorerPage = lazyComponent(() => import('./explorer/ExplorerPage').then((m) => m.ExplorerPage));
/** The search tree, with its strings (the compare namespace) and the domains' words. */
export const searchTree = lazyComponent(() =>
  Promise.all([import('./tree/SearchTree'), i18n.loadNamespaces(['compare', 'domain'])]).then(([m]) => m.SearchTree),
);
export const animatedTiles = lazyComponent(() => import('./board/AnimatedTiles').then((m) => m.AnimatedTiles));
/**
 * The pseudocode's parts load with their strings (the 'pseudocode' namespace, and the domains'
 * for a map's or a grid's heuristic name): a part that suspended on a namespace once drawn would
 * hide the page around it until the strings came.
 */
const withPseudocodeStrings = <M>(load: Promise<M>) =>
  Promise.all([load, i18n.loadNamespaces(['pseudocode', 'domain'])]).then(([m]) => m);
export const pseudocodePanel = lazyComponent(() =>
  withPseudocodeStrings(import('./pseudocode/PseudocodePanel')).then((m) => m.LivePseudocodePanel),
);
/** Projector mode's running line beside the frontier, from the pseudocode's texts. */
export const runningLines = lazyComponent(() =>
  withPseudocodeStrings(import('./pseudocode/RunningLines')).then((m) => m.RunningLines),
);
/** The same chunk's panel without a store: compare mode gives it a pane's props. */
export const pseudocodeView = lazyComponent(() =>
  withPseudocodeStrings(import('./pseudocode/PseudocodePanel')).then((m) => m.PseudocodePanel),
);
/** The solved run's path, move by move: shown once a run is solved. */
export const solutionReplay = lazyComponent(() => import('./visualizer/SolutionReplay').then((m) => m.SolutionReplay));
export const editorDialog = lazyComponent(() =>
  Promise.all([import('./editor/EditorDialog'), i18n.loadNamespaces('solvability')]).then(([m]) => m.EditorDialog),
);
/** Why the board cannot reach its goal: shown only for such a board, with its strings. */
export const solvabilityNotice = lazyComponent(() =>
  Promise.all([import('./visualizer/SolvabilityNotice'), i18n.loadNamespaces('solvability')]).then(
    ([m]) => m.SolvabilityNotice,
  ),
);
export const keyHelpDialog = lazyComponent(() =>
  Promise.all([import('./help/KeyHelpDialog'), i18n.loadNamespaces('keyHelp')]).then(([m]) => m.OpenDialog),
);
/** The quiz panel, with its strings. */
export const quizPanel = lazyComponent(() =>
  Promise.all([import('./visualizer/QuizPanel'), i18n.loadNamespaces('quiz'), loadQuizQuestions()]).then(
    ([m]) => m.QuizPanel,
  ),
);
/** Prepared lessons: the panel that builds them, the presenter, a refused lesson link's notice. */
export const lessonsPart = lazyComponent(() => import('./lessons/LessonsPart').then((m) => m.LessonsPart));
/** Hill climbing's, annealing's and beam search's panel and settings, with their strings. */
export const localSearchPanel = lazyComponent(() =>
  Promise.all([import('./local/LocalSearchPanel'), i18n.loadNamespaces('local')]).then(([m]) => m.LocalSearchPanel),
);
/** The counter's "go to" field: not needed for the first step, so not in the first download. */
/** The table of IDA*'s and iterative deepening's passes: only a search in passes draws it. */
export const passTable = lazyComponent(() =>
  Promise.all([import('./visualizer/PassTable'), i18n.loadNamespaces('passes')]).then(([m]) => m.PassTable),
);
/** The legend of the linear conflicts the board's overlay draws: only that overlay shows it. */
export const conflictLegend = lazyComponent(() => import('./visualizer/ConflictLegend').then((m) => m.ConflictLegend));
/** The same searches' current bound and pass, in the side column. */
export const iterationPanel = lazyComponent(() =>
  Promise.all([import('./visualizer/IterationPanel'), i18n.loadNamespaces('passes')]).then(([m]) => m.IterationPanel),
);
export const goToStep = lazyComponent(() => import('./visualizer/GoToStep').then((m) => m.GoToStep));
/**
 * A run too large to record, or one answered ahead of its recording: the notice, not in the idle
 * preload (most lessons never need it), but fetched as soon as Run to end is asked
 * (VisualizerPage), before the recording is judged.
 */
export const tooLargeNotice = lazyComponent(() =>
  Promise.all([import('./visualizer/TooLargeNotice'), i18n.loadNamespaces('tooLarge')]).then(([m]) => m.TooLargeNotice),
);
export const lessonLog = lazyComponent(() =>
  Promise.all([import('./visualizer/LessonLog'), i18n.loadNamespaces('log')]).then(([m]) => m.LessonLog),
);
/** Only an embedded page (`?embed=1`) draws it; not preloaded. */
export const embedBar = lazyComponent(() => import('./links/EmbedBar').then((m) => m.EmbedBar));
/** A run on another domain than the puzzle: its panels (src/ui/domains/), with their strings. */
export const domainPanel = lazyComponent(() =>
  Promise.all([import('./domains/DomainPanel'), i18n.loadNamespaces('domain')]).then(([m]) => m.DomainPanel),
);
/** The loaded example's note, with the notes' strings. */
export const exampleNote = lazyComponent(() =>
  Promise.all([import('./visualizer/ExampleNoteText'), i18n.loadNamespaces('presetNote')]).then(
    ([m]) => m.ExampleNoteText,
  ),
);
/** The set-up's fields for a road map or a grid (its map, start, goal, heuristic), with their strings. */
export const domainSetup = lazyComponent(() =>
  Promise.all([import('./domains/DomainSetupFields'), i18n.loadNamespaces('domain')]).then(
    ([m]) => m.DomainSetupFields,
  ),
);
/** Why a typed board is refused (the visualizer's set-up): only a wrong board draws it. */
export const parseErrorMessage = lazyComponent(() =>
  import('./editor/ParseErrorMessage').then((m) => m.ParseErrorMessage),
);
/** The copy button of the playback bars' "Copy link" and "Copy embed code" (links/LazyCopyButton.tsx). */
export const copyButton = lazyComponent(() => import('./editor/CopyButton').then((m) => m.CopyButton));
/** "Export animation": the dialog, and through it the GIF worker, on first use. */
export const exportDialog = lazyComponent(() => import('./export/ExportDialog').then((m) => m.ExportDialog));

/** In the order a lesson usually reaches them. */
export const PRELOAD_ORDER = [
  // Opening a student's search trace: its header button, the page-wide drop and paste (src/ui/trace).
  () => import('./trace/traceEntry'),
  parseErrorMessage.preload,
  copyButton.preload,
  animatedTiles.preload,
  solutionReplay.preload,
  pseudocodePanel.preload,
  runningLines.preload,
  searchTree.preload,
  quizPanel.preload,
  passTable.preload,
  iterationPanel.preload,
  conflictLegend.preload,
  lessonLog.preload,
  keyHelpDialog.preload,
  lessonsPart.preload,
  comparePage.preload,
  playPage.preload,
  explorerPage.preload,
  editorDialog.preload,
  // The other language's catalog: switching language in front of a class is then one repaint.
  () => i18n.loadLanguages([...LANGUAGES]),
];
