// Linking an account to a proceeding as a party (e.g. the person complained against, once they register), so they
// can see the case and reply. Only the officer of the proceeding's office or district may link.

import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { RECORD_POLICY } from '../policies/policies.ts';
import type { PartyRole } from '../ports/store.ts';
import type { CaseDeps } from './context.ts';
import { authorize, officeOrFail, resourceOf } from './context.ts';

export async function linkParty(
  deps: CaseDeps,
  actor: Actor,
  input: { streamId: string; accountId: string; role: PartyRole },
): Promise<void> {
  await deps.store.transaction(async (tx) => {
    const stream = await tx.lockStream(input.streamId);
    if (!stream) throw new AppError('CASE.UNKNOWN', 'No proceeding has that id.', { field: 'caseId' });
    const office = await officeOrFail(tx, stream.officeCode);
    authorize(
      actor,
      RECORD_POLICY['party:link'],
      resourceOf(office, stream.kind, await tx.parties(stream.id)),
      `add a party to ${stream.number}`,
    );
    if (!(await tx.addParty(stream.id, input.accountId, input.role)))
      throw new AppError(
        'ACCOUNT.UNKNOWN',
        "No account has that id; find the party's account by their email address first.",
        { field: 'accountId' },
      );
  });
}
