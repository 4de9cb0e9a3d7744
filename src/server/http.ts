// Route helpers: one call declares a documented route (schemas, tags, provision, errors) and its handler, with the
// validated input passed in typed; plus the headers every write uses (Idempotency-Key, If-Match, ETag).

import type { OpenAPIHono, RouteConfig } from '@hono/zod-openapi';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import type { Actor } from '../app/actor.ts';
import type { Role } from '../app/actor.ts';
import { hasRole } from '../app/actor.ts';
import type { IdempotencyKey } from '../app/cases/idempotency.ts';
import { AppError } from '../app/errors.ts';
import { Line, ProblemSchema } from '../contract/common.ts';
import type { AppEnv } from './env.ts';

export type Ctx = Context<AppEnv>;
export type Api = OpenAPIHono<AppEnv>;

const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: ProblemSchema } },
});

/** The error responses a route can give, documented once. */
export const ERRORS = {
  400: problem('The request is not well formed (VALIDATION.FAILED, with each field at fault).'),
  401: problem('Not signed in (AUTH.UNAUTHENTICATED).'),
  403: problem('Not allowed (AUTH.FORBIDDEN, AUTH.CSRF).'),
  404: problem('No such proceeding or resource.'),
  409: problem('Stale version (CASE.VERSION_CONFLICT) or already done.'),
  413: problem('The upload is too large.'),
  415: problem('The body or file is of a type this route does not take.'),
  422: problem('Refused under the law: the code names the refusal and `basis` the provisions.'),
  428: problem('The version you saw is required (If-Match or expectedVersion).'),
  429: problem('Too many attempts.'),
  500: problem('Unexpected error; quote the requestId.'),
} as const;
type ErrorStatus = keyof typeof ERRORS;

export const IdempotencyHeaders = z.object({
  'idempotency-key': Line(200, 8).optional().meta({
    description:
      'A unique key per intended write (8 to 200 characters); a retry with the same key and body returns the first response with Idempotent-Replayed: true.',
  }),
});
export const CommandHeaders = IdempotencyHeaders.extend({
  'if-match': Line(40).optional().meta({ description: 'The version you last saw, as an ETag: "3".' }),
});

export const SECURITY = [{ bearerAuth: [] }, { sessionCookie: [] }];

type Schema = z.ZodType;
type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteSpec<
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  H extends Schema | undefined,
> {
  readonly method: 'get' | 'post' | 'put' | 'delete';
  readonly path: string;
  readonly tags: readonly string[];
  readonly summary: string;
  readonly description?: string;
  readonly operationId?: string;
  readonly params?: P;
  readonly query?: Q;
  readonly headers?: H;
  readonly body?: B;
  readonly bodyType?: 'json' | 'multipart';
  /** Success responses: status → (schema, description) or description only. */
  readonly ok: Readonly<
    Record<number, { readonly schema?: Schema; readonly description: string; readonly mediaType?: string }>
  >;
  readonly errors?: readonly ErrorStatus[];
  /** Whether a bearer token or session is needed (documented as security). */
  readonly auth?: boolean;
  /**
   * Who may use the route at all: an actor holding none of these roles is refused 403 before the request is read or
   * validated, so the schema's complaints are told only to those who may send it (issue 28, point 7). The use case
   * still checks the rest (the office, the party, the stage). Documented as `x-roles`. Implies `auth`.
   */
  readonly roles?: readonly Role[];
}

export interface RouteInput<P, Q, B, H> {
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly headers: H;
}

export function defineRoute<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  H extends Schema | undefined = undefined,
>(
  app: Api,
  spec: RouteSpec<P, Q, B, H>,
  handler: (c: Ctx, input: RouteInput<Infer<P>, Infer<Q>, Infer<B>, Infer<H>>) => Promise<Response>,
): void {
  const responses: Record<string, unknown> = {};
  for (const [status, r] of Object.entries(spec.ok)) {
    responses[status] = r.schema
      ? { description: r.description, content: { [r.mediaType ?? 'application/json']: { schema: r.schema } } }
      : { description: r.description };
  }
  for (const s of spec.errors ?? [400, 500]) responses[String(s)] = ERRORS[s];
  if (!responses['500']) responses['500'] = ERRORS[500];
  const request: Record<string, unknown> = {};
  if (spec.params) request['params'] = spec.params;
  if (spec.query) request['query'] = spec.query;
  if (spec.headers) request['headers'] = spec.headers;
  if (spec.body) {
    const mediaType = spec.bodyType === 'multipart' ? 'multipart/form-data' : 'application/json';
    request['body'] = { required: true, content: { [mediaType]: { schema: spec.body } } };
  }
  const config = {
    method: spec.method,
    path: spec.path,
    tags: [...spec.tags],
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    ...(spec.operationId ? { operationId: spec.operationId } : {}),
    ...(spec.auth || spec.roles ? { security: SECURITY } : {}),
    ...(spec.roles ? { 'x-roles': [...spec.roles] } : {}),
    // A route that needs a signed-in caller says 401 before it reads the body: an anonymous caller learns nothing
    // of the body's shape from a 400; one for some roles says 403 to everyone else, before it reads the body too.
    ...(spec.roles ? { middleware: [rolesFirst(spec.roles)] } : spec.auth ? { middleware: [signedInFirst] } : {}),
    request,
    responses,
  } as unknown as RouteConfig;
  const route = createRoute(config);
  const valid = (c: Ctx, target: string): unknown => (c.req.valid as (t: string) => unknown)(target);
  app.openapi(route, (async (c: Ctx) => {
    const input = {
      params: spec.params ? valid(c, 'param') : undefined,
      query: spec.query ? valid(c, 'query') : undefined,
      // Multipart bodies are read by the handler itself (a file is not validated by zod).
      body: spec.body && spec.bodyType !== 'multipart' ? valid(c, 'json') : undefined,
      headers: spec.headers ? valid(c, 'header') : undefined,
    } as RouteInput<Infer<P>, Infer<Q>, Infer<B>, Infer<H>>;
    return handler(c, input);
  }) as never);
}

