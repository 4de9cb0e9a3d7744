// Signing up and in with a mobile number alone (issue 15): a six-digit code sent by SMS through the SMS adapter (the
// MessageTransport a real provider plugs into), valid 10 minutes, 5 attempts, each spent before comparing; sends are
// throttled per number and per client address. The same two steps serve a new number (the account is opened with the
// name and language given) and a known one (signed in), so the answer never tells who is registered.

import { timingSafeEqual } from 'node:crypto';
import { indiaTime, MINUTE_MS, plusMs } from '../../lib/instant.ts';
import { AppError } from '../errors.ts';
import type { SessionInfo } from '../services.ts';
import { assertNoProblems } from '../validation.ts';
import { actorOf } from './actor-of.ts';
import { LIMITS } from './context.ts';
import { nameProblems, normalizeIndianMobile } from './fields.ts';
import { phoneCodeSms } from './phone-messages.ts';
import type { PhoneDeps } from './phone-ports.ts';
import { digest, newCode, randomToken } from './tokens.ts';

export type { PhoneDeps } from './phone-ports.ts';

export const PHONE_LIMITS = {
  codeValidMs: 10 * MINUTE_MS,
  codeMaxAttempts: 5,
  /** A new code at most once a minute, 5 an hour to one number, 20 an hour from one client address. */
  resendAfterMs: MINUTE_MS,
  windowMs: 60 * MINUTE_MS,
  perPhone: 5,
  perClient: 20,
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

/** Sends a code to the number (new or known), unless the throttle refuses; returns the number as stored. */
export async function askPhoneCode(
  deps: PhoneDeps,
  input: { phone: string; name?: string; lang: 'en' | 'hi'; clientAddress: string },
): Promise<{ phone: string }> {
  const phone = mobileOrFail(input.phone);
  const name = input.name?.trim() ?? '';
  if (name !== '') assertNoProblems(nameProblems(name), 'The request');
  const now = deps.clock.now();
  const client = input.clientAddress.trim() || 'unknown';
  const sent = await deps.phones.sendsSince(phone, client, plusMs(now, -PHONE_LIMITS.windowMs));
  const last = sent.byPhone.at(-1);
  const refuse = (at: Date, what: string): never => {
    const minutes = Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 60_000));
    throw new AppError(
      'AUTH.RATE_LIMITED',
      `${what} Ask again after ${indiaTime(at)} India time (in about ${minutes} minute${minutes === 1 ? '' : 's'}).`,
      {
        field: 'phone',
        details: { retryAt: at.toISOString(), retryAfterSeconds: Math.ceil((at.getTime() - now.getTime()) / 1000) },
      },
    );
  };
  if (last && now.getTime() - last.getTime() < PHONE_LIMITS.resendAfterMs)
    refuse(plusMs(last, PHONE_LIMITS.resendAfterMs), 'A code was sent to this number less than a minute ago.');
  if (sent.byPhone.length >= PHONE_LIMITS.perPhone)
    refuse(
      plusMs(sent.byPhone[sent.byPhone.length - PHONE_LIMITS.perPhone]!, PHONE_LIMITS.windowMs),
      'Too many codes were sent to this number in the last hour.',
    );
  if (sent.byClient.length >= PHONE_LIMITS.perClient)
    refuse(
      plusMs(sent.byClient[sent.byClient.length - PHONE_LIMITS.perClient]!, PHONE_LIMITS.windowMs),
      'Too many codes were asked for from your network address in the last hour.',
    );
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
    client,
  );
  await deps.sms.send({
    id: digest(`${phone}:${now.toISOString()}`).slice(0, 32),
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
  input: { phone: string; code: string },
): Promise<SessionInfo & { opened: boolean }> {
  const phone = mobileOrFail(input.phone);
  const code = (input.code ?? '').trim();
  const now = deps.clock.now();
  const spent = await deps.phones.spendAttempt(phone, now, PHONE_LIMITS.codeMaxAttempts);
  if (!spent) {
    const pending = await deps.phones.code(phone);
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
  const out = await deps.phones.consumeAndOpen(phone, now);
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
  return { token, csrfToken, expiresAt, actor: await actorOf(deps.accounts, out.account), opened: out.opened };
}
