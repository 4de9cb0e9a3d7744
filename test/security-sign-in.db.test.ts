// Sign-in by SMS code and by password, attacked (issue 28, point 4), on PGlite and PostgreSQL (where the parallel
// requests really run together, each on its own connection): every limit holds under parallel requests; strangers at
// other addresses cannot use up the owner's budget of codes or lock the owner's password out; a code works only in the
// browser that asked for it; every 429 carries Retry-After.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import type { Db } from '../src/db/client.ts';
import { createApp } from '../src/server/app.ts';
import type { Requester } from './api.ts';
import { send } from './api.ts';
import { testBackends } from './db.ts';
import { makeActor, seedJurisdiction } from './factories.ts';
import type { TestServices } from './services.ts';
import { quietLogger, testServices } from './services.ts';
import { csrfIn, WebClient } from './web/client.ts';

const OPTS = { logger: quietLogger, publicUrl: 'http://localhost:3000', uploadMaxBytes: 4096, cookieSecure: false };
const PASSWORD = 'khet-mein-gaay-2026';

/** The app as seen from one client address (the socket peer Node's server gives). */
const at = (app: ReturnType<typeof createApp>, address: string): Requester => ({
  request: (input, init) => app.request(input, init, { incoming: { socket: { remoteAddress: address } } }),
});

