// A citizen registers: validated fields, an argon2id password hash, the citizen role, and a code mailed to verify
// the address. The account cannot sign in until the code is entered (verify-email.ts).

import { AppError } from '../errors.ts';
import type { FieldProblem } from '../validation.ts';
import { assertNoProblems } from '../validation.ts';
import type { AccountDeps } from './context.ts';
import { emailProblems, nameProblems, normalizeEmail, normalizeIndianMobile, phoneProblems } from './fields.ts';
import { passwordProblems } from './passwords.ts';
import { sendVerificationCode } from './send-verification-code.ts';

export interface RegisterCitizenInput {
  readonly email: string;
  readonly name: string;
  readonly phone?: string;
  readonly password: string;
  readonly lang: 'en' | 'hi';
}

export function langProblems(lang: unknown): FieldProblem[] {
  return lang === 'en' || lang === 'hi' ? [] : [{ field: 'lang', message: 'Choose the language of messages: "en" (English) or "hi" (Hindi)' }];
}

export async function registerCitizen(deps: AccountDeps, input: RegisterCitizenInput): Promise<{ accountId: string }> {
  const email = normalizeEmail(input.email);
  assertNoProblems([
    ...emailProblems(input.email),
    ...nameProblems(input.name),
    ...phoneProblems(input.phone),
    ...passwordProblems(input.password, { email, name: input.name }),
    ...langProblems(input.lang),
  ], 'The registration');
  const created = await deps.accounts.createAccount({
    email,
    name: input.name.trim(),
    phone: input.phone?.trim() ? normalizeIndianMobile(input.phone)! : null,
    passwordHash: await deps.hasher.hash(input.password),
    lang: input.lang,
    emailVerifiedAt: null,
    createdAt: deps.clock.now(),
  }, [{ role: 'citizen' }]);
  if (created === 'email-taken') {
    throw new AppError('AUTH.EMAIL_TAKEN', 'An account with this email address exists already. Sign in, or ask for a new verification code if you have not verified it yet.', { field: 'email' });
  }
  const account = await deps.accounts.accountById(created.id);
  await sendVerificationCode(deps, account!);
  return { accountId: created.id };
}
