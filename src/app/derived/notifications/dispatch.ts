// Dispatching the outbox (issue 6): leased messages → the transport, status recorded, failures retried with backoff; a
// notice's email to its addressee is marked sent with its attempt at service (service-by-email.ts).

import { createHash } from 'node:crypto';
import { markSentAndServe } from './service-by-email.ts';
import type { MessageTransport } from '../../ports/notifications.ts';
import type { WatchDeps } from './watch-common.ts';

/** The Message-ID's local part: the same for every send of one outbox row, so a repeat after a crash is recognisable. */
export const messageKey = (key: string): string => createHash('sha256').update(key).digest('hex').slice(0, 32);

export type DispatchOutcome = { readonly sent: number; readonly failed: number; readonly retried: number };

/** Sends up to `limit` due messages; failures back off 2 s, 4 s, 8 s … (10 minutes at most), then are marked failed. */
export async function dispatchOnce(
  deps: WatchDeps & { transport: MessageTransport; sms?: MessageTransport },
  o: { leaseMs?: number; limit?: number; maxAttempts?: number } = {},
): Promise<DispatchOutcome> {
  const maxAttempts = o.maxAttempts ?? 8;
  const msgs = await deps.repo.claimMessages(deps.clock.now(), o.leaseMs ?? 120_000, o.limit ?? 10);
  let sent = 0;
  let failed = 0;
  let retried = 0;
  await Promise.all(
    msgs.map(async (m) => {
      try {
        const files: { filename: string; content: Uint8Array | string; contentType: string }[] = [];
        for (const a of m.attachments) {
          if (a.kind === 'ics') {
            files.push({
              filename: a.fileName,
              content: a.content,
              contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            });
          } else {
            const f = await deps.repo.documentFile(a.documentId);
            if (!f) throw new Error(`document ${a.documentId} is not stored`);
            files.push({ filename: f.fileName, content: f.content, contentType: 'application/pdf' });
          }
        }
        if (m.channel === 'in-app') throw new Error('in-app messages are not dispatched');
        const channel = m.channel === 'sms' ? deps.sms : deps.transport;
        if (!channel) throw new Error('no SMS provider is configured');
        const r = await channel.send({
          id: messageKey(m.key),
          to: m.address,
          subject: m.subject,
          text: m.body,
          attachments: files,
        });
        // The email of a notice to its addressee is marked sent with its attempt at service, in one transaction.
        await markSentAndServe(deps, m, {
          at: deps.clock.now(),
          messageId: r.messageId,
          messageKey: messageKey(m.key),
        });
        sent += 1;
      } catch (e) {
        const give = m.attempts >= maxAttempts;
        await deps.repo.markFailed(
          m.id,
          e instanceof Error ? e.message : String(e),
          deps.clock.now(),
          give ? null : Math.min(600_000, 1000 * 2 ** m.attempts),
        );
        if (give) failed += 1;
        else retried += 1;
      }
    }),
  );
  return { sent, failed, retried };
}
