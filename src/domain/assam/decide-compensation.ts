// decide() for the compensation a Judicial Magistrate orders while convicting under s.26 (Assam), and what follows its
// default: the magistrate's order of forfeiture (I-274) and the auction; each adverse record passes the accused's gate.

import { formatLegal } from '../../lib/local-date.ts';
import { err, ok } from '../../lib/result.ts';
import { checkFixedDate } from '../../rules/dates.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { Refusal } from '../../rules/ruling.ts';
import { refuse } from '../../rules/ruling.ts';
import type { Decision, DecideContext } from '../common.ts';
import { hasText } from '../common.ts';
import type { AssamCommand, MagistrateOrder } from './commands.ts';
import type { AssamEvent } from './events.ts';
import { checkAccusedHeard } from './natural-justice.ts';
import type { AssamCase } from './state.ts';

const COMP: ProvisionId = 'in-as.cta.s26.compensation';
const no = (r: Refusal): Decision<AssamEvent> => err(r);
const yes = (...events: AssamEvent[]): Decision<AssamEvent> => ok(events);
const isRupees = (n: number, min: number): boolean => Number.isSafeInteger(n) && n >= min;

export type CompensationCommand = Extract<
  AssamCommand,
  {
    type:
      | 'order-compensation'
      | 'record-compensation-paid'
      | 'record-compensation-default'
      | 'record-forfeiture'
      | 'record-auction';
  }
>;

/**
 * Section 26 (Assam), compensation: "in default of payment, the cattle ... shall be forfeited and sold". The office
 * records forfeiture only on the magistrate's order (I-274): its copy attached to this case, its date (on or after the
 * order of compensation, not after today's record) and the court.
 */
function checkForfeitureOrder(
  o: MagistrateOrder | undefined,
  compensationOn: string,
  on: string,
  attached: readonly string[] | undefined,
): Refusal | undefined {
  const missing = (message: string, field: string) => refuse('ASSAM.FORFEITURE_ORDER_MISSING', message, [COMP], field);
  if (!o || !hasText(o.court)) return missing('Name the court whose order forfeits the cattle.', 'order.court');
  if (typeof o.date !== 'string' || o.date < compensationOn || o.date > on)
    return missing(
      "Give the date of the magistrate's order of forfeiture: on or after the order of compensation and not after today's record.",
      'order.date',
    );
  if (!(attached ?? []).includes(o.documentId))
    return missing(
      "Attach the copy of the magistrate's order forfeiting the cattle to this case first, then choose it.",
      'order.documentId',
    );
  return undefined;
}

