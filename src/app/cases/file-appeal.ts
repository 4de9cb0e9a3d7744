// Filing an appeal in Form-III (Rule 7) against the final order of a case: opens an appeal numbered
// CTA/<district>/<year>/<seq> before the district's appellate authority, with the order taken from the record.

import type { AdjudicationState } from '../../domain/adjudication/index.ts';
import { finalOrderOf, orderDepositClock } from '../../domain/adjudication/index.ts';
import type { FileAppeal, OrderUnderAppeal } from '../../domain/appeal/index.ts';
import type { ActedFor } from '../../domain/common.ts';
import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { adjudicationMachine, appealMachine } from '../machines.ts';
import { APPEAL_POLICY } from '../steps/index.ts';
import type { PartyRole } from '../ports/store.ts';
import type { CaseDeps } from './context.ts';
import { authorize, decideContext, officeOrFail, resourceOf } from './context.ts';
import type { IdempotencyKey } from './idempotency.ts';
import { onceFor } from './idempotency.ts';
import { openProceeding } from './open-proceeding.ts';
import { replayEntries } from './record.ts';
import type { CaseView } from './view.ts';
import { viewOf } from './view.ts';

export interface FileAppealInput {
  readonly caseId: string;
  readonly appeal: Omit<FileAppeal, 'type' | 'on' | 'order'> & { readonly on?: string };
}

export async function fileAppeal(
  deps: CaseDeps,
  actor: Actor,
  input: FileAppealInput,
  idem?: IdempotencyKey,
  /**
   * Assisted access (issue 30): the help desk files Form-III for a party entered on paper whose consent is on record
   * (app/parties/assisted.ts checks the help desk's policy and the consent); the operator is not the appellant, and
   * every event of the filing names who acted for whom.
   */
  assisted?: { readonly actedFor: ActedFor },
): Promise<CaseView & { replayed: boolean }> {
  const out = await deps.store.transaction(async (tx) => {
    const below = await tx.lockStream(input.caseId);
    if (!below || below.kind !== 'adjudication')
      throw new AppError('CASE.UNKNOWN', 'No complaint case has that id.', { field: 'caseId' });
    const caseOffice = await officeOrFail(tx, below.officeCode);
    const office = await tx.appellateOffice(caseOffice.districtCode);
    if (!office)
      throw new AppError(
        'OFFICE.UNKNOWN',
        `No appellate authority is set up for district ${caseOffice.districtCode}; ask the administrator.`,
      );
    const caseParties = await tx.parties(below.id);
    // Any party to the case below may appeal; for the policy they are the would-be appellant.
    const asAppellant = caseParties.map((p) => ({ accountId: p.accountId, role: 'appellant' as PartyRole }));
    if (!assisted)
      authorize(
        actor,
        APPEAL_POLICY['file-appeal'],
        resourceOf(office, 'appeal', asAppellant),
        `appeal against the order in ${below.number}`,
      );
    return onceFor(tx, idem, deps.clock.now(), async () => {
      const state = replayEntries(adjudicationMachine, await tx.entries(below.id)) as AdjudicationState;
      const o = finalOrderOf(state);
      if (!o) {
        throw new AppError(
          'APPEAL.ORDER_NOT_APPEALABLE',
          `No order has been passed in ${below.number}; an appeal lies against an order under Rule 4(12) or 4(13).`,
          { basis: ['in.ctr2026.r7.1'] },
        );
      }
      const depositDue = orderDepositClock(state, decideContext(caseOffice, deps.clock))?.due;
      const order: OrderUnderAppeal = {
        caseNumber: below.number,
        provision: o.basis,
        kind: o.kind,
        on: o.on,
        penaltyPaise: o.penaltyPaise,
        compensationPaise: o.compensationPaise,
        expensesPaise: o.expensesPaise,
        chargesPaise: o.chargesPaise,
        // Issue 27: the ceiling on appeal is read on the day of the contravention; ss.20-22 give no penalty.
        ...(state.complaint ? { contraventionOn: state.complaint.particulars.contravener.contravention.date } : {}),
        provisionCharged: o.provisionAlleged,
        ...(o.findings?.some((f) => f.contravened)
          ? { sectionsFound: o.findings.filter((f) => f.contravened).map((f) => f.section) }
          : {}),
        ...(o.compensationPayee ? { compensationPayee: o.compensationPayee } : {}),
        // Issue 30: the order's time to pay, for the form that decides the appeal.
        ...(o.depositDays !== undefined && depositDue ? { depositDays: o.depositDays, depositDue } : {}),
        ...(o.compensationPayBy ? { compensationPayBy: o.compensationPayBy } : {}),
      };
      const isAuthority = actor.grants.some(
        (g) => g.role === 'appellate-authority' && g.districtCode === office.districtCode,
      );
      const on = input.appeal.on && isAuthority ? input.appeal.on : deps.clock.today();
      const command = { ...input.appeal, type: 'file-appeal' as const, on, order };
      const appellant = isAuthority || assisted ? undefined : actor.accountId;
      const parties = [
        ...(appellant ? [{ accountId: appellant, role: 'appellant' as PartyRole }] : []),
        ...caseParties
          .filter((p) => p.accountId !== appellant)
          .map((p) => ({ accountId: p.accountId, role: 'appeal-respondent' as PartyRole })),
      ];
      const written = await openProceeding(tx, deps, actor, {
        machine: appealMachine,
        office,
        numberPrefix: `CTA/${office.districtCode}`,
        parentId: below.id,
        command,
        parties,
        ...(assisted ? { actedFor: assisted.actedFor } : {}),
      });
      return viewOf(written);
    });
  });
  return { ...out.result, replayed: out.replayed };
}
