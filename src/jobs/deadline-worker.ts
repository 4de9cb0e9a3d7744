// The deadline worker (issue 6): one loop that plans new clocks' alerts, sweeps the alerts due at the Clock's today,
// announces issued documents, and dispatches the notification outbox, each step in its own short transaction over
// rows claimed FOR UPDATE SKIP LOCKED (src/app/derived/notifications/watch.ts). It runs inside `ctp start` (like the document
// runner) and as `ctp worker` processes on PostgreSQL; PGlite admits one process.
//
// Mail goes through SMTP (nodemailer; CTP_SMTP_URL) or, when that is unset, into a mail directory (one .eml file per
// message under the data directory), so development needs no mail server. Accounts with a phone number also get an
// SMS (subject and link) through a provider adapter: the logging adapter by default.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as NodemailerModule from 'nodemailer';
import { lazyPackage } from '../lib/lazy-package.ts';
import type { MessageTransport } from '../app/ports/notifications.ts';
import type { DispatchOutcome, SweepReport, WatchDeps } from '../app/derived/notifications/watch.ts';
import {
  announceDocuments,
  catchUpPaperPhones,
  dispatchOnce,
  planClocks,
  sweepAlerts,
} from '../app/derived/notifications/watch.ts';
import { pollLoop } from './poll-loop.ts';
import type { Pace } from './poll-loop.ts';
import { smsDirTransport } from './sms.ts';

const nodemailer = lazyPackage<typeof NodemailerModule>('nodemailer');

export type Log = (level: 'info' | 'warn' | 'error', msg: string, fields?: Record<string, unknown>) => void;

function buildMessage(from: string, m: Parameters<MessageTransport['send']>[0]) {
  return {
    from,
    to: m.to,
    subject: m.subject,
    text: m.text,
    // A stable Message-ID per outbox row: a message re-sent after a crash is recognisable as the same one.
    messageId: `<${m.id}@ctp.notifications>`,
    attachments: m.attachments.map((a) => ({
      filename: a.filename,
      content: typeof a.content === 'string' ? a.content : Buffer.from(a.content),
      contentType: a.contentType,
    })),
  };
}

/** SMTP through nodemailer: smtp://user:pass@host:port or smtps://… (pooled connections). */
export function smtpTransport(url: string, from: string): MessageTransport & { close(): void } {
  const t = nodemailer().createTransport(url.includes('?') ? `${url}&pool=true` : `${url}?pool=true`);
  return {
    async send(m) {
      const info = await t.sendMail(buildMessage(from, m));
      return { messageId: String(info.messageId) };
    },
    close: () => t.close(),
  };
}

/** Writes each message as an .eml file into `dir` (CTP_SMTP_URL unset). */
export function mailDirTransport(dir: string, from: string): MessageTransport & { close(): void } {
  const t = nodemailer().createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await t.sendMail(buildMessage(from, m));
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, `${m.id}.eml`), info.message as Buffer);
      return { messageId: String(info.messageId) };
    },
    close: () => t.close(),
  };
}

/** The default SMS provider adapter without a folder: logs each message (number masked); a real provider replaces it. */
export function loggingSmsTransport(log: Log): MessageTransport {
  return smsDirTransport(undefined, log);
}

export interface DeadlineWorkerOptions {
  readonly deps: WatchDeps;
  readonly transport: MessageTransport;
  /** SMS provider; default the logging adapter. */
  readonly sms?: MessageTransport;
  /** Wait between polls when nothing is due; default 5 s. */
  readonly pollMs?: number;
  readonly leaseMs?: number;
  readonly batch?: number;
  /** Messages handed to the transport per pass; default 20. */
  readonly dispatchLimit?: number;
  /** Rest after each pass that did work, this many times as long as it took (src/jobs/poll-loop.ts); default 0. */
  readonly pace?: Pace;
  readonly log?: Log;
}

export interface TickReport {
  readonly planned: number;
  readonly sweep: SweepReport;
  readonly announced: number;
  readonly dispatch: DispatchOutcome;
}

export interface DeadlineWorker {
  /** One pass of every step; returns what was done. */
  tick(): Promise<TickReport>;
  /** Passes until nothing is left to do now (tests, a clean shutdown). */
  drain(): Promise<TickReport[]>;
  start(): void;
  stop(): Promise<void>;
}

const busy = (r: TickReport): boolean =>
  r.planned + r.sweep.alerts + r.announced + r.dispatch.sent + r.dispatch.failed + r.dispatch.retried > 0;

export function createDeadlineWorker(o: DeadlineWorkerOptions): DeadlineWorker {
  const pollMs = o.pollMs ?? 5000;
  const batch = o.batch ?? 1000;
  const log = o.log ?? (() => {});

  async function tick(): Promise<TickReport> {
    const planned = await planClocks(o.deps, batch);
    const sweep = await sweepAlerts(o.deps, batch);
    // A phone entered after notices were issued: their SMS follow the announcements (issue 30, point 6).
    const announced = (await announceDocuments(o.deps)) + (await catchUpPaperPhones(o.deps));
    const dispatch = await dispatchOnce(
      { ...o.deps, transport: o.transport, sms: o.sms ?? loggingSmsTransport(log) },
      { ...(o.leaseMs ? { leaseMs: o.leaseMs } : {}), limit: o.dispatchLimit ?? 20 },
    );
    if (sweep.alerts > 0) log('info', 'deadline sweep', { ...sweep });
    if (dispatch.failed + dispatch.retried > 0) log('warn', 'notifications not delivered', { ...dispatch });
    return { planned, sweep, announced, dispatch };
  }

  async function drain(): Promise<TickReport[]> {
    const out: TickReport[] = [];
    for (;;) {
      const r = await tick();
      if (!busy(r)) return out;
      out.push(r);
    }
  }

  const loop = pollLoop(
    async () => busy(await tick()),
    pollMs,
    (e) => {
      log('error', 'deadline worker step failed; will retry', { error: e instanceof Error ? e.message : String(e) });
    },
    { pace: o.pace ?? 0 },
  );
  return { tick, drain, start: loop.start, stop: loop.stop };
}
