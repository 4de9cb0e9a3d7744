// The published figures of final orders by outcome (Rules 4(7), 4(12), 4(13)) and of appeals (Rule 7).

import type { FigureDef } from './kinds.ts';
import { flow } from './kinds.ts';

export const OUTCOME_FIGURES: readonly FigureDef[] = [
  flow(
    'orders_penalty',
    'outcomes',
    ['orders_penalty'],
    'Orders imposing a penalty',
    'Final orders of the period imposing a penalty (Rule 4(12), including on admission, Rule 4(8)).',
    ['in.ctr2026.r4.12'],
  ),
  flow(
    'orders_compensation',
    'outcomes',
    ['orders_compensation'],
    'Orders awarding compensation',
    'Final orders of the period awarding compensation, expenses or charges (Rule 4(12)); an order may both impose a penalty and award compensation, and then counts in both.',
    ['in.ctr2026.r4.12'],
  ),
  flow(
    'orders_dismissal',
    'outcomes',
    ['orders_dismissal'],
    'Complaints dismissed',
    'Final orders of the period dismissing the complaint (Rule 4(13)).',
    ['in.ctr2026.r4.13'],
  ),
  flow(
    'orders_ex_parte',
    'outcomes',
    ['orders_ex_parte'],
    'Orders passed ex parte',
    'Final orders of the period passed in a case that proceeded ex parte (Rule 4(7)); also counted under their outcome.',
    ['in.ctr2026.r4.7'],
  ),

  flow(
    'appeals_filed',
    'appeals',
    ['appeals_filed'],
    'Appeals filed',
    'Appeals (Form-III) received by the appellate authority in the period (deemed filed that day, Rule 7(4)); counted at the appellate office.',
    ['in.ctr2026.r7.4'],
  ),
  flow(
    'appeals_refused',
    'appeals',
    ['appeals_refused'],
    'Registration refused',
    'Appeals whose registration was refused in the period for defects not rectified (Rule 7(6)).',
    ['in.ctr2026.r7.6'],
  ),
  flow(
    'appeals_admitted',
    'appeals',
    ['appeals_admitted'],
    'Appeals admitted',
    'Appeals admitted in the period (Rule 7(7)).',
    ['in.ctr2026.r7.7'],
  ),
  flow(
    'appeals_confirmed',
    'appeals',
    ['appeals_confirmed'],
    'Orders confirmed',
    'Appeals decided in the period confirming the order (Rule 7(11)).',
    ['in.ctr2026.r7.11'],
  ),
  flow(
    'appeals_varied',
    'appeals',
    ['appeals_varied'],
    'Orders varied',
    'Appeals decided in the period varying the order (Rule 7(11)).',
    ['in.ctr2026.r7.11'],
  ),
  flow(
    'appeals_set_aside',
    'appeals',
    ['appeals_set_aside'],
    'Orders set aside',
    'Appeals decided in the period setting the order aside (Rule 7(11)).',
    ['in.ctr2026.r7.11'],
  ),
];
