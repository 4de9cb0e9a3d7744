// Ruling and Refusal: every rule function returns its legal basis with its result, and every refusal names its provision.

import type { Result } from '../lib/result.ts';
import { err, ok } from '../lib/result.ts';
import type { ProvisionId } from './provisions.ts';
import type { RefusalCode } from './refusal-codes.ts';

/** A value decided by law, with the provisions it rests on and, where useful, the steps that reached it. */
export interface Ruling<T> {
  readonly value: T;
  readonly basis: readonly ProvisionId[];
  readonly steps: readonly string[];
}

/** Why the law does not allow a thing: a stable code, a message a person can act on, and the provision. */
export interface Refusal {
  readonly code: RefusalCode;
  readonly message: string;
  readonly basis: readonly ProvisionId[];
  /** The input field at fault, where one is. */
  readonly field?: string;
}

export type Decided<T> = Result<Ruling<T>, Refusal>;

export function ruling<T>(value: T, basis: readonly ProvisionId[], steps: readonly string[] = []): Ruling<T> {
  return { value, basis, steps };
}

export function refuse(code: RefusalCode, message: string, basis: readonly ProvisionId[], field?: string): Refusal {
  return field === undefined ? { code, message, basis } : { code, message, basis, field };
}

export const allow = <T>(value: T, basis: readonly ProvisionId[], steps: readonly string[] = []): Decided<T> =>
  ok(ruling(value, basis, steps));
export const deny = (r: Refusal): Decided<never> => err(r);
