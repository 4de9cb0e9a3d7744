// The money pages (issue 7) through app.request(), as a browser with JavaScript off, on PGlite and PostgreSQL:
// the officer's deposit form (Rule 4(12), s.27C; a reused receipt number refused with Section 28 / Rule 4(12) named
// beside the field), the Board's recovery queue with a referred case and a recovery action (Rule 4(14)), and the
// fund accountant's statement of the Board's separate account (Rule 8(2)) with the figures the service gives.
//
// C1 (AGRS): order 20 Aug 2026, penalty Rs 5,000 + compensation Rs 12,000; Rs 1,500 of the penalty deposited
//   through the form (GRN-W1). C2 (AGRS): order 15 Sep 2026, penalty Rs 3,000, unpaid, referred 30 Oct 2026; the
//   Board recovers Rs 3,000 through the form. Fund (FY 2026-27): 1,500 + 3,000 - 1,000 released = Rs 3,500.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Actor, RoleGrant } from '../../src/app/actor.ts';
import type { Db } from '../../src/db/client.ts';
import { penaltyOrder } from '../../src/domain/adjudication/fixtures.ts';
import { rupees } from '../../src/lib/indian-format.ts';
import { testBackends } from '../db.ts';
import { makeActor, OFFICES, seedJurisdiction } from '../factories.ts';
import type { TestServices } from '../services.ts';
import { testServices } from '../services.ts';
import { csrfIn, textOf, WebClient } from './client.ts';
import type { TestApp } from '../case-walk.ts';
import { decidedCase, runAs, testApp, toHearing } from '../case-walk.ts';

const PASSWORD = 'money-pass-2026';

/** The error message shown beside a field (its `error-msg` paragraph). */
function errorOf(html: string, field: string): string {
  const m = new RegExp(`<p class="error-msg" id="f-${field}-error">([^<]*)</p>`).exec(html);
  return m ? textOf(m[1]!) : '';
}

