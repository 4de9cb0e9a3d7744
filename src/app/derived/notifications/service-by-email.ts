// Service of notices by email (issue 6): Rule 4(5)(ii) ("by electronic means") for the show-cause notice in Form-II
// and the hearing notices of Rule 4(6), Rule 7(9)(ii) for the appellate authority's notice to the respondent (Rule 7(8)).
//
//   servedNoticeFor     when a notice is announced (watch.ts announceDocuments), which recipient's email serves it: the
//                       person complained against (Form-II), each party the hearing notice is addressed to, the
//                       respondent to the appeal. Only that email row carries `serves` and a per-message link.
//   markSentAndServe    when the mail server has accepted that email (watch.ts dispatchOnce): the row is marked sent and,
//                       in the same transaction, the mail dispatcher (a system actor, policies/system.ts) records an
//                       attempt at service in mode 'electronic', outcome pending, dated the Clock's today, through the
//                       proceeding's own guards and order sheet. The attempt id is `email-<message key>`, so nothing is
//                       recorded twice; a notice already served records nothing (the row says so). The email status
//                       and the attempt commit together or not at all; a send repeated after a crash (same Message-ID)
//                       finds the row still pending and records the attempt then.
//   openNoticeLink      the per-message link /n/<token>: a GET shows a page; the addressee's press of its button (a
//                       POST) is the delivery evidence (opened_at); a prefetch records nothing (peekNoticeLink)
//   noticeViewedInPortal the addressee opening the notice's PDF in the portal counts the same
//   emailedNotices      the officer's view: emailed on …, Message-ID …, opened on …, and the date service can be
//                       confirmed on. Nothing confirms itself: the reply clock (Rule 4(1)) starts only when the officer
//                       records the outcome 'served', dated the day of the delivery evidence.

import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../../lib/clock.ts';
import { indiaDate } from '../../../lib/clock.ts';
import { indiaTime } from '../../../lib/instant.ts';
import type { LocalDate } from '../../../lib/local-date.ts';
import { formatLegal } from '../../../lib/local-date.ts';
import type { Actor, SystemActor } from '../../actor.ts';
import { runSystemCommandIn } from '../../cases/run-system-command.ts';
import { authorize, officeOrFail, resourceOf } from '../../cases/context.ts';
import { AppError } from '../../errors.ts';
import { commandPolicy } from '../../steps/index.ts';
import type { PartyRole, Store } from '../../ports/store.ts';
import type {
  EmailedNoticeRow,
  NotificationRepo,
  OutboxMessage,
  ServedNotice,
  ServiceMailRepo,
} from '../../ports/notifications.ts';

export const MAIL_DISPATCHER: SystemActor = { kind: 'system', job: 'mail-dispatcher' };

/** The notices served by email, the rule of service and the parties each is addressed to. */
export const NOTICES_SERVED_BY_EMAIL: Readonly<
  Record<
    string,
    { kind: ServedNotice['kind']; rule: ServedNotice['rule']; addressees: readonly PartyRole[]; provision: string }
  >
> = {
  // Rule 4(1), Form-II: to the person against whom the complaint has been made.
  'form-2': { kind: 'adjudication', rule: 'r4.5', addressees: ['respondent'], provision: 'Rule 4(5)(ii)' },
  // Rule 4(6): the notice of hearing is addressed to the person complained against and to the complainant or the
  // authorised officer (src/documents/templates/adjudication.ts, hearingNoticeLayout).
  'hearing-notice': {
    kind: 'adjudication',
    rule: 'r4.5',
    addressees: ['respondent', 'complainant', 'authorised-officer'],
    provision: 'Rule 4(5)(ii)',
  },
  // Rule 7(8): the appellate authority's notice to the respondent, served in the manner of Rule 7(9).
  'respondent-notice': { kind: 'appeal', rule: 'r7.9', addressees: ['appeal-respondent'], provision: 'Rule 7(9)(ii)' },
};

