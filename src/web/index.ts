// The web portal: server-rendered pages (hono/jsx) for citizens and the public, mounted by src/server/app.ts at
// non-/api paths. Read src/web/README.md for how to add a page.
//
// Every page route runs `webChain`: language and anonymous CSRF cookie (prepare) → the API's own resolveActor
// (session cookie; CSRF check of cookie-authenticated writes via the _csrf field) → the anonymous CSRF check for
// forms posted before sign-in → compression. Security headers (CSP without inline script, frame-ancestors 'none',
// nosniff, HSTS behind https from observe) are set on every web response.

import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { localRedirect, recordServedPaths } from './redirect.ts';
import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { getCookie, setCookie } from 'hono/cookie';
import { AppError } from '../app/errors.ts';
import type { Services } from '../app/services.ts';
import { resolveActor } from '../server/middleware/actor.ts';
import { assets } from './assets.ts';
import type { WebEnv } from './context.ts';
import { refuseHostileAddress, router } from './context.ts';
import { isLang, LANG_COOKIE, negotiate, translator } from './i18n/index.ts';
import { accountPages } from './pages/account.tsx';
import { casePages } from './pages/cases.tsx';
import { phonePages } from './pages/phone.tsx';
import { paperPages } from './pages/paper.tsx';
import { assistedPages } from './pages/assisted.tsx';
import { dashboardPages } from './pages/dashboards.tsx';
import { errorPage, notFoundPage } from './pages/errors.tsx';
import { filingPages } from './pages/file.tsx';
import { officerPages } from './pages/officer.tsx';
import { worklistPages } from './pages/worklist.tsx';
import { adminPages } from './pages/admin.tsx';
import { stateValuePages } from './pages/state-values.tsx';
import { assamPages } from './pages/assam.tsx';
import { moneyPages } from './pages/money.tsx';
import { inboxPages } from './pages/inbox.tsx';
import { serviceEmailPages } from './pages/service-email.tsx';
import { unreadCount } from '../app/derived/notifications/inbox.ts';
import { publicPages } from './pages/public.tsx';
import { verifyPages } from './pages/verify.tsx';
import { fieldPages } from './pages/field.tsx';
import { fieldOfficePages } from './pages/field-office.tsx';

export interface WebOptions {
  readonly cookieSecure: boolean;
  readonly uploadMaxBytes: number;
}

export const CSRF_COOKIE = 'ctp_csrf';

/** The portal's Content-Security-Policy: same-origin scripts, styles and fonts only; no inline script or style. */
export const WEB_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; font-src 'self'; img-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function prepare(opts: WebOptions): MiddlewareHandler<WebEnv> {
  return async (c, next) => {
    const lang = negotiate(getCookie(c, LANG_COOKIE), c.req.header('accept-language'));
    c.set('lang', lang);
    c.set('t', translator(lang));
    let anon = getCookie(c, CSRF_COOKIE);
    if (!anon || !/^[A-Za-z0-9_-]{32}$/.test(anon)) {
      anon = randomBytes(24).toString('base64url');
      setCookie(c, CSRF_COOKIE, anon, { httpOnly: true, sameSite: 'Lax', path: '/', secure: opts.cookieSecure });
    }
    c.set('anonCsrf', anon);
    await next();
    if (!c.res.headers.has('Content-Security-Policy')) c.header('Content-Security-Policy', WEB_CSP);
    c.header('Vary', 'Cookie, Accept-Language, Accept-Encoding');
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  };
}

/** Forms posted without a session (register, sign-in, verify) carry the anonymous double-submit token. */
const anonymousCsrf: MiddlewareHandler<WebEnv> = async (c, next) => {
  if (!SAFE.has(c.req.method) && c.get('via') !== 'session') {
    const type = c.req.header('content-type') ?? '';
    let sent: unknown;
    if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
      try {
        sent = (await c.req.parseBody())['_csrf'];
      } catch {
        sent = undefined;
      }
    }
    if (typeof sent !== 'string' || !same(sent, c.get('anonCsrf'))) {
      throw new AppError('AUTH.CSRF', 'The form came without its CSRF token.', { field: '_csrf' });
    }
  }
  await next();
};

export function webApp(services: Services, opts: WebOptions): Hono<WebEnv> {
  const web = new Hono<WebEnv>();
  web.onError((err, c) => errorPage(c, err));

  // Assets: content-hashed names, cached for a year, precompressed.
  web.get('/assets/:file', (c) => {
    const a = assets().byPath(c.req.path);
    if (!a) return c.text('Not found', 404);
    const accept = c.req.header('accept-encoding') ?? '';
    const [body, enc] = /\bbr\b/.test(accept)
      ? [a.br, 'br']
      : /\bgzip\b/.test(accept)
        ? [a.gzip, 'gzip']
        : [a.raw, undefined];
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': a.type,
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
      ...(enc ? { 'Content-Encoding': enc } : {}),
    });
  });

  const chain: MiddlewareHandler<WebEnv>[] = [
    prepare(opts),
    // A control or bidi character in the address is a 400 page before anything looks it up.
    async (c, next) => {
      refuseHostileAddress(c);
      await next();
    },
    resolveActor(services.accounts) as unknown as MiddlewareHandler<WebEnv>,
    anonymousCsrf,
    // The header's unread count (issue 6's in-app inbox) on every page a signed-in person GETs.
    async (c, next) => {
      const actor = c.get('actor');
      if (actor && c.req.method === 'GET') c.set('inboxUnread', await unreadCount(services.inbox, actor));
      await next();
    },
    compress(),
  ];

  const rt = router(web, chain);
  // Checking a copy on /verify only reads: its POST runs the page chain less the CSRF check.
  verifyPages(
    rt,
    web,
    chain.filter((m) => m !== anonymousCsrf),
    services,
    opts,
  );

  // The language switch: a plain link (works with JavaScript off); remembered for a year.
  rt.get('/lang', (c) => {
    const to = c.req.query('to');
    const back = c.req.query('back') ?? '/';
    if (isLang(to))
      setCookie(c, LANG_COOKIE, to, { path: '/', sameSite: 'Lax', secure: opts.cookieSecure, maxAge: 365 * 24 * 3600 });
    return c.redirect(localRedirect(back, '/'), 303);
  });

  publicPages(rt, services);
  accountPages(rt, services, opts);
  filingPages(rt, services);
  casePages(rt, services, opts);
  dashboardPages(rt, services);
  worklistPages(rt, services); // before officerPages: these answer /office/worklist and /office/appeals
  officerPages(rt, services, opts);
  adminPages(rt, services);
  stateValuePages(rt, services);
  assamPages(rt, services);
  moneyPages(rt, services);
  inboxPages(rt, services);
  serviceEmailPages(rt, services);
  phonePages(rt, services, opts);
  paperPages(rt, services);
  assistedPages(rt, services, opts);
  fieldPages(rt, web, services);
  fieldOfficePages(rt, services);

  recordServedPaths(web.routes.filter((r) => r.method === 'GET').map((r) => r.path));
  return web;
}

/** The portal's 404 page for an unknown GET outside /api (called from the app's notFound handler). */
export function webNotFound(c: Parameters<typeof notFoundPage>[0]): Response | Promise<Response> {
  const lang = negotiate(getCookie(c, LANG_COOKIE), c.req.header('accept-language'));
  c.set('lang', lang);
  c.set('t', translator(lang));
  c.set('anonCsrf', '');
  c.header('Content-Security-Policy', WEB_CSP);
  return notFoundPage(c);
}
