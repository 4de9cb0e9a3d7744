// Signing up and in with a mobile number alone (issue 15): a six-digit code sent by SMS through the SMS adapter (the
// MessageTransport a real provider plugs into), valid 10 minutes, 5 attempts, each spent before comparing. The same
// two steps serve a new number (the account is opened with the name and language given) and a known one (signed in),
// so the answer never tells who is registered.
//
// Issue 28, point 4: the code is bound to the browser that asked for it (the digest of a random token in its cookie),
// so a stranger asking for a code to the same number does not replace the owner's, and a code read off the phone is
// of no use in another browser. Sends are limited per number and client address together (the owner's budget, which
// strangers elsewhere cannot touch), per client address, and per number from every browser where the number has not
// signed in before (a backstop against SMS bombing; a browser where it has, asks on a budget of its own). Each limit
// is taken atomically (throttle.ts).

import { timingSafeEqual } from 'node:crypto';
import { MINUTE_MS, plusMs } from '../../lib/instant.ts';
import { AppError } from '../errors.ts';
import type { SessionInfo } from '../services.ts';
import { assertNoProblems } from '../validation.ts';
import { actorOf } from './actor-of.ts';
import { LIMITS } from './context.ts';
import { nameProblems, normalizeIndianMobile } from './fields.ts';
import { phoneCodeSms } from './phone-messages.ts';
import type { PhoneDeps } from './phone-ports.ts';
import { rateLimited } from './throttle.ts';
import { digest, newCode, randomToken } from './tokens.ts';

export type { PhoneDeps } from './phone-ports.ts';

export const PHONE_LIMITS = {
  codeValidMs: 10 * MINUTE_MS,
  codeMaxAttempts: 5,
  /** To one number from one client address: one code a minute, five an hour (the owner's own budget). */
  resendAfterMs: MINUTE_MS,
  windowMs: 60 * MINUTE_MS,
  perPhoneAndClient: 5,
  /** From one client address, to any numbers. */
  perClient: 20,
  /** To one number from every browser where it has not signed in before (the backstop against SMS bombing). */
  perPhone: 10,
  /** To one number from one browser where it signed in before. */
  perDevice: 5,
} as const;

const phoneCodeDigest = (phone: string, code: string): string => digest(`phone:${phone}:${code}`);

function mobileOrFail(input: string): string {
  const phone = normalizeIndianMobile(input ?? '');
  if (!phone) {
    throw new AppError(
      'VALIDATION.FAILED',
      `"${(input ?? '').trim()}" is not an Indian mobile number; give 10 digits starting with 6, 7, 8 or 9, with or without +91.`,
      { field: 'phone' },
    );
  }
  return phone;
}

/**
 * Sends a code to the number (new or known), bound to the asking browser (`browser`: the digest of the token in its
 * cookie), unless a limit refuses; `device`: the digest of the token a browser keeps where the number signed in.
 */
export async function askPhoneCode(
  deps: PhoneDeps,
  input: {
    phone: string;
    name?: string;
    lang: 'en' | 'hi' | 'as' | 'bn';
    clientAddress: string;
    browser: string;
    device?: string;
  },
): Promise<{ phone: string }> {
  const phone = mobileOrFail(input.phone);
  const name = input.name?.trim() ?? '';
  if (name !== '') assertNoProblems(nameProblems(name), 'The request');
  const now = deps.clock.now();
  const client = input.clientAddress.trim() || 'unknown';
  const known = input.device ? await deps.phones.isDevice(phone, input.device) : false;
  const hour = PHONE_LIMITS.windowMs;
  const taken = await deps.throttle.take(
    [
      { key: `sms-min:${phone}:${client}`, max: 1, windowMs: PHONE_LIMITS.resendAfterMs },
      { key: `sms-hour:${phone}:${client}`, max: PHONE_LIMITS.perPhoneAndClient, windowMs: hour },
      { key: `sms-client:${client}`, max: PHONE_LIMITS.perClient, windowMs: hour },
      known
        ? { key: `sms-device:${input.device}`, max: PHONE_LIMITS.perDevice, windowMs: hour }
        : { key: `sms-phone:${phone}`, max: PHONE_LIMITS.perPhone, windowMs: hour },
    ],
    now,
  );
  if (!taken.ok) {
    const what = taken.key.startsWith('sms-min:')
      ? 'A code was sent to this number less than a minute ago.'
      : taken.key.startsWith('sms-client:')
        ? 'Too many codes were asked for from your network address in the last hour.'
        : 'Too many codes were sent to this number in the last hour.';
    throw rateLimited(now, taken.retryAt, what, 'phone');
  }
  const code = newCode();
  await deps.phones.putCode(
    {
      phone,
      codeHash: phoneCodeDigest(phone, code),
      name: name || null,
      lang: input.lang,
      createdAt: now,
      expiresAt: plusMs(now, PHONE_LIMITS.codeValidMs),
    },
    input.browser,
    client,
  );
  await deps.sms.send({
    id: digest(`${phone}:${input.browser}:${now.toISOString()}`).slice(0, 32),
    to: phone,
    subject: '',
    text: phoneCodeSms(input.lang, code, PHONE_LIMITS.codeValidMs / 60_000),
    attachments: [],
  });
  return { phone };
}