for (const backend of testBackends()) {
  describe(`money pages on ${backend.name}`, () => {
    let db: Db;
    let t: TestServices;
    let app: TestApp;
    let admin: Actor;
    let citizen: Actor;
    let c1: string;
    let c2: string;
    let c2Number: string;
    let n = 0;

    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      t = testServices(db, '2026-12-15T06:00:00Z');
      app = testApp(t);
      admin = await makeActor(db, 'Admin', [{ role: 'administrator' }]);
      citizen = await makeActor(db, 'Ramesh Kumar', [{ role: 'citizen' }]);
      const ao = await makeActor(db, 'A. Sharma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      const deps = t.services.cases;
      const cmd = (id: string, command: object): Promise<void> => runAs(deps, ao, id, command);
      c1 = await decidedCase(deps, ao);
      c2 = await decidedCase(deps, ao, [
        ...toHearing(),
        penaltyOrder('2026-09-15', {
          amounts: { penaltyPaise: 300_000, compensationPaise: 0, expensesPaise: 0, chargesPaise: 0 },
        }),
      ]);
      // The signed order given to the person (Rule 4(15)): the reference rests on it (issue 27).
      await cmd(c2, { type: 'supply-order-copy', on: '2026-09-15', to: 'contravener', feePaise: 0, signed: true });
      await cmd(c2, { type: 'refer-for-recovery', on: '2026-10-30' });
      c2Number = (await deps.store.read.stream(c2))!.number;
    });
    after(async () => {
      await db.close();
    });

    async function staff(grants: RoleGrant[], lang: 'en' | 'hi' = 'en'): Promise<WebClient> {
      n += 1;
      const email = `money.${n}.${Date.now()}@example.in`;
      await t.services.accounts.createStaffAccount(admin, { email, name: `Staff ${n}`, password: PASSWORD, grants });
      const w = new WebClient(app);
      if (lang === 'hi') await w.get('/lang?to=hi&back=/');
      const form = await w.get('/sign-in');
      const r = await w.post('/sign-in', { _csrf: csrfIn(form.html), email, password: PASSWORD });
      assert.equal(r.status, 303, r.html);
      return w;
    }

    it('Rule 4(12): the deposit form records a deposit and the demands show what is outstanding', async () => {
      const w = await staff([{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      const casePage = await w.get(`/office/cases/${c1}`);
      assert.ok(casePage.html.includes(`/office/cases/${c1}/money`), 'the case page links to its demands');
      const form = await w.get(`/office/cases/${c1}/money`);
      assert.equal(form.status, 200, form.html.slice(0, 500));
      assert.match(textOf(form.html), /Penalty.*₹5,000.*₹0.*₹0.*₹5,000/);
      assert.match(textOf(form.html), /Compensation.*₹12,000/);
      const r = await w.post(`/office/cases/${c1}/money`, {
        _csrf: csrfIn(form.html),
        kind: 'penalty',
        amount: '1,500',
        receiptNo: 'GRN-W1',
        mode: 'online',
        on: '25/08/2026',
      });
      assert.equal(r.status, 303, r.html.slice(0, 800));
      const after = await w.get(r.location!);
      assert.match(textOf(after.html), /The deposit was recorded/);
      assert.match(textOf(after.html), /Penalty.*₹5,000.*₹1,500.*₹0.*₹3,500/);
      const dm = await t.services.money.demands(await makeActor(db, 'Reader', [{ role: 'fund-accountant' }]), c1);
      assert.deepEqual(
        dm.map((x) => [x.kind, x.realisedPaise, x.outstandingPaise]),
        [
          ['penalty', 150_000, 350_000],
          ['compensation', 0, 1_200_000],
        ],
      );
    });

    it('Section 28 / Rule 4(12): a reused receipt number is refused beside the field, naming the provision, in English and Hindi', async () => {
      for (const lang of ['en', 'hi'] as const) {
        const w = await staff([{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }], lang);
        const form = await w.get(`/office/cases/${c1}/money`);
        const r = await w.post(`/office/cases/${c1}/money`, {
          _csrf: csrfIn(form.html),
          kind: 'compensation',
          amount: '100',
          receiptNo: 'GRN-W1',
          mode: 'cash',
          on: '01/09/2026',
        });
        assert.equal(r.status, 400, r.html.slice(0, 500));
        const msg = errorOf(r.html, 'receiptNo');
        assert.match(
          msg,
          lang === 'en' ? /(Section 28|Rule 4\(12\))/ : /(धारा 28|नियम 4\(12\))/,
          `beside the receipt number: "${msg}"`,
        );
        if (lang === 'hi') assert.match(msg, /पहले ही प्रयोग/);
      }
      const demands = await t.services.money.demands(
        await makeActor(db, 'Board reader', [{ role: 'fund-accountant' }]),
        c1,
      );
      assert.equal(
        demands.find((d) => d.kind === 'compensation')!.realisedPaise,
        0,
        'the refused deposit changed nothing',
      );
    });

    it('Rule 4(12): an amount over the outstanding is refused beside the amount', async () => {
      const w = await staff([{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      const form = await w.get(`/office/cases/${c1}/money`);
      const r = await w.post(`/office/cases/${c1}/money`, {
        _csrf: csrfIn(form.html),
        kind: 'compensation',
        amount: '12,001',
        receiptNo: 'GRN-W2',
        mode: 'cash',
        on: '01/09/2026',
      });
      assert.equal(r.status, 400, r.html.slice(0, 500));
      assert.notEqual(errorOf(r.html, 'amount'), '', 'the refusal is beside the amount');
    });

    it('Rule 4(14): /recovery lists the referred case with its outstanding penalty and records a recovery action', async () => {
      const w = await staff([{ role: 'awbi-recovery-officer' }]);
      const q = await w.get('/recovery');
      assert.equal(q.status, 200, q.html.slice(0, 500));
      const text = textOf(q.html);
      assert.ok(text.includes(c2Number), 'the referred case is listed');
      assert.match(text, new RegExp(`${c2Number.replace(/[/]/g, '\\/')}.*₹3,000.*₹3,000.*30/10/2026`));
      assert.match(text, /Rule 4\(14\)/);
      assert.ok(q.html.includes(`<option value="${c2}"`), 'the form offers the referred case');
      const r = await w.post('/recovery', {
        _csrf: csrfIn(q.html),
        caseId: c2,
        action: 'arrears-of-land-revenue',
        note: 'Recovered through the Tahsildar, Sadar',
        amount: '3,000',
        receiptNo: 'AWBI/R/W1',
        mode: 'demand-draft',
        on: '20/11/2026',
      });
      assert.equal(r.status, 303, r.html.slice(0, 800));
      const after = await w.get(r.location!);
      assert.match(textOf(after.html), /The recovery action was recorded/);
      // A citizen and an officer may not open the queue.
      const officer = await staff([{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      assert.equal((await officer.get('/recovery')).status, 403);
      const asCitizen = new WebClient(app, { authorization: `Bearer ${await t.tokenFor(citizen)}` });
      assert.equal((await asCitizen.get('/recovery')).status, 403);
    });

    it('Rule 8(2): /fund shows the figures of the fund statement service, the Rule 8(1) purposes and the downloads', async () => {
      const board = await makeActor(db, 'AWBI fund accountant', [{ role: 'fund-accountant' }]);
      await t.services.money.registerBody(board, {
        bodyId: 'AGR-NN',
        kind: 'local-authority',
        name: 'Nagar Nigam, Agra',
        state: 'UP',
        on: '2026-12-02',
      });
      await t.services.money.grantSanction(board, {
        sanctionRef: 'AWBI/S/W1',
        bodyId: 'AGR-NN',
        purpose: 'pounds',
        amountPaise: 100_000,
        on: '2026-12-03',
      });
      await t.services.money.makeRelease(board, {
        releaseRef: 'AWBI/REL/W1',
        sanctionRef: 'AWBI/S/W1',
        amountPaise: 100_000,
        on: '2026-12-10',
      });
      const s = await t.services.money.fundStatement(board, { from: '2026-04-01', to: '2027-03-31' });
      assert.deepEqual(
        [s.openingPaise, s.depositsPaise, s.recoveriesPaise, s.releasesPaise, s.closingPaise],
        [0n, 150_000n, 300_000n, 100_000n, 350_000n],
      );

      const w = await staff([{ role: 'fund-accountant', stateCode: 'UP' }]);
      const p = await w.get('/fund?year=2026');
      assert.equal(p.status, 200, p.html.slice(0, 500));
      const text = textOf(p.html);
      assert.match(text, /Opening balance ₹0/);
      assert.match(text, /Penalties deposited ₹1,500/);
      assert.match(text, /Recovered by the Board ₹3,000/);
      assert.match(text, /Released to utilising bodies ₹1,000/);
      assert.match(text, new RegExp(`Closing balance ${rupees(s.closingPaise)}`));
      assert.ok(text.includes('₹3,500'));
      assert.equal(
        (p.html.match(/<tr>/g) ?? []).length,
        s.movements.length + 1 + 1 + 1,
        'one row per movement and per sanction, with the two header rows',
      );
      assert.match(
        text,
        /AWBI\/S\/W1 Nagar Nigam, Agra Establishment, renovation and maintenance of pounds \(Rule 8\(1\)\(a\)\)/,
      );
      const csvHref = /href="(\/api\/v1\/money\/reports\/fund-statement\.csv[^"]*)"/
        .exec(p.html)![1]!
        .replace(/&amp;/g, '&');
      const csv = await w.get(csvHref);
      assert.equal(csv.status, 200, csv.html.slice(0, 300));
      assert.ok(
        csv.html.includes('3500') || csv.html.includes('3,500') || csv.html.includes('350000'),
        csv.html.slice(0, 500),
      );
      const pdfHref = /href="(\/api\/v1\/money\/reports\/fund-statement\.pdf[^"]*lang=hi)"/
        .exec(p.html)![1]!
        .replace(/&amp;/g, '&');
      const pdf = await w.get(pdfHref);
      assert.equal(pdf.status, 200);
      assert.equal(pdf.headers.get('content-type'), 'application/pdf');

      const hi = await staff([{ role: 'fund-accountant', stateCode: 'UP' }], 'hi');
      assert.match(textOf((await hi.get('/fund?year=2026')).html), /अंतिम शेष ₹3,500/);

      // The officer and a citizen may not read the fund.
      const officer = await staff([{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      assert.equal((await officer.get('/fund')).status, 403);
      const asCitizen = new WebClient(app, { authorization: `Bearer ${await t.tokenFor(citizen)}` });
      assert.equal((await asCitizen.get('/fund')).status, 403);
    });
  });
}
