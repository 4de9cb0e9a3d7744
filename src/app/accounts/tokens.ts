// Secrets: random session, CSRF and API tokens and one-time codes, and the digests under which they are stored.

import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 32 random bytes, base64url (43 characters). */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** API tokens carry a prefix so secret scanners and people can recognise them. */
export const API_TOKEN_PREFIX = 'ctp_';
export const newApiToken = (): string => `${API_TOKEN_PREFIX}${randomToken()}`;

/** A uniformly random six-digit code, leading zeros kept. */
export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** The stored form of a token: SHA-256 hex. A token has 256 bits of entropy, so an unsalted digest is enough. */
export const digest = (secret: string): string => createHash('sha256').update(secret, 'utf8').digest('hex');

/**
 * The stored form of a six-digit code: bound to the account, so one digest table cannot be reused across accounts.
 * (A code has only 10^6 values; what protects it is the 15-minute life and the 5 attempts, not the digest.)
 */
export const codeDigest = (accountId: string, code: string): string => digest(`${accountId}:${code}`);
