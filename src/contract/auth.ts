// Accounts: registration, email verification, sign-in with a session cookie, API tokens.

import { z } from 'zod';
import { Line, PhoneNumber } from './common.ts';

export const RegisterSchema = z
  .strictObject({
    email: z.email().max(254),
    name: Line(200, 1),
    phone: PhoneNumber.optional(),
    password: Line(200, 10).meta({ description: 'At least 10 characters.' }),
    lang: z
      .enum(['en', 'hi', 'as', 'bn'])
      .default('en')
      .meta({ description: 'The language of emails and SMS: English, Hindi, Assamese or Bengali.' }),
  })
  .meta({
    id: 'Register',
    example: { email: 'ramesh@example.in', name: 'Ramesh Kumar', password: 'a long pass phrase', lang: 'en' },
  });

export const VerifyEmailSchema = z.strictObject({ email: z.email(), code: Line(20, 1) }).meta({ id: 'VerifyEmail' });
export const ResendSchema = z.strictObject({ email: z.email() }).meta({ id: 'ResendVerification' });
export const SignInSchema = z.strictObject({ email: z.email(), password: Line(200, 1) }).meta({ id: 'SignIn' });

export const GrantSchema = z
  .strictObject({
    role: z.enum([
      'citizen',
      'authorised-officer',
      'adjudicating-officer',
      'appellate-authority',
      'awbi-recovery-officer',
      'fund-accountant',
      'administrator',
      'help-desk',
    ]),
    officeCode: Line(12).optional(),
    districtCode: Line(12).optional(),
    stateCode: Line(2).optional(),
  })
  .meta({ id: 'RoleGrant' });

export const MeSchema = z
  .object({
    accountId: z.string(),
    name: z.string(),
    grants: z.array(GrantSchema),
    via: z.enum(['session', 'api-token']),
  })
  .meta({ id: 'Me' });

export const SessionSchema = z
  .object({
    csrfToken: z
      .string()
      .meta({ description: 'Send it as X-CSRF-Token (or form field _csrf) on every cookie-authenticated write.' }),
    expiresAt: z.string(),
    me: MeSchema,
  })
  .meta({ id: 'Session' });

export const ApiTokenRequestSchema = z.strictObject({ name: Line(100, 1) }).meta({ id: 'ApiTokenRequest' });
export const ApiTokenSchema = z
  .object({
    id: z.string(),
    token: z.string().meta({ description: 'Shown once; send it as Authorization: Bearer <token>.' }),
  })
  .meta({ id: 'ApiToken' });
