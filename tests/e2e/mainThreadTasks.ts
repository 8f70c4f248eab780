/**
 * Main-thread tasks from a Chrome trace, for the performance e2e. On a shared machine a task's
 * wall time includes the time other processes held the core; its thread CPU time (tdur) is the
 * page's own work. Trace with the 'disabled-by-default-devtools.timeline' category (RunTask).
 */
import { loadavg } from 'node:os';

/** This machine's 1-minute load average, to print beside a timing. */
export const loadAverage = () => loadavg()[0].toFixed(1);

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * The longest main-thread task of a Chrome trace by the thread's own CPU time, in ms. The
 * renderer main thread is the CrRendererMain that ran the most task time (the page, not a
 * service worker's).
 */
export function worstTaskCpuMs(trace: Buffer): number {
  return mainThreadTasks(trace).worstCpuMs;
}

/** The worst main-thread task, whole and split into the page's own work and V8's garbage collection. */
export interface TaskBreakdown {
  /** The longest task by CPU time, garbage collection included. */
  worstCpuMs: number;
  /** The longest task by CPU time once the garbage collection inside it is taken out. */
  worstOwnCpuMs: number;
  /** The most garbage-collection CPU time inside one task. */
  worstGcCpuMs: number;
  /**
   * Where the worst task's own time went, for the log: the timeline events directly inside it
   * over a millisecond, in order ("FireAnimationFrame 11.2, Layout 4.9").
   */
  worstParts: string;
  /** The five longest tasks by own CPU, each with its parts, for the log when diagnosing. */
  topTasks: string[];
}

/**
 * V8's collections on the main thread, as the 'devtools.timeline' category names them: a
 * scavenge, a full mark-compact's pause, an incremental marking step. How long the mark-compact
 * pause lasts depends on how much marking its helper threads got done before it, that is on how
 * much CPU the other processes left them: on a busy two-core machine the same run pauses 10 ms
 * once and 90 ms the next time.
 */
const GC_EVENTS = new Set(['MinorGC', 'MajorGC', 'V8.GC_MC_INCREMENTAL']);

/**
 * The main thread's tasks of a Chrome trace (for the split, trace 'devtools.timeline' too).
 * The renderer main thread is the CrRendererMain that ran the most task time.
 */
export function mainThreadTasks(trace: Buffer): TaskBreakdown {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const onThread = (m: TraceEvent, keep: (e: TraceEvent) => boolean) =>
    events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.ph === 'X' && keep(e));
  const busiest = mains
    .map((m) => ({ main: m, tasks: onThread(m, isTask) }))
    .reduce<{ main: TraceEvent; tasks: TraceEvent[] } | null>(
      (a, b) => (a === null || sum(b.tasks) > sum(a.tasks) ? b : a),
      null,
    );
  if (!busiest || busiest.tasks.length === 0) throw new Error('the trace holds no main-thread task');
  const { main, tasks } = busiest;
  const collections = outermost(onThread(main, (e) => GC_EVENTS.has(e.name)));
  // Where each of the longest tasks fell in the trace (the run's start, its middle or its end).
  const last = tasks[tasks.length - 1];
  const span = ((last.ts + (last.dur ?? 0) - tasks[0].ts) / 1000).toFixed(0);
  let worstCpuMs = 0;
  let worstOwnCpuMs = 0;
  let worstGcCpuMs = 0;
  let worstOwn: TraceEvent | null = null;
  const owns: { task: TraceEvent; own: number }[] = [];
  for (const task of tasks) {
    const gc = collections.filter((c) => within(c, task)).reduce((total, c) => total + cpuMs(c), 0);
    owns.push({ task, own: cpuMs(task) - gc });
    worstCpuMs = Math.max(worstCpuMs, cpuMs(task));
    if (cpuMs(task) - gc > worstOwnCpuMs) {
      worstOwnCpuMs = cpuMs(task) - gc;
      worstOwn = task;
    }
    worstGcCpuMs = Math.max(worstGcCpuMs, gc);
  }
  return {
    worstCpuMs,
    worstOwnCpuMs,
    worstGcCpuMs,
    worstParts: worstOwn
      ? partsOf(
          worstOwn,
          onThread(main, () => true),
        )
      : '',
    topTasks: owns
      .sort((a, b) => b.own - a.own)
      .slice(0, 5)
      .map(
        ({ task, own }) =>
          `${own.toFixed(1)} ms at ${((task.ts - tasks[0].ts) / 1000).toFixed(0)} of ${span} ms: ${partsOf(
            task,
            onThread(main, () => true),
          )}`,
      ),
  };
}

const isTask = (e: TraceEvent) => e.name === 'RunTask';
const cpuMs = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;
const within = (inner: TraceEvent, outer: TraceEvent) =>
  inner.ts >= outer.ts && inner.ts + (inner.dur ?? 0) <= outer.ts + (outer.dur ?? 0);

/** The events not inside another of the list (a marking step inside a full collection counts once). */
function outermost(list: TraceEvent[]): TraceEvent[] {
  return list.filter((e) => !list.some((o) => o !== e && within(e, o) && (o.ts < e.ts || (o.dur ?? 0) > (e.dur ?? 0))));
}

function partsOf(task: TraceEvent, onThread: TraceEvent[]): string {
  const inside = outermost(onThread.filter((e) => e !== task && !isTask(e) && within(e, task)));
  return inside
    .filter((e) => cpuMs(e) >= 1)
    .sort((a, b) => a.ts - b.ts)
    .map((e) => `${e.name} ${cpuMs(e).toFixed(1)}`)
    .join(', ');
}

function sum(tasks: TraceEvent[]): number {
  return tasks.reduce((total, e) => total + (e.dur ?? 0), 0);
}
