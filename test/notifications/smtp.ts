// A real SMTP server for the notification tests (smtp-server on a free port); every message received, parsed.

import type { AddressInfo } from 'node:net';
import type { ParsedMail } from 'mailparser';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Smtp {
  mails: ParsedMail[];
  port: number;
  close(): Promise<void>;
}

export async function startSmtp(): Promise<Smtp> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, cb) {
      simpleParser(stream).then((m) => {
        mails.push(m);
        cb();
      }, cb);
    },
  });
  await new Promise<void>((res) => server.listen(0, '127.0.0.1', res));
  const port = (server.server.address() as AddressInfo).port;
  return { mails, port, close: () => new Promise<void>((res) => server.close(() => res())) };
}
