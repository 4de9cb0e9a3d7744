// Statistics over HTTP: the officer's dashboard (scoped), the open data API, its CSV/JSON tables and data dictionary,
// all in the OpenAPI document.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fileComplaint } from '../../app/cases/file-complaint.ts';
import type { Db } from '../../db/client.ts';
import { validParticulars } from '../../domain/adjudication/fixtures.ts';
import { as, send } from '../../../test/api.ts';
import { testBackends } from '../../../test/db.ts';
import { makeActor, OFFICES, seedJurisdiction } from '../../../test/factories.ts';
import { quietLogger, testServices } from '../../../test/services.ts';
import { createApp } from '../app.ts';

const OPTS = { logger: quietLogger, publicUrl: 'http://localhost:3000', uploadMaxBytes: 4096, cookieSecure: false };
const Q = 'from=2026-07-01&to=2026-07-31';

for (const backend of testBackends()) {
  describe(`statistics over HTTP on ${backend.name}`, () => {
    let db: Db;
    let app: ReturnType<typeof createApp>;
    let aoTok: string;
    let otherTok: string;

    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      const t = testServices(db, '2026-07-31T06:00:00Z');
      app = createApp(t.services, OPTS);
      const ao = await makeActor(db, 'A. Sharma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      const other = await makeActor(db, 'B. Verma', [
        { role: 'adjudicating-officer', officeCode: OFFICES.agraEtmadpur },
      ]);
      aoTok = await t.tokenFor(ao);
      otherTok = await t.tokenFor(other);
      // Six complaints at Sadar (received 6 to 11 July), one at Etmadpur (10 July).
      for (let i = 0; i < 6; i++) {
        await fileComplaint(t.services.cases, ao, {
          officeCode: OFFICES.agraSadar,
          complaint: {
            filedBy: { capacity: 'aggrieved-person' },
            mode: 'electronic',
            particulars: validParticulars(),
            on: `2026-07-${String(6 + i).padStart(2, '0')}`,
          },
        });
      }
      await fileComplaint(t.services.cases, other, {
        officeCode: OFFICES.agraEtmadpur,
        complaint: {
          filedBy: { capacity: 'aggrieved-person' },
          mode: 'electronic',
          particulars: validParticulars(),
          on: '2026-07-10',
        },
      });
    });
    after(async () => {
      await db.close();
    });

    it('Rule 3: GET /api/v1/open/stats needs no sign-in and hides the group of one', async () => {
      const r = await send(app, 'GET', `/api/v1/open/stats?level=district&code=AGR&${Q}`);
      assert.equal(r.status, 200, r.text);
      assert.equal(r.body.figures.received, 7);
      assert.equal(r.body.figures.pending, 7);
      assert.equal(r.body.figures.pending_under_1_month, 7);
      const byCode = Object.fromEntries(
        r.body.children.map((c: { code: string; figures: Record<string, unknown> }) => [c.code, c.figures['received']]),
      );
      assert.deepEqual(byCode, { AGRDM: 0, AGRE: null, AGRS: null });
      assert.match(r.headers.get('cache-control') ?? '', /public/);
    });

    it('the open data tables download as CSV and JSON, one file per table, with a data dictionary', async () => {
      const csv = await send(app, 'GET', `/api/v1/open/stats/tables/caseload.csv?level=office&code=AGRS&${Q}`);
      assert.equal(csv.status, 200);
      assert.match(csv.headers.get('content-type') ?? '', /^text\/csv/);
      assert.match(
        csv.headers.get('content-disposition') ?? '',
        /attachment; filename="caseload-office-AGRS-2026-07-01-2026-07-31.csv"/,
      );
      assert.equal(
        csv.text,
        'level,code,name,parent_code,from,to,received,disposed,pending\r\noffice,AGRS,"Sub-Divisional Magistrate, Sadar, Agra",AGR,2026-07-01,2026-07-31,6,0,6\r\n',
      );
      const json = await send(app, 'GET', `/api/v1/open/stats/tables/timeliness.json?level=office&code=AGRS&${Q}`);
      assert.equal(json.status, 200);
      assert.equal(json.body.rows[0].notices_issued, 0);
      assert.equal(json.body.rows[0].notices_within_15_days_share, null);
      assert.equal((await send(app, 'GET', `/api/v1/open/stats/tables/nothing.csv?${Q}`)).status, 404);
      const dict = await send(app, 'GET', '/api/v1/open/stats/dictionary.json');
      assert.deepEqual(
        dict.body.tables.map((t: { name: string }) => t.name),
        ['caseload', 'pendency_by_age', 'timeliness', 'outcomes', 'appeals', 'penalty_money'],
      );
      // The threshold is the dated, configured parameter, shown with its source.
      assert.deepEqual(
        [dict.body.minGroup.id, dict.body.minGroup.value, dict.body.minGroup.from, dict.body.minGroup.status],
        ['stats.min-group', 5, '2026-07-02', 'configured'],
      );
      const money = await send(app, 'GET', `/api/v1/open/stats/tables/penalty_money.csv?level=office&code=AGRS&${Q}`);
      assert.equal(
        money.text.split('\r\n')[0],
        'level,code,name,parent_code,from,to,penalty_demand_entries,penalty_demanded_paise,penalty_deposits,penalty_deposited_paise,penalty_recoveries,penalty_recovered_paise,penalty_refunds,penalty_refunded_paise,fund_credits_paise,penalty_fund_entries,penalty_outstanding_cases,penalty_outstanding_paise',
      );
      assert.equal(
        money.text.split('\r\n')[1],
        'office,AGRS,"Sub-Divisional Magistrate, Sadar, Agra",AGR,2026-07-01,2026-07-31,0,0,0,0,0,0,0,0,0,0,0,0',
      );
      const md = await send(app, 'GET', '/api/v1/open/stats/dictionary.md');
      assert.match(md.headers.get('content-type') ?? '', /^text\/markdown/);
      assert.match(md.text, /\| `notices_within_15_days` \| integer, may be null \| .* \| Rule 4\(1\) \|/);
      assert.match(md.text, /\*\*Parameter\.\*\* `stats\.min-group` = 5 \(configured, from 2026-07-02\)/);
    });

    it('the officer dashboard is scoped: own office 200, another office 403, no sign-in 401; bad input 400', async () => {
      const mine = await as(app, aoTok).get(`/api/v1/stats/dashboard?level=office&code=AGRS&${Q}`);
      assert.equal(mine.status, 200, mine.text);
      assert.equal(mine.body.figures.received, 6);
      assert.deepEqual(mine.body.extensionReasons, []);
      assert.equal((await as(app, otherTok).get(`/api/v1/stats/dashboard?level=office&code=AGRS&${Q}`)).status, 403);
      assert.equal((await send(app, 'GET', `/api/v1/stats/dashboard?level=office&code=AGRS&${Q}`)).status, 401);
      assert.equal((await send(app, 'GET', '/api/v1/open/stats?level=district')).status, 400);
      assert.equal((await send(app, 'GET', '/api/v1/open/stats?from=2026-02-30')).status, 400);
      // Defaults: to = today (31 Jul 2026), from = 1 Aug 2025.
      const d = await send(app, 'GET', '/api/v1/open/stats');
      assert.equal(d.status, 200);
      assert.deepEqual([d.body.from, d.body.to], ['2025-08-01', '2026-07-31']);
    });

    it('the OpenAPI document lists the statistics routes', async () => {
      const doc = await send(app, 'GET', '/openapi.json');
      for (const p of [
        '/api/v1/stats/dashboard',
        '/api/v1/open/stats',
        '/api/v1/open/stats/tables/{file}',
        '/api/v1/open/stats/dictionary.json',
        '/api/v1/open/stats/dictionary.md',
      ]) {
        assert.ok(doc.body.paths[p]?.get, `${p} missing`);
      }
    });
  });
}
