// The adjudication case machine (Rules 3 to 6, 4(14), 4(15)): decide, evolve, replay, clocks and the types others read.

export { decide, COMMAND_BASIS } from './decide.ts';
export { evolve, replay } from './evolve.ts';
export { openClocks, replyClock, disposalClock, noticeIssueClock, orderDepositClock, s27cClock } from './clocks.ts';
export type { OpenClock } from './clocks.ts';
export { violations } from './invariants.ts';
export { FORM1_ITEMS, checkForm1 } from './complaint-form.ts';
export type { Form1Field } from './complaint-form.ts';
export {
  INITIAL_STATE,
  OFFICER_BODIES,
  finalOrderOf,
  outstandingPenaltyPaise,
  readyForOrder,
  ordinaryHearings,
  listedItems,
  hearingInAbsence,
  isClosed,
} from './state.ts';
export type {
  AdjudicationOrder,
  AdjudicationState,
  Complaint,
  ComplaintParticulars,
  FiledBy,
  FilerCapacity,
  ListedItem,
  OfficerBody,
  Party,
  ShowCauseNotice,
} from './state.ts';
export type * from './events.ts';
export type * from './commands.ts';
