// Linking an account to a proceeding as a party (e.g. the person complained against, once they register), so they
// can see the case and reply. Only the officer of the proceeding's office or district may link.

import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { RECORD_POLICY } from '../policies/policies.ts';
import type { PartyRole } from '../ports/store.ts';
import type { CaseDeps } from './context.ts';
import { proceedingInScope } from './context.ts';

export async function linkParty(
  deps: CaseDeps,
  actor: Actor,
  input: { streamId: string; accountId: string; role: PartyRole },
): Promise<void> {
  await deps.store.transaction(async (tx) => {
    const { stream } = await proceedingInScope(
      tx,
      actor,
      input.streamId,
      RECORD_POLICY['party:link'],
      (n) => `add a party to ${n}`,
      true,
    );
    if (!(await tx.addParty(stream.id, input.accountId, input.role)))
      throw new AppError(
        'ACCOUNT.UNKNOWN',
        "No account has that id; find the party's account by their email address first.",
        { field: 'accountId' },
      );
  });
}
