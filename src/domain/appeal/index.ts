// The appeal area (Rule 7, Form-III): the public surface of the pure state machine.

export type * from './commands.ts';
export type * from './events.ts';
export type * from './state.ts';
export { APPEALABLE_PROVISIONS, INITIAL_APPEAL, NIL_TERMS, outstandingDefects, termsOf } from './state.ts';
export { COMMAND_BASIS, decide } from './decide.ts';
export { evolve, replay } from './evolve.ts';
export {
  appellateDueOn,
  depositClock,
  openClocks,
  orderTimeToPay,
  rectifyClock,
  refusalCommunicationClock,
  respondentReplyClock,
} from './clocks.ts';
export type { Violation } from './invariants.ts';
export { violations } from './invariants.ts';
export type { Form3Field, MissingParticular } from './form3.ts';
export { computeItem9, FORM3_FIELDS, form3Field, missingParticulars } from './form3.ts';
export { groundsOf } from './grounds.ts';
export type { AnsweredGround, GroundAnswer } from './grounds.ts';
