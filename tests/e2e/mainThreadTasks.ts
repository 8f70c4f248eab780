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
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasksOf = (m: TraceEvent) =>
    events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.ph === 'X' && e.name === 'RunTask');
  const busiest = mains.map(tasksOf).reduce<TraceEvent[]>((a, b) => (sum(b) > sum(a) ? b : a), []);
  if (busiest.length === 0) throw new Error('the trace holds no main-thread task');
  return Math.max(...busiest.map((e) => (e.tdur ?? e.dur ?? 0) / 1000));
}

function sum(tasks: TraceEvent[]): number {
  return tasks.reduce((total, e) => total + (e.dur ?? 0), 0);
}
