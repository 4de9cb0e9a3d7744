// The whole proceeding through the HTTP API, on PGlite and PostgreSQL: Rule 3 complaint → Rule 4(1) notice →
// Rule 4(5) service (tender fails, speed post fails, affixing) → Rule 4(6) reply and hearing notice → Rule 4(10)
// hearing → Rule 4(12) penalty order → Rule 7 appeal (defect, rectification, admission, notice, hearing, order varied);
// and a second case that goes ex parte under Rule 4(7) and ends in dismissal under Rule 4(13).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Actor } from '../app/actor.ts';
import type { Db } from '../db/client.ts';
import { SPEAKS, SPEAKS_DISMISSAL } from '../domain/adjudication/fixtures.ts';
import { ANSWERS, COMPLETE_FORM } from '../domain/appeal/fixtures.ts';
import { as, send } from '../../test/api.ts';
import type { Reply } from '../../test/api.ts';
import { testBackends } from '../../test/db.ts';
import { makeActor, OFFICES, seedJurisdiction } from '../../test/factories.ts';
import type { TestServices } from '../../test/services.ts';
import { testServices } from '../../test/services.ts';
import { attachDocument } from '../app/documents/attach-document.ts';
import type { TestApp } from '../../test/case-walk.ts';
import { BOTH_HEARD, COMPLAINT as complaint, ok, testApp } from '../../test/case-walk.ts';

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4,
]);

const notice = {
  replyDays: 30,
  contravention: 'Letting cattle trespass on and damage the crop of the complainant on 3 July 2026',
  provisionAlleged: 'Section 26 of the Cattle-trespass Act, 1871',
  complaintCopyEnclosed: true,
  aoName: 'A. Sharma',
  aoOffice: 'Sub-Divisional Magistrate, Sadar, Agra',
};

