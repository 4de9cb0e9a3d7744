// The published figures of penalty money: amounts (paise, exact integers) and the counts each is published beside.

import type { FigureDef } from './kinds.ts';
import { flow, stock } from './kinds.ts';

export const MONEY_FIGURES: readonly FigureDef[] = [
  // Money (the penalty ledger, src/domain/money; counted by src/app/derived/stats/money.ts at the office of the case).
  flow(
    'penalty_demand_entries',
    'penalty_money',
    ['penalty_demand_entries'],
    'Penalty demands and adjustments',
    'Entries in the period raising a penalty demand under an order (Rule 4(12)) or adjusting it under an appellate order (Rule 7(11)) or by a recorded correction.',
    ['in.ctr2026.r4.12', 'in.ctr2026.r7.11'],
  ),
  {
    ...flow(
      'penalty_demanded_paise',
      'penalty_money',
      ['penalty_demanded'],
      'Penalty demanded (paise)',
      'Net penalty demanded in the period, in paise: orders under Rule 4(12), less reductions and plus increases by appellate orders (Rule 7(11)) and corrections.',
      ['in.ctr2026.r4.12', 'in.ctr2026.r7.11'],
    ),
    amountOf: 'penalty_demand_entries',
  },
  flow(
    'penalty_deposits',
    'penalty_money',
    ['penalty_deposits'],
    'Penalty deposits',
    'Deposits of penalty recorded in the period (Rule 4(12), s.27C).',
    ['in.ctr2026.r4.12', 'in.cta1871.s27c'],
  ),
  {
    ...flow(
      'penalty_deposited_paise',
      'penalty_money',
      ['penalty_deposited'],
      'Penalty deposited (paise)',
      "Penalty deposited in the period, in paise; credited to the Board's separate account (s.28, Rule 8(2)).",
      ['in.ctr2026.r4.12', 'in.cta1871.s27c', 'in.cta1871.s28'],
    ),
    amountOf: 'penalty_deposits',
  },
  flow(
    'penalty_recoveries',
    'penalty_money',
    ['penalty_recoveries'],
    'Penalty recoveries',
    'Recoveries of unpaid penalty by the Board recorded in the period (Rules 4(14), 7(12)).',
    ['in.ctr2026.r4.14', 'in.ctr2026.r7.12'],
  ),
  {
    ...flow(
      'penalty_recovered_paise',
      'penalty_money',
      ['penalty_recovered'],
      'Penalty recovered (paise)',
      'Penalty recovered by the Board in the period, in paise (Rules 4(14), 7(12)); credited to its separate account (s.28).',
      ['in.ctr2026.r4.14', 'in.ctr2026.r7.12', 'in.cta1871.s28'],
    ),
    amountOf: 'penalty_recoveries',
  },
  flow(
    'penalty_refunds',
    'penalty_money',
    ['penalty_refunds'],
    'Penalty refunds',
    'Refunds in the period of penalty paid beyond what an appellate order leaves (Rule 7(11)).',
    ['in.ctr2026.r7.11'],
  ),
  {
    ...flow(
      'penalty_refunded_paise',
      'penalty_money',
      ['penalty_refunded'],
      'Penalty refunded (paise)',
      "Penalty refunded from the Board's account in the period on appellate orders, in paise (Rule 7(11)).",
      ['in.ctr2026.r7.11', 'in.ctr2026.r8.2'],
    ),
    amountOf: 'penalty_refunds',
  },
  {
    ...flow(
      'fund_credits_paise',
      'penalty_money',
      ['penalty_deposited', 'penalty_recovered'],
      "Net credits to the Board's fund (paise)",
      "Penalty deposited plus recovered less refunded in the period, in paise: the net amount credited to the Board's separate account from these cases (s.28, Rule 8(2)).",
      ['in.cta1871.s28', 'in.ctr2026.r8.2'],
    ),
    minus: ['penalty_refunded'],
    amountOf: 'penalty_fund_entries',
  },
  flow(
    'penalty_fund_entries',
    'penalty_money',
    ['penalty_deposits', 'penalty_recoveries', 'penalty_refunds'],
    'Fund entries',
    'Deposits, recoveries and refunds of penalty in the period together (the entries the net credits add up).',
    ['in.cta1871.s28', 'in.ctr2026.r8.2'],
  ),
  stock(
    'penalty_outstanding_cases',
    'penalty_money',
    'penalty_outstanding_cases_delta',
    'Cases with penalty outstanding',
    'Cases with some penalty still to be paid under the order (Rule 4(12)) at the end of the last day of the period, whether or not referred to the Board for recovery (Rule 4(14)).',
    ['in.ctr2026.r4.12', 'in.ctr2026.r4.14'],
  ),
  {
    ...stock(
      'penalty_outstanding_paise',
      'penalty_money',
      'penalty_outstanding_delta',
      'Penalty outstanding (paise)',
      'Penalty ordered and not yet deposited or recovered at the end of the last day of the period, in paise.',
      ['in.ctr2026.r4.12', 'in.ctr2026.r4.14'],
    ),
    amountOf: 'penalty_outstanding_cases',
  },
];
