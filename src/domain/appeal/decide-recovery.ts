// The copies of the appellate order (Rule 7(13)) and the reference of an unpaid penalty for recovery (Rule 7(12)).

import { formatLegal } from '../../lib/local-date.ts';
import { err } from '../../lib/result.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { DecideContext } from '../common.ts';
import { appellateDueOn } from './clocks.ts';
import { param } from '../../rules/packs.ts';
import type { ReferForRecovery, SupplyCopy } from './commands.ts';
import type { AppealDecision } from './guards.ts';
import { no, yes } from './guards.ts';
import { appealGate } from './opportunity.ts';
import type { AppealState } from './state.ts';

const R7_11: ProvisionId[] = ['in.ctr2026.r7.11'];

export function decideSupplyCopy(s: AppealState, c: SupplyCopy): AppealDecision {
  const basis: ProvisionId[] = ['in.ctr2026.r7.13'];
  if (s.stage !== 'decided' && s.stage !== 'refused') {
    return no(
      'APPEAL.NOT_DECIDED',
      'There is no order under Rule 7 to copy yet; a copy is supplied once the appeal is decided or registration is refused.',
      basis,
    );
  }
  return yes({
    type: 'appeal.copy-supplied',
    on: c.on,
    basis: s.stage === 'refused' ? [...basis, 'in.ctr2026.r7.6'] : [...basis, ...R7_11],
    party: c.party,
    of: s.stage === 'refused' ? 'refusal-order' : 'appellate-order',
    signed: true,
    feePaise: 0,
  });
}

/** Rule 7(12): a penalty the appellate order upholds, unpaid after the time that order fixed to pay it, goes to the Board. */
export function decideRecovery(s: AppealState, c: ReferForRecovery, ctx: DecideContext): AppealDecision {
  const basis: ProvisionId[] = ['in.ctr2026.r7.12'];
  if (s.stage !== 'decided') {
    return no(
      'APPEAL.NOT_DECIDED',
      'The appeal has not been decided; a penalty is referred for recovery only after the appellate order.',
      basis,
    );
  }
  if (s.recovery !== undefined) {
    return no(
      'RECOVERY.ALREADY_REFERRED',
      `The penalty was already referred to the Animal Welfare Board of India on ${formatLegal(s.recovery.on)}.`,
      basis,
    );
  }
  const d = s.decision!;
  if (d.outcome === 'set-aside' || d.terms.penaltyPaise === 0) {
    return no(
      'APPEAL.NO_CONFIRMED_PENALTY',
      'The appellate order does not uphold any penalty; there is nothing to refer for recovery.',
      basis,
    );
  }
  // Issue 27: the reference waits for the time to pay the appellate order fixed (or a s.27C period a State notified),
  // never for the portal's default period by itself.
  const due = appellateDueOn(d, ctx);
  if (due === undefined) {
    return no('RECOVERY.NOT_DUE', 'The appellate order fixes no time to pay; none has run out.', basis);
  }
  const byS27c = d.payBy === undefined || d.payBy.timeToPay === 'notified-s27c';
  if (!(c.on > due)) {
    return no(
      'RECOVERY.NOT_DUE',
      byS27c
        ? `The penalty may be paid until ${formatLegal(due)} (the period under section 27C from the appellate order of ${formatLegal(d.on)}); refer it only if it is still unpaid after that day.`
        : `The appellate order of ${formatLegal(d.on)} gave until ${formatLegal(due)} to pay the penalty; refer it only if it is still unpaid after that day.`,
      byS27c ? [...basis, 'in.cta1871.s27c'] : [...basis, ...R7_11],
      'on',
    );
  }
  if (!Number.isSafeInteger(c.unpaidPaise) || c.unpaidPaise <= 0) {
    return no(
      'RECOVERY.NOTHING_OUTSTANDING',
      'Nothing of the penalty is unpaid; there is nothing to refer.',
      basis,
      'unpaidPaise',
    );
  }
  if (c.unpaidPaise > d.terms.penaltyPaise) {
    return no(
      'ORDER.AMOUNT_INVALID',
      `The unpaid amount cannot exceed the penalty upheld (${d.terms.penaltyPaise} paise).`,
      basis,
      'unpaidPaise',
    );
  }
  // Issue 27: the one gate: each party was given the appellate order (Rule 7(13)) and the time to pay has run since.
  const gated = appealGate(
    s,
    ctx,
    { what: 'refer the penalty for recovery', on: c.on, rule: [...basis, 'in.ctr2026.r7.13'] },
    { kind: 'recovery', ...(c.lateServiceReasons !== undefined ? { lateServiceReasons: c.lateServiceReasons } : {}) },
  );
  if (gated) return err(gated);
  const s27c = param(ctx.pack, 'deposit.period-days', d.on);
  return yes({
    type: 'appeal.referred-for-recovery',
    on: c.on,
    basis: byS27c ? [...basis, 'in.cta1871.s27c'] : [...basis, ...R7_11],
    unpaidPaise: c.unpaidPaise,
    depositDue: due,
    periodDays: d.payBy?.periodDays ?? s27c.value,
    periodStatus: s27c.status,
  });
}
