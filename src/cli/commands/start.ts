// `ctp start`: opens the database (creating and migrating it on the first run), seeds the demo into an empty one and
// prints its accounts, then serves the HTTP API on PORT (default 3000). SIGINT or SIGTERM stop it gracefully: no new
// connections, in-flight requests finish (10 s at most), then the database is closed.
//
// Start-up is measured from process launch and printed (CTP_START_TIMING=1 prints where it went); a reopen of an
// existing PGlite database is about 0.75 s, so the portal answers /healthz well inside 3 s. The first run on PGlite
// copies the prepared template into the data directory (the one that already holds the demo, when current: ADR 0011),
// so it seeds nothing. The database is opened first, and the app's modules load meanwhile (they are imported only
// here, after it began); a first start's demo certificate is made once the portal listens (no request needs it).

import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { DemoAccount } from '../../app/services.ts';
import { readEnv } from '../../config/env.ts';
import type { CliIo } from '../io.ts';
import { checkpointDir } from '../../jobs/checkpoint.ts';
import { notePeopleRequests, peoplePace, requestActivity } from '../../jobs/poll-loop.ts';
import { mark, timingLines, timingWanted } from '../../../bin/start-timing.js';

/** How long after listening the background jobs begin (the documents poll each second, the deadlines each five). */
const BACKGROUND_DELAY_MS = 1000;
// The jobs in the server's process rest after each step that did work (src/jobs/poll-loop.ts): as long as the step took
// while no one is using the portal (a backlog then takes at most about half of the server's thread), four times as long
// while people's requests are arriving (within the last second; at most a fifth of it), so the answers to people come
// first. Measured with bench/worklist.ts at 100k cases and a backlog of messages: the pace of 1 throughout left 1.3-2.2%
// of the requests over 20 ms. `ctp worker` is unpaced.
const BACKGROUND_PACE = { quiet: 1, busy: 4, withinMs: 1000 } as const;
// And in small steps: each pass holds the server's thread for a few milliseconds, not tens (measured with a CPU profile
// of the portal under bench/worklist.ts: a pass of 1000 clocks held it 15-40 ms, one of 20 messages with their PDFs
// 50-110 ms). `ctp worker` takes the larger steps (1000 and 20), which cost fewer transactions.
const BACKGROUND_STEPS = { batch: 100, dispatchLimit: 2 } as const;

export const START_USAGE = 'Usage: ctp start   (PORT, DATABASE_URL, CTP_DATA_DIR, CTP_SMTP_URL, LOG_LEVEL: see README)';

/** The demo accounts as a table a person can read in a terminal. */
export function demoTable(accounts: readonly DemoAccount[]): string {
  const head = { role: 'Role', email: 'Email', password: 'Password', scope: 'Scope' };
  const rows = [head, ...accounts];
  const w = (k: keyof typeof head) => Math.max(...rows.map((r) => String(r[k]).length));
  const widths = { role: w('role'), email: w('email'), password: w('password'), scope: w('scope') };
  const line = (r: typeof head) =>
    `  ${r.role.padEnd(widths.role)}  ${r.email.padEnd(widths.email)}  ${r.password.padEnd(widths.password)}  ${r.scope}`;
  const rule = `  ${'-'.repeat(widths.role)}  ${'-'.repeat(widths.email)}  ${'-'.repeat(widths.password)}  ${'-'.repeat(widths.scope)}`;
  return [
    line(head),
    rule,
    ...accounts.map((a) => line({ role: String(a.role), email: a.email, password: a.password, scope: a.scope })),
  ].join('\n');
}

