// What must hold of every Assam s.26 case, whatever the order of proceedings; returns every violation found.

import type { Pack } from '../../rules/packs.ts';
import { isInForce } from '../../rules/provisions.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import { accusedHeardBy } from './natural-justice.ts';
import { checkReport } from './report.ts';
import { checkSentence } from './sentence.ts';
import type { AssamCase } from './state.ts';

const STAGE_RANK = { none: 0, reported: 1, forwarded: 2, cognizance: 3, acquitted: 4, convicted: 4 } as const;

export function assamInvariants(s: AssamCase, pack: Pack): string[] {
  const v: string[] = [];
  const rank = STAGE_RANK[s.stage];
  const dates = [s.report?.on, s.forwarded?.on, s.cognizance?.on, s.outcome?.on].filter((d) => d !== undefined);
  if (dates.some((d, i) => i > 0 && d < dates[i - 1]!)) v.push('proceedings are dated out of order');
  if (s.lastOn !== undefined && dates.some((d) => d > s.lastOn!)) v.push('lastOn is before a recorded proceeding');
  if (rank === 0 && (s.report || s.cognizance || s.outcome || s.compensation))
    v.push('a case with no report has proceedings');
  if (rank >= 1) {
    if (!s.report) v.push('stage beyond "none" without a written report (s.26A)');
    else {
      if (!isInForce('in-as.cta.s26', s.report.offence.date)) v.push('offence before commencement (s.1)');
      if (s.report.offence.date > s.report.on) v.push('report dated before the offence');
      if (!checkReport(s.report.reporter, s.report.accused, s.report.offence).ok)
        v.push('written report fails s.26/s.26A');
    }
  }
  if (s.stage === 'forwarded' && !s.forwarded) v.push('forwarded stage without a forwarding');
  if (rank >= 3 && !s.cognizance) v.push('trial stage without cognizance (s.26A)');
  if (s.cognizance && !s.report) v.push('cognizance without a written report (s.26A)');
  if (s.outcome && !s.cognizance) v.push('outcome without cognizance');
  if ((s.stage === 'acquitted') !== (s.outcome?.result === 'acquittal'))
    v.push('stage and outcome disagree (acquittal)');
  if ((s.stage === 'convicted') !== (s.outcome?.result === 'conviction'))
    v.push('stage and outcome disagree (conviction)');
  if (s.outcome?.result === 'conviction' && s.report) {
    const c = s.outcome.classification;
    if (!checkSentence(c.value, s.outcome.sentence, pack, s.report.offence.date).ok)
      v.push('sentence not allowed by s.26 for the classification');
  }
  // Natural justice for the accused (I-275): every adverse record rests on a summons served in time and an appearance
  // (or attendance dispensed with by the court's order) on or before it.
  const adverse: [string, LocalDate | undefined][] = [
    ['conviction', s.outcome?.result === 'conviction' ? s.outcome.on : undefined],
    ['order of compensation', s.compensation?.orderedOn],
    ['forfeiture', s.compensation?.forfeited?.on],
    ['auction', s.compensation?.auction?.on],
  ];
  for (const [what, on] of adverse) {
    if (on === undefined) continue;
    if (!accusedHeardBy(s, on)) v.push(`${what} recorded without the accused summoned in time and heard`);
  }
  const k = s.compensation;
  if (k) {
    if (s.outcome?.result !== 'conviction') v.push('compensation without a conviction');
    else if (k.orderedOn !== s.outcome.on) v.push('compensation not ordered while convicting');
    if (!Number.isSafeInteger(k.amountRupees) || k.amountRupees <= 0)
      v.push('compensation amount not a positive whole number of rupees');
    if ((k.status === 'paid') !== (k.paidOn !== undefined)) v.push('paid status and payment date disagree');
    if (k.paidOn !== undefined && (k.defaultedOn !== undefined || k.forfeited || k.auction))
      v.push('compensation both paid and in default');
    if ((k.status === 'defaulted' || k.status === 'auctioned') !== (k.defaultedOn !== undefined))
      v.push('defaulted status and default date disagree');
    if (k.forfeited && k.defaultedOn === undefined) v.push('forfeiture without default');
    // Section 26 (Assam), I-274: forfeiture only on the magistrate's order, never because the day to pay passed.
    if (k.forfeited && !k.forfeited.order) v.push("forfeiture without the magistrate's order");
    if (k.forfeited?.order && (k.forfeited.order.date < k.orderedOn || k.forfeited.order.date > k.forfeited.on))
      v.push("the magistrate's order of forfeiture is dated outside the compensation's course");
    if (k.auction && !k.forfeited) v.push('auction without forfeiture');
    if (k.defaultedOn !== undefined && k.defaultedOn <= k.payBy)
      v.push('default recorded before the time to pay ran out');
    if ((k.status === 'auctioned') !== (k.auction !== undefined))
      v.push('auctioned status and auction record disagree');
    if (k.auction) {
      const a = k.auction;
      if (a.paidToAggrievedRupees !== Math.min(a.saleProceedsRupees, k.amountRupees))
        v.push('auction did not pay the aggrieved the lesser of proceeds and compensation');
      if (
        a.shortfallRupees + a.paidToAggrievedRupees !== k.amountRupees ||
        a.surplusRupees + a.paidToAggrievedRupees !== a.saleProceedsRupees
      )
        v.push('auction accounts do not balance');
    }
  }
  return v;
}
