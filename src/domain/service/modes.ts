// The manners of service of Rule 4(5) and Rule 7(9), the provisions that govern each, and an attempt as recorded.

import type { LocalDate } from '../../lib/local-date.ts';
import type { ProvisionId } from '../../rules/provisions.ts';

export type ServiceMode = 'tender' | 'electronic' | 'speed-post' | 'affixing';
export const SERVICE_MODES: readonly ServiceMode[] = ['tender', 'electronic', 'speed-post', 'affixing'];
export type AttemptOutcome = 'pending' | 'served' | 'failed';

/** Which rule governs: the adjudicating officer's notices (R.4(5)) or the appellate authority's (R.7(9)). */
export type ServiceRule = 'r4.5' | 'r7.9';

export const SERVICE_PROVISIONS: Readonly<
  Record<ServiceRule, { all: ProvisionId; tender: ProvisionId; post: ProvisionId; affix: ProvisionId }>
> = {
  'r4.5': {
    all: 'in.ctr2026.r4.5',
    tender: 'in.ctr2026.r4.5.i',
    post: 'in.ctr2026.r4.5.ii',
    affix: 'in.ctr2026.r4.5.iii',
  },
  'r7.9': {
    all: 'in.ctr2026.r7.9',
    tender: 'in.ctr2026.r7.9.i',
    post: 'in.ctr2026.r7.9.ii',
    affix: 'in.ctr2026.r7.9.iii',
  },
};

export interface ServiceAttempt {
  readonly attemptId: string;
  readonly mode: ServiceMode;
  readonly on: LocalDate;
  readonly outcome: AttemptOutcome;
  readonly outcomeOn?: LocalDate;
  /** Free particulars: anything the structured proof does not hold. */
  readonly particulars?: string;
  /** The structured proof of the attempt for its manner (checkProof). */
  readonly proof?: ServiceProof;
  /** A tender the person refused to accept (issue 13): failed under clause (i), so the next manner may follow. */
  readonly refused?: boolean;
}

export function modeProvision(rule: ServiceRule, mode: ServiceMode): ProvisionId {
  const p = SERVICE_PROVISIONS[rule];
  return mode === 'tender' ? p.tender : mode === 'affixing' ? p.affix : p.post;
}

/**
 * The proof of an attempt, by manner (issue 6). One object whose fields belong to the manner of the attempt; checkProof
 * keeps only those and refuses what a manner needs and lacks.
 * - tender (clause (i)): who tendered, to whom, at what time ('HH:MM'), and, when served, the acknowledgement (the
 *   id of a signature or photo uploaded to the case).
 * - speed post (clause (ii)): the India Post article number (EK123456789IN); delivery or return is the later outcome.
 * - affixing (clause (iii)): the place, the time, the photo (an uploaded document's id) and at least one witness (I-20).
 * - electronic (clause (ii)): the address and the Message-ID, as the mail dispatcher records them.
 */
export interface ServiceProof {
  readonly tenderedBy?: string;
  readonly tenderedTo?: string;
  /** The time of the tender or of the affixing, 'HH:MM' (24-hour, India time). */
  readonly at?: string;
  readonly acknowledgementDocumentId?: string;
  readonly articleNumber?: string;
  readonly place?: string;
  readonly photoDocumentId?: string;
  readonly witnesses?: readonly string[];
  readonly address?: string;
  readonly messageId?: string;
}
