/**
 * A sequence of timed steps (the moves of "Solve it for me"): the first after a delay, each next
 * one a pace after the last, until a step says to stop. A change of pace takes effect on the
 * step that is waiting, not after the old, longer wait.
 */
export interface StepTimer {
  /** Calls `step(index)` for index = first, first + 1, ... while it returns true. */
  start(step: (index: number) => boolean, pace: () => number, first: number, delay: number): void;
  stop(): void;
  /** The waiting step comes `delay` ms from now instead; nothing when no step is waiting. */
  reschedule(delay: number): void;
}

export function createStepTimer(): StepTimer {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let plan: { step: (index: number) => boolean; pace: () => number; index: number } | null = null;

  const stop = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const arm = (delay: number) => {
    timer = setTimeout(() => {
      timer = null;
      if (!plan) return;
      const { step, pace, index } = plan;
      if (!step(index)) {
        plan = null;
        return;
      }
      plan = { step, pace, index: index + 1 };
      arm(pace());
    }, delay);
  };

  return {
    start(step, pace, first, delay) {
      stop();
      plan = { step, pace, index: first };
      arm(delay);
    },
    stop() {
      stop();
      plan = null;
    },
    reschedule(delay) {
      if (timer === null || !plan) return;
      stop();
      arm(delay);
    },
  };
}