export function decideCompensation(s: AssamCase, c: CompensationCommand, ctx: DecideContext): Decision<AssamEvent> {
  switch (c.type) {
    case 'order-compensation': {
      const o = s.outcome;
      if (!o || o.result !== 'conviction')
        return no(
          refuse(
            'ASSAM.COMPENSATION_NOT_WITH_CONVICTION',
            'Compensation may be ordered only while convicting the accused.',
            [COMP],
          ),
        );
      if (c.on !== o.on)
        return no(
          refuse(
            'ASSAM.COMPENSATION_NOT_WITH_CONVICTION',
            `Compensation is ordered "while convicting": date it on the conviction (${formatLegal(o.on)}).`,
            [COMP],
            'on',
          ),
        );
      if (s.compensation)
        return no(refuse('ASSAM.WRONG_STAGE', 'Compensation has already been ordered in this case.', [COMP]));
      const unheardC = checkAccusedHeard(s, c.on, 'record an order of compensation', ctx.pack);
      if (unheardC) return no(unheardC);
      const limb = c.payee.kind === 'property-damaged' ? 'damage' : 'injury';
      if (!s.report!.offence.limbs.some((l) => l.limb === limb)) {
        return no(
          refuse(
            'ASSAM.COMPENSATION_PAYEE_NOT_AGGRIEVED',
            `Compensation goes to the person whose property was damaged or who was injured; the facts reported allege no ${limb === 'damage' ? 'damage' : 'injury'}.`,
            [COMP],
            'payee.kind',
          ),
        );
      }
      if (!hasText(c.payee.name))
        return no(refuse('ASSAM.PARTICULARS_MISSING', 'Name the person to be compensated.', [COMP], 'payee.name'));
      if (!isRupees(c.amountRupees, 1))
        return no(
          refuse(
            'ASSAM.AMOUNT_INVALID',
            'The compensation must be a positive whole number of rupees.',
            [COMP],
            'amountRupees',
          ),
        );
      if (!hasText(c.reasons))
        return no(
          refuse(
            'ASSAM.REASONS_REQUIRED',
            'Record why the amount is reasonable: the value of the loss or the medical expenses incurred.',
            [COMP],
            'reasons',
          ),
        );
      if (c.payBy < c.on)
        return no(
          refuse('CASE.DATE_BEFORE_PREVIOUS_EVENT', 'The date to pay by cannot be before the order.', [COMP], 'payBy'),
        );
      const payBy = checkFixedDate(c.payBy, c.on, 'payBy', [COMP], 'The date to pay by');
      if (payBy) return no(payBy);
      return yes({
        type: 'compensation-ordered',
        on: c.on,
        basis: [COMP],
        payee: c.payee,
        amountRupees: c.amountRupees,
        reasons: c.reasons,
        payBy: c.payBy,
      });
    }
    case 'record-compensation-paid':
    case 'record-compensation-default':
    case 'record-forfeiture':
    case 'record-auction': {
      const k = s.compensation;
      if (!k)
        return no(refuse('ASSAM.NO_COMPENSATION_ORDERED', 'No compensation has been ordered in this case.', [COMP]));
      if (k.status === 'paid')
        return no(refuse('ASSAM.COMPENSATION_PAID', `The compensation was paid on ${formatLegal(k.paidOn!)}.`, [COMP]));
      if (c.type === 'record-compensation-paid') {
        if (k.status !== 'ordered')
          return no(
            refuse('ASSAM.WRONG_STAGE', 'The compensation is in default and the cattle have been forfeited.', [COMP]),
          );
        return yes({ type: 'compensation-paid', on: c.on, basis: [COMP] });
      }
      if (c.type === 'record-compensation-default') {
        if (k.status !== 'ordered')
          return no(
            refuse('ASSAM.WRONG_STAGE', 'Default in paying the compensation has already been recorded.', [COMP]),
          );
        if (c.on <= k.payBy)
          return no(
            refuse(
              'ASSAM.PAYMENT_TIME_NOT_OVER',
              `The compensation may be paid until ${formatLegal(k.payBy)}; default can be recorded only after that day.`,
              [COMP],
              'on',
            ),
          );
        // Default alone forfeits nothing: the cattle are forfeited on the magistrate's order (record-forfeiture, I-274).
        return yes({ type: 'compensation-defaulted', on: c.on, basis: [COMP] });
      }
      if (c.type === 'record-forfeiture') {
        if (k.status !== 'defaulted' || k.forfeited)
          return no(
            refuse(
              'ASSAM.WRONG_STAGE',
              k.forfeited
                ? `The cattle were forfeited on ${formatLegal(k.forfeited.on)}.`
                : 'Forfeiture follows default in paying the compensation; record the default first.',
              [COMP],
            ),
          );
        const bad = checkForfeitureOrder(c.order, k.orderedOn, c.on, ctx.attachedDocumentIds);
        if (bad) return no(bad);
        const unheardF = checkAccusedHeard(s, c.on, 'record the forfeiture of the cattle', ctx.pack);
        if (unheardF) return no(unheardF);
        return yes({
          type: 'cattle-forfeited',
          on: c.on,
          basis: [COMP],
          cattle: s.report!.offence.cattle,
          order: { documentId: c.order.documentId, date: c.order.date, court: c.order.court.trim() },
        });
      }
      if (!k.forfeited?.order)
        return no(
          refuse(
            'ASSAM.FORFEITURE_ORDER_MISSING',
            "The cattle are sold only after the magistrate's order forfeiting them is recorded, with its copy attached: a day to pay that has passed does not forfeit them by itself (section 26 (Assam)).",
            [COMP],
          ),
        );
      const unheardA = checkAccusedHeard(s, c.on, 'record the auction of the cattle', ctx.pack);
      if (unheardA) return no(unheardA);
      if (k.status !== 'defaulted')
        return no(
          refuse(
            'ASSAM.WRONG_STAGE',
            k.status === 'auctioned'
              ? 'The forfeited cattle have already been sold.'
              : 'The cattle are sold only after default of payment and forfeiture.',
            [COMP],
          ),
        );
      if (!isRupees(c.saleProceedsRupees, 0))
        return no(
          refuse(
            'ASSAM.AMOUNT_INVALID',
            'The sale proceeds must be a whole number of rupees, zero or more.',
            [COMP],
            'saleProceedsRupees',
          ),
        );
      const due = Math.min(c.saleProceedsRupees, k.amountRupees);
      if (c.paidToAggrievedRupees !== due) {
        return no(
          refuse(
            'ASSAM.AMOUNT_INVALID',
            `The cattle are sold to compensate the person aggrieved: pay them Rs ${due} (the lesser of the proceeds and the compensation ordered).`,
            [COMP],
            'paidToAggrievedRupees',
          ),
        );
      }
      return yes({
        type: 'cattle-auctioned',
        on: c.on,
        basis: [COMP],
        saleProceedsRupees: c.saleProceedsRupees,
        paidToAggrievedRupees: due,
        shortfallRupees: k.amountRupees - due,
        surplusRupees: c.saleProceedsRupees - due,
      });
    }
  }
}