/** What an announced document's email to a party serves, if it is a notice addressed to that party. */
export function servedNoticeFor(
  e: {
    readonly template: string;
    readonly documentId: string;
    readonly sha256?: string;
    readonly encloses?: string;
    readonly issuing: Record<string, unknown>;
  },
  roles: readonly string[],
): ServedNotice | undefined {
  const n = NOTICES_SERVED_BY_EMAIL[e.template];
  if (!n || !roles.some((r) => (n.addressees as readonly string[]).includes(r))) return undefined;
  const hearingNoticeId =
    e.template === 'hearing-notice' && typeof e.issuing['hearingNoticeId'] === 'string'
      ? e.issuing['hearingNoticeId']
      : undefined;
  if (e.template === 'hearing-notice' && !hearingNoticeId) return undefined;
  return {
    kind: n.kind,
    rule: n.rule,
    template: e.template,
    documentId: e.documentId,
    ...(hearingNoticeId ? { hearingNoticeId } : {}),
    ...(e.sha256 ? { sha256: e.sha256 } : {}),
    ...(e.encloses ? { encloses: e.encloses } : {}),
  };
}

/** The per-message link's token: a SHA-256 over the outbox key and 16 random bytes, so it cannot be derived from the key. */
export function openToken(key: string): string {
  return createHash('sha256').update(key).update(randomBytes(16)).digest('hex');
}

export const noticeLink = (publicUrl: string, token: string): string => `${publicUrl}/n/${token}`;

/** The attempt an outbox row records: derived from the row, so a repeat finds it already there. */
export const emailAttemptId = (messageKey: string): string => `email-${messageKey}`;

/** r*****@example.in: enough for the order sheet to say where it went without publishing the address. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '*****';
  return `${address.slice(0, 1)}*****${address.slice(at)}`;
}

/** When an instant was, in India: "24-07-2026 09:30 IST". */
export const indiaInstant = (d: Date): string => `${formatLegal(indiaDate(d))} ${indiaTime(d)} IST`;

/** The particulars of the attempt: its proof (to where, when, the Message-ID, the document and its SHA-256). */
export function emailParticulars(
  m: { address: string; serves: ServedNotice },
  sent: { at: Date; messageId: string },
): string {
  const n = NOTICES_SERVED_BY_EMAIL[m.serves.template];
  const doc = `document ${m.serves.documentId}${m.serves.sha256 ? ` (SHA-256 ${m.serves.sha256})` : ''}${m.serves.encloses ? `, with the enclosed copy ${m.serves.encloses}` : ''}`;
  return `Emailed by the portal to ${maskAddress(m.address)} on ${indiaInstant(sent.at)}, accepted by the mail server; Message-ID ${sent.messageId}; ${m.serves.template} ${doc}. Service by electronic means, ${n?.provision ?? 'Rule 4(5)(ii)'}.`;
}

export interface ServiceMailDeps {
  readonly repo: ServiceMailRepo;
  readonly store: Store;
  readonly clock: Clock;
}

/** The row's note for a refusal: the attempt id already on the notice is this row's own attempt (recorded before). */
const noteOf = (code: string, attemptId: string): string =>
  code === 'SERVICE.ALREADY_SERVED'
    ? 'already-served'
    : code === 'SERVICE.ATTEMPT_ID_INVALID'
      ? `recorded:${attemptId}`
      : `refused:${code}`;

/**
 * Marks a sent message sent; when it is the email of a notice to its addressee, records the attempt at service in the
 * same transaction. Returns what became of the attempt ('none' for any other message).
 */
export async function markSentAndServe(
  deps: { repo: NotificationRepo; clock: Clock },
  m: OutboxMessage,
  sent: { at: Date; messageId: string; messageKey: string },
): Promise<string> {
  const serves = m.serves;
  const serving = deps.repo.serving;
  if (m.channel !== 'email' || !serves || !m.streamId || !serving) {
    await deps.repo.markSent(m.id, sent.at, sent.messageId);
    return 'none';
  }
  const streamId = m.streamId;
  return serving.withCase(async (tx, outbox) => {
    await outbox.markSent(m.id, sent.at, sent.messageId);
    const attemptId = emailAttemptId(sent.messageKey);
    const r = await runSystemCommandIn(tx, deps.clock, MAIL_DISPATCHER, {
      streamId,
      command: {
        type: 'record-service-attempt',
        ...(serves.hearingNoticeId ? { hearingNoticeId: serves.hearingNoticeId } : {}),
        attemptId,
        mode: 'electronic',
        outcome: 'pending',
        particulars: emailParticulars({ address: m.address, serves }, sent),
        proof: { address: maskAddress(m.address), messageId: sent.messageId },
      },
    });
    const note = r.kind === 'recorded' ? `recorded:${attemptId}` : noteOf(r.refusal.code, attemptId);
    await outbox.noteService(m.id, note);
    return note;
  });
}

