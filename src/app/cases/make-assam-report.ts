// Making a written report under s.26A (Assam): opens a record numbered CTAS/<office>/<year>/<seq> at an Assam office.

import type { AssamCommand } from '../../domain/assam/index.ts';
import type { Actor } from '../actor.ts';
import { hasRole } from '../actor.ts';
import { assamMachine } from '../machines.ts';
import { ASSAM_POLICY } from '../steps/index.ts';
import type { CaseDeps } from './context.ts';
import { authorize, officeOrFail, resourceOf } from './context.ts';
import type { IdempotencyKey } from './idempotency.ts';
import { onceFor } from './idempotency.ts';
import { openProceeding } from './open-proceeding.ts';
import type { CaseView } from './view.ts';
import { viewOf } from './view.ts';

type Report = Extract<AssamCommand, { type: 'make-written-report' }>;

export interface MakeAssamReportInput {
  readonly officeCode: string;
  readonly report: Omit<Report, 'type' | 'on'> & { readonly on?: string };
}

export async function makeAssamReport(
  deps: CaseDeps,
  actor: Actor,
  input: MakeAssamReportInput,
  idem?: IdempotencyKey,
): Promise<CaseView & { replayed: boolean }> {
  const out = await deps.store.transaction(async (tx) => {
    const office = await officeOrFail(tx, input.officeCode);
    authorize(
      actor,
      ASSAM_POLICY['make-written-report'],
      resourceOf(office, 'assam', []),
      'make a written report at this office',
    );
    return onceFor(tx, idem, deps.clock.now(), async () => {
      const isOffice = hasRole(actor, 'adjudicating-officer') && actor.grants.some((g) => g.officeCode === office.code);
      const on = input.report.on && isOffice ? input.report.on : deps.clock.today();
      const command = { ...input.report, type: 'make-written-report' as const, on };
      const parties = isOffice ? [] : [{ accountId: actor.accountId, role: 'complainant' as const }];
      const written = await openProceeding(tx, deps, actor, {
        machine: assamMachine,
        office,
        numberPrefix: `CTAS/${office.code}`,
        parentId: null,
        command,
        parties,
      });
      return viewOf(written);
    });
  });
  return { ...out.result, replayed: out.replayed };
}
