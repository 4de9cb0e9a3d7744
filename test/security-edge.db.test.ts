// Security round three (issue 28, points 6-8), on PGlite and PostgreSQL: hostile text at the edge of every surface
// (web pages and forms as well as the API), authorisation before validation on every route, and the client address
// behind a reverse proxy (CTP_TRUSTED_PROXIES) for the per-address limits.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Actor } from '../src/app/actor.ts';
import { askPhoneCode } from '../src/app/accounts/phone-sign-in.ts';
import type { AppError } from '../src/app/errors.ts';
import type { Db } from '../src/db/client.ts';
import { validParticulars } from '../src/domain/adjudication/fixtures.ts';
import { createApp } from '../src/server/app.ts';
import { readEnv } from '../src/config/env.ts';
import { as, send } from './api.ts';
import { testBackends } from './db.ts';
import { makeActor, OFFICES, seedJurisdiction } from './factories.ts';
import type { TestServices } from './services.ts';
import { quietLogger, testServices } from './services.ts';
import { csrfIn, WebClient } from './web/client.ts';

const OPTS = { logger: quietLogger, publicUrl: 'http://localhost:3000', uploadMaxBytes: 4096, cookieSecure: false };
const complaint = () => ({
  officeCode: OFFICES.agraSadar,
  filedBy: { capacity: 'aggrieved-person' },
  mode: 'electronic',
  particulars: validParticulars(),
});
/** What @hono/node-server hands a request as its environment: the socket the request came on. */
const fromPeer = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