export async function run(args: string[], io: CliIo): Promise<number> {
  try {
    const { values } = parseArgs({ args, options: { help: { type: 'boolean', short: 'h' } } });
    if (values.help) {
      io.out(START_USAGE);
      return 0;
    }
  } catch (e) {
    io.err(`${(e as Error).message}\n${START_USAGE}`);
    return 2;
  }
  mark('start command loaded');
  const env = readEnv(io.env);
  // People's requests, as the background jobs see them (notePeopleRequests below: health checks and metrics scrapes
  // are not people).
  const activity = requestActivity(BACKGROUND_PACE.withinMs);
  const pace = peoplePace(activity, BACKGROUND_PACE.quiet, BACKGROUND_PACE.busy);
  // The database first: an empty PGlite data directory is copied from the template on another thread and PGlite's
  // WebAssembly compiles, while the modules below load on this one.
  const { openDatabase } = await import('../../compose/data-dir.ts');
  const opened = openDatabase(env, true);
  opened.catch(() => {});
  const modules = Promise.all([
    import('../../compose.ts'),
    import('../../server/app.ts'),
    import('@hono/node-server'),
    import('../../jobs/office-certificate.ts'),
    import('pino'),
  ]);
  modules.catch(() => {});
  let loaded: Awaited<typeof modules>;
  try {
    loaded = await modules;
  } catch (e) {
    await opened.then(
      (o) => o.db.close().finally(o.unlock),
      () => {},
    );
    throw e;
  }
  const [{ compose }, { createApp }, { serve }, { demoCertificateNeeded, demoKeyPair }, { pino }] = loaded;
  mark('app modules loaded');
  const logger = pino({ level: env.logLevel });
  // A first start makes the demo signing certificate: its RSA pair is generated on another thread meanwhile.
  const keyPair =
    env.jobs === 'in-process' &&
    demoCertificateNeeded({ ...(env.signingP12 ? { p12Path: env.signingP12 } : {}), dataDir: env.dataDir })
      ? demoKeyPair()
      : undefined;
  keyPair?.catch(() => {});
  const c = await compose(env, {
    log: (line) => logger.info({ mail: true }, line),
    demoTemplate: true,
    opened,
  });
  const where = c.backend === 'pglite' ? `PGlite in ${c.location}` : `PostgreSQL at ${c.location}`;
  io.out(
    `Database: ${where} (opened in ${Math.round(c.timings.openMs)} ms${c.timings.templateMs === undefined ? '' : `, of which ${Math.round(c.timings.templateMs)} ms creating it from the template`}, migrations checked in ${Math.round(c.timings.migrateMs)} ms)`,
  );

  if (c.demoFromTemplate) {
    io.out(
      '\nThe database was empty: it starts with the demo jurisdiction (Uttar Pradesh and Assam) and these accounts, prepared at installation.',
    );
    io.out('DEMO ONLY: the passwords are public. Sign in at POST /api/v1/auth/sign-in.\n');
    io.out(demoTable(c.demoFromTemplate));
    io.out('');
  } else if (await c.isEmpty()) {
    const t = performance.now();
    const accounts = await c.seedDemo();
    io.out(
      `\nThe database was empty: seeded the demo jurisdiction (Uttar Pradesh and Assam) and these accounts in ${Math.round(performance.now() - t)} ms.`,
    );
    io.out('DEMO ONLY: the passwords are public. Sign in at POST /api/v1/auth/sign-in.\n');
    io.out(demoTable(accounts));
    io.out('');
  }
  mark('demo checked and printed');

  // Documents issued by the proceedings are rendered and signed in the background, with the office's certificate. A
  // certificate that exists is loaded now (a wrong one stops the start); a demo one to be made, once listening.
  const startDocuments = async (stopped: () => boolean = () => false) => {
    const pair = await keyPair;
    if (stopped()) return;
    const { certificate } = c.startDocumentRunner({
      renderThread: true,
      pace,
      log: (level, msg, fields) => logger[level]({ job: 'documents', ...fields }, msg),
      ...(pair ? { keyPair: pair } : {}),
    });
    mark('document runner started (certificate loaded or made)');
    io.out(
      certificate.source === 'configured'
        ? `Documents are signed with the office certificate ${certificate.p12Path} (${certificate.subject}).`
        : `Documents are signed with a self-signed DEMO certificate ${certificate.source === 'demo-created' ? 'created now' : 'created on the first run'}: ${certificate.p12Path} (passphrase beside it). Set CTP_SIGNING_P12 and CTP_SIGNING_PASSPHRASE to the office's PKCS#12 for real orders.`,
    );
  };
  // An existing certificate is loaded before listening (a wrong one stops the start).
  if (env.jobs === 'in-process' && !keyPair) {
    try {
      await startDocuments();
    } catch (e) {
      await c.close();
      throw e;
    }
  }
  // Deadlines watch themselves (issue 6): reminders, lapses, escalations and proposals, and the notification outbox.
  const startDeadlines = () => {
    const { mail } = c.startDeadlineWorker({
      pace,
      ...BACKGROUND_STEPS,
      log: (level, msg, fields) => logger[level]({ job: 'deadlines', ...fields }, msg),
    });
    io.out(
      mail.kind === 'smtp'
        ? `Notifications are sent through SMTP at ${mail.url}.`
        : `Notifications are NOT emailed: CTP_SMTP_URL is unset, so each message is written as an .eml file to ${mail.dir}.`,
    );
  };
  if (env.jobs !== 'in-process') {
    io.out(
      'Background jobs (documents, deadlines, notifications) are not run here (CTP_JOBS=separate): run `ctp worker` beside this server.',
    );
  }
  // The SMS adapter (issue 15): one-time codes and the watcher's SMS; a real provider's client replaces it in compose.ts.
  io.out(
    `Text messages (SMS) are NOT sent to a provider: each is written as a file to ${resolve(env.dataDir, 'sms')} and logged with the number masked.`,
  );
  const app = createApp(c.services, {
    logger,
    publicUrl: env.publicUrl,
    uploadMaxBytes: env.uploadMaxBytes,
    cookieSecure: env.publicUrl.startsWith('https://'),
    ...(env.metricsToken ? { metricsToken: env.metricsToken } : {}),
    checkpointDir: checkpointDir(env.dataDir),
    trustedProxies: env.trustedProxies,
  });
  mark('routes built');
  // CTP_START_TIMING: the first answer is the last moment of the split.
  let answered = !timingWanted();
  const fetch: typeof app.fetch = answered
    ? app.fetch
    : async (...a) => {
        const r = await app.fetch(...a);
        if (!answered) {
          answered = true;
          mark('first request answered');
          io.err(timingLines().at(-1) ?? '');
        }
        return r;
      };
  const server = serve({ fetch, port: env.port });
  notePeopleRequests(server, activity);
  await new Promise<void>((res, rej) => {
    server.once('listening', () => res());
    server.once('error', rej);
  }).catch(async (e: NodeJS.ErrnoException) => {
    await c.close();
    throw e.code === 'EADDRINUSE' ? new Error(`Port ${env.port} is in use; set PORT to another port.`) : e;
  });
  const port = (server.address() as AddressInfo).port;
  mark('listening');
  // performance.now() counts from process launch: node, the TypeScript loader, the database and the routes.
  io.out(
    `Cattle-trespass portal listening on http://localhost:${port} (public URL ${env.publicUrl}); ready ${Math.round(performance.now())} ms after launch. Ctrl-C stops it.`,
  );

  if (timingWanted()) io.err(['Start-up, from the launch of node (CTP_START_TIMING):', ...timingLines()].join('\n'));

  let stopping = false;
  let failed = false;
  let background: NodeJS.Timeout | undefined;
  return new Promise<number>((resolveExit) => {
    const stop = (signal: string) => {
      if (stopping) {
        io.err(`${signal} again: stopping now.`);
        process.exit(130);
      }
      stopping = true;
      clearTimeout(background);
      io.err(`${signal}: no new connections; finishing the requests in flight, then closing the database.`);
      const force = setTimeout(() => {
        io.err('Requests still open after 10 s: closing them.');
        if ('closeAllConnections' in server) server.closeAllConnections();
      }, 10_000);
      force.unref();
      server.close(async () => {
        clearTimeout(force);
        await c.close();
        io.err('Stopped.');
        resolveExit(failed ? 1 : 0);
      });
      // Keep-alive connections with no request in flight are closed now; busy ones after their response.
      if ('closeIdleConnections' in server) server.closeIdleConnections();
    };
    process.once('SIGINT', () => stop('SIGINT'));
    process.once('SIGTERM', () => stop('SIGTERM'));
    // The background jobs begin once the portal answers, a moment later (less than their own polling interval), so
    // that their first rounds and a first start's demo certificate do not hold up the first requests. No request
    // needs them: documents and notifications wait in the database for their turn.
    if (env.jobs === 'in-process') {
      background = setTimeout(() => {
        if (stopping) return;
        startDeadlines();
        if (keyPair)
          startDocuments(() => stopping).catch((e: unknown) => {
            io.err(`The demo signing certificate could not be made: ${(e as Error).message}`);
            failed = true;
            stop('Error');
          });
      }, BACKGROUND_DELAY_MS);
    }
  });
}
