// A CommonJS package required on its first use instead of at start-up. The PDF, signing and mail libraries take about
// a quarter of a second to load, which a first start (issue 17: <= 3 s to /healthz) would spend before the portal
// answers though no document is rendered and no mail sent until later (ADR 0013).

import { createRequire } from 'node:module';

const requireCjs = createRequire(import.meta.url);

/** `name` loaded by require() on the first call of the answer, then kept. */
export function lazyPackage<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= requireCjs(name) as T);
}
