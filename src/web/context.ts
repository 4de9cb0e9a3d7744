// What every web page handler has: the request's language and translator, the actor (from the session cookie, by
// the API's own resolveActor) and the CSRF token its forms must carry.

import { isUtf8 } from 'node:buffer';
import { AppError } from '../app/errors.ts';
import { isCleanLine, isCleanText } from '../lib/person-input.ts';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { AppVariables } from '../server/env.ts';
import type { Lang, T } from './i18n/index.ts';

export interface WebVariables extends AppVariables {
  lang: Lang;
  t: T;
  /** The anonymous double-submit token (cookie ctp_csrf), for forms posted before signing in. */
  anonCsrf: string;
  /** The signed-in account's unread inbox messages, for the header (set on GET pages by index.ts). */
  inboxUnread: number | undefined;
}

export interface WebEnv {
  Variables: WebVariables;
}

export type WebCtx = Context<WebEnv>;

/** The token a form must send in its hidden _csrf field: the session's when signed in, else the anonymous one. */
export function csrfOf(c: WebCtx): string {
  return c.get('csrfToken') ?? c.get('anonCsrf');
}

/** Field name → message, in the order the fields appear on the page. */
export type FormErrors = Record<string, string>;

/** A parsed urlencoded or multipart form, strings only (files are read by the upload route itself). */
export async function formOf(c: WebCtx): Promise<Record<string, string>> {
  // Hostile text is refused at the edge (issue 16, point 2; issue 13, point 15): a urlencoded body whose bytes or
  // percent-escapes are not UTF-8, and any field with a control character (other than tab and line breaks) or a
  // lone surrogate, is a 400 naming the field; nothing is written.
  if (/^application\/x-www-form-urlencoded/i.test(c.req.header('content-type') ?? '')) {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    let ok = isUtf8(bytes);
    if (ok) {
      for (const part of Buffer.from(bytes).toString('utf8').split('&')) {
        try {
          decodeURIComponent(part.replace(/\+/g, ' '));
        } catch {
          ok = false;
          break;
        }
      }
    }
    if (!ok)
      throw new AppError(
        'VALIDATION.FAILED',
        'The form was sent in an encoding other than UTF-8; send it again from the page.',
        { field: '(body)' },
      );
  }
  const body = await c.req.parseBody();
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(body)) {
    if (typeof v !== 'string') continue;
    if (!isCleanText(v) || !isCleanText(k))
      throw new AppError(
        'VALIDATION.FAILED',
        `The field "${isCleanText(k) ? k : '?'}" holds a control character (such as NUL or an invisible direction override) or a broken character; retype it without them.`,
        { field: isCleanText(k) ? k : '(body)' },
      );
    // The API's Line rule for the same fields: a name, a telephone number, an email address, a PIN or a number is one
    // line (a line break in a name would start a new line on a printed bundle or a mail header).
    if (LINE_FIELD.test(k) && !isCleanLine(v))
      throw new AppError(
        'VALIDATION.FAILED',
        `The field "${k}" takes one line of text: remove the line break or tab and send it again.`,
        { field: k },
      );
    out[k] = v;
  }
  return out;
}

/** Form fields that hold one line: names (name, parentName, c.name, signedName …), numbers, phones, emails, PINs. */
const LINE_FIELD = /(?:^|[._-])(?:[a-z]*name|[a-z]*Name|phone|mobile|email|pin|number|code)$/;

// Where to go next (sign-in's ?next=, the language switch's ?back=) has its own rule: anything but a path of the
// portal is replaced by the start page (redirect.ts), so a hostile one still lands somewhere safe.
const REDIRECT_TARGETS: ReadonlySet<string> = new Set(['next', 'back']);

/**
 * The text rule for what a page is asked in its address (issue 28, point 6): a query value or path with a control
 * character, a bidi control or a broken character is a 400 page, before any handler looks it up (a NUL reached the
 * database as a case number and made a 500).
 */
export function refuseHostileAddress(c: WebCtx): void {
  const url = new URL(c.req.url);
  let path = url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // a malformed escape: the router answers 404 for it
  }
  if (!isCleanLine(path))
    throw new AppError('VALIDATION.FAILED', 'The address holds a control character; check the link.', {
      field: '(path)',
    });
  for (const [k, v] of url.searchParams)
    if (!isCleanLine(k) || (!REDIRECT_TARGETS.has(k) && !isCleanLine(v)))
      throw new AppError(
        'VALIDATION.FAILED',
        `The address's "${isCleanLine(k) ? k : '?'}" holds a control character or a line break; check the link.`,
        { field: isCleanLine(k) ? k : '(query)' },
      );
}

export type PageHandler = (c: WebCtx) => Response | Promise<Response>;

/** Registers page routes behind the web chain (see index.ts); `before` runs ahead of it (e.g. a body limit). */
export interface Router {
  get(path: string, handler: PageHandler): void;
  post(path: string, handler: PageHandler, before?: readonly MiddlewareHandler<WebEnv>[]): void;
}

export function router(web: Hono<WebEnv>, chain: readonly MiddlewareHandler<WebEnv>[]): Router {
  // Hono's typed overloads do not take a spread array of middleware; the handlers are all WebEnv handlers.
  const on = web.on.bind(web) as unknown as (method: string, path: string, ...h: MiddlewareHandler<WebEnv>[]) => void;
  const h =
    (f: PageHandler): MiddlewareHandler<WebEnv> =>
    async (c) =>
      f(c);
  return {
    get: (path, handler) => on('GET', path, ...chain, h(handler)),
    post: (path, handler, before = []) => on('POST', path, ...before, ...chain, h(handler)),
  };
}
