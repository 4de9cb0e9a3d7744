// The deadline watcher's use cases (issue 6). Each runs in one transaction over rows claimed FOR UPDATE SKIP LOCKED,
// so several workers share the work and a worker killed mid-batch leaves its rows to the others; the unique keys of
// clock_alert, deadline_action and notification make every effect happen once.
//
//   planClocks        a new running clock → its dated alerts (rules/time/watch.ts planAlerts), and for a party's
//                     period a "your last day" message with an .ics
//   sweepAlerts       the alerts due on or before the Clock's today → reminders, lapses, escalations, proposals
//   announceDocuments a document issued (the order sheet's document-issued row, queued by a trigger in the same
//                     transaction) → a message with the signed PDF to each party reading that language
//   dispatchOnce      leased outbox messages → the transport, status recorded, failures retried with backoff
//                     (a notice's email to its addressee: marked sent with its attempt at service, service-by-email.ts)

import { createHash } from 'node:crypto';
import type { Clock } from '../../lib/clock.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import { pack } from '../../rules/packs.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import { isProvisionId } from '../../rules/provisions.ts';
import { CLOCKS, isClockId } from '../../rules/time/clocks.ts';
import type { LapseEffect } from '../../rules/time/watch.ts';
import { lapseEffects, lapseToldToActor, nearEffects, partyRolesFor, planAlerts } from '../../rules/time/watch.ts';
import { icsCalendar } from './ics.ts';
import type { PaperRole } from '../parties/ports.ts';
import { SERVED_ON } from '../parties/paper.ts';
import { markSentAndServe, noticeLink, openToken, servedNoticeFor } from './service-by-email.ts';
import type { Lang } from './messages.ts';
import {
  clockTitle,
  deadlineSetMessage,
  documentMessage,
  lapseMessage,
  nearMessage,
  reminderMessage,
} from './messages.ts';
import type {
  Attachment,
  DueAlert,
  MessageTransport,
  NewAction,
  NewNotification,
  NotificationRepo,
  OfficerRecipient,
  PartyRecipient,
  Recipient,
} from './ports.ts';

export interface WatchDeps {
  readonly repo: NotificationRepo;
  readonly clock: Clock;
  readonly publicUrl: string;
}

const caseLink = (deps: WatchDeps, streamId: string): string => `${deps.publicUrl}/my/cases/${streamId}`;
const clockBasis = (clock: string): readonly ProvisionId[] => (isClockId(clock) ? CLOCKS[clock].basis : []);

/**
 * The email (which is also the message in the account's in-app inbox: app/notifications/inbox.ts reads the email rows)
 * and an SMS (its subject and the link) where the account has a phone number, in one `enqueue`.
 */
function email(
  key: string,
  r: Recipient,
  streamId: string,
  m: { subject: string; body: string },
  attachments: readonly Attachment[],
  at: Date,
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
      body: link ? `${m.subject} ${link}` : m.subject,
      attachments: [],
    },
  ];
}

/** Plans the alerts of clocks written since the last run; returns how many clocks were planned. */
export async function planClocks(deps: WatchDeps, limit = 1000): Promise<number> {
  const today = deps.clock.today();
  const at = deps.clock.now();
  return deps.repo.transaction(async (tx) => {
    const clocks = await tx.unplannedClocks(limit);
    if (clocks.length === 0) return 0;
    const alerts = clocks.flatMap((c) =>
      planAlerts(c.clock, c.due, today, pack(c.jurisdiction)).alerts.map((a) => ({
        streamId: c.streamId,
        clock: c.clock,
        due: c.due,
        kind: a.kind,
        fireOn: a.fireOn,
      })),
    );
    await tx.insertAlerts(alerts);
    const partyClocks = clocks.filter((c) => c.duty === 'party' && c.due >= today);
    if (partyClocks.length > 0) {
      const parties = await tx.parties([...new Set(partyClocks.map((c) => c.streamId))]);
      const out: NewNotification[] = [];
      for (const c of partyClocks) {
        const roles = partyRolesFor(c.actor);
        for (const p of parties.filter((x) => x.streamId === c.streamId && roles.includes(x.role))) {
          const link = caseLink(deps, c.streamId);
          const msg = deadlineSetMessage({
            lang: p.lang,
            caseNumber: c.caseNumber,
            clock: c.clock,
            due: c.due,
            basis: clockBasis(c.clock),
            link,
          });
          const ics = icsCalendar({
            uid: `${c.streamId}.${c.clock}@ctp`,
            on: c.due,
            summary: msg.subject,
            description: msg.body,
            url: link,
            stamp: at,
          });
          out.push(
            ...email(
              `deadline:${c.streamId}:${c.clock}:${c.due}`,
              p,
              c.streamId,
              msg,
              [{ kind: 'ics', fileName: `${c.clock}-${c.due}.ics`, content: ics }],
              at,
            ),
          );
        }
      }
      await tx.enqueue(out);
    }
    await tx.markPlanned(clocks);
    return clocks.length;
  });
}

