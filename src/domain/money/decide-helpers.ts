// What the book's decisions share: refusals, amounts in paise, the event with its entries posted in turn on the
// balances (refused if any entry is), realisations and the check of a receipt used once.

import { formatLegal } from '../../lib/local-date.ts';
import type { Result } from '../../lib/result.ts';
import { err, ok } from '../../lib/result.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { Refusal } from '../../rules/ruling.ts';
import { refuse } from '../../rules/ruling.ts';
import type { JournalEntry, Line } from './ledger.ts';
import { BANK, checkEntry, ordered, realisedTo, receivable } from './ledger.ts';
import type { Book, Demand, DepositMode, MoneyCommand, MoneyEvent } from './book-types.ts';
import { DEPOSIT_MODES } from './book-types.ts';

export type Decision = Result<MoneyEvent, Refusal>;
export const no = (code: Refusal['code'], message: string, basis: readonly ProvisionId[], field?: string): Decision =>
  err(refuse(code, message, basis, field));
export const isPaise = (n: number, min: number): boolean => Number.isSafeInteger(n) && n >= min;
/** A reference or name given (a receipt number may be short; reasons use hasText). */
export const present = (s: string | undefined): s is string => typeof s === 'string' && s.trim().length > 0;

export const R412: ProvisionId[] = ['in.ctr2026.r4.12', 'in.cta1871.s28'];
export const RECOVERY: ProvisionId[] = ['in.ctr2026.r4.14', 'in.ctr2026.r7.12', 'in.cta1871.s27c'];

/** Builds the event, posting its entries one after another on the book's balances; refused if any entry is. */
export function emit(
  b: Book,
  cmd: MoneyCommand,
  basis: readonly ProvisionId[],
  drafts: readonly Omit<JournalEntry, 'entryId' | 'on'>[],
): Decision {
  let bal = b.balances;
  const entries: JournalEntry[] = [];
  for (const d of drafts) {
    const e: JournalEntry = { ...d, entryId: `E${b.entries.length + entries.length + 1}`, on: cmd.on };
    const r = checkEntry(bal, e);
    if (!r.ok) return err(r.error);
    bal = r.value;
    entries.push(e);
  }
  return ok({ type: cmd.type, on: cmd.on, basis, command: cmd, entries });
}

export const pair = (debit: string, credit: string, amount: number): Line[] => [
  { account: debit, amountPaise: amount },
  { account: credit, amountPaise: -amount },
];

/** Realising `amount` on a demand: the bank receives it, the receivable falls, and it is credited where it belongs. */
export function realisation(
  d: Demand,
  amount: number,
  memo: string,
  basis: readonly ProvisionId[],
): Omit<JournalEntry, 'entryId' | 'on'> {
  return {
    source: 'realisation',
    memo,
    basis,
    caseId: d.caseId,
    lines: [
      ...pair(BANK, receivable(d.kind, d.caseId), amount),
      ...pair(ordered(d.kind, d.caseId), realisedTo(d.kind, d.caseId), amount),
    ],
  };
}

export function checkReceipt(
  b: Book,
  receiptNo: string | undefined,
  mode: string | undefined,
  basis: readonly ProvisionId[],
): Refusal | undefined {
  if (!present(receiptNo))
    return refuse('DEPOSIT.RECEIPT_REQUIRED', 'Give the receipt or challan number of the payment.', basis, 'receiptNo');
  const prior = b.receipts.get(receiptNo.trim());
  if (prior) {
    return refuse(
      'DEPOSIT.RECEIPT_REUSED',
      `Receipt or challan ${receiptNo.trim()} was already used on ${formatLegal(prior.on)} for ${prior.amountPaise} paise in case ${prior.caseId}; one receipt evidences one payment. Give the number of this payment's own receipt.`,
      basis,
      'receiptNo',
    );
  }
  if (!DEPOSIT_MODES.includes(mode as DepositMode))
    return refuse('DEPOSIT.MODE_INVALID', `Say how it was paid: ${DEPOSIT_MODES.join(', ')}.`, basis, 'mode');
  return undefined;
}
