// The HTTP API: createApp(services, opts) builds the Hono app (no listening here; see compose.ts and `ctp start`).
//
// Order of the middleware: observe (request id, logger, security headers, metrics, log line) → body checks for
// /api/v1 writes (content type, size) → actor (API token or session cookie, CSRF for cookie writes) → routes.
// Every error leaves as application/problem+json through onError/notFound; nothing a client sends can make a 5xx.

import { OpenAPIHono } from '@hono/zod-openapi';
import { isUtf8 } from 'node:buffer';
import { bodyLimit } from 'hono/body-limit';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { z } from 'zod';
import type { ErrorCode } from '../app/errors.ts';
import { AppError, ServiceUnavailable } from '../app/errors.ts';
import type { Services } from '../app/services.ts';
import type { AppEnv } from './env.ts';
import type { Api } from './http.ts';
import { clientAddressMiddleware } from './client-address.ts';
import { resolveActor } from './middleware/actor.ts';
import { cacheBody, nodeIncoming, readNodeBody } from './middleware/node-body.ts';
import { observe } from './middleware/observe.ts';
import { problemResponse, retryAfterHeaders } from './problem.ts';
import { adminRoutes } from './routes/admin.ts';
import { appealRoutes } from './routes/appeals.ts';
import { assamRoutes } from './routes/assam.ts';
import { authRoutes } from './routes/auth.ts';
import { caseRoutes } from './routes/cases.ts';
import { partyRoutes } from './routes/parties.ts';
import { assistedRoutes } from './routes/assisted.ts';
import { commandRoutes } from './routes/commands.ts';
import { complaintRoutes } from './routes/complaints.ts';
import { docsRoutes } from './routes/docs.ts';
import { documentRoutes } from './routes/documents.ts';
import { listRoutes } from './routes/lists.ts';
import { deadlineRoutes } from './routes/deadlines.ts';
import { calendarRoutes } from './routes/calendar.ts';
import { fieldRoutes } from './routes/field.ts';
import { inboxRoutes } from './routes/inbox.ts';
import { opsRoutes } from './routes/ops.ts';
import { publicRoutes } from './routes/public.ts';
import { statsRoutes } from './routes/stats.ts';
import { moneyRoutes } from './routes/money.ts';
import { webApp, webNotFound } from '../web/index.ts';
import { verifyRoutes } from './routes/verify.ts';

export interface AppOptions {
  readonly logger: Logger;
  /** e.g. https://ctp.example.in; HSTS is sent when it is https. */
  readonly publicUrl: string;
  readonly uploadMaxBytes: number;
  readonly cookieSecure: boolean;
  /** CTP_METRICS_TOKEN: the bearer token /metrics asks for; absent, /metrics is not served. */
  readonly metricsToken?: string;
  /** Where the signed checkpoints of the order sheets are kept; the newest is published at /api/v1/public/checkpoint. */
  readonly checkpointDir?: string;
  /** CTP_TRUSTED_PROXIES: the reverse proxies whose X-Forwarded-For is believed (client-address.ts); default none. */
  readonly trustedProxies?: readonly string[];
}

/** Largest JSON body accepted (Form-I and Form-III with long statements fit easily). */
const JSON_MAX_BYTES = 1024 * 1024;
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** zod issues → 400 VALIDATION.FAILED naming each field. */
export function validationError(error: z.ZodError, target: string): AppError {
  const issues = error.issues.map((i) => {
    const path = i.path.map(String).join('.');
    const where =
      target === 'json' || target === 'form'
        ? path
        : `${target === 'param' ? 'path' : target}${path ? `.${path}` : ''}`;
    return { field: where || '(body)', message: i.message };
  });
  const detail = `The request has ${issues.length} problem${issues.length === 1 ? '' : 's'}: ${issues.map((i) => `${i.field}: ${i.message}`).join('; ')}.`;
  return new AppError('VALIDATION.FAILED', detail, {
    ...(issues[0] ? { field: issues[0].field } : {}),
    details: issues,
  });
}

