// Where the start-up time goes (CTP_START_TIMING=1): named moments, each in milliseconds since the process was launched
// (performance.now() counts from there), printed to stderr as one table once the portal listens. The marks are kept
// on the global object, so bin/ctp.js and the bundle (or the TypeScript) share them whatever copy of this file each
// loaded. Without the variable, mark() records nothing.

import { performance } from 'node:perf_hooks';

const KEY = Symbol.for('ctp.start-timing');

/** Whether the start-up split is asked for. */
export function timingWanted(env = process.env) {
  return env.CTP_START_TIMING === '1';
}

function marks() {
  const g = /** @type {Record<symbol, [string, number][] | undefined>} */ (globalThis);
  return (g[KEY] ??= []);
}

/** Records the moment `name` (now), when the split is asked for. */
export function mark(name, env = process.env) {
  if (timingWanted(env)) marks().push([name, performance.now()]);
}

/** The marks so far as lines: the moment since launch and the time since the previous mark. */
export function timingLines() {
  let prev = 0;
  return marks().map(([name, at]) => {
    const line = `${at.toFixed(0).padStart(6)} ms  (+${(at - prev).toFixed(0).padStart(5)} ms)  ${name}`;
    prev = at;
    return line;
  });
}
