// The HTTP contract itself: problem+json, 4xx (never 5xx) for bad input, idempotent replay, version conflicts,
// CSRF on cookie writes, uploads typed by content and limited in size, the public status free of personal data,
// the OpenAPI 3.1 document with a route per command type, security headers, metrics and the local docs page.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Actor } from '../app/actor.ts';
import { MACHINES } from '../app/machines.ts';
import type { Services } from '../app/services.ts';
import type { Db } from '../db/client.ts';
import { validParticulars } from '../domain/adjudication/fixtures.ts';
import { as, send } from '../../test/api.ts';
import { testBackends } from '../../test/db.ts';
import { makeActor, OFFICES, seedJurisdiction } from '../../test/factories.ts';
import type { TestServices } from '../../test/services.ts';
import { quietLogger, testServices } from '../../test/services.ts';
import { createApp } from './app.ts';
import { STATUS } from './problem.ts';

const complaint = {
  officeCode: OFFICES.agraSadar,
  filedBy: { capacity: 'aggrieved-person' },
  mode: 'electronic',
  particulars: validParticulars(),
};
const notice = {
  replyDays: 30,
  contravention: 'Letting cattle trespass on the crop on 3 July 2026',
  provisionAlleged: 'Section 26 of the Cattle-trespass Act, 1871',
  complaintCopyEnclosed: true,
  aoName: 'A. Sharma',
  aoOffice: 'SDM Sadar, Agra',
};
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4,
]);
const EXE = Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);
const OPTS = { logger: quietLogger, publicUrl: 'http://localhost:3000', uploadMaxBytes: 4096, cookieSecure: false };

function isProblem(
  r: { status: number; headers: Headers; body: Record<string, unknown> },
  status: number,
  code: string,
): void {
  assert.equal(r.status, status, JSON.stringify(r.body));
  assert.match(r.headers.get('content-type') ?? '', /^application\/problem\+json/);
  for (const k of ['type', 'title', 'status', 'code', 'detail', 'basis', 'basisLabels'])
    assert.ok(k in r.body, `problem lacks ${k}`);
  assert.equal(r.body['status'], status);
  assert.equal(r.body['code'], code);
}

function upload(bytes: Uint8Array, name: string, type = 'application/pdf'): FormData {
  const f = new FormData();
  f.append('file', new File([bytes], name, { type }));
  return f;
}

