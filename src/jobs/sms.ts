// The SMS adapter (issue 6, issue 15): the MessageTransport a real SMS provider's client implements. The default logs
// each message (the number masked) and writes it as a file under <CTP_DATA_DIR>/sms, as mail without SMTP goes to
// <CTP_DATA_DIR>/mail, so development and tests need no provider: `ctp start` prints where the messages go.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MessageTransport } from '../app/ports/notifications.ts';

export type SmsLog = (level: 'info' | 'warn' | 'error', msg: string, fields?: Record<string, unknown>) => void;

/** "+919876543210" → "+9198*****10": enough to tell messages apart in a log, not to call the person. */
export const maskNumber = (to: string): string => `${to.slice(0, 5)}*****${to.slice(-2)}`;

/**
 * Writes each message to `<dir>/<id>.txt` (the number on the first line, a blank line, then the text) and logs it.
 * Without `dir` it only logs. The message id is stable per message, so a retry overwrites its own file.
 */
export function smsDirTransport(dir: string | undefined, log: SmsLog): MessageTransport {
  return {
    async send(m) {
      if (dir) {
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, `${m.id}.txt`), `To: ${m.to}\n\n${m.text}\n`);
      }
      log('info', 'SMS (default adapter: written to the SMS folder, not sent to a provider)', {
        to: maskNumber(m.to),
        id: m.id,
        ...(dir ? { file: join(dir, `${m.id}.txt`) } : {}),
      });
      return { messageId: `sms-${m.id}` };
    },
  };
}
