// The money book: demands raised by orders, deposits, the Board's recovery, and the utilisation of the fund.
// decide(state, command) → one event carrying its journal entries, or a refusal; evolve(state, event) → state.
//
// Rule 4(12) order → demands per head; s.27C period → deposit due; unpaid after it → Board's recovery (R.4(14), 7(12));
// realised penalties → the Board's separate fund (s.28, R.8(2)); appellate order (R.7(11)) → reversing adjustments
// and refunds; R.8(1) → sanctions to State Boards, local authorities and SPCAs, releases, utilisation certificates.

import type { LocalDate } from '../../lib/local-date.ts';
import { formatLegal } from '../../lib/local-date.ts';
import { rupees } from '../../lib/indian-format.ts';
import type { Result } from '../../lib/result.ts';
import { err, ok } from '../../lib/result.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { Refusal } from '../../rules/ruling.ts';
import { refuse } from '../../rules/ruling.ts';
import { hasText } from '../common.ts';
import { checkSanction } from '../fund/sanction.ts';
import type { FundPurpose, UtilisingBody } from '../fund/purposes.ts';
import { isUtilisingBody, UTILISING_BODY_TITLES } from '../fund/purposes.ts';
import type { Balances, DemandKind, JournalEntry, Line } from './ledger.ts';
import {
  BANK,
  checkEntry,
  DEMAND_KINDS,
  FUND,
  fundBalance,
  ordered,
  realisedTo,
  receivable,
  reversalOf,
} from './ledger.ts';

export interface Place {
  readonly state: string;
  readonly district: string;
  readonly office: string;
}

export type DepositMode = 'cash' | 'bank-challan' | 'online' | 'demand-draft';
export const DEPOSIT_MODES: readonly DepositMode[] = ['cash', 'bank-challan', 'online', 'demand-draft'];
export type RecoveryAction = 'demand-notice' | 'attachment' | 'arrears-of-land-revenue' | 'other';
export const RECOVERY_ACTIONS: readonly RecoveryAction[] = [
  'demand-notice',
  'attachment',
  'arrears-of-land-revenue',
  'other',
];

export interface Demand {
  readonly caseId: string;
  readonly caseNumber: string;
  readonly kind: DemandKind;
  /** 'awbi-fund' for a penalty (s.28); the complainant for compensation; as the order says for expenses and charges. */
  readonly payee: string;
  readonly raisedOn: LocalDate;
  /** The amount now ordered (after any appellate order). */
  readonly orderedPaise: number;
  readonly originalPaise: number;
  readonly realisedPaise: number;
  readonly refundedPaise: number;
  readonly place: Place;
  readonly contravener: string;
}

export interface CaseMoney {
  readonly caseId: string;
  readonly caseNumber: string;
  readonly orderOn: LocalDate;
  readonly place: Place;
  readonly contravener: string;
  readonly complainant: string;
  /** The date by which the penalty is to be deposited (the order's time limit, within s.27C). */
  readonly depositDueOn?: LocalDate;
  readonly referredOn?: LocalDate;
  readonly referredUnder?: 'in.ctr2026.r4.14' | 'in.ctr2026.r7.12';
  readonly appellate?: { readonly on: LocalDate; readonly outcome: AppellateOutcome; readonly appealNumber: string };
  readonly recoveryActions: readonly {
    readonly on: LocalDate;
    readonly action: RecoveryAction;
    readonly note: string;
    readonly amountPaise: number;
  }[];
}

export interface Receipt {
  readonly receiptNo: string;
  readonly caseId: string;
  readonly kind: DemandKind;
  readonly on: LocalDate;
  readonly amountPaise: number;
  readonly mode: DepositMode;
  readonly channel: 'deposit' | 'recovery';
  readonly entryId: string;
}

export interface Body {
  readonly bodyId: string;
  readonly kind: UtilisingBody;
  readonly name: string;
  readonly state: string;
  readonly registeredOn: LocalDate;
}
export interface SanctionRecord {
  readonly sanctionRef: string;
  readonly bodyId: string;
  readonly purpose: FundPurpose;
  readonly amountPaise: number;
  readonly on: LocalDate;
  readonly notificationRef?: string;
  readonly releasedPaise: number;
}
export interface Release {
  readonly releaseRef: string;
  readonly sanctionRef: string;
  readonly on: LocalDate;
  readonly amountPaise: number;
  readonly entryId: string;
}
export interface Certificate {
  readonly certificateRef: string;
  readonly sanctionRef: string;
  readonly on: LocalDate;
  readonly amountPaise: number;
  readonly documentRef?: string;
}

