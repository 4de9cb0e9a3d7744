// Announcing issued documents (issue 6): a document issued (the order sheet's document-issued row, queued by a trigger in
// the same transaction) → a message with the signed PDF to each party reading that language; a notice's email to its
// addressee serves it where the Rules allow (service-by-email.ts), and a hearing notice carries its .ics.

import type { LocalDate } from '../../../lib/local-date.ts';
import type { OfficeWords } from '../../../lib/office-address.ts';
import { officePlaceIn } from '../../../lib/office-address.ts';
import { icsCalendar } from './ics.ts';
import type { PaperRole } from '../../ports/parties.ts';
import { SERVED_ON } from '../../parties/paper.ts';
import { noticeLink, openToken, servedNoticeFor } from './service-by-email.ts';
import { clockTitle, documentMessage } from './messages.ts';
import type { SmsFacts } from './sms-text.ts';
import { documentSms } from './sms-text.ts';
import type { Attachment, IssuedEvent, NewNotification } from '../../ports/notifications.ts';
import type { WatchDeps } from './watch-common.ts';
import { caseLink, dedupe, email } from './watch-common.ts';

/** The time, place and video link of a hearing from the notice's event (Rule 4(6): time, place, link; Rule 7(10): venue or link). */
function hearingAtOf(
  p: Readonly<Record<string, unknown>>,
  lang: string,
  office: OfficeWords | undefined,
): { time?: string; place?: string; link?: string } | undefined {
  const str = (k: string): string | undefined =>
    typeof p[k] === 'string' && (p[k] as string).trim() !== '' ? (p[k] as string) : undefined;
  const electronic = p['mode'] === 'electronic';
  const venue = str('venueOrLink');
  const recorded = str('place') ?? (!electronic ? venue : undefined);
  // The office's own place (the form's default, in English) is named in the message's language, as entered with the
  // office; a place the officer wrote otherwise is given as written.
  const place =
    recorded !== undefined && office && lang !== 'en' && recorded.trim() === officePlaceIn(office, 'en')
      ? officePlaceIn(office, lang)
      : recorded;
  const at = {
    ...(str('time') ? { time: str('time')! } : {}),
    ...(place ? { place } : {}),
    ...((str('link') ?? (electronic ? venue : undefined)) ? { link: (str('link') ?? venue)! } : {}),
  };
  return Object.keys(at).length > 0 ? at : undefined;
}

/** The facts an SMS carries (issue 30), from the issuing event's payload: amounts, outcome, reply days. */
export function smsFactsOf(
  e: Pick<IssuedEvent, 'caseNumber' | 'template' | 'onDate' | 'issuing' | 'office'>,
  lang: 'en' | 'hi' | 'as' | 'bn',
): SmsFacts {
  const p = e.issuing;
  const num = (o: unknown, k: string): number =>
    o && typeof o === 'object' && typeof (o as Record<string, unknown>)[k] === 'number'
      ? ((o as Record<string, unknown>)[k] as number)
      : 0;
  const amountsOf = (o: unknown): SmsFacts['amounts'] =>
    o && typeof o === 'object'
      ? {
          penaltyPaise: num(o, 'penaltyPaise'),
          compensationPaise: num(o, 'compensationPaise'),
          expensesPaise: num(o, 'expensesPaise'),
          chargesPaise: num(o, 'chargesPaise'),
        }
      : undefined;
  const order = p['order'] as { kind?: unknown } | undefined;
  const terms = amountsOf(p['terms']) ?? amountsOf(order);
  const payBy = p['payBy'] as { due?: unknown } | undefined;
  const due =
    typeof p['depositDueOn'] === 'string'
      ? (p['depositDueOn'] as LocalDate)
      : typeof payBy?.due === 'string'
        ? (payBy.due as LocalDate)
        : undefined;
  const hearingOn = typeof p['hearingOn'] === 'string' ? (p['hearingOn'] as LocalDate) : undefined;
  const at = hearingAtOf(p, lang, e.office);
  const outcome = p['outcome'];
  return {
    lang,
    caseNumber: e.caseNumber,
    template: e.template,
    issuedOn: e.onDate,
    ...(hearingOn ? { hearingOn, ...(at ? { hearingAt: at } : {}), electronic: p['mode'] === 'electronic' } : {}),
    ...(terms ? { amounts: terms } : {}),
    ...(order?.kind === 'dismissal' ? { dismissed: true } : {}),
    ...(outcome === 'confirm' || outcome === 'vary' || outcome === 'set-aside' ? { outcome } : {}),
    ...(due ? { depositDueOn: due } : {}),
    ...(typeof p['replyDays'] === 'number' ? { replyDays: p['replyDays'] as number } : {}),
  };
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
      const hearingAt = hearingAtOf(e.issuing, e.lang, e.office);
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
          const summary =
            msg.subject.split(': ')[0] +
            (p.lang === 'hi' ? ': सुनवाई' : p.lang === 'as' || p.lang === 'bn' ? ': শুনানি' : ': hearing');
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
          const summary = `${msg.subject.split(': ')[0]}: ${clockTitle('deposit', p.lang)}`;
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
        const sms = documentSms(smsFactsOf(e, p.lang), link);
        const rows = email(`document:${e.documentId}`, p, e.streamId, msg, attachments, at, sms);
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
          body: documentSms(smsFactsOf(e, pp.lang), `${deps.publicUrl}/claim`),
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

/**
 * A party entered on paper whose phone number came after notices were issued (issue 30, point 6) gets the SMS of the
 * documents still pending for them: each document to be served on them in their language, except a hearing notice
 * whose date has passed. The keys are those announceDocuments gives, so no message goes twice. Returns how many
 * parties were caught up.
 */
export async function catchUpPaperPhones(deps: WatchDeps, limit = 200): Promise<number> {
  const at = deps.clock.now();
  const today = deps.clock.today();
  return deps.repo.transaction(async (tx) => {
    const due = await tx.claimPaperCatchUp(limit);
    if (due.length === 0) return 0;
    const out: NewNotification[] = [];
    for (const { party: pp, issued } of due) {
      for (const e of issued) {
        if (e.lang !== pp.lang || !SERVED_ON[pp.role as PaperRole]?.includes(e.template)) continue;
        const hearingOn =
          typeof e.issuing['hearingOn'] === 'string' ? (e.issuing['hearingOn'] as LocalDate) : undefined;
        if (e.template === 'hearing-notice' && hearingOn && hearingOn < today) continue;
        const m = documentMessage({
          lang: pp.lang,
          caseNumber: e.caseNumber,
          template: e.template,
          issuedOn: e.onDate,
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
          body: documentSms(smsFactsOf(e, pp.lang), `${deps.publicUrl}/claim`),
          attachments: [],
          at,
        });
      }
    }
    await tx.enqueue(out);
    await tx.markPaperCaughtUp(
      due.map((d) => d.party.id),
      at,
    );
    return due.length;
  });
}
