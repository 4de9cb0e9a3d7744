// A small client for HTTP tests through app.request() (no sockets): JSON in, status, headers and JSON out.

export interface Requester {
  request(input: string, init?: RequestInit): Response | Promise<Response>;
}

export interface Reply {
  readonly status: number;
  readonly headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly body: any;
  readonly text: string;
}

export async function send(
  app: Requester,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string>; raw?: string } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.token) headers['authorization'] = `Bearer ${opts.token}`;
  let body: string | undefined = opts.raw;
  if (opts.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(opts.body);
  }
  const res = await app.request(path, { method, headers, ...(body !== undefined ? { body } : {}) });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: the caller reads `text`
  }
  return { status: res.status, headers: res.headers, body: parsed, text };
}

/** An API bound to a caller's token. */
export function as(app: Requester, token: string) {
  return {
    get: (path: string, headers: Record<string, string> = {}) => send(app, 'GET', path, { token, headers }),
    post: (path: string, body: unknown, headers: Record<string, string> = {}) =>
      send(app, 'POST', path, { token, body, headers }),
  };
}
