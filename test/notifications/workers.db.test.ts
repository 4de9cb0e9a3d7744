// Two `ctp worker` processes against one PostgreSQL schema, 10,000 clocks due today (Rule 4(1): the notice is due by
// today in each case, so the officer gets the on-the-day reminder): every reminder is queued exactly once (unique key
// per clock, kind and due date), and when one worker is killed with SIGKILL in the middle of the run, none is lost: the
// other finishes the work, including the rows the dead one had claimed (its transactions roll back; its leased
// messages are taken again when the lease ends).
//
// Sending: every message is claimed and sent once, except the messages the killed worker had in hand (leased, at most
// one dispatch batch): no process can know whether the SMTP server accepted those before the kill, so they are sent
// again when their lease ends, with the same Message-ID. The test checks that every repeat is one of those, and counts
// them (usually none: the window is the moment between the server's "250 OK" and the worker's commit).
//
// PGlite is one process by design, so this runs only when DATABASE_URL is set.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { sql } from 'kysely';
import type { Db } from '../../src/db/client.ts';
import { openDb } from '../../src/db/client.ts';
import { indiaDate } from '../../src/lib/clock.ts';
import { postgresTestDatabase } from '../db.ts';
import { makeActor, OFFICES, seedJurisdiction } from '../factories.ts';
import { demoCertificateBeside } from '../portal.ts';

const url = process.env['DATABASE_URL'] ?? '';
/** Reported by the runner as skipped (with the reason) when there is no PostgreSQL, never silently absent. */
const skip = url
  ? false
  : 'DATABASE_URL is not set: two worker processes need PostgreSQL (PGlite admits one process); .ci/run sets it';
const N = 10_000;
const BIN = new URL('../../bin/ctp.js', import.meta.url).pathname;

