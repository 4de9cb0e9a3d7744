// A citizen registers: validated fields, an argon2id password hash, the citizen role, and a code mailed to verify
// the address. The account cannot sign in until the code is entered (verify-email.ts).

import { AppError } from '../errors.ts';
import type { FieldProblem } from '../validation.ts';
import { assertNoProblems } from '../validation.ts';
import type { AccountDeps } from './context.ts';
import { emailProblems, nameProblems, normalizeEmail, normalizeIndianMobile, phoneProblems } from './fields.ts';
import { passwordProblems } from './passwords.ts';
import { sendVerificationCode } from './send-verification-code.ts';
import { alreadyRegisteredMail } from './messages.ts';

export interface RegisterCitizenInput {
  readonly email: string;
  readonly name: string;
  readonly phone?: string;
  readonly password: string;
  readonly lang: 'en' | 'hi' | 'as' | 'bn';
  /** The client's address (the socket's peer), for the throttle; absent for the demo seed and tests. */
  readonly clientAddress?: string;
}

/**
 * Registrations are throttled (issue 16, point 8; ASVS 2.2.1): at most REGISTRATIONS_PER_CLIENT an hour from one
 * client address and REGISTRATIONS_PER_ADDRESS an hour to one email address, each sending an email. Counted in this
 * process (a sliding hour); with several web processes each counts its own.
 */
export const REGISTRATION_LIMITS = { windowMs: 3_600_000, perClient: 10, perAddress: 3 } as const;

export class RegistrationThrottle {
  private readonly seen = new Map<string, number[]>();
  /** Counts an attempt under each key; refuses when any key is over its limit within the window. */
  take(now: number, keys: readonly [string, number][]): { ok: true } | { ok: false; retryAt: number } {
    const since = now - REGISTRATION_LIMITS.windowMs;
    for (const [key, limit] of keys) {
      const recent = (this.seen.get(key) ?? []).filter((t) => t > since);
      this.seen.set(key, recent);
      if (recent.length >= limit) return { ok: false, retryAt: recent[0]! + REGISTRATION_LIMITS.windowMs };
    }
    for (const [key] of keys) this.seen.get(key)!.push(now);
    if (this.seen.size > 100_000) for (const [k, v] of this.seen) if (v.every((t) => t <= since)) this.seen.delete(k);
    return { ok: true };
  }
}

export function langProblems(lang: unknown): FieldProblem[] {
  return lang === 'en' || lang === 'hi' || lang === 'as' || lang === 'bn'
    ? []
    : [
        {
          field: 'lang',
          message: 'Choose the language of messages: "en" (English), "hi" (Hindi), "as" (Assamese) or "bn" (Bengali)',
        },
      ];
}

export async function registerCitizen(
  deps: AccountDeps,
  input: RegisterCitizenInput,
  throttle?: RegistrationThrottle,
): Promise<{ accountId: string }> {
  const email = normalizeEmail(input.email);
  if (throttle) {
    const now = deps.clock.now().getTime();
    const keys: [string, number][] = [[`email:${email}`, REGISTRATION_LIMITS.perAddress]];
    if (input.clientAddress !== undefined)
      keys.unshift([`client:${input.clientAddress}`, REGISTRATION_LIMITS.perClient]);
    const t = throttle.take(now, keys);
    if (!t.ok) {
      const minutes = Math.max(1, Math.ceil((t.retryAt - now) / 60_000));
      throw new AppError(
        'AUTH.RATE_LIMITED',
        `Too many registrations from here or for this address; try again in about ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        { field: 'email', details: { retryAfterSeconds: minutes * 60 } },
      );
    }
  }
  assertNoProblems(
    [
      ...emailProblems(input.email),
      ...nameProblems(input.name),
      ...phoneProblems(input.phone),
      ...passwordProblems(input.password, { email, name: input.name }),
      ...langProblems(input.lang),
    ],
    'The registration',
  );
  const created = await deps.accounts.createAccount(
    {
      email,
      name: input.name.trim(),
      phone: input.phone?.trim() ? normalizeIndianMobile(input.phone)! : null,
      passwordHash: await deps.hasher.hash(input.password),
      lang: input.lang,
      emailVerifiedAt: null,
      createdAt: deps.clock.now(),
    },
    [{ role: 'citizen' }],
  );
  if (created === 'email-taken') {
    // The surfaces answer this exactly as a new registration (no enumeration); the owner is told by email.
    const owner = await deps.accounts.accountByEmail(email);
    if (owner?.email) await deps.mailer.send(alreadyRegisteredMail(owner.email, owner.lang, owner.name));
    throw new AppError(
      'AUTH.EMAIL_TAKEN',
      'An account with this email address exists already. Sign in, or ask for a new verification code if you have not verified it yet.',
      { field: 'email' },
    );
  }
  const account = await deps.accounts.accountById(created.id);
  await sendVerificationCode(deps, account!);
  return { accountId: created.id };
}
