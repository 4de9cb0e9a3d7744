// The money a case or appeal event moves, posted in the same transaction as the event (called from writeEvents):
//   adjudication order-passed (R.4(12))      → demands raised per head
//   adjudication deposit-recorded (s.27C)    → deposit of the penalty, credited to the Board's fund (s.28)
//   adjudication referred-for-recovery       → the case enters the Board's recovery (R.4(14))
//   appeal.decided (R.7(11))                 → demands adjusted by reversing entries, refunds where paid
//   appeal.referred-for-recovery (R.7(12))   → the confirmed penalty enters the Board's recovery
// A refusal of the book (a receipt number used before, more than is outstanding) refuses the case event with it.

import type { LocalDate } from '../../lib/local-date.ts';
import type { MoneyCommand } from '../../domain/money/index.ts';
import { replayMoney, runMoney } from '../../domain/money/index.ts';
import { AppError } from '../errors.ts';
import type { OfficeInfo, StoreTx, StreamRef } from '../ports/store.ts';

interface AnyEvent {
  readonly type: string;
  readonly on: LocalDate;
  readonly [k: string]: unknown;
}

interface OrderLike {
  readonly kind: string;
  readonly penaltyPaise: number;
  readonly compensationPaise: number;
  readonly expensesPaise: number;
  readonly chargesPaise: number;
  readonly complainantName: string;
  readonly contravenerName: string;
}

const OUTCOMES: Readonly<Record<string, 'confirmed' | 'varied' | 'set-aside'>> = {
  confirm: 'confirmed',
  vary: 'varied',
  'set-aside': 'set-aside',
};

/** The book commands for a stream's new events; `caseKey` is the complaint case's stream id. */
export function moneyCommandsFor(
  stream: StreamRef,
  office: OfficeInfo,
  given: readonly { readonly type: string; readonly on: LocalDate }[],
): { caseKey: string; commands: MoneyCommand[] } | undefined {
  if (stream.kind === 'assam') return undefined;
  const caseKey = stream.kind === 'appeal' ? stream.parentId : stream.id;
  if (caseKey === null) return undefined;
  const commands: MoneyCommand[] = [];
  const events = given as readonly AnyEvent[];
  for (const e of events) {
    if (stream.kind === 'adjudication' && e.type === 'order-passed') {
      const o = e['order'] as OrderLike;
      if (o.kind !== 'penalty-or-compensation') continue;
      commands.push({
        type: 'raise-demands',
        on: e.on,
        caseId: caseKey,
        caseNumber: stream.number,
        amounts: {
          penaltyPaise: o.penaltyPaise,
          compensationPaise: o.compensationPaise,
          expensesPaise: o.expensesPaise,
          chargesPaise: o.chargesPaise,
        },
        ...(typeof e['depositDueOn'] === 'string' ? { depositDueOn: e['depositDueOn'] as LocalDate } : {}),
        place: { state: office.stateCode, district: office.districtCode, office: office.code },
        contravener: o.contravenerName,
        complainant: o.complainantName,
      });
    } else if (stream.kind === 'adjudication' && e.type === 'deposit-recorded') {
      commands.push({
        type: 'record-deposit',
        on: e.on,
        caseId: caseKey,
        kind: 'penalty',
        amountPaise: e['amountPaise'] as number,
        receiptNo: e['receiptNo'] as string,
        mode: e['mode'] as never,
      });
    } else if (stream.kind === 'adjudication' && e.type === 'referred-for-recovery') {
      commands.push({ type: 'refer-for-recovery', on: e.on, caseId: caseKey });
    } else if (stream.kind === 'appeal' && e.type === 'appeal.decided') {
      const t = e['terms'] as {
        penaltyPaise: number;
        compensationPaise: number;
        expensesPaise: number;
        chargesPaise: number;
      };
      commands.push({
        type: 'apply-appellate-order',
        on: e.on,
        caseId: caseKey,
        appealNumber: stream.number,
        outcome: OUTCOMES[e['outcome'] as string] ?? 'confirmed',
        terms: t,
      });
    } else if (stream.kind === 'appeal' && e.type === 'appeal.referred-for-recovery') {
      commands.push({
        type: 'refer-for-recovery',
        on: e.on,
        caseId: caseKey,
        depositDueOn: e['depositDue'] as LocalDate,
      });
    }
  }
  return { caseKey, commands };
}

/**
 * Runs the book commands in the caller's transaction. A case whose order predates the money book (nothing raised for
 * it) is left alone rather than refusing its proceeding: the book cannot follow money it never saw demanded.
 */
export async function postCaseMoney(
  tx: StoreTx,
  stream: StreamRef,
  office: OfficeInfo,
  events: readonly { readonly type: string; readonly on: LocalDate }[],
  who: { readonly actorId: string | null; readonly actorRole: string },
  now: Date,
): Promise<number> {
  const m = moneyCommandsFor(stream, office, events);
  if (!m || m.commands.length === 0) return 0;
  let book = replayMoney(await tx.money.lockAndLoad());
  let posted = 0;
  for (const cmd of m.commands) {
    if (cmd.type !== 'raise-demands' && !book.cases.has(m.caseKey)) continue;
    const r = runMoney(book, cmd);
    if (r.refusal) throw AppError.fromRefusal(r.refusal);
    await tx.money.append(r.event!, {
      streamId: stream.id,
      caseKey: m.caseKey,
      actorId: who.actorId,
      actorRole: who.actorRole,
      recordedAt: now,
    });
    book = r.book;
    posted++;
  }
  return posted;
}
