// The loop every background job runs: do a step; when it found nothing to do (or failed: the database is
// unreachable or closing), wait pollMs before the next; stop() wakes the wait and resolves when the step in hand ends.
//
// Paced (`pace` > 0): after a step that did work, the loop also rests `pace` times as long as the step took before
// the next. `ctp start` runs its jobs paced at 1 (BACKGROUND_PACE), so a backlog (a restored database, an import, a
// burst of filings) takes at most about half of the server's thread while it is worked through, and the people
// using the portal meanwhile are answered first; `ctp worker`, a process for the jobs alone, runs them unpaced.

export interface PollLoop {
  start(): void;
  stop(): Promise<void>;
}

export interface PollLoopOptions {
  /** Rest after a step that did work: this many times its duration; 0 (default) goes on at once. */
  readonly pace?: number;
}

/** How long to rest after a step that did work and took `workedMs`. */
export function restAfterWork(workedMs: number, pace: number): number {
  return pace > 0 ? Math.max(0, workedMs) * pace : 0;
}

/** `step` resolves true when it did work (poll again at once), false when idle; a throw is passed to `onError`. */
export function pollLoop(
  step: () => Promise<boolean>,
  pollMs: number,
  onError: (e: unknown) => void,
  o: PollLoopOptions = {},
): PollLoop {
  const pace = o.pace ?? 0;
  let running = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;

  const rest = (ms: number) =>
    new Promise<void>((res) => {
      const t = setTimeout(res, ms);
      wake = () => {
        clearTimeout(t);
        res();
      };
    }).then(() => {
      wake = undefined;
    });

  async function poll(): Promise<void> {
    while (running) {
      let worked = false;
      const began = performance.now();
      try {
        worked = await step();
      } catch (e) {
        onError(e);
      }
      if (!running) break;
      if (!worked) await rest(pollMs);
      else if (pace > 0) await rest(restAfterWork(performance.now() - began, pace));
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      loop = poll();
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
      loop = undefined;
    },
  };
}
