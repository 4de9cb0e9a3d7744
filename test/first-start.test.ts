// The first start's shortcuts (ADR 0011) never run or copy anything older than the source: the prebuilt bundle is used
// only while built from the current source, and the demo template holds exactly what seeding the demo gives.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildBundle, currentBundle } from '../bin/bundle.js';
import { sourceKey } from '../bin/source-key.js';
import type { DemoAccount } from '../src/app/services.ts';
import { compose } from '../src/compose.ts';
import { seedDemoInto } from '../src/compose/data-dir.ts';
import { readEnv } from '../src/config/env.ts';
import type { Db } from '../src/db/client.ts';
import { openDb } from '../src/db/client.ts';
import { demoTemplateDir, ensureDemoTemplate, templateDir } from '../src/db/pglite-template.ts';
import { pgliteTestDb } from './db.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'ctp-first-start-test-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** A small checkout: bin/ and tsconfig.json as the package's, node_modules linked, and a src/ of two files. */
function checkout(name: string): string {
  const root = join(scratch, name);
  mkdirSync(join(root, 'src/cli'), { recursive: true });
  cpSync(join(ROOT, 'bin'), join(root, 'bin'), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'));
  writeFileSync(join(root, 'package.json'), '{ "type": "module" }\n');
  cpSync(join(ROOT, 'tsconfig.json'), join(root, 'tsconfig.json'));
  writeFileSync(join(root, 'src/where.ts'), 'export const where: string = import.meta.url;\n');
  writeFileSync(
    join(root, 'src/cli/main.ts'),
    "import { where } from '../where.ts';\nexport async function main(): Promise<number> {\n  console.log(`typescript ${where}`);\n  return 0;\n}\n",
  );
  return root;
}

test('first start: the bundle is used only while it was built from the current source', async () => {
  const root = checkout('key');
  assert.equal(currentBundle(root, {}), undefined, 'no bundle yet');
  const key = await buildBundle(root);
  assert.equal(key, sourceKey(root));
  const entry = currentBundle(root, {});
  assert.ok(entry && existsSync(entry), 'the bundle just built is current');
  assert.equal(currentBundle(root, { CTP_TYPESCRIPT: '1' }), undefined, 'CTP_TYPESCRIPT=1 always runs the TypeScript');

  // Each source file's import.meta.url is its own, as under tsx.
  const { main } = (await import(pathToFileURL(entry).href)) as { main: () => Promise<number> };
  const lines: string[] = [];
  const log = console.log;
  console.log = (s: string) => lines.push(s);
  try {
    assert.equal(await main(), 0);
  } finally {
    console.log = log;
  }
  assert.deepEqual(lines, [`typescript ${pathToFileURL(join(root, 'src/where.ts')).href}`]);

  // An edit, a new file, a changed package.json: stale, not used. Undone: the same source, current again.
  const where = join(root, 'src/where.ts');
  const before = readFileSync(where, 'utf8');
  writeFileSync(where, `${before}// edited\n`);
  assert.equal(currentBundle(root, {}), undefined, 'an edited file makes the bundle stale');
  writeFileSync(where, before);
  assert.equal(currentBundle(root, {}), entry, 'the same content is the same source');
  writeFileSync(join(root, 'src/new.ts'), 'export {};\n');
  assert.equal(currentBundle(root, {}), undefined, 'a new source file makes the bundle stale');
  rmSync(join(root, 'src/new.ts'));
  writeFileSync(join(root, 'package.json'), '{ "type": "module", "dependencies": {} }\n');
  assert.equal(currentBundle(root, {}), undefined, 'a changed package.json makes the bundle stale');
  writeFileSync(join(root, 'package.json'), '{ "type": "module" }\n');
  writeFileSync(join(root, 'src/cli/main.test.ts'), 'export {};\n');
  assert.equal(currentBundle(root, {}), entry, 'a test file is not part of the bundle');
  // The same source in another place is another checkout (the bundle names its files).
  const moved = checkout('key-moved');
  assert.notEqual(sourceKey(moved), sourceKey(root));
});

test('first start: bin/ctp.js runs the bundle while current, the TypeScript once the source is edited', async () => {
  const root = checkout('bin');
  const entry = join(root, '.bundle/main.mjs');
  await buildBundle(root);
  // The bundle made recognisable: it says so when it runs.
  writeFileSync(entry, 'export async function main() {\n  console.log("bundle");\n  return 0;\n}\n');
  const run = () => execFileSync(process.execPath, [join(root, 'bin/ctp.js')], { encoding: 'utf8' }).trim();
  assert.equal(run(), 'bundle');
  writeFileSync(join(root, 'src/where.ts'), 'export const where: string = "edited";\n');
  assert.equal(run(), 'typescript edited', 'a stale bundle never runs');
});

/** Every row of every table, ids and times replaced by what they stand for (an account's id by its email). */
async function contents(db: Db): Promise<Record<string, string[]>> {
  const accounts = await db.kysely.selectFrom('account').select(['id', 'email']).execute();
  const byId = new Map(accounts.map((a) => [a.id, a.email]));
  const tables = (
    await db.pglite!.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
    )
  ).rows.map((r) => r.table_name);
  const out: Record<string, string[]> = {};
  for (const t of tables) {
    const rows = (await db.pglite!.query<Record<string, unknown>>(`select * from "${t}"`)).rows;
    if (rows.length === 0) continue;
    out[t] = rows
      .map((r) =>
        JSON.stringify(r)
          .replace(
            /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g,
            (u) => `account:${byId.get(u) ?? '?'}`,
          )
          .replace(/\$argon2[^"]*/g, '<password hash>')
          .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '<time>'),
      )
      .sort();
  }
  return out;
}

test('first start: the demo template holds what seeding the demo gives, and ctp start copies it only when asked', async () => {
  const env = { ...process.env, CTP_TEMPLATE_DIR: join(scratch, 'templates') };
  // The schema template of this checkout, when one was made, saves an initdb here.
  const made = templateDir(process.env);
  if (existsSync(join(made, 'PG_VERSION'))) cpSync(made, templateDir(env), { recursive: true });
  const { dir, built } = await ensureDemoTemplate(seedDemoInto, env);
  assert.ok(built);
  assert.equal(dir, demoTemplateDir(env));
  assert.deepEqual(await ensureDemoTemplate(seedDemoInto, env), { dir, built: false }, 'made once');

  const seeded = await pgliteTestDb();
  const accounts = await seedDemoInto(seeded);
  const expected = await contents(seeded);
  await seeded.close();
  assert.deepEqual(
    JSON.parse(readFileSync(`${dir}.json`, 'utf8')),
    accounts,
    'the accounts printed are the seeded ones',
  );

  const copy = join(scratch, 'copy');
  cpSync(dir, copy, { recursive: true });
  const fromTemplate = await openDb({ dataDir: copy });
  const actual = await contents(fromTemplate);
  await fromTemplate.close();
  assert.ok(expected['account'] && expected['account'].length === accounts.length, 'every demo account is there');
  assert.deepEqual(actual, expected);

  // compose: the demo template only when asked for (ctp start); the schema only otherwise (tests, ctp seed, worker).
  const saved = process.env['CTP_TEMPLATE_DIR'];
  process.env['CTP_TEMPLATE_DIR'] = env.CTP_TEMPLATE_DIR;
  try {
    const withDemo = await compose(
      { ...readEnv(), databaseUrl: undefined, dataDir: join(scratch, 'data-demo') },
      {
        demoTemplate: true,
        log: () => {},
      },
    );
    assert.deepEqual(withDemo.demoFromTemplate as DemoAccount[], accounts);
    assert.equal(await withDemo.isEmpty(), false);
    await withDemo.close();
    const plain = await compose(
      { ...readEnv(), databaseUrl: undefined, dataDir: join(scratch, 'data-plain') },
      {
        log: () => {},
      },
    );
    assert.equal(plain.demoFromTemplate, undefined);
    assert.equal(await plain.isEmpty(), true);
    await plain.close();
  } finally {
    if (saved === undefined) delete process.env['CTP_TEMPLATE_DIR'];
    else process.env['CTP_TEMPLATE_DIR'] = saved;
  }
});

test('first start: the data directory a first start leaves starts again, with its demo accounts and certificate', async () => {
  const { apiToken, startPortal } = await import('./portal.ts');
  const dataDir = join(scratch, 'twice', 'data');
  // The embedded database, whatever this run's DATABASE_URL: an empty value means none (src/config/env.ts).
  const env = { CTP_DATA_DIR: dataDir, CTP_START_TIMING: '1', DATABASE_URL: '' };
  const first = await startPortal(env);
  let out: string;
  try {
    assert.equal((await fetch(`${first.base}/healthz`)).status, 200);
    assert.match(first.output(), /The database was empty/);
    // Where the time went, in order: the copy and the database before listening, the first answer after.
    const split = first.output().slice(first.output().indexOf('Start-up, from the launch of node'));
    const at = (name: string) => split.indexOf(`ms)  ${name}`);
    assert.ok(at('data directory copied from the') > 0, split);
    assert.ok(at('data directory copied from the') < at('PGlite open'), split);
    assert.ok(at('PGlite open') < at('migrations checked') && at('migrations checked') < at('listening'), split);
    // The background jobs begin once it answers: the demo certificate is made then.
    for (let i = 0; i < 600 && !/DEMO certificate created now/.test(first.output()); i++)
      await new Promise((r) => setTimeout(r, 100));
    assert.match(first.output(), /Notifications are NOT emailed/);
    assert.match(first.output(), /DEMO certificate created now/);
  } finally {
    assert.equal(await first.stop(), 0);
    out = first.output();
  }
  assert.doesNotMatch(out, /could not be made/);
  const second = await startPortal(env);
  try {
    assert.equal((await fetch(`${second.base}/healthz`)).status, 200);
    assert.doesNotMatch(second.output(), /The database was empty/);
    assert.doesNotMatch(second.output(), /data directory copied/);
    assert.match(second.output(), /DEMO certificate created on the first run/);
    assert.ok((await apiToken(second.base)).length > 0, 'a demo account signs in');
  } finally {
    assert.equal(await second.stop(), 0);
  }
});
