// Each statutory refusal of the domain, through the API: a 4xx problem+json with its code, the field at fault and
// the provisions it rests on (ids and labels), and nothing written (the version stays).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Actor } from '../app/actor.ts';
import type { Db } from '../db/client.ts';
import { SPEAKS } from '../domain/adjudication/fixtures.ts';
import { COMPLETE_FORM } from '../domain/appeal/fixtures.ts';
import { as } from '../../test/api.ts';
import type { Reply } from '../../test/api.ts';
import { testBackends } from '../../test/db.ts';
import { makeActor, OFFICES, seedJurisdiction } from '../../test/factories.ts';
import type { TestServices } from '../../test/services.ts';
import { testServices } from '../../test/services.ts';
import type { TestApp } from '../../test/case-walk.ts';
import { COMPLAINT as complaint, testApp } from '../../test/case-walk.ts';

/** The appeals below are filed on 14 Aug 2026: the declaration is signed that day (a later date is refused). */
const SIGNED_ON_FILING = { ...COMPLETE_FORM.declaration, signedOn: '2026-08-14' };

const notice = {
  replyDays: 30,
  contravention: 'Letting cattle trespass on the crop on 3 July 2026',
  provisionAlleged: 'Section 26 of the Cattle-trespass Act, 1871',
  complaintCopyEnclosed: true,
  aoName: 'A. Sharma',
  aoOffice: 'SDM Sadar, Agra',
};
const tender = { attemptId: 'a1', mode: 'speed-post', outcome: 'served', proof: { articleNumber: 'EK123456789IN' } };
const inAbsence = {
  complainantAppeared: true,
  materialExamined: ['Statement in the complaint', 'Khasra extract'],
  notes: 'The damage is proved by the revenue record.',
};
const penalty = {
  kind: 'penalty-or-compensation',
  noCeilingConfirmed: true,
  amounts: { penaltyPaise: 500_000, compensationPaise: 0, expensesPaise: 0, chargesPaise: 0 },
  depositDays: 30,
  reasons: 'Proved by the revenue record.',
  ...SPEAKS,
};

function refused(r: Reply, code: string, provision: string, label: string, status = 422): void {
  assert.equal(r.status, status, r.text);
  assert.match(r.headers.get('content-type') ?? '', /^application\/problem\+json/);
  assert.equal(r.body.code, code, r.text);
  assert.ok(r.body.basis.includes(provision), `basis ${r.body.basis} lacks ${provision}`);
  assert.ok(r.body.basisLabels.includes(label), `labels ${r.body.basisLabels} lack ${label}`);
  assert.ok(typeof r.body.detail === 'string' && r.body.detail.length > 10);
}

