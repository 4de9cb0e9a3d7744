// The deadline watcher's use cases (issue 6). Each runs in one transaction over rows claimed FOR UPDATE SKIP LOCKED,
// so several workers share the work and a worker killed mid-batch leaves its rows to the others; the unique keys of
// clock_alert, deadline_action and notification make every effect happen once.
//
//   planClocks        a new running clock → its dated alerts (rules/time/watch.ts planAlerts), and for a party's
//                     period a "your last day" message with an .ics
//   sweepAlerts       the alerts due on or before the Clock's today → reminders, lapses, escalations, proposals
//   announceDocuments (announce.ts) a document issued (the order sheet's document-issued row, queued by a trigger in the same
//                     transaction) → a message with the signed PDF to each party reading that language
//   (what they share, the ports and the rows of one message, is in watch-common.ts)
//   dispatchOnce      (dispatch.ts) leased outbox messages → the transport, status recorded, failures retried with backoff
//                     (a notice's email to its addressee: marked sent with its attempt at service, service-by-email.ts)

import { pack } from '../../../rules/packs.ts';
import type { LapseEffect } from '../../../rules/time/watch.ts';
import { lapseEffects, lapseToldToActor, nearEffects, partyRolesFor, planAlerts } from '../../../rules/time/watch.ts';
import { icsCalendar } from './ics.ts';
import type { Lang } from './messages.ts';
import { deadlineSetMessage, lapseMessage, nearMessage, reminderMessage } from './messages.ts';
import type {
  DueAlert,
  NewAction,
  NewNotification,
  OfficerRecipient,
  PartyRecipient,
  Recipient,
} from '../../ports/notifications.ts';
import type { WatchDeps } from './watch-common.ts';
import { caseLink, clockBasis, dedupe, email } from './watch-common.ts';

export type { WatchDeps } from './watch-common.ts';
export { announceDocuments, catchUpPaperPhones } from './announce.ts';
export type { DispatchOutcome } from './dispatch.ts';
export { dispatchOnce } from './dispatch.ts';

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
