// The background jobs' loop: idle polling, and the pace that leaves the server's thread to the people using it
// while a backlog is worked through (`ctp start` runs its jobs at pace 1).

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { pollLoop, restAfterWork } from './poll-loop.ts';

const busyFor = (ms: number): void => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

/** Runs `steps` steps of `workMs` each (each says it did work) and returns the gaps between one's end and the next's start. */
async function gapsBetweenSteps(workMs: number, pace: number, steps = 4): Promise<number[]> {
  const ends: number[] = [];
  const gaps: number[] = [];
  let done!: () => void;
  const finished = new Promise<void>((r) => (done = r));
  const loop = pollLoop(
    async () => {
      if (ends.length > 0) gaps.push(performance.now() - ends.at(-1)!);
      busyFor(workMs);
      ends.push(performance.now());
      if (ends.length === steps) done();
      return true;
    },
    10_000,
    (e) => {
      throw e;
    },
    { pace },
  );
  loop.start();
  await finished;
  await loop.stop();
  return gaps;
}

describe('the background jobs loop', () => {
  it('rests pace times as long as the work took, and not at all unpaced', () => {
    assert.equal(restAfterWork(30, 1), 30);
    assert.equal(restAfterWork(30, 2), 60);
    assert.equal(restAfterWork(30, 0), 0);
    assert.equal(restAfterWork(-1, 1), 0);
  });

  it('paced at 1, a step of 40 ms is followed by a rest of about 40 ms before the next', async () => {
    const gaps = await gapsBetweenSteps(40, 1);
    assert.equal(gaps.length, 3);
    // Timers never fire early by more than their rounding; a busy machine only makes the rest longer.
    for (const g of gaps) assert.ok(g >= 38, `rested ${g.toFixed(1)} ms`);
  });

  it('unpaced (ctp worker), the next step follows at once', async () => {
    // Steps of 100 ms: paced at 1 each would rest 100 ms; unpaced the gap is the loop's own turn (well under 80 ms
    // even on a loaded machine), and nowhere near the idle poll's 10 s.
    const gaps = await gapsBetweenSteps(100, 0);
    for (const g of gaps) assert.ok(g < 80, `rested ${g.toFixed(1)} ms`);
  });

  it('stop() during a rest ends the loop at once', async () => {
    let steps = 0;
    const loop = pollLoop(
      async () => {
        steps += 1;
        busyFor(5);
        return true;
      },
      10_000,
      () => {},
      { pace: 1000 }, // a rest of about five seconds
    );
    loop.start();
    await new Promise((r) => setTimeout(r, 50));
    const t = performance.now();
    await loop.stop();
    assert.ok(performance.now() - t < 1000, 'woken from its rest');
    assert.equal(steps, 1);
  });
});
