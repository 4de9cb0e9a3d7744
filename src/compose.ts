// The composition root: opens the database (PGlite in CTP_DATA_DIR, or PostgreSQL at DATABASE_URL), migrates it, and
// builds every service from its ports. Entry points (the CLI's commands, the server, jobs) import this file only;
// it is the one place that knows which implementation serves which port.

import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createAccountServices, loggingMailer } from './app/accounts/index.ts';
// Not through admin/index.ts: that loads the demo seed, and with it the holiday tables (0.6 s), which only an empty
// database needs (seedDemo below imports it then).
import { createAdminServices } from './app/admin/create-admin-services.ts';
import type { OfficeInfo } from './app/ports.ts';
import { CaseSeedPlan } from './app/seed-cases.ts';
import type { DemoAccount, OrderSheetBreak, Services } from './app/services.ts';
import type { Env } from './config/env.ts';
import { createAccountRepo } from './db/accounts.repo.ts';
import { createJurisdictionRepo } from './db/admin.repo.ts';
import { createDraftRepo } from './db/drafts.repo.ts';
import { createDraftServices } from './app/drafts/drafts.ts';
import { createMoneyServices } from './app/money/service.ts';
import { MANUAL_ENTRY_GATEWAY } from './app/money/gateway.ts';
import { moneyReads } from './db/money.repo.ts';
import type { BackupResult, RestoreResult } from './db/backup.ts';
import { backup, BackupError, restorePglite, restorePostgres } from './db/backup.ts';
import { bulkCaseWriter } from './db/bulk.repo.ts';
import type { Db } from './db/client.ts';
import { openDb } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { chainHeads, hashesAt, verifyAll } from './db/order-sheet.repo.ts';
import { createStore } from './db/store.ts';
import { createStatsReads, createStatsWriter } from './db/stats.repo.ts';
import { rebuildStats } from './app/stats/rebuild.ts';
import { createStatsServices } from './app/stats/service.ts';
import type { DocumentRunner, DocumentRunnerOptions } from './jobs/document-runner.ts';
import { createDocumentRunner } from './jobs/document-runner.ts';
import type { OfficeKey } from './jobs/office-certificate.ts';
import { loadOfficeKey } from './jobs/office-certificate.ts';
import type { Checkpoint, CheckpointBreak } from './jobs/checkpoint.ts';
import {
  checkpointDir,
  checkSignature,
  compareWithCheckpoint,
  makeCheckpoint,
  writeCheckpoint as writeCheckpointFile,
} from './jobs/checkpoint.ts';
import { createInboxRepo, createNotificationRepo } from './db/notifications.repo.ts';
import { createDeadlineActionReads } from './db/deadline-actions.repo.ts';
import { createServiceMailRepo } from './db/service-mail.repo.ts';
import { createCalendarFeedRepo } from './db/calendar-feed.repo.ts';
import type { DeadlineWorker, Log as DeadlineLog } from './jobs/deadline-worker.ts';
import { createDeadlineWorker, mailDirTransport, smtpTransport } from './jobs/deadline-worker.ts';
import { smsDirTransport } from './jobs/sms.ts';
import { createPhoneRepo } from './db/phone.repo.ts';
import { createPaperRepo } from './db/paper.repo.ts';
import { bundleRenderer } from './documents/bundle.ts';
import type { Clock } from './lib/clock.ts';
import { SystemClock } from './lib/clock.ts';
import type { LocalDate } from './lib/local-date.ts';

export { BackupError } from './db/backup.ts';
export type { BackupResult, RestoreResult } from './db/backup.ts';

export interface SeedCasesOptions {
  readonly cases: number;
  /** One adjudicating office; all of them when absent. */
  readonly officeCode?: string;
  readonly batchSize?: number;
  /** Progress: cases written so far. */
  readonly onProgress?: (done: number) => void;
  /** Deterministic data for a seed. */
  readonly seed?: number;
}

export interface SeedCasesReport {
  readonly cases: number;
  readonly ms: number;
  readonly offices: readonly string[];
  readonly templates: number;
}

