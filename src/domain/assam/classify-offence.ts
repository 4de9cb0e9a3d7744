// First or subsequent offence under s.26 (Assam): decided from the accused's prior convictions and the new offence date.

import type { LocalDate } from '../../lib/local-date.ts';
import { formatLegal } from '../../lib/local-date.ts';
import type { Ruling } from '../../rules/ruling.ts';
import { ruling } from '../../rules/ruling.ts';

export type OffenceClass = 'first' | 'subsequent';

/** A conviction on record. Only a s.26 (Assam) conviction of the same person, dated before the new offence, counts. */
export interface PriorConviction {
  readonly personId: string;
  readonly caseNumber: string;
  readonly convictionDate: LocalDate;
  /** 's26' for a conviction under s.26 (Assam); 'other' for any other offence. */
  readonly under: 's26' | 'other';
  /** A conviction set aside on appeal or revision is no conviction. */
  readonly setAside?: boolean;
}

/**
 * Subsequent iff the same person has a conviction under s.26 whose conviction date is before the date of the new
 * offence. Why the offence date and not the new conviction date: an offence is "subsequent" only if it was committed
 * after the offender had been convicted, i.e. after the law's first warning. A conviction on the very day of the new
 * offence does not count (no time of day is recorded, so we cannot say which came first; the accused gets the doubt).
 * Every conviction given is explained in `steps`, counted or not, and why.
 */
export function classifyOffence(
  priorConvictions: readonly PriorConviction[],
  offenceDate: LocalDate,
  personId: string,
): Ruling<OffenceClass> {
  const steps: string[] = [];
  let counted = 0;
  for (const c of priorConvictions) {
    const name = `conviction in case ${c.caseNumber} dated ${formatLegal(c.convictionDate)}`;
    if (c.personId !== personId) steps.push(`Not counted: ${name} is of another person (${c.personId}).`);
    else if (c.under !== 's26') steps.push(`Not counted: ${name} is not under section 26 (Assam).`);
    else if (c.setAside === true) steps.push(`Not counted: ${name} was set aside.`);
    else if (c.convictionDate === offenceDate)
      steps.push(
        `Not counted: ${name} is on the date of the new offence (${formatLegal(offenceDate)}), not before it.`,
      );
    else if (c.convictionDate > offenceDate)
      steps.push(`Not counted: ${name} is after the new offence (${formatLegal(offenceDate)}).`);
    else {
      counted++;
      steps.push(
        `Counted: ${name} is under section 26 (Assam), of the same person, before the new offence (${formatLegal(offenceDate)}).`,
      );
    }
  }
  if (priorConvictions.length === 0) steps.push('No prior conviction is on record.');
  const value: OffenceClass = counted > 0 ? 'subsequent' : 'first';
  steps.push(
    counted > 0
      ? `Subsequent offence: ${counted} prior conviction(s) counted.`
      : 'First offence: no prior conviction counted.',
  );
  return ruling(
    value,
    ['in-as.cta.s26', value === 'first' ? 'in-as.cta.s26.first' : 'in-as.cta.s26.subsequent'],
    steps,
  );
}
