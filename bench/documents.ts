// Render-and-sign time of Form-II and the final order (English and Hindi): median and p95 over 50 runs after a
// warm-up, against the targets Form-II ≤ 50 ms and final order ≤ 100 ms. `npm run bench:documents`.

import { TEMPLATES, createDemoCertificate, loadSigningKey, renderDocument } from '../src/documents/index.ts';
import { demoCase } from '../src/documents/demo/demo-case.ts';
import type { Lang } from '../src/documents/types.ts';

const RUNS = 50;
const WARMUP = 10;
const TARGET: Record<string, number> = { 'form-2': 50, 'final-order': 100 };

const c = createDemoCertificate();
const key = loadSigningKey(c.p12, c.passphrase);
const signingTime = new Date('2026-08-20T11:00:00+05:30');

const q = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)]!;
};

let failed = false;
for (const id of ['form-2', 'final-order']) {
  for (const lang of ['en', 'hi'] as Lang[]) {
    const t = TEMPLATES.find((x) => x.id === id)!;
    const model = t.sample(demoCase(lang), `BENCH-${id}`);
    const once = async (): Promise<number> => {
      const t0 = performance.now();
      await renderDocument(model, { publicUrl: 'https://ctp.example.gov.in', sign: { key, signingTime } });
      return performance.now() - t0;
    };
    for (let i = 0; i < WARMUP; i++) await once();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await once());
    const med = q(times, 0.5);
    const p95 = q(times, 0.95);
    const ok = med <= TARGET[id]!;
    failed ||= !ok;
    console.log(
      `${id.padEnd(12)} ${lang}  median ${med.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  target median ≤ ${TARGET[id]} ms  ${ok ? 'OK' : 'OVER'}`,
    );
  }
}
process.exitCode = failed ? 1 : 0;