export interface Composed {
  readonly services: Services;
  readonly db: Db;
  readonly backend: 'pglite' | 'postgres';
  /** Where the data lives, for messages: the data directory or the server (password hidden). */
  readonly location: string;
  /** Milliseconds spent opening the database and migrating it. */
  /** templateMs: the copy of the PGlite template into an empty data directory (part of openMs), when there was one. */
  readonly timings: { readonly openMs: number; readonly migrateMs: number; readonly templateMs?: number };
  /** Whether this is a fresh installation (no State and no account). */
  isEmpty(): Promise<boolean>;
  /** Seeds the demo jurisdiction and accounts into an empty database; returns the accounts (passwords included). */
  seedDemo(): Promise<DemoAccount[]>;
  /** Re-walks every order-sheet chain; progress is the number of proceedings checked. */
  verifyOrderSheet(
    onProgress?: (done: number, total: number) => void,
  ): Promise<{ streams: number; rows: number; breaks: OrderSheetBreak[] }>;
  /** Signs a checkpoint of every chain's head with the office certificate and writes it under <data dir>/checkpoints. */
  writeCheckpoint(): Promise<{ file: string; checkpoint: Checkpoint }>;
  /** Checks a checkpoint's signature (office certificate) and that every chain still extends its head. */
  verifyCheckpoint(c: Checkpoint): Promise<CheckpointBreak[]>;
  /** A consistent archive of the whole database. */
  backup(file: string): Promise<BackupResult>;
  /** Bulk-seeds realistic cases (benchmarks). */
  seedCases(o: SeedCasesOptions): Promise<SeedCasesReport>;
  /** Recomputes the statistics counters from the order sheets (`ctp stats rebuild`); progress in proceedings. */
  rebuildStats(onProgress?: (done: number, total: number) => void): Promise<{ streams: number; rows: number }>;
  /**
   * Loads the office's signing key (CTP_SIGNING_P12, or a demo certificate created under the data directory on first
   * run) and starts the document runner (src/jobs/document-runner.ts) in this process; close() stops it.
   */
  startDocumentRunner(o?: { pollMs?: number; log?: DocumentRunnerOptions['log']; start?: boolean }): {
    runner: DocumentRunner;
    certificate: OfficeKey;
  };
  /**
   * Starts the deadline worker (src/jobs/deadline-worker.ts) in this process: reminders, lapses, escalations and
   * proposals, and the notification outbox over SMTP (CTP_SMTP_URL) or into `mailDir` when that is unset; close() stops it.
   */
  startDeadlineWorker(o?: { pollMs?: number; leaseMs?: number; log?: DeadlineLog; start?: boolean }): {
    worker: DeadlineWorker;
    mail: { kind: 'smtp'; url: string } | { kind: 'dir'; dir: string };
  };
  close(): Promise<void>;
}

export interface ComposeOptions {
  readonly clock?: Clock;
  /** Where mails go in development (no mail transport yet): a log line each. */
  readonly log?: (line: string) => void;
}

/** The day the Rules came into force: the earliest date a seeded complaint carries. */
const RULES_IN_FORCE = '2026-07-02' as LocalDate;

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

