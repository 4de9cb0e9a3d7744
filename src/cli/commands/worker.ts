// `ctp worker`: the background jobs as their own process: the document runner (issued documents rendered and
// signed with the office certificate) and the deadline worker (issue 6), which plans the alerts of new statutory clocks, sweeps the
// alerts due at today's date (reminders, lapses, escalations, worklist proposals) and sends the notification outbox
// over SMTP (CTP_SMTP_URL) or into <data dir>/mail. On PostgreSQL any number of workers (and servers) may run: rows
// are claimed FOR UPDATE SKIP LOCKED and every effect has a unique key. PGlite admits one process, so with PGlite
// the worker inside `ctp start` is the only one. --once drains what is due now and exits; SIGINT/SIGTERM stop it.

import { parseArgs } from 'node:util';
import { compose } from '../../compose.ts';
import { readEnv } from '../../config/env.ts';
import type { CliIo } from '../io.ts';

export const WORKER_USAGE =
  'Usage: ctp worker [--once] [--poll-ms N] [--lease-ms N]   (DATABASE_URL, CTP_SMTP_URL, CTP_MAIL_FROM, CTP_PUBLIC_URL: see README)';

export async function run(args: string[], io: CliIo): Promise<number> {
  let values: {
    once?: boolean | undefined;
    'poll-ms'?: string | undefined;
    'lease-ms'?: string | undefined;
    help?: boolean | undefined;
  };
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      options: {
        once: { type: 'boolean' },
        'poll-ms': { type: 'string' },
        'lease-ms': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (e) {
    io.err(`${(e as Error).message}\n${WORKER_USAGE}`);
    return 2;
  }
  if (values.help) {
    io.out(WORKER_USAGE);
    return 0;
  }
  const pollMs = values['poll-ms'] === undefined ? undefined : Number(values['poll-ms']);
  if (pollMs !== undefined && (!Number.isInteger(pollMs) || pollMs < 10)) {
    io.err(`--poll-ms must be a whole number of milliseconds, at least 10.\n${WORKER_USAGE}`);
    return 2;
  }
  const leaseMs = values['lease-ms'] === undefined ? undefined : Number(values['lease-ms']);
  if (leaseMs !== undefined && (!Number.isInteger(leaseMs) || leaseMs < 1000)) {
    io.err(`--lease-ms must be a whole number of milliseconds, at least 1000.\n${WORKER_USAGE}`);
    return 2;
  }
  const env = readEnv(io.env);
  const c = await compose(env, { log: (line) => io.err(line) });
  if (c.backend === 'pglite')
    io.err(
      `PGlite in ${c.location}: this worker is the only process on that data directory (run several only on PostgreSQL).`,
    );
  const say = (job: string) => (level: 'info' | 'warn' | 'error', msg: string, fields?: Record<string, unknown>) =>
    io.err(`${job} ${level}: ${msg}${fields ? ` ${JSON.stringify(fields)}` : ''}`);
  let documents: ReturnType<typeof c.startDocumentRunner>;
  try {
    documents = c.startDocumentRunner({ start: !values.once, renderThread: true, log: say('documents') });
  } catch (e) {
    await c.close();
    throw e;
  }
  io.err(
    `Documents are signed with ${documents.certificate.source === 'configured' ? 'the office certificate' : 'a self-signed DEMO certificate'} ${documents.certificate.p12Path}.`,
  );
  const { worker, mail } = c.startDeadlineWorker({
    start: !values.once,
    ...(pollMs ? { pollMs } : {}),
    ...(leaseMs ? { leaseMs } : {}),
    log: say('deadlines'),
  });
  io.err(
    mail.kind === 'smtp'
      ? `Notifications go through SMTP at ${mail.url}.`
      : `CTP_SMTP_URL is unset: notifications are written as .eml files to ${mail.dir}.`,
  );
  if (values.once) {
    const issued = await documents.runner.drain();
    const passes = await worker.drain();
    const sum = passes.reduce(
      (a, r) => ({
        planned: a.planned + r.planned,
        alerts: a.alerts + r.sweep.alerts,
        announced: a.announced + r.announced,
        sent: a.sent + r.dispatch.sent,
      }),
      { planned: 0, alerts: 0, announced: 0, sent: 0 },
    );
    io.out(
      `Issued ${issued} documents. Planned ${sum.planned} clocks, acted on ${sum.alerts} alerts, announced ${sum.announced} documents, sent ${sum.sent} messages.`,
    );
    await c.close();
    return 0;
  }
  io.err('Document runner and deadline worker running; Ctrl-C stops them.');
  return new Promise<number>((resolveExit) => {
    const stop = (signal: string) => {
      io.err(`${signal}: finishing the step in hand, then stopping.`);
      void c.close().then(() => resolveExit(0));
    };
    process.once('SIGINT', () => stop('SIGINT'));
    process.once('SIGTERM', () => stop('SIGTERM'));
  });
}