for (const backend of testBackends()) {
  describe(`statutory refusals through the API on ${backend.name}`, () => {
    let db: Db;
    let t: TestServices;
    let app: TestApp;
    let citizenTok: string;
    let aoTok: string;
    let aaTok: string;
    const day = (d: string): void => t.clock.set(`${d}T06:00:00Z`);

    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      t = testServices(db);
      app = testApp(t);
      const citizen: Actor = await makeActor(db, 'Ramesh Kumar', [{ role: 'citizen' }]);
      citizenTok = await t.tokenFor(citizen);
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

    /** A case filed on 6 Jul 2026 and taken through the given (type, body, day) steps; returns its id and version. */
    async function caseAt(
      steps: readonly [string, object, string][],
    ): Promise<{ id: string; v: number; run: (type: string, body: object) => Promise<Reply> }> {
      day('2026-07-06');
      const filed = await as(app, citizenTok).post('/api/v1/complaints', complaint);
      assert.equal(filed.status, 201, filed.text);
      const id: string = filed.body.id;
      let v = 1;
      for (const [type, body, d] of steps) {
        day(d);
        const r = await as(app, aoTok).post(`/api/v1/cases/${id}/commands/${type}`, { ...body, expectedVersion: v });
        assert.equal(r.status, 200, `${type}: ${r.text}`);
        v = r.body.version;
      }
      return {
        id,
        v,
        run: (type, body) =>
          as(app, aoTok).post(`/api/v1/cases/${id}/commands/${type}`, { ...body, expectedVersion: v }),
      };
    }
    const noticed: [string, object, string][] = [['issue-show-cause-notice', notice, '2026-07-08']];
    const served: [string, object, string][] = [...noticed, ['record-service-attempt', tender, '2026-07-10']];

    it('Rule 4(1): a reply period over 30 days is refused, and nothing is written', async () => {
      const k = await caseAt([]);
      day('2026-07-08');
      refused(
        await k.run('issue-show-cause-notice', { ...notice, replyDays: 31 }),
        'NOTICE.REPLY_PERIOD_EXCEEDS_30_DAYS',
        'in.ctr2026.r4.1',
        'Rule 4(1)',
      );
      const rec = await as(app, aoTok).get(`/api/v1/cases/${k.id}`);
      assert.equal(rec.body.summary.version, 1);
    });

    it('Rule 4(4): an extension over 15 days, without reasons, or without sufficient cause is refused', async () => {
      const k = await caseAt(served);
      day('2026-08-11');
      const ext = {
        extraDays: 10,
        reasons: 'Noticee was hospitalised; certificate produced.',
        sufficientCauseShown: true,
      };
      refused(
        await k.run('extend-reply-period', { ...ext, extraDays: 16 }),
        'REPLY.EXTENSION_EXCEEDS_15_DAYS',
        'in.ctr2026.r4.4',
        'Rule 4(4)',
      );
      refused(
        await k.run('extend-reply-period', { ...ext, reasons: '' }),
        'REPLY.EXTENSION_REASONS_REQUIRED',
        'in.ctr2026.r4.4',
        'Rule 4(4)',
      );
      refused(
        await k.run('extend-reply-period', { ...ext, sufficientCauseShown: false }),
        'REPLY.EXTENSION_SUFFICIENT_CAUSE_REQUIRED',
        'in.ctr2026.r4.4',
        'Rule 4(4)',
      );
    });

    it('Rule 4(5)(iii): affixing before tender and speed post have both failed is refused', async () => {
      const k = await caseAt([
        ...noticed,
        [
          'record-service-attempt',
          {
            attemptId: 't1',
            mode: 'tender',
            outcome: 'failed',
            particulars: 'Door locked',
            proof: { tenderedBy: 'R. Singh', tenderedTo: 'Mohan Lal', at: '10:30' },
          },
          '2026-07-09',
        ],
      ]);
      day('2026-07-10');
      const r = await k.run('record-service-attempt', {
        attemptId: 'x1',
        mode: 'affixing',
        outcome: 'served',
        particulars: 'Affixed on the door',
      });
      refused(r, 'SERVICE.AFFIXING_BEFORE_OTHER_MODES', 'in.ctr2026.r4.5.iii', 'Rule 4(5)(iii)');
      assert.equal(r.body.field, 'mode');
    });

    it('Rule 4(7): ex parte before the reply period ran out, or without reasons, is refused', async () => {
      const k = await caseAt(served);
      day('2026-08-10');
      refused(
        await k.run('proceed-ex-parte', { reasons: 'No reply received.' }),
        'EXPARTE.REPLY_PERIOD_NOT_OVER',
        'in.ctr2026.r4.7',
        'Rule 4(7)',
      );
      day('2026-08-11');
      refused(
        await k.run('proceed-ex-parte', { reasons: '' }),
        'EXPARTE.REASONS_REQUIRED',
        'in.ctr2026.r4.7',
        'Rule 4(7)',
      );
    });

    it('Rule 4(6): a hearing notice before a reply is refused', async () => {
      const k = await caseAt(served);
      day('2026-07-12');
      const r = await k.run('issue-hearing-notice', {
        hearingNoticeId: 'h1',
        hearingOn: '2026-07-30',
        mode: 'in-person',
        time: '11:00',
        place: 'Court room, SDM office',
      });
      assert.equal(r.status, 422, r.text);
      assert.equal(r.body.code, 'HEARING.NO_REPLY');
      assert.ok(r.body.basis.length > 0 && r.body.basisLabels.length === r.body.basis.length);
    });

    it('Rule 4(12): a penalty order without a time limit for deposit is refused', async () => {
      const k = await caseAt([
        ...served,
        ['proceed-ex-parte', { reasons: 'No reply within the period.' }, '2026-08-11'],
        ['record-hearing-in-absence', inAbsence, '2026-08-11'],
      ]);
      day('2026-08-12');
      const { depositDays: _d, ...noDeposit } = penalty;
      const r = await k.run('pass-order', noDeposit);
      refused(r, 'ORDER.DEPOSIT_TIME_LIMIT_REQUIRED', 'in.ctr2026.r4.12', 'Rule 4(12)');
      assert.equal(r.body.field, 'depositDays');
    });

    it('Rule 6: a disposal extension over 30 days, or without reasons, is refused', async () => {
      const k = await caseAt([]);
      day('2026-07-07');
      refused(
        await k.run('extend-proceedings', { days: 31, reasons: 'Witnesses unavailable.' }),
        'DISPOSAL.EXTENSION_EXCEEDS_30_DAYS',
        'in.ctr2026.r6',
        'Rule 6',
      );
      refused(
        await k.run('extend-proceedings', { days: 10, reasons: '' }),
        'DISPOSAL.EXTENSION_REASONS_REQUIRED',
        'in.ctr2026.r6',
        'Rule 6',
      );
    });

    it('Rule 7(1): an appeal against a case with no final order is refused', async () => {
      const k = await caseAt(noticed);
      const r = await as(app, aaTok).post(`/api/v1/cases/${k.id}/appeals`, {
        form: COMPLETE_FORM,
        filedBy: 'appellant-in-person',
        medium: 'writing',
      });
      refused(r, 'APPEAL.ORDER_NOT_APPEALABLE', 'in.ctr2026.r7.1', 'Rule 7(1)');
    });

    /** An appeal against an ex parte penalty order, filed by the appellate authority on 14 Aug 2026. */
    async function appealAt(
      steps: readonly [string, object, string][],
      form: object = { ...COMPLETE_FORM, orderDate: '2026-08-12', declaration: SIGNED_ON_FILING },
    ): Promise<(type: string, body: object) => Promise<Reply>> {
      const k = await caseAt([
        ...served,
        ['proceed-ex-parte', { reasons: 'No reply within the period.' }, '2026-08-11'],
        ['record-hearing-in-absence', inAbsence, '2026-08-11'],
        ['pass-order', penalty, '2026-08-12'],
      ]);
      day('2026-08-14');
      const filed = await as(app, aaTok).post(`/api/v1/cases/${k.id}/appeals`, {
        form,
        filedBy: 'appellant-in-person',
        medium: 'writing',
      });
      assert.equal(filed.status, 201, filed.text);
      let v: number = filed.body.version;
      for (const [type, body, d] of steps) {
        day(d);
        const r = await as(app, aaTok).post(`/api/v1/appeals/${filed.body.id}/commands/${type}`, {
          ...body,
          expectedVersion: v,
        });
        assert.equal(r.status, 200, `${type}: ${r.text}`);
        v = r.body.version;
      }
      return (type, body) =>
        as(app, aaTok).post(`/api/v1/appeals/${filed.body.id}/commands/${type}`, body, { 'if-match': `"${v}"` });
    }

    it('Rule 7(6): refusing registration before the rectification period ran out is refused', async () => {
      const { grounds: _g, ...noGrounds } = COMPLETE_FORM;
      const run = await appealAt(
        [
          ['call-for-records', {}, '2026-08-14'],
          [
            'intimate-defects',
            { defects: [{ field: 'grounds', description: 'Item 4 is blank; state the grounds.' }] },
            '2026-08-17',
          ],
        ],
        { ...noGrounds, orderDate: '2026-08-12', declaration: SIGNED_ON_FILING },
      );
      day('2026-08-20');
      refused(
        await run('refuse-registration', { reasons: 'Grounds not stated.' }),
        'APPEAL.RECTIFICATION_PERIOD_NOT_OVER',
        'in.ctr2026.r7.6',
        'Rule 7(6)',
      );
    });

    it("Rule 7(8): a respondent's reply period over 30 days is refused", async () => {
      const run = await appealAt([
        ['call-for-records', {}, '2026-08-14'],
        ['admit', {}, '2026-08-17'],
      ]);
      day('2026-08-18');
      refused(
        await run('issue-notice-to-respondent', { replyDays: 31, copyOfAppealEnclosed: true }),
        'APPEAL.RESPONDENT_REPLY_EXCEEDS_30_DAYS',
        'in.ctr2026.r7.8',
        'Rule 7(8)',
      );
    });
  });
}
