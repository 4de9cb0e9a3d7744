// The Rule 8(1) purposes in their order, for the fund's releases on the dashboards (from the fund module's list).
import { FUND_PURPOSES } from '../../../domain/fund/purposes.ts';

export const FUND_PURPOSE_KEYS: readonly string[] = FUND_PURPOSES.map((p) => p.purpose);
