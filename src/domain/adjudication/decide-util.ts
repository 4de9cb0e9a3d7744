// Small helpers shared by the decide-* files: build a refusal or a list of events as a Decision.

import { err, ok } from '../../lib/result.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { RefusalCode } from '../../rules/refusal-codes.ts';
import type { Refusal } from '../../rules/ruling.ts';
import { refuse } from '../../rules/ruling.ts';
import type { Decision } from '../common.ts';
import type { AdjudicationEvent } from './events.ts';

export type AdjDecision = Decision<AdjudicationEvent>;

export const no = (code: RefusalCode, message: string, basis: readonly ProvisionId[], field?: string): AdjDecision =>
  err(refuse(code, message, basis, field));

export const fail = (r: Refusal): AdjDecision => err(r);

export const emit = (...events: AdjudicationEvent[]): AdjDecision => ok(events);

export const uniq = (ids: readonly ProvisionId[]): ProvisionId[] => [...new Set(ids)];

/** Non-empty, trimmed entries of an optional list. */
export const texts = (xs: readonly string[] | undefined): string[] =>
  (xs ?? []).map((x) => x.trim()).filter((x) => x.length > 0);

/** An identifier chosen by the office: any non-blank string. */
export const hasId = (s: string | undefined): s is string => typeof s === 'string' && s.trim().length > 0;
