// Issue 27: a State administrator enters the State's notified value of a configured parameter (here the s.27C period
// to pay the penalty) over the API and from the administration page; a citizen is refused before the body is read,
// another State's administrator by the State's scope, and bad input is refused naming the field to fix.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { send } from '../api.ts';
import { testBackends } from '../db.ts';
import { makeActor, seedJurisdiction } from '../factories.ts';
import type { TestServices } from '../services.ts';
import { quietLogger, testServices } from '../services.ts';
import type { Db } from '../../src/db/client.ts';
import { createApp } from '../../src/server/app.ts';
import { csrfIn, textOf, WebClient } from './client.ts';

const OPTS = { logger: quietLogger, publicUrl: 'http://localhost:3000', uploadMaxBytes: 4096, cookieSecure: false };
const S27C = {
  param: 'deposit.period-days',
  value: '45',
  from: '2026-07-01',
  notificationNumber: 'REV/27C/2026/4',
  notificationDate: '2026-06-20',
};

for (const backend of testBackends()) {
  describe(`Section 27C: a State enters its notified period (API and administration page) on ${backend.name}`, () => {
    let db: Db;
    let t: TestServices;
    let app: ReturnType<typeof createApp>;
    let upAdmin: string;
    let asAdmin: string;
    let citizen: string;
    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      t = testServices(db);
      app = createApp(t.services, OPTS);
      upAdmin = await t.tokenFor(await makeActor(db, 'UP Admin', [{ role: 'administrator', stateCode: 'UP' }]));
      asAdmin = await t.tokenFor(await makeActor(db, 'Assam Admin', [{ role: 'administrator', stateCode: 'AS' }]));
      citizen = await t.tokenFor(await makeActor(db, 'Ramesh Kumar', [{ role: 'citizen' }]));
    });
    after(async () => {
      await db.close();
    });

    const post = (tok: string, state: string, body: unknown) =>
      send(app, 'POST', `/api/v1/admin/states/${state}/values`, { token: tok, body });

    it('security: section 27C over the API: a citizen gets 403 before validation, another State 403, bad input 400 naming the field', async () => {
      const c = await post(citizen, 'UP', { junk: true });
      assert.equal(c.status, 403, c.text);
      assert.equal(c.body.code, 'AUTH.FORBIDDEN');
      const other = await post(asAdmin, 'UP', S27C);
      assert.equal(other.status, 403, other.text);
      assert.equal(other.body.code, 'AUTH.FORBIDDEN');
      const shape = await post(upAdmin, 'UP', { ...S27C, notificationNumber: undefined });
      assert.equal(shape.status, 400, shape.text);
      assert.match(JSON.stringify(shape.body), /notificationNumber/);
      const bad = await post(upAdmin, 'UP', { ...S27C, value: 'forty', notificationDate: '2026-13-01' });
      assert.equal(bad.status, 400, bad.text);
      assert.equal(bad.body.field, 'value');
      assert.match(bad.body.detail, /notificationDate: Give the date of the notification/);
      assert.deepEqual(await t.services.admin.stateValues('UP'), [], 'nothing was written');
    });

    it('Section 27C over the API: the State administrator enters the period; it is listed with its notification', async () => {
      const r = await post(upAdmin, 'UP', S27C);
      assert.equal(r.status, 201, r.text);
      assert.deepEqual(r.body.values, [
        {
          param: 'deposit.period-days',
          value: 45,
          from: '2026-07-01',
          notification: { number: 'REV/27C/2026/4', date: '2026-06-20' },
        },
      ]);
      const list = await send(app, 'GET', '/api/v1/admin/states/UP/values', { token: citizen });
      assert.equal(list.status, 200, list.text);
      assert.equal(list.body.values.length, 1);
      const again = await post(upAdmin, 'UP', S27C);
      assert.equal(again.status, 400, again.text);
      assert.equal(again.body.field, 'from');
    });

    it('Section 27C on the administration page: the default beside the notified value, errors by field, a citizen refused', async () => {
      const w = new WebClient(app, { authorization: `Bearer ${upAdmin}` });
      const pg = await w.get('/admin/state-values');
      assert.equal(pg.status, 200, pg.html.slice(0, 300));
      const text = textOf(pg.html);
      assert.match(text, /Period to pay the penalty \(section 27C\)/);
      assert.match(text, /Portal's default/);
      assert.match(text, /45 days from 1 July 2026 \(Notification No\. REV\/27C\/2026\/4 dated 20 June 2026\)/);
      const bad = await w.post('/admin/state-values', {
        _csrf: csrfIn(pg.html),
        stateCode: 'UP',
        param: 'deposit.period-days',
        value: '-3',
        from: '2026-07-10',
        notificationNumber: '',
        notificationDate: '2026-06-20',
      });
      assert.equal(bad.status, 400);
      assert.match(bad.html, /id="f-notificationNumber-error"/);
      const worse = await w.post('/admin/state-values', {
        _csrf: csrfIn(pg.html),
        stateCode: 'UP',
        param: 'deposit.period-days',
        value: '-3',
        from: '2026-06-01',
        notificationNumber: 'REV/27C/2026/5',
        notificationDate: '2026-06-20',
      });
      assert.equal(worse.status, 400);
      assert.match(worse.html, /id="f-value-error">[^<]*whole number of days/);
      assert.match(worse.html, /id="f-from-error">[^<]*cannot take effect before the notification/);
      const ok = await w.post('/admin/state-values', {
        _csrf: csrfIn(pg.html),
        stateCode: 'UP',
        param: 'deposit.period-days',
        value: '60',
        from: '2026-10-01',
        notificationNumber: 'REV/27C/2026/9',
        notificationDate: '2026-07-01',
      });
      assert.equal(ok.status, 303, textOf(ok.html).slice(0, 500));
      const shown = textOf((await w.follow(ok)).html);
      assert.match(shown, /60 days from 1 October 2026 \(Notification No\. REV\/27C\/2026\/9 dated 1 July 2026\)/);
      const none = await w.post('/admin/state-values', {
        _csrf: csrfIn(pg.html),
        stateCode: 'UP',
        param: 'penalty.max-rupees',
        value: 'कोई नहीं',
        from: '2026-10-01',
        notificationNumber: 'REV/PEN/2026/2',
        notificationDate: '2026-07-01',
      });
      assert.equal(none.status, 303, textOf(none.html).slice(0, 500));
      assert.match(
        textOf((await w.follow(none)).html),
        /no ceiling from 1 October 2026 \(Notification No\. REV\/PEN\/2026\/2/,
      );
      const hi = await new WebClient(app, { authorization: `Bearer ${upAdmin}`, cookie: 'ctp_lang=hi' }).get(
        '/admin/state-values',
      );
      assert.match(textOf(hi.html), /शास्ति के भुगतान की अवधि \(धारा 27ग\)/);
      assert.match(textOf(hi.html), /1 अक्तूबर 2026 से 60 दिन/);
      // Issue 31: the page in Assamese, and the Bengali word for "no ceiling" read as the English one.
      const asPage = await new WebClient(app, { authorization: `Bearer ${upAdmin}`, cookie: 'ctp_lang=as' }).get(
        '/admin/state-values',
      );
      assert.match(textOf(asPage.html), /জৰিমনা পৰিশোধৰ সময় \(ধাৰা 27গ\)/);
      assert.match(textOf(asPage.html), /পৰ্টেলৰ পূৰ্বনিৰ্ধাৰিত মান/);
      const nei = await w.post('/admin/state-values', {
        _csrf: csrfIn(pg.html),
        stateCode: 'UP',
        param: 'penalty.max-rupees',
        value: 'নেই',
        from: '2026-11-01',
        notificationNumber: 'REV/PEN/2026/3',
        notificationDate: '2026-07-01',
      });
      assert.equal(nei.status, 303, textOf(nei.html).slice(0, 500));
      assert.match(
        textOf((await w.follow(nei)).html),
        /no ceiling from 1 November 2026 \(Notification No\. REV\/PEN\/2026\/3/,
      );
      const cw = new WebClient(app, { authorization: `Bearer ${citizen}` });
      assert.equal((await cw.get('/admin/state-values')).status, 403);
      const other = new WebClient(app, { authorization: `Bearer ${asAdmin}` });
      const opg = await other.get('/admin/state-values');
      const refused = await other.post('/admin/state-values', { _csrf: csrfIn(opg.html), ...S27C, stateCode: 'UP' });
      assert.equal(refused.status, 403);
    });
  });
}
