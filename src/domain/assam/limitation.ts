// The period of limitation for taking cognizance of a s.26 (Assam) offence, by the punishment it carries: six months
// where it is punishable with fine only (a first offence: the term in default of the fine is not a punishment for the
// offence), one year where imprisonment up to one year is possible (a subsequent offence: simple imprisonment, up to
// three months by the section's words). Which code: the one in force on the day of cognizance (I-272): the Code of
// Criminal Procedure, 1973 (s.468) for cognizance before 1 July 2024, the Bharatiya Nagarik Suraksha Sanhita (s.514)
// from that day. When the period starts (CrPC s.469, BNSS s.515): the portal counts from the date of the offence, a
// reading we have not verified against the text (I-273). Shown on the record, never enforced: the court may condone
// delay (CrPC s.473, BNSS s.519) and decides limitation itself. The report's date stands for the complaint's (s.514
// Explanation; act-notes §4).

import type { LocalDate } from '../../lib/local-date.ts';
import { addMonths, formatLegal } from '../../lib/local-date.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import { isInForce } from '../../rules/provisions.ts';
import type { OffenceClass } from './classify-offence.ts';
import type { LimitationNote } from './events.ts';

interface Code {
  readonly bar: ProvisionId;
  readonly start: ProvisionId;
  readonly name: string;
  readonly condone: string;
}

const CRPC: Code = {
  bar: 'in.crpc1973.s468',
  start: 'in.crpc1973.s469',
  name: 'CrPC s.468',
  condone: 'CrPC s.473',
};
const BNSS: Code = { bar: 'in.bnss2023.s514', start: 'in.bnss2023.s515', name: 'BNSS s.514', condone: 'BNSS s.519' };

/** The code whose bar on cognizance governs: the one in force on the day the court takes cognizance (I-272). */
export function limitationCode(cognizanceOn: LocalDate): Code {
  return isInForce('in.bnss2023.s514', cognizanceOn) ? BNSS : CRPC;
}

/** The provisions the note follows, cited by id on the note and on the event that carries it. */
export function limitationBasis(cognizanceOn: LocalDate): ProvisionId[] {
  const c = limitationCode(cognizanceOn);
  return [c.bar, c.start];
}

export interface LimitationFacts {
  readonly offenceDate: LocalDate;
  readonly reportOn: LocalDate;
  /** The day the court took cognizance: it chooses the code. */
  readonly cognizanceOn: LocalDate;
  readonly cls?: OffenceClass;
}

export function limitationNote({ offenceDate, reportOn, cognizanceOn, cls }: LimitationFacts): LimitationNote {
  const code = limitationCode(cognizanceOn);
  const startName = code === BNSS ? 'BNSS s.515' : 'CrPC s.469';
  const sixMonthsEndOn = addMonths(offenceDate, 6).date;
  const oneYearEndOn = addMonths(offenceDate, 12).date;
  const six = reportOn <= sixMonthsEndOn;
  const one = reportOn <= oneYearEndOn;
  const within = (ok: boolean): string =>
    ok
      ? 'the report was made within it'
      : `the report was made after it: the court may condone the delay (${code.condone})`;
  const start = `The period is counted from the date of the offence (${startName}, the portal's reading, not verified against the text: it may start later where the offence or the offender was not known; the court decides).`;
  const head = `${code.name} (cognizance on ${formatLegal(cognizanceOn)})`;
  const body =
    cls === undefined
      ? `${head}: six months from the offence (to ${formatLegal(sixMonthsEndOn)}) if the offence is punishable with fine only (a first offence), one year (to ${formatLegal(oneYearEndOn)}) if imprisonment is possible (a subsequent offence). Six months: ${within(six)}; one year: ${within(one)}.`
      : cls === 'first'
        ? `${head}: a first offence under section 26 (Assam) is punishable with fine only: six months from the offence, to ${formatLegal(sixMonthsEndOn)}; ${within(six)}.`
        : `${head}: a subsequent offence under section 26 (Assam) is punishable with simple imprisonment as an alternative to the fine: one year from the offence, to ${formatLegal(oneYearEndOn)}; ${within(one)}.`;
  return {
    basis: [code.bar, code.start],
    sixMonthsEndOn,
    oneYearEndOn,
    reportWithinSixMonths: six,
    reportWithinOneYear: one,
    ...(cls === undefined ? {} : { applies: cls === 'first' ? ('six-months' as const) : ('one-year' as const) }),
    commencement: { provision: code.start, interpretation: 'I-273', verified: false, from: offenceDate },
    cognizanceOn,
    explanation: `${body} ${start}`,
  };
}
