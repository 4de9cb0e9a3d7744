// A hostile-input fuzz over every operation of /openapi.json (issue 16, "What it must show"): for each operation a
// well-formed request is built from its schemas, then every string field of it (path and query parameters, body
// fields) is replaced in turn by NUL, a lone surrogate, CR/LF, a C1 control and an overlong value, and each body is
// also sent as bytes that are not UTF-8. Counts the requests and the 5xx answers (the goal: 0). In process, on PGlite
// (or PostgreSQL with DATABASE_URL), signed in as an adjudicating officer, a citizen and an administrator in turn.
//
//   node --import tsx bench/fuzz-openapi.ts [--max-fields N]      → bench/out/fuzz-openapi.json

import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { testBackends } from '../test/db.ts';
import { makeActor, OFFICES, seedJurisdiction } from '../test/factories.ts';
import { quietLogger, testServices } from '../test/services.ts';
import { validParticulars } from '../src/domain/adjudication/fixtures.ts';
import { createApp } from '../src/server/app.ts';

const { values } = parseArgs({ options: { 'max-fields': { type: 'string' } } });
// Every string field by default; --max-fields N caps the fields tried per body (a quicker run).
const MAX_FIELDS = values['max-fields'] === undefined ? Infinity : Number(values['max-fields']);

type Schema = Record<string, unknown>;
interface Op {
  method: string;
  path: string;
  parameters?: { name: string; in: string; schema: Schema; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

const HOSTILE: [string, string][] = [
  ['nul', 'a\u0000b'],
  ['lone-surrogate', 'a\ud800b'],
  ['crlf', 'a\r\nSet-Cookie: x=y\r\n'],
  ['c1', 'a\u0085\u009bb'],
  ['overlong', 'x'.repeat(200_000)],
];

const backend = testBackends().at(-1)!;
const db = await backend.open();
await seedJurisdiction(db);
const t = testServices(db, '2026-07-20T05:00:00Z');
const app = createApp(t.services, {
  logger: quietLogger,
  publicUrl: 'http://localhost:3000',
  uploadMaxBytes: 64 * 1024,
  cookieSecure: false,
  metricsToken: 'fuzz-metrics-token-0123456789',
});
const ao = await makeActor(db, 'A. Sharma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
const citizen = await makeActor(db, 'Ramesh Kumar', [{ role: 'citizen' }]);
const admin = await makeActor(db, 'Admin', [{ role: 'administrator' }]);
const tokens = [await t.tokenFor(ao), await t.tokenFor(citizen), await t.tokenFor(admin)];
const filed = await app.request('/api/v1/complaints', {
  method: 'POST',
  headers: { authorization: `Bearer ${tokens[1]}`, 'content-type': 'application/json' },
  body: JSON.stringify({
    officeCode: OFFICES.agraSadar,
    filedBy: { capacity: 'aggrieved-person' },
    mode: 'electronic',
    particulars: validParticulars(),
  }),
});
const caseId = ((await filed.json()) as { id: string }).id;

const doc = (await (await app.request('/openapi.json')).json()) as {
  paths: Record<string, Record<string, Op>>;
  components: { schemas: Record<string, Schema> };
};
const deref = (s: Schema | undefined): Schema => {
  let x = s ?? {};
  for (let i = 0; i < 10 && typeof x['$ref'] === 'string'; i++)
    x = doc.components.schemas[(x['$ref'] as string).split('/').pop()!] ?? {};
  return x;
};

/** A plausible value for a schema: its example, first enum value, or a minimal value of its type. */
function sample(s0: Schema | undefined, depth = 0): unknown {
  const s = deref(s0);
  if (depth > 8) return null;
  if (s['example'] !== undefined) return s['example'];
  if (Array.isArray(s['enum'])) return s['enum'][0];
  if ('const' in s) return s['const'];
  for (const k of ['anyOf', 'oneOf', 'allOf'])
    if (Array.isArray(s[k]))
      return sample((s[k] as Schema[]).find((x) => deref(x)['type'] !== 'null') ?? (s[k] as Schema[])[0], depth + 1);
  switch (s['type']) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries((s['properties'] as Record<string, Schema>) ?? {}))
        out[k] = sample(v, depth + 1);
      return out;
    }
    case 'array':
      return [sample(s['items'] as Schema, depth + 1)];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'string': {
      if (s['format'] === 'uuid') return caseId;
      if (s['format'] === 'email') return 'ramesh@example.in';
      if (typeof s['pattern'] === 'string' && /\\d\{4\}-/.test(s['pattern'] as string)) return '2026-07-10';
      return 'text';
    }
    default:
      return 'text';
  }
}

/** The paths of the string leaves of a value. */
function stringPaths(v: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof v === 'string') return [at];
  if (Array.isArray(v)) return v.flatMap((x, i) => stringPaths(x, [...at, i]));
  if (v && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => stringPaths(x, [...at, k]));
  return [];
}
function setAt(v: unknown, at: (string | number)[], value: string): unknown {
  const copy = structuredClone(v) as Record<string | number, unknown>;
  let o = copy as Record<string | number, unknown>;
  for (const k of at.slice(0, -1)) o = o[k] as Record<string | number, unknown>;
  o[at.at(-1)!] = value;
  return copy;
}

