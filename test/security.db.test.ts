// Security round two (issue 16) and the particulars of Form-I (issue 13, point 15), on PGlite and PostgreSQL: each
// test reproduces an attack an outside tester found, through the HTTP API or the web portal, and checks it fails.

import { after, before, describe, it } from 'node:test';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import type { Actor } from '../src/app/actor.ts';
import type { Db } from '../src/db/client.ts';
import { checkForm1 } from '../src/domain/adjudication/complaint-form.ts';
import { validParticulars } from '../src/domain/adjudication/fixtures.ts';
import { createApp } from '../src/server/app.ts';
import { writeCsv } from '../src/lib/csv.ts';
import { as, send } from './api.ts';
import { testBackends } from './db.ts';
import { makeActor, OFFICES, seedJurisdiction } from './factories.ts';
import type { TestServices } from './services.ts';
import { quietLogger, testServices } from './services.ts';
import { csrfIn, textOf, WebClient } from './web/client.ts';

const OPTS = { logger: quietLogger, publicUrl: 'http://localhost:3000', uploadMaxBytes: 4096, cookieSecure: false };
const METRICS_TOKEN = 'metrics-secret-0123456789abcdef';
const complaint = () => ({
  officeCode: OFFICES.agraSadar,
  filedBy: { capacity: 'aggrieved-person' },
  mode: 'electronic',
  particulars: validParticulars(),
});
const PASSWORD = 'khet-mein-gaay-2026';

async function count(db: Db, table: 'stream' | 'event'): Promise<number> {
  return Number(
    (
      await sql<{
        n: string;
      }>`select count(*)::text as n from ${sql.table(table === 'event' ? 'order_sheet' : table)}`.execute(db.kysely)
    ).rows[0]!.n,
  );
}

