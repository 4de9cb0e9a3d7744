// The purposes for which the penalty amount in the Board's Fund may be used (Rule 8(1)(a)-(e)), each with its provision.

import type { ProvisionId } from '../../rules/provisions.ts';

export type FundPurpose = 'pounds' | 'impounded-cattle-care' | 'training' | 'public-awareness' | 'notified-purpose';

export interface FundPurposeSpec {
  readonly purpose: FundPurpose;
  readonly provision: ProvisionId;
  readonly title: string;
  /** (e) only: the purpose must be one the Central Government has notified. */
  readonly needsNotification: boolean;
}

export const FUND_PURPOSES: readonly FundPurposeSpec[] = [
  {
    purpose: 'pounds',
    provision: 'in.ctr2026.r8.1.a',
    title: 'Establishment, renovation and maintenance of pounds',
    needsNotification: false,
  },
  {
    purpose: 'impounded-cattle-care',
    provision: 'in.ctr2026.r8.1.b',
    title: 'Feed, veterinary care and shelter for impounded cattle',
    needsNotification: false,
  },
  {
    purpose: 'training',
    provision: 'in.ctr2026.r8.1.c',
    title: 'Training and capacity building of personnel in animal welfare activities',
    needsNotification: false,
  },
  {
    purpose: 'public-awareness',
    provision: 'in.ctr2026.r8.1.d',
    title: 'Public awareness about prevention of cruelty to animals',
    needsNotification: false,
  },
  {
    purpose: 'notified-purpose',
    provision: 'in.ctr2026.r8.1.e',
    title: 'Other purposes connected with animal welfare notified by the Central Government',
    needsNotification: true,
  },
];

export function fundPurpose(p: string): FundPurposeSpec | undefined {
  return FUND_PURPOSES.find((s) => s.purpose === p);
}

/** Rule 8(1): the penalty amount is utilised "through" these bodies only. */
export type UtilisingBody = 'state-board' | 'local-authority' | 'spca';
export const UTILISING_BODIES: readonly UtilisingBody[] = ['state-board', 'local-authority', 'spca'];
export const UTILISING_BODY_TITLES: Readonly<Record<UtilisingBody, string>> = {
  'state-board': 'State Board (State Animal Welfare Board)',
  'local-authority': 'Local authority',
  spca: 'Society for Prevention of Cruelty to Animals',
};

export function isUtilisingBody(k: string): k is UtilisingBody {
  return (UTILISING_BODIES as readonly string[]).includes(k);
}
