// The appeal area (Rule 7, Form-III): the public surface of the pure state machine.

export type * from './commands.ts';
export type * from './events.ts';
export type * from './state.ts';
export { INITIAL_APPEAL, outstandingDefects } from './state.ts';
export { COMMAND_BASIS, decide } from './decide.ts';
export { evolve } from './evolve.ts';
export { appellateDueOn, openClocks, respondentReplyClock } from './clocks.ts';
export { groundsOf } from './grounds.ts';
