// Issue 27 through HTTP: adjournments (who sought them, why, granted or refused). The complainant asks on their own
// case page (the generated form of the catalogue's step, JavaScript off); while the request waits the officer's next
// step is to decide it and the order is refused; a refusal needs reasons answering the request; the party reads the
// request and its outcome on their page and over the API. The Rules are silent on adjournments (I-330).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Db } from '../db/client.ts';
import { as } from '../../test/api.ts';
import type { Reply } from '../../test/api.ts';
import { testBackends } from '../../test/db.ts';
import { makeActor, OFFICES, seedJurisdiction } from '../../test/factories.ts';
import type { TestServices } from '../../test/services.ts';
import { testServices } from '../../test/services.ts';
import { csrfIn, textOf, WebClient } from '../../test/web/client.ts';
import type { TestApp } from '../../test/case-walk.ts';
import { COMPLAINT as complaint, testApp } from '../../test/case-walk.ts';

for (const backend of testBackends()) {
  describe(`adjournments through the API and the party's page on ${backend.name}`, () => {
    let db: Db;
    let t: TestServices;
    let app: TestApp;
    let citizenTok: string;
    let aoTok: string;
    const day = (d: string): void => t.clock.set(`${d}T06:00:00Z`);

    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      t = testServices(db);
      app = testApp(t);
      citizenTok = await t.tokenFor(await makeActor(db, 'Ramesh Kumar', [{ role: 'citizen' }]));
      aoTok = await t.tokenFor(
        await makeActor(db, 'A. Sharma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]),
      );
    });
    after(async () => {
      await db.close();
    });

    it('Rule 4(6): the complainant asks to adjourn on their page; the hearing in their absence waits; a refusal without an answer to the request is refused; the refusal with reasons is on both pages', async () => {
      day('2026-07-06');
      const filed = await as(app, citizenTok).post('/api/v1/complaints', complaint);
      assert.equal(filed.status, 201, filed.text);
      const id: string = filed.body.id;
      const version = async (): Promise<number> =>
        (await as(app, aoTok).get(`/api/v1/cases/${id}`)).body.summary.version;
      const officer = async (type: string, body: object): Promise<Reply> =>
        as(app, aoTok).post(`/api/v1/cases/${id}/commands/${type}`, { ...body, expectedVersion: await version() });
      const steps: [string, string, object][] = [
        [
          '2026-07-08',
          'issue-show-cause-notice',
          {
            replyDays: 30,
            contravention: 'Letting cattle trespass on the crop on 3 July 2026',
            provisionAlleged: 'Section 26 of the Cattle-trespass Act, 1871',
            complaintCopyEnclosed: true,
            aoName: 'A. Sharma',
            aoOffice: 'SDM Sadar, Agra',
          },
        ],
        [
          '2026-07-10',
          'record-service-attempt',
          { attemptId: 'a1', mode: 'speed-post', outcome: 'served', proof: { articleNumber: 'EK123456789IN' } },
        ],
        ['2026-07-20', 'record-reply', { admits: false, text: 'My cattle were tied at home that morning.' }],
        [
          '2026-07-22',
          'issue-hearing-notice',
          { hearingNoticeId: 'h1', hearingOn: '2026-08-05', mode: 'in-person', time: '11:00', place: 'Court room' },
        ],
        [
          '2026-07-23',
          'record-service-attempt',
          {
            hearingNoticeId: 'h1',
            attemptId: 'h1-a1',
            mode: 'speed-post',
            outcome: 'served',
            proof: { articleNumber: 'EK123456780IN' },
          },
        ],
        [
          '2026-07-23',
          'record-service-attempt',
          {
            hearingNoticeId: 'h1',
            to: 'complainant',
            attemptId: 'h1-c1',
            mode: 'speed-post',
            outcome: 'served',
            proof: { articleNumber: 'EK123456781IN' },
          },
        ],
      ];
      for (const [d, type, body] of steps) {
        day(d);
        const r = await officer(type, body);
        assert.equal(r.status, 200, `${type}: ${r.text}`);
      }

      // 1 Aug: the complainant's page offers the request (the catalogue's step, open by decide()'s dry run).
      day('2026-08-01');
      const w = new WebClient(app, { authorization: `Bearer ${citizenTok}` });
      const pageBefore = await w.get(`/my/cases/${id}`);
      assert.equal(pageBefore.status, 200);
      assert.match(textOf(pageBefore.html), /Ask to adjourn the hearing/);
      assert.match(pageBefore.html, new RegExp(`action="/my/cases/${id}/act/seek-adjournment"`));
      // Through the API a party asks for their own side only: not in the name of the person complained against.
      const forOther = await as(app, citizenTok).post(`/api/v1/cases/${id}/commands/seek-adjournment`, {
        requestId: 'adj9',
        by: 'contravener',
        reasons: 'Asked in the other party’s name, which a party may not do.',
        expectedVersion: await version(),
      });
      assert.equal(forOther.status, 403, forOther.text);
      assert.match(forOther.text, /own side only \(complainant\), not for \\?"contravener/);
      const asked = await w.post(`/my/cases/${id}/act/seek-adjournment`, {
        _csrf: csrfIn(pageBefore.html),
        version: String(await version()),
        reasons: 'My counsel is engaged in the Sessions Court at Agra on 5 August.',
      });
      assert.equal(asked.status, 303, textOf(asked.html).slice(0, 1500));

      // The officer: deciding the request is the first next step; the order is refused while it waits.
      const rec = (await as(app, aoTok).get(`/api/v1/cases/${id}`)).body;
      assert.equal(rec.availableActions[0].command, 'decide-adjournment');
      const sought = rec.orderSheet.find((e: { type: string }) => e.type === 'adjournment-sought');
      assert.equal(sought.payload.by, 'complainant', 'the request is the complainant’s, as they are the one who asked');
      assert.equal(sought.payload.made, 'portal');
      // The officer's generated form names the request and shows the portal's choice (the Rules are silent).
      const form = await new WebClient(app, { authorization: `Bearer ${aoTok}` }).get(
        `/office/cases/${id}/act/decide-adjournment`,
      );
      assert.equal(form.status, 200);
      const words = textOf(form.html);
      assert.match(words, /Decide the request to adjourn the hearing/);
      assert.match(words, /The Rules do not speak of adjournments\. The portal's choice/);
      assert.match(words, /The complainant, 1 Aug 2026, to adjourn the hearing of 5 August 2026: My counsel/);
      // 5 Aug, the sitting: the hearing in the complainant's absence waits for the decision on the request.
      day('2026-08-05');
      const hearing = {
        hearingNoticeId: 'h1',
        noticeeAppeared: true,
        complainantAppeared: false,
        explained: true,
        opportunityAfforded: true,
        notes: 'The person complained against heard; the complainant absent.',
      };
      const early = await officer('record-hearing', hearing);
      assert.equal(early.status, 422, early.text);
      assert.equal(early.body.code, 'OPPORTUNITY.REQUEST_UNDECIDED');
      assert.match(early.body.detail, /Ramesh Kumar/);
      const parrot = await officer('decide-adjournment', {
        requestId: sought.payload.requestId,
        granted: false,
        reasons: 'My counsel is engaged in the Sessions Court at Agra on 5 August.',
      });
      assert.equal(parrot.status, 422, parrot.text);
      assert.equal(parrot.body.code, 'ADJOURNMENT.REASONS_REQUIRED');
      assert.equal(parrot.body.field, 'reasons');
      assert.ok(parrot.body.basis.includes('in.ctr2026.r4.6'));
      const refused = await officer('decide-adjournment', {
        requestId: sought.payload.requestId,
        granted: false,
        reasons: 'The complainant may appear in person; counsel was engaged after the date was fixed.',
      });
      assert.equal(refused.status, 200, refused.text);

      // The complainant reads the request and its outcome, with the reasons, on the page and over the API.
      const mine = await as(app, citizenTok).get(`/api/v1/me/cases/${id}`);
      assert.equal(mine.status, 200, mine.text);
      const said = mine.body.orderSheet.find((e: { type: string }) => e.type === 'adjournment-refused');
      assert.match(said.sentence.text.en, /refused, for these reasons: The complainant may appear in person/);
      const page = await w.get(`/my/cases/${id}`);
      const after = textOf(page.html);
      assert.match(after, /The complainant asked to adjourn the hearing of 5 August 2026, because: My counsel/);
      assert.match(after, /refused, for these reasons: .*counsel was engaged after the date was fixed\. The hearing/);
      // Refused, the same sitting is not asked again on the portal; the refusal comes back beside the field.
      const again = await w.post(`/my/cases/${id}/act/seek-adjournment`, {
        _csrf: csrfIn(page.html),
        version: String(await version()),
        reasons: 'My counsel is still engaged.',
      });
      assert.equal(again.status, 400);
      assert.match(textOf(again.html), /was refused on 5 Aug 2026, with reasons/);
      // Refused, the sitting goes on: the hearing in the complainant's absence, on the notice served in time.
      const held = await officer('record-hearing', hearing);
      assert.equal(held.status, 200, held.text);
    });
  });
}
