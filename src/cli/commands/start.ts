// `ctp start`: opens the database (creating and migrating it on the first run), seeds the demo into an empty one and
// prints its accounts, then serves the HTTP API on PORT (default 3000). SIGINT or SIGTERM stop it gracefully: no new
// connections, in-flight requests finish (10 s at most), then the database is closed.
//
// Start-up is measured from process launch and printed; a reopen of an existing PGlite database is about 0.75 s, so
// the portal answers /healthz well inside 3 s. The first run on PGlite copies the prepared template into the data
// directory (the one that already holds the demo, when current: ADR 0011), so it seeds nothing.

import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import type { DemoAccount } from '../../app/services.ts';
import { compose } from '../../compose.ts';
import { readEnv } from '../../config/env.ts';
import type { CliIo } from '../io.ts';
import { checkpointDir } from '../../jobs/checkpoint.ts';
import { demoCertificateNeeded, demoKeyPair } from '../../jobs/office-certificate.ts';

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
  const env = readEnv();
  const logger = pino({ level: env.logLevel });
  // A first start makes the demo signing certificate: its RSA pair is generated on another thread meanwhile.
  const keyPair =
    env.jobs === 'in-process' &&
    demoCertificateNeeded({ ...(env.signingP12 ? { p12Path: env.signingP12 } : {}), dataDir: env.dataDir })
      ? demoKeyPair()
      : undefined;
  keyPair?.catch(() => {});
  // The HTTP modules load while the database opens.
  const modules = Promise.all([import('../../server/app.ts'), import('@hono/node-server')]);
  modules.catch(() => {});
  // An empty PGlite data directory starts as a copy of the demo template when one was prepared from this source.
  const c = await compose(env, { log: (line) => logger.info({ mail: true }, line), demoTemplate: true });
  const [{ createApp }, { serve }] = await modules;
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

  if (env.jobs === 'in-process') {
    // Documents issued by the proceedings are rendered and signed in the background, with the office's certificate.
    let certificate: ReturnType<typeof c.startDocumentRunner>['certificate'];
    try {
      const pair = await keyPair;
      ({ certificate } = c.startDocumentRunner({
        log: (level, msg, fields) => logger[level]({ job: 'documents', ...fields }, msg),
        ...(pair ? { keyPair: pair } : {}),
      }));
    } catch (e) {
      await c.close();
      throw e;
    }
    io.out(
      certificate.source === 'configured'
        ? `Documents are signed with the office certificate ${certificate.p12Path} (${certificate.subject}).`
        : `Documents are signed with a self-signed DEMO certificate ${certificate.source === 'demo-created' ? 'created now' : 'created on the first run'}: ${certificate.p12Path} (passphrase beside it). Set CTP_SIGNING_P12 and CTP_SIGNING_PASSPHRASE to the office's PKCS#12 for real orders.`,
    );
    // Deadlines watch themselves (issue 6): reminders, lapses, escalations and proposals, and the notification outbox.
    const { mail } = c.startDeadlineWorker({
      log: (level, msg, fields) => logger[level]({ job: 'deadlines', ...fields }, msg),
    });
    io.out(
      mail.kind === 'smtp'
        ? `Notifications are sent through SMTP at ${mail.url}.`
        : `Notifications are NOT emailed: CTP_SMTP_URL is unset, so each message is written as an .eml file to ${mail.dir}.`,
    );
  } else {
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
  });
  const server = serve({ fetch: app.fetch, port: env.port });
  await new Promise<void>((res, rej) => {
    server.once('listening', () => res());
    server.once('error', rej);
  }).catch(async (e: NodeJS.ErrnoException) => {
    await c.close();
    throw e.code === 'EADDRINUSE' ? new Error(`Port ${env.port} is in use; set PORT to another port.`) : e;
  });
  const port = (server.address() as AddressInfo).port;
  // performance.now() counts from process launch: node, the TypeScript loader, the database and the routes.
  io.out(
    `Cattle-trespass portal listening on http://localhost:${port} (public URL ${env.publicUrl}); ready ${Math.round(performance.now())} ms after launch. Ctrl-C stops it.`,
  );

  return new Promise<number>((resolveExit) => {
    let stopping = false;
    const stop = (signal: string) => {
      if (stopping) {
        io.err(`${signal} again: stopping now.`);
        process.exit(130);
      }
      stopping = true;
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
        resolveExit(0);
      });
      // Keep-alive connections with no request in flight are closed now; busy ones after their response.
      if ('closeIdleConnections' in server) server.closeIdleConnections();
    };
    process.once('SIGINT', () => stop('SIGINT'));
    process.once('SIGTERM', () => stop('SIGTERM'));
  });
}