export interface Book {
  readonly cases: ReadonlyMap<string, CaseMoney>;
  readonly demands: ReadonlyMap<string, Demand>;
  readonly receipts: ReadonlyMap<string, Receipt>;
  readonly bodies: ReadonlyMap<string, Body>;
  readonly sanctions: ReadonlyMap<string, SanctionRecord>;
  readonly releases: ReadonlyMap<string, Release>;
  readonly certificates: ReadonlyMap<string, Certificate>;
  readonly entries: readonly JournalEntry[];
  readonly reversed: ReadonlySet<string>;
  readonly balances: Balances;
}

export const EMPTY_BOOK: Book = {
  cases: new Map(),
  demands: new Map(),
  receipts: new Map(),
  bodies: new Map(),
  sanctions: new Map(),
  releases: new Map(),
  certificates: new Map(),
  entries: [],
  reversed: new Set(),
  balances: new Map(),
};

export const demandId = (caseId: string, kind: DemandKind): string => `${caseId}/${kind}`;
export const outstandingPaise = (d: Demand): number =>
  Math.max(0, d.orderedPaise - (d.realisedPaise - d.refundedPaise));
/** Sanctioned and not yet released: committed, so not available for a new sanction. */
export const committedPaise = (b: Book): number =>
  [...b.sanctions.values()].reduce((s, x) => s + (x.amountPaise - x.releasedPaise), 0);

export type AppellateOutcome = 'confirmed' | 'varied' | 'set-aside';
export interface Amounts {
  readonly penaltyPaise: number;
  readonly compensationPaise: number;
  readonly expensesPaise: number;
  readonly chargesPaise: number;
}

export type MoneyCommand =
  | {
      readonly type: 'raise-demands';
      readonly on: LocalDate;
      readonly caseId: string;
      readonly caseNumber: string;
      readonly amounts: Amounts;
      readonly depositDueOn?: LocalDate;
      readonly place: Place;
      readonly contravener: string;
      readonly complainant: string;
      readonly expensesPayee?: string;
      readonly chargesPayee?: string;
    }
  | {
      readonly type: 'apply-appellate-order';
      readonly on: LocalDate;
      readonly caseId: string;
      readonly appealNumber: string;
      readonly outcome: AppellateOutcome;
      readonly terms: Amounts;
      readonly depositDueOn?: LocalDate;
    }
  | {
      readonly type: 'record-deposit';
      readonly on: LocalDate;
      readonly caseId: string;
      readonly kind: DemandKind;
      readonly amountPaise: number;
      readonly receiptNo: string;
      readonly mode: DepositMode;
    }
  /** `depositDueOn`: on a confirmed penalty (R.7(12)) the appellate authority's own date for payment, when it sets one. */
  | {
      readonly type: 'refer-for-recovery';
      readonly on: LocalDate;
      readonly caseId: string;
      readonly depositDueOn?: LocalDate;
    }
  | {
      readonly type: 'record-recovery';
      readonly on: LocalDate;
      readonly caseId: string;
      readonly action: RecoveryAction;
      readonly note: string;
      readonly amountPaise: number;
      readonly receiptNo?: string;
      readonly mode?: DepositMode;
    }
  | {
      readonly type: 'register-body';
      readonly on: LocalDate;
      readonly bodyId: string;
      readonly kind: string;
      readonly name: string;
      readonly state: string;
    }
  | {
      readonly type: 'grant-sanction';
      readonly on: LocalDate;
      readonly sanctionRef: string;
      readonly bodyId: string;
      readonly purpose: string;
      readonly amountPaise: number;
      readonly notificationRef?: string;
    }
  | {
      readonly type: 'make-release';
      readonly on: LocalDate;
      readonly releaseRef: string;
      readonly sanctionRef: string;
      readonly amountPaise: number;
    }
  | {
      readonly type: 'record-certificate';
      readonly on: LocalDate;
      readonly certificateRef: string;
      readonly sanctionRef: string;
      readonly amountPaise: number;
      readonly documentRef?: string;
    }
  | { readonly type: 'reverse-entry'; readonly on: LocalDate; readonly entryId: string; readonly reason: string };

/** One event per command: the command as decided (normalised), the provisions and the journal entries it posts. */
export interface MoneyEvent {
  readonly type: MoneyCommand['type'];
  readonly on: LocalDate;
  readonly basis: readonly ProvisionId[];
  readonly command: MoneyCommand;
  readonly entries: readonly JournalEntry[];
}

type Decision = Result<MoneyEvent, Refusal>;
const no = (code: Refusal['code'], message: string, basis: readonly ProvisionId[], field?: string): Decision =>
  err(refuse(code, message, basis, field));
const isPaise = (n: number, min: number): boolean => Number.isSafeInteger(n) && n >= min;
/** A reference or name given (a receipt number may be short; reasons use hasText). */
const present = (s: string | undefined): s is string => typeof s === 'string' && s.trim().length > 0;

