// Per request: an id (X-Request-Id honoured when sane, else generated), a pino child logger carrying it, the
// security headers, a log line and the Prometheus counters and histogram by route and status.

import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Logger } from 'pino';
import type { Counter, Histogram } from 'prom-client';
import type { AppEnv } from '../env.ts';

const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export interface HttpMetrics {
  readonly requests: Counter<'method' | 'route' | 'status'>;
  readonly duration: Histogram<'method' | 'route' | 'status'>;
}

/** The route pattern that answered ("/api/v1/cases/:caseId"), never the raw path, so metric labels stay few. */
function routeLabel(routes: readonly { method: string; path: string }[]): string {
  const handlers = routes.filter((r) => r.method !== 'ALL');
  return handlers.at(-1)?.path ?? '(unmatched)';
}

export function securityHeaders(hsts: boolean): Record<string, string> {
  return {
    'Content-Security-Policy':
      "default-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'",
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(hsts ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

export function observe(logger: Logger, metrics: HttpMetrics, hsts: boolean): MiddlewareHandler<AppEnv> {
  const headers = securityHeaders(hsts);
  return async (c, next) => {
    const started = process.hrtime.bigint();
    const given = c.req.header('x-request-id');
    const requestId = given && SANE_ID.test(given) ? given : randomUUID();
    const log = logger.child({ reqId: requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    c.set('actor', undefined);
    c.set('via', undefined);
    c.set('sessionToken', undefined);
    // On the API, set before the handler: a response the handler builds through the context (c.json, c.body) starts
    // from these, and a handler's own value replaces one. Setting a header after the response is built makes Hono copy
    // it through a stream, which was a tenth of an API request's CPU (bench/filing.ts). A response returned as a new
    // object is completed below. (The web pages choose their own Content-Security-Policy after their handler, when it
    // set none: they keep the order below.)
    if (c.req.path.startsWith('/api/')) {
      c.header('X-Request-Id', requestId);
      for (const [k, v] of Object.entries(headers)) c.header(k, v);
    }
    await next();
    if (c.res.headers.get('X-Request-Id') !== requestId) c.header('X-Request-Id', requestId);
    for (const [k, v] of Object.entries(headers)) if (!c.res.headers.has(k)) c.header(k, v);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const status = String(c.res.status);
    let route = '(unmatched)';
    try {
      route = routeLabel(matchedRoutes(c));
    } catch {
      // no routing result (e.g. an error before routing): keep the placeholder
    }
    const labels = { method: c.req.method, route, status };
    metrics.requests.inc(labels);
    metrics.duration.observe(labels, seconds);
    // A calendar feed's path is its credential (GET /calendar/<token>.ics): never written to the log.
    log.info(
      {
        method: c.req.method,
        path: c.req.path.replace(/^\/calendar\/[^/]+$/, '/calendar/(token).ics'),
        route,
        status: c.res.status,
        ms: Math.round(seconds * 1000),
        account: c.get('actor')?.accountId,
      },
      'request',
    );
  };
}
