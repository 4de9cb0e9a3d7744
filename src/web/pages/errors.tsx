// Error pages: every AppError a use case throws becomes a page in the visitor's language with the status the API
// would give; a missing sign-in becomes a redirect to the sign-in page that comes back here.

import { en } from '../i18n/en.ts';
import { AppError, ServiceUnavailable } from '../../app/errors.ts';
import { statusOf } from '../../server/problem.ts';
import type { WebCtx } from '../context.ts';
import type { MessageKey } from '../i18n/index.ts';
import { LANG_COOKIE, negotiate, translator } from '../i18n/index.ts';
import { getCookie } from 'hono/cookie';
import { page } from '../render.tsx';

const MESSAGES: Partial<Record<string, MessageKey>> = {
  'AUTH.FORBIDDEN': 'error.forbidden',
  'AUTH.CSRF': 'error.csrf',
  NOT_FOUND: 'error.notFound',
  'CASE.UNKNOWN': 'error.notFound',
  'DOCUMENT.UNKNOWN': 'error.notFound',
  'DOCUMENT.TOO_LARGE': 'error.tooLarge',
  'SERVICE.UNAVAILABLE': 'error.unavailable',
};

export function errorPage(c: WebCtx, err: Error): Response | Promise<Response> {
  // An error raised before the page chain ran (an upload over the size limit is refused before its body is read) still
  // gets a page in the visitor's language.
  if (!c.get('t')) {
    const lang = negotiate(getCookie(c, LANG_COOKIE), c.req.header('accept-language'));
    c.set('lang', lang);
    c.set('t', translator(lang));
  }
  const t = c.get('t');
  if (err instanceof ServiceUnavailable) {
    // The cause is the operator's (logged), not the reader's: a plain "try again shortly" and when.
    c.get('log')?.warn(
      { reason: err.reason, cause: err.operatorDetail },
      'the database is unavailable: answered a page 503',
    );
    c.header('Retry-After', String(err.retryAfterSeconds));
    c.header('Cache-Control', 'no-store');
  }
  if (err instanceof AppError) {
    if (err.code === 'AUTH.UNAUTHENTICATED') {
      const here = new URL(c.req.url);
      return c.redirect(`/sign-in?next=${encodeURIComponent(here.pathname + here.search)}`, 303);
    }
    // In the visitor's language: a known code's own words (a refusal's Hindi text among them); an English detail is
    // never put on a Hindi page.
    const key = MESSAGES[err.code] ?? (`refusal.${err.code}` in en ? (`refusal.${err.code}` as MessageKey) : undefined);
    const message = key
      ? t(key)
      : c.get('lang') === 'hi'
        ? t('error.genericPlain')
        : t('error.generic', { detail: err.message });
    // A page or record that is not there says so, and what to do (issue 30, point 8), not "something went wrong".
    const title = statusOf(err.code) === 404 ? t('who.notFound.title') : t('error.title');
    return page(
      c,
      title,
      <>
        <h1>{title}</h1>
        <p>{message}</p>
        <p>
          <a href="/">{t('nav.home')}</a>
        </p>
      </>,
      statusOf(err.code),
    );
  }
  const id = c.get('requestId') ?? '(none)';
  c.get('log')?.error({ err }, 'unhandled error in a web page');
  return page(
    c,
    t('error.title'),
    <>
      <h1>{t('error.title')}</h1>
      <p>{t('error.internal', { id })}</p>
    </>,
    500,
  );
}

export function notFoundPage(c: WebCtx): Response | Promise<Response> {
  const t = c.get('t');
  return page(
    c,
    t('who.notFound.title'),
    <>
      <h1>{t('who.notFound.title')}</h1>
      <p>{t('error.notFound')}</p>
      <p>
        <a href="/">{t('nav.home')}</a>
      </p>
    </>,
    404,
  );
}