export interface SweepReport {
  readonly alerts: number;
  readonly reminders: number;
  readonly lapses: number;
  readonly proposals: number;
  readonly escalations: number;
  readonly cancelled: number;
  /** Rows queued: each recipient's email (shown in their in-app inbox too) and, with a phone number, an SMS. */
  readonly messages: number;
}

/** Who must act on a clock: its parties, or the officers of its office (the appellate authority for appeals). */
function actorsOf(a: DueAlert, parties: readonly PartyRecipient[], officers: readonly OfficerRecipient[]): Recipient[] {
  if (a.duty === 'party') {
    const roles = partyRolesFor(a.actor ?? '');
    return parties.filter((p) => p.streamId === a.streamId && roles.includes(p.role));
  }
  return a.actor === 'appellate-authority'
    ? officers.filter((o) => o.role === 'appellate-authority' && o.districtCode === a.districtCode)
    : officers.filter((o) => o.role === 'adjudicating-officer' && o.officeCode === a.officeCode);
}

function audienceOf(e: LapseEffect, a: DueAlert, officers: readonly OfficerRecipient[]): Recipient[] {
  if (e.audience === 'adjudicating-officer')
    return officers.filter((o) => o.role === 'adjudicating-officer' && o.officeCode === a.officeCode);
  // The appellate authority of the district is its District Magistrate (Form-III heading).
  return officers.filter((o) => o.role === 'appellate-authority' && o.districtCode === a.districtCode);
}

const dedupe = <T extends { accountId: string }>(rs: readonly T[]): T[] => [
  ...new Map(rs.map((r) => [r.accountId, r])).values(),
];