/**
 * The database unreachable or its disk full: 503 with Retry-After, the same words for everyone; the cause (the
 * driver's message) is logged for the operator only.
 */
export function unavailableResponse(c: Context<AppEnv>, err: ServiceUnavailable, logger: Logger): Response {
  (c.get('log') ?? logger).warn(
    { reason: err.reason, cause: err.operatorDetail, retryAfter: err.retryAfterSeconds },
    err.reason === 'disk-full'
      ? 'the database disk is full: answered 503; free space on the data directory’s disk'
      : 'the database is unreachable: answered 503; the portal connects again by itself',
  );
  return problemResponse(c, err, { 'Retry-After': String(err.retryAfterSeconds) });
}

function httpExceptionCode(status: number): ErrorCode {
  if (status === 401) return 'AUTH.UNAUTHENTICATED';
  if (status === 403) return 'AUTH.FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'DOCUMENT.TOO_LARGE';
  if (status === 415) return 'REQUEST.UNSUPPORTED_MEDIA_TYPE';
  return 'VALIDATION.FAILED';
}

export function createApp(services: Services, opts: AppOptions): OpenAPIHono<AppEnv> {
  const app: Api = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error, result.target);
    },
  });

  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const metrics = {
    requests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests by method, route and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration in seconds by method, route and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
  };

  app.use('*', observe(opts.logger, metrics, opts.publicUrl.startsWith('https://')));
  app.use('*', clientAddressMiddleware(opts.trustedProxies ?? []));

  // Writes under /api/v1: JSON, except the one multipart upload route; sizes bounded before anything is parsed.
  const notUtf8 = () =>
    new AppError('VALIDATION.FAILED', 'The body is not valid UTF-8 text; send JSON encoded as UTF-8.', {
      field: '(body)',
      details: [{ field: '(body)', message: 'not valid UTF-8' }],
    });
  const tooLarge = (upload: boolean) =>
    new AppError(
      'DOCUMENT.TOO_LARGE',
      upload
        ? `The upload is larger than the ${opts.uploadMaxBytes} bytes accepted. Scan at a lower resolution or split the document.`
        : `The request body is larger than ${JSON_MAX_BYTES} bytes; shorten it or attach long texts as documents.`,
      { field: upload ? 'file' : '(body)' },
    );
  app.use('/api/v1/*', async (c, next) => {
    if (!UNSAFE.has(c.req.method)) return next();
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    const length = c.req.header('content-length');
    const hasBody =
      (length !== undefined && length !== '0') ||
      c.req.header('transfer-encoding') !== undefined ||
      (length === undefined && c.req.raw.body !== null);
    // Multipart: attaching a document, a party's signed consent (assisted access), and checking a copy of an issued one
    // (public verification).
    const upload =
      /\/documents$|\/paper-parties\/[^/]+\/consents$|^\/api\/v1\/public\/documents\/[^/]+\/verification$/.test(
        c.req.path,
      );
    if (hasBody && !upload && !/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/.test(type)) {
      throw new AppError(
        'REQUEST.UNSUPPORTED_MEDIA_TYPE',
        `This route takes a JSON body (Content-Type: application/json); it got "${type || 'no Content-Type'}".`,
        { field: 'Content-Type' },
      );
    }
    const limit = upload ? opts.uploadMaxBytes + 64 * 1024 : JSON_MAX_BYTES;
    if (hasBody && !upload) {
      const incoming = nodeIncoming(c);
      if (incoming) {
        const body = await readNodeBody(incoming, limit);
        if (!body.ok) throw body.why === 'too-large' ? tooLarge(false) : notUtf8();
        cacheBody(c, body.bytes);
        return next();
      }
      // The body decoder refuses bytes that are not UTF-8 (issue 16, point 2) instead of storing U+FFFD in their place.
      return bodyLimit({
        maxSize: limit,
        onError: () => {
          throw tooLarge(false);
        },
      })(c, async () => {
        const bytes = await c.req.arrayBuffer();
        if (!isUtf8(bytes)) throw notUtf8();
        await next();
      });
    }
    return bodyLimit({
      maxSize: limit,
      onError: () => {
        throw tooLarge(upload);
      },
    })(c, next);
  });

  app.use('/api/v1/*', resolveActor(services.accounts));

  complaintRoutes(app, services);
  commandRoutes(app, services);
  caseRoutes(app, services);
  partyRoutes(app, services);
  assistedRoutes(app, services, { uploadMaxBytes: opts.uploadMaxBytes });
  appealRoutes(app, services);
  assamRoutes(app, services);
  listRoutes(app, services);
  deadlineRoutes(app, services);
  calendarRoutes(app, services);
  fieldRoutes(app, services);
  inboxRoutes(app, services);
  documentRoutes(app, services, { uploadMaxBytes: opts.uploadMaxBytes, publicUrl: opts.publicUrl });
  publicRoutes(app, services, opts.checkpointDir);
  statsRoutes(app, services);
  moneyRoutes(app, services, { publicUrl: opts.publicUrl });
  verifyRoutes(app, services, { uploadMaxBytes: opts.uploadMaxBytes });
  authRoutes(app, services, { cookieSecure: opts.cookieSecure });
  adminRoutes(app, services);
  opsRoutes(app, services, registry, opts.metricsToken);
  docsRoutes(app);
  // The web portal (src/web): server-rendered pages at non-/api paths.
  app.route('/', webApp(services, { cookieSecure: opts.cookieSecure, uploadMaxBytes: opts.uploadMaxBytes }));

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: 'An API token from POST /api/v1/auth/api-tokens.',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'sessionCookie', {
    type: 'apiKey',
    in: 'cookie',
    name: 'ctp_session',
    description: 'The session cookie set by sign-in; writes must also send X-CSRF-Token.',
  });
  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Cattle-trespass portal API',
      version: '1.0.0',
      description:
        'Complaints under the Cattle-trespass Rules, 2026 (Rules 3 to 6), appeals (Rule 7) and the Assam s.26 track. Every refusal is application/problem+json with its code and the provisions it rests on.',
    },
    servers: [{ url: opts.publicUrl }],
    tags: [
      { name: 'Adjudication (Rules 3-6)', description: 'The complaint case before the adjudicating officer.' },
      { name: 'Appeal (Rule 7)', description: 'The appeal before the appellate authority, Form-III.' },
      { name: 'Assam s.26 track', description: 'Written reports under s.26A and their trial (Assam).' },
      { name: 'Documents' },
      { name: 'Me' },
      { name: 'Officers' },
      { name: 'Public' },
      { name: 'Statistics', description: 'Dashboards and open data (issue 8).' },
      { name: 'Accounts' },
      { name: 'Administration' },
    ],
  });

  app.notFound((c) =>
    c.req.method === 'GET' && !c.req.path.startsWith('/api/') && c.req.path !== '/openapi.json'
      ? webNotFound(c as never)
      : problemResponse(
          c,
          new AppError(
            'NOT_FOUND',
            `There is no ${c.req.method} ${c.req.path}. The routes are listed at /openapi.json and /docs.`,
          ),
        ),
  );

  app.onError((err, c) => {
    if (err instanceof ServiceUnavailable) return unavailableResponse(c, err, opts.logger);
    if (err instanceof AppError) return problemResponse(c, err, retryAfterHeaders(err));
    if (err instanceof HTTPException && err.status < 500) {
      const code = httpExceptionCode(err.status);
      const msg =
        err.status === 400 && /json/i.test(err.message)
          ? 'The body is not valid JSON; check quotes, commas and brackets.'
          : err.message || 'The request was refused.';
      return problemResponse(c, new AppError(code, msg));
    }
    if (err.name === 'CursorError')
      return problemResponse(c, new AppError('VALIDATION.FAILED', err.message, { field: 'cursor' }));
    const requestId = c.get('requestId');
    (c.get('log') ?? opts.logger).error({ err }, 'unhandled error');
    return problemResponse(
      c,
      new AppError(
        'INTERNAL',
        `Something went wrong on our side. Quote request id ${requestId ?? '(none)'} if you contact the office.`,
      ),
    );
  });

  return app;
}
