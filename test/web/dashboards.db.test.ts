// The dashboard pages (issue 8) over app.request(), as a browser with JavaScript off, on the known set of cases of
// test/stats-scenario.ts with the clock at 31 Mar 2027: every figure each page shows is read back out of its HTML and
// compared, figure by figure, with the use case's value (whose every figure src/app/derived/stats/stats.db.test.ts checks
// against the hand-worked scenario), plus the hand-worked values themselves for the money, the fund, the shares and
// the suppressed cells. Office (the adjudicating officer), district (the District Magistrate, in Hindi), State, all
// India (the Board's fund accountant) and the public open statistics. On PGlite, and PostgreSQL with DATABASE_URL.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Actor } from '../../src/app/actor.ts';
import type { Dashboard } from '../../src/app/derived/stats/service.ts';
import type { Db } from '../../src/db/client.ts';
import { groupIndian, rupees } from '../../src/lib/indian-format.ts';
import { createApp } from '../../src/server/app.ts';
import { percent } from '../../src/web/charts/charts.ts';
import { en } from '../../src/web/i18n/en.ts';
import { hi } from '../../src/web/i18n/hi.ts';
import { testBackends } from '../db.ts';
import { OFFICES, seedJurisdiction } from '../factories.ts';
import type { TestServices } from '../services.ts';
import { quietLogger, testServices } from '../services.ts';
import type { StatsScenario } from '../stats-scenario.ts';
import { buildStatsScenario, P1 } from '../stats-scenario.ts';
import { WebClient } from './client.ts';

const OPTS = { logger: quietLogger, publicUrl: 'http://localhost:3000', uploadMaxBytes: 4096, cookieSecure: false };
const PERIOD = `from=${P1.from}&to=${P1.to}`;

type Values = Readonly<Record<string, number | bigint | null>>;
type Cat = Readonly<Record<string, string>>;

const COUNTS = [
  'notices_issued',
  'replies_received',
  'notices_within_15_days',
  'replies_on_time',
  'disposed_within_6_months',
  'disposed_within_extension',
  'disposed_within_extended_limit',
  'reply_extensions',
  'disposal_extensions',
];
const SHARES: Readonly<Record<string, [count: string, denominator: string]>> = {
  notices_within_15_days_share: ['notices_within_15_days', 'notices_issued'],
  replies_on_time_share: ['replies_on_time', 'replies_received'],
  disposed_within_6_months_share: ['disposed_within_6_months', 'disposed'],
  disposed_within_extended_limit_share: ['disposed_within_extended_limit', 'disposed'],
};
const SINGLE = [
  'pending',
  'pending_under_1_month',
  'pending_1_to_3_months',
  'pending_3_to_6_months',
  'pending_over_6_months',
  'pending_over_limit',
  'disposed',
  'orders_penalty',
  'orders_compensation',
  'orders_dismissal',
  'orders_ex_parte',
  'appeals_filed',
  'appeals_refused',
  'appeals_admitted',
  'appeals_confirmed',
  'appeals_varied',
  'appeals_set_aside',
];
const MONEY: readonly [string, string][] = [
  ['penalty_demanded_paise', 'penalty_demand_entries'],
  ['penalty_deposited_paise', 'penalty_deposits'],
  ['penalty_recovered_paise', 'penalty_recoveries'],
  ['penalty_refunded_paise', 'penalty_refunds'],
  ['fund_credits_paise', 'penalty_fund_entries'],
  ['penalty_outstanding_paise', 'penalty_outstanding_cases'],
];

const decode = (s: string): string =>
  s
    .replace(/<[^>]+>/g, '')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .trim();

