// The composition root: opens the database (PGlite in CTP_DATA_DIR, or PostgreSQL at DATABASE_URL), migrates it, and
// builds every service from its ports. Entry points (the CLI's commands, the server, jobs) import this file only;
// it is the one place that knows which implementation serves which port.

import { resolve } from 'node:path';
import { createAccountServices, loggingMailer } from './app/accounts/index.ts';
// Not through admin/index.ts: that loads the demo seed, and with it the holiday tables (0.6 s), which only an empty
// database needs (seedDemo below imports it then).
import { createAdminServices } from './app/admin/create-admin-services.ts';
import type { Services } from './app/services.ts';
import type { Env } from './config/env.ts';
import { createAccountRepo } from './db/accounts.repo.ts';
import { createJurisdictionRepo } from './db/admin.repo.ts';
import { createDraftRepo } from './db/drafts.repo.ts';
import { createDraftServices } from './app/drafts/drafts.ts';
import { createMoneyServices } from './app/money/service.ts';
import { MANUAL_ENTRY_GATEWAY } from './app/money/gateway.ts';
import { moneyReads } from './db/money.repo.ts';
import { backup } from './db/backup.ts';
import { migrate } from './db/migrate.ts';
import { hashesAt, verifyAll, walkSince } from './db/order-sheet.repo.ts';
import { createThrottle } from './db/throttle.repo.ts';
import { createStore } from './db/store.ts';
import { createStatsReads, createStatsWriter } from './db/stats.repo.ts';
import { rebuildStats } from './app/derived/stats/rebuild.ts';
import { createStatsServices } from './app/derived/stats/service.ts';
import type { DocumentRunner } from './jobs/document-runner.ts';
import { createDocumentRunner } from './jobs/document-runner.ts';
import { createRenderThread } from './jobs/render-thread.ts';
import type { IssueInput } from './app/documents/issue.ts';
import { loadOfficeKey } from './jobs/office-certificate.ts';
import {
  certificateSha256Of,
  CheckpointError,
  checkpointDir,
  CheckpointRefused,
  checkSignature,
  compareWithCheckpoint,
  latestCheckpointFile,
  loadCheckpoint,
  makeCheckpoint,
  writeCheckpoint as writeCheckpointFile,
} from './jobs/checkpoint.ts';
import { createInboxRepo, createNotificationRepo } from './db/notifications.repo.ts';
import { createDeadlineActionReads } from './db/deadline-actions.repo.ts';
import { createServiceMailRepo } from './db/service-mail.repo.ts';
import { createCalendarFeedRepo } from './db/calendar-feed.repo.ts';
import { createDeadlineWorker, mailDirTransport, smtpTransport } from './jobs/deadline-worker.ts';
import { smsDirTransport } from './jobs/sms.ts';
import { createPhoneRepo } from './db/phone.repo.ts';
import { createPaperRepo } from './db/paper.repo.ts';
import { createFieldRepo } from './db/field.repo.ts';
import { bundleRenderer } from './documents/bundle.ts';
import { SystemClock } from './lib/clock.ts';
import { openDatabase, redact } from './compose/data-dir.ts';
import { mark } from '../bin/start-timing.js';
import { caseSeeder } from './compose/seed-cases.ts';
import type { ComposeOptions, Composed } from './compose/types.ts';

export { BackupError } from './db/backup.ts';
export type { BackupResult, RestoreResult } from './db/backup.ts';
export { prepareTemplate, restore } from './compose/data-dir.ts';
export type { ComposeOptions, Composed, SeedCasesOptions, SeedCasesReport } from './compose/types.ts';

