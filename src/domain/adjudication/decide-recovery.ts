// Rules 4(12) and 4(14) with ss.27C and 28: deposits of the penalty and reference of an unpaid penalty to the Board.

import { formatLegal } from '../../lib/local-date.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { DecideContext } from '../common.ts';
import { hasText } from '../common.ts';
import { orderDepositClock, s27cClock } from './clocks.ts';
import { adjudicationGate } from './opportunity.ts';
import { param } from '../../rules/packs.ts';
import { isPortalDefault } from '../../rules/parameters.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import type { RecordDeposit, ReferForRecovery } from './commands.ts';
import type { AdjDecision } from './decide-util.ts';
import { emit, fail, no } from './decide-util.ts';
import type { AdjudicationState, DepositMode } from './state.ts';
import { outstandingPenaltyPaise } from './state.ts';
import { rupees } from '../../lib/indian-format.ts';

const MODES: readonly DepositMode[] = ['cash', 'bank-challan', 'online', 'demand-draft'];

export function decideDeposit(s: AdjudicationState, cmd: RecordDeposit): AdjDecision {
  const basis: ProvisionId[] = ['in.ctr2026.r4.12', 'in.cta1871.s28'];
  if (!s.order) return no('ORDER.NOT_PASSED', 'No order has been passed; there is no penalty to deposit.', basis);
  if (s.order.penaltyPaise === 0)
    return no(
      'ORDER.NO_PENALTY',
      'The order imposes no penalty; compensation, expenses and charges are paid to the complainant, not deposited here.',
      basis,
    );
  if (s.recoveryReferredOn !== undefined) {
    return no(
      'RECOVERY.ALREADY_REFERRED',
      `The penalty was referred to the Animal Welfare Board of India for recovery on ${formatLegal(s.recoveryReferredOn)}; payments are now recorded by the Board.`,
      ['in.ctr2026.r4.14'],
    );
  }
  if (!Number.isSafeInteger(cmd.amountPaise) || cmd.amountPaise < 1)
    return no(
      'DEPOSIT.AMOUNT_INVALID',
      'Give the amount deposited as a whole number of paise, at least 1.',
      basis,
      'amountPaise',
    );
  const outstanding = outstandingPenaltyPaise(s);
  if (cmd.amountPaise > outstanding) {
    return no(
      'DEPOSIT.EXCEEDS_OUTSTANDING',
      `Only ${rupees(outstanding)} of the penalty is outstanding; record at most that amount.`,
      basis,
      'amountPaise',
    );
  }
  if (!hasText(cmd.receiptNo))
    return no('DEPOSIT.RECEIPT_REQUIRED', 'Give the receipt or challan number of the deposit.', basis, 'receiptNo');
  if (!MODES.includes(cmd.mode))
    return no('DEPOSIT.MODE_INVALID', `Say how it was paid: ${MODES.join(', ')}.`, basis, 'mode');
  return emit({
    type: 'deposit-recorded',
    on: cmd.on,
    basis: [...basis, 'in.cta1871.s27c'],
    amountPaise: cmd.amountPaise,
    receiptNo: cmd.receiptNo.trim(),
    mode: cmd.mode,
    outstandingAfterPaise: outstanding - cmd.amountPaise,
  });
}

export function decideReferForRecovery(s: AdjudicationState, cmd: ReferForRecovery, ctx: DecideContext): AdjDecision {
  const basis: ProvisionId[] = ['in.ctr2026.r4.14', 'in.cta1871.s27c'];
  if (!s.order) return no('ORDER.NOT_PASSED', 'No order has been passed; there is nothing to recover.', basis);
  if (s.recoveryReferredOn !== undefined)
    return no(
      'RECOVERY.ALREADY_REFERRED',
      `Already referred to the Board on ${formatLegal(s.recoveryReferredOn)}.`,
      basis,
    );
  const outstanding = outstandingPenaltyPaise(s);
  if (outstanding === 0) {
    return no(
      'RECOVERY.NOTHING_OUTSTANDING',
      s.order.penaltyPaise === 0
        ? 'The order imposes no penalty; there is nothing for the Board to recover.'
        : 'The penalty has been deposited in full; there is nothing to recover.',
      basis,
    );
  }
  // Issue 27: the reference rests on the time to pay the officer fixed in the order (Rule 4(12)). A s.27C period a
  // State notified binds as well; the portal's configured default never holds back or fires a reference by itself.
  const fixed = orderDepositClock(s, ctx);
  const s27c = param(ctx.pack, 'deposit.period-days', s.order.on);
  const notified = isPortalDefault(s27c) ? undefined : s27cClock(s, ctx);
  const due = [fixed?.due, notified?.due]
    .filter((x): x is LocalDate => x !== undefined)
    .sort()
    .at(-1);
  if (due === undefined) {
    return no(
      'RECOVERY.NOT_DUE',
      'The order fixes no time to deposit the penalty, so none has run out; the penalty is referred only after the time the order fixes.',
      [...basis, 'in.ctr2026.r4.12'],
    );
  }
  if (cmd.on <= due) {
    return no(
      'RECOVERY.NOT_DUE',
      notified !== undefined && notified.due === due
        ? `The period under section 27C notified by the State runs until ${formatLegal(due)}; refer the penalty to the Board only after that day if it is still unpaid.`
        : `The order gave the person until ${formatLegal(due)} to deposit the penalty; refer it to the Board only after that day if it is still unpaid.`,
      [...basis, 'in.ctr2026.r4.12'],
      'on',
    );
  }
  // The one gate (issue 27): the person was given the order (Rule 4(15)) the minimum interval before the time ran out.
  const gated = adjudicationGate(
    s,
    ctx,
    { what: 'refer the penalty for recovery', on: cmd.on, rule: [...basis, 'in.ctr2026.r4.15'] },
    {
      kind: 'recovery',
      due,
      ...(cmd.lateServiceReasons !== undefined ? { lateServiceReasons: cmd.lateServiceReasons } : {}),
    },
  );
  if (gated) return fail(gated);
  // Issue 27, point 5: a reference made while an appeal against the order is pending says so (the Board then knows the
  // demand may yet be varied or set aside under Rule 7(11)).
  const appeal = ctx.appealPending;
  return emit({
    type: 'referred-for-recovery',
    on: cmd.on,
    basis: [...basis, 'in.ctr2026.r2.1.c', ...(appeal ? (['in.ctr2026.r7.1'] as const) : [])],
    outstandingPaise: outstanding,
    to: 'awbi',
    s27cDueOn: due,
    timeToPay: notified !== undefined && notified.due === due ? 'notified-s27c' : 'order',
    ...(appeal ? { appealPending: { number: appeal.number, filedOn: appeal.filedOn } } : {}),
  });
}
