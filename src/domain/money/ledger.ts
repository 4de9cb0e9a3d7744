// The penalty money ledger: double entry, immutable postings, corrections only by reversal (Rule 8(2), s.28).
//
// Sign convention: a line's amount is signed, debit positive and credit negative, in whole paise. Every entry sums to
// zero, so the whole ledger does too. Accounts:
//   bank                                   money held (debit balance); never overdrawn
//   receivable:<kind>:<caseId>             what the person ordered still owes under the R.4(12)/7(11) order
//   ordered:<kind>:<caseId>                the order side of a demand not yet realised (memorandum, credit balance)
//   awbi.penalty-fund                      the Board's separate account of penalties realised (R.8(2), s.28); credit
//                                          balance; never below zero
//   payable:<kind>:<caseId>                compensation, expenses and charges realised and held for the person the
//                                          order names (credit balance)

import type { LocalDate } from '../../lib/local-date.ts';
import type { Result } from '../../lib/result.ts';
import { err, ok } from '../../lib/result.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { Refusal } from '../../rules/ruling.ts';
import { refuse } from '../../rules/ruling.ts';
import { checkPosting, PENALTY_FUND_ACCOUNT } from '../fund/penalty-account.ts';

export const FUND = PENALTY_FUND_ACCOUNT.id;
export const BANK = 'bank';

const CASE_ACCOUNT = /^(receivable|ordered|payable):(penalty|compensation|expenses|charges):[^:\s]+$/;
/** The chart of accounts: the bank, the Board's separate penalty account, and the three accounts of each demand. */
export const isKnownAccount = (a: string): boolean => a === FUND || a === BANK || CASE_ACCOUNT.test(a);

export type DemandKind = 'penalty' | 'compensation' | 'expenses' | 'charges';
export const DEMAND_KINDS: readonly DemandKind[] = ['penalty', 'compensation', 'expenses', 'charges'];

export const receivable = (kind: DemandKind, caseId: string): string => `receivable:${kind}:${caseId}`;
export const ordered = (kind: DemandKind, caseId: string): string => `ordered:${kind}:${caseId}`;
export const payable = (kind: DemandKind, caseId: string): string => `payable:${kind}:${caseId}`;
/** Where money realised on a demand is credited: the Board's fund for a penalty (s.28), else held for the payee. */
export const realisedTo = (kind: DemandKind, caseId: string): string =>
  kind === 'penalty' ? FUND : payable(kind, caseId);

/**
 * Why money moves; what the Rule 8(2) guard checks for lines on the fund:
 * demand (order raises/adjusts a demand), realisation (deposit or recovery), appellate-refund (an appellate order under
 * R.7(11) reduced a demand already paid), utilisation (a release on a R.8(1) sanction), reversal (a correction).
 */
export type EntrySource = 'demand' | 'realisation' | 'appellate-refund' | 'utilisation' | 'reversal';

export interface Line {
  readonly account: string;
  /** Debit positive, credit negative; whole paise, never zero. */
  readonly amountPaise: number;
}

export interface JournalEntry {
  readonly entryId: string;
  readonly on: LocalDate;
  readonly source: EntrySource;
  readonly memo: string;
  readonly basis: readonly ProvisionId[];
  readonly lines: readonly Line[];
  readonly caseId?: string;
  /** A utilisation: the sanction it rests on. */
  readonly sanctionRef?: string;
  /** A reversal: the entry it reverses, line by line negated. */
  readonly reverses?: string;
}

export type Balances = ReadonlyMap<string, number>;

export function applyEntry(b: Balances, e: JournalEntry): Map<string, number> {
  const next = new Map(b);
  for (const l of e.lines) next.set(l.account, (next.get(l.account) ?? 0) + l.amountPaise);
  return next;
}

/** The fund's balance as a positive figure (the fund account has a credit balance). */
export const fundBalance = (b: Balances): number => 0 - (b.get(FUND) ?? 0) || 0;
export const bankBalance = (b: Balances): number => b.get(BANK) ?? 0;

const R8: readonly ProvisionId[] = ['in.ctr2026.r8.2', 'in.ctr2026.r8.1', 'in.cta1871.s28'];

/** A line on the fund checked by the Rule 8(2) guard of the fund module, translated from our sign convention. */
function fundLineProblem(e: JournalEntry, l: Line): Refusal | undefined {
  if (e.source === 'reversal' || e.source === 'appellate-refund') {
    // A reversal undoes an entry that passed this guard; an appellate refund returns a penalty that R.7(11) set aside
    // or reduced, which was never the Board's to keep. Both are checked by the never-below-zero rule below.
    return undefined;
  }
  const r = checkPosting({
    accountId: l.account,
    direction: l.amountPaise < 0 ? 'credit' : 'debit',
    source:
      e.source === 'realisation'
        ? 'penalty-realisation'
        : e.source === 'utilisation'
          ? 'sanctioned-utilisation'
          : 'other',
    amountPaise: Math.abs(l.amountPaise),
    ...(e.sanctionRef !== undefined ? { sanctionRef: e.sanctionRef } : {}),
  });
  return r.ok ? undefined : r.error;
}