export async function compose(env: Env, opts: ComposeOptions = {}): Promise<Composed> {
  const clock = opts.clock ?? SystemClock;
  const log = opts.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const { db, unlock, openMs, templateMs, demo } = await (opts.opened ?? openDatabase(env, opts.demoTemplate === true));
  const t1 = performance.now();
  try {
    await migrate(db.kysely);
  } catch (e) {
    await db.close();
    unlock();
    throw e;
  }
  const migrateMs = performance.now() - t1;
  mark('migrations checked');

  const store = createStore(db.kysely);
  const accountRepo = createAccountRepo(db.kysely);
  const jurisdiction = createJurisdictionRepo(db.kysely);
  const accounts = createAccountServices({
    accounts: accountRepo,
    jurisdiction,
    clock,
    mailer: loggingMailer(log),
    sessionMaxAgeMs: env.sessionMaxDays * 24 * 3_600_000,
    ...(opts.hasher ? { hasher: opts.hasher } : {}),
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
  const throttle = createThrottle(db.kysely);
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
    phone: { accounts: accountRepo, phones: createPhoneRepo(db.kysely), sms, clock, throttle },
    paper: {
      store,
      clock,
      paper: createPaperRepo(db.kysely),
      renderer: bundleRenderer,
      publicUrl: env.publicUrl,
      throttle,
    },
    field: { repo: createFieldRepo(db.kysely), store, clock, accuracyLimitM: env.fieldAccuracyLimitM ?? 100 },
    verifyOrderSheet: () => verify(),
  };
  const runners: DocumentRunner[] = [];
  const closers: (() => Promise<void> | void)[] = [];

  const composed: Composed = {
    services,
    db,
    backend: db.backend,
    location: env.databaseUrl ? redact(env.databaseUrl) : resolve(env.dataDir),
    timings: { openMs, migrateMs, ...(templateMs === undefined ? {} : { templateMs }) },
    ...(demo ? { demoFromTemplate: demo } : {}),
    isEmpty: () => jurisdiction.isEmpty(),
    seedDemo: async () =>
      (await import('./app/seed/demo.ts')).seedDemo({
        accounts: accountRepo,
        jurisdiction,
        clock,
        ...(opts.hasher ? { hasher: opts.hasher } : {}),
      }),
    verifyOrderSheet: verify,
    async writeCheckpoint() {
      const office = loadOfficeKey({
        ...(env.signingP12 ? { p12Path: env.signingP12 } : {}),
        passphrase: env.signingPassphrase,
        dataDir: env.dataDir,
        now: clock.now(),
      });
      // The consistency check (issue 28, point 5): the new checkpoint must extend the newest one written before it.
      const dir = checkpointDir(env.dataDir);
      const previousFile = latestCheckpointFile(dir);
      const previous = previousFile ? await loadCheckpoint(previousFile) : undefined;
      if (previous) {
        const own = certificateSha256Of(previous);
        if (!own) throw new CheckpointError(`The previous checkpoint ${previousFile} carries no readable certificate.`);
        checkSignature(previous, own, 'own');
      }
      const signed = new Map(previous?.heads.map((h) => [h.streamId, h]) ?? []);
      const walked = await walkSince(db.kysely, signed);
      if (previous && walked.breaks.length > 0)
        throw new CheckpointRefused({ file: previousFile!, createdAt: previous.createdAt }, walked.breaks);
      if (walked.breaks.length > 0) throw new CheckpointRefused({ file: '', createdAt: '' }, walked.breaks);
      const checkpoint = makeCheckpoint(walked.heads, clock.now(), office);
      return {
        file: writeCheckpointFile(dir, checkpoint),
        checkpoint,
        ...(previous && certificateSha256Of(previous) !== office.certificateSha256
          ? { keyChanged: { from: certificateSha256Of(previous)!, to: office.certificateSha256 } }
          : {}),
      };
    },
    async verifyCheckpoint(c, trust) {
      if (trust) checkSignature(c, trust, 'trusted');
      else {
        const office = loadOfficeKey({
          ...(env.signingP12 ? { p12Path: env.signingP12 } : {}),
          passphrase: env.signingPassphrase,
          dataDir: env.dataDir,
          now: clock.now(),
        });
        checkSignature(c, office.certificateSha256);
      }
      return compareWithCheckpoint(
        c,
        await hashesAt(
          db.kysely,
          c.heads.map((h) => ({ streamId: h.streamId, seq: h.version })),
        ),
      );
    },
    backup: (file) => backup(db, env.databaseUrl, file),
    seedCases: caseSeeder(db, store, clock, env),
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
        ...(o.keyPair ? { keyPair: o.keyPair } : {}),
      });
      const thread = o.renderThread
        ? createRenderThread({ key: certificate.key, publicUrl: env.publicUrl })
        : undefined;
      if (thread) closers.push(() => thread.close());
      const runner = createDocumentRunner({
        deps: services.cases,
        key: certificate.key,
        publicUrl: env.publicUrl,
        ...(thread ? { render: (input: IssueInput) => thread.render(input) } : {}),
        ...(o.pollMs ? { pollMs: o.pollMs } : {}),
        ...(o.pace ? { pace: o.pace } : {}),
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
        ...(o.pace ? { pace: o.pace } : {}),
        ...(o.batch ? { batch: o.batch } : {}),
        ...(o.dispatchLimit ? { dispatchLimit: o.dispatchLimit } : {}),
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
                  (o.log ?? ((_l: string, m: string) => log(m)))(
                    'error',
                    e instanceof CheckpointRefused
                      ? 'CHECKPOINT REFUSED: the order sheets were changed'
                      : 'checkpoint failed',
                    {
                      error: (e as Error).message,
                      ...(e instanceof CheckpointRefused
                        ? { previous: e.previous.file, breaks: e.breaks.map((b) => `${b.number}: ${b.problem}`) }
                        : {}),
                    },
                  ),
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
