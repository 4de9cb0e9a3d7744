// The book's decisions on a case's money: the demands of an order (Rule 4(12)), their adjustment by the appellate
// order (Rule 7(11)), deposits (s.27C), the reference for recovery and the Board's recoveries (Rules 4(14), 7(12)).

import { formatLegal } from '../../lib/local-date.ts';
import { rupees } from '../../lib/indian-format.ts';
import { err, ok } from '../../lib/result.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import { hasText } from '../common.ts';
import type { DemandKind, JournalEntry } from './ledger.ts';
import { BANK, DEMAND_KINDS, ordered, realisedTo, receivable } from './ledger.ts';
import type { Book, MoneyCommand } from './book-types.ts';
import { demandId, outstandingPaise, RECOVERY_ACTIONS } from './book-types.ts';
import type { Decision } from './decide-helpers.ts';
import { checkReceipt, emit, isPaise, no, pair, R412, realisation, RECOVERY } from './decide-helpers.ts';

export type CaseMoneyCommand = Extract<
  MoneyCommand,
  { type: 'raise-demands' | 'apply-appellate-order' | 'record-deposit' | 'refer-for-recovery' | 'record-recovery' }
>;

export function decideCaseMoney(b: Book, cmd: CaseMoneyCommand): Decision {
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
  }
}
