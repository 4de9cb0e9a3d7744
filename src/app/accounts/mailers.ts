// Mailer adapters for development and tests. The real SMTP delivery through an outbox comes with the jobs.

import type { Mail, Mailer } from './mailer.ts';

/**
 * Writes each message to a log line instead of sending it (development, `npm start`): the developer reads the
 * verification code from the log. Never use it where real people register.
 */
export function loggingMailer(log: (line: string) => void): Mailer {
  return {
    send(mail) {
      log(`[mail to ${mail.to} (${mail.lang})] ${mail.subject}\n${mail.text}`);
      return Promise.resolve();
    },
  };
}

/** Keeps every message in memory, for tests and for the demo seeder. */
export class CaptureMailer implements Mailer {
  readonly sent: Mail[] = [];
  send(mail: Mail): Promise<void> {
    this.sent.push(mail);
    return Promise.resolve();
  }
  /** The newest message to an address. */
  lastTo(to: string): Mail | undefined {
    return [...this.sent].reverse().find((m) => m.to === to);
  }
  /** The six-digit code in the newest message to an address. */
  codeFor(to: string): string | undefined {
    return /\b(\d{6})\b/.exec(this.lastTo(to)?.text ?? '')?.[1];
  }
}
