// A browser-like client for web tests over app.request() (no sockets): keeps cookies, reads the CSRF token out of
// the page's forms and posts urlencoded or multipart forms the way a browser with JavaScript off does.

import type { Requester } from '../api.ts';

export interface Page {
  readonly status: number;
  readonly headers: Headers;
  readonly html: string;
  readonly location: string | null;
}

export class WebClient {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: Requester,
    private readonly headers: Record<string, string> = {},
  ) {}

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keep(res: Response): void {
    const all = res.headers.getSetCookie();
    for (const line of all) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0/i.test(a) || /expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(
    method: string,
    path: string,
    body?: string | FormData,
    extra: Record<string, string> = {},
  ): Promise<Page> {
    const headers: Record<string, string> = { ...this.headers, ...extra };
    if (this.cookies.size > 0) headers['cookie'] = this.cookieHeader();
    const res = await this.app.request(path, { method, headers, ...(body !== undefined ? { body } : {}) });
    this.keep(res);
    return { status: res.status, headers: res.headers, html: await res.text(), location: res.headers.get('location') };
  }

  get(path: string, extra: Record<string, string> = {}): Promise<Page> {
    return this.request('GET', path, undefined, extra);
  }

  /** Posts a urlencoded form; `csrf` is the token to send (read it from the page with csrfIn). */
  post(path: string, fields: Record<string, string>): Promise<Page> {
    return this.request('POST', path, new URLSearchParams(fields).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
    });
  }

  postMultipart(path: string, form: FormData): Promise<Page> {
    return this.request('POST', path, form);
  }

  /** Follows a 303 (or any redirect) once with GET. */
  async follow(p: Page): Promise<Page> {
    if (!p.location) throw new Error(`no redirect (status ${p.status}): ${p.html.slice(0, 500)}`);
    return this.get(p.location);
  }
}

/** The hidden _csrf value of the first form on the page. */
export function csrfIn(html: string): string {
  const m = /name="_csrf" value="([^"]*)"/.exec(html);
  if (!m) throw new Error(`no CSRF field in the page: ${html.slice(0, 300)}`);
  return m[1]!;
}

/** The text of the page without tags, whitespace collapsed (for matching words). */
export function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}
