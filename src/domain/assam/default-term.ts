// The term of simple imprisonment in default of the fine for a subsequent offence under s.26 (Assam): a disputed reading,
// flagged and cited, never settled by the portal (I-271). Section 26 says "for the subsequent offences, fine ... or to
// simple imprisonment for a term which may extend to three months". One reading takes the three months as the term in
// default, parallel to the first offence's "in default of payment of fine, simple imprisonment ... one month". The other
// takes them as the alternative punishment, so that a term in default comes from the general law: IPC s.65 (before
// 1 July 2024) / BNS s.8 (from then) limit it to a quarter of the longest term fixed for the offence, here about 22 days.
// Whether that limit reaches an offence punishable with fine *or* imprisonment is itself argued. The court imposes the
// term; the portal records it as the judgment gives it (within three months, which no reading exceeds) and says which
// reading it is within.

import type { LocalDate } from '../../lib/local-date.ts';
import type { Pack } from '../../rules/packs.ts';
import { param } from '../../rules/packs.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import { isInForce } from '../../rules/provisions.ts';
import type { OffenceClass } from './classify-offence.ts';
import type { Sentence } from './commands.ts';
import { formatTerm, isWellFormedTerm, isZeroTerm, minDaysInMonths } from './imprisonment-term.ts';

export interface DefaultTermReading {
  readonly interpretation: 'I-271';
  /** Always true: the portal does not settle which reading is right. */
  readonly disputed: true;
  readonly basis: readonly ProvisionId[];
  /** The quarter of the longest term for the offence, in whole days that fit in any run of its months. */
  readonly quarterDays: number;
  /** Whether the term imposed is within that quarter (so within both readings). */
  readonly withinQuarter: boolean;
  /** The section's longest term for a subsequent offence, in months, on the day of the offence; absent on old records. */
  readonly maxMonths?: number;
  readonly explanation: string;
}

/** The general law on a term in default for an offence on this day: IPC s.65, or BNS s.8 from 1 July 2024. */
export function quarterRuleProvision(offenceDate: LocalDate): ProvisionId {
  return isInForce('in.bns2023.s8', offenceDate) ? 'in.bns2023.s8' : 'in.ipc1860.s65';
}

/** The reading flagged on a conviction for a subsequent offence with a term in default of the fine; else none. */
export function defaultTermReading(
  cls: OffenceClass,
  s: Sentence,
  pack: Pack,
  offenceDate: LocalDate,
): DefaultTermReading | undefined {
  const t = s.defaultImprisonment;
  if (cls !== 'subsequent' || t === undefined || !isWellFormedTerm(t) || isZeroTerm(t)) return undefined;
  const maxMonths = param(pack, 'as.s26.subsequent.imprisonment-max-months', offenceDate).value;
  const quarterDays = Math.floor(minDaysInMonths(maxMonths) / 4);
  const withinQuarter = t.months === 0 && t.days <= quarterDays;
  const general = quarterRuleProvision(offenceDate);
  const law = general === 'in.bns2023.s8' ? 'BNS s.8' : 'IPC s.65';
  const explanation =
    `A disputed reading, not settled by the portal: the term in default of the fine for a subsequent offence under section 26 (Assam) is ${formatTerm(t)} as the court imposed it. ` +
    `One reading takes the section's "${maxMonths} months" as the term in default; the other takes them as the alternative punishment, and ${law} then limits a term in default to a quarter of the longest term fixed for the offence (about ${quarterDays} days). ` +
    (withinQuarter
      ? 'The term is within a quarter, so within both readings.'
      : 'The term is longer than a quarter, so it stands only on the first reading.');
  return {
    interpretation: 'I-271',
    disputed: true,
    basis: ['in-as.cta.s26.subsequent', general],
    quarterDays,
    withinQuarter,
    maxMonths,
    explanation,
  };
}
