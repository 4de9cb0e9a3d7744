// The background jobs' loop: idle polling, and the pace that leaves the server's thread to the people using it
// while a backlog is worked through (`ctp start` runs its jobs at pace 1 when the portal is quiet, 4 while people's
// requests are arriving).

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { notePeopleRequests, peoplePace, pollLoop, requestActivity, restAfterWork } from './poll-loop.ts';

const busyFor = (ms: number): void => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

/** Runs `steps` steps of `workMs` each (each says it did work) and returns the gaps between one's end and the next's start. */
async function gapsBetweenSteps(workMs: number, pace: number | (() => number), steps = 4): Promise<number[]> {
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

  it('a pace given as a function is asked after each step: 1, then 3, then 0', async () => {
    const paces = [1, 3, 0];
    let asked = 0;
    const gaps = await gapsBetweenSteps(30, () => paces[asked++] ?? 0);
    assert.ok(asked >= 3, `asked once after each step (asked ${asked} times)`);
    assert.ok(gaps[0]! >= 28, `paced at 1: rested ${gaps[0]!.toFixed(1)} ms`);
    assert.ok(gaps[1]! >= 88, `paced at 3: rested ${gaps[1]!.toFixed(1)} ms`);
    assert.ok(gaps[2]! < gaps[1]! - 40, `unpaced: rested ${gaps[2]!.toFixed(1)} ms`);
  });
});

describe("ctp start's jobs give way to people's requests", () => {
  it('a request within the last second makes the pace the busy one; a second later it is the quiet one again', () => {
    let now = 10_000;
    const activity = requestActivity(1000, () => now);
    const pace = peoplePace(activity, 1, 4);
    assert.equal(activity.recent(), false, 'no request yet');
    assert.equal(pace(), 1);
    activity.note();
    now += 999;
    assert.equal(pace(), 4, 'a request 999 ms ago');
    now += 1;
    assert.equal(pace(), 4, 'a request 1000 ms ago');
    now += 1;
    assert.equal(pace(), 1, 'the last request 1001 ms ago');
    activity.note();
    assert.equal(pace(), 4, 'a new request');
  });

  it("the server's requests are noted, its health checks and metrics scrapes are not", async () => {
    const activity = requestActivity(60_000);
    const server = http.createServer((_req, res) => res.end('ok'));
    notePeopleRequests(server, activity);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const path of ['/healthz', '/metrics', '/healthz?probe=1']) {
        await (await fetch(base + path)).text();
        assert.equal(activity.recent(), false, `${path} is not a person`);
      }
      await (await fetch(`${base}/api/v1/worklist`)).text();
      assert.equal(activity.recent(), true, 'a request for the worklist is');
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });
});
