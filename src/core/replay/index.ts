/** The replay layer: the event log folded into the view at any cursor. */
export * from './types';
export { SortedList, type Comparator } from './sortedList';
export { ReplayFrontier } from './frontier';
export { createNodeIndex, indexEvent, type NodeIndex } from './nodeIndex';
export { applyEvent, cloneState, createState, stateSize, type ReplayState } from './reducer';
export { PassLog, type PassRow } from './passLog';
export { createReplayer, type FullReplayer, type ReplayerOptions, type ReplayerStats } from './replayer';
export { snapshotView, type ViewSnapshot } from './snapshot';
export { childrenAfter, LOOKAHEAD_LIMIT, type EventLog } from './lookahead';
export { localTrace, type LocalTrace } from './localTrace';
