/**
 * One lab job at a time per slot, each slot on its own worker: starting a job cancels the one
 * running (its worker is terminated, so a long A* sampling stops at once), and an idle worker is
 * kept so its cached tables serve the next job. A cancelled job resolves as 'superseded' and its
 * late progress callbacks are told they are stale through `live()`.
 */
import type { LabClient } from '../workers/labClient';

export type SlotResult<T> =
  | { ok: true; value: T }
  | { ok: false; reason: 'superseded' | 'no-worker' }
  | { ok: false; reason: 'error'; message: string };

export interface LabSlot {
  start<T>(job: (client: LabClient, live: () => boolean) => Promise<T>): Promise<SlotResult<T>>;
  cancel(): void;
  busy(): boolean;
}

export function createLabSlot(open: () => LabClient | null): LabSlot {
  let client: LabClient | null = null;
  let settleRunning: ((r: SlotResult<never>) => void) | null = null;

  const cancel = () => {
    const settle = settleRunning;
    if (!settle) return;
    settleRunning = null;
    client?.terminate();
    client = null;
    settle({ ok: false, reason: 'superseded' });
  };

  return {
    start<T>(job: (client: LabClient, live: () => boolean) => Promise<T>): Promise<SlotResult<T>> {
      cancel();
      client ??= open();
      const c = client;
      if (!c) return Promise.resolve({ ok: false, reason: 'no-worker' });
      return new Promise<SlotResult<T>>((resolve) => {
        let settled = false;
        const settle = (r: SlotResult<T>) => {
          if (settled) return;
          settled = true;
          if (settleRunning === settle) settleRunning = null;
          resolve(r);
        };
        settleRunning = settle as (r: SlotResult<never>) => void;
        job(c, () => !settled).then(
          (value) => settle({ ok: true, value }),
          (error: unknown) => settle({ ok: false, reason: 'error', message: String(error) }),
        );
      });
    },
    cancel,
    busy: () => settleRunning !== null,
  };
}
