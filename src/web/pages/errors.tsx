// Error pages: every AppError a use case throws becomes a page in the visitor's language with the status the API
// would give; a missing sign-in becomes a redirect to the sign-in page that comes back here.

import { AppError } from '../../app/errors.ts';
import { statusOf } from '../../server/problem.ts';
import type { WebCtx } from '../context.ts';
import type { MessageKey } from '../i18n/index.ts';
import { page } from '../render.tsx';

const MESSAGES: Partial<Record<string, MessageKey>> = {
  'AUTH.FORBIDDEN': 'error.forbidden',
  'AUTH.CSRF': 'error.csrf',
  'NOT_FOUND': 'error.notFound',
  'CASE.UNKNOWN': 'error.notFound',
  'DOCUMENT.UNKNOWN': 'error.notFound',
};

export function errorPage(c: WebCtx, err: Error): Response | Promise<Response> {
  const t = c.get('t');
  if (err instanceof AppError) {
    if (err.code === 'AUTH.UNAUTHENTICATED') {
      const here = new URL(c.req.url);
      return c.redirect(`/sign-in?next=${encodeURIComponent(here.pathname + here.search)}`, 303);
    }
    const key = MESSAGES[err.code];
    const message = key ? t(key) : t('error.generic', { detail: err.message });
    return page(c, t('error.title'), (<><h1>{t('error.title')}</h1><p>{message}</p><p><a href="/">{t('nav.home')}</a></p></>), statusOf(err.code));
  }
  const id = c.get('requestId') ?? '(none)';
  c.get('log')?.error({ err }, 'unhandled error in a web page');
  return page(c, t('error.title'), (<><h1>{t('error.title')}</h1><p>{t('error.internal', { id })}</p></>), 500);
}

export function notFoundPage(c: WebCtx): Response | Promise<Response> {
  const t = c.get('t');
  return page(c, t('error.title'), (<><h1>{t('error.title')}</h1><p>{t('error.notFound')}</p><p><a href="/">{t('nav.home')}</a></p></>), 404);
}
