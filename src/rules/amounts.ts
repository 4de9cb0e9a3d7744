// The amounts an order under Rule 4(12) may impose: the penalty ceiling of the amended Act, where a State has one.
//
// The seeds give no penalty amounts (docs/assumptions.md A-3). Where no ceiling is configured, the portal says so
// in plain words, in English and Hindi, and the adjudicating officer must confirm it before passing a penalty order;
// where a State configures a ceiling (a dated value with its provision), it is enforced and the refusal cites it.

import type { LocalDate } from '../lib/local-date.ts';
import type { Pack } from './packs.ts';
import { tryParam } from './packs.ts';
import type { ProvisionId } from './provisions.ts';
import { cite } from './provisions.ts';
import type { Decided } from './ruling.ts';
import { allow, deny, refuse } from './ruling.ts';

/** The words shown wherever a penalty is fixed without a configured ceiling (the order form, the API, the order). */
export const NO_CEILING_NOTICE = {
  code: 'ORDER.NO_CEILING_CONFIGURED',
  en: 'No ceiling is configured for this State: the amount is not checked against the Act.',
  hi: 'इस राज्य के लिए शास्ति की कोई अधिकतम सीमा निर्धारित नहीं है: राशि की जाँच अधिनियम से नहीं की जाती।',
} as const;

export interface PenaltyCeiling {
  /** The maximum in rupees, or null when none is configured. */
  readonly maxRupees: number | null;
  /** Where the configured value comes from (its source as recorded with the parameter). */
  readonly source?: string;
}

/** The penalty ceiling in force on the day of the order, with the provisions it rests on. */
export function penaltyCeiling(
  p: Pack,
  on: LocalDate,
): { readonly value: PenaltyCeiling; readonly basis: readonly ProvisionId[] } {
  const v = tryParam(p, 'penalty.max-rupees', on);
  if (!v || v.value === null) return { value: { maxRupees: null }, basis: ['in.ctr2026.r4.12'] };
  return {
    value: { maxRupees: v.value, source: v.source },
    basis: v.basis.length > 0 ? v.basis : ['in.ctr2026.r4.12'],
  };
}

/**
 * Checks a penalty (paise) against the ceiling. With a ceiling, a penalty above it is refused citing the ceiling's
 * provision. Without one, a penalty above zero needs the officer's confirmation that he read the notice; the
 * ruling's value then carries the notice to show.
 */
export function checkPenaltyAmount(
  p: Pack,
  on: LocalDate,
  penaltyPaise: number,
  noCeilingConfirmed: boolean | undefined,
): Decided<{ readonly ceiling: PenaltyCeiling; readonly notice?: typeof NO_CEILING_NOTICE }> {
  const c = penaltyCeiling(p, on);
  const max = c.value.maxRupees;
  if (max !== null) {
    if (penaltyPaise > max * 100) {
      return deny(
        refuse(
          'ORDER.PENALTY_EXCEEDS_MAXIMUM',
          `The penalty may not exceed Rs ${max.toLocaleString('en-IN')} under ${c.basis.map((b) => cite(b)).join(', ')}, the ceiling in force for this State on the day of the order; reduce it.`,
          c.basis,
          'amounts.penaltyPaise',
        ),
      );
    }
    return allow({ ceiling: c.value }, c.basis, [
      `Penalty checked against the ceiling of Rs ${max} in force on ${on}.`,
    ]);
  }
  if (penaltyPaise > 0 && noCeilingConfirmed !== true) {
    return deny(
      refuse(
        'ORDER.NO_CEILING_NOT_CONFIRMED',
        `${NO_CEILING_NOTICE.en} Confirm that you have read this and fixed the amount yourself, with reasons, before passing the order.`,
        c.basis,
        'noCeilingConfirmed',
      ),
    );
  }
  return allow(
    penaltyPaise > 0 ? { ceiling: c.value, notice: NO_CEILING_NOTICE } : { ceiling: c.value },
    c.basis,
    penaltyPaise > 0 ? [NO_CEILING_NOTICE.en] : [],
  );
}
