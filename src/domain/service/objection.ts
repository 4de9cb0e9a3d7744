// Rule 4(5) and Rule 4(7): a party who says they were not served as the record claims (issue 32: a proof from the
// process server's phone, or any attempt) may object; the objection is recorded, and the officer decides it before
// proceeding ex parte, since ex parte under Rule 4(7) rests on a notice duly served under Rule 4(5). A small check of
// its own, for the ex parte guard to call beside its other conditions.

import type { LocalDate } from '../../lib/local-date.ts';
import { formatLegal } from '../../lib/local-date.ts';
import type { Result } from '../../lib/result.ts';
import { err, ok } from '../../lib/result.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { Refusal } from '../../rules/ruling.ts';
import { refuse } from '../../rules/ruling.ts';

export interface ServiceObjection {
  readonly objectionId: string;
  /** The attempt objected to. */
  readonly attemptId: string;
  readonly on: LocalDate;
  readonly grounds: string;
  /** The officer's decision, for reasons recorded; absent while undecided. */
  readonly decided?: { readonly on: LocalDate; readonly upheld: boolean; readonly reasons: string };
}

/** Rule 4(5), Rule 4(7): ex parte waits while an objection to service is undecided. */
export function checkNoUndecidedObjectionToService(
  objections: readonly ServiceObjection[] | undefined,
): Result<ProvisionId[], Refusal> {
  const open = (objections ?? []).filter((o) => o.decided === undefined);
  if (open.length > 0) {
    const first = open[0]!;
    return err(
      refuse(
        'SERVICE.OBJECTION_UNDECIDED',
        `The person objected on ${formatLegal(first.on)} that they were not served as recorded (${first.grounds}). Decide the objection, for reasons recorded, before proceeding ex parte.`,
        ['in.ctr2026.r4.5', 'in.ctr2026.r4.7'],
        'objectionId',
      ),
    );
  }
  return ok(['in.ctr2026.r4.5', 'in.ctr2026.r4.7']);
}

/** An upheld objection means the attempt did not serve the notice: service must be tried again. */
export function upheldObjections(objections: readonly ServiceObjection[] | undefined): string[] {
  return (objections ?? []).filter((o) => o.decided?.upheld === true).map((o) => o.attemptId);
}
