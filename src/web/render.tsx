// Rendering a page: the layout around the body, in the request's language, with the request's CSRF token.

import type { Child } from 'hono/jsx';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { FieldLabels } from './components.tsx';
import { csrfOf } from './context.ts';
import type { WebCtx } from './context.ts';
import { Layout } from './layout.tsx';

export function page(
  c: WebCtx,
  title: string,
  body: Child,
  status: ContentfulStatusCode = 200,
): Response | Promise<Response> {
  const path = new URL(c.req.url).pathname + (new URL(c.req.url).search || '');
  return c.html(
    <Layout
      lang={c.get('lang')}
      t={c.get('t')}
      title={title}
      actor={c.get('actor')}
      csrf={csrfOf(c)}
      path={path}
      unread={c.get('inboxUnread')}
    >
      <FieldLabels>{body}</FieldLabels>
    </Layout>,
    status,
  );
}

/** 303 See Other after a successful POST (the browser then GETs the target; a reload does not re-post). */
export function seeOther(c: WebCtx, to: string): Response {
  return c.redirect(to, 303);
}
