// The public status of a proceeding by its number: stage, status, next statutory due date and who must act.
// Anyone may ask; nothing personal is returned (no names, addresses, phone numbers or email addresses): the summary
// row holds none (see compact.ts), and only its non-personal columns leave this function.

import { normalCaseNumber } from '../../lib/case-number.ts';
import { AppError } from '../errors.ts';
import type { CaseDeps } from './context.ts';

export interface PublicStatus {
  readonly number: string;
  readonly kind: string;
  readonly stage: string;
  readonly status: string;
  readonly receivedOn: string;
  readonly closedOn: string | null;
  readonly nextDue: string | null;
  readonly nextClock: string | null;
  readonly nextActor: string | null;
}

export async function publicStatus(deps: CaseDeps, number: string): Promise<PublicStatus> {
  const stream = await deps.store.read.streamByNumber(normalCaseNumber(number));
  const summary = stream ? await deps.store.cases.summary(stream.id) : undefined;
  if (!stream || !summary)
    throw new AppError(
      'CASE.UNKNOWN',
      `No proceeding is numbered "${number}". Check the number on your receipt, e.g. CTR/AGRS/2026/12.`,
      { field: 'number' },
    );
  return {
    number: summary.number,
    kind: summary.kind,
    stage: summary.stage,
    status: summary.status,
    receivedOn: summary.receivedOn,
    closedOn: summary.closedOn,
    nextDue: summary.nextDue,
    nextClock: summary.nextClock,
    nextActor: summary.nextActor,
  };
}