/** The per-message link opened: the first time is recorded; returns where to send the reader (their case page). */
/**
 * The notice behind a link, for the page a GET shows (issue 16, point 3): nothing is recorded, since mail scanners
 * and link previews fetch links before the person sees the mail. Only openNoticeLink (the addressee's POST) records.
 */
export async function peekNoticeLink(
  deps: ServiceMailDeps,
  token: string,
): Promise<{ streamId: string | null; template: string | null } | undefined> {
  if (!/^[0-9a-f]{64}$/.test(token)) return undefined;
  return deps.repo.peekToken(token);
}

/** The addressee pressed "Open the notice" on the link's page: the first such press is the delivery evidence. */
export async function openNoticeLink(
  deps: ServiceMailDeps,
  token: string,
): Promise<{ streamId: string | null } | undefined> {
  if (!/^[0-9a-f]{64}$/.test(token)) return undefined;
  const r = await deps.repo.openByToken(token, deps.clock.now());
  return r ? { streamId: r.streamId } : undefined;
}

/** The addressee opened the notice's document in the portal: delivery evidence like the link (first time only). */
export async function noticeViewedInPortal(deps: ServiceMailDeps, actor: Actor, documentId: string): Promise<void> {
  await deps.repo.openInPortal(actor.accountId, documentId, deps.clock.now());
}

/** An emailed notice and its evidence, as the officer sees it. */
export interface EmailedNotice {
  readonly attemptId: string | null;
  readonly template: string;
  readonly hearingNoticeId?: string;
  readonly documentId: string;
  readonly lang: 'en' | 'hi' | 'as' | 'bn';
  readonly to: string;
  readonly status: string;
  readonly note: string | null;
  readonly sentAt: Date | null;
  readonly sentOn: LocalDate | null;
  readonly messageId: string | null;
  readonly openedAt: Date | null;
  /** The India date of the first opening: the date service may be confirmed on. */
  readonly openedOn: LocalDate | null;
  readonly openedVia: 'link' | 'portal' | null;
}

function view(r: EmailedNoticeRow): EmailedNotice {
  const recorded = r.serviceNote?.startsWith('recorded:') ? r.serviceNote.slice('recorded:'.length) : null;
  return {
    attemptId: recorded,
    template: r.serves.template,
    ...(r.serves.hearingNoticeId ? { hearingNoticeId: r.serves.hearingNoticeId } : {}),
    documentId: r.serves.documentId,
    lang: r.lang,
    to: maskAddress(r.address),
    status: r.status,
    note: r.serviceNote,
    sentAt: r.sentAt,
    sentOn: r.sentAt ? indiaDate(r.sentAt) : null,
    messageId: r.messageId,
    openedAt: r.openedAt,
    openedOn: r.openedAt ? indiaDate(r.openedAt) : null,
    openedVia: r.openedVia,
  };
}

/** The emailed notices of a proceeding, for the officer who records their service (the same grant as the outcome). */
export async function emailedNotices(deps: ServiceMailDeps, actor: Actor, streamId: string): Promise<EmailedNotice[]> {
  const r = deps.store.read;
  const stream = await r.stream(streamId);
  if (!stream) throw new AppError('CASE.UNKNOWN', 'No proceeding has that id.', { field: 'caseId' });
  const office = await officeOrFail(r, stream.officeCode);
  authorize(
    actor,
    commandPolicy(stream.kind, 'record-service-outcome'),
    resourceOf(office, stream.kind, await r.parties(stream.id)),
    `see the service by email in ${stream.number}`,
  );
  return (await deps.repo.emailed(streamId)).map(view);
}

/** The emailed notice of an attempt, if the attempt was recorded by the mail dispatcher. */
export async function emailedNoticeOf(
  deps: ServiceMailDeps,
  actor: Actor,
  streamId: string,
  attemptId: string,
): Promise<EmailedNotice | undefined> {
  return (await emailedNotices(deps, actor, streamId)).find((n) => n.attemptId === attemptId);
}
