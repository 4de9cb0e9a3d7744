// Filing a complaint in Form-I (Rule 3): opens a case numbered CTR/<office>/<year>/<seq> at the adjudicating office.

import type { RegisterComplaint } from '../../domain/adjudication/index.ts';
import type { Actor } from '../actor.ts';
import { hasRole } from '../actor.ts';
import { AppError } from '../errors.ts';
import { adjudicationMachine } from '../machines.ts';
import { ADJUDICATION_POLICY } from '../steps/index.ts';
import type { PartyRole } from '../ports/store.ts';
import type { CaseDeps } from './context.ts';
import { authorize, officeOrFail, resourceOf } from './context.ts';
import type { IdempotencyKey } from './idempotency.ts';
import { claimEarly, onceFor } from './idempotency.ts';
import { openProceeding, peekNumber } from './open-proceeding.ts';
import type { CaseView } from './view.ts';
import { viewOf } from './view.ts';

export interface FileComplaintInput {
  readonly officeCode: string;
  /** The complaint; `on` (the date of receipt) is today unless the office records a complaint received earlier on paper. */
  readonly complaint: Omit<RegisterComplaint, 'type' | 'on'> & { readonly on?: string };
}

export async function fileComplaint(
  deps: CaseDeps,
  actor: Actor,
  input: FileComplaintInput,
  idem?: IdempotencyKey,
): Promise<CaseView & { replayed: boolean }> {
  const out = await deps.store.transaction(async (tx) => {
    // The key's claim and the office's read share a round trip (claimEarly); the claim rolls back if the filing is refused.
    const at = deps.clock.now();
    const claimed = claimEarly(tx, idem, at);
    // The office's own officers may record a complaint received earlier on paper; anyone else files it today.
    const isOffice = (code: string) =>
      hasRole(actor, 'adjudicating-officer') && actor.grants.some((g) => g.officeCode === code);
    const on = input.complaint.on && isOffice(input.officeCode) ? input.complaint.on : deps.clock.today();
    // The office's case-number counter is read and locked in the same round trip, so the numbering travels with the
    // writes and the COMMIT (a refused or replayed filing leaves the counter as it was).
    const peeked = peekNumber(tx, `CTR/${input.officeCode}`, on);
    const office = await officeOrFail(tx, input.officeCode);
    if (office.kind !== 'adjudicating') {
      throw new AppError(
        'OFFICE.WRONG_KIND',
        `${office.name} is not an office of an adjudicating officer; file the complaint with the Sub-Divisional Magistrate's office.`,
        { field: 'officeCode', basis: ['in.ctr2026.r3'] },
      );
    }
    authorize(
      actor,
      ADJUDICATION_POLICY['register-complaint'],
      resourceOf(office, 'adjudication', []),
      'file a complaint at this office',
    );
    return onceFor(
      tx,
      idem,
      at,
      async () => {
        // Section 26 (Assam): the finding on jurisdiction is the adjudicating officer's alone; from anyone else it is dropped.
        const { jurisdictionFinding, ...complaint } = input.complaint;
        const command = {
          ...complaint,
          ...(jurisdictionFinding && isOffice(office.code) ? { jurisdictionFinding } : {}),
          type: 'register-complaint' as const,
          on,
        };
        const capacity = input.complaint.filedBy.capacity;
        const role: PartyRole =
          capacity === 'authorised-officer'
            ? 'authorised-officer'
            : capacity === 'authorised-representative'
              ? 'representative'
              : 'complainant';
        const parties = isOffice(office.code) ? [] : [{ accountId: actor.accountId, role }];
        const written = await openProceeding(tx, deps, actor, {
          machine: adjudicationMachine,
          office,
          numberPrefix: `CTR/${office.code}`,
          parentId: null,
          command,
          parties,
          ...(peeked ? { peeked } : {}),
        });
        return viewOf(written);
      },
      claimed,
    );
  });
  return { ...out.result, replayed: out.replayed };
}