/**
 * Whether an entry may be posted on top of balances `b`: whole non-zero paise, at least two lines, summing to zero;
 * fund lines only as Rule 8(2) allows; and afterwards neither the fund below zero (Rule 8) nor the bank overdrawn.
 */
export function checkEntry(b: Balances, e: JournalEntry): Result<Map<string, number>, Refusal> {
  if (e.lines.length < 2)
    return err(refuse('MONEY.ENTRY_UNBALANCED', 'An entry has at least one debit and one credit line.', R8));
  let sum = 0;
  for (const l of e.lines) {
    if (!Number.isSafeInteger(l.amountPaise) || l.amountPaise === 0) {
      return err(
        refuse(
          'MONEY.ENTRY_UNBALANCED',
          `Line on ${l.account}: an amount is a whole, non-zero number of paise.`,
          R8,
          'amountPaise',
        ),
      );
    }
    sum += l.amountPaise;
  }
  if (sum !== 0)
    return err(
      refuse(
        'MONEY.ENTRY_UNBALANCED',
        `The debits and credits of entry ${e.entryId} differ by ${sum} paise; every entry balances.`,
        R8,
      ),
    );
  for (const l of e.lines) {
    if (!isKnownAccount(l.account)) {
      return err(
        refuse(
          'MONEY.ACCOUNT_UNKNOWN',
          `${l.account} is not an account of this ledger; penalty money is kept in the Board's separate account and the case accounts only (Rule 8(2)).`,
          R8,
          'account',
        ),
      );
    }
    if (l.account === FUND) {
      const p = fundLineProblem(e, l);
      if (p) return err(p);
    }
  }
  const next = applyEntry(b, e);
  if (fundBalance(next) < 0) {
    return err(
      refuse(
        'FUND.INSUFFICIENT_BALANCE',
        `The Board's separate penalty account holds ${fundBalance(b)} paise; this entry would take it below zero (Rule 8: only what penalties have realised can be used or returned).`,
        R8,
        'amountPaise',
      ),
    );
  }
  if (bankBalance(next) < 0) {
    return err(
      refuse(
        'MONEY.BANK_OVERDRAWN',
        `The bank holds ${bankBalance(b)} paise; this entry would overdraw it.`,
        R8,
        'amountPaise',
      ),
    );
  }
  return ok(next);
}

/** The reversal of an entry: every line negated, the same accounts, citing the entry it corrects. */
export function reversalOf(e: JournalEntry, entryId: string, on: LocalDate, reason: string): JournalEntry {
  return {
    entryId,
    on,
    source: 'reversal',
    memo: `Reversal of ${e.entryId}: ${reason}`,
    basis: e.basis,
    lines: e.lines.map((l) => ({ account: l.account, amountPaise: -l.amountPaise })),
    reverses: e.entryId,
    ...(e.caseId !== undefined ? { caseId: e.caseId } : {}),
  };
}

export interface LedgerBreak {
  readonly entryId: string;
  readonly problem: string;
}

/**
 * Re-checks every invariant over the whole ledger in posting order: ids unique; each entry passes checkEntry on the
 * balances before it (balanced, Rule 8(2) lines, fund never below zero, bank never overdrawn); each reversal
 * negates an earlier entry exactly and no entry is reversed twice; and the ledger as a whole sums to zero.
 */
export function verifyLedger(entries: readonly JournalEntry[]): {
  readonly breaks: readonly LedgerBreak[];
  readonly balances: Balances;
} {
  const breaks: LedgerBreak[] = [];
  const byId = new Map<string, JournalEntry>();
  const reversed = new Set<string>();
  let b: Map<string, number> = new Map();
  for (const e of entries) {
    if (byId.has(e.entryId)) breaks.push({ entryId: e.entryId, problem: 'entry id used twice' });
    byId.set(e.entryId, e);
    if (e.reverses !== undefined) {
      const orig = byId.get(e.reverses);
      if (!orig) breaks.push({ entryId: e.entryId, problem: `reverses ${e.reverses}, which is not an earlier entry` });
      else {
        if (reversed.has(e.reverses)) breaks.push({ entryId: e.entryId, problem: `${e.reverses} reversed twice` });
        const same =
          orig.lines.length === e.lines.length &&
          orig.lines.every((l, i) => e.lines[i]?.account === l.account && e.lines[i]?.amountPaise === -l.amountPaise);
        if (!same) breaks.push({ entryId: e.entryId, problem: `does not negate ${e.reverses} line by line` });
      }
      reversed.add(e.reverses);
    }
    const r = checkEntry(b, e);
    if (!r.ok) {
      breaks.push({ entryId: e.entryId, problem: `${r.error.code}: ${r.error.message}` });
      b = applyEntry(b, e);
    } else b = r.value;
  }
  const total = [...b.values()].reduce((s, v) => s + v, 0);
  if (total !== 0) breaks.push({ entryId: '(all)', problem: `the ledger sums to ${total} paise, not zero` });
  return { breaks, balances: b };
}
