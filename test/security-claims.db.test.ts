// A claim code served on paper, attacked (issue 28, point 3), on PGlite and PostgreSQL, through the web forms a
// person uses (JavaScript off) and the API: the complainant cannot take the respondent's place with the code printed
// for the respondent, nor can the officer of the case make themselves a party; a claim is bound to the particulars
// the office recorded (a mismatch waits for the officer); the office sees every claim, undoes one with reasons on the
// order sheet, and prints a fresh code that voids the old ones.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Actor } from '../src/app/actor.ts';
import type { Db } from '../src/db/client.ts';
import { validParticulars } from '../src/domain/adjudication/fixtures.ts';
import { enterPaperParty, printBundle } from '../src/app/parties/paper.ts';
import { as } from './api.ts';
import { testBackends } from './db.ts';
import { makeActor, OFFICES, seedJurisdiction } from './factories.ts';
import type { NotificationStack } from './notifications/stack.ts';
import { notificationStack } from './notifications/stack.ts';
import { csrfIn, textOf, WebClient } from './web/client.ts';

for (const backend of testBackends()) {
  describe(`security (issue 28, claims) on ${backend.name}`, () => {
    let db: Db;
    let s: NotificationStack;
    let complainant: Actor;
    let ao: Actor;
    let caseId: string;
    let number: string;
    let partyId: string;

    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      s = notificationStack(db, { publicUrl: 'http://portal.test', start: '2026-07-06T06:00:00Z' });
      complainant = await makeActor(db, 'Ramesh Kumar', [{ role: 'citizen' }]);
      ao = await makeActor(db, 'A. Sharma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      const filed = await as(s.app, await s.t.tokenFor(complainant)).post('/api/v1/complaints', {
        officeCode: OFFICES.agraSadar,
        filedBy: { capacity: 'aggrieved-person' },
        mode: 'electronic',
        particulars: validParticulars(),
      });
      assert.equal(filed.status, 201, filed.text);
      caseId = filed.body.id;
      number = filed.body.number;
      s.t.clock.set('2026-07-08T06:00:00Z');
      const issued = await as(s.app, await s.t.tokenFor(ao)).post(
        `/api/v1/cases/${caseId}/commands/issue-show-cause-notice`,
        {
          replyDays: 30,
          contravention: 'Cattle let loose on the crop on 3 July 2026',
          provisionAlleged: 'Section 26 of the Cattle-trespass Act, 1871',
          complaintCopyEnclosed: true,
          aoName: 'A. Sharma',
          aoOffice: 'SDM Sadar, Agra',
          expectedVersion: filed.body.version,
        },
      );
      assert.equal(issued.status, 200, issued.text);
      await s.settle();
      ({ id: partyId } = await enterPaperParty(s.t.services.paper, ao, {
        streamId: caseId,
        role: 'respondent',
        name: 'Mohan Lal',
        address: 'House 40, Village Rampur, District Agra, 282001',
        lang: 'hi',
      }));
    });
    after(async () => {
      await db.close();
    });

    const code = async (fresh = false) =>
      (await printBundle(s.t.services.paper, ao, { streamId: caseId, partyId, ...(fresh ? { fresh } : {}) }))
        .claimCode!;
    /** A signed-in web client of an actor (its API token as a bearer, as the page tests do). */
    const webOf = async (a: Actor) => new WebClient(s.app, { authorization: `Bearer ${await s.t.tokenFor(a)}` });
    async function claim(w: WebClient, fields: { code: string; name: string; address?: string }) {
      const form = await w.get('/claim');
      return w.post('/claim', { _csrf: csrfIn(form.html), number, address: '', ...fields });
    }
    const partiesOf = async () =>
      (await s.t.services.store.read.parties(caseId)).map((p) => `${p.role}:${p.accountId}`).sort();

    it("security: the complainant cannot take the respondent's place with the code printed for the respondent", async () => {
      const before = await partiesOf();
      const r = await claim(await webOf(complainant), { code: await code(), name: 'Mohan Lal' });
      assert.equal(r.status, 403, `the complainant claimed the respondent's place: ${r.status} ${r.location}`);
      assert.match(textOf(r.html), /already a party of this case/);
      assert.deepEqual(await partiesOf(), before, 'no party added');
    });

    it('security: the officer of the case cannot make themselves a party with a claim code', async () => {
      const before = await partiesOf();
      const r = await claim(await webOf(ao), { code: await code(), name: 'Mohan Lal' });
      assert.equal(r.status, 403, `the officer became a party: ${r.status} ${r.location}`);
      assert.match(textOf(r.html), /cannot become a party/);
      assert.deepEqual(await partiesOf(), before);
    });

    it('security: a claim under another name waits for the officer, who sees every claim, refuses it, undoes a claim with reasons on the order sheet, and a fresh code voids the old ones', async () => {
      const stranger = await makeActor(db, 'Suresh Pal', [{ role: 'citizen' }]);
      const codeA = await code();
      const r = await claim(await webOf(stranger), { code: codeA, name: 'Suresh Pal' });
      assert.equal(
        r.location,
        '/claim?pending=1',
        `a claim under another name linked at once: ${r.status} ${r.location}`,
      );
      assert.ok(!(await partiesOf()).some((p) => p.endsWith(stranger.accountId)), 'not a party');

      // The office sees every claim: the two refused by the portal and the one waiting; the officer refuses it.
      const ow = await webOf(ao);
      const page = await ow.get(`/office/cases/${caseId}/paper`);
      assert.equal(page.status, 200, page.html.slice(0, 500));
      const text = textOf(page.html);
      assert.match(text, /Suresh Pal claimed Mohan Lal/);
      assert.match(text, /Ramesh Kumar claimed Mohan Lal/);
      assert.match(text, /Waiting for your decision/);
      const claims = (await as(s.app, await s.t.tokenFor(ao)).get(`/api/v1/cases/${caseId}/paper-claims`)).body
        .items as { id: string; status: string; accountName: string }[];
      assert.deepEqual(claims.map((c) => c.status).sort(), ['pending', 'refused', 'refused']);
      const pending = claims.find((c) => c.status === 'pending')!;
      const noReasons = await ow.post(`/office/cases/${caseId}/paper/claims/${pending.id}`, {
        _csrf: csrfIn(page.html),
        decision: 'refuse',
        reasons: '',
      });
      assert.equal(noReasons.status, 400);
      const refused = await ow.post(`/office/cases/${caseId}/paper/claims/${pending.id}`, {
        _csrf: csrfIn(page.html),
        decision: 'refuse',
        reasons: 'Not the person served',
      });
      assert.equal(refused.status, 303, refused.html.slice(0, 500));

      // A person who got the sheet claims with the recorded name: linked. The office undoes it with reasons.
      const taker = await makeActor(db, 'Mohan Lal', [{ role: 'citizen' }]);
      const linked = await claim(await webOf(taker), { code: codeA, name: 'mohan  lal' });
      assert.equal(linked.status, 303);
      assert.equal(linked.location, `/my/cases/${caseId}?claimed=1`);
      const list = (await as(s.app, await s.t.tokenFor(ao)).get(`/api/v1/cases/${caseId}/paper-claims`)).body.items as {
        id: string;
        status: string;
      }[];
      const link = list.find((c) => c.status === 'linked')!;
      const undo = await as(s.app, await s.t.tokenFor(ao)).post(
        `/api/v1/cases/${caseId}/paper-claims/${link.id}/decision`,
        { decision: 'undo', reasons: 'The neighbour took the sheet affixed to the door' },
      );
      assert.equal(undo.status, 200, undo.text);
      assert.ok(!(await partiesOf()).some((p) => p.endsWith(taker.accountId)), 'no longer a party');
      const entries = await s.t.services.store.read.entries(caseId);
      const row = entries.find((e) => e.type === 'paper-claim-undone');
      assert.ok(row, 'the undoing is on the order sheet');
      assert.equal((row.payload as { reasons: string }).reasons, 'The neighbour took the sheet affixed to the door');
      assert.deepEqual(await s.t.services.verifyOrderSheet(), {
        ...(await s.t.services.verifyOrderSheet()),
        breaks: [],
      });
      // The code the neighbour used no longer works; a fresh code voids every earlier one, and works.
      const again = await claim(await webOf(taker), { code: codeA, name: 'Mohan Lal' });
      assert.equal(again.status, 400);
      const codeB = await code();
      const codeC = await code(true);
      const owner = await makeActor(db, 'Mohan Lal', [{ role: 'citizen' }]);
      const old = await claim(await webOf(owner), { code: codeB, name: 'Mohan Lal' });
      assert.equal(old.status, 400, 'a code printed before the fresh one is void');
      const ok = await claim(await webOf(owner), { code: codeC, name: 'Mohan Lal' });
      assert.equal(ok.location, `/my/cases/${caseId}?claimed=1`);
    });
  });
}