for (const backend of testBackends()) {
  describe(`the whole proceeding through the API on ${backend.name}`, () => {
    let db: Db;
    let t: TestServices;
    let app: TestApp;
    let citizen: Actor;
    let respondent: Actor;
    let ao: Actor;
    let aa: Actor;
    const tok: Record<string, string> = {};
    const day = (d: string): void => t.clock.set(`${d}T06:00:00Z`);

    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      t = testServices(db);
      app = testApp(t);
      citizen = await makeActor(db, 'Ramesh Kumar', [{ role: 'citizen' }]);
      respondent = await makeActor(db, 'Mohan Lal', [{ role: 'citizen' }]);
      ao = await makeActor(db, 'A. Sharma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      aa = await makeActor(db, 'D. M. Agra', [{ role: 'appellate-authority', districtCode: 'AGR' }]);
      for (const [k, a] of Object.entries({ citizen, respondent, ao, aa })) tok[k] = await t.tokenFor(a);
    });
    after(async () => {
      await db.close();
    });

    it('Rules 3 to 7: complaint, service by affixing, reply, hearing, penalty order, appeal with a defect rectified, order varied', async () => {
      const c = as(app, tok['citizen']!);
      const officer = as(app, tok['ao']!);
      const resp = as(app, tok['respondent']!);
      const authority = as(app, tok['aa']!);

      day('2026-07-06');
      const filed = ok(await c.post('/api/v1/complaints', complaint), 201);
      assert.match(filed.body.number, /^CTR\/AGRS\/2026\/\d+$/);
      assert.equal(filed.headers.get('location'), `/api/v1/cases/${filed.body.id}`);
      assert.equal(filed.headers.get('etag'), '"1"');
      const id: string = filed.body.id;
      let v = 1;
      const cmd = async (who: ReturnType<typeof as>, type: string, body: object, status = 200): Promise<Reply> => {
        const r = ok(await who.post(`/api/v1/cases/${id}/commands/${type}`, body, { 'if-match': `"${v}"` }), status);
        v = r.body.version;
        assert.equal(r.headers.get('etag'), `"${v}"`);
        return r;
      };

      day('2026-07-08');
      const n = await cmd(officer, 'issue-show-cause-notice', notice);
      assert.deepEqual(n.body.events[0].basisLabels.slice(0, 1), ['Rule 4(1)']);
      day('2026-07-09');
      await cmd(officer, 'record-service-attempt', {
        attemptId: 't1',
        mode: 'tender',
        outcome: 'failed',
        particulars: 'Door locked; tender not possible',
        proof: { tenderedBy: 'R. Singh, process server', tenderedTo: 'Mohan Lal', at: '10:30' },
      });
      await cmd(officer, 'record-service-attempt', {
        attemptId: 's1',
        mode: 'speed-post',
        particulars: 'Booked at Agra HPO',
        proof: { articleNumber: 'EA123456789IN' },
      });
      day('2026-07-15');
      await cmd(officer, 'record-service-outcome', { attemptId: 's1', outcome: 'failed' });
      day('2026-07-16');
      // Rule 4(5)(iii): the photo of the affixed notice is uploaded to the case first, and the proof cites it.
      const photo = await attachDocument(t.services.cases, ao, {
        streamId: id,
        fileName: 'affixed.png',
        content: PNG,
        maxBytes: 4096,
      });
      v = photo.version;
      const affixed = await cmd(officer, 'record-service-attempt', {
        attemptId: 'x1',
        mode: 'affixing',
        outcome: 'served',
        particulars: 'Affixed on the outer door before two witnesses',
        proof: {
          place: 'Outer door, House 40, Village Rampur',
          at: '11:15',
          photoDocumentId: photo.documentId,
          witnesses: ['Shyam Lal', 'Ram Prasad'],
        },
      });
      assert.ok(affixed.body.events[0].basis.includes('in.ctr2026.r4.5.iii'));

      ok(
        await officer.post(`/api/v1/cases/${id}/parties`, { accountId: respondent.accountId, role: 'respondent' }),
        204,
      );
      day('2026-07-20');
      await cmd(resp, 'submit-reply', { admits: false, text: 'My cattle were tied at home that morning.' });
      day('2026-07-22');
      await cmd(officer, 'issue-hearing-notice', {
        hearingNoticeId: 'h1',
        hearingOn: '2026-08-05',
        mode: 'in-person',
        time: '11:00',
        place: 'Court room, SDM office',
      });
      day('2026-07-23');
      await cmd(officer, 'record-service-attempt', {
        hearingNoticeId: 'h1',
        attemptId: 'h1-a1',
        mode: 'speed-post',
        outcome: 'served',
        proof: { articleNumber: 'EK123456789IN' },
      });
      day('2026-08-05');
      await cmd(officer, 'record-hearing', BOTH_HEARD);
      day('2026-08-20');
      const order = await cmd(officer, 'pass-order', {
        kind: 'penalty-or-compensation',
        noCeilingConfirmed: true,
        amounts: { penaltyPaise: 500_000, compensationPaise: 1_200_000, expensesPaise: 0, chargesPaise: 0 },
        depositDays: 30,
        reasons: 'The trespass and damage are proved by the revenue record and photographs.',
        ...SPEAKS,
      });
      assert.ok(order.body.events.some((e: { basisLabels: string[] }) => e.basisLabels.includes('Rule 4(12)')));

      const record = ok(await officer.get(`/api/v1/cases/${id}`));
      assert.equal(record.body.summary.stage, 'order-passed');
      assert.equal(record.headers.get('etag'), `"${v}"`);
      assert.ok(
        record.body.orderSheet.every(
          (e: { basisLabels: string[]; basis: string[] }) => e.basisLabels.length === e.basis.length,
        ),
      );
      assert.ok(
        record.body.clocks.some(
          (k: { clock: string; explanation: string[] }) => k.clock === 'deposit' && k.explanation.length > 0,
        ),
      );

      // The appeal: the person penalised appeals; the grounds are left out, so scrutiny finds a defect.
      day('2026-08-24');
      const { grounds: _omit, ...formWithoutGrounds } = COMPLETE_FORM;
      const form = {
        ...formWithoutGrounds,
        orderDate: '2026-08-20',
        withinTimeAnswer: 'YES',
        delayExplanation: 'Filed in time; no delay to condone.',
        declaration: { made: true, signedOn: '2026-08-24', name: 'Mohan Lal' },
      };
      // Form-III item 9 through the API: the explanation of delay must be text (problem+json naming the field).
      const badItem9 = await resp.post(`/api/v1/cases/${id}/appeals`, {
        form: { ...form, delayExplanation: 42 },
        filedBy: 'appellant-in-person',
        medium: 'electronic',
      });
      assert.equal(badItem9.status, 400, badItem9.text);
      assert.match(badItem9.text, /delayExplanation/);
      const appealFiled = ok(
        await resp.post(`/api/v1/cases/${id}/appeals`, { form, filedBy: 'appellant-in-person', medium: 'electronic' }),
        201,
      );
      assert.match(appealFiled.body.number, /^CTA\/AGR\/2026\/\d+$/);
      const appealId: string = appealFiled.body.id;
      let av: number = appealFiled.body.version;
      const acmd = async (who: ReturnType<typeof as>, type: string, body: object): Promise<Reply> => {
        const r = ok(await who.post(`/api/v1/appeals/${appealId}/commands/${type}`, { ...body, expectedVersion: av }));
        av = r.body.version;
        return r;
      };
      await acmd(authority, 'call-for-records', {});
      day('2026-08-25');
      const intimated = await acmd(authority, 'intimate-defects', {
        defects: [{ field: 'grounds', description: 'Item 4 (grounds of appeal) is blank; state the grounds.' }],
      });
      assert.ok(intimated.body.events[0].basisLabels.includes('Rule 7(6)'));
      day('2026-08-28');
      await acmd(resp, 'record-rectification', {
        amendments: { grounds: 'The cattle were not mine; the revenue record was misread.' },
      });
      day('2026-08-31');
      await acmd(authority, 'admit', {});
      day('2026-09-01');
      await acmd(authority, 'issue-notice-to-respondent', { replyDays: 15, copyOfAppealEnclosed: true });
      day('2026-09-02');
      await acmd(authority, 'record-service-attempt', {
        mode: 'speed-post',
        outcome: 'served',
        proof: { articleNumber: 'EK123456789IN' },
      });
      day('2026-09-10');
      await acmd(c, 'submit-respondent-reply', { text: 'The order is right.' });
      day('2026-09-11');
      await acmd(authority, 'schedule-hearing', { hearingOn: '2026-09-18', mode: 'in-person', time: '11:00' });
      day('2026-09-18');
      await acmd(authority, 'record-hearing', {
        mode: 'in-person',
        appearances: { appellant: 'in-person', respondent: 'legal-representative' },
        representatives: { respondent: 'Adv. Sunita Rao' },
      });
      day('2026-09-21');
      const decided = await acmd(authority, 'decide-appeal', {
        outcome: 'vary',
        reasons: 'The compensation is reduced to the loss proved.',
        payWithinDays: 30,
        answers: ANSWERS,
        varied: { penaltyPaise: 500_000, compensationPaise: 600_000, expensesPaise: 0, chargesPaise: 0 },
      });
      assert.ok(decided.body.events[0].basisLabels.includes('Rule 7(11)'));

      const appeal = ok(await authority.get(`/api/v1/appeals/${appealId}`));
      assert.equal(appeal.body.summary.stage, 'decided');
      // Form-III item 9 is the appellant's answer as written; the portal's count is beside it, for the authority.
      const filedEntry = appeal.body.orderSheet.find((e: { type: string }) => e.type === 'appeal.filed');
      assert.equal(filedEntry.payload.form.withinTimeAnswer, 'YES');
      assert.equal(filedEntry.payload.form.delayExplanation, 'Filed in time; no delay to condone.');
      assert.equal(filedEntry.payload.item9.answer, 'YES');
      // Rule 7(12): the varied order states the last day to pay the penalty that stands (s.27C from the appellate order).
      const decidedEntry = appeal.body.orderSheet.find((e: { type: string }) => e.type === 'appeal.decided');
      assert.equal(decidedEntry.payload.payBy.due, '2026-10-21');
      assert.ok(decidedEntry.basisLabels.includes('Rule 7(12)'));
      assert.match(appeal.body.summary.status, /vary/);
      assert.equal(appeal.body.recordBelow.summary.id, id);
      assert.ok(appeal.body.recordBelow.orderSheet.some((e: { type: string }) => e.type === 'order-passed'));

      const pub = ok(await send(app, 'GET', `/api/v1/public/cases/${encodeURIComponent(appealFiled.body.number)}`));
      assert.equal(pub.body.stage, 'decided');

      const admin = await makeActor(db, 'Admin', [{ role: 'administrator' }]);
      const verify = ok(await as(app, await t.tokenFor(admin)).get('/api/v1/verify'));
      assert.equal(verify.body.ok, true);
      assert.deepEqual(verify.body.breaks, []);
    });

    it('Rule 4(7) and Rule 4(13): no reply within the period, the officer proceeds ex parte and dismisses the complaint', async () => {
      const officer = as(app, tok['ao']!);
      day('2026-07-06');
      const filed = ok(await as(app, tok['citizen']!).post('/api/v1/complaints', complaint), 201);
      const id: string = filed.body.id;
      let v = 1;
      const cmd = async (type: string, body: object): Promise<Reply> => {
        const r = ok(await officer.post(`/api/v1/cases/${id}/commands/${type}`, { ...body, expectedVersion: v }));
        v = r.body.version;
        return r;
      };
      day('2026-07-08');
      await cmd('issue-show-cause-notice', notice);
      day('2026-07-10');
      await cmd('record-service-attempt', {
        attemptId: 'a1',
        mode: 'speed-post',
        outcome: 'served',
        proof: { articleNumber: 'EK123456789IN' },
      });
      // Served 10 Jul with 30 days: the last day, Sunday 9 Aug, moves to Monday 10 Aug (GCA s.10); ex parte from 11 Aug.
      day('2026-08-11');
      const ex = await cmd('proceed-ex-parte', { reasons: 'No reply within the period despite service by tender.' });
      assert.ok(ex.body.events[0].basisLabels.includes('Rule 4(7)'));
      day('2026-08-12');
      // Rule 4(7): the hearing proceeds in the absence; the complainant's material is examined before any order.
      await cmd('record-hearing-in-absence', {
        complainantAppeared: true,
        materialExamined: ['Statement in the complaint'],
        notes: 'No evidence of the trespass produced.',
      });
      const dismissed = await cmd('pass-order', {
        kind: 'dismissal',
        reasons: 'The complainant produced no evidence of the trespass alleged.',
        ...SPEAKS_DISMISSAL,
      });
      assert.ok(dismissed.body.events[0].basisLabels.includes('Rule 4(13)'));
      const record = ok(await officer.get(`/api/v1/cases/${id}`));
      assert.equal(record.body.summary.stage, 'order-passed');
      assert.match(record.body.summary.status, /dismissed/);
    });
  });
}