describe('Rule 4(1) reminders for 10,000 due clocks, two `ctp worker` processes on one PostgreSQL', () => {
  let own: Awaited<ReturnType<typeof postgresTestDatabase>> | undefined;
  let ownUrl = '';
  let scratch = '';
  let db: Db;
  const received: string[] = [];
  /** The distinct Message-IDs among them. */
  const distinct = new Set<string>();
  const senders = new Map<string, number>();
  let server: SMTPServer;
  let smtpPort = 0;
  const children: ChildProcess[] = [];

  async function worker(
    name: string,
  ): Promise<{ child: ChildProcess; out: () => string; exited: Promise<number | null> }> {
    // The office certificate the worker's document runner loads at its start, ready: neither worker makes one.
    const dataDir = join(scratch, name);
    await demoCertificateBeside(dataDir);
    const inherited = { ...process.env };
    delete inherited['NODE_TEST_CONTEXT'];
    const child = spawn(process.execPath, [BIN, 'worker', '--poll-ms', '50', '--lease-ms', '3000'], {
      env: {
        ...inherited,
        DATABASE_URL: ownUrl,
        CTP_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        CTP_DATA_DIR: dataDir,
        CTP_DB_POOL: '4',
        CTP_MAIL_FROM: `${name}@workers.example`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout!.on('data', (b: Buffer) => {
      out += b.toString();
    });
    child.stderr!.on('data', (b: Buffer) => {
      out += b.toString();
    });
    children.push(child);
    return { child, out: () => out, exited: new Promise((r) => child.on('exit', (code) => r(code))) };
  }
  async function count(q: string): Promise<number> {
    const r = await sql<{ n: string }>`${sql.raw(q)}`.execute(db.kysely);
    return Number(r.rows[0]!.n);
  }
  async function until(what: string, cond: () => Promise<boolean> | boolean, ms: number): Promise<void> {
    const end = Date.now() + ms;
    while (!(await cond())) {
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  before(async () => {
    if (skip) return;
    // A migrated database of its own, copied from the migrated template (this test is not about migrating).
    own = await postgresTestDatabase(url);
    scratch = mkdtempSync(join(tmpdir(), 'ctp-workers-'));
    ownUrl = own.url;
    db = await openDb({ databaseUrl: ownUrl });
    await seedJurisdiction(db);
    await makeActor(db, 'A. Sharma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
    // 10,000 complaints received 15 days ago: the notice of each is due today (the workers read the real clock).
    const today = indiaDate(new Date());
    await sql`
      with s as (
        insert into stream (kind, number, office_code, created_at)
        select 'adjudication', 'CTR/AGRS/2026/' || g, ${OFFICES.agraSadar}, now() from generate_series(1, ${N}) g
        returning id)
      insert into case_clock (stream_id, clock, due, nominal_due, actor, duty, explanation)
      select id, 'notice-issue', ${today}::date, ${today}::date, 'adjudicating-officer', 'authority', '{}'::jsonb from s`.execute(
      db.kysely,
    );
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, cb) {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '?';
        senders.set(from, (senders.get(from) ?? 0) + 1);
        let head = '';
        stream.on('data', (b: Buffer) => {
          if (head.length < 4096) head += b.toString('latin1');
        });
        stream.on('error', () => {});
        stream.on('end', () => {
          const m = /^Message-ID:\s*(<[^>]+>)/im.exec(head);
          received.push(m ? m[1]! : '?');
          distinct.add(m ? m[1]! : '?');
          cb();
        });
      },
    });
    // A worker killed mid-message drops its connection: the server reports it; it is expected here.
    server.on('error', () => {});
    await new Promise<void>((res) => server.listen(0, '127.0.0.1', res));
    smtpPort = (server.server.address() as AddressInfo).port;
  });
  after(async () => {
    if (skip) return;
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await new Promise<void>((res) => server.close(() => res()));
    await db.close();
    await own?.drop();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it(
    'each reminder is sent exactly once into the outbox and none is lost when one worker is killed with SIGKILL mid-run',
    { timeout: 120_000, skip },
    async () => {
      const t0 = performance.now();
      const [a, b] = await Promise.all([worker('a'), worker('b')]);
      // Kill worker a once about a fifth of the messages have been delivered.
      await until('the first 2,000 deliveries', () => received.length >= 2000, 60_000);
      a.child.kill('SIGKILL');
      await a.exited;
      assert.ok(received.length < N, 'killed mid-run, before every reminder was delivered');
      const beforeKill = new Map(senders);
      // A message is marked sent only after the SMTP server accepted it: until every Message-ID has arrived here the
      // database is asked once a second, not at every look.
      let asked = 0;
      await until(
        'every reminder sent',
        async () => {
          if (distinct.size < N && Date.now() - asked < 1000) return false;
          asked = Date.now();
          const sent = `select count(*)::text as n from notification where channel = 'email' and status = 'sent'`;
          return (await count(sent)) >= N;
        },
        90_000,
      );
      const ms = performance.now() - t0;
      b.child.kill('SIGTERM');
      await b.exited;

      // Each reminder is one email row (sent over SMTP; the in-app inbox shows that row).
      const queued = await count(`select count(*)::text as n from notification where channel = 'email'`);
      const rows = await count('select count(*)::text as n from notification');
      const keys = await count('select count(distinct key)::text as n from notification');
      const left = await count(`select count(*)::text as n from clock_alert where kind = 'reminder-0'`);
      const lapses = await count(`select count(*)::text as n from clock_alert where kind = 'lapse' and fire_on > due`);
      assert.equal(left, 0, 'every on-the-day reminder taken');
      assert.equal(lapses, N, 'each clock planned once: one lapse each, for tomorrow');
      assert.equal(queued, N, 'one reminder per clock: none queued twice');
      assert.equal(rows, N);
      assert.equal(keys, N);
      const ids = await sql<{ id: string }>`select message_id as id from notification where channel = 'email'`.execute(
        db.kysely,
      );
      const got = new Set(received);
      const missing = ids.rows.filter((r) => !got.has(r.id)).length;
      assert.equal(missing, 0, 'no reminder lost');
      const repeats = received.length - got.size;
      // Both workers shared the work before the kill; worker b alone after it.
      assert.ok(
        (beforeKill.get('a@workers.example') ?? 0) > 0 && (beforeKill.get('b@workers.example') ?? 0) > 0,
        JSON.stringify([...beforeKill]),
      );
      assert.equal(senders.get('a@workers.example'), beforeKill.get('a@workers.example'));
      // A message goes to the server a second time only if worker a had it in hand when it died: the server accepted it
      // and a was killed before it could record that. Such a message's lease ran out and b took it again (attempts 2);
      // every other message was claimed and sent once. So: every repeat is one of the re-taken messages, and those are
      // at most one dispatch batch of a (20), each with its one Message-ID, which lets the recipient's mail system show
      // it once.
      const retaken = await sql<{
        id: string;
        attempts: number;
      }>`select message_id as id, attempts from notification where channel = 'email' and attempts > 1`.execute(
        db.kysely,
      );
      const retakenIds = new Set(retaken.rows.map((r) => r.id));
      const counts = new Map<string, number>();
      for (const id of received) counts.set(id, (counts.get(id) ?? 0) + 1);
      const repeated = [...counts].filter(([, n]) => n > 1);
      assert.ok(
        repeated.every(([id, n]) => n === 2 && retakenIds.has(id)),
        `repeated outside the messages re-taken after the kill: ${JSON.stringify(repeated.filter(([id]) => !retakenIds.has(id)))}`,
      );
      assert.ok(
        retaken.rows.length <= 20 && retaken.rows.every((r) => r.attempts === 2),
        `re-taken: ${JSON.stringify(retaken.rows)}`,
      );
      assert.equal(repeats, repeated.length);
      console.log(
        `workers: ${N} reminders queued once each; ${received.length} SMTP deliveries: ${N - repeats} once, ${repeats} twice (each one of the ${retaken.rows.length} messages worker a held when killed); before the kill a ${beforeKill.get('a@workers.example')}, b ${beforeKill.get('b@workers.example')}; ${Math.round(ms)} ms`,
      );
    },
  );
});
