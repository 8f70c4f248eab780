/**
 * In-process stand-ins for the explorer's and the lab's workers: the real engines (the code the
 * workers run), called through promises with a turn of the event loop between progress
 * messages, like a worker. terminate() silences them the way a terminated worker falls silent.
 */
import type { LabClient } from '../../../src/workers/labClient';
import { createLabEngine } from '../../../src/workers/labEngine';
import type { StateSpaceClient } from '../../../src/workers/stateSpaceClient';
import { createStateSpaceEngine } from '../../../src/workers/stateSpaceEngine';

export const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Resolves `value` later, or never once terminated (a dead worker never answers). */
function later<T>(alive: () => boolean, compute: () => T): Promise<T> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (!alive()) return;
      try {
        resolve(compute());
      } catch (e) {
        reject(e);
      }
    }, 0);
  });
}

export interface FakeHandle<C> {
  client: C;
  terminated: boolean;
  /** Progress callbacks delivered so far. */
  messages: number;
}

export function fakeSpaceClient(): FakeHandle<StateSpaceClient> {
  const engine = createStateSpaceEngine();
  const handle: FakeHandle<StateSpaceClient> = {
    terminated: false,
    messages: 0,
    client: {
      explore: (request, onProgress) => {
        // Progress is delivered asynchronously, as postMessage would, so a test can cancel mid-run.
        const queued: Parameters<typeof onProgress>[0][] = [];
        return later(alive, () => engine.explore(request, (p) => queued.push(p))).then(async (summary) => {
          for (const p of queued) {
            if (!alive()) return new Promise<never>(() => undefined);
            handle.messages++;
            onProgress(p);
            await tick();
          }
          if (!alive()) return new Promise<never>(() => undefined);
          return summary;
        });
      },
      sample: (d, seed) => later(alive, () => engine.sample(d, seed)),
      pathToGoal: (tiles) => later(alive, () => engine.pathToGoal(tiles)),
      terminate: () => {
        handle.terminated = true;
      },
    },
  };
  function alive() {
    return !handle.terminated;
  }
  return handle;
}

export function fakeLabClient(): FakeHandle<LabClient> {
  const engine = createLabEngine();
  const handle: FakeHandle<LabClient> = {
    terminated: false,
    messages: 0,
    client: {
      analyse: async (board, onValues) => {
        const queued: Parameters<typeof onValues>[0][] = [];
        const result = await later(alive, () => engine.analyse(board, (v) => queued.push([...v])));
        for (const v of queued) {
          if (!alive()) return new Promise<never>(() => undefined);
          onValues(v);
          await tick();
        }
        return result;
      },
      profile: (request) => later(alive, () => engine.profile(request)),
      localSuccess: (count, seed, onRows) => engine.localSuccess(count, seed, onRows),
      expansions: async (request, onProgress) => {
        const queued: Parameters<typeof onProgress>[0][] = [];
        const rows = await later(alive, () => engine.expansions(request, (p) => queued.push(p)));
        for (const p of queued) {
          if (!alive()) return new Promise<never>(() => undefined);
          handle.messages++;
          onProgress(p);
          await tick();
        }
        return rows;
      },
      sweep: async (request, onPoint) => {
        const queued: Parameters<typeof onPoint>[0][] = [];
        const points = await later(alive, () => engine.sweep(request, (p) => queued.push(p)));
        for (const p of queued) {
          if (!alive()) return new Promise<never>(() => undefined);
          handle.messages++;
          onPoint(p);
          await tick();
        }
        return points;
      },
      terminate: () => {
        handle.terminated = true;
      },
    },
  };
  function alive() {
    return !handle.terminated;
  }
  return handle;
}

/** Polls until `check` passes (the fakes answer over a few event-loop turns), for up to `ms`. */
export async function until(check: () => boolean, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return;
    await tick();
  }
  if (!check()) throw new Error('condition never became true');
}
