// Accounts over HTTP: register, verify the email, sign in (session cookie + CSRF token), sign out, me, API tokens.

import { z } from 'zod';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { Actor } from '../../app/actor.ts';
import { AppError } from '../../app/errors.ts';
import type { Services } from '../../app/services.ts';
import {
  ApiTokenRequestSchema,
  ApiTokenSchema,
  MeSchema,
  RegisterSchema,
  ResendSchema,
  SessionSchema,
  SignInSchema,
  VerifyEmailSchema,
} from '../../contract/auth.ts';
import { Line } from '../../contract/common.ts';
import type { Api, Ctx } from '../http.ts';
import { defineRoute, IdempotencyHeaders, requireActor } from '../http.ts';
import { SESSION_COOKIE } from '../middleware/actor.ts';

const TAG = 'Accounts';

const REGISTERED = {
  status: 'check-your-email',
  message:
    'If the address can be registered, a six-digit code has been sent to it; enter it at /api/v1/auth/verify-email. If it is registered already, its owner has been told.',
} as const;
const RegisteredSchema = z
  .object({ status: z.literal('check-your-email'), message: z.string() })
  .meta({ id: 'Registered' });

const me = (a: Actor, via: 'session' | 'api-token') => ({
  accountId: a.accountId,
  name: a.name,
  grants: a.grants.map((g) => ({ ...g })),
  via,
});

/** The client's address for rate limiting: the socket's peer when served by @hono/node-server; never a header a client can forge. */
function clientAddress(c: Ctx): string {
  // Set for every request from the socket's peer and CTP_TRUSTED_PROXIES (server/client-address.ts).
  return c.get('clientAddress') ?? 'unknown';
}

export function authRoutes(app: Api, services: Services, opts: { cookieSecure: boolean }): void {
  const accounts = services.accounts;

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/v1/auth/register',
      tags: [TAG],
      operationId: 'register',
      summary: 'Register as a citizen; a one-time code is emailed to verify the address',
      headers: IdempotencyHeaders,
      body: RegisterSchema,
      description:
        'The answer is the same whether or not the address is registered already (the owner of a registered address is told by email); registrations are limited per client and per address (429).',
      ok: {
        202: {
          schema: RegisteredSchema,
          description: 'Accepted: a code is on its way to the address; verify the email next.',
        },
      },
      errors: [400, 429, 500],
    },
    async (c, { body }) => {
      try {
        await accounts.registerCitizen({
          email: body.email,
          name: body.name,
          password: body.password,
          lang: body.lang,
          clientAddress: clientAddress(c),
          ...(body.phone ? { phone: body.phone } : {}),
        });
      } catch (e) {
        if (!(e instanceof AppError && e.code === 'AUTH.EMAIL_TAKEN')) throw e;
      }
      return c.json(REGISTERED, 202);
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/v1/auth/verify-email',
      tags: [TAG],
      operationId: 'verifyEmail',
      summary: 'Verify the email address with the emailed code',
      headers: IdempotencyHeaders,
      body: VerifyEmailSchema,
      ok: { 204: { description: 'Verified.' } },
      errors: [400, 429, 500],
    },
    async (c, { body }) => {
      await accounts.verifyEmail(body);
      return c.body(null, 204);
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/v1/auth/resend-verification',
      tags: [TAG],
      operationId: 'resendVerification',
      summary: 'Send the verification code again',
      headers: IdempotencyHeaders,
      body: ResendSchema,
      ok: { 204: { description: 'Sent when the address is registered and not yet verified.' } },
      errors: [400, 429, 500],
    },
    async (c, { body }) => {
      await accounts.resendVerification(body);
      return c.body(null, 204);
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/v1/auth/sign-in',
      tags: [TAG],
      operationId: 'signIn',
      summary: 'Sign in: sets the session cookie and returns the CSRF token',
      description:
        'The cookie ctp_session is HttpOnly, SameSite=Lax, Path=/ (Secure over https). Send the csrfToken as X-CSRF-Token on every cookie-authenticated write.',
      headers: IdempotencyHeaders,
      body: SignInSchema,
      ok: { 200: { schema: SessionSchema, description: 'Signed in.' } },
      errors: [400, 401, 403, 429, 500],
    },
    async (c, { body }) => {
      const s = await accounts.signIn({ email: body.email, password: body.password, clientAddress: clientAddress(c) });
      setCookie(c, SESSION_COOKIE, s.token, {
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        secure: opts.cookieSecure,
        expires: s.expiresAt,
      });
      c.header('Cache-Control', 'no-store');
      return c.json({ csrfToken: s.csrfToken, expiresAt: s.expiresAt.toISOString(), me: me(s.actor, 'session') }, 200);
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/v1/auth/sign-out',
      tags: [TAG],
      operationId: 'signOut',
      auth: true,
      summary: 'Sign out: ends the session and clears the cookie',
      headers: IdempotencyHeaders,
      ok: { 204: { description: 'Signed out.' } },
      errors: [401, 403, 500],
    },
    async (c) => {
      const token = c.get('sessionToken');
      if (token) await accounts.signOut(token);
      deleteCookie(c, SESSION_COOKIE, { path: '/', secure: opts.cookieSecure });
      return c.body(null, 204);
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/v1/auth/me',
      tags: [TAG],
      operationId: 'me',
      auth: true,
      summary: 'Who you are signed in as, with your role grants',
      ok: { 200: { schema: MeSchema, description: 'You.' } },
      errors: [401, 500],
    },
    async (c) => {
      const a = requireActor(c);
      return c.json(me(a, c.get('via') ?? 'session'), 200);
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/v1/auth/api-tokens',
      tags: [TAG],
      operationId: 'createApiToken',
      auth: true,
      summary: 'Create an API token (shown once)',
      headers: IdempotencyHeaders,
      body: ApiTokenRequestSchema,
      ok: { 201: { schema: ApiTokenSchema, description: 'The token; store it, it is not shown again.' } },
      errors: [400, 401, 403, 500],
    },
    async (c, { body }) => {
      const a = requireActor(c);
      const t = await accounts.createApiToken(a, { name: body.name });
      c.header('Cache-Control', 'no-store');
      return c.json({ id: t.id, token: t.token }, 201);
    },
  );

  defineRoute(
    app,
    {
      method: 'delete',
      path: '/api/v1/auth/api-tokens/{tokenId}',
      tags: [TAG],
      operationId: 'revokeApiToken',
      auth: true,
      summary: 'Revoke an API token',
      params: z.object({ tokenId: Line(100, 1) }),
      ok: { 204: { description: 'Revoked.' } },
      errors: [401, 403, 404, 500],
    },
    async (c, { params }) => {
      const a = requireActor(c);
      await accounts.revokeApiToken(a, params.tokenId);
      return c.body(null, 204);
    },
  );
}
