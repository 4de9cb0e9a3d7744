// Dated parameters: every period and amount the portal applies, each with its citation and status.
//
// `enacted` values are read from the seeds (the Rules 2026 and the Assam Act). `configured` values are ones the seeds
// do not give (the s.27B appeal period, the s.27C payment period, penalty amounts under the amended Act): they are set
// here with their date and source, shown as "configured" wherever they are used, and listed in docs/assumptions.md.
// A change of law adds a dated value; old values stay, so a case is decided by the value in force on its legally
// relevant date.

import type { LocalDate } from '../lib/local-date.ts';
import type { ProvisionId } from './provisions.ts';

export type ParamStatus = 'enacted' | 'configured';

export interface ParamValue<T> {
  readonly from: LocalDate;
  /** Last day this value applies; open-ended when absent. */
  readonly to?: LocalDate;
  readonly value: T;
  readonly status: ParamStatus;
  readonly basis: readonly ProvisionId[];
  /** Where the value comes from: the gazette for enacted values, the decision for configured ones. */
  readonly source: string;
  readonly note?: string;
  /**
   * Issue 27: the State's notification of a configured value (entered by a State administrator). A configured value
   * without one is the portal's configured default: shown as such, and it never limits an officer by itself.
   */
  readonly notification?: StateNotification;
}

/** A State's notification of a value: its number, its date, and the day the value takes effect is the value's `from`. */
export interface StateNotification {
  readonly number: string;
  readonly date: LocalDate;
}

/** True when the value is the portal's own default: configured, and no State has notified it. */
export const isPortalDefault = (v: Pick<ParamValue<unknown>, 'status' | 'notification'>): boolean =>
  v.status === 'configured' && v.notification === undefined;

/** Amounts are in whole rupees where the law states rupees; the ledger converts to paise. */
export interface RupeeRange {
  readonly min: number;
  readonly max: number;
}

export interface ParamTypes {
  'notice.issue-days': number;
  'reply.max-days': number;
  'reply.extension-max-days': number;
  'disposal.months': number;
  'disposal.extension-max-days': number;
  'appeal.rectify-days': number;
  'appeal.refusal-communication-days': number;
  'appeal.respondent-reply-max-days': number;
  'appeal.period-days': number;
  'deposit.period-days': number;
  /** Maximum penalty per order under the amended Act, in rupees; null where the seeds give no figure. */
  'penalty.max-rupees': number | null;
  'as.s26.first.fine-rupees': RupeeRange;
  'as.s26.first.default-imprisonment-max-months': number;
  'as.s26.subsequent.fine-rupees': RupeeRange;
  'as.s26.subsequent.imprisonment-max-months': number;
  /** Open statistics (issue 8): the smallest group of cases a published figure may describe. Not a value of the law. */
  'stats.min-group': number;
  /** Days before a statutory due date on which the person who must act is reminded (0 = on the day); not law. */
  'deadline.reminder-lead-days': readonly number[];
  /** Days before the end of the disposal period (Rules 5, 6) on which the supervising authority is told; not law. */
  'deadline.disposal-escalation-lead-days': number;
  /** The day the amended Act's penalty provisions commenced: no penalty for a contravention before it (issue 13). */
  'penalty.regime-from': LocalDate;
  /** Issue 27: the fewest whole days between service of a notice and the date it fixes; the portal's default, not law. */
  'notice.min-interval-days': number;
}

export type ParamId = keyof ParamTypes;

export type ParamTable = { readonly [K in ParamId]?: readonly ParamValue<ParamTypes[K]>[] };

export interface ResolvedParam<T> extends ParamValue<T> {
  readonly id: ParamId;
  readonly pack: string;
}

export interface ParamDefinition {
  readonly id: ParamId;
  readonly title: string;
  readonly unit: 'days' | 'months' | 'rupees' | 'cases' | 'date';
}

