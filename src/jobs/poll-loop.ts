// The loop every background job runs: do a step; when it found nothing to do (or failed: the database is
// unreachable or closing), wait pollMs before the next; stop() wakes the wait and resolves when the step in hand ends.

export interface PollLoop {
  start(): void;
  stop(): Promise<void>;
}

/** `step` resolves true when it did work (poll again at once), false when idle; a throw is passed to `onError`. */
export function pollLoop(step: () => Promise<boolean>, pollMs: number, onError: (e: unknown) => void): PollLoop {
  let running = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;

  async function poll(): Promise<void> {
    while (running) {
      let worked = false;
      try {
        worked = await step();
      } catch (e) {
        onError(e);
      }
      if (!worked && running) {
        await new Promise<void>((res) => {
          const t = setTimeout(res, pollMs);
          wake = () => {
            clearTimeout(t);
            res();
          };
        });
        wake = undefined;
      }
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
