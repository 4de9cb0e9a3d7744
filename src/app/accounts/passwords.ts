// Passwords: the rules a new password must meet (each failure says what to fix), and argon2id hashing.

import { hash, verify } from '@node-rs/argon2';
import type { FieldProblem } from '../validation.ts';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

/** argon2id with the given cost (the library's default where a value is not given); see argon2Hasher. */
export function argon2HasherWith(cost: { memoryCost?: number; timeCost?: number } = {}): PasswordHasher {
  return {
    hash: (password) => hash(password, cost),
    verify: async (h, password) => {
      try {
        return await verify(h, password);
      } catch {
        return false; // a malformed stored hash never signs anyone in
      }
    },
  };
}

/**
 * argon2id (the library's default algorithm) with its default cost: 19 MiB, 2 passes, 1 lane (OWASP's minimum
 * recommendation; about 60 ms per hash here, stack.md §7). The PHC string carries the parameters, so raising them
 * later keeps old hashes verifiable.
 */
export const argon2Hasher: PasswordHasher = argon2HasherWith();

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;

const COMMON = new Set([
  'password12',
  'password123',
  'password1234',
  '1234567890',
  '0123456789',
  'qwertyuiop',
  'qwerty1234',
  'iloveyou12',
  'abcdefghij',
  'abcd123456',
  'india12345',
  'bharat1234',
  'welcome123',
  'admin12345',
  'letmein123',
]);

/** What is wrong with a new password, as things to fix; empty when it is acceptable. */
export function passwordProblems(
  password: string,
  ctx: { email: string; name?: string },
  field = 'password',
): FieldProblem[] {
  const length = [...password].length;
  if (length < PASSWORD_MIN)
    return [
      {
        field,
        message: `Use at least ${PASSWORD_MIN} characters (this one has ${length}); a few unrelated words make a good password`,
      },
    ];
  if (length > PASSWORD_MAX)
    return [{ field, message: `Use at most ${PASSWORD_MAX} characters (this one has ${length})` }];
  const lower = password.toLowerCase();
  if (new Set(lower).size < 4) return [{ field, message: 'Use at least four different characters' }];
  if (COMMON.has(lower)) return [{ field, message: 'This password is among the most common ones; choose another' }];
  const local = ctx.email.split('@')[0] ?? '';
  if (lower === ctx.email.toLowerCase() || lower === local.toLowerCase()) {
    return [{ field, message: 'Do not use your email address in the password' }];
  }
  if (
    ctx.name &&
    ctx.name.trim().length >= 4 &&
    lower.replace(/\s+/g, '') === ctx.name.toLowerCase().replace(/\s+/g, '')
  ) {
    return [{ field, message: 'Do not use your name as the password' }];
  }
  return [];
}