for (const backend of testBackends()) {
  describe(`security (issue 28, sign-in) on ${backend.name}`, () => {
    let db: Db;
    let t: TestServices;
    let app: ReturnType<typeof createApp>;

    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      t = testServices(db, '2026-07-06T04:00:00Z');
      app = createApp(t.services, OPTS);
    });
    after(async () => {
      await db.close();
    });

    /** A browser at an address, on the phone form: asks for a code; returns the answer and the client. */
    async function ask(phone: string, address: string, w = new WebClient(at(app, address))) {
      const form = await w.get('/phone');
      const r = await w.post('/phone?next=/my/cases', {
        _csrf: csrfIn(form.html),
        phone,
        name: 'Kamla Devi',
        lang: 'en',
        consent: 'yes',
      });
      return { r, w };
    }
    const smsTo = (phone: string) => t.sms.sent.filter((m) => m.to === `+91${phone}`).length;

    it('security: 12 parallel asks for a code to one number from one address send one SMS, the others 429 with Retry-After', async () => {
      const phone = '9811100001';
      const forms = await Promise.all(
        Array.from({ length: 12 }, async () => {
          const w = new WebClient(at(app, '10.1.0.1'));
          return { w, csrf: csrfIn((await w.get('/phone')).html) };
        }),
      );
      const answers = await Promise.all(
        forms.map(({ w, csrf }) =>
          w.post('/phone?next=/my/cases', { _csrf: csrf, phone, name: 'Kamla Devi', lang: 'en', consent: 'yes' }),
        ),
      );
      assert.equal(smsTo(phone), 1, `SMS sent: ${smsTo(phone)} against a limit of 1 a minute`);
      const refused = answers.filter((a) => a.status === 429);
      assert.equal(refused.length, 11, answers.map((a) => a.status).join(' '));
      for (const a of refused) assert.match(a.headers.get('retry-after') ?? '', /^[1-9]\d*$/);
    });

    it('security: strangers asking from other addresses neither use up the owner’s codes nor replace the code the owner’s browser holds', async () => {
      const phone = '9811100002';
      const owner = await ask(phone, '10.2.0.1');
      assert.equal(owner.r.status, 303, owner.r.html.slice(0, 500));
      const ownersCode = t.sms.codeFor(`+91${phone}`)!;
      // Eight strangers, each from an address of their own, ask for codes to the owner's number.
      for (let i = 0; i < 8; i++) {
        t.clock.advanceDays(61 / 86_400);
        await ask(phone, `10.2.1.${i}`);
      }
      // The owner's code still works in the owner's browser...
      const codePage = await owner.w.get('/phone/code?next=/my/cases');
      const signedIn = await owner.w.post('/phone/code?next=/my/cases', {
        _csrf: csrfIn(codePage.html),
        code: ownersCode,
      });
      assert.equal(signedIn.status, 303, `the owner's code was replaced by a stranger's ask: ${signedIn.status}`);
      // ...and an hour's worth of strangers later the owner, from the owner's address, still gets a new code.
      t.clock.advanceDays(2 / 1440);
      const again = await ask(phone, '10.2.0.1', new WebClient(at(app, '10.2.0.1')));
      assert.equal(again.r.status, 303, `the owner is locked out by strangers: ${again.r.status}`);
    });

    it('security: a code works only in the browser that asked for it', async () => {
      const phone = '9811100003';
      const owner = await ask(phone, '10.3.0.1');
      assert.equal(owner.r.status, 303);
      const code = t.sms.codeFor(`+91${phone}`)!;
      // Another browser that knows the number (its cookie set by its own form) and has seen the code.
      const other = new WebClient(at(app, '10.3.0.2'));
      other.cookies.set('ctp_phone', owner.w.cookies.get('ctp_phone')!.replace(/\..*$/, ''));
      const page = await other.get('/phone/code?next=/my/cases');
      const stolen = await other.post('/phone/code?next=/my/cases', { _csrf: csrfIn(page.html), code });
      assert.notEqual(stolen.status, 303, 'signed in from a browser that never asked');
      // Nor with a token of its own making beside the number.
      other.cookies.set('ctp_phone', `+91${phone}.${'A'.repeat(43)}`);
      const forged = await other.post('/phone/code?next=/my/cases', { _csrf: csrfIn(page.html), code });
      assert.equal(forged.status, 400, 'signed in with a forged browser token');
      assert.ok(!other.cookies.has('ctp_session'));
      // The owner's browser still signs in with it.
      const own = await owner.w.get('/phone/code?next=/my/cases');
      const ok = await owner.w.post('/phone/code?next=/my/cases', { _csrf: csrfIn(own.html), code });
      assert.equal(ok.status, 303);
    });

    it('security: 20 parallel wrong claim codes get 5 tries, the rest 429 with Retry-After', async () => {
      const citizen = await makeActor(db, 'Guesser', [{ role: 'citizen' }]);
      const token = await t.tokenFor(citizen);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          send(at(app, '10.4.0.1'), 'POST', '/api/v1/me/claims', {
            token,
            body: { caseNumber: 'CTR/AGRS/2026/1', code: `0000 0000 ${String(1000 + i)}`, name: 'Mohan Lal' },
          }),
        ),
      );
      const tries = answers.filter((a) => a.status === 400).length;
      assert.equal(tries, 5, `tries: ${tries} against 5 (${answers.map((a) => a.status).join(' ')})`);
      for (const a of answers.filter((x) => x.status === 429))
        assert.match(a.headers.get('retry-after') ?? '', /^[1-9]\d*$/);
      const stored = await sql<{ n: string }>`
        select count(*)::text as n from claim_attempt where account_id = ${citizen.accountId}::uuid`.execute(db.kysely);
      assert.equal(Number(stored.rows[0]!.n), 5);
    });

    it('security: five wrong passwords from one address lock that address out (429, Retry-After), not the owner signing in from elsewhere', async () => {
      const email = `owner.${backend.name}@example.in`;
      await t.services.accounts.registerCitizen({ email, name: 'Kamla Devi', password: PASSWORD, lang: 'en' });
      await t.services.accounts.verifyEmail({ email, code: t.mail.codeFor(email)! });
      const attacker = at(app, '10.5.0.66');
      for (let i = 0; i < 5; i++) {
        const r = await send(attacker, 'POST', '/api/v1/auth/sign-in', {
          body: { email, password: `wrong-${i}-guess` },
        });
        assert.equal(r.status, 401, r.text);
      }
      const sixth = await send(attacker, 'POST', '/api/v1/auth/sign-in', { body: { email, password: PASSWORD } });
      assert.equal(sixth.status, 429, sixth.text);
      assert.match(sixth.headers.get('retry-after') ?? '', /^[1-9]\d*$/);
      const owner = await send(at(app, '10.5.0.7'), 'POST', '/api/v1/auth/sign-in', {
        body: { email, password: PASSWORD },
      });
      assert.equal(owner.status, 200, `the owner is locked out by a stranger's guesses: ${owner.text}`);
    });
  });
}
