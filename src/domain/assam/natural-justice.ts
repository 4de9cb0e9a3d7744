// The accused's opportunity on the Assam s.26 track, through the one gate every adverse decision passes
// (domain/service/opportunity.ts): the court's summons served on the accused at least the minimum interval before the
// day it fixes (shorter only with the court's recorded reasons), no request undecided, and the accused appeared or
// was lawfully absent (the court dispensed with personal attendance by an order attached to the case). The office
// records a conviction, an order of compensation, a forfeiture or an auction only when this holds (I-275).

import type { LocalDate } from '../../lib/local-date.ts';
import { formatLegal } from '../../lib/local-date.ts';
import type { Pack } from '../../rules/packs.ts';
import { tryParam } from '../../rules/packs.ts';
import type { ResolvedParam } from '../../rules/parameters.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { Refusal } from '../../rules/ruling.ts';
import type { PartyRecord } from '../service/opportunity.ts';
import { intervalDays, opportunityGate } from '../service/opportunity.ts';
import type { AssamCase } from './state.ts';

const RULE: readonly ProvisionId[] = ['in-as.cta.s26'];

/** The accused's record of opportunity, derived from the case: the summonses served and the sittings on them. */
export function accusedRecord(s: AssamCase): PartyRecord {
  return {
    role: 'accused',
    name: s.report?.accused.name ?? '',
    notices: (s.summonses ?? []).map((x) => ({
      id: x.id,
      what: "court's summons",
      issuedOn: x.servedOn,
      fixedFor: x.appearOn,
      servedOn: x.servedOn,
      intervalDays: intervalDays(x.servedOn, x.appearOn),
      ...(x.shortNoticeReasons ? { shortNoticeReasons: x.shortNoticeReasons } : {}),
      rule: RULE,
    })),
    sittings: (s.appearances ?? []).map((a) => ({
      on: a.on,
      noticeId: a.summonsId,
      attended: a.attendance !== 'absent',
    })),
    // Issue 27: the accused's applications to adjourn (pending, granted or refused) and the court's own adjournments.
    adjournments: (s.adjournments ?? []).map((a) => ({
      on: a.on,
      soughtBy: a.soughtBy,
      reasons: a.reasons,
      from: a.from,
      outcome: a.outcome,
      ...(a.decidedOn !== undefined ? { decidedOn: a.decidedOn } : {}),
      ...(a.decisionReasons !== undefined ? { decisionReasons: a.decisionReasons } : {}),
      ...(a.to !== undefined ? { to: a.to } : {}),
      rule: RULE,
    })),
    requests: [],
    waivers: [],
    material: s.report ? [s.report.offence.statement] : [],
  };
}

/**
 * The minimum interval in force on the day (the portal's configured default, A-100); before any value is in force
 * (decisions before 2 July 2026) no minimum beyond service before the day fixed.
 */
export function assamMinimumInterval(pack: Pack, on: LocalDate): ResolvedParam<number> {
  return (
    tryParam(pack, 'notice.min-interval-days', on) ?? {
      id: 'notice.min-interval-days',
      pack: pack.id,
      from: on,
      value: 0,
      status: 'configured',
      basis: RULE,
      source: 'No minimum interval in force on the day: service before the day fixed only.',
    }
  );
}

/** The gate for an adverse decision on the Assam track: a refusal naming the accused and the missing step, or nothing. */
export function checkAccusedHeard(s: AssamCase, on: LocalDate, what: string, pack: Pack): Refusal | undefined {
  const record = accusedRecord(s);
  const last = record.notices.at(-1);
  const gate = opportunityGate.check(
    { what, on, rule: RULE },
    [{ record, ...(last ? { noticeId: last.id } : {}), waiverCounts: false }],
    assamMinimumInterval(pack, on),
  );
  if (gate) return gate;
  if (!record.sittings.some((x) => x.attended && x.on <= on)) {
    const absent = record.sittings.at(-1);
    return {
      code: 'OPPORTUNITY.NOT_HEARD',
      message: `The accused (${record.name}) was recorded absent${absent ? ` on ${formatLegal(absent.on)}` : ''} and has not appeared; record the accused's appearance, or the court's order dispensing with personal attendance, before you ${what}.`,
      basis: [...RULE],
    };
  }
  return undefined;
}

/**
 * An independent statement of the same condition, for the invariants and the property test: by the day `by`, a
 * summons was served on the accused for a day on or before a sitting at which the accused appeared or was excused by
 * the court's order attached to the case. (Attendance answers a short interval, as in the one gate: the interval matters
 * only for a party who stays away, and on this track an absent accused is never enough.)
 */
export function accusedHeardBy(s: AssamCase, by: LocalDate): boolean {
  const dueSummons = (s.summonses ?? []).filter((x) => x.servedOn <= by && x.servedOn <= x.appearOn);
  return (s.appearances ?? []).some(
    (a) =>
      a.on <= by &&
      (a.attendance === 'appeared' || (a.attendance === 'attendance-dispensed' && a.orderDocumentId !== undefined)) &&
      dueSummons.some((x) => x.id === a.summonsId && a.on >= x.appearOn),
  );
}