const signedInFirst = async (c: Ctx, next: () => Promise<void>): Promise<void> => {
  requireActor(c);
  await next();
};

function rolesFirst(roles: readonly Role[]) {
  const allowed = [...new Set(roles)];
  return async (c: Ctx, next: () => Promise<void>): Promise<void> => {
    const a = requireActor(c);
    if (!allowed.some((r) => hasRole(a, r)))
      throw new AppError('AUTH.FORBIDDEN', `Only ${roleWords(allowed)} may do this.`);
    await next();
  };
}

const ROLE_WORDS: Readonly<Record<Role, string>> = {
  citizen: 'a citizen',
  'authorised-officer': 'an authorised officer',
  'adjudicating-officer': 'an adjudicating officer',
  'appellate-authority': 'the appellate authority',
  'awbi-recovery-officer': 'the Board’s recovery officer',
  'fund-accountant': 'a fund accountant',
  administrator: 'an administrator',
  'help-desk': 'the help desk of the office',
};
const roleWords = (roles: readonly Role[]): string => {
  const w = roles.map((r) => ROLE_WORDS[r]);
  return w.length <= 1 ? (w[0] ?? 'nobody') : `${w.slice(0, -1).join(', ')} or ${w.at(-1)}`;
};

/** The signed-in actor, or 401. */
export function requireActor(c: Ctx): Actor {
  const a = c.get('actor');
  if (!a)
    throw new AppError(
      'AUTH.UNAUTHENTICATED',
      'Sign in first: send Authorization: Bearer <api token>, or sign in at /api/v1/auth/sign-in for a session cookie.',
    );
  return a;
}

export function requireAdministrator(c: Ctx): Actor {
  const a = requireActor(c);
  if (!hasRole(a, 'administrator')) throw new AppError('AUTH.FORBIDDEN', 'Only an administrator may do this.');
  return a;
}

/** The idempotency key of a write, scoped to the caller, with what was asked (the same key for another request is refused). */
export function idempotencyOf(
  c: Ctx,
  actor: Actor,
  key: string | undefined,
  params: unknown,
  body: unknown,
): IdempotencyKey | undefined {
  if (key === undefined) return undefined;
  return { scope: actor.accountId, key, request: { route: `${c.req.method} ${c.req.path}`, params, body } };
}

/** The version the client saw: If-Match: "n" (or W/"n") or `expectedVersion` in the body; both must agree. */
export function expectedVersionOf(ifMatch: string | undefined, bodyVersion: number | undefined): number {
  let header: number | undefined;
  if (ifMatch !== undefined) {
    const m = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(ifMatch);
    if (!m)
      throw new AppError(
        'VALIDATION.FAILED',
        `If-Match "${ifMatch}" is not a version; send the ETag you received, e.g. If-Match: "3".`,
        { field: 'If-Match' },
      );
    header = Number(m[1]);
  }
  if (header !== undefined && bodyVersion !== undefined && header !== bodyVersion) {
    throw new AppError(
      'VALIDATION.FAILED',
      `If-Match says version ${header} but expectedVersion says ${bodyVersion}; send one version.`,
      { field: 'expectedVersion' },
    );
  }
  const v = header ?? bodyVersion;
  if (v === undefined) {
    throw new AppError(
      'CASE.VERSION_REQUIRED',
      'Send the version of the proceeding you last saw, as If-Match: "<version>" or expectedVersion in the body, so that a change made meanwhile by someone else is not overwritten.',
      { field: 'If-Match' },
    );
  }
  return v;
}

export const etag = (version: number): string => `"${version}"`;

/** A JSON response with the replay flag of an idempotent write. */
export function written(
  c: Ctx,
  status: 200 | 201,
  body: unknown,
  opts: { version?: number; replayed: boolean; location?: string },
): Response {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (opts.version !== undefined) headers['ETag'] = etag(opts.version);
  if (opts.replayed) headers['Idempotent-Replayed'] = 'true';
  if (opts.location) headers['Location'] = opts.location;
  return c.body(JSON.stringify(body), status, headers);
}
