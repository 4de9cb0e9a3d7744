// A node:test reporter that counts the tests run on each database backend: a test counts for PGlite or PostgreSQL
// when its own name or a suite around it names the backend ("… on pglite", "… on postgres", as testBackends() gives
// them), and for neither otherwise. scripts/unit.sh prints its lines after node's summary.
// The lines are written when the run's summary arrives (its "todo" line, the last but one), or at the end if no
// summary came.
//
//   node --test --test-reporter=spec --test-reporter-destination=stdout \
//        --test-reporter=./scripts/test-backends-reporter.mjs --test-reporter-destination=stdout …

const BACKEND = [
  ['postgres', /postgres/i],
  ['pglite', /pglite/i],
];

export default async function* backends(source) {
  const counts = { pglite: { pass: 0, fail: 0 }, postgres: { pass: 0, fail: 0 }, neither: { pass: 0, fail: 0 } };
  // Results arrive children first: a leaf waits (per file) until a suite around it names a backend or the top ends.
  const pending = new Map();
  const backendOf = (name) => BACKEND.find(([, re]) => re.test(name))?.[0];
  const lines = () =>
    Object.entries(counts)
      .map(
        ([name, c]) =>
          `# tests on ${name === 'neither' ? 'no database backend' : name}: ${c.pass + c.fail} (pass ${c.pass}, fail ${c.fail})\n`,
      )
      .join('');
  let printed = false;
  for await (const { type, data } of source) {
    // The run's summary (from the runner itself: no file): every result has arrived.
    if (
      type === 'test:diagnostic' &&
      data.nesting === 0 &&
      data.file === undefined &&
      /^todo \d+$/.test(data.message)
    ) {
      for (const list of pending.values()) for (const t of list) counts[t.backend ?? 'neither'][t.outcome] += 1;
      pending.clear();
      printed = true;
      yield lines();
      continue;
    }
    if (type !== 'test:pass' && type !== 'test:fail') continue;
    const outcome = type === 'test:pass' ? 'pass' : 'fail';
    const key = data.file ?? '';
    const list = pending.get(key) ?? [];
    pending.set(key, list);
    const isSuite = data.details?.type === 'suite';
    if (!isSuite && data.nesting >= 0) {
      list.push({ nesting: data.nesting, outcome, backend: backendOf(data.name) });
    }
    if (isSuite || data.nesting === 0) {
      const named = backendOf(data.name);
      for (const t of list) if (t.nesting > data.nesting || !isSuite) t.backend ??= named;
      if (data.nesting === 0) {
        for (const t of list) counts[t.backend ?? 'neither'][t.outcome] += 1;
        pending.delete(key);
      }
    }
  }
  if (printed) return;
  for (const list of pending.values()) for (const t of list) counts[t.backend ?? 'neither'][t.outcome] += 1;
  yield lines();
}