describe('security: CTP_TRUSTED_PROXIES is read and checked once, in the settings', () => {
  it('security: addresses and CIDR ranges are accepted, anything else stops the start with a clear message', () => {
    assert.deepEqual(readEnv({}).trustedProxies, []);
    assert.deepEqual(readEnv({ CTP_TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.1,::1, fd00::/8' }).trustedProxies, [
      '10.0.0.0/8',
      '192.168.1.1',
      '::1',
      'fd00::/8',
    ]);
    for (const bad of ['proxy.example', '10.0.0.0/33', '300.1.1.1', '10.0.0.1/'])
      assert.throws(() => readEnv({ CTP_TRUSTED_PROXIES: bad }), /CTP_TRUSTED_PROXIES/, bad);
  });
});

for (const backend of testBackends()) {
  describe(`security (issue 28) on ${backend.name}`, () => {
    let db: Db;
    let t: TestServices;
    let app: ReturnType<typeof createApp>;
    let proxied: ReturnType<typeof createApp>;
    let citizen: Actor;
    let citizenTok: string;
    let aoTok: string;
    let caseId: string;
    let caseNumber: string;

    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      t = testServices(db, '2026-07-06T04:00:00Z');
      app = createApp(t.services, OPTS);
      proxied = createApp(t.services, { ...OPTS, trustedProxies: ['10.0.0.0/8', 'fd00::/8'] });
      citizen = await makeActor(db, 'Ramesh Kumar', [{ role: 'citizen' }]);
      const ao = await makeActor(db, 'A. Sharma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      citizenTok = await t.tokenFor(citizen);
      aoTok = await t.tokenFor(ao);
      const filed = await as(app, citizenTok).post('/api/v1/complaints', complaint());
      assert.equal(filed.status, 201, filed.text);
      caseId = filed.body.id;
      caseNumber = filed.body.number;
    });
    after(async () => {
      await db.close();
    });

    async function count(table: 'stream' | 'phone_code_sent'): Promise<number> {
      return Number(
        (await sql<{ n: string }>`select count(*)::text as n from ${sql.table(table)}`.execute(db.kysely)).rows[0]!.n,
      );
    }

    // 6. Hostile input
    it('security: a NUL in the public status page’s number is a 400 page, not a 500', async () => {
      for (const q of ['%00', `${encodeURIComponent(caseNumber)}%00`, 'CTR%2FAGRS%2F2026%2F1%00', '%E2%80%AE1']) {
        const r = await app.request(`/status?number=${q}`);
        assert.equal(r.status, 400, `/status?number=${q}: ${r.status}`);
        assert.match(r.headers.get('content-type') ?? '', /text\/html/);
      }
      const api = await send(app, 'GET', `/api/v1/public/cases/${encodeURIComponent(caseNumber)}%00`);
      assert.equal(api.status, 400, api.text);
      const ok = await app.request(`/status?number=${encodeURIComponent(caseNumber)}`);
      assert.equal(ok.status, 200, 'the clean number still finds its case');
    });

    it('security: the web /phone form refuses a line break in the name, as the API does; no code is sent', async () => {
      const sent = await count('phone_code_sent');
      for (const name of ['Ramesh\r\nKumar', 'Ramesh\nBcc: x', 'Ramesh\u202EramuK']) {
        const w = new WebClient(app);
        const form = await w.get('/phone');
        const r = await w.post('/phone', { _csrf: csrfIn(form.html), phone: '98765 43210', name, consent: 'yes' });
        assert.equal(r.status, 400, `${JSON.stringify(name)}: ${r.status} ${r.location ?? ''}`);
      }
      assert.equal(await count('phone_code_sent'), sent, 'no code was sent');
      // The use case holds the same rule, whatever surface calls it.
      await assert.rejects(
        askPhoneCode(t.services.phone, {
          phone: '9876543210',
          name: 'Ramesh\r\nKumar',
          lang: 'en',
          clientAddress: 'x',
          browser: 'b',
        }),
        (e: AppError) => e.code === 'VALIDATION.FAILED',
      );
      assert.equal(await count('phone_code_sent'), sent, 'no code was sent');
    });

    it('security: bidi controls (U+202E and the rest) in a name are refused at the edge, API and web, nothing written', async () => {
      const streams = await count('stream');
      for (const ch of ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069']) {
        const c = complaint();
        (c.particulars.complainant as { name: string }).name = `Ramesh ${ch}ramuK`;
        const r = await as(app, citizenTok).post('/api/v1/complaints', c);
        assert.equal(r.status, 400, `U+${ch.codePointAt(0)!.toString(16)}: ${r.text}`);
        assert.equal(r.body.field, 'particulars.complainant.name');
        const reasons = await as(app, aoTok).post(`/api/v1/cases/${caseId}/commands/proceed-ex-parte`, {
          reasons: `No reply ${ch}.`,
          expectedVersion: 1,
        });
        assert.equal(reasons.status, 400, reasons.text);
      }
      assert.equal(await count('stream'), streams);
      // Hindi and other scripts, and the marks a right-to-left name needs (U+200E, U+200F), still pass.
      const c = complaint();
      (c.particulars.complainant as { name: string }).name = 'रमेश कुमार \u200F';
      assert.equal((await as(app, citizenTok).post('/api/v1/complaints', c)).status, 201);
    });

    // 7. Authorise before validating
    it('security: a citizen posting {} to the money API gets 403, not the schema’s complaints', async () => {
      for (const path of ['/api/v1/money/sanctions', '/api/v1/money/releases', '/api/v1/money/bodies']) {
        const r = await as(app, citizenTok).post(path, {});
        assert.equal(r.status, 403, `${path}: ${r.text}`);
        assert.equal(r.body.code, 'AUTH.FORBIDDEN');
        assert.equal(r.body.issues, undefined, 'nothing of the schema is told');
      }
      const anon = await send(app, 'POST', '/api/v1/money/sanctions', { body: {} });
      assert.equal(anon.status, 401);
    });

    it('security: on every route that a citizen may not use, a citizen’s {} is 403 before validation', async () => {
      const doc = (await send(app, 'GET', '/openapi.json')).body as {
        paths: Record<string, Record<string, { 'x-roles'?: string[] }>>;
      };
      const closed: string[] = [];
      for (const [path, ops] of Object.entries(doc.paths))
        for (const [method, op] of Object.entries(ops))
          if (op['x-roles'] && !op['x-roles'].includes('citizen')) closed.push(`${method.toUpperCase()} ${path}`);
      // The officers' commands of the three proceedings, the money book, administration.
      assert.ok(closed.length >= 50, `routes closed to citizens: ${closed.length}`);
      for (const route of closed) {
        const [method, path] = route.split(' ') as [string, string];
        const concrete = path.replace(/\{[^}]+\}/g, caseId);
        const r = await send(app, method, concrete, { token: citizenTok, ...(method === 'GET' ? {} : { body: {} }) });
        assert.equal(r.status, 403, `${route}: ${r.status} ${r.text.slice(0, 200)}`);
      }
      // Whoever may use the route still hears what is wrong with the body.
      const officer = await as(app, aoTok).post(`/api/v1/cases/${caseId}/commands/pass-order`, {});
      assert.equal(officer.status, 400, officer.text);
    });

    // 8. Behind a proxy
    async function recordedAddress(a: ReturnType<typeof createApp>, peer: string, forwarded?: string): Promise<string> {
      const email = `nobody.${randomBytes(4).toString('hex')}@example.in`;
      const r = await a.request(
        '/api/v1/auth/sign-in',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(forwarded ? { 'x-forwarded-for': forwarded } : {}) },
          body: JSON.stringify({ email, password: 'not-the-password-2026' }),
        },
        fromPeer(peer),
      );
      assert.equal(r.status, 401, await r.text());
      const rows = await sql<{
        client_address: string;
      }>`select client_address from login_attempt where email = ${email}`.execute(db.kysely);
      return rows.rows[0]!.client_address;
    }

    it('security: X-Forwarded-For is ignored unless CTP_TRUSTED_PROXIES names the peer', async () => {
      assert.equal(await recordedAddress(app, '203.0.113.7', '198.51.100.9'), '203.0.113.7');
      assert.equal(await recordedAddress(app, '10.1.2.3', '198.51.100.9'), '10.1.2.3', 'no proxy is trusted');
      assert.equal(await recordedAddress(proxied, '203.0.113.7', '198.51.100.9'), '203.0.113.7', 'not a proxy');
    });

    it('security: from a trusted proxy the nearest untrusted X-Forwarded-For address is the client', async () => {
      assert.equal(await recordedAddress(proxied, '10.1.2.3', '198.51.100.9'), '198.51.100.9');
      // A client's own X-Forwarded-For (left of what the proxy appended) is not believed.
      assert.equal(await recordedAddress(proxied, '10.1.2.3', '192.0.2.1, 198.51.100.9'), '198.51.100.9');
      // A chain of trusted proxies is walked back.
      assert.equal(await recordedAddress(proxied, '10.1.2.3', '198.51.100.9, 10.9.9.9'), '198.51.100.9');
      // Nonsense from the proxy: the proxy itself.
      assert.equal(await recordedAddress(proxied, '10.1.2.3', 'not-an-address'), '10.1.2.3');
    });

    it('security: IPv6 clients are limited per /64, IPv4-mapped addresses as IPv4', async () => {
      const a = await recordedAddress(app, '2001:db8:1:2:aaaa::1');
      const b = await recordedAddress(app, '2001:db8:1:2:bbbb:cccc:dddd:2');
      assert.equal(a, '2001:db8:1:2::/64');
      assert.equal(b, a);
      assert.notEqual(await recordedAddress(app, '2001:db8:1:3::1'), a);
      assert.equal(await recordedAddress(app, '::ffff:203.0.113.8'), '203.0.113.8');
      assert.equal(await recordedAddress(proxied, 'fd00::5', '2001:db8:9:9:1::1'), '2001:db8:9:9::/64');
    });

    it('security: the web sign-in form counts the same client address', async () => {
      const peer = fromPeer('10.1.2.3');
      const page = await proxied.request('/sign-in', {}, peer);
      const cookie = (page.headers.getSetCookie()[0] ?? '').split(';')[0]!;
      const email = `web.${randomBytes(4).toString('hex')}@example.in`;
      const r = await proxied.request(
        '/sign-in',
        {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            cookie,
            'x-forwarded-for': '198.51.100.77',
          },
          body: new URLSearchParams({
            _csrf: csrfIn(await page.text()),
            email,
            password: 'not-the-password-2026',
          }).toString(),
        },
        peer,
      );
      assert.equal(r.status, 400, String(r.status));
      const rows = await sql<{
        client_address: string;
      }>`select client_address from login_attempt where email = ${email}`.execute(db.kysely);
      assert.equal(rows.rows[0]?.client_address, '198.51.100.77');
    });
  });
}
