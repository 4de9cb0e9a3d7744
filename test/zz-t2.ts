import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { openDb, preloadPglite } from '../src/db/client.ts';
const file = 'node_modules/.cache/ctp/pglite-template-46fdc647f762f80c.tar.gz';
let t = performance.now();
await preloadPglite();
console.log('compile', (performance.now() - t).toFixed(0)); t = performance.now();
const gz = readFileSync(file);
const raw = gunzipSync(gz);
console.log('gunzip', (performance.now() - t).toFixed(0), gz.length, raw.length); t = performance.now();
for (let i = 0; i < 2; i++) {
  t = performance.now();
  const a = await openDb({ loadDataDir: new Blob([gz]) });
  console.log('open gz', (performance.now() - t).toFixed(0)); t = performance.now();
  await a.kysely.selectFrom('accounts' as never).selectAll().execute().catch(() => 0);
  await a.close();
  t = performance.now();
  const b = await openDb({ loadDataDir: new Blob([raw]) });
  console.log('open raw', (performance.now() - t).toFixed(0)); t = performance.now();
  await b.close();
}
