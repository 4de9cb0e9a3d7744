// Rule 8(2): the Board's separate account of amounts realised through penalties, and the guard a ledger posting must pass.

import type { Result } from '../../lib/result.ts';
import { err, ok } from '../../lib/result.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { Refusal } from '../../rules/ruling.ts';
import { refuse } from '../../rules/ruling.ts';
import { hasText } from '../common.ts';

/** The one account into which s.28 credits penalties and Rule 8(2) keeps separate; held by the Board (Rule 2(1)(c)). */
export const PENALTY_FUND_ACCOUNT = {
  id: 'awbi.penalty-fund',
  title: 'Animal Welfare Board of India: separate account of amounts realised through penalties',
  holder: 'Animal Welfare Board of India',
  basis: ['in.ctr2026.r8.2', 'in.cta1871.s28', 'in.ctr2026.r2.1.c'] as readonly ProvisionId[],
} as const;

/**
 * What a posting carries money from. 'penalty-realisation' is a penalty imposed under the Act (Rule 4(12), confirmed
 * under 7(11), recovered under 4(14)/7(12)). Anything else (criminal fines, pound fees, sale proceeds, compensation,
 * grants) is 'other' and is not the Board's penalty money.
 */
export type PostingSource = 'penalty-realisation' | 'sanctioned-utilisation' | 'other';

export interface Posting {
  readonly accountId: string;
  readonly direction: 'credit' | 'debit';
  readonly source: PostingSource;
  readonly amountPaise: number;
  /** For a debit from the penalty fund: the reference of the sanction that passed checkSanction. */
  readonly sanctionRef?: string;
}

export function isPenaltyFundPosting(p: Pick<Posting, 'accountId'>): boolean {
  return p.accountId === PENALTY_FUND_ACCOUNT.id;
}

/**
 * A posting that touches penalty money keeps it separate (Rule 8(2)): penalty realisations are credited only to the
 * penalty fund account, the penalty fund account is credited only with penalty realisations, and a debit from it is
 * only a sanctioned utilisation under Rule 8(1). Postings that touch neither pass untouched.
 */
export function checkPosting(p: Posting): Result<readonly ProvisionId[], Refusal> {
  const basis = PENALTY_FUND_ACCOUNT.basis;
  if (!Number.isSafeInteger(p.amountPaise) || p.amountPaise <= 0) {
    return err(
      refuse('FUND.AMOUNT_INVALID', 'A posting must be a positive whole number of paise.', basis, 'amountPaise'),
    );
  }
  const toFund = isPenaltyFundPosting(p);
  if (p.source === 'penalty-realisation' && (!toFund || p.direction !== 'credit')) {
    return err(
      refuse(
        'FUND.PENALTY_NOT_IN_SEPARATE_ACCOUNT',
        `Amounts realised through penalties are credited to the Board's separate penalty account (${PENALTY_FUND_ACCOUNT.id}) and nowhere else.`,
        basis,
        'accountId',
      ),
    );
  }
  if (!toFund) return ok([]);
  if (p.direction === 'credit' && p.source !== 'penalty-realisation') {
    return err(
      refuse(
        'FUND.NOT_PENALTY_MONEY',
        'The separate penalty account holds only amounts realised through penalties; post other money to another account.',
        basis,
        'source',
      ),
    );
  }
  if (p.direction === 'debit' && (p.source !== 'sanctioned-utilisation' || !hasText(p.sanctionRef))) {
    return err(
      refuse(
        'FUND.UNSANCTIONED_DEBIT',
        'Penalty money leaves the separate account only for a sanctioned utilisation under Rule 8(1); give the sanction reference.',
        [...basis, 'in.ctr2026.r8.1'],
        'sanctionRef',
      ),
    );
  }
  return ok(p.direction === 'debit' ? [...basis, 'in.ctr2026.r8.1'] : basis);
}
