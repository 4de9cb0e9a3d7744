// Who is calling: `Authorization: Bearer <api token>` or the `ctp_session` cookie. A cookie-authenticated unsafe
// request must carry the session's CSRF token (header X-CSRF-Token or form field _csrf), else 403 AUTH.CSRF: a
// cookie is sent by the browser on a cross-site form post, the token is not. Bearer requests are not exposed to
// CSRF (a browser never adds the header by itself), so they need no token.

import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AccountServices } from '../../app/services.ts';
import { AppError } from '../../app/errors.ts';
import type { AppEnv } from '../env.ts';

export const SESSION_COOKIE = 'ctp_session';
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

async function formCsrf(c: Parameters<MiddlewareHandler<AppEnv>>[0]): Promise<string | undefined> {
  const type = c.req.header('content-type') ?? '';
  if (!type.startsWith('multipart/form-data') && !type.startsWith('application/x-www-form-urlencoded'))
    return undefined;
  try {
    const form = await c.req.parseBody(); // cached by Hono: the route reads the same parsed body
    const v = form['_csrf'];
    return typeof v === 'string' ? v : undefined;
  } catch {
    return undefined;
  }
}

export function resolveActor(accounts: AccountServices): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const auth = c.req.header('authorization');
    if (auth !== undefined) {
      const m = /^Bearer\s+(\S{1,500})\s*$/i.exec(auth);
      const actor = m ? await accounts.authenticateApiToken(m[1]!) : undefined;
      if (!actor)
        throw new AppError(
          'AUTH.UNAUTHENTICATED',
          'The API token is unknown, revoked or malformed; send Authorization: Bearer <token> with a token from /api/v1/auth/api-tokens.',
          { field: 'Authorization' },
        );
      c.set('actor', actor);
      c.set('via', 'api-token');
      return next();
    }
    const token = getCookie(c, SESSION_COOKIE);
    if (token !== undefined && token.length <= 500) {
      const session = await accounts.authenticateSession(token);
      if (session) {
        if (!SAFE.has(c.req.method)) {
          const sent = c.req.header('x-csrf-token') ?? (await formCsrf(c));
          if (sent === undefined || !same(sent, session.csrfToken)) {
            throw new AppError(
              'AUTH.CSRF',
              'This write came with your session cookie but without its CSRF token: send the csrfToken you got at sign-in as the X-CSRF-Token header (or the _csrf form field).',
              { field: 'X-CSRF-Token' },
            );
          }
        }
        c.set('actor', session.actor);
        c.set('via', 'session');
        c.set('sessionToken', token);
        c.set('csrfToken', session.csrfToken);
      }
    }
    return next();
  };
}