export const PARAM_DEFINITIONS: Readonly<Record<ParamId, ParamDefinition>> = {
  'notice.issue-days': {
    id: 'notice.issue-days',
    title: 'Days from receipt of the complaint to issue the show-cause notice',
    unit: 'days',
  },
  'reply.max-days': {
    id: 'reply.max-days',
    title: 'Maximum days from service for the reply to the show-cause notice',
    unit: 'days',
  },
  'reply.extension-max-days': {
    id: 'reply.extension-max-days',
    title: 'Maximum further days by which the reply period may be extended',
    unit: 'days',
  },
  'disposal.months': {
    id: 'disposal.months',
    title: 'Months from receipt of the complaint to complete the proceedings',
    unit: 'months',
  },
  'disposal.extension-max-days': {
    id: 'disposal.extension-max-days',
    title: 'Maximum days by which the disposal period may be extended',
    unit: 'days',
  },
  'appeal.rectify-days': {
    id: 'appeal.rectify-days',
    title: 'Days from intimation of a defect to rectify it',
    unit: 'days',
  },
  'appeal.refusal-communication-days': {
    id: 'appeal.refusal-communication-days',
    title: 'Days from the last day for rectification to communicate a refusal',
    unit: 'days',
  },
  'appeal.respondent-reply-max-days': {
    id: 'appeal.respondent-reply-max-days',
    title: "Maximum days for the respondent's reply to an admitted appeal",
    unit: 'days',
  },
  'appeal.period-days': {
    id: 'appeal.period-days',
    title: 'Days from the order of the adjudicating officer within which an appeal lies (s.27B)',
    unit: 'days',
  },
  'deposit.period-days': {
    id: 'deposit.period-days',
    title: 'Days from the order within which the penalty is to be paid (s.27C)',
    unit: 'days',
  },
  'penalty.max-rupees': {
    id: 'penalty.max-rupees',
    title: 'Maximum penalty under the amended Act (rupees)',
    unit: 'rupees',
  },
  'as.s26.first.fine-rupees': {
    id: 'as.s26.first.fine-rupees',
    title: 'Fine for a first offence under s.26 (Assam)',
    unit: 'rupees',
  },
  'as.s26.first.default-imprisonment-max-months': {
    id: 'as.s26.first.default-imprisonment-max-months',
    title: 'Simple imprisonment in default of the fine, first offence, at most',
    unit: 'months',
  },
  'as.s26.subsequent.fine-rupees': {
    id: 'as.s26.subsequent.fine-rupees',
    title: 'Fine for a subsequent offence under s.26 (Assam)',
    unit: 'rupees',
  },
  'as.s26.subsequent.imprisonment-max-months': {
    id: 'as.s26.subsequent.imprisonment-max-months',
    title: 'Simple imprisonment for a subsequent offence, at most (alternative to the fine)',
    unit: 'months',
  },
  'stats.min-group': {
    id: 'stats.min-group',
    title: 'Smallest number of cases a published statistic may describe (open data suppression)',
    unit: 'cases',
  },
  'deadline.reminder-lead-days': {
    id: 'deadline.reminder-lead-days',
    title: 'Days before a statutory due date on which reminders are sent (not law)',
    unit: 'days',
  },
  'deadline.disposal-escalation-lead-days': {
    id: 'deadline.disposal-escalation-lead-days',
    title: 'Days before the end of the disposal period on which the District Magistrate is told (not law)',
    unit: 'days',
  },
  'penalty.regime-from': {
    id: 'penalty.regime-from',
    title: "Commencement of the amended Act's penalty provisions (no penalty for a contravention before it)",
    unit: 'date',
  },
  'notice.min-interval-days': {
    id: 'notice.min-interval-days',
    title: 'Fewest days between service of a notice and the date it fixes (shorter only with recorded reasons)',
    unit: 'days',
  },
};

/**
 * Picks the value in force on `on` from one dated list; undefined when none is. Of two values from the same day the
 * later in the list wins: a State's notified value (appended over the pack) replaces the portal's default of that day.
 */
export function valueOn<T>(values: readonly ParamValue<T>[] | undefined, on: LocalDate): ParamValue<T> | undefined {
  if (!values) return undefined;
  let best: ParamValue<T> | undefined;
  for (const v of values) {
    if (v.from <= on && (v.to === undefined || on <= v.to) && (best === undefined || v.from >= best.from)) best = v;
  }
  return best;
}
