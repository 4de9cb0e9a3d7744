// The Rule 8(1) purposes in their order, for the fund's releases on the dashboards (from the fund module's list).
import { FUND_PURPOSES } from '../../../domain/fund/purposes.ts';
import type { ProvisionId } from '../../../rules/provisions.ts';

export const FUND_PURPOSE_KEYS: readonly string[] = FUND_PURPOSES.map((p) => p.purpose);
export const FUND_PURPOSE_BASIS: Readonly<Record<string, ProvisionId>> = Object.fromEntries(
  FUND_PURPOSES.map((p) => [p.purpose, p.provision]),
);
export const FUND_PURPOSE_TITLES: Readonly<Record<string, string>> = Object.fromEntries(
  FUND_PURPOSES.map((p) => [p.purpose, p.title]),
);