/** Percent-encoding that keeps a lone surrogate as the bytes a careless client sends (ED A0 80: not UTF-8). */
function enc(v: string): string {
  return [...v]
    .map((ch) => {
      try {
        return encodeURIComponent(ch);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

let requests = 0;
const fivexx: { op: string; field: string; kind: string; status: number; body: string }[] = [];
async function fire(
  op: string,
  field: string,
  kind: string,
  method: string,
  url: string,
  body: string | Uint8Array | FormData | undefined,
  token: string,
  type = 'application/json',
): Promise<void> {
  requests++;
  let status: number;
  let text = '';
  try {
    const r = await app.request(url, {
      method,
      // A FormData body sets its own multipart content type (with the boundary).
      headers: {
        authorization: `Bearer ${token}`,
        ...(body !== undefined && !(body instanceof FormData) ? { 'content-type': type } : {}),
      },
      ...(body !== undefined ? { body } : {}),
    });
    status = r.status;
    if (status >= 500) text = (await r.text()).slice(0, 300);
    else await r.arrayBuffer();
  } catch (e) {
    status = 599;
    text = (e as Error).message;
  }
  if (status >= 500) fivexx.push({ op, field, kind, status, body: text });
}

const t0 = performance.now();
let ops = 0;
for (const [path, methods] of Object.entries(doc.paths)) {
  for (const [method, op] of Object.entries(methods)) {
    if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
    ops++;
    const name = `${method.toUpperCase()} ${path}`;
    const params = Object.fromEntries(
      (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => [p.name, String(sample(p.schema))]),
    );
    const query = Object.fromEntries(
      (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, String(sample(p.schema))]),
    );
    const json = op.requestBody?.content['application/json'];
    // A body that is one of several shapes (a union: e.g. the commands of a case) is tried in each of its shapes, so
    // every string field of every shape is reached.
    const top = json ? deref(json.schema) : undefined;
    const branches = (top?.['oneOf'] ?? top?.['anyOf']) as Schema[] | undefined;
    const bodies: unknown[] = !json ? [undefined] : branches ? branches.map((b) => sample(b)) : [sample(json.schema)];
    const url = (p: Record<string, string>, q: Record<string, string>) =>
      `${path.replace(/\{(\w+)\}/g, (_m, k: string) => enc(p[k] ?? 'x'))}${
        Object.keys(q).length
          ? `?${Object.entries(q)
              .map(([k, v]) => `${enc(k)}=${enc(v)}`)
              .join('&')}`
          : ''
      }`;
    const send = (
      field: string,
      kind: string,
      p: Record<string, string>,
      q: Record<string, string>,
      b: unknown,
      token: string,
    ) =>
      fire(name, field, kind, method.toUpperCase(), url(p, q), b === undefined ? undefined : JSON.stringify(b), token);
    for (const token of tokens)
      for (const body of bodies) {
        await send('(valid)', 'valid', params, query, body, token);
        for (const [kind, bad] of HOSTILE) {
          for (const k of Object.keys(params))
            await send(`path.${k}`, kind, { ...params, [k]: bad }, query, body, token);
          for (const k of Object.keys(query))
            await send(`query.${k}`, kind, params, { ...query, [k]: bad }, body, token);
          for (const at of stringPaths(body).slice(0, MAX_FIELDS))
            await send(`body.${at.join('.')}`, kind, params, query, setAt(body, at, bad), token);
        }
        if (body !== undefined) {
          // Bytes that are not UTF-8 inside the first string value (0xFF never occurs in UTF-8).
          const text = JSON.stringify(body);
          const at = text.indexOf(':"');
          const raw =
            at < 0
              ? Buffer.concat([Buffer.from(text), Buffer.from([0xff])])
              : Buffer.concat([
                  Buffer.from(text.slice(0, at + 2)),
                  Buffer.from([0xff, 0xfe]),
                  Buffer.from(text.slice(at + 2)),
                ]);
          await fire(name, '(body)', 'invalid-utf8', method.toUpperCase(), url(params, query), raw, token);
        }
      }
    // A multipart form (an upload): each text field in turn hostile, beside a small file.
    const multipart = op.requestBody?.content['multipart/form-data'];
    if (multipart) {
      const props = (deref(multipart.schema)['properties'] as Record<string, Schema> | undefined) ?? {};
      const formOf = (field?: string, bad?: string): FormData => {
        const fd = new FormData();
        for (const [k, ps] of Object.entries(props)) {
          if (deref(ps)['format'] === 'binary')
            fd.append(k, new Blob(['%PDF-1.4\n% fuzz\n'], { type: 'application/pdf' }), 'fuzz.pdf');
          else fd.append(k, k === field ? bad! : String(sample(ps)));
        }
        return fd;
      };
      const textFields = Object.keys(props).filter((k) => deref(props[k])['format'] !== 'binary');
      for (const token of tokens) {
        await fire(name, '(form)', 'valid', method.toUpperCase(), url(params, query), formOf(), token);
        for (const [kind, bad] of HOSTILE)
          for (const k of textFields)
            await fire(name, `form.${k}`, kind, method.toUpperCase(), url(params, query), formOf(k, bad), token);
      }
    }
  }
}
const out = {
  backend: backend.name,
  operations: ops,
  requests,
  fivexx: fivexx.length,
  seconds: Math.round((performance.now() - t0) / 1000),
  failures: fivexx.slice(0, 50),
};
mkdirSync(new URL('./out/', import.meta.url), { recursive: true });
writeFileSync(new URL('./out/fuzz-openapi.json', import.meta.url), `${JSON.stringify(out, null, 1)}\n`);
console.log(
  `fuzz over ${ops} operations on ${backend.name}: ${requests} requests, ${fivexx.length} answered 5xx, in ${out.seconds} s`,
);
for (const f of fivexx.slice(0, 20)) console.log(`  ${f.status} ${f.op} ${f.field} (${f.kind}): ${f.body}`);
await db.close();
process.exit(fivexx.length === 0 ? 0 : 1);
