// Issue 13 through the HTTP API: Rule 4(7) (the hearing in the absence; a reply after ex parte and the recall),
// Rule 4(5)(i) (a refusal on tender is not service; no deemed service), Rule 4(12) (the notice that no penalty
// ceiling is configured, confirmed by the officer, in the response in English and Hindi) and Rule 1(2) (no penalty
// for a contravention before the amended provisions; typed dates from 1900 to today). Refusals are 4xx problem+json
// naming the field, and nothing is written.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Db } from '../db/client.ts';
import { SPEAKS, validParticulars } from '../domain/adjudication/fixtures.ts';
import { COMPLETE_FORM } from '../domain/appeal/fixtures.ts';
import { as } from '../../test/api.ts';
import type { Reply } from '../../test/api.ts';
import { testBackends } from '../../test/db.ts';
import { makeActor, OFFICES, seedJurisdiction } from '../../test/factories.ts';
import type { TestServices } from '../../test/services.ts';
import { quietLogger, testServices } from '../../test/services.ts';
import { createApp } from './app.ts';

const complaint = {
  officeCode: OFFICES.agraSadar,
  filedBy: { capacity: 'aggrieved-person' },
  mode: 'electronic',
  particulars: validParticulars(),
};
const notice = {
  replyDays: 30,
  contravention: 'Letting cattle trespass on the crop on 3 July 2026',
  provisionAlleged: 'Section 26 of the Cattle-trespass Act, 1871',
  complaintCopyEnclosed: true,
  aoName: 'A. Sharma',
  aoOffice: 'SDM Sadar, Agra',
};
const served = { attemptId: 'a1', mode: 'speed-post', outcome: 'served', proof: { articleNumber: 'EK123456789IN' } };
const inAbsence = {
  complainantAppeared: true,
  materialExamined: ['Statement in the complaint', 'Khasra extract no. 118'],
  notes: 'The damage is proved by the revenue record.',
};
const penalty = {
  kind: 'penalty-or-compensation',
  amounts: { penaltyPaise: 500_000, compensationPaise: 0, expensesPaise: 0, chargesPaise: 0 },
  depositDays: 30,
  reasons: 'Proved by the revenue record.',
  ...SPEAKS,
};

function problem(r: Reply, status: number, code: string, field: string | undefined, provision?: string): void {
  assert.equal(r.status, status, r.text);
  assert.match(r.headers.get('content-type') ?? '', /^application\/problem\+json/);
  assert.equal(r.body.code, code, r.text);
  assert.equal(r.body.field, field, r.text);
  if (provision) assert.ok(r.body.basis.includes(provision), `basis ${r.body.basis} lacks ${provision}`);
}

