// Rule 4(12), issue 30 point 3: after the order, each party's "next for you" names the compensation with its amount,
// the person paid and the day the order fixed for paying it (English and Hindi), the penalty's deposit with its day
// and office, and no hearing to attend any more.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Db } from '../../db/client.ts';
import { as } from '../../../test/api.ts';
import type { TestApp } from '../../../test/case-walk.ts';
import { fileCase, ok, testApp } from '../../../test/case-walk.ts';
import { testBackends } from '../../../test/db.ts';
import { makeActor, OFFICES, seedJurisdiction } from '../../../test/factories.ts';
import type { TestServices } from '../../../test/services.ts';
import { testServices } from '../../../test/services.ts';

const textOf = (html: string): string =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ');

for (const backend of testBackends()) {
  describe(`Rule 4(12): the compensation on the parties' pages, with its payee and day, on ${backend.name}`, () => {
    let db: Db;
    let t: TestServices;
    let app: TestApp;
    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      t = testServices(db);
      app = testApp(t);
    });
    after(async () => {
      await db.close();
    });

    it('Rule 4(12): the respondent is to pay the complainant ₹12,345.50 by the day the order fixed, the complainant receives it by then; no hearing to attend after the order', async () => {
      const citizen = await makeActor(db, 'Ramesh Kumar', [{ role: 'citizen' }]);
      const respondent = await makeActor(db, 'Mohan Lal', [{ role: 'citizen' }]);
      const ao = await makeActor(db, 'A. Sharma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      const party = as(app, await t.tokenFor(citizen));
      const other = as(app, await t.tokenFor(respondent));
      const walk = await fileCase(
        app,
        t,
        { complainant: citizen, officer: ao },
        {
          respondent,
          amounts: { penaltyPaise: 500_000, compensationPaise: 1_234_550, expensesPaise: 0, chargesPaise: 0 },
        },
      );
      await walk.to('order');
      const id = walk.id;
      type Next = { key: string; due?: string; amountPaise?: number; name?: string };
      const nextOf = async (who: typeof party): Promise<Next[]> =>
        (ok(await who.get(`/api/v1/me/cases/${id}`)).body as { next: Next[] }).next;
      const theirs = await nextOf(other);
      const pay = theirs.find((n) => n.key === 'pay-compensation');
      assert.ok(pay, JSON.stringify(theirs));
      assert.equal(pay.amountPaise, 1_234_550);
      assert.equal(pay.name, 'Ramesh Kumar');
      assert.ok(pay.due && pay.due > '2026-08-20', `the day the order fixed: ${pay.due}`);
      assert.ok(theirs.some((n) => n.key === 'deposit' && n.amountPaise === 500_000 && n.due));
      assert.ok(!theirs.some((n) => n.key === 'attend-hearing'), 'no hearing to attend after the order');
      const mine = await nextOf(party);
      const receive = mine.find((n) => n.key === 'receive-compensation');
      assert.deepEqual([receive?.amountPaise, receive?.name, receive?.due], [1_234_550, 'Mohan Lal', pay.due]);
      assert.ok(!mine.some((n) => n.key === 'attend-hearing'));
      const page = async (tok: string, lang: string): Promise<string> => {
        const r = await app.request(`/my/cases/${id}`, {
          headers: { authorization: `Bearer ${tok}`, cookie: `ctp_lang=${lang}` },
        });
        assert.equal(r.status, 200);
        return textOf(await r.text());
      };
      const rEn = await page(await t.tokenFor(respondent), 'en');
      assert.match(rEn, /Pay ₹12,345\.50 to Ramesh Kumar \(the complainant\) by \d{1,2} \w+ 2026/);
      const rHi = await page(await t.tokenFor(respondent), 'hi');
      assert.match(rHi, /Ramesh Kumar \(शिकायतकर्ता\) को .{0,40}2026.{0,40} तक ₹12,345\.50 दें/);
      const cEn = await page(await t.tokenFor(citizen), 'en');
      assert.match(cEn, /The order awards you ₹12,345\.50, to be paid to you by Mohan Lal by \d{1,2} \w+ 2026/);
      const cHi = await page(await t.tokenFor(citizen), 'hi');
      assert.match(cHi, /आदेश द्वारा आपको ₹12,345\.50 दिए गए हैं, जो Mohan Lal .{0,40}2026.{0,40} तक आपको देंगे/);
    });
  });
}
