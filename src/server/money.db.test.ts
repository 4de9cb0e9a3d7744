// The money routes (issue 7) over HTTP: Rule 8(1) refusals as problem+json naming the provision, who may act, and the
// reports (Rule 8(2), s.28) as JSON, CSV and PDF, over a book holding the demo year.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { testBackends } from '../../test/db.ts';
import { as } from '../../test/api.ts';
import { makeActor, OFFICES, seedJurisdiction } from '../../test/factories.ts';
import type { TestServices } from '../../test/services.ts';
import { quietLogger, testServices } from '../../test/services.ts';
import type { Db } from '../db/client.ts';
import { moneyTx } from '../db/money.repo.ts';
import { DEMO_YEAR, EMPTY_BOOK, runMoney } from '../domain/money/index.ts';
import { createApp } from './app.ts';

const OPTS = { logger: quietLogger, publicUrl: 'http://localhost:3000', uploadMaxBytes: 4096, cookieSecure: false };

for (const backend of testBackends()) {
  describe(`Rule 8: the money routes on ${backend.name}`, () => {
    let db: Db;
    let t: TestServices;
    let app: ReturnType<typeof createApp>;
    let board: ReturnType<typeof as>;
    let boardTok: string;
    let ao: ReturnType<typeof as>;

    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      t = testServices(db, '2027-04-02T06:00:00Z');
      app = createApp(t.services, OPTS);
      boardTok = await t.tokenFor(await makeActor(db, 'AWBI accountant', [{ role: 'fund-accountant' }]));
      board = as(app, boardTok);
      ao = as(
        app,
        await t.tokenFor(
          await makeActor(db, 'A. Sharma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]),
        ),
      );
      await db.kysely.transaction().execute(async (tx) => {
        let b = EMPTY_BOOK;
        for (const cmd of DEMO_YEAR) {
          const r = runMoney(b, cmd);
          await moneyTx(tx).append(r.event!, {
            streamId: null,
            caseKey: null,
            actorId: null,
            actorRole: 'system:test',
            recordedAt: new Date('2027-01-01T00:00:00Z'),
          });
          b = r.book;
        }
      });
    });
    after(async () => {
      await db.close();
    });

    it('Rule 8(1): a sanction for an unlisted purpose is a 422 problem naming Rule 8(1); the officer of a case may not sanction', async () => {
      const r = await board.post('/api/v1/money/sanctions', {
        sanctionRef: 'S/9',
        bodyId: 'NMC',
        purpose: 'office-furniture',
        amountPaise: 100,
      });
      assert.equal(r.status, 422, r.text);
      assert.equal(r.body.code, 'FUND.PURPOSE_NOT_ALLOWED');
      assert.ok(r.body.basis.includes('in.ctr2026.r8.1'));
      const e = await board.post('/api/v1/money/sanctions', {
        sanctionRef: 'S/9',
        bodyId: 'NMC',
        purpose: 'notified-purpose',
        amountPaise: 100,
      });
      assert.equal(e.body.code, 'FUND.NOTIFICATION_REQUIRED');
      const f = await ao.post('/api/v1/money/sanctions', {
        sanctionRef: 'S/9',
        bodyId: 'NMC',
        purpose: 'pounds',
        amountPaise: 100,
      });
      assert.equal(f.status, 403);
      const ok = await board.post('/api/v1/money/sanctions', {
        sanctionRef: 'S/9',
        bodyId: 'SPCA-N',
        purpose: 'public-awareness',
        amountPaise: 100_00,
        on: '2027-01-10',
      });
      assert.equal(ok.status, 201, ok.text);
      const rel = await board.post('/api/v1/money/releases', {
        releaseRef: 'R/9',
        sanctionRef: 'S/9',
        amountPaise: 100_00,
        on: '2027-01-11',
      });
      assert.equal(rel.status, 201, rel.text);
      assert.deepEqual(rel.body.entries[0].lines, [
        { account: 'awbi.penalty-fund', amountPaise: 100_00 },
        { account: 'bank', amountPaise: -100_00 },
      ]);
    });

    it('Rule 8(2): a retried money write with its Idempotency-Key posts once and replays the first response; the key for another body is refused', async () => {
      const before = (await board.get('/api/v1/money/sanctions')).body as unknown[];
      const body = {
        sanctionRef: 'S/IDEM',
        bodyId: 'SPCA-N',
        purpose: 'training',
        amountPaise: 50_00,
        on: '2027-01-12',
      };
      const key = { 'idempotency-key': 'sanction-S-IDEM-0001' };
      const first = await board.post('/api/v1/money/sanctions', body, key);
      assert.equal(first.status, 201, first.text);
      assert.equal(first.headers.get('idempotent-replayed'), null);
      const again = await board.post('/api/v1/money/sanctions', body, key);
      assert.equal(again.status, 201, again.text);
      assert.equal(again.headers.get('idempotent-replayed'), 'true');
      assert.deepEqual(again.body, first.body);
      const after = (await board.get('/api/v1/money/sanctions')).body as unknown[];
      assert.equal(after.length, before.length + 1, 'one sanction, not two');
      const other = await board.post('/api/v1/money/sanctions', { ...body, amountPaise: 60_00 }, key);
      assert.equal(other.body.code, 'IDEMPOTENCY.KEY_REUSED', other.text);
    });

    it('Rule 8(2): the fund statement as JSON, CSV and PDF; realisation, utilisation and outstanding reports', async () => {
      const j = await board.get('/api/v1/money/reports/fund-statement.json?from=2026-04-01&to=2027-03-31');
      assert.equal(j.status, 200, j.text);
      assert.deepEqual(
        [j.body.depositsPaise, j.body.recoveriesPaise, j.body.refundsPaise, j.body.releasesPaise, j.body.closingPaise],
        ['900000', '300000', '250000', '510000', '440000'],
      );
      const c = await board.get('/api/v1/money/reports/fund-statement.csv?from=2026-04-01&to=2027-03-31');
      assert.match(c.headers.get('content-type') ?? '', /^text\/csv/);
      assert.ok(c.text.includes('Closing balance,4400.00'));
      const p = await app.request('/api/v1/money/reports/fund-statement.pdf?from=2026-04-01&to=2027-03-31&lang=hi', {
        headers: { authorization: `Bearer ${boardTok}` },
      });
      assert.equal(p.status, 200);
      assert.equal(p.headers.get('content-type'), 'application/pdf');
      assert.equal(
        Buffer.from(await p.arrayBuffer())
          .subarray(0, 5)
          .toString(),
        '%PDF-',
      );
      const r = await board.get('/api/v1/money/reports/realisation.csv');
      assert.ok(r.text.includes('Demo State,North,SDM North,2,6500.00,9000.00,2500.00,0.00'), r.text);
      const u = await board.get('/api/v1/money/reports/utilisation.json');
      assert.equal(u.body.rows.find((x: { purpose: string }) => x.purpose === 'pounds').unutilisedPaise, '50000');
      const o = await board.get('/api/v1/money/reports/outstanding.csv?asOf=2027-03-31');
      assert.equal(o.status, 200);
      assert.equal(
        (await ao.get('/api/v1/money/reports/fund-statement.json?from=2026-04-01&to=2027-03-31')).status,
        403,
      );
      assert.equal((await ao.get('/api/v1/money/recovery-queue')).status, 403);
      const x = await ao.get('/api/v1/cases/0b7c2f5e-4a1d-4c35-9f7e-2d6a1c0e9b11/cross-track-flags');
      assert.equal(x.status, 404, x.text);
      assert.equal(x.body.code, 'CASE.UNKNOWN');
    });
  });
}