/** Every table row of the page: row heading → its cells, as text (a heading shown twice keeps both rows). */
function rowsOf(html: string): Map<string, string[][]> {
  const out = new Map<string, string[][]>();
  for (const m of html.matchAll(/<tr>(.*?)<\/tr>/gs)) {
    const th = /<th scope="row">(.*?)<\/th>/s.exec(m[1]!);
    if (!th) continue;
    const cells = [...m[1]!.matchAll(/<td[^>]*>(.*?)<\/td>/gs)].map((c) => decode(c[1]!));
    const k = decode(th[1]!);
    out.set(k, [...(out.get(k) ?? []), cells]);
  }
  return out;
}

/** Asserts every figure the page shows against the use case's values, in the page's words and number format. */
function assertEveryFigure(html: string, f: Values, cat: Cat, open: boolean): number {
  const rows = rowsOf(html);
  const none = open ? cat['stats.suppressed']! : cat['stats.noShare']!;
  type V = number | bigint | null | undefined;
  const count = (v: V): string => (v === null || v === undefined ? none : `${v < 0 ? '-' : ''}${groupIndian(v)}`);
  const money = (v: V): string => (v === null || v === undefined ? none : rupees(v));
  const share = (v: V, d: V): string =>
    v === null || v === undefined ? (d === 0 ? cat['stats.noShare']! : none) : percent(Number(v));
  const row = (key: string): string[] => {
    const label = cat[`stats.fig.${key}`]!;
    const r = rows.get(label);
    assert.ok(r, `no row "${label}" on the page`);
    return r[0]!;
  };
  let checked = 0;
  for (const k of SINGLE) {
    assert.equal(row(k)[0], count(f[k]), k);
    checked++;
  }
  for (const k of COUNTS) {
    const share_ = Object.entries(SHARES).find(([, [c]]) => c === k)?.[0];
    const cells = row(share_ ?? k);
    assert.equal(cells[0], count(f[k]), k);
    checked++;
    if (share_) {
      assert.equal(cells[1], share(f[share_], f[SHARES[share_]![1]]), share_);
      checked++;
    }
  }
  for (const [amount, n] of MONEY) {
    const cells = row(amount);
    assert.deepEqual(cells, [money(f[amount]), count(f[n])], amount);
    checked += 2;
  }
  // The key figures at the top: received, disposed, pending, beyond the limit.
  for (const k of ['received', 'disposed', 'pending', 'pending_over_limit']) {
    assert.ok(
      html.includes(
        `<span class="stat-label">${cat[`stats.fig.${k}`]!.replace(/'/g, '&#39;')}</span> <strong class="stat-value">${count(f[k])}</strong>`,
      ),
      `key figure ${k}`,
    );
    checked++;
  }
  return checked;
}

function assertChildren(html: string, d: Dashboard<Values>, open: boolean, cat: Cat): void {
  const hindi = cat === (hi as unknown as Cat);
  const rows = rowsOf(html);
  const none = open ? cat['stats.suppressed']! : cat['stats.noShare']!;
  const c = (v: number | bigint | null | undefined) => (v === null || v === undefined ? none : groupIndian(v));
  for (const ch of d.children) {
    const name = hindi ? ch.nameHi : ch.name;
    const r = rows.get(name);
    assert.ok(r, `drill-down row for ${name}`);
    const s = ch.figures['disposed_within_extended_limit_share'];
    assert.deepEqual(
      r.at(-1),
      [
        c(ch.figures['received']),
        c(ch.figures['disposed']),
        c(ch.figures['pending']),
        c(ch.figures['pending_over_limit']),
        s === null || s === undefined
          ? ch.figures['disposed'] === 0
            ? cat['stats.noShare']!
            : none
          : percent(Number(s)),
        ch.figures['penalty_outstanding_paise'] === null || ch.figures['penalty_outstanding_paise'] === undefined
          ? none
          : rupees(ch.figures['penalty_outstanding_paise']!),
      ],
      ch.code,
    );
  }
}

