import { useEffect, useState } from 'react';

/** Milliseconds between `startedAt` and `finishedAt` (or now, ticking every second while running). */
export function useElapsed(startedAt: number | null, finishedAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const running = startedAt !== null && finishedAt === null;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [running]);
  if (startedAt === null) return 0;
  return Math.max(0, (finishedAt ?? Math.max(now, startedAt)) - startedAt);
}

/** 0:07, 1:05, 12:30, 1:02:03: minutes and seconds, hours only when needed. */
export function formatDuration(ms: number): string {
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