for (const backend of testBackends()) {
  describe(`the HTTP contract on ${backend.name}`, () => {
    let db: Db;
    let t: TestServices;
    let app: ReturnType<typeof createApp>;
    let citizen: Actor;
    let ao: Actor;
    let citizenTok: string;
    let aoTok: string;
    let caseId: string;
    let caseNumber: string;

    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      t = testServices(db);
      app = createApp(t.services, OPTS);
      citizen = await makeActor(db, 'Ramesh Kumar', [{ role: 'citizen' }]);
      ao = await makeActor(db, 'A. Sharma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      citizenTok = await t.tokenFor(citizen);
      aoTok = await t.tokenFor(ao);
      const filed = await as(app, citizenTok).post('/api/v1/complaints', complaint);
      assert.equal(filed.status, 201, filed.text);
      caseId = filed.body.id;
      caseNumber = filed.body.number;
    });
    after(async () => {
      await db.close();
    });

    it('every error code has an HTTP status in the one table', () => {
      assert.equal(STATUS['NOTICE.REPLY_PERIOD_EXCEEDS_30_DAYS'], 422);
      assert.equal(STATUS['CASE.VERSION_CONFLICT'], 409);
      assert.equal(STATUS['AUTH.UNAUTHENTICATED'], 401);
      assert.equal(STATUS['AUTH.FORBIDDEN'], 403);
      assert.equal(STATUS['CASE.UNKNOWN'], 404);
      assert.equal(STATUS['AUTH.RATE_LIMITED'], 429);
      assert.equal(STATUS['DOCUMENT.TOO_LARGE'], 413);
      assert.equal(STATUS['DOCUMENT.TYPE_NOT_ALLOWED'], 415);
      // Nothing a client sends makes a 5xx; 503 only when the database is away (issue 28).
      assert.ok(
        Object.entries(STATUS).every(([k, s]) => (s >= 400 && s <= 500) || (k === 'SERVICE.UNAVAILABLE' && s === 503)),
      );
    });

    it('a zod failure is 400 VALIDATION.FAILED naming each field at fault', async () => {
      const r = await as(app, citizenTok).post('/api/v1/complaints', {
        ...complaint,
        mode: 'pigeon',
        officeCode: undefined,
      });
      isProblem(r, 400, 'VALIDATION.FAILED');
      const fields = (r.body.issues as { field: string }[]).map((i) => i.field);
      assert.ok(fields.includes('mode') && fields.includes('officeCode'), fields.join());
    });

    it('an anonymous caller gets 401 before the body is read: a malformed body tells it nothing', async () => {
      isProblem(
        await send(app, 'POST', '/api/v1/complaints', { body: { ...complaint, mode: 'pigeon' } }),
        401,
        'AUTH.UNAUTHENTICATED',
      );
      isProblem(
        await send(app, 'POST', '/api/v1/complaints', {
          raw: '{"officeCode":',
          headers: { 'content-type': 'application/json' },
        }),
        401,
        'AUTH.UNAUTHENTICATED',
      );
      isProblem(await send(app, 'GET', '/api/v1/cases/not-a-uuid'), 401, 'AUTH.UNAUTHENTICATED');
    });

    it('malformed JSON, a wrong content type, an unknown route and a bad cursor are 4xx problems, never 5xx', async () => {
      const bad = await send(app, 'POST', '/api/v1/complaints', {
        token: citizenTok,
        raw: '{"officeCode": "AGRS",',
        headers: { 'content-type': 'application/json' },
      });
      isProblem(bad, 400, 'VALIDATION.FAILED');
      const text = await send(app, 'POST', '/api/v1/complaints', {
        token: citizenTok,
        raw: 'officeCode=AGRS',
        headers: { 'content-type': 'text/plain' },
      });
      isProblem(text, 415, 'REQUEST.UNSUPPORTED_MEDIA_TYPE');
      isProblem(await send(app, 'GET', '/api/v1/no/such/route'), 404, 'NOT_FOUND');
      isProblem(
        await send(app, 'POST', `/api/v1/cases/${caseId}/commands/fly-to-the-moon`, { token: aoTok, body: {} }),
        404,
        'NOT_FOUND',
      );
      isProblem(await send(app, 'GET', '/api/v1/cases/not-a-uuid', { token: aoTok }), 400, 'VALIDATION.FAILED');
      isProblem(
        await send(app, 'GET', '/api/v1/cases/00000000-0000-4000-8000-000000000000', { token: aoTok }),
        404,
        'CASE.UNKNOWN',
      );
      for (const cursor of [
        '%%%',
        'bm90IGpzb24',
        Buffer.from(JSON.stringify(['2026-13-45', 'x'])).toString('base64url'),
      ]) {
        isProblem(
          await send(app, 'GET', `/api/v1/me/cases?cursor=${cursor}`, { token: citizenTok }),
          400,
          'VALIDATION.FAILED',
        );
        isProblem(
          await send(app, 'GET', `/api/v1/worklist?cursor=${cursor}`, { token: aoTok }),
          400,
          'VALIDATION.FAILED',
        );
      }
      isProblem(await send(app, 'GET', '/api/v1/me/cases?limit=0', { token: citizenTok }), 400, 'VALIDATION.FAILED');
      isProblem(await send(app, 'GET', '/api/v1/me/cases'), 401, 'AUTH.UNAUTHENTICATED');
      isProblem(await send(app, 'GET', '/api/v1/me/cases', { token: 'ctp_nonsense' }), 401, 'AUTH.UNAUTHENTICATED');
    });

    it('cursor pagination walks the worklist, nearest due date first', async () => {
      for (let i = 0; i < 3; i++)
        assert.equal((await as(app, citizenTok).post('/api/v1/complaints', complaint)).status, 201);
      const seen: string[] = [];
      let cursor: string | undefined;
      let last = '';
      do {
        const r = await as(app, aoTok).get(`/api/v1/worklist?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        assert.equal(r.status, 200, r.text);
        for (const i of r.body.items) {
          seen.push(i.id);
          const due = i.nextDue ?? '9999-12-31';
          assert.ok(due >= last, 'sorted by due date');
          last = due;
        }
        cursor = r.body.nextCursor;
      } while (cursor);
      assert.ok(seen.length >= 4 && new Set(seen).size === seen.length);
    });

    it('an Idempotency-Key replays the first response with Idempotent-Replayed, and refuses the key for another body', async () => {
      const h = { 'idempotency-key': `file-once-${backend.name}-0001` };
      const a = await as(app, citizenTok).post('/api/v1/complaints', complaint, h);
      const b = await as(app, citizenTok).post('/api/v1/complaints', complaint, h);
      assert.equal(a.status, 201);
      assert.equal(b.status, 201);
      assert.equal(b.text, a.text);
      assert.equal(a.headers.get('idempotent-replayed'), null);
      assert.equal(b.headers.get('idempotent-replayed'), 'true');
      isProblem(
        await as(app, citizenTok).post('/api/v1/complaints', { ...complaint, mode: 'writing' }, h),
        422,
        'IDEMPOTENCY.KEY_REUSED',
      );
      isProblem(
        await as(app, citizenTok).post('/api/v1/complaints', complaint, { 'idempotency-key': 'short' }),
        400,
        'VALIDATION.FAILED',
      );

      const filed = await as(app, citizenTok).post('/api/v1/complaints', complaint);
      const k = { 'idempotency-key': `notice-once-${backend.name}-01`, 'if-match': '"1"' };
      const n1 = await as(app, aoTok).post(
        `/api/v1/cases/${filed.body.id}/commands/issue-show-cause-notice`,
        notice,
        k,
      );
      const n2 = await as(app, aoTok).post(
        `/api/v1/cases/${filed.body.id}/commands/issue-show-cause-notice`,
        notice,
        k,
      );
      assert.equal(n1.status, 200, n1.text);
      assert.equal(n2.status, 200);
      assert.equal(n2.text, n1.text);
      assert.equal(n2.headers.get('idempotent-replayed'), 'true');
      assert.equal(n2.headers.get('etag'), '"2"');
    });

    it('a stale version is 409 CASE.VERSION_CONFLICT; no version at all is 428; If-Match and the body must agree', async () => {
      const filed = await as(app, citizenTok).post('/api/v1/complaints', complaint);
      const path = `/api/v1/cases/${filed.body.id}/commands/issue-show-cause-notice`;
      isProblem(await as(app, aoTok).post(path, notice), 428, 'CASE.VERSION_REQUIRED');
      isProblem(
        await as(app, aoTok).post(path, { ...notice, expectedVersion: 2 }, { 'if-match': '"1"' }),
        400,
        'VALIDATION.FAILED',
      );
      assert.equal((await as(app, aoTok).post(path, notice, { 'if-match': '"1"' })).status, 200);
      const stale = await as(app, aoTok).post(`/api/v1/cases/${filed.body.id}/commands/issue-summons`, {
        summonsId: 's1',
        witnessName: 'Patwari',
        purpose: 'documents',
        appearOn: '2026-07-20',
        expectedVersion: 1,
      });
      isProblem(stale, 409, 'CASE.VERSION_CONFLICT');
      assert.equal(stale.body.field, 'expectedVersion');
    });

    it('a command on the wrong kind of proceeding, or by someone not allowed, is refused', async () => {
      // An officer without the appellate authority's role is refused the appeal's command before anything is looked
      // up (issue 28, point 7); the appellate authority is told there is no such appeal.
      isProblem(
        await as(app, aoTok).post(`/api/v1/appeals/${caseId}/commands/admit`, { expectedVersion: 1 }),
        403,
        'AUTH.FORBIDDEN',
      );
      const aa = await t.tokenFor(await makeActor(db, 'D. M.', [{ role: 'appellate-authority', districtCode: 'AGR' }]));
      isProblem(
        await as(app, aa).post(`/api/v1/appeals/${caseId}/commands/admit`, { expectedVersion: 1 }),
        404,
        'CASE.UNKNOWN',
      );
      isProblem(
        await as(app, citizenTok).post(`/api/v1/cases/${caseId}/commands/issue-show-cause-notice`, {
          ...notice,
          expectedVersion: 1,
        }),
        403,
        'AUTH.FORBIDDEN',
      );
    });

    it('sign-in sets an HttpOnly SameSite=Lax cookie; a cookie write without the CSRF token is 403 AUTH.CSRF, with it the write goes through', async () => {
      const email = `asha.${backend.name}.${Date.now()}@example.in`;
      const password = 'correct horse battery staple';
      const reg = await send(app, 'POST', '/api/v1/auth/register', {
        body: { email, name: 'Asha Verma', password, lang: 'en' },
      });
      assert.equal(reg.status, 202, reg.text);
      const code = t.mail.codeFor(email);
      assert.ok(code);
      assert.equal((await send(app, 'POST', '/api/v1/auth/verify-email', { body: { email, code } })).status, 204);
      isProblem(
        await send(app, 'POST', '/api/v1/auth/sign-in', { body: { email, password: 'wrong password here' } }),
        401,
        'AUTH.INVALID_CREDENTIALS',
      );
      const signIn = await send(app, 'POST', '/api/v1/auth/sign-in', { body: { email, password } });
      assert.equal(signIn.status, 200, signIn.text);
      const setCookie = signIn.headers.get('set-cookie') ?? '';
      assert.match(setCookie, /^ctp_session=[^;]+/);
      assert.match(setCookie, /HttpOnly/);
      assert.match(setCookie, /SameSite=Lax/);
      assert.match(setCookie, /Path=\//);
      assert.doesNotMatch(setCookie, /Secure/);
      const cookie = setCookie.split(';')[0]!;
      const csrf: string = signIn.body.csrfToken;

      const me = await send(app, 'GET', '/api/v1/auth/me', { headers: { cookie } });
      assert.equal(me.status, 200, me.text);
      assert.equal(me.body.via, 'session');
      isProblem(
        await send(app, 'POST', '/api/v1/complaints', { body: complaint, headers: { cookie } }),
        403,
        'AUTH.CSRF',
      );
      isProblem(
        await send(app, 'POST', '/api/v1/complaints', {
          body: complaint,
          headers: { cookie, 'x-csrf-token': 'forged' },
        }),
        403,
        'AUTH.CSRF',
      );
      const okWrite = await send(app, 'POST', '/api/v1/complaints', {
        body: complaint,
        headers: { cookie, 'x-csrf-token': csrf },
      });
      assert.equal(okWrite.status, 201, okWrite.text);
      // The form-field variant, on the multipart upload.
      const form = upload(PNG, 'photo.png', 'image/png');
      form.append('_csrf', csrf);
      const up = await app.request(`/api/v1/cases/${okWrite.body.id}/documents`, {
        method: 'POST',
        body: form,
        headers: { cookie },
      });
      assert.equal(up.status, 201, await up.clone().text());

      assert.equal(
        (await send(app, 'POST', '/api/v1/auth/sign-out', { headers: { cookie, 'x-csrf-token': csrf } })).status,
        204,
      );
      isProblem(await send(app, 'GET', '/api/v1/auth/me', { headers: { cookie } }), 401, 'AUTH.UNAUTHENTICATED');
    });

    it('uploads: the type comes from the content (a PNG named .pdf is a PNG; an .exe named .pdf is 415), the size is limited (413), the bytes go only to readers', async () => {
      const post = (form: FormData, token = citizenTok) =>
        app.request(`/api/v1/cases/${caseId}/documents`, {
          method: 'POST',
          body: form,
          headers: { authorization: `Bearer ${token}` },
        });
      const r = await post(upload(PNG, 'evidence.pdf'));
      const body = (await r.json()) as {
        documentId: string;
        mediaType: string;
        sha256: string;
        version: number;
        fileName: string;
      };
      assert.equal(r.status, 201, JSON.stringify(body));
      assert.equal(body.mediaType, 'image/png');
      assert.equal(body.fileName, 'evidence.pdf');
      assert.match(body.sha256, /^[0-9a-f]{64}$/);
      assert.equal(r.headers.get('etag'), `"${body.version}"`);

      const exe = await post(upload(EXE, 'order.pdf'));
      isProblem(
        { status: exe.status, headers: exe.headers, body: (await exe.json()) as Record<string, unknown> },
        415,
        'DOCUMENT.TYPE_NOT_ALLOWED',
      );
      const big = new Uint8Array(OPTS.uploadMaxBytes + 1);
      big.set(PNG);
      const tooBig = await post(upload(big, 'scan.png', 'image/png'));
      const tooBigBody = (await tooBig.json()) as Record<string, unknown>;
      isProblem({ status: tooBig.status, headers: tooBig.headers, body: tooBigBody }, 413, 'DOCUMENT.TOO_LARGE');
      assert.match(String(tooBigBody['detail']), /4096 bytes/);

      const got = await app.request(`/api/v1/documents/${body.documentId}`, {
        headers: { authorization: `Bearer ${aoTok}` },
      });
      assert.equal(got.status, 200);
      assert.equal(got.headers.get('content-type'), 'image/png');
      assert.match(got.headers.get('content-disposition') ?? '', /^attachment; filename="evidence\.pdf"/);
      assert.equal(got.headers.get('x-content-type-options'), 'nosniff');
      assert.deepEqual(new Uint8Array(await got.arrayBuffer()), PNG);
      const stranger = await t.tokenFor(await makeActor(db, 'Someone Else', [{ role: 'citizen' }]));
      const denied = await app.request(`/api/v1/documents/${body.documentId}`, {
        headers: { authorization: `Bearer ${stranger}` },
      });
      assert.equal(denied.status, 403);

      const rec = await as(app, aoTok).get(`/api/v1/cases/${caseId}`);
      const att = rec.body.orderSheet.find((e: { type: string }) => e.type === 'document-attached');
      assert.equal(att.payload.sha256, body.sha256);
      assert.equal(att.payload.mediaType, 'image/png');
      // The machine never sees document-attached: the case still takes its next proceeding.
      const n = await as(app, aoTok).post(`/api/v1/cases/${caseId}/commands/issue-show-cause-notice`, notice, {
        'if-match': rec.headers.get('etag')!,
      });
      assert.equal(n.status, 200, n.text);
    });

    it('the public status carries no personal data', async () => {
      const r = await send(app, 'GET', `/api/v1/public/cases/${encodeURIComponent(caseNumber)}`);
      assert.equal(r.status, 200, r.text);
      assert.equal(r.body.number, caseNumber);
      assert.ok('stage' in r.body && 'nextDue' in r.body && 'nextActor' in r.body);
      const p = validParticulars();
      for (const secret of [
        p.complainant.name,
        p.contravener.name,
        p.complainant.email!,
        p.complainant.contactNumber!,
        p.complainant.address.text,
        p.contravener.address.text,
        'Rampur',
        '282001',
        citizen.accountId,
      ]) {
        assert.ok(!r.text.includes(secret), `public status leaks "${secret}"`);
      }
      isProblem(
        await send(app, 'GET', `/api/v1/public/cases/${encodeURIComponent('CTR/NOPE/2026/1')}`),
        404,
        'CASE.UNKNOWN',
      );
    });

    it('the deadline calculator computes a clock, takes a calendar, and refuses unlawful days with the provision', async () => {
      const r = await send(app, 'GET', '/api/v1/public/clock?clock=reply&from=2026-07-10&days=30');
      assert.equal(r.status, 200, r.text);
      assert.equal(r.body.due, '2026-08-10');
      assert.equal(r.body.moved, true);
      const cal = encodeURIComponent(JSON.stringify({ weeklyOff: [], nthWeekdayOff: [], closed: [], open: [] }));
      assert.equal(
        (await send(app, 'GET', `/api/v1/public/clock?clock=reply&from=2026-07-10&days=30&calendar=${cal}`)).body.due,
        '2026-08-09',
      );
      const post = await send(app, 'POST', '/api/v1/public/clock', {
        body: {
          clock: 'reply',
          from: '2026-07-10',
          days: 30,
          calendar: { weeklyOff: ['SUN'], nthWeekdayOff: [], closed: ['2026-08-10'], open: [] },
        },
      });
      assert.equal(post.body.due, '2026-08-11');
      const over = await send(app, 'GET', '/api/v1/public/clock?clock=reply&from=2026-07-10&days=31');
      isProblem(over, 422, 'CLOCK.DAYS_EXCEED_MAXIMUM');
      assert.ok(over.body.basisLabels.includes('Rule 4(1)'));
      isProblem(await send(app, 'GET', '/api/v1/public/clock?clock=nope&from=2026-07-10'), 400, 'CLOCK.UNKNOWN');
      isProblem(
        await send(app, 'GET', '/api/v1/public/clock?clock=reply&from=2026-02-30&days=3'),
        400,
        'VALIDATION.FAILED',
      );
      isProblem(
        await send(app, 'GET', '/api/v1/public/clock?clock=reply&from=2026-07-10&days=3&calendar=%7Bnope'),
        400,
        'CALENDAR.INVALID',
      );
    });

    it('/openapi.json is OpenAPI 3.1 with named components, security schemes and a route per command type', async () => {
      const r = await send(app, 'GET', '/openapi.json');
      assert.equal(r.status, 200);
      const doc = r.body;
      assert.equal(doc.openapi, '3.1.0');
      for (const name of ['Problem', 'FileComplaint', 'FileAppeal', 'CaseRecord', 'ProceedingWritten', 'PublicStatus'])
        assert.ok(doc.components.schemas[name], `component ${name}`);
      assert.deepEqual(Object.keys(doc.components.securitySchemes).sort(), ['bearerAuth', 'sessionCookie']);
      const bases = {
        adjudication: '/api/v1/cases/{caseId}',
        appeal: '/api/v1/appeals/{appealId}',
        assam: '/api/v1/assam-reports/{reportId}',
      } as const;
      const opening = new Set(['register-complaint', 'file-appeal', 'make-written-report']);
      for (const [kind, machine] of Object.entries(MACHINES)) {
        for (const type of machine.commandTypes) {
          if (opening.has(type)) continue;
          const op = doc.paths[`${bases[kind as keyof typeof bases]}/commands/${type}`]?.post;
          assert.ok(op, `no route for ${kind} ${type}`);
          assert.ok(op.tags.length === 1 && /Rule|s\.26/.test(op.tags[0]), op.tags.join());
          assert.match(op.description, /^Under (Rule|Section)/);
          assert.ok(op.responses['422'] && op.requestBody && op.security);
        }
      }
      assert.ok(
        doc.paths['/api/v1/complaints'].post.requestBody.content['application/json'].schema.$ref.endsWith(
          '/FileComplaint',
        ),
      );
      assert.ok(doc.components.schemas.LocalDate.example);
    });

    it('security headers, request ids, HSTS over https, /healthz, /metrics and the local /docs', async () => {
      const r = await app.request('/healthz', { headers: { 'x-request-id': 'trace-abc-123' } });
      assert.equal(r.status, 200);
      assert.equal(r.headers.get('x-request-id'), 'trace-abc-123');
      assert.match(r.headers.get('content-security-policy') ?? '', /default-src 'self'.*frame-ancestors 'none'/);
      assert.equal(r.headers.get('x-content-type-options'), 'nosniff');
      assert.ok(r.headers.get('referrer-policy'));
      assert.equal(r.headers.get('strict-transport-security'), null);
      const generated = await app.request('/healthz', { headers: { 'x-request-id': 'bad id with spaces' } });
      assert.match(generated.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
      const https = createApp(t.services, { ...OPTS, publicUrl: 'https://ctp.example.in' });
      assert.match((await https.request('/healthz')).headers.get('strict-transport-security') ?? '', /max-age=/);

      assert.equal((await app.request('/metrics')).status, 404, 'not served without CTP_METRICS_TOKEN');
      const metered = createApp(t.services, { ...OPTS, metricsToken: 'scrape-token-0123456789' });
      await metered.request('/healthz');
      const m = await metered.request('/metrics', { headers: { authorization: 'Bearer scrape-token-0123456789' } });
      const text = await m.text();
      assert.match(m.headers.get('content-type') ?? '', /text\/plain/);
      assert.match(text, /http_requests_total\{method="GET",route="\/healthz",status="200"\} \d+/);
      assert.match(text, /http_request_duration_seconds_bucket/);
      assert.match(text, /process_cpu_user_seconds_total/);

      const docs = await app.request('/docs');
      const html = await docs.text();
      assert.equal(docs.status, 200);
      assert.doesNotMatch(html, /https?:\/\//);
      assert.match(docs.headers.get('content-security-policy') ?? '', /default-src 'self'/);
      for (const src of html.match(/(?:src|href)="([^"]+)"/g) ?? []) {
        const path = src.split('"')[1]!;
        const asset = await app.request(path);
        assert.equal(asset.status, 200, path);
      }
      assert.equal((await app.request('/docs/assets/..%2Fpackage.json')).status, 404);
    });

    it('an unexpected failure is a 500 problem with the request id and no internals', async () => {
      const store = t.services.store;
      const broken: Services = {
        ...t.services,
        cases: {
          ...t.services.cases,
          store: {
            ...store,
            cases: {
              ...store.cases,
              casesOfAccount: () => {
                throw new Error('connection reset at /srv/secret/db.sock');
              },
            },
          },
        },
      };
      const a = createApp(broken, OPTS);
      const r = await send(a, 'GET', '/api/v1/me/cases', {
        token: citizenTok,
        headers: { 'x-request-id': 'req-500-test' },
      });
      isProblem(r, 500, 'INTERNAL');
      assert.equal(r.body.requestId, 'req-500-test');
      assert.doesNotMatch(r.text, /secret|stack|at \//);
    });

    it('administration: only an administrator re-walks the order sheets; the jurisdiction lists', async () => {
      isProblem(await as(app, aoTok).get('/api/v1/verify'), 403, 'AUTH.FORBIDDEN');
      const j = await as(app, aoTok).get('/api/v1/admin/jurisdiction');
      assert.equal(j.status, 200, j.text);
      assert.ok(j.body.offices.some((o: { code: string }) => o.code === OFFICES.agraSadar));
      const admin = await t.tokenFor(await makeActor(db, 'Admin', [{ role: 'administrator' }]));
      const created = await as(app, admin).post('/api/v1/admin/states', {
        code: 'MH',
        name: 'Maharashtra',
        nameHi: 'महाराष्ट्र',
        jurisdiction: 'in',
      });
      assert.equal(created.status, 201, created.text);
      isProblem(
        await as(app, citizenTok).post('/api/v1/admin/states', {
          code: 'GJ',
          name: 'Gujarat',
          nameHi: 'गुजरात',
          jurisdiction: 'in',
        }),
        403,
        'AUTH.FORBIDDEN',
      );
    });
  });
}