const R412: ProvisionId[] = ['in.ctr2026.r4.12', 'in.cta1871.s28'];
const RECOVERY: ProvisionId[] = ['in.ctr2026.r4.14', 'in.ctr2026.r7.12', 'in.cta1871.s27c'];

/** Builds the event, posting its entries one after another on the book's balances; refused if any entry is. */
function emit(
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

const pair = (debit: string, credit: string, amount: number): Line[] => [
  { account: debit, amountPaise: amount },
  { account: credit, amountPaise: -amount },
];

/** Realising `amount` on a demand: the bank receives it, the receivable falls, and it is credited where it belongs. */
function realisation(
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

function checkReceipt(
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

export function decideMoney(b: Book, cmd: MoneyCommand): Decision {
  switch (cmd.type) {
    case 'raise-demands': {
      if (b.cases.has(cmd.caseId))
        return no(
          'MONEY.DEMANDS_ALREADY_RAISED',
          `Demands for case ${cmd.caseNumber} were raised on its order; an appellate order adjusts them.`,
          R412,
        );
      const a = cmd.amounts;
      const amounts: Record<DemandKind, number> = {
        penalty: a.penaltyPaise,
        compensation: a.compensationPaise,
        expenses: a.expensesPaise,
        charges: a.chargesPaise,
      };
      for (const k of DEMAND_KINDS)
        if (!isPaise(amounts[k], 0))
          return no(
            'DEPOSIT.AMOUNT_INVALID',
            `Give the ${k} as a whole number of paise, zero or more.`,
            R412,
            `amounts.${k}Paise`,
          );
      if (DEMAND_KINDS.every((k) => amounts[k] === 0))
        return no('ORDER.NO_PENALTY', 'The order imposes nothing to pay; there is no demand to raise.', R412);
      if (amounts.penalty > 0 && cmd.depositDueOn === undefined)
        return no(
          'ORDER.DEPOSIT_TIME_LIMIT_REQUIRED',
          'An order imposing a penalty states the time for depositing it (s.27C).',
          [...R412, 'in.cta1871.s27c'],
          'depositDueOn',
        );
      const drafts = DEMAND_KINDS.filter((k) => amounts[k] > 0).map((k) => ({
        source: 'demand' as const,
        caseId: cmd.caseId,
        basis: R412,
        memo: `Demand of ${k} under the order of ${formatLegal(cmd.on)} in case ${cmd.caseNumber}`,
        lines: pair(receivable(k, cmd.caseId), ordered(k, cmd.caseId), amounts[k]),
      }));
      return emit(b, cmd, amounts.penalty > 0 ? [...R412, 'in.cta1871.s27c'] : R412, drafts);
    }
    case 'apply-appellate-order': {
      const basis: ProvisionId[] = ['in.ctr2026.r7.11', 'in.cta1871.s28'];
      const c = b.cases.get(cmd.caseId);
      if (!c)
        return no(
          'MONEY.NO_DEMAND',
          `No demand was raised in case ${cmd.caseId}; there is nothing for the appellate order to adjust.`,
          basis,
        );
      const t =
        cmd.outcome === 'set-aside'
          ? { penaltyPaise: 0, compensationPaise: 0, expensesPaise: 0, chargesPaise: 0 }
          : cmd.terms;
      const target: Record<DemandKind, number> = {
        penalty: t.penaltyPaise,
        compensation: t.compensationPaise,
        expenses: t.expensesPaise,
        charges: t.chargesPaise,
      };
      for (const k of DEMAND_KINDS)
        if (!isPaise(target[k], 0))
          return no(
            'DEPOSIT.AMOUNT_INVALID',
            `Give the ${k} as a whole number of paise, zero or more.`,
            basis,
            `terms.${k}Paise`,
          );
      const drafts: Omit<JournalEntry, 'entryId' | 'on'>[] = [];
      for (const k of DEMAND_KINDS) {
        const d = b.demands.get(demandId(cmd.caseId, k));
        const now = d?.orderedPaise ?? 0;
        const delta = target[k] - now;
        if (delta !== 0) {
          drafts.push({
            source: 'demand',
            caseId: cmd.caseId,
            basis,
            memo: `Appellate order (${cmd.outcome}) in appeal ${cmd.appealNumber}: ${k} from ${now} to ${target[k]} paise`,
            lines:
              delta > 0
                ? pair(receivable(k, cmd.caseId), ordered(k, cmd.caseId), delta)
                : pair(ordered(k, cmd.caseId), receivable(k, cmd.caseId), -delta),
          });
        }
        const net = d ? d.realisedPaise - d.refundedPaise : 0;
        const refund = Math.max(0, net - target[k]);
        if (refund > 0) {
          drafts.push({
            source: 'appellate-refund',
            caseId: cmd.caseId,
            basis,
            memo: `Refund of ${k} paid beyond the amount the appellate order leaves (appeal ${cmd.appealNumber})`,
            lines: [
              ...pair(realisedTo(k, cmd.caseId), BANK, refund),
              ...pair(receivable(k, cmd.caseId), ordered(k, cmd.caseId), refund),
            ],
          });
        }
      }
      const fullBasis: ProvisionId[] =
        cmd.outcome === 'confirmed' && target.penalty > 0 ? [...basis, 'in.ctr2026.r7.12'] : basis;
      if (drafts.length === 0) return ok({ type: cmd.type, on: cmd.on, basis: fullBasis, command: cmd, entries: [] });
      return emit(b, cmd, fullBasis, drafts);
    }
    case 'record-deposit': {
      const basis: ProvisionId[] = [...R412, 'in.cta1871.s27c'];
      const c = b.cases.get(cmd.caseId);
      const d = b.demands.get(demandId(cmd.caseId, cmd.kind));
      if (!c || !d)
        return no('MONEY.NO_DEMAND', `No ${cmd.kind} is demanded in this case: its order raised none.`, basis, 'kind');
      if (cmd.kind === 'penalty' && c.referredOn !== undefined) {
        return no(
          'RECOVERY.ALREADY_REFERRED',
          `The penalty was referred to the Animal Welfare Board of India on ${formatLegal(c.referredOn)}; record what it recovers as a recovery.`,
          RECOVERY,
        );
      }
      const r = checkReceipt(b, cmd.receiptNo, cmd.mode, basis);
      if (r) return err(r);
      if (!isPaise(cmd.amountPaise, 1))
        return no(
          'DEPOSIT.AMOUNT_INVALID',
          'Give the amount as a whole number of paise, at least 1.',
          basis,
          'amountPaise',
        );
      const out = outstandingPaise(d);
      if (cmd.amountPaise > out)
        return no(
          'DEPOSIT.EXCEEDS_OUTSTANDING',
          `Only ${rupees(out)} of the ${cmd.kind} is outstanding; record at most that.`,
          basis,
          'amountPaise',
        );
      return emit(b, cmd, basis, [
        realisation(d, cmd.amountPaise, `Deposit of ${cmd.kind}, receipt ${cmd.receiptNo.trim()} (${cmd.mode})`, basis),
      ]);
    }
    case 'refer-for-recovery': {
      const c = b.cases.get(cmd.caseId);
      const d = b.demands.get(demandId(cmd.caseId, 'penalty'));
      if (!c || !d) return no('MONEY.NO_DEMAND', `No penalty is demanded in case ${cmd.caseId}.`, RECOVERY);
      if (c.referredOn !== undefined)
        return no(
          'RECOVERY.ALREADY_REFERRED',
          `Already referred to the Board on ${formatLegal(c.referredOn)}.`,
          RECOVERY,
        );
      if (outstandingPaise(d) === 0)
        return no(
          'RECOVERY.NOTHING_OUTSTANDING',
          'The penalty has been paid in full; there is nothing to recover.',
          RECOVERY,
        );
      const due = cmd.depositDueOn ?? c.depositDueOn;
      if (due === undefined || cmd.on <= due) {
        return no(
          'RECOVERY.NOT_DUE',
          `The time to deposit the penalty runs until ${due ? formatLegal(due) : '(not set)'}; the Board recovers it only after that (s.27C, Rule 4(14)).`,
          RECOVERY,
          'on',
        );
      }
      return ok({
        type: cmd.type,
        on: cmd.on,
        basis: [c.appellate ? 'in.ctr2026.r7.12' : 'in.ctr2026.r4.14', 'in.cta1871.s27c', 'in.ctr2026.r2.1.c'],
        command: cmd,
        entries: [],
      });
    }
    case 'record-recovery': {
      const c = b.cases.get(cmd.caseId);
      const d = b.demands.get(demandId(cmd.caseId, 'penalty'));
      if (!c || !d) return no('MONEY.NO_DEMAND', `No penalty is demanded in case ${cmd.caseId}.`, RECOVERY);
      if (c.referredOn === undefined)
        return no(
          'RECOVERY.NOT_REFERRED',
          'The penalty has not been referred to the Board for recovery; refer it once the deposit period has lapsed.',
          RECOVERY,
        );
      if (!RECOVERY_ACTIONS.includes(cmd.action) || !hasText(cmd.note)) {
        return no(
          'RECOVERY.ACTION_INVALID',
          `Say what the Board did (${RECOVERY_ACTIONS.join(', ')}) and record a note of it.`,
          RECOVERY,
          hasText(cmd.note) ? 'action' : 'note',
        );
      }
      if (!isPaise(cmd.amountPaise, 0))
        return no(
          'DEPOSIT.AMOUNT_INVALID',
          'Give the amount recovered as a whole number of paise, zero or more.',
          RECOVERY,
          'amountPaise',
        );
      const basis: ProvisionId[] = [c.referredUnder ?? 'in.ctr2026.r4.14', 'in.cta1871.s28', 'in.ctr2026.r8.2'];
      if (cmd.amountPaise === 0) return ok({ type: cmd.type, on: cmd.on, basis, command: cmd, entries: [] });
      const out = outstandingPaise(d);
      if (cmd.amountPaise > out)
        return no(
          'DEPOSIT.EXCEEDS_OUTSTANDING',
          `Only ${rupees(out)} of the penalty is outstanding; record at most that.`,
          RECOVERY,
          'amountPaise',
        );
      const r = checkReceipt(b, cmd.receiptNo, cmd.mode, basis);
      if (r) return err(r);
      return emit(b, cmd, basis, [
        realisation(
          d,
          cmd.amountPaise,
          `Recovered by the Board (${cmd.action}), receipt ${cmd.receiptNo!.trim()}`,
          basis,
        ),
      ]);
    }
    case 'register-body': {
      const basis: ProvisionId[] = ['in.ctr2026.r8.1'];
      if (!isUtilisingBody(cmd.kind))
        return no(
          'FUND.BODY_NOT_ENTITLED',
          `The penalty money is utilised through ${Object.values(UTILISING_BODY_TITLES).join(', ')} only.`,
          basis,
          'kind',
        );
      if (!present(cmd.bodyId) || !present(cmd.name) || !present(cmd.state))
        return no('FUND.BODY_PARTICULARS_REQUIRED', 'Give the body’s id, name and State.', basis, 'name');
      if (b.bodies.has(cmd.bodyId))
        return no('FUND.BODY_ALREADY_REGISTERED', `Body ${cmd.bodyId} is already registered.`, basis, 'bodyId');
      return ok({ type: cmd.type, on: cmd.on, basis, command: cmd, entries: [] });
    }
    case 'grant-sanction': {
      const body = b.bodies.get(cmd.bodyId);
      if (!body)
        return no(
          'FUND.BODY_UNKNOWN',
          `No utilising body ${cmd.bodyId} is registered; register it first.`,
          ['in.ctr2026.r8.1'],
          'bodyId',
        );
      if (!hasText(cmd.sanctionRef) || b.sanctions.has(cmd.sanctionRef))
        return no(
          'FUND.REFERENCE_REUSED',
          `Give a new sanction reference of at least 3 characters; '${cmd.sanctionRef}' is taken or too short.`,
          ['in.ctr2026.r8.1'],
          'sanctionRef',
        );
      const s = checkSanction({
        purpose: cmd.purpose,
        bodyKind: body.kind,
        amountPaise: cmd.amountPaise,
        fundBalancePaise: Math.max(0, fundBalance(b.balances) - committedPaise(b)),
        ...(cmd.notificationRef !== undefined ? { notificationRef: cmd.notificationRef } : {}),
      });
      if (!s.ok) return err(s.error);
      return ok({ type: cmd.type, on: cmd.on, basis: s.value.basis, command: cmd, entries: [] });
    }
    case 'make-release': {
      const basis: ProvisionId[] = ['in.ctr2026.r8.1', 'in.ctr2026.r8.2', 'in.cta1871.s28'];
      const s = b.sanctions.get(cmd.sanctionRef);
      if (!s)
        return no(
          'FUND.SANCTION_UNKNOWN',
          `No sanction ${cmd.sanctionRef}; money leaves the fund only on a sanction under Rule 8(1).`,
          basis,
          'sanctionRef',
        );
      if (!present(cmd.releaseRef) || b.releases.has(cmd.releaseRef))
        return no(
          'FUND.REFERENCE_REUSED',
          `Give a new release reference; ${cmd.releaseRef} is taken or empty.`,
          basis,
          'releaseRef',
        );
      if (!isPaise(cmd.amountPaise, 1))
        return no(
          'FUND.AMOUNT_INVALID',
          'Give the amount released as a whole number of paise, at least 1.',
          basis,
          'amountPaise',
        );
      if (cmd.amountPaise > s.amountPaise - s.releasedPaise)
        return no(
          'FUND.RELEASE_EXCEEDS_SANCTION',
          `Sanction ${s.sanctionRef} has ${rupees(s.amountPaise - s.releasedPaise)} left to release.`,
          basis,
          'amountPaise',
        );
      return emit(b, cmd, basis, [
        {
          source: 'utilisation',
          basis,
          sanctionRef: s.sanctionRef,
          memo: `Release ${cmd.releaseRef} to ${b.bodies.get(s.bodyId)?.name ?? s.bodyId} on sanction ${s.sanctionRef} (${s.purpose})`,
          lines: pair(FUND, BANK, cmd.amountPaise),
        },
      ]);
    }
    case 'record-certificate': {
      const basis: ProvisionId[] = ['in.ctr2026.r8.1'];
      const s = b.sanctions.get(cmd.sanctionRef);
      if (!s) return no('FUND.SANCTION_UNKNOWN', `No sanction ${cmd.sanctionRef}.`, basis, 'sanctionRef');
      if (!present(cmd.certificateRef) || b.certificates.has(cmd.certificateRef))
        return no(
          'FUND.REFERENCE_REUSED',
          `Give a new certificate reference; ${cmd.certificateRef} is taken or empty.`,
          basis,
          'certificateRef',
        );
      if (!isPaise(cmd.amountPaise, 1))
        return no(
          'FUND.AMOUNT_INVALID',
          'Give the amount utilised as a whole number of paise, at least 1.',
          basis,
          'amountPaise',
        );
      const certified = [...b.certificates.values()]
        .filter((c) => c.sanctionRef === s.sanctionRef)
        .reduce((x, c) => x + c.amountPaise, 0);
      if (certified + cmd.amountPaise > s.releasedPaise) {
        return no(
          'FUND.CERTIFICATE_EXCEEDS_RELEASED',
          `Only ${rupees(s.releasedPaise - certified)} released on sanction ${s.sanctionRef} is not yet accounted for.`,
          basis,
          'amountPaise',
        );
      }
      return ok({ type: cmd.type, on: cmd.on, basis, command: cmd, entries: [] });
    }
    case 'reverse-entry': {
      const basis: ProvisionId[] = ['in.ctr2026.r8.2'];
      const e = b.entries.find((x) => x.entryId === cmd.entryId);
      if (!e) return no('MONEY.ENTRY_UNKNOWN', `No entry ${cmd.entryId}.`, basis, 'entryId');
      if (e.source === 'reversal' || b.reversed.has(e.entryId))
        return no(
          'MONEY.ENTRY_ALREADY_REVERSED',
          `Entry ${e.entryId} is already reversed or is itself a reversal.`,
          basis,
          'entryId',
        );
      if (e.source !== 'demand') {
        // Realisations, refunds and releases carry receipts and sanctions with them; reversing one by hand would leave
        // those records saying otherwise. They are corrected through their own records.
        return no(
          'MONEY.ENTRY_NOT_REVERSIBLE',
          `Entry ${e.entryId} (${e.source}) is corrected through its own record, not reversed by hand.`,
          basis,
          'entryId',
        );
      }
      if (!hasText(cmd.reason))
        return no('MONEY.REASON_REQUIRED', 'Record why the entry is reversed.', basis, 'reason');
      for (const l of e.lines) {
        const m = /^receivable:(\w+):(.+)$/.exec(l.account);
        const d = m ? b.demands.get(demandId(m[2]!, m[1] as DemandKind)) : undefined;
        if (d && d.orderedPaise - l.amountPaise < d.realisedPaise - d.refundedPaise) {
          return no(
            'MONEY.ENTRY_NOT_REVERSIBLE',
            `The ${d.kind} in case ${d.caseNumber} has been paid beyond what would remain; only an appellate order (Rule 7(11)) reduces a paid demand, with a refund.`,
            [...basis, 'in.ctr2026.r7.11'],
            'entryId',
          );
        }
      }
      const { entryId: _id, on: _on, ...draft } = reversalOf(e, '', cmd.on, cmd.reason.trim());
      return emit(b, cmd, basis, [draft]);
    }
  }
}

function setDemand(m: Map<string, Demand>, id: string, f: (d: Demand) => Demand): void {
  const d = m.get(id);
  if (d) m.set(id, f(d));
}

export function evolveMoney(b: Book, ev: MoneyEvent): Book {
  const cmd = ev.command;
  const cases = new Map(b.cases);
  const demands = new Map(b.demands);
  const receipts = new Map(b.receipts);
  const bodies = new Map(b.bodies);
  const sanctions = new Map(b.sanctions);
  const releases = new Map(b.releases);
  const certificates = new Map(b.certificates);
  const reversed = new Set(b.reversed);
  let balances: Balances = b.balances;
  for (const e of ev.entries) {
    const next = new Map(balances);
    for (const l of e.lines) next.set(l.account, (next.get(l.account) ?? 0) + l.amountPaise);
    balances = next;
    if (e.reverses !== undefined) reversed.add(e.reverses);
  }
  switch (cmd.type) {
    case 'raise-demands': {
      cases.set(cmd.caseId, {
        caseId: cmd.caseId,
        caseNumber: cmd.caseNumber,
        orderOn: cmd.on,
        place: cmd.place,
        contravener: cmd.contravener,
        complainant: cmd.complainant,
        ...(cmd.depositDueOn !== undefined ? { depositDueOn: cmd.depositDueOn } : {}),
        recoveryActions: [],
      });
      const a = cmd.amounts;
      const payees: Record<DemandKind, string> = {
        penalty: 'awbi-fund',
        compensation: cmd.complainant,
        expenses: cmd.expensesPayee ?? cmd.complainant,
        charges: cmd.chargesPayee ?? cmd.complainant,
      };
      const amounts: Record<DemandKind, number> = {
        penalty: a.penaltyPaise,
        compensation: a.compensationPaise,
        expenses: a.expensesPaise,
        charges: a.chargesPaise,
      };
      for (const k of DEMAND_KINDS) {
        if (amounts[k] > 0) {
          demands.set(demandId(cmd.caseId, k), {
            caseId: cmd.caseId,
            caseNumber: cmd.caseNumber,
            kind: k,
            payee: payees[k],
            raisedOn: cmd.on,
            orderedPaise: amounts[k],
            originalPaise: amounts[k],
            realisedPaise: 0,
            refundedPaise: 0,
            place: cmd.place,
            contravener: cmd.contravener,
          });
        }
      }
      break;
    }
    case 'apply-appellate-order': {
      const c = cases.get(cmd.caseId)!;
      cases.set(cmd.caseId, {
        ...c,
        appellate: { on: cmd.on, outcome: cmd.outcome, appealNumber: cmd.appealNumber },
        ...(cmd.depositDueOn !== undefined ? { depositDueOn: cmd.depositDueOn } : {}),
      });
      const t =
        cmd.outcome === 'set-aside'
          ? { penaltyPaise: 0, compensationPaise: 0, expensesPaise: 0, chargesPaise: 0 }
          : cmd.terms;
      const target: Record<DemandKind, number> = {
        penalty: t.penaltyPaise,
        compensation: t.compensationPaise,
        expenses: t.expensesPaise,
        charges: t.chargesPaise,
      };
      for (const k of DEMAND_KINDS) {
        const id = demandId(cmd.caseId, k);
        const d = demands.get(id);
        if (!d && target[k] > 0) {
          demands.set(id, {
            caseId: c.caseId,
            caseNumber: c.caseNumber,
            kind: k,
            payee: k === 'penalty' ? 'awbi-fund' : c.complainant,
            raisedOn: cmd.on,
            orderedPaise: target[k],
            originalPaise: 0,
            realisedPaise: 0,
            refundedPaise: 0,
            place: c.place,
            contravener: c.contravener,
          });
        } else if (d) {
          const refund = Math.max(0, d.realisedPaise - d.refundedPaise - target[k]);
          demands.set(id, { ...d, orderedPaise: target[k], refundedPaise: d.refundedPaise + refund });
        }
      }
      break;
    }
    case 'record-deposit':
    case 'record-recovery': {
      const amount = cmd.amountPaise;
      if (amount > 0) {
        const kind = cmd.type === 'record-deposit' ? cmd.kind : 'penalty';
        setDemand(demands, demandId(cmd.caseId, kind), (d) => ({ ...d, realisedPaise: d.realisedPaise + amount }));
        const no_ = cmd.receiptNo!.trim();
        receipts.set(no_, {
          receiptNo: no_,
          caseId: cmd.caseId,
          kind,
          on: cmd.on,
          amountPaise: amount,
          mode: cmd.mode!,
          channel: cmd.type === 'record-deposit' ? 'deposit' : 'recovery',
          entryId: ev.entries[0]!.entryId,
        });
      }
      if (cmd.type === 'record-recovery') {
        const c = cases.get(cmd.caseId)!;
        cases.set(cmd.caseId, {
          ...c,
          recoveryActions: [
            ...c.recoveryActions,
            { on: cmd.on, action: cmd.action, note: cmd.note.trim(), amountPaise: amount },
          ],
        });
      }
      break;
    }
    case 'refer-for-recovery': {
      const c = cases.get(cmd.caseId)!;
      cases.set(cmd.caseId, {
        ...c,
        referredOn: cmd.on,
        referredUnder: c.appellate ? 'in.ctr2026.r7.12' : 'in.ctr2026.r4.14',
        ...(cmd.depositDueOn !== undefined ? { depositDueOn: cmd.depositDueOn } : {}),
      });
      break;
    }
    case 'register-body':
      bodies.set(cmd.bodyId, {
        bodyId: cmd.bodyId,
        kind: cmd.kind as UtilisingBody,
        name: cmd.name.trim(),
        state: cmd.state.trim(),
        registeredOn: cmd.on,
      });
      break;
    case 'grant-sanction':
      sanctions.set(cmd.sanctionRef, {
        sanctionRef: cmd.sanctionRef,
        bodyId: cmd.bodyId,
        purpose: cmd.purpose as FundPurpose,
        amountPaise: cmd.amountPaise,
        on: cmd.on,
        releasedPaise: 0,
        ...(cmd.purpose === 'notified-purpose' && cmd.notificationRef !== undefined
          ? { notificationRef: cmd.notificationRef.trim() }
          : {}),
      });
      break;
    case 'make-release': {
      const s = sanctions.get(cmd.sanctionRef)!;
      sanctions.set(cmd.sanctionRef, { ...s, releasedPaise: s.releasedPaise + cmd.amountPaise });
      releases.set(cmd.releaseRef, {
        releaseRef: cmd.releaseRef,
        sanctionRef: cmd.sanctionRef,
        on: cmd.on,
        amountPaise: cmd.amountPaise,
        entryId: ev.entries[0]!.entryId,
      });
      break;
    }
    case 'record-certificate':
      certificates.set(cmd.certificateRef, {
        certificateRef: cmd.certificateRef,
        sanctionRef: cmd.sanctionRef,
        on: cmd.on,
        amountPaise: cmd.amountPaise,
        ...(cmd.documentRef !== undefined ? { documentRef: cmd.documentRef } : {}),
      });
      break;
    case 'reverse-entry': {
      // Only demand entries are reversed by hand (decideMoney); the demand's ordered amount follows the receivable.
      const e = ev.entries[0]!;
      for (const l of e.lines) {
        const m = /^receivable:(\w+):(.+)$/.exec(l.account);
        if (m)
          setDemand(demands, demandId(m[2]!, m[1] as DemandKind), (d) => ({
            ...d,
            orderedPaise: d.orderedPaise + l.amountPaise,
          }));
      }
      break;
    }
  }
  return {
    cases,
    demands,
    receipts,
    bodies,
    sanctions,
    releases,
    certificates,
    entries: [...b.entries, ...ev.entries],
    reversed,
    balances,
  };
}

export const replayMoney = (events: readonly MoneyEvent[]): Book => events.reduce(evolveMoney, EMPTY_BOOK);

/** Decide and, when allowed, evolve: the book after the command, with the event, or the refusal and the book unchanged. */
export function runMoney(
  b: Book,
  cmd: MoneyCommand,
): { readonly book: Book; readonly event?: MoneyEvent; readonly refusal?: Refusal } {
  const d = decideMoney(b, cmd);
  return d.ok ? { book: evolveMoney(b, d.value), event: d.value } : { book: b, refusal: d.error };
}

/** The Board's recovery queue: penalties unpaid after the deposit period (s.27C), not yet referred or being recovered. */
export interface QueueItem {
  readonly caseId: string;
  readonly caseNumber: string;
  readonly orderOn: LocalDate;
  readonly depositDueOn: LocalDate;
  readonly daysOverdue: number;
  readonly orderedPaise: number;
  readonly realisedPaise: number;
  readonly outstandingPaise: number;
  readonly contravener: string;
  readonly place: Place;
  readonly referredOn?: LocalDate;
  readonly referredUnder?: ProvisionId;
  readonly appellate?: CaseMoney['appellate'];
  readonly recoveryActions: CaseMoney['recoveryActions'];
  readonly basis: readonly ProvisionId[];
}

export function recoveryQueue(
  b: Book,
  today: LocalDate,
  daysBetween: (a: LocalDate, z: LocalDate) => number,
): readonly QueueItem[] {
  const items: QueueItem[] = [];
  for (const c of b.cases.values()) {
    const d = b.demands.get(demandId(c.caseId, 'penalty'));
    if (!d || c.depositDueOn === undefined || today <= c.depositDueOn) continue;
    const out = outstandingPaise(d);
    if (out === 0) continue;
    items.push({
      caseId: c.caseId,
      caseNumber: c.caseNumber,
      orderOn: c.orderOn,
      depositDueOn: c.depositDueOn,
      daysOverdue: daysBetween(c.depositDueOn, today),
      orderedPaise: d.orderedPaise,
      realisedPaise: d.realisedPaise - d.refundedPaise,
      outstandingPaise: out,
      contravener: c.contravener,
      place: c.place,
      ...(c.referredOn !== undefined ? { referredOn: c.referredOn } : {}),
      ...(c.referredUnder !== undefined ? { referredUnder: c.referredUnder } : {}),
      ...(c.appellate !== undefined ? { appellate: c.appellate } : {}),
      recoveryActions: c.recoveryActions,
      basis: [c.appellate ? 'in.ctr2026.r7.12' : 'in.ctr2026.r4.14', 'in.cta1871.s27c'],
    });
  }
  return items.sort((x, y) =>
    x.depositDueOn < y.depositDueOn ? -1 : x.depositDueOn > y.depositDueOn ? 1 : x.caseId.localeCompare(y.caseId),
  );
}