/** Acts on the alerts due at the Clock's today (batch by batch); returns what it did. */
export async function sweepAlerts(deps: WatchDeps, limit = 1000): Promise<SweepReport> {
  const today = deps.clock.today();
  const at = deps.clock.now();
  return deps.repo.transaction(async (tx) => {
    const due = await tx.claimDueAlerts(today, limit);
    const report = {
      alerts: due.length,
      reminders: 0,
      lapses: 0,
      proposals: 0,
      escalations: 0,
      cancelled: 0,
      messages: 0,
    };
    if (due.length === 0) return report;
    // An alert of a clock that no longer runs (the act was done, the period extended or stopped) is dropped.
    const running = due.filter((a) => a.actor !== null);
    report.cancelled = due.length - running.length;
    const partyStreams = [...new Set(running.filter((a) => a.duty === 'party').map((a) => a.streamId))];
    const parties = partyStreams.length > 0 ? await tx.parties(partyStreams) : [];
    const officers =
      running.length > 0
        ? await tx.officers(
            [...new Set(running.map((a) => a.officeCode))],
            [...new Set(running.map((a) => a.districtCode))],
          )
        : [];
    const out: NewNotification[] = [];
    const actions: NewAction[] = [];
    for (const a of running) {
      const link = caseLink(deps, a.streamId);
      const basis = clockBasis(a.clock);
      const key = `alert:${a.streamId}:${a.clock}:${a.due}:${a.kind}`;
      if (a.kind.startsWith('reminder-')) {
        // A reminder found after its due day (a worker was down) is not sent: the lapse says it instead.
        if (a.due < today) continue;
        for (const r of dedupe(actorsOf(a, parties, officers))) {
          out.push(
            ...email(
              key,
              r,
              a.streamId,
              reminderMessage({
                lang: r.lang,
                caseNumber: a.caseNumber,
                clock: a.clock,
                due: a.due,
                today,
                basis,
                link,
              }),
              [],
              at,
            ),
          );
        }
        report.reminders += 1;
      } else {
        const effects = a.kind === 'lapse' ? lapseEffects(a.clock) : nearEffects(a.clock);
        if (a.kind === 'lapse') {
          report.lapses += 1;
          actions.push({
            streamId: a.streamId,
            clock: a.clock,
            due: a.due,
            action: 'lapsed',
            kind: 'lapse',
            audience: a.actor ?? '',
            officeCode: a.officeCode,
            districtCode: a.districtCode,
            basis,
            raisedOn: today,
          });
          // The period of s.27C over is told to the officer (the proposal below); the payer was told of the order's time limit.
          const who = lapseToldToActor(a.clock) ? dedupe(actorsOf(a, parties, officers)) : [];
          for (const r of who)
            out.push(
              ...email(
                key,
                r,
                a.streamId,
                lapseMessage({ lang: r.lang, caseNumber: a.caseNumber, clock: a.clock, due: a.due, basis, link }),
                [],
                at,
              ),
            );
        }
        for (const e of effects) {
          actions.push({
            streamId: a.streamId,
            clock: a.clock,
            due: a.due,
            action: e.action,
            kind: e.kind,
            audience: e.audience,
            officeCode: a.officeCode,
            districtCode: a.districtCode,
            basis: e.basis,
            raisedOn: today,
          });
          if (e.kind === 'proposal') report.proposals += 1;
          else report.escalations += 1;
          for (const r of dedupe(audienceOf(e, a, officers))) {
            const input = {
              lang: r.lang as Lang,
              caseNumber: a.caseNumber,
              clock: a.clock,
              due: a.due,
              effect: e,
              basis: e.basis,
              link,
            };
            out.push(
              ...email(
                `${key}:${e.action}`,
                r,
                a.streamId,
                a.kind === 'lapse' ? lapseMessage(input) : nearMessage({ ...input, today }),
                [],
                at,
              ),
            );
          }
        }
      }
    }
    if (actions.length > 0) await tx.insertActions(actions);
    report.messages = out.length > 0 ? await tx.enqueue(out) : 0;
    return report;
  });
}

/** The time, place and video link of a hearing from the notice's event (Rule 4(6): time, place, link; Rule 7(10): venue or link). */
function hearingAtOf(
  p: Readonly<Record<string, unknown>>,
): { time?: string; place?: string; link?: string } | undefined {
  const str = (k: string): string | undefined =>
    typeof p[k] === 'string' && (p[k] as string).trim() !== '' ? (p[k] as string) : undefined;
  const electronic = p['mode'] === 'electronic';
  const venue = str('venueOrLink');
  const at = {
    ...(str('time') ? { time: str('time')! } : {}),
    ...((str('place') ?? (!electronic ? venue : undefined)) ? { place: (str('place') ?? venue)! } : {}),
    ...((str('link') ?? (electronic ? venue : undefined)) ? { link: (str('link') ?? venue)! } : {}),
  };
  return Object.keys(at).length > 0 ? at : undefined;
}