for (const backend of testBackends()) {
  describe(`security (issue 16) on ${backend.name}`, () => {
    let db: Db;
    let t: TestServices;
    let app: ReturnType<typeof createApp>;
    let citizen: Actor;
    let ao: Actor;
    let citizenTok: string;
    let aoTok: string;
    let caseId: string;

    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      t = testServices(db, '2026-07-06T04:00:00Z');
      app = createApp(t.services, { ...OPTS, metricsToken: METRICS_TOKEN });
      citizen = await makeActor(db, 'Ramesh Kumar', [{ role: 'citizen' }]);
      ao = await makeActor(db, 'A. Sharma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      citizenTok = await t.tokenFor(citizen);
      aoTok = await t.tokenFor(ao);
      const filed = await as(app, citizenTok).post('/api/v1/complaints', complaint());
      assert.equal(filed.status, 201, filed.text);
      caseId = filed.body.id;
    });
    after(async () => {
      await db.close();
    });

    /** A verified citizen signed in on the web, through the forms. */
    async function webCitizen(
      email: string,
      next = '/my/cases',
    ): Promise<{ w: WebClient; signedIn: { location: string | null; status: number } }> {
      await t.services.accounts.registerCitizen({ email, name: 'Kamla Devi', password: PASSWORD, lang: 'en' });
      await t.services.accounts.verifyEmail({ email, code: t.mail.codeFor(email)! });
      const w = new WebClient(app);
      const form = await w.get('/sign-in');
      const signedIn = await w.post(`/sign-in?next=${encodeURIComponent(next)}`, {
        _csrf: csrfIn(form.html),
        email,
        password: PASSWORD,
      });
      return { w, signedIn };
    }

    // 1. Open redirect
    it('security: the language switch never redirects to another host (tab, backslash, CR/LF in ?back=)', async () => {
      for (const back of [
        '/%09/evil.example/x',
        '/%5Cevil.example',
        '//evil.example',
        '/%0D%0ALocation:%20https://evil.example',
        '/%0a/evil.example',
        'https://evil.example/',
        '/\t/evil.example',
        '/no-such-page',
      ]) {
        const r = await app.request(`/lang?to=hi&back=${back}`);
        assert.equal(r.status, 303, `${back}: ${r.status}`);
        assert.equal(r.headers.get('location'), '/', `${back} → ${r.headers.get('location')}`);
      }
      const ok = await app.request('/lang?to=hi&back=%2Fmy%2Fcases%3Fpage%3D2');
      assert.equal(ok.headers.get('location'), '/my/cases?page=2', 'a page of the portal is kept');
    });

    it('security: sign-in with ?next= pointing off the portal lands on the start page of each person after a valid login', async () => {
      const { signedIn } = await webCitizen(`redirect.${backend.name}@example.in`, '/\t/evil.example/x');
      assert.equal(signedIn.status, 303);
      // /home sends each person to their own start page (a citizen's is My cases, an officer's the worklist).
      assert.equal(signedIn.location, '/home');
      const crlf = await webCitizen(`redirect2.${backend.name}@example.in`, '/x\r\nSet-Cookie: a=b');
      assert.equal(crlf.signedIn.status, 303);
      assert.equal(crlf.signedIn.location, '/home');
    });

    // 2. Hostile text
    it('security: NUL and lone surrogates in JSON text fields are 400 naming the field; nothing is written', async () => {
      const streams = await count(db, 'stream');
      const events = await count(db, 'event');
      const cases: [string, string][] = [
        ['\u0000', 'NUL'],
        ['\ud800', 'lone high surrogate'],
        ['x\udc00y', 'lone low surrogate'],
      ];
      for (const [bad, what] of cases) {
        const c = complaint();
        (c.particulars.complainant as { name: string }).name = `Ramesh${bad}`;
        const r = await as(app, citizenTok).post('/api/v1/complaints', c);
        assert.equal(r.status, 400, `${what}: ${r.text}`);
        assert.equal(r.body.code, 'VALIDATION.FAILED');
        assert.equal(r.body.field, 'particulars.complainant.name', what);
        const reasons = await as(app, aoTok).post(`/api/v1/cases/${caseId}/commands/proceed-ex-parte`, {
          reasons: `No reply${bad}`,
          expectedVersion: 1,
        });
        assert.equal(reasons.status, 400, `${what}: ${reasons.text}`);
        assert.equal(reasons.body.field, 'reasons');
        const token = await as(app, citizenTok).post('/api/v1/auth/api-tokens', { name: `laptop${bad}` });
        assert.equal(token.status, 400, token.text);
        assert.equal(token.body.field, 'name');
      }
      assert.equal(await count(db, 'stream'), streams);
      assert.equal(await count(db, 'event'), events);
    });

    it('security: a NUL in the public case number is a 4xx without signing in, never a 500', async () => {
      const r = await send(app, 'GET', '/api/v1/public/cases/CTR%2FAGRS%00');
      assert.ok(r.status >= 400 && r.status < 500, `${r.status} ${r.text}`);
      assert.match(r.headers.get('content-type') ?? '', /problem\+json/);
    });

    it('security: a body that is not valid UTF-8 is refused (400 naming the body), not stored with U+FFFD', async () => {
      const streams = await count(db, 'stream');
      const json = Buffer.from(JSON.stringify(complaint()).replace('Ramesh Kumar', 'Ramesh XX'));
      const i = json.indexOf('XX');
      json[i] = 0xff;
      json[i + 1] = 0xfe;
      const r = await app.request('/api/v1/complaints', {
        method: 'POST',
        headers: { authorization: `Bearer ${citizenTok}`, 'content-type': 'application/json' },
        body: json,
      });
      const body = (await r.json()) as { code: string; field: string };
      assert.equal(r.status, 400);
      assert.equal(body.code, 'VALIDATION.FAILED');
      assert.equal(body.field, '(body)');
      assert.equal(await count(db, 'stream'), streams);
    });

    it("security: over Node's HTTP server a JSON body meets the same limits (not UTF-8 400, over 1 MiB 413, chunked or not)", async () => {
      const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
      await new Promise<void>((r) => server.once('listening', () => r()));
      const port = (server.address() as AddressInfo).port;
      const post = (body: Buffer, chunked: boolean, key: string) =>
        new Promise<{
          status: number;
          json: { code?: string; field?: string; number?: string };
          headers: http.IncomingHttpHeaders;
        }>((resolve, reject) => {
          const req = http.request(
            {
              host: '127.0.0.1',
              port,
              method: 'POST',
              path: '/api/v1/complaints',
              headers: {
                authorization: `Bearer ${citizenTok}`,
                'content-type': 'application/json',
                'idempotency-key': key,
                ...(chunked ? {} : { 'content-length': body.length }),
              },
            },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (c: Buffer) => chunks.push(c));
              res.on('end', () =>
                resolve({
                  status: res.statusCode ?? 0,
                  json: JSON.parse(Buffer.concat(chunks).toString('utf8')),
                  headers: res.headers,
                }),
              );
            },
          );
          req.on('error', reject);
          if (chunked) {
            req.write(body.subarray(0, 10));
            req.end(body.subarray(10));
          } else req.end(body);
        });
      try {
        const streams = await count(db, 'stream');
        const good = Buffer.from(JSON.stringify(complaint()));
        const bad = Buffer.from(JSON.stringify(complaint()).replace('Ramesh Kumar', 'Ramesh XX'));
        bad[bad.indexOf('XX')] = 0xff;
        const huge = Buffer.from(JSON.stringify({ ...complaint(), pad: 'x'.repeat(1024 * 1024) }));
        for (const chunked of [false, true]) {
          const notUtf8 = await post(bad, chunked, `node-body-n-${chunked}`);
          assert.equal(notUtf8.status, 400, `chunked ${chunked}`);
          assert.deepEqual([notUtf8.json.code, notUtf8.json.field], ['VALIDATION.FAILED', '(body)']);
          const tooBig = await post(huge, chunked, `node-body-h-${chunked}`);
          assert.equal(tooBig.status, 413, `chunked ${chunked}`);
          assert.deepEqual([tooBig.json.code, tooBig.json.field], ['DOCUMENT.TOO_LARGE', '(body)']);
          assert.equal(await count(db, 'stream'), streams + (chunked ? 1 : 0), 'nothing written for a refused body');
          const filed = await post(good, chunked, `node-body-g-${chunked}`);
          assert.equal(filed.status, 201, `chunked ${chunked}: ${JSON.stringify(filed.json)}`);
          assert.match(filed.json.number ?? '', /^CTR\//);
          // The answers carry the request id and the security headers, and are sent whole (a length, not a stream).
          for (const r of [notUtf8, tooBig, filed]) {
            assert.match(String(r.headers['x-request-id']), /^[0-9a-f-]{36}$/);
            assert.match(String(r.headers['content-security-policy']), /default-src 'self'/);
            assert.equal(r.headers['x-content-type-options'], 'nosniff');
            assert.equal(r.headers['x-frame-options'], 'DENY');
            assert.ok(r.headers['content-length'] && !r.headers['transfer-encoding'], JSON.stringify(r.headers));
          }
          const again = await post(good, chunked, `node-body-g-${chunked}`);
          assert.equal(again.json.number, filed.json.number, 'the same key answers the same filing');
        }
        assert.equal(await count(db, 'stream'), streams + 2);
      } finally {
        await new Promise((r) => server.close(r));
      }
    });

    it('security: every string a request takes in /openapi.json carries the one text pattern, a format, or an enum', async () => {
      const doc = (await send(app, 'GET', '/openapi.json')).body as {
        paths: Record<
          string,
          Record<
            string,
            {
              parameters?: { name: string; schema: unknown }[];
              requestBody?: { content: Record<string, { schema: unknown }> };
            }
          >
        >;
        components: { schemas: Record<string, unknown> };
      };
      const loose: string[] = [];
      const walk = (s: unknown, where: string, seen: Set<unknown>): void => {
        if (!s || typeof s !== 'object' || seen.has(s)) return;
        seen.add(s);
        const o = s as Record<string, unknown>;
        if (typeof o['$ref'] === 'string')
          return walk(doc.components.schemas[(o['$ref'] as string).split('/').pop()!], where, seen);
        if (o['type'] === 'string' && !o['pattern'] && !o['enum'] && !o['format'] && !('const' in o)) loose.push(where);
        for (const [k, v] of Object.entries(o)) {
          if (k === 'properties' && v && typeof v === 'object')
            for (const [p, ps] of Object.entries(v)) walk(ps, `${where}.${p}`, seen);
          else if (typeof v === 'object') walk(v, where, seen);
        }
      };
      for (const [path, ops] of Object.entries(doc.paths)) {
        for (const [method, op] of Object.entries(ops)) {
          for (const p of op.parameters ?? []) walk(p.schema, `${method} ${path} ${p.name}`, new Set());
          for (const c of Object.values(op.requestBody?.content ?? {}))
            walk(c.schema, `${method} ${path} body`, new Set());
        }
      }
      assert.deepEqual(loose, [], 'request strings without the text pattern');
    });

    it('security: a web form with a NUL, or percent-escapes that are not UTF-8, is a 400 naming the field; nothing written', async () => {
      const w = new WebClient(app);
      const form = await w.get('/register');
      const csrf = csrfIn(form.html);
      const nul = await w.post('/register', {
        _csrf: csrf,
        name: 'Kamla\u0000Devi',
        email: `nul.${backend.name}@example.in`,
        password: PASSWORD,
        lang: 'en',
        consent: 'yes',
      });
      assert.equal(nul.status, 400);
      assert.match(textOf(nul.html), /name/);
      const raw = `_csrf=${encodeURIComponent(csrf)}&name=Kamla%FFDevi&email=ff.${backend.name}%40example.in&password=${PASSWORD}&lang=en&consent=yes`;
      const bad = await w.request('POST', '/register', raw, { 'content-type': 'application/x-www-form-urlencoded' });
      assert.equal(bad.status, 400);
      const rows = await sql<{
        n: string;
      }>`select count(*)::text as n from account where email in (${`nul.${backend.name}@example.in`}, ${`ff.${backend.name}@example.in`})`.execute(
        db.kysely,
      );
      assert.equal(rows.rows[0]!.n, '0');
    });

    // Issue 13, point 15: Form-I particulars as the office would write them.
    it('Rule 3(1), Form-I: a contact number, email or PIN that is not one is refused through the domain, naming the field', () => {
      const bad = (patch: (p: ReturnType<typeof validParticulars>) => void, field: string) => {
        const p = validParticulars();
        patch(p);
        const r = checkForm1(p as never, false);
        assert.equal(r.ok, false, field);
        assert.equal(!r.ok && r.error.field, field);
        assert.ok(!r.ok && ['COMPLAINT.PARTICULARS_INVALID', 'COMPLAINT.MISSING_PARTICULARS'].includes(r.error.code));
      };
      bad((p) => {
        (p.complainant as { contactNumber?: string }).contactNumber = 'call me maybe';
      }, 'complainant.contactNumber');
      bad((p) => {
        (p.complainant as { contactNumber?: string }).contactNumber = '+91 12345';
      }, 'complainant.contactNumber');
      bad((p) => {
        (p.complainant as { email?: string }).email = 'ramesh@';
      }, 'complainant.email');
      bad((p) => {
        (p.complainant.address as { pin?: string }).pin = '28200';
      }, 'complainant.address');
      bad((p) => {
        (p.complainant as { name: string }).name = 'Ramesh\u0000';
      }, 'complainant.name');
      bad((p) => {
        (p.contravener as { statement: string }).statement = 'cows \ud800';
      }, 'contravener.statement');
      for (const ok of ['+91 98765 43210', '98765-43210', '0562 252 0000', '+91-562-2520000', '05622520000']) {
        const p = validParticulars();
        (p.complainant as { contactNumber?: string }).contactNumber = ok;
        assert.equal(checkForm1(p as never, false).ok, true, ok);
      }
    });

    it('Rule 3(1), Form-I: through the HTTP API a bad contact number, email, PIN or control character is a 4xx problem naming the field; nothing written', async () => {
      const streams = await count(db, 'stream');
      const tries: [(c: ReturnType<typeof complaint>) => void, string][] = [
        [
          (c) => {
            (c.particulars.complainant as { contactNumber?: string }).contactNumber = 'abc-def';
          },
          'particulars.complainant.contactNumber',
        ],
        [
          (c) => {
            (c.particulars.complainant as { email?: string }).email = 'not an email';
          },
          'particulars.complainant.email',
        ],
        [
          (c) => {
            (c.particulars.complainant.address as { pin?: string }).pin = '0123456';
          },
          'particulars.complainant.address.pin',
        ],
        [
          (c) => {
            (c.particulars.contravener as { statement: string }).statement = 'four cows\u0007';
          },
          'particulars.contravener.statement',
        ],
      ];
      for (const [patch, field] of tries) {
        const c = complaint();
        patch(c);
        const r = await as(app, citizenTok).post('/api/v1/complaints', c);
        assert.ok(r.status >= 400 && r.status < 500, r.text);
        assert.match(r.headers.get('content-type') ?? '', /problem\+json/);
        assert.equal(r.body.field, field, r.text);
      }
      assert.equal(await count(db, 'stream'), streams);
    });

    // 3. Evidence of service from a link prefetch
    it("security: a GET of a notice link (a mail scanner) records nothing; the addressee's POST records the opening, how and when", async () => {
      const token = 'ab'.repeat(32);
      await sql`insert into notification (key, account_id, channel, address, lang, subject, body, status, run_after, created_at, sent_at, stream_id, serves, open_token)
        values (${`sec-${backend.name}`}, ${citizen.accountId}::uuid, 'email', 'ramesh@example.in', 'en', 'Notice', 'Notice', 'sent', now(), now(), now(), ${caseId}::uuid,
          ${JSON.stringify({ template: 'form-2', documentId: 'DOC-1', kind: 'adjudication' })}::jsonb, ${token})`.execute(
        db.kysely,
      );
      const opened = async () =>
        (
          await sql<{
            opened_at: Date | null;
            opened_via: string | null;
          }>`select opened_at, opened_via from notification where open_token = ${token}`.execute(db.kysely)
        ).rows[0]!;
      const w = new WebClient(app);
      const view = await w.get(`/n/${token}`);
      assert.equal(view.status, 200, view.html.slice(0, 300));
      assert.match(textOf(view.html), /Open the notice/);
      await app.request(`/n/${token}`, { method: 'HEAD' });
      assert.equal((await opened()).opened_at, null, 'a prefetch is not an opening');
      t.clock.set('2026-07-08T05:15:00Z');
      const press = await w.post(`/n/${token}`, { _csrf: csrfIn(view.html) });
      assert.equal(press.status, 303);
      const o = await opened();
      assert.ok(o.opened_at, 'the press records the opening');
      assert.equal(o.opened_via, 'link');
      assert.equal(new Date(o.opened_at).toISOString(), '2026-07-08T05:15:00.000Z');
      const forged = await new WebClient(app).request('POST', `/n/${token}`, '', {
        'content-type': 'application/x-www-form-urlencoded',
      });
      assert.equal(forged.status, 403, "a POST without the page's CSRF token is refused");
    });

    // 5. Formulas in CSV
    it('security: the one CSV writer neutralises cells beginning =, +, -, @, tab or CR; amounts stay numbers', () => {
      const csv = writeCsv([
        ['=HYPERLINK("http://evil.example","Click")', '+1+1', '-2+3', '@SUM(A1)', '\tx', '\rx', '-12.50', -3, 'Ramesh'],
      ]);
      assert.equal(
        csv,
        '"\'=HYPERLINK(""http://evil.example"",""Click"")",\'+1+1,\'-2+3,\'@SUM(A1),\'\tx,"\'\rx",-12.50,-3,Ramesh\r\n',
      );
    });

    it('security: a complainant named =HYPERLINK(...) is not a live formula in the outstanding report CSV', async () => {
      const { moneyTx } = await import('../src/db/money.repo.ts');
      const { EMPTY_BOOK, runMoney } = await import('../src/domain/money/index.ts');
      const Z = { penaltyPaise: 0, compensationPaise: 0, expensesPaise: 0, chargesPaise: 0 };
      const raise = runMoney(EMPTY_BOOK, {
        type: 'raise-demands',
        on: '2026-08-03' as never,
        caseId: 'SEC1',
        caseNumber: 'CT/SEC1',
        amounts: { ...Z, penaltyPaise: 1_000_00, compensationPaise: 2_000_00 },
        depositDueOn: '2026-09-02' as never,
        place: { state: 'Demo State', district: 'North', office: 'SDM North' },
        contravener: '@SUM(1+1)',
        complainant: '=HYPERLINK("http://evil.example","Click")',
      });
      await db.kysely.transaction().execute(async (tx) => {
        await moneyTx(tx).append(raise.event!, {
          streamId: null,
          caseKey: null,
          actorId: null,
          actorRole: 'system:test',
          recordedAt: new Date('2027-01-01T00:00:00Z'),
        });
      });
      const board = as(app, await t.tokenFor(await makeActor(db, 'AWBI accountant', [{ role: 'fund-accountant' }])));
      const o = await board.get('/api/v1/money/reports/outstanding.csv?asOf=2027-03-31');
      assert.equal(o.status, 200, o.text);
      assert.ok(o.text.includes('HYPERLINK'), o.text);
      for (const line of o.text.split('\r\n'))
        for (const cell of line.split(',')) assert.doesNotMatch(cell, /^"?[=+@]/, `live formula: ${line}`);
    });

    // 6. The dead form
    it('security: the "send the code again" form posts to a path the document verification cannot take, and sends a code', async () => {
      const email = `resend.${backend.name}@example.in`;
      await t.services.accounts.registerCitizen({ email, name: 'Asha Verma', password: PASSWORD, lang: 'en' });
      const w = new WebClient(app);
      const page = await w.get(`/account/verify-email?email=${encodeURIComponent(email)}`);
      assert.equal(page.status, 200);
      const action =
        /<form method="post" action="([^"]+)">\s*<input type="hidden" name="_csrf"[^>]*>\s*<input type="hidden" name="email"[^>]*>\s*<button[^>]*class="[^"]*secondary/.exec(
          page.html,
        )?.[1] ?? [...page.html.matchAll(/action="([^"]+)"/g)].map((m) => m[1]!).find((a) => /resend/.test(a));
      assert.ok(action && !action.startsWith('/verify/'), `the resend form's action: ${action}`);
      const before = t.mail.sent.filter((m) => m.to === email).length;
      t.clock.advanceDays(2 / 1440);
      const r = await w.post(action!, { _csrf: csrfIn(page.html), email });
      assert.equal(r.status, 200, r.html.slice(0, 500));
      assert.equal(t.mail.sent.filter((m) => m.to === email).length, before + 1, 'a new code was mailed');
    });

    // 7. Links a person types
    it("security: a hearing notice's video link javascript:… is refused naming the field; https is taken", async () => {
      const officer = as(app, aoTok);
      for (const link of [
        'javascript:alert(document.cookie)',
        'data:text/html,<script>alert(1)</script>',
        'http://meet.example/x',
        'ftp://x.example',
      ]) {
        const r = await officer.post(`/api/v1/cases/${caseId}/commands/issue-hearing-notice`, {
          hearingNoticeId: 'h-sec',
          hearingOn: '2026-08-01',
          mode: 'electronic',
          time: '11:00',
          link,
          expectedVersion: 1,
        });
        assert.ok(r.status === 400 || r.status === 422, `${link}: ${r.text}`);
        assert.equal(r.body.field, 'link', r.text);
      }
      // The domain refuses it too (the web form goes through it).
      const { personUrlProblem } = await import('../src/lib/person-input.ts');
      assert.ok(personUrlProblem('javascript:alert(1)'));
      assert.equal(personUrlProblem('https://meet.example/abc'), undefined);
      assert.equal(personUrlProblem('http://localhost:8080/room'), undefined);
    });

    it('security: linking a party by an id that names no account is a 404 naming the field, not a 500 (found by the OpenAPI fuzz)', async () => {
      const r = await as(app, aoTok).post(`/api/v1/cases/${caseId}/parties`, { accountId: caseId, role: 'respondent' });
      assert.equal(r.status, 404, r.text);
      assert.equal(r.body.code, 'ACCOUNT.UNKNOWN');
      assert.equal(r.body.field, 'accountId');
    });

    // 8. Accounts
    it('security: registration answers alike for a known and an unknown address; the owner is told by email', async () => {
      const known = `known.${backend.name}@example.in`;
      await t.services.accounts.registerCitizen({ email: known, name: 'Meena Devi', password: PASSWORD, lang: 'en' });
      const a = await send(app, 'POST', '/api/v1/auth/register', {
        body: { email: known, name: 'Someone Else', password: 'another-long-pass', lang: 'en' },
      });
      const b = await send(app, 'POST', '/api/v1/auth/register', {
        body: {
          email: `unknown.${backend.name}@example.in`,
          name: 'Someone Else',
          password: 'another-long-pass',
          lang: 'en',
        },
      });
      assert.equal(a.status, b.status, `${a.text} vs ${b.text}`);
      assert.deepEqual(a.body, b.body);
      assert.match(t.mail.sent.filter((m) => m.to === known).at(-1)!.subject, /tried to register/);
      const v1 = await send(app, 'POST', '/api/v1/auth/verify-email', {
        body: { email: `nobody.${backend.name}@example.in`, code: '123456' },
      });
      const v2 = await send(app, 'POST', '/api/v1/auth/verify-email', { body: { email: known, code: '000001' } });
      assert.equal(v1.status, v2.status);
      assert.equal(v1.body.detail, v2.body.detail);
    });

    it('security: registration is throttled per target address and per client address', async () => {
      const target = `flood.${backend.name}@example.in`;
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push(
          (
            await send(app, 'POST', '/api/v1/auth/register', {
              body: { email: target, name: 'Flood', password: 'another-long-pass', lang: 'en' },
            })
          ).status,
        );
      assert.equal(statuses.at(-1), 429, statuses.join(','));
      const many: number[] = [];
      for (let i = 0; i < 15; i++)
        many.push(
          (
            await send(app, 'POST', '/api/v1/auth/register', {
              body: {
                email: `flood${i}.${backend.name}@example.org`,
                name: 'Flood',
                password: 'another-long-pass',
                lang: 'en',
              },
            })
          ).status,
        );
      assert.ok(many.includes(429), many.join(','));
      assert.ok(t.mail.sent.filter((m) => m.to.startsWith('flood')).length <= 15, 'not one email per attempt');
    });

    it('security: a session in constant use still ends at its absolute lifetime (30 days by default)', async () => {
      const email = `longsession.${backend.name}@example.in`;
      await t.services.accounts.registerCitizen({ email, name: 'Long Session', password: PASSWORD, lang: 'en' });
      await t.services.accounts.verifyEmail({ email, code: t.mail.codeFor(email)! });
      const s = await t.services.accounts.signIn({ email, password: PASSWORD, clientAddress: '10.9.9.9' });
      // Used every 6 hours (well within the 12-hour idle limit) for 30 days.
      for (let quarter = 1; quarter < 30 * 4; quarter++) {
        t.clock.advanceDays(1 / 4);
        assert.ok(await t.services.accounts.authenticateSession(s.token), `after ${quarter * 6} hours: alive`);
      }
      t.clock.advanceDays(1 / 4);
      assert.equal(await t.services.accounts.authenticateSession(s.token), undefined, 'ended after 30 days');
      t.clock.set('2026-07-06T04:00:00Z');
    });

    it('security: /metrics needs the bearer CTP_METRICS_TOKEN, and is not served without one', async () => {
      assert.equal((await app.request('/metrics')).status, 401);
      assert.equal(
        (await app.request('/metrics', { headers: { authorization: 'Bearer wrong-token-wrong-token' } })).status,
        401,
      );
      const ok = await app.request('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      assert.equal(ok.status, 200);
      assert.match(await ok.text(), /http_requests_total/);
      const bare = createApp(t.services, OPTS);
      const r = await bare.request('/metrics');
      assert.equal(r.status, 404);
    });
  });
}
