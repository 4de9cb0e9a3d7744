// BNSS s.514 (the bar on taking cognizance after the period of limitation), by the punishment the s.26 offence carries:
// six months where it is punishable with fine only (a first offence: the term in default of the fine is not a
// punishment for the offence), one year where imprisonment up to one year is possible (a subsequent offence: simple
// imprisonment up to three months). Shown on the record, never enforced: the court may condone delay (BNSS s.519).
// The period runs from the offence; the report's date stands for the complaint's (s.514 Explanation; act-notes §4).

import type { LocalDate } from '../../lib/local-date.ts';
import { addMonths, formatLegal } from '../../lib/local-date.ts';
import type { OffenceClass } from './classify-offence.ts';
import type { LimitationNote } from './events.ts';

/** The provision the note follows, cited by id on the note and on the event that carries it. */
export const LIMITATION_BASIS = ['in.bnss2023.s514'] as const;

export function limitationNote(offenceDate: LocalDate, reportOn: LocalDate, cls?: OffenceClass): LimitationNote {
  const sixMonthsEndOn = addMonths(offenceDate, 6).date;
  const oneYearEndOn = addMonths(offenceDate, 12).date;
  const six = reportOn <= sixMonthsEndOn;
  const one = reportOn <= oneYearEndOn;
  const within = (ok: boolean): string =>
    ok ? 'the report was made within it' : 'the report was made after it: the court may condone the delay (BNSS s.519)';
  const explanation =
    cls === undefined
      ? `BNSS s.514: six months from the offence (to ${formatLegal(sixMonthsEndOn)}) if the offence is punishable with fine only (a first offence), one year (to ${formatLegal(oneYearEndOn)}) if imprisonment up to three months is possible (a subsequent offence). Six months: ${within(six)}; one year: ${within(one)}.`
      : cls === 'first'
        ? `BNSS s.514: a first offence under section 26 (Assam) is punishable with fine only: six months from the offence, to ${formatLegal(sixMonthsEndOn)}; ${within(six)}.`
        : `BNSS s.514: a subsequent offence under section 26 (Assam) is punishable with simple imprisonment up to three months: one year from the offence, to ${formatLegal(oneYearEndOn)}; ${within(one)}.`;
  return {
    basis: LIMITATION_BASIS,
    sixMonthsEndOn,
    oneYearEndOn,
    reportWithinSixMonths: six,
    reportWithinOneYear: one,
    ...(cls === undefined ? {} : { applies: cls === 'first' ? ('six-months' as const) : ('one-year' as const) }),
    explanation,
  };
}
