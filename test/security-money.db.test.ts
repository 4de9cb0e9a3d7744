// Security round two (issue 16, point 9), on PGlite and PostgreSQL: totals above 2^53 paise are exact wherever money
// leaves the database. Two amounts of 2^52 + 1 and 2^52 + 2 paise add up to 2^53 + 3 = 9007199254740995 paise, which a
// JavaScript number cannot hold (it reads 9007199254740996). The open data (JSON, CSV and the public page), the
// officer's dashboard and the money reports (JSON and CSV) must each give the exact total; amounts travel in JSON as
// decimal strings of whole paise.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import type { Db } from '../src/db/client.ts';
import { moneyTx } from '../src/db/money.repo.ts';
import type { Book, MoneyCommand } from '../src/domain/money/index.ts';
import { EMPTY_BOOK, runMoney } from '../src/domain/money/index.ts';
import { createApp } from '../src/server/app.ts';
import { as } from './api.ts';
import { testBackends } from './db.ts';
import { makeActor, OFFICES, seedJurisdiction } from './factories.ts';
import { quietLogger, testServices } from './services.ts';
import { WebClient } from './web/client.ts';

const OPTS = { logger: quietLogger, publicUrl: 'http://localhost:3000', uploadMaxBytes: 4096, cookieSecure: false };
const A = 2n ** 52n + 1n;
const B = 2n ** 52n + 2n;
const TOTAL = A + B; // 9007199254740995
const EXACT = TOTAL.toString();
/** 9007199254740995 paise as rupees, Indian grouping: ₹9,00,71,99,25,47,409.95. */
const RUPEES = '₹9,00,71,99,25,47,409.95';
/** The same in the money reports' CSV (rupees with two decimals, no grouping). */
const CSV_RUPEES = '90071992547409.95';
const PERIOD = 'from=2026-08-01&to=2026-08-31';

