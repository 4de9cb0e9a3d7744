// Deciding the filing of an appeal (Rule 7(1)-(4), Form-III) and the call for records (Rule 7(5)).

import { formatLegal } from '../../lib/local-date.ts';
import { err } from '../../lib/result.ts';
import { checkTypedDate } from '../../rules/dates.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { DecideContext } from '../common.ts';
import type { CallForRecords, FileAppeal, RecordRecordsReceived } from './commands.ts';
import { computeItem9, missingParticulars } from './form3.ts';
import type { AppealDecision } from './guards.ts';
import { inStage, isWholePaise, no, yes } from './guards.ts';
import type { AppealState } from './state.ts';
import { APPEALABLE_PROVISIONS } from './state.ts';

const FILING_BASIS: readonly ProvisionId[] = [
  'in.ctr2026.r7.1',
  'in.ctr2026.r7.2',
  'in.ctr2026.r7.3',
  'in.ctr2026.r7.4',
  'in.ctr2026.form3',
];

/**
 * Filing is accepted whenever it is an appeal against an appealable order. Missing particulars do not refuse it:
 * Rule 7(6) deals with defects "on scrutiny", by intimation and 15 days to rectify, so they are recorded as defects
 * found. A late appeal is accepted too, with item 9 computed as NO: the appellate authority decides on delay.
 */
export function decideFileAppeal(s: AppealState, c: FileAppeal, ctx: DecideContext): AppealDecision {
  if (s.stage !== 'none') {
    return no(
      'APPEAL.ALREADY_FILED',
      `An appeal was already received on ${formatLegal(s.filing!.on)}; amend it by rectifying defects, not by filing again.`,
      ['in.ctr2026.r7.1'],
    );
  }
  const o = c.order;
  if (!APPEALABLE_PROVISIONS.includes(o.provision)) {
    return no(
      'APPEAL.ORDER_NOT_APPEALABLE',
      'An appeal in Form-III lies only against an order of the adjudicating officer made under Rule 4(12) (penalty, compensation, expenses or charges) or Rule 4(13) (complaint dismissed). Check which order is being appealed against.',
      ['in.ctr2026.r7.1'],
      'order.provision',
    );
  }
  if (![o.penaltyPaise, o.compensationPaise, o.expensesPaise, o.chargesPaise].every(isWholePaise)) {
    return no(
      'ORDER.AMOUNT_INVALID',
      'The amounts of the order appealed against must be whole numbers of paise, zero or more; copy them from the order.',
      [o.provision],
      'order',
    );
  }
  // Issue 13, point 7: every date the appellant types is a real date from 1 January 1900 to today (India).
  for (const [value, field, basis, what] of [
    [o.on, 'order.on', ['in.ctr2026.r7.1'], 'The date of the order appealed against'],
    [c.form.orderDate, 'form.orderDate', ['in.ctr2026.form3.item7'], 'Form-III item 7: the date of the order'],
    [
      c.form.declaration?.signedOn,
      'form.declaration.signedOn',
      ['in.ctr2026.form3.declaration'],
      'Form-III: the date of the declaration',
    ],
  ] as const) {
    if (value === undefined) continue;
    const refused = checkTypedDate(value, ctx.today, field, basis, what);
    if (refused) return err(refused);
  }
  if (c.on < o.on) {
    return no(
      'CASE.DATE_BEFORE_PREVIOUS_EVENT',
      `The appeal cannot be received (${formatLegal(c.on)}) before the order appealed against was made (${formatLegal(o.on)}); check both dates.`,
      ['in.ctr2026.r7.4'],
      'order.on',
    );
  }
  const item9 = computeItem9(o.on, c.on, ctx, c.form.withinTimeAnswer);
  if (!item9.ok) return item9;
  const found = missingParticulars(c.form, { filedBy: c.filedBy, representative: c.representative, orderOn: o.on });
  return yes({
    type: 'appeal.filed',
    on: c.on,
    basis: [...FILING_BASIS, ...item9.value.basis.filter((b) => !FILING_BASIS.includes(b))],
    order: o,
    form: c.form,
    filedBy: c.filedBy,
    medium: c.medium,
    ...(c.representative !== undefined ? { representative: c.representative } : {}),
    item9: item9.value.value,
    defectsFound: found.map((f, i) => ({
      id: `d${i + 1}`,
      field: f.field,
      description: f.description,
      basis: f.basis,
    })),
  });
}

/** Rule 7(5): the appellate authority calls for the complaint and inquiry records; once. */
export function decideCallForRecords(s: AppealState, c: CallForRecords): AppealDecision {
  const basis: ProvisionId[] = ['in.ctr2026.r7.5'];
  const stage = inStage(s, ['filed', 'admitted'], 'call for the records', basis);
  if (stage) return stage;
  if (s.records.calledOn !== undefined) {
    return no(
      'APPEAL.WRONG_STAGE',
      `The records were already called for on ${formatLegal(s.records.calledOn)}; record their receipt when they arrive.`,
      basis,
    );
  }
  return yes({ type: 'appeal.records-called-for', on: c.on, basis, ...(c.note !== undefined ? { note: c.note } : {}) });
}

export function decideRecordsReceived(s: AppealState, c: RecordRecordsReceived): AppealDecision {
  const basis: ProvisionId[] = ['in.ctr2026.r7.5'];
  const stage = inStage(s, ['filed', 'admitted', 'decided'], 'record receipt of the records', basis);
  if (stage) return stage;
  if (s.records.calledOn === undefined) {
    return no(
      'APPEAL.RECORDS_NOT_CALLED',
      'The records have not been called for from the adjudicating officer; call for them first.',
      basis,
    );
  }
  if (s.records.receivedOn !== undefined) {
    return no(
      'APPEAL.WRONG_STAGE',
      `Receipt of the records was already recorded on ${formatLegal(s.records.receivedOn)}.`,
      basis,
    );
  }
  return yes({ type: 'appeal.records-received', on: c.on, basis, ...(c.note !== undefined ? { note: c.note } : {}) });
}
