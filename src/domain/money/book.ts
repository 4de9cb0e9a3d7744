// The money book: demands raised by orders, deposits, the Board's recovery, and the utilisation of the fund.
// decide(state, command) → one event carrying its journal entries, or a refusal; evolve(state, event) → state.
//
// Rule 4(12) order → demands per head; s.27C period → deposit due; unpaid after it → Board's recovery (R.4(14), 7(12));
// realised penalties → the Board's separate fund (s.28, R.8(2)); appellate order (R.7(11)) → reversing adjustments
// and refunds; R.8(1) → sanctions to State Boards, local authorities and SPCAs, releases, utilisation certificates.
// The parts: book-types.ts (state, commands, events), decide-case.ts (a case's money), decide-fund.ts (the fund),
// evolve.ts, queue.ts (the Board's recovery queue).

import type { Refusal } from '../../rules/ruling.ts';
import type { Book, MoneyCommand, MoneyEvent } from './book-types.ts';
import { decideCaseMoney } from './decide-case.ts';
import { decideFundMoney } from './decide-fund.ts';
import type { Decision } from './decide-helpers.ts';
import { evolveMoney } from './evolve.ts';

export * from './book-types.ts';
export { evolveMoney, replayMoney } from './evolve.ts';
export type { QueueItem } from './queue.ts';
export { recoveryQueue } from './queue.ts';

export function decideMoney(b: Book, cmd: MoneyCommand): Decision {
  switch (cmd.type) {
    case 'raise-demands':
    case 'apply-appellate-order':
    case 'record-deposit':
    case 'refer-for-recovery':
    case 'record-recovery':
      return decideCaseMoney(b, cmd);
    default:
      return decideFundMoney(b, cmd);
  }
}

/** Decide and, when allowed, evolve: the book after the command, with the event, or the refusal and the book unchanged. */
export function runMoney(
  b: Book,
  cmd: MoneyCommand,
): { readonly book: Book; readonly event?: MoneyEvent; readonly refusal?: Refusal } {
  const d = decideMoney(b, cmd);
  return d.ok ? { book: evolveMoney(b, d.value), event: d.value } : { book: b, refusal: d.error };
}
