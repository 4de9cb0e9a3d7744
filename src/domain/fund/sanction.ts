// Rule 8(1): whether a proposed use of the penalty money in the Board's Fund may be sanctioned.

import { hasText } from '../common.ts';
import type { Decided } from '../../rules/ruling.ts';
import { allow, deny, refuse } from '../../rules/ruling.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import { PENALTY_FUND_ACCOUNT } from './penalty-account.ts';
import type { FundPurpose, UtilisingBody } from './purposes.ts';
import { fundPurpose, isUtilisingBody, UTILISING_BODY_TITLES } from './purposes.ts';

export interface SanctionRequest {
  /** One of FUND_PURPOSES (a string so that input from outside is checked, not trusted). */
  readonly purpose: string;
  /** 'state-board' | 'local-authority' | 'spca'; anything else is refused. */
  readonly bodyKind: string;
  /** Purpose (e): the Central Government's notification (e.g. "S.O. 123(E), 1 Sep 2026"). */
  readonly notificationRef?: string;
  readonly amountPaise: number;
  /** Balance of the separate penalty account (Rule 8(2)) before this sanction. */
  readonly fundBalancePaise: number;
}

export interface Sanction {
  readonly purpose: FundPurpose;
  readonly bodyKind: UtilisingBody;
  readonly amountPaise: number;
  readonly balanceAfterPaise: number;
  readonly accountId: typeof PENALTY_FUND_ACCOUNT.id;
  readonly notificationRef?: string;
}

const BASE: readonly ProvisionId[] = ['in.ctr2026.r8.1', 'in.cta1871.s28', 'in.ctr2026.r2.1.c'];

export function checkSanction(r: SanctionRequest): Decided<Sanction> {
  const spec = fundPurpose(r.purpose);
  if (!spec)
    return deny(
      refuse(
        'FUND.PURPOSE_NOT_ALLOWED',
        'The penalty money may be used only for the purposes in Rule 8(1)(a) to (e).',
        ['in.ctr2026.r8.1'],
        'purpose',
      ),
    );
  const basis: ProvisionId[] = [...BASE, spec.provision];
  if (!isUtilisingBody(r.bodyKind)) {
    return deny(
      refuse(
        'FUND.BODY_NOT_ENTITLED',
        `The penalty money is utilised through ${Object.values(UTILISING_BODY_TITLES).join(', ')} only.`,
        ['in.ctr2026.r8.1'],
        'bodyKind',
      ),
    );
  }
  if (spec.needsNotification && !hasText(r.notificationRef)) {
    return deny(
      refuse(
        'FUND.NOTIFICATION_REQUIRED',
        'A purpose under Rule 8(1)(e) must be one notified by the Central Government; give the notification reference.',
        ['in.ctr2026.r8.1.e'],
        'notificationRef',
      ),
    );
  }
  if (!Number.isSafeInteger(r.amountPaise) || r.amountPaise <= 0) {
    return deny(
      refuse('FUND.AMOUNT_INVALID', 'The amount must be a positive whole number of paise.', basis, 'amountPaise'),
    );
  }
  if (!Number.isSafeInteger(r.fundBalancePaise) || r.fundBalancePaise < 0) {
    return deny(
      refuse(
        'FUND.AMOUNT_INVALID',
        'The fund balance must be a whole number of paise, zero or more.',
        [...basis, 'in.ctr2026.r8.2'],
        'fundBalancePaise',
      ),
    );
  }
  if (r.amountPaise > r.fundBalancePaise) {
    return deny(
      refuse(
        'FUND.INSUFFICIENT_BALANCE',
        `The separate penalty account holds ${r.fundBalancePaise} paise; ${r.amountPaise} paise cannot be sanctioned from it.`,
        [...basis, 'in.ctr2026.r8.2'],
        'amountPaise',
      ),
    );
  }
  const value: Sanction = {
    purpose: spec.purpose,
    bodyKind: r.bodyKind,
    amountPaise: r.amountPaise,
    balanceAfterPaise: r.fundBalancePaise - r.amountPaise,
    accountId: PENALTY_FUND_ACCOUNT.id,
    ...(spec.needsNotification ? { notificationRef: r.notificationRef! } : {}),
  };
  return allow(
    value,
    [...basis, 'in.ctr2026.r8.2'],
    [
      `Purpose: ${spec.title} (${spec.provision}).`,
      `Utilised through: ${UTILISING_BODY_TITLES[r.bodyKind]}.`,
      `Debited from the Board's separate penalty account; balance after: ${value.balanceAfterPaise} paise.`,
    ],
  );
}