/**
 * One process owns a PGlite data directory (a second would corrupt it): a lock file beside it names the owner.
 * A lock left by a process that is gone is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const file = `${resolve(dataDir)}.lock`;
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, 'utf8').trim());
    let alive = false;
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid) {
      try {
        process.kill(pid, 0);
        alive = true;
      } catch (e) {
        alive = (e as NodeJS.ErrnoException).code === 'EPERM';
      }
    }
    if (alive) {
      throw new BackupError(
        `The data directory ${resolve(dataDir)} is in use by process ${pid} (a running portal?). PGlite allows one process: stop it first, or use PostgreSQL (DATABASE_URL) to run several.`,
      );
    }
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

export async function compose(env: Env, opts: ComposeOptions = {}): Promise<Composed> {
  const clock = opts.clock ?? SystemClock;
  const log = opts.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const t0 = performance.now();
  let unlock = (): void => {};
  let db: Db;
  let templateMs: number | undefined;
  if (env.databaseUrl) {
    db = await openDb({ databaseUrl: env.databaseUrl, poolSize: env.dbPool });
  } else {
    unlock = lockDataDir(env.dataDir);
    try {
      // An empty data directory starts as a copy of the initialised, migrated template (no initdb: issue 17).
      const { initFromTemplate, isEmptyDataDir } = await import('./db/pglite-template.ts');
      if (isEmptyDataDir(env.dataDir)) {
        const t = performance.now();
        await initFromTemplate(env.dataDir);
        templateMs = performance.now() - t;
      }
      mkdirSync(env.dataDir, { recursive: true });
      db = await openDb({ dataDir: env.dataDir });
    } catch (e) {
      unlock();
      throw e;
    }
  }
  const openMs = performance.now() - t0;
  const t1 = performance.now();
  try {
    await migrate(db.kysely);
  } catch (e) {
    await db.close();
    unlock();
    throw e;
  }
  const migrateMs = performance.now() - t1;

  const store = createStore(db.kysely);
  const accountRepo = createAccountRepo(db.kysely);
  const jurisdiction = createJurisdictionRepo(db.kysely);
  const accounts = createAccountServices({
    accounts: accountRepo,
    jurisdiction,
    clock,
    mailer: loggingMailer(log),
    sessionMaxAgeMs: env.sessionMaxDays * 24 * 3_600_000,
  });
  const admin = createAdminServices({ jurisdiction, clock });
  // The SMS adapter (a real provider's client implements the same MessageTransport): the default writes each message
  // under <CTP_DATA_DIR>/sms and logs it, the number masked. One-time codes and the watcher's messages both use it.
  const sms = smsDirTransport(resolve(env.dataDir, 'sms'), (level, msg, fields) =>
    log(`${level}: ${msg}${fields ? ` ${JSON.stringify(fields)}` : ''}`),
  );
  const verify = async (onProgress?: (done: number, total: number) => void) => {
    const total = onProgress
      ? Number(
          (
            await db.kysely
              .selectFrom('stream')
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        )
      : 0;
    return verifyAll(db.kysely, onProgress ? (done) => onProgress(done, total) : undefined);
  };
  const services: Services = {
    store,
    clock,
    cases: { store, clock },
    accounts,
    admin,
    stats: createStatsServices({ reads: createStatsReads(db.kysely) }),
    drafts: createDraftServices({ drafts: createDraftRepo(db.kysely), clock }),
    money: createMoneyServices({
      store,
      clock,
      reads: moneyReads(db.kysely),
      gateway: MANUAL_ENTRY_GATEWAY,
      cases: { store, clock },
    }),
    deadlines: { reads: createDeadlineActionReads(db.kysely), clock },
    calendar: { repo: createCalendarFeedRepo(db.kysely), clock, publicUrl: env.publicUrl },
    inbox: { repo: createInboxRepo(db.kysely), clock },
    serviceByEmail: { repo: createServiceMailRepo(db.kysely), store, clock },
    phone: { accounts: accountRepo, phones: createPhoneRepo(db.kysely), sms, clock },
    paper: { store, clock, paper: createPaperRepo(db.kysely), renderer: bundleRenderer, publicUrl: env.publicUrl },
    verifyOrderSheet: () => verify(),
  };
  const writer = bulkCaseWriter(db.kysely);
  const runners: DocumentRunner[] = [];
  const closers: (() => Promise<void> | void)[] = [];

  async function seedCases(o: SeedCasesOptions): Promise<SeedCasesReport> {
    const t = performance.now();
    const batch = o.batchSize ?? 1000;
    const codes = o.officeCode
      ? [o.officeCode]
      : (
          await db.kysely
            .selectFrom('office')
            .select('code')
            .where('kind', '=', 'adjudicating')
            .orderBy('code')
            .execute()
        ).map((r) => r.code);
    if (codes.length === 0)
      throw new Error(
        'There is no adjudicating office to seed cases into; run `ctp start` once (it seeds the demo) or create an office.',
      );
    const offices: OfficeInfo[] = [];
    for (const code of codes) {
      const office = await store.read.office(code);
      if (!office) throw new Error(`There is no office with the code "${code}".`);
      if (office.kind !== 'adjudicating')
        throw new Error(
          `${office.name} is not an adjudicating office; complaints are filed with a Sub-Divisional Magistrate.`,
        );
      offices.push(office);
    }
    const citizenIds = (
      await db.kysely
        .selectFrom('role_grant')
        .select('account_id')
        .where('role', '=', 'citizen')
        .orderBy('account_id')
        .limit(50)
        .execute()
    ).map((r) => r.account_id);
    const plans = await Promise.all(
      offices.map(async (office, i) => {
        const ao = await db.kysely
          .selectFrom('role_grant')
          .select('account_id')
          .where('role', '=', 'adjudicating-officer')
          .where('office_code', '=', office.code)
          .orderBy('account_id')
          .executeTakeFirst();
        return new CaseSeedPlan({
          office,
          today: clock.today(),
          from: RULES_IN_FORCE,
          citizenIds,
          officerId: ao?.account_id ?? null,
          seed: (o.seed ?? Date.now()) + i,
        });
      }),
    );
    // Cases are spread over the offices; each batch is one office's, so writers on different offices never wait on
    // one another's number counter. Two batches are in flight when there are two offices or more.
    const share = offices.map((_, i) => Math.floor(o.cases / offices.length) + (i < o.cases % offices.length ? 1 : 0));
    const queue: { plan: number; n: number }[] = [];
    const left = [...share];
    while (left.some((n) => n > 0)) {
      left.forEach((n, i) => {
        if (n > 0) {
          const k = Math.min(batch, n);
          queue.push({ plan: i, n: k });
          left[i] = n - k;
        }
      });
    }
    let done = 0;
    const lanes = Math.min(2, offices.length, env.databaseUrl ? env.dbPool : 1);
    const busy = new Set<number>();
    async function lane(): Promise<void> {
      while (queue.length > 0) {
        // The next batch of an office no other lane is writing; wait a moment when every remaining one is busy.
        const idx = queue.findIndex((q) => !busy.has(q.plan));
        if (idx < 0) {
          await new Promise((r) => setTimeout(r, 2));
          continue;
        }
        const job = queue.splice(idx, 1)[0]!;
        busy.add(job.plan);
        try {
          await writer.writeCases(plans[job.plan]!.next(job.n));
        } finally {
          busy.delete(job.plan);
        }
        done += job.n;
        o.onProgress?.(done);
      }
    }
    await Promise.all(Array.from({ length: lanes }, () => lane()));
    return {
      cases: done,
      ms: performance.now() - t,
      offices: codes,
      templates: plans.reduce((a, p) => a + p.templates, 0),
    };
  }

  const composed: Composed = {
    services,
    db,
    backend: db.backend,
    location: env.databaseUrl ? redact(env.databaseUrl) : resolve(env.dataDir),
    timings: { openMs, migrateMs, ...(templateMs === undefined ? {} : { templateMs }) },
    isEmpty: () => jurisdiction.isEmpty(),
    seedDemo: async () =>
      (await import('./app/admin/seed-demo.ts')).seedDemo({ accounts: accountRepo, jurisdiction, clock }),
    verifyOrderSheet: verify,
    async writeCheckpoint() {
      const office = loadOfficeKey({
        ...(env.signingP12 ? { p12Path: env.signingP12 } : {}),
        passphrase: env.signingPassphrase,
        dataDir: env.dataDir,
        now: clock.now(),
      });
      const checkpoint = makeCheckpoint(await chainHeads(db.kysely), clock.now(), office);
      return { file: writeCheckpointFile(checkpointDir(env.dataDir), checkpoint), checkpoint };
    },
    async verifyCheckpoint(c) {
      const office = loadOfficeKey({
        ...(env.signingP12 ? { p12Path: env.signingP12 } : {}),
        passphrase: env.signingPassphrase,
        dataDir: env.dataDir,
        now: clock.now(),
      });
      checkSignature(c, office.certificateSha256);
      return compareWithCheckpoint(
        c,
        await hashesAt(
          db.kysely,
          c.heads.map((h) => ({ streamId: h.streamId, seq: h.version })),
        ),
      );
    },
    backup: (file) => backup(db, env.databaseUrl, file),
    seedCases,
    async rebuildStats(onProgress) {
      const total = onProgress
        ? Number(
            (
              await db.kysely
                .selectFrom('stream')
                .select((eb) => eb.fn.countAll<string>().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          )
        : 0;
      return rebuildStats(
        { store, reads: createStatsReads(db.kysely), writer: createStatsWriter(db.kysely), clock },
        onProgress ? (done) => onProgress(done, total) : undefined,
      );
    },
    startDocumentRunner(o = {}) {
      const certificate = loadOfficeKey({
        ...(env.signingP12 ? { p12Path: env.signingP12 } : {}),
        passphrase: env.signingPassphrase,
        dataDir: env.dataDir,
        now: clock.now(),
      });
      const runner = createDocumentRunner({
        deps: services.cases,
        key: certificate.key,
        publicUrl: env.publicUrl,
        ...(o.pollMs ? { pollMs: o.pollMs } : {}),
        log: o.log ?? ((level, msg, fields) => log(`${level}: ${msg}${fields ? ` ${JSON.stringify(fields)}` : ''}`)),
      });
      if (o.start !== false) runner.start();
      runners.push(runner);
      return { runner, certificate };
    },
    startDeadlineWorker(o = {}) {
      const from = env.mailFrom ?? 'Cattle-trespass Case Portal <no-reply@localhost>';
      const dir = resolve(env.dataDir, 'mail');
      const transport = env.smtpUrl ? smtpTransport(env.smtpUrl, from) : mailDirTransport(dir, from);
      const worker = createDeadlineWorker({
        deps: { repo: createNotificationRepo(db.kysely), clock, publicUrl: env.publicUrl },
        transport,
        sms,
        ...(o.pollMs ? { pollMs: o.pollMs } : {}),
        ...(o.leaseMs ? { leaseMs: o.leaseMs } : {}),
        log: o.log ?? ((level, msg, fields) => log(`${level}: ${msg}${fields ? ` ${JSON.stringify(fields)}` : ''}`)),
      });
      if (o.start !== false) worker.start();
      // The anchored order sheet (issue 16, point 4): a signed checkpoint every CTP_CHECKPOINT_HOURS (default 24).
      const checkpoints =
        o.start === false
          ? undefined
          : setInterval(() => {
              composed.writeCheckpoint().then(
                ({ file, checkpoint }) =>
                  (o.log ?? ((_l: string, m: string) => log(m)))('info', 'checkpoint written', {
                    file,
                    treeSize: checkpoint.treeSize,
                    root: checkpoint.root,
                  }),
                (e: unknown) =>
                  (o.log ?? ((_l: string, m: string) => log(m)))('error', 'checkpoint failed', {
                    error: (e as Error).message,
                  }),
              );
            }, env.checkpointHours * 3_600_000);
      checkpoints?.unref();
      closers.push(async () => {
        if (checkpoints) clearInterval(checkpoints);
        await worker.stop();
        transport.close();
      });
      return { worker, mail: env.smtpUrl ? { kind: 'smtp', url: redact(env.smtpUrl) } : { kind: 'dir', dir } };
    },
    async close() {
      await Promise.all(runners.map((r) => r.stop()));
      for (const c of closers) await c();
      await db.close();
      unlock();
    },
  };
  return composed;
}

/**
 * Restores an archive made by `backup`. PGlite: into the data directory, which no process may have open.
 * PostgreSQL: into the schema in use at DATABASE_URL (the archive's schema).
 */
export async function restore(env: Env, file: string, opts: { force: boolean }): Promise<RestoreResult> {
  if (!env.databaseUrl) {
    const unlock = lockDataDir(env.dataDir);
    try {
      return await restorePglite(file, env.dataDir, opts.force);
    } finally {
      unlock();
    }
  }
  const db = await openDb({ databaseUrl: env.databaseUrl, poolSize: 1 });
  try {
    return await restorePostgres(db, env.databaseUrl, file, opts.force);
  } finally {
    await db.close();
  }
}

/** Builds the migrated PGlite template a first start copies (`ctp prepare-template`, run by `npm ci`); src/db/pglite-template.ts. */
export async function prepareTemplate(): Promise<{ dir: string; built: boolean }> {
  const { ensureTemplate } = await import('./db/pglite-template.ts');
  return ensureTemplate();
}