for (const backend of testBackends()) {
  describe(`the inquiry as the law requires (issue 13), through the API on ${backend.name}`, () => {
    let db: Db;
    let t: TestServices;
    let app: ReturnType<typeof createApp>;
    let citizenTok: string;
    let aoTok: string;
    let aaTok: string;
    const day = (d: string): void => t.clock.set(`${d}T06:00:00Z`);

    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      t = testServices(db);
      app = createApp(t.services, {
        logger: quietLogger,
        publicUrl: 'http://localhost:3000',
        uploadMaxBytes: 1024 * 1024,
        cookieSecure: false,
      });
      citizenTok = await t.tokenFor(await makeActor(db, 'Ramesh Kumar', [{ role: 'citizen' }]));
      aoTok = await t.tokenFor(
        await makeActor(db, 'A. Sharma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]),
      );
      aaTok = await t.tokenFor(
        await makeActor(db, 'D. M. Agra', [{ role: 'appellate-authority', districtCode: 'AGR' }]),
      );
    });
    after(async () => {
      await db.close();
    });

    /** A case filed on 6 Jul 2026, noticed 8 Jul, served 10 Jul (reply due Mon 10 Aug); then `steps`. */
    async function served10Jul(steps: readonly [string, object, string][] = []) {
      day('2026-07-06');
      const filed = await as(app, citizenTok).post('/api/v1/complaints', complaint);
      assert.equal(filed.status, 201, filed.text);
      const id: string = filed.body.id;
      let v = 1;
      const run = async (type: string, body: object): Promise<Reply> => {
        const r = await as(app, aoTok).post(`/api/v1/cases/${id}/commands/${type}`, { ...body, expectedVersion: v });
        if (r.status === 200) v = r.body.version;
        return r;
      };
      for (const [type, body, d] of [
        ['issue-show-cause-notice', notice, '2026-07-08'],
        ['record-service-attempt', served, '2026-07-10'],
        ...steps,
      ] as [string, object, string][]) {
        day(d);
        const r = await run(type, body);
        assert.equal(r.status, 200, `${type}: ${r.text}`);
      }
      const version = async (): Promise<number> =>
        (await as(app, aoTok).get(`/api/v1/cases/${id}`)).body.summary.version;
      return { id, run, version };
    }

    it('Rule 4(7): an order after ex parte is refused until the hearing in absence is recorded with the material examined', async () => {
      const k = await served10Jul([['proceed-ex-parte', { reasons: 'No reply within the period.' }, '2026-08-11']]);
      day('2026-08-12');
      const before = await k.version();
      problem(
        await k.run('pass-order', { ...penalty, noCeilingConfirmed: true }),
        422,
        'ORDER.NOT_READY',
        undefined,
        'in.ctr2026.r4.7',
      );
      problem(
        await k.run('record-hearing-in-absence', { ...inAbsence, materialExamined: [] }),
        422,
        'HEARING.MATERIAL_NOT_EXAMINED',
        'materialExamined',
        'in.ctr2026.r4.7',
      );
      assert.equal(await k.version(), before, 'nothing written');
      const heard = await k.run('record-hearing-in-absence', inAbsence);
      assert.equal(heard.status, 200, heard.text);
      assert.ok(heard.body.events[0].basisLabels.includes('Rule 4(7)'));
      const order = await k.run('pass-order', { ...penalty, noCeilingConfirmed: true });
      assert.equal(order.status, 200, order.text);
      const rec = await as(app, aoTok).get(`/api/v1/cases/${k.id}`);
      const h = rec.body.orderSheet.find((e: { type: string }) => e.type === 'hearing-recorded');
      assert.deepEqual(h.payload.materialExamined, inAbsence.materialExamined);
    });

    it('Rule 4(7): a reply after ex parte is recorded; a recall without reasons is refused, with reasons it is recorded', async () => {
      const k = await served10Jul([['proceed-ex-parte', { reasons: 'No reply within the period.' }, '2026-08-11']]);
      day('2026-08-13');
      const reply = await k.run('record-reply', {
        admits: false,
        text: 'I was in hospital; my cattle were tied at home.',
      });
      assert.equal(reply.status, 200, reply.text);
      const rec = await as(app, aoTok).get(`/api/v1/cases/${k.id}`);
      assert.equal(rec.body.orderSheet.at(-1).payload.afterExParte, true);
      const before = await k.version();
      problem(
        await k.run('recall-ex-parte', { reasons: ' ' }),
        422,
        'EXPARTE.RECALL_REASONS_REQUIRED',
        'reasons',
        'in.ctr2026.r4.7',
      );
      assert.equal(await k.version(), before, 'nothing written');
      const recalled = await k.run('recall-ex-parte', {
        reasons: 'Reply received with a medical certificate for the delay.',
      });
      assert.equal(recalled.status, 200, recalled.text);
      assert.equal(recalled.body.events[0].type, 'ex-parte-recalled');
      // The ordinary Rule 4(6) hearing follows: a notice of hearing, not an order.
      problem(await k.run('pass-order', { ...penalty, noCeilingConfirmed: true }), 422, 'ORDER.NOT_READY', undefined);
      assert.equal(
        (
          await k.run('issue-hearing-notice', {
            hearingNoticeId: 'h1',
            hearingOn: '2026-08-27',
            mode: 'in-person',
            time: '11:00',
            place: 'Court room, SDM office',
          })
        ).status,
        200,
      );
    });

    it('Rule 4(5)(i): a refusal to accept on tender is recorded as such and is not service; deemed service has no route', async () => {
      day('2026-07-06');
      const filed = await as(app, citizenTok).post('/api/v1/complaints', complaint);
      const id: string = filed.body.id;
      const post = async (type: string, body: object): Promise<Reply> => {
        const version: number = (await as(app, aoTok).get(`/api/v1/cases/${id}`)).body.summary.version;
        return as(app, aoTok).post(`/api/v1/cases/${id}/commands/${type}`, { ...body, expectedVersion: version });
      };
      day('2026-07-08');
      assert.equal((await post('issue-show-cause-notice', notice)).status, 200);
      day('2026-07-09');
      const tender = {
        attemptId: 't1',
        proof: { tenderedBy: 'R. Singh, process server', tenderedTo: 'Mohan Lal', at: '10:30' },
        refusal: 'Refused to take the notice and shut the door.',
        witnesses: ['Shyam, neighbour'],
      };
      problem(
        await post('record-tender-refused', { ...tender, refusal: '' }),
        422,
        'SERVICE.REFUSAL_PARTICULARS_REQUIRED',
        'refusal',
        'in.ctr2026.r4.5.i',
      );
      const ok = await post('record-tender-refused', tender);
      assert.equal(ok.status, 200, ok.text);
      assert.ok(ok.body.events[0].basisLabels.includes('Rule 4(5)(i)'));
      const rec = await as(app, aoTok).get(`/api/v1/cases/${id}`);
      assert.equal(rec.body.orderSheet.at(-1).payload.outcome, 'failed');
      assert.equal(rec.body.orderSheet.at(-1).payload.refused.refusal, tender.refusal);
      assert.equal(rec.body.summary.stage, 'notice-issued', 'not served');
      const deemed = await post('record-deemed-service', { ground: 'evading-service', reasons: 'Avoids service.' });
      assert.equal(deemed.status, 404, deemed.text);
      // The next manner follows: speed post.
      assert.equal(
        (
          await post('record-service-attempt', {
            attemptId: 'p1',
            mode: 'speed-post',
            outcome: 'served',
            proof: { articleNumber: 'EK123456789IN' },
          })
        ).status,
        200,
      );
      // The appeal's notice has no deemed service either (Rule 7(9)).
      const appealDeemed = await as(app, aaTok).post(`/api/v1/appeals/${id}/commands/record-deemed-service`, {
        ground: 'Refused',
      });
      assert.equal(appealDeemed.status, 404, appealDeemed.text);
    });

    it('Rule 4(12): with no ceiling configured, the penalty order needs the confirmation, and the response says so in English and Hindi', async () => {
      const k = await served10Jul([
        ['record-reply', { admits: false, text: 'Denied.' }, '2026-07-20'],
        [
          'issue-hearing-notice',
          {
            hearingNoticeId: 'h1',
            hearingOn: '2026-08-05',
            mode: 'in-person',
            time: '11:00',
            place: 'Court room, SDM office',
          },
          '2026-07-22',
        ],
        [
          'record-service-attempt',
          {
            hearingNoticeId: 'h1',
            attemptId: 'h1-a1',
            mode: 'speed-post',
            outcome: 'served',
            proof: { articleNumber: 'EK123456790IN' },
          },
          '2026-07-23',
        ],
        [
          'record-hearing',
          {
            hearingNoticeId: 'h1',
            noticeeAppeared: true,
            complainantAppeared: true,
            explained: true,
            opportunityAfforded: true,
            notes: 'Both heard.',
          },
          '2026-08-05',
        ],
      ]);
      day('2026-08-20');
      const before = await k.version();
      const refusedR = await k.run('pass-order', penalty);
      problem(refusedR, 422, 'ORDER.NO_CEILING_NOT_CONFIRMED', 'noCeilingConfirmed', 'in.ctr2026.r4.12');
      assert.match(
        refusedR.body.detail,
        /No ceiling of the penalty is notified for this State for the day of the contravention: fix the amount yourself and record the reasons for it\./,
      );
      assert.equal(await k.version(), before, 'nothing written');
      const passed = await k.run('pass-order', { ...penalty, noCeilingConfirmed: true });
      assert.equal(passed.status, 200, passed.text);
      const notices = passed.body.events[0].notices;
      assert.deepEqual(notices, [
        {
          code: 'ORDER.NO_CEILING_CONFIGURED',
          en: 'No ceiling of the penalty is notified for this State for the day of the contravention: fix the amount yourself and record the reasons for it.',
          hi: 'उल्लंघन के दिन के लिए इस राज्य में शास्ति की कोई अधिकतम सीमा अधिसूचित नहीं है: राशि स्वयं नियत करें और उसके कारण अभिलिखित करें।',
        },
      ]);
    });

    it('Rule 1(2): a complaint of a contravention before 2 July 2026 is refused with its code, basis and a plain message; dates before 1900 or in the future are refused', async () => {
      day('2026-07-06');
      const withDate = (date: string) => ({
        ...complaint,
        particulars: {
          ...complaint.particulars,
          contravener: {
            ...complaint.particulars.contravener,
            contravention: { ...complaint.particulars.contravener.contravention, date },
          },
        },
      });
      const before = await as(app, citizenTok).post('/api/v1/complaints', withDate('2026-07-01'));
      problem(
        before,
        422,
        'COMPLAINT.CONTRAVENTION_BEFORE_COMMENCEMENT',
        'contravener.contravention.date',
        'in.ctr2026.r1.2',
      );
      assert.match(before.body.detail, /No penalty can be imposed for something done before the law/);
      const old = await as(app, citizenTok).post('/api/v1/complaints', withDate('1899-12-31'));
      assert.equal(old.status, 400, old.text);
      assert.match(JSON.stringify(old.body), /contravention\.date/);
      problem(
        await as(app, citizenTok).post('/api/v1/complaints', withDate('2026-07-07')),
        422,
        'DATE.OUT_OF_RANGE',
        'contravener.contravention.date',
      );
    });

    it('Form-III: a declaration dated before 1 January 1900 or after today is refused, naming the field; so is a hearing fixed years ahead', async () => {
      const k = await served10Jul([
        ['proceed-ex-parte', { reasons: 'No reply within the period.' }, '2026-08-11'],
        ['record-hearing-in-absence', inAbsence, '2026-08-11'],
        ['pass-order', { ...penalty, noCeilingConfirmed: true }, '2026-08-12'],
      ]);
      day('2026-08-14');
      const file = (signedOn: string) =>
        as(app, aaTok).post(`/api/v1/cases/${k.id}/appeals`, {
          form: {
            ...COMPLETE_FORM,
            orderDate: '2026-08-12',
            declaration: { made: true, signedOn, name: 'Ramesh Kumar' },
          },
          filedBy: 'appellant-in-person',
          medium: 'writing',
        });
      const future = await file('2026-08-15');
      problem(future, 422, 'DATE.OUT_OF_RANGE', 'form.declaration.signedOn', 'in.ctr2026.form3.declaration');
      assert.match(future.body.detail, /after today \(14 Aug 2026\)/);
      const old = await file('1899-12-31');
      assert.equal(old.status, 400, old.text);
      assert.match(old.headers.get('content-type') ?? '', /^application\/problem\+json/);
      assert.match(JSON.stringify(old.body), /declaration\.signedOn/);
      assert.match(JSON.stringify(old.body), /on or after 1 January 1900/);
      const filed = await file('2026-08-14');
      assert.equal(filed.status, 201, filed.text);
      // A deposit received "tomorrow" is refused too, naming the field (Rule 4(12), s.27C).
      const deposit = await as(app, aoTok).post('/api/v1/money/deposits', {
        caseId: k.id,
        kind: 'penalty',
        amountPaise: 500_000,
        receiptNo: 'GRN-2026-000999',
        mode: 'online',
        on: '2026-08-15',
      });
      problem(deposit, 422, 'DATE.OUT_OF_RANGE', 'on', 'in.cta1871.s27c');
    });
  });
}
