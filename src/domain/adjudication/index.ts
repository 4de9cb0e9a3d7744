// The adjudication case machine (Rules 3 to 6, 4(14), 4(15)): decide, evolve, the clocks and the types others read.

export { decide, COMMAND_BASIS } from './decide.ts';
export { evolve } from './evolve.ts';
export { openClocks, replyClock, orderDepositClock } from './clocks.ts';
export { INITIAL_STATE, finalOrderOf, outstandingPenaltyPaise, ordinaryHearings, listedItems } from './state.ts';
export type { AdjudicationState, ComplaintParticulars, ListedItem } from './state.ts';
export type * from './events.ts';
export type * from './commands.ts';