for (const backend of testBackends()) {
  describe(`security (issue 16, exact money) on ${backend.name}`, () => {
    let db: Db;
    let app: ReturnType<typeof createApp>;
    let boardTok: string;
    let aoTok: string;

    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      const t = testServices(db, '2026-12-01T06:00:00Z');
      app = createApp(t.services, OPTS);
      boardTok = await t.tokenFor(await makeActor(db, 'AWBI accountant', [{ role: 'fund-accountant' }]));
      aoTok = await t.tokenFor(
        await makeActor(db, 'A. Sharma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]),
      );

      // The statistics' money counters of one office: two days, five deposits and five cases owing in all.
      for (const [day, amount, n] of [
        ['2026-08-10', A, 2],
        ['2026-08-20', B, 3],
      ] as const) {
        await sql`insert into stats_money_daily (office_code, day, penalty_deposited, penalty_deposits,
            penalty_outstanding_delta, penalty_outstanding_cases_delta)
          values (${OFFICES.agraSadar}, ${day}::date, ${amount.toString()}::bigint, ${n}, ${amount.toString()}::bigint, ${n})`.execute(
          db.kysely,
        );
      }

      // The money book: four penalties in one office; the first two deposited in full, the other two outstanding.
      const Z = { penaltyPaise: 0, compensationPaise: 0, expensesPaise: 0, chargesPaise: 0 };
      const place = { state: 'Uttar Pradesh', district: 'Agra', office: 'SDM Sadar, Agra' };
      let book: Book = EMPTY_BOOK;
      const cmds: MoneyCommand[] = [];
      for (const [id, amount] of [
        ['BIG-1', A],
        ['BIG-2', B],
        ['BIG-3', A],
        ['BIG-4', B],
      ] as const)
        cmds.push({
          type: 'raise-demands',
          on: '2026-08-03' as never,
          caseId: id,
          caseNumber: `CT/${id}`,
          amounts: { ...Z, penaltyPaise: Number(amount) },
          depositDueOn: '2026-09-02' as never,
          place,
          contravener: 'Owner',
          complainant: 'Complainant',
        });
      for (const [id, amount, receipt] of [
        ['BIG-1', A, 'GRN-B1'],
        ['BIG-2', B, 'GRN-B2'],
      ] as const)
        cmds.push({
          type: 'record-deposit',
          on: '2026-08-10' as never,
          caseId: id,
          kind: 'penalty',
          amountPaise: Number(amount),
          receiptNo: receipt,
          mode: 'online',
        });
      await db.kysely.transaction().execute(async (tx) => {
        for (const cmd of cmds) {
          const r = runMoney(book, cmd);
          assert.ok(r.event, JSON.stringify(r.refusal));
          book = r.book;
          await moneyTx(tx).append(r.event, {
            streamId: null,
            caseKey: null,
            actorId: null,
            actorRole: 'system:test',
            recordedAt: new Date('2026-08-10T00:00:00Z'),
          });
        }
      });
    });
    after(async () => {
      await db.close();
    });

    it('security: open data JSON and CSV give a total above 2^53 paise exactly, as a decimal string in JSON', async () => {
      const pub = as(app, '');
      const o = await pub.get(`/api/v1/open/stats?level=office&code=${OFFICES.agraSadar}&${PERIOD}`);
      assert.equal(o.status, 200, o.text);
      assert.equal(o.body.figures['penalty_deposited_paise'], EXACT);
      assert.equal(o.body.figures['penalty_outstanding_paise'], EXACT);
      assert.equal(o.body.figures['penalty_deposits'], 5);
      const india = await pub.get(`/api/v1/open/stats?${PERIOD}`);
      assert.equal(india.status, 200, india.text);
      assert.equal(india.body.figures['fund_credits_paise'], EXACT);
      assert.equal(india.body.fund.balancePaise, EXACT);
      const j = await pub.get(`/api/v1/open/stats/tables/penalty_money.json?level=district&code=AGR&${PERIOD}`);
      assert.equal(j.status, 200, j.text);
      assert.equal(j.body.rows[0]['penalty_deposited_paise'], EXACT);
      const csv = await pub.get(`/api/v1/open/stats/tables/penalty_money.csv?level=district&code=AGR&${PERIOD}`);
      assert.equal(csv.status, 200, csv.text);
      const [head, first] = csv.text.split('\r\n');
      const col = head!.split(',').indexOf('penalty_deposited_paise');
      assert.equal(first!.split(',')[col], EXACT, csv.text);
    });

    it('security: the statistics pages and the officer dashboard print a total above 2^53 paise exactly', async () => {
      const page = await new WebClient(app).get(`/statistics?level=office&code=${OFFICES.agraSadar}&${PERIOD}`);
      assert.equal(page.status, 200);
      assert.ok(page.html.includes(RUPEES), `no ${RUPEES} on the public page`);
      const india = await new WebClient(app, { authorization: `Bearer ${boardTok}` }).get(`/dashboard?${PERIOD}`);
      assert.equal(india.status, 200);
      assert.ok(india.html.includes(RUPEES), `no ${RUPEES} as the fund's balance`);
      const d = await as(app, aoTok).get(`/api/v1/stats/dashboard?level=office&code=${OFFICES.agraSadar}&${PERIOD}`);
      assert.equal(d.status, 200, d.text);
      assert.equal(d.body.figures['penalty_deposited_paise'], EXACT);
    });

    it('security: the money reports (JSON and CSV) give totals above 2^53 paise exactly', async () => {
      const board = as(app, boardTok);
      const fs = await board.get('/api/v1/money/reports/fund-statement.json?from=2026-08-01&to=2026-08-31');
      assert.equal(fs.status, 200, fs.text);
      assert.equal(fs.body.depositsPaise, EXACT);
      assert.equal(fs.body.closingPaise, EXACT);
      const fsCsv = await board.get('/api/v1/money/reports/fund-statement.csv?from=2026-08-01&to=2026-08-31');
      assert.equal(fsCsv.status, 200, fsCsv.text);
      assert.ok(fsCsv.text.includes(`Closing balance,${CSV_RUPEES}`), fsCsv.text);

      const r = await board.get('/api/v1/money/reports/realisation.json');
      assert.equal(r.status, 200, r.text);
      assert.equal(r.body.rows[0].orderedPaise, (2n * TOTAL).toString());
      assert.equal(r.body.rows[0].realisedPaise, EXACT);
      assert.equal(r.body.rows[0].outstandingPaise, EXACT);
      const rCsv = await board.get('/api/v1/money/reports/realisation.csv');
      assert.ok(rCsv.text.includes(`,${CSV_RUPEES},`), rCsv.text);

      const out = await board.get('/api/v1/money/reports/outstanding.json?asOf=2026-08-31');
      assert.equal(out.status, 200, out.text);
      assert.equal(out.body.buckets['0-30'], EXACT);

      const fund = await new WebClient(app, { authorization: `Bearer ${boardTok}` }).get('/fund?year=2026');
      assert.equal(fund.status, 200);
      assert.ok(fund.html.includes(RUPEES), `no ${RUPEES} on the fund page`);
    });
  });
}