/** Announces issued documents to the parties reading their language; returns how many documents were announced. */
export async function announceDocuments(deps: WatchDeps, limit = 200): Promise<number> {
  const at = deps.clock.now();
  return deps.repo.transaction(async (tx) => {
    const events = await tx.claimIssuedEvents(limit);
    if (events.length === 0) return 0;
    const parties = await tx.parties([...new Set(events.map((e) => e.streamId))]);
    const paper = await tx.paperPhones([...new Set(events.map((e) => e.streamId))]);
    const out: NewNotification[] = [];
    for (const e of events) {
      const link = caseLink(deps, e.streamId);
      const hearingOn = typeof e.issuing['hearingOn'] === 'string' ? (e.issuing['hearingOn'] as LocalDate) : undefined;
      const depositDueOn =
        typeof e.issuing['depositDueOn'] === 'string' ? (e.issuing['depositDueOn'] as LocalDate) : undefined;
      const hearingAt = hearingAtOf(e.issuing);
      for (const p of dedupe(parties.filter((x) => x.streamId === e.streamId && x.lang === e.lang))) {
        const msg = documentMessage({
          lang: p.lang,
          caseNumber: e.caseNumber,
          template: e.template,
          issuedOn: e.onDate,
          ...(hearingOn ? { hearingOn, ...(hearingAt ? { hearingAt } : {}) } : {}),
          ...(depositDueOn ? { depositDueOn } : {}),
          link,
        });
        // A notice to be served on this party (Rule 4(5)(ii), Rule 7(9)(ii)): its email (only the email) carries a
        // per-message link, whose opening is the delivery evidence, and its sending records the attempt at service
        // (service-by-email.ts); the inbox shows that email, so opening the notice from the inbox counts as well. The SMS
        // keeps the case link.
        const serves = servedNoticeFor(
          e,
          parties.filter((x) => x.streamId === e.streamId && x.accountId === p.accountId).map((x) => x.role),
        );
        const token = serves ? openToken(`document:${e.documentId}:${p.accountId}`) : undefined;
        const mailBody = token
          ? documentMessage({
              lang: p.lang,
              caseNumber: e.caseNumber,
              template: e.template,
              issuedOn: e.onDate,
              ...(hearingOn ? { hearingOn, ...(hearingAt ? { hearingAt } : {}) } : {}),
              ...(depositDueOn ? { depositDueOn } : {}),
              link: noticeLink(deps.publicUrl, token),
            }).body
          : msg.body;
        // The notice goes with its enclosure: the copy of the complaint (Rule 4(3)(b)) or of the appeal (Rule 7(8)). If the
        // enclosure is not stored yet, the send waits for it (retried with backoff), never goes without it.
        const attachments: Attachment[] = [
          { kind: 'document', documentId: e.documentId },
          ...(e.encloses ? [{ kind: 'document' as const, documentId: e.encloses }] : []),
        ];
        if (hearingOn) {
          const summary = p.lang === 'hi' ? `मामला ${e.caseNumber}: सुनवाई` : `Case ${e.caseNumber}: hearing`;
          attachments.push({
            kind: 'ics',
            fileName: `hearing-${hearingOn}.ics`,
            content: icsCalendar({
              uid: `${e.streamId}.hearing.${e.seq}@ctp`,
              on: hearingOn,
              summary,
              description: msg.body,
              url: link,
              stamp: at,
            }),
          });
        }
        if (depositDueOn) {
          const summary =
            p.lang === 'hi'
              ? `मामला ${e.caseNumber}: ${clockTitle('deposit', 'hi')}`
              : `Case ${e.caseNumber}: ${clockTitle('deposit', 'en')}`;
          attachments.push({
            kind: 'ics',
            fileName: `deposit-${depositDueOn}.ics`,
            content: icsCalendar({
              uid: `${e.streamId}.deposit@ctp`,
              on: depositDueOn,
              summary,
              description: msg.body,
              url: link,
              stamp: at,
            }),
          });
        }
        const rows = email(`document:${e.documentId}`, p, e.streamId, msg, attachments, at);
        out.push(
          ...(serves && token
            ? rows.map((r) => (r.channel === 'email' ? { ...r, body: mailBody, serves, openToken: token } : r))
            : rows),
        );
      }
      // A party without an account who gave a phone number (issue 15): an SMS that a document to be served on them was
      // issued, with where to claim the case; the paper copy is served on them in one of the manners of Rule 4(5).
      for (const pp of paper.filter(
        (x) => x.streamId === e.streamId && x.lang === e.lang && SERVED_ON[x.role as PaperRole]?.includes(e.template),
      )) {
        const m = documentMessage({
          lang: pp.lang,
          caseNumber: e.caseNumber,
          template: e.template,
          issuedOn: e.onDate,
          ...(hearingOn ? { hearingOn, ...(hearingAt ? { hearingAt } : {}) } : {}),
          ...(depositDueOn ? { depositDueOn } : {}),
          link: `${deps.publicUrl}/claim`,
        });
        out.push({
          key: `document:${e.documentId}:paper:${pp.id}:sms`,
          streamId: e.streamId,
          accountId: null,
          channel: 'sms',
          address: pp.phone,
          lang: pp.lang,
          subject: m.subject,
          body: `${m.subject} ${deps.publicUrl}/claim`,
          attachments: [],
          at,
        });
      }
    }
    await tx.enqueue(out);
    await tx.finishIssuedEvents(events);
    return events.length;
  });
}

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

/** Basis ids stored as text, read back typed (for reports). */
export const asProvisions = (ids: readonly string[]): ProvisionId[] => ids.filter(isProvisionId);