for (const backend of testBackends()) {
  describe(`dashboard pages on ${backend.name}`, () => {
    let db: Db;
    let t: TestServices;
    let app: ReturnType<typeof createApp>;
    let s: StatsScenario;

    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      s = await buildStatsScenario(db);
      t = testServices(db, '2027-03-31T06:00:00Z');
      app = createApp(t.services, OPTS);
    });
    after(async () => {
      await db.close();
    });

    const as = async (actor: Actor, lang: 'en' | 'hi' = 'en'): Promise<WebClient> => {
      const w = new WebClient(app, { authorization: `Bearer ${await t.tokenFor(actor)}` });
      if (lang === 'hi') await w.get('/lang?to=hi&back=/');
      return w;
    };

    it("Rules 4(1), 5, 6: the adjudicating officer's dashboard shows every figure of their office, money and extension reasons", async () => {
      const w = await as(s.ao);
      const p = await w.get(`/dashboard?${PERIOD}`);
      assert.equal(p.status, 200, p.html.slice(0, 500));
      const d = await t.services.stats.dashboard(s.ao, { level: 'office', code: OFFICES.agraSadar, ...P1 });
      assert.equal(assertEveryFigure(p.html, d.figures, en, false), 46);
      const rows = rowsOf(p.html);
      // Hand-worked: 3 of 4 notices within 15 days; Rs 5,000 + Rs 3,000 demanded; Rs 1,000 deposited, Rs 2,000 recovered, Rs 5,000 owed by 2 cases.
      assert.deepEqual(rows.get(en['stats.fig.notices_within_15_days_share'])![0], ['3', '75%']);
      assert.deepEqual(rows.get(en['stats.fig.replies_on_time_share'])![0], ['2', '66.7%']);
      // A duty overdue and not done counts against compliance: 3 notices in time of 4 issued and 6 overdue; 3 orders in
      // time of 3 passed and 3 pending beyond the limit. Each figure's definition is listed with the table.
      assert.deepEqual(rows.get(en['stats.fig.notice_duty_kept_share'])![0], ['3', '30%']);
      assert.deepEqual(rows.get(en['stats.fig.notices_overdue'])![0], ['6', '']);
      assert.deepEqual(rows.get(en['stats.fig.disposal_duty_kept_share'])![0], ['3', '50%']);
      assert.ok(
        p.html.includes(`<dd>${en['stats.def.notice_duty_kept_share']}</dd>`),
        'the definition of the notice share is shown',
      );
      assert.deepEqual(rows.get(en['stats.fig.penalty_demanded_paise'])![0], ['₹8,000', '2']);
      assert.deepEqual(rows.get(en['stats.fig.fund_credits_paise'])![0], ['₹3,000', '2']);
      assert.deepEqual(rows.get(en['stats.fig.penalty_outstanding_paise'])![0], ['₹5,000', '2']);
      assert.match(p.html, /<h1>Dashboard: Sub-Divisional Magistrate, Sadar, Agra<\/h1>/);
      assert.match(p.html, /The revenue report on the crop loss is awaited\./);
      assert.match(p.html, /<a href="\/office\/worklist">The cases of this office \(your worklist\)<\/a>/);
      assert.match(p.html, /The noticee was in hospital \(certificate filed\)\./);
      assert.doesNotMatch(
        p.html,
        /The Board&#39;s penalty fund \(all India\)/,
        'the fund is on the all-India figures only',
      );
      // Charts: server-side SVG with a title and a description, and the monthly figures as a table.
      assert.match(p.html, /<svg[^>]*role="img"[^>]*aria-labelledby="chart-monthly-title chart-monthly-desc"/);
      assert.match(
        p.html,
        /<desc id="chart-ages-desc">[^<]*Under 1 month: 1; 1 to 3 months: 1; 3 to 6 months: 3; 6 months or more: 3; Beyond the time limit \(Rules 5, 6\): 3\./,
      );
      assert.deepEqual(rows.get('July 2026')![0], ['5', '0']);
      assert.deepEqual(rows.get('January 2027')![0], ['0', '1']);
      // An officer may not open another office's or the district's dashboard.
      assert.equal((await w.get(`/dashboard?level=district&code=AGR&${PERIOD}`)).status, 403);
      assert.equal((await w.get(`/dashboard?level=office&code=AGRE&${PERIOD}`)).status, 403);
    });

    it("Rule 7: the District Magistrate's dashboard, in Hindi, adds its offices, counts the appeals and drills down to each office", async () => {
      const w = await as(s.dm, 'hi');
      const p = await w.get(`/dashboard?${PERIOD}`);
      assert.equal(p.status, 200, p.html.slice(0, 500));
      assert.match(p.html, /<html lang="hi">/);
      const d = await t.services.stats.dashboard(s.dm, { level: 'district', code: 'AGR', ...P1 });
      assertEveryFigure(p.html, d.figures, hi, false);
      assertChildren(p.html, d, false, hi);
      const rows = rowsOf(p.html);
      assert.deepEqual(rows.get(hi['stats.fig.appeals_filed'])![0], ['2']);
      assert.deepEqual(rows.get(hi['stats.fig.appeals_refused'])![0], ['1']);
      assert.deepEqual(
        rows.get(hi['stats.fig.received'])?.[0] ?? null,
        null,
        'received is a key figure, not a table row',
      );
      assert.match(p.html, /href="\/dashboard\?level=office&amp;code=AGRS&amp;from=2026-07-01&amp;to=2027-03-31"/);
      assert.match(p.html, /प्राप्त शिकायतें<\/span> <strong class="stat-value">12<\/strong>/);
      // Drill-down to one of its offices works for the DM.
      const office = await w.get('/dashboard?level=office&code=AGRE&from=2026-07-01&to=2027-03-31');
      assert.equal(office.status, 200);
      assertEveryFigure(
        office.html,
        (await t.services.stats.dashboard(s.dm, { level: 'office', code: 'AGRE', ...P1 })).figures,
        hi,
        false,
      );
    });

    it("Rule 8: the State dashboard and the all-India dashboard of the Board's fund accountant, with the fund by purpose", async () => {
      const up = await (await as(s.upAdmin)).get(`/dashboard?${PERIOD}`);
      assert.equal(up.status, 200);
      const dUp = await t.services.stats.dashboard(s.upAdmin, { level: 'state', code: 'UP', ...P1 });
      assertEveryFigure(up.html, dUp.figures, en, false);
      assertChildren(up.html, dUp, false, en);
      const w = await as(s.fundAccountant);
      const india = await w.get(`/dashboard?${PERIOD}`);
      assert.equal(india.status, 200);
      const d = await t.services.stats.dashboard(s.fundAccountant, { level: 'india', ...P1 });
      assertEveryFigure(india.html, d.figures, en, false);
      assertChildren(india.html, d, false, en);
      // Rs 1,000 deposited + Rs 2,000 recovered - Rs 500 released = Rs 2,500; the release for pounds, Rule 8(1)(a).
      assert.match(india.html, /<dt>Balance of the fund<\/dt><dd>₹2,500<\/dd>/);
      assert.match(india.html, /<dt>Released in the period<\/dt><dd>₹500<\/dd>/);
      const rows = rowsOf(india.html);
      assert.deepEqual(rows.get(en['stats.purpose.pounds'])![0], ['₹500']);
      assert.deepEqual(rows.get(en['stats.purpose.training'])![0], ['₹0']);
    });

    it('open statistics: no sign-in, every published figure as the open data gives it, small groups shown as suppressed, with the configured threshold', async () => {
      const w = new WebClient(app);
      const p = await w.get(`/statistics?level=district&code=AGR&${PERIOD}`);
      assert.equal(p.status, 200, p.html.slice(0, 500));
      assert.equal(p.headers.get('cache-control'), 'private, max-age=300');
      const d = await t.services.stats.openData({ level: 'district', code: 'AGR', ...P1 });
      assertEveryFigure(p.html, d.figures, en, true);
      assertChildren(p.html, d, true, en);
      const rows = rowsOf(p.html);
      // Hand-worked: 5 notices published, 4 in time hidden (it would give the one late notice away), and its share.
      assert.deepEqual(rows.get(en['stats.fig.notices_issued'])![0], ['5', '']);
      assert.deepEqual(rows.get(en['stats.fig.notices_within_15_days_share'])![0], ['suppressed', 'suppressed']);
      assert.deepEqual(rows.get(en['stats.fig.penalty_demanded_paise'])![0], ['suppressed', 'suppressed']);
      assert.deepEqual(rows.get('Sub-Divisional Magistrate, Sadar, Agra')!.at(-1)!.slice(0, 3), [
        'suppressed',
        'suppressed',
        'suppressed',
      ]);
      assert.match(p.html, /<abbr title="Suppressed: fewer than 5 cases">suppressed<\/abbr>/);
      // The threshold is the configured parameter, shown with its date and source.
      assert.match(
        p.html,
        /The threshold of 5 is this portal&#39;s publication policy, to protect the privacy of people in small groups; it is not a value of the Rules \(in force from 2 July 2026\)\./,
      );
      assert.doesNotMatch(
        p.html,
        /configured value|docs\/assumptions/,
        'no software word or repository path (issue 13, point 10)',
      );
      // No personal data, no extension reasons, no case numbers; downloads of every table and the dictionary.
      for (const personal of ['CTR/', 'hospital', 'revenue report', 'Ramesh'])
        assert.ok(!p.html.includes(personal), personal);
      for (const f of ['caseload', 'pendency_by_age', 'timeliness', 'outcomes', 'appeals', 'penalty_money']) {
        assert.ok(
          p.html.includes(
            `/api/v1/open/stats/tables/${f}.csv?level=district&amp;code=AGR&amp;from=2026-07-01&amp;to=2027-03-31`,
          ),
          f,
        );
      }
      assert.match(p.html, /href="\/api\/v1\/open\/stats\/dictionary\.md"/);
      // The monthly chart marks the suppressed months in words; all India by default, with the fund.
      assert.match(
        p.html,
        /<desc id="chart-monthly-desc">[^<]*July 2026: Complaints received 6, Complaints disposed 0; August 2026: Complaints received 0, Complaints disposed suppressed/,
      );
      const india = await w.get(`/statistics?${PERIOD}`);
      assert.equal(india.status, 200);
      assertEveryFigure(india.html, (await t.services.stats.openData({ level: 'india', ...P1 })).figures, en, true);
      assert.match(india.html, /<dt>Balance of the fund<\/dt><dd>₹2,500<\/dd>/);
      const hiPage = await (async () => {
        const h = new WebClient(app);
        await h.get('/lang?to=hi&back=/');
        return h.get(`/statistics?level=office&code=AGRS&${PERIOD}`);
      })();
      assertEveryFigure(
        hiPage.html,
        (await t.services.stats.openData({ level: 'office', code: 'AGRS', ...P1 })).figures,
        hi,
        true,
      );
      assert.match(hiPage.html, /छिपाया गया/);
    });

    it('the period form: without sign-in the dashboard sends to sign-in; a date that is not one is shown as an error', async () => {
      const anon = await new WebClient(app).get('/dashboard');
      assert.equal(anon.status, 303);
      assert.match(anon.location ?? '', /^\/sign-in\?next=%2Fdashboard/);
      const bad = await new WebClient(app).get('/statistics?from=31/02/2027&to=2027-03-31');
      assert.equal(bad.status, 200);
      assert.match(bad.html, /class="error-summary"/);
      assert.match(bad.html, /Enter the date as day\/month\/year/);
      const indian = await new WebClient(app).get('/statistics?level=office&code=AGRS&from=01/07/2026&to=31/03/2027');
      assert.match(
        indian.html,
        /Figures for Sub-Divisional Magistrate, Sadar, Agra from 1 July 2026 to 31 March 2027\./,
      );
    });
  });
}
