// The amounts an order under Rule 4(12) may impose: the penalty ceiling of the amended Act, where a State has one.
//
// The seeds give no penalty amounts (docs/assumptions.md A-3). Where no ceiling is configured, the portal says so
// in plain words, in English and Hindi, and the adjudicating officer must confirm it before passing a penalty order;
// where a State configures a ceiling (a dated value with its provision), it is enforced and the refusal cites it.

import type { LocalDate } from '../lib/local-date.ts';
import { formatLegal } from '../lib/local-date.ts';
import type { Pack } from './packs.ts';
import type { ParamStatus } from './parameters.ts';
import { tryParam } from './packs.ts';
import type { ProvisionId } from './provisions.ts';
import { cite } from './provisions.ts';
import type { Decided } from './ruling.ts';
import { allow, deny, refuse } from './ruling.ts';

/**
 * The words shown wherever a penalty is fixed without a notified ceiling (the order form, the API). They tell the
 * officer what he must do, and never say the amount goes "unchecked": a signed order carries the officer's own
 * statement of the range applied instead (documents/templates).
 */
export const NO_CEILING_NOTICE = {
  code: 'ORDER.NO_CEILING_CONFIGURED',
  en: 'No ceiling of the penalty is notified for this State for the day of the contravention: fix the amount yourself and record the reasons for it.',
  hi: 'उल्लंघन के दिन के लिए इस राज्य में शास्ति की कोई अधिकतम सीमा अधिसूचित नहीं है: राशि स्वयं नियत करें और उसके कारण अभिलिखित करें।',
} as const;

export interface PenaltyCeiling {
  /** The maximum in rupees, or null when none is configured. */
  readonly maxRupees: number | null;
  /** Where the configured value comes from (its source as recorded with the parameter). */
  readonly source?: string;
  /** The day the value applied came into force, and whether it is enacted, notified by the State or a default. */
  readonly from?: LocalDate;
  readonly status?: ParamStatus;
}

/**
 * The penalty ceiling in force on `on`, with the provisions it rests on. Callers pass the day of the contravention:
 * no penalty greater than the one in force when the act was done (Article 20(1) of the Constitution).
 */
export function penaltyCeiling(
  p: Pack,
  on: LocalDate,
): { readonly value: PenaltyCeiling; readonly basis: readonly ProvisionId[] } {
  const v = tryParam(p, 'penalty.max-rupees', on);
  if (!v || v.value === null) return { value: { maxRupees: null }, basis: ['in.ctr2026.r4.12'] };
  return {
    value: { maxRupees: v.value, source: v.source, from: v.from, status: v.status },
    basis: v.basis.length > 0 ? v.basis : ['in.ctr2026.r4.12'],
  };
}

/**
 * Checks a penalty (paise) against the ceiling in force on `contraventionOn`, the day of the act (Article 20(1)). With a ceiling, a penalty above it is refused citing the ceiling's
 * provision. Without one, a penalty above zero needs the officer's confirmation that he read the notice; the
 * ruling's value then carries the notice to show.
 */
export function checkPenaltyAmount(
  p: Pack,
  contraventionOn: LocalDate,
  penaltyPaise: number,
  noCeilingConfirmed: boolean | undefined,
): Decided<{ readonly ceiling: PenaltyCeiling; readonly notice?: typeof NO_CEILING_NOTICE }> {
  const on = contraventionOn;
  const c = penaltyCeiling(p, on);
  const max = c.value.maxRupees;
  if (max !== null) {
    if (penaltyPaise > max * 100) {
      return deny(
        refuse(
          'ORDER.PENALTY_EXCEEDS_MAXIMUM',
          `The penalty may not exceed Rs ${max.toLocaleString('en-IN')} under ${c.basis.map((b) => cite(b)).join(', ')}, the ceiling in force for this State on ${formatLegal(on)}, the day of the contravention (no penalty greater than the one in force when the act was done: Article 20(1) of the Constitution); reduce it.`,
          c.basis,
          'amounts.penaltyPaise',
        ),
      );
    }
    return allow({ ceiling: c.value }, c.basis, [
      `Penalty checked against the ceiling of Rs ${max} in force on ${on}, the day of the contravention.`,
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

/**
 * Sections 20 to 22: a complaint of illegal seizure or detention gives compensation, the refund of fines and charges,
 * expenses and charges, never a penalty (no fine may be imposed under ss.20-22). True when the provision charged names
 * sections and every one of them is 20, 21 or 22.
 */
export function chargesOnlySeizure(provisionCharged: string): boolean {
  const named = [
    ...provisionCharged.matchAll(
      /(?:\bsections?|\bsecs?\.?|\bss?\.|धारा(?:ओं)?)\s*(\d+[A-Za-z]?)((?:\s*(?:,|and|to|-|–|और|से)\s*\d+[A-Za-z]?)*)/giu,
    ),
  ]
    .flatMap((m) => [m[1]!, ...(m[2] ?? '').split(/[^\dA-Za-z]+|and|to|और|से/u).filter((x) => /^\d/.test(x))])
    .map((x) => x.toUpperCase());
  return named.length > 0 && named.every((x) => x === '20' || x === '21' || x === '22');
}

/** Refuses a penalty on a complaint that charges only sections 20 to 22. */
export function checkPenaltyAvailable(provisionCharged: string, penaltyPaise: number): Decided<true> {
  if (penaltyPaise > 0 && chargesOnlySeizure(provisionCharged)) {
    return deny(
      refuse(
        'ORDER.PENALTY_NOT_AVAILABLE',
        `The contravention charged is "${provisionCharged.trim()}": on a complaint of illegal seizure or detention of cattle, sections 20 to 22 of the Act give compensation, the refund of fines and charges, expenses and charges, not a penalty. Set the penalty to nil and award what those sections allow, or, if the hearing found another section contravened, state that section.`,
        ['in.cta1871.s20', 'in.ctr2026.r4.12'],
        'amounts.penaltyPaise',
      ),
    );
  }
  return allow(true as const, ['in.ctr2026.r4.12'], []);
}