const NEW_CODE = 'Ask for a new code and enter it within 10 minutes.';

/** Checks the code; signs in the number's account, opening it first when the number is new (a name is then needed). */
export async function verifyPhoneCode(
  deps: PhoneDeps,
  input: { phone: string; code: string; browser: string },
): Promise<SessionInfo & { opened: boolean; deviceToken: string }> {
  const phone = mobileOrFail(input.phone);
  const code = (input.code ?? '').trim();
  const now = deps.clock.now();
  const spent = await deps.phones.spendAttempt(phone, input.browser, now, PHONE_LIMITS.codeMaxAttempts);
  if (!spent) {
    const pending = await deps.phones.code(phone, input.browser);
    if (!pending)
      throw new AppError('AUTH.CODE_INVALID', `No code is pending for this number. ${NEW_CODE}`, {
        field: 'code',
        details: { reason: 'none' },
      });
    if (pending.expiresAt <= now)
      throw new AppError('AUTH.CODE_INVALID', `The code has expired. ${NEW_CODE}`, {
        field: 'code',
        details: { reason: 'expired' },
      });
    throw new AppError(
      'AUTH.CODE_INVALID',
      `A wrong code was entered ${PHONE_LIMITS.codeMaxAttempts} times, so this code no longer works. ${NEW_CODE}`,
      { field: 'code', details: { reason: 'exhausted' } },
    );
  }
  const given = Buffer.from(/^\d{6}$/.test(code) ? phoneCodeDigest(phone, code) : '', 'hex');
  const stored = Buffer.from(spent.codeHash, 'hex');
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
    const left = PHONE_LIMITS.codeMaxAttempts - spent.attempts;
    throw new AppError(
      'AUTH.CODE_INVALID',
      left > 0
        ? `That code is not right. Check the six digits in the latest SMS; ${left} attempt${left === 1 ? '' : 's'} left.`
        : `That code is not right, and no attempts are left. ${NEW_CODE}`,
      { field: 'code', details: { reason: 'wrong', attemptsLeft: Math.max(0, left) } },
    );
  }
  const known = await deps.phones.accountByVerifiedPhone(phone);
  if (!known && !spent.name) {
    throw new AppError(
      'VALIDATION.FAILED',
      'This number has no account yet: go back, give your name with the number, and ask for a new code.',
      { field: 'name' },
    );
  }
  const out = await deps.phones.consumeAndOpen(phone, input.browser, now);
  if (!out)
    throw new AppError('AUTH.CODE_INVALID', `No code is pending for this number. ${NEW_CODE}`, {
      field: 'code',
      details: { reason: 'none' },
    });
  if (out.account.disabledAt)
    throw new AppError(
      'AUTH.FORBIDDEN',
      'This account is disabled. Ask the office of the adjudicating officer to enable it.',
    );
  const token = randomToken();
  const csrfToken = randomToken();
  const expiresAt = plusMs(now, LIMITS.sessionIdleMs);
  await deps.accounts.createSession({
    tokenHash: digest(token),
    accountId: out.account.id,
    csrfToken,
    at: now,
    expiresAt,
  });
  // The browser is remembered for this number: it asks for codes on a budget of its own from now on.
  const deviceToken = randomToken();
  await deps.phones.addDevice(phone, deviceDigest(deviceToken), now);
  return {
    token,
    csrfToken,
    expiresAt,
    actor: await actorOf(deps.accounts, out.account),
    opened: out.opened,
    deviceToken,
  };
}

/** The digests under which a browser's tokens are stored: the token bound to a code, and the token of a device. */
export const browserDigest = (token: string): string => digest(`browser:${token}`);
export const deviceDigest = (token: string): string => digest(`device:${token}`);
