// The loop every background job runs: do a step; when it found nothing to do (or failed: the database is
// unreachable or closing), wait pollMs before the next; stop() wakes the wait and resolves when the step in hand ends.
//
// Paced (`pace` > 0): after a step that did work, the loop also rests `pace` times as long as the step took before
// the next. The pace may be a function, asked after each step: `ctp start` rests as long as the step took while no
// one is using the portal, and four times as long while people's requests are arriving (peoplePace below), so a
// backlog (a restored database, an import, a burst of filings) takes at most about half of the server's thread when
// it is quiet and a fifth while people use it, who are answered first; `ctp worker`, a process for the jobs alone,
// runs them unpaced.

export interface PollLoop {
  start(): void;
  stop(): Promise<void>;
}

/** A pace, or a function giving the pace for the rest after each step (asked when the step has ended). */
export type Pace = number | (() => number);

export interface PollLoopOptions {
  /** Rest after a step that did work: this many times its duration; 0 (default) goes on at once. */
  readonly pace?: Pace;
}

/**
 * When people's requests last arrived, for the background jobs of the same process to give way: `note()` on each
 * request; `recent()` is true while the last one came within `withinMs`. The time is the process's monotonic clock,
 * used only to pace work, never for a legal date.
 */
export interface RequestActivity {
  note(): void;
  recent(): boolean;
}

export function requestActivity(withinMs: number, now: () => number = () => performance.now()): RequestActivity {
  let last = -Infinity;
  return {
    note() {
      last = now();
    },
    recent() {
      return now() - last <= withinMs;
    },
  };
}

/** Paths that are not people: the load balancer's health check and the metrics scrape. */
const NOT_PEOPLE: ReadonlySet<string> = new Set(['/healthz', '/metrics']);

/** Notes each request the server receives in `activity`, except health checks and metrics scrapes. */
export function notePeopleRequests(
  server: { on(event: 'request', listener: (req: { url?: string | undefined }) => void): unknown },
  activity: RequestActivity,
): void {
  server.on('request', (req) => {
    if (!NOT_PEOPLE.has((req.url ?? '').split('?')[0]!)) activity.note();
  });
}

/** The pace of `ctp start`'s jobs: `busy` while people's requests are arriving, `quiet` otherwise. */
export function peoplePace(activity: RequestActivity, quiet: number, busy: number): () => number {
  return () => (activity.recent() ? busy : quiet);
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
  const paceNow = (): number => {
    const p = o.pace ?? 0;
    return typeof p === 'function' ? p() : p;
  };
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
      else {
        const pace = paceNow();
        if (pace > 0) await rest(restAfterWork(performance.now() - began, pace));
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
