// The money figures of the dashboards (issue 8), counted from the journal lines of each money event (the penalty
// ledger, src/domain/money), at the office of the case and on the date of the entry. Pure: src/db/money.repo.ts calls
// it in the transaction that appends the event, so the counters change with the book and never disagree with it.
//
//  penalty_demanded     net change of the penalty demanded: lines on `receivable:penalty:<case>` of entries raising or
//                       adjusting a demand (an order under Rule 4(12), an appellate order under Rule 7(11), a reversal
//                       of a demand entry); with penalty_demand_entries, the number of such entries
//  penalty_deposited    penalties deposited (Rule 4(12), s.27C): the receivable credited by a deposit; penalty_deposits
//  penalty_recovered    penalties recovered by the Board (Rules 4(14), 7(12)); penalty_recoveries
//  penalty_refunded     penalties returned from the Board's fund on an appellate order (Rule 7(11)); penalty_refunds
//  penalty_outstanding  (stock) the balance of the penalty receivables: what is still to be paid under the orders
//  penalty_outstanding_cases (stock) cases with some penalty outstanding
//  fund releases        (national) amounts released from the fund on a Rule 8(1) sanction, by the sanction's purpose
// Penalties realised are credited to the Board's separate account (s.28, Rule 8(2)): the fund's credits from an
// office are penalty_deposited + penalty_recovered - penalty_refunded.

import type { LocalDate } from '../../../lib/local-date.ts';
import type { MoneyEvent } from '../../../domain/money/index.ts';
import type { MoneyMeasure } from '../../ports/stats.ts';

const PENALTY_RECEIVABLE = /^receivable:penalty:(.+)$/;
const FUND_ACCOUNT = 'awbi.penalty-fund';

export interface MoneyStatsRow {
  /** The complaint case (its stream id); its office is where the figure counts. */
  readonly caseKey: string;
  readonly day: LocalDate;
  readonly add: Partial<Record<MoneyMeasure, number>>;
}

export interface FundReleaseRow {
  readonly day: LocalDate;
  readonly sanctionRef: string;
  readonly amountPaise: number;
}

export interface MoneyStats {
  readonly rows: readonly MoneyStatsRow[];
  readonly releases: readonly FundReleaseRow[];
}

/** The cases whose penalty receivable an event moves: the db reads their balances before it (for the cases stock). */
export function penaltyCasesOf(e: MoneyEvent): string[] {
  const out = new Set<string>();
  for (const en of e.entries)
    for (const l of en.lines) {
      const m = PENALTY_RECEIVABLE.exec(l.account);
      if (m) out.add(m[1]!);
    }
  return [...out];
}

/**
 * What an event adds to the money counters. `outstandingBefore` gives each case's penalty receivable before the event
 * (from penaltyCasesOf), so a case that starts or stops owing moves the cases stock by one.
 */
export function moneyStatsOf(e: MoneyEvent, outstandingBefore: ReadonlyMap<string, number>): MoneyStats {
  const rows: MoneyStatsRow[] = [];
  const releases: FundReleaseRow[] = [];
  const running = new Map(outstandingBefore);
  const add = (caseKey: string, day: LocalDate, m: MoneyMeasure, n: number): void => {
    if (n !== 0) rows.push({ caseKey, day, add: { [m]: n } });
  };
  for (const en of e.entries) {
    const perCase = new Map<string, number>();
    for (const l of en.lines) {
      const m = PENALTY_RECEIVABLE.exec(l.account);
      if (m) perCase.set(m[1]!, (perCase.get(m[1]!) ?? 0) + l.amountPaise);
      if (l.account === FUND_ACCOUNT && en.source === 'utilisation' && en.sanctionRef !== undefined) {
        releases.push({ day: en.on, sanctionRef: en.sanctionRef, amountPaise: l.amountPaise });
      }
      if (l.account === FUND_ACCOUNT && en.source === 'appellate-refund' && en.caseId !== undefined) {
        add(en.caseId, en.on, 'penalty_refunded', l.amountPaise);
        add(en.caseId, en.on, 'penalty_refunds', 1);
      }
    }
    for (const [caseKey, n] of perCase) {
      if (n === 0) continue;
      add(caseKey, en.on, 'penalty_outstanding_delta', n);
      const was = running.get(caseKey) ?? 0;
      const now = was + n;
      running.set(caseKey, now);
      if (was <= 0 && now > 0) add(caseKey, en.on, 'penalty_outstanding_cases_delta', 1);
      if (was > 0 && now <= 0) add(caseKey, en.on, 'penalty_outstanding_cases_delta', -1);
      if (en.source === 'demand' || en.source === 'reversal') {
        add(caseKey, en.on, 'penalty_demanded', n);
        add(caseKey, en.on, 'penalty_demand_entries', 1);
      } else if (en.source === 'realisation') {
        const recovery = e.type === 'record-recovery';
        add(caseKey, en.on, recovery ? 'penalty_recovered' : 'penalty_deposited', -n);
        add(caseKey, en.on, recovery ? 'penalty_recoveries' : 'penalty_deposits', 1);
      }
    }
  }
  return { rows, releases };
}
