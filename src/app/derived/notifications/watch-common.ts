// What the deadline watcher's use cases share (watch.ts, announce.ts, dispatch.ts): their ports, the case's link, a
// clock's provisions, and a message as the rows queued for it (the email, which the in-app inbox also shows, and an SMS).

import type { Clock } from '../../../lib/clock.ts';
import type { ProvisionId } from '../../../rules/provisions.ts';
import { CLOCKS, isClockId } from '../../../rules/time/clocks.ts';
import type { Attachment, NewNotification, NotificationRepo, Recipient } from '../../ports/notifications.ts';

export interface WatchDeps {
  readonly repo: NotificationRepo;
  readonly clock: Clock;
  readonly publicUrl: string;
}

export const caseLink = (deps: WatchDeps, streamId: string): string => `${deps.publicUrl}/my/cases/${streamId}`;
export const clockBasis = (clock: string): readonly ProvisionId[] => (isClockId(clock) ? CLOCKS[clock].basis : []);

/**
 * The email (which is also the message in the account's in-app inbox: app/derived/notifications/inbox.ts reads the email rows)
 * and an SMS (its subject and the link) where the account has a phone number, in one `enqueue`.
 */
export function email(
  key: string,
  r: Recipient,
  streamId: string,
  m: { subject: string; body: string },
  attachments: readonly Attachment[],
  at: Date,
  /** The SMS's own text, carrying the facts (issue 30, sms-text.ts); else the subject and the link. */
  sms?: string,
): NewNotification[] {
  // Without an email address (a mobile-number account, issue 15) the message is kept in-app only: delivered when
  // stored (0046-in-app-messages.sql), shown in the inbox like an email row, and announced by SMS.
  const mail: NewNotification =
    r.email === null
      ? {
          key: `${key}:${r.accountId}`,
          streamId,
          accountId: r.accountId,
          channel: 'in-app',
          address: 'in-app',
          lang: r.lang,
          subject: m.subject,
          body: m.body,
          attachments,
          at,
        }
      : {
          key: `${key}:${r.accountId}`,
          streamId,
          accountId: r.accountId,
          channel: 'email',
          address: r.email,
          lang: r.lang,
          subject: m.subject,
          body: m.body,
          attachments,
          at,
        };
  if (!r.phone) return [mail];
  const link = /https?:\/\/\S+/.exec(m.body)?.[0] ?? '';
  return [
    mail,
    {
      ...mail,
      key: `${key}:${r.accountId}:sms`,
      channel: 'sms',
      address: r.phone,
      body: sms ?? (link ? `${m.subject} ${link}` : m.subject),
      attachments: [],
    },
  ];
}

/** One message per account. */
export const dedupe = <T extends { accountId: string }>(rs: readonly T[]): T[] => [
  ...new Map(rs.map((r) => [r.accountId, r])).values(),
];
