// Issue 32: the portal's verification of proofs of service signed on a process server's phone, and the review path,
// on PGlite (and PostgreSQL with DATABASE_URL). The phone is played here by WebCrypto: a non-extractable ECDSA P-256
// key, the proof in canonical JSON chained to the phone's previous proof, its signature in r||s form.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { webcrypto } from 'node:crypto';
import type { Actor } from '../actor.ts';
import { fileComplaint } from '../cases/file-complaint.ts';
import { runCommand } from '../cases/run-command.ts';
import type { Db } from '../../db/client.ts';
import {
  d,
  hearingOnNotice,
  noticeCmd,
  penaltyOrder,
  postServed,
  replyCmd,
  validParticulars,
} from '../../domain/adjudication/fixtures.ts';
import { COMPLETE_FORM } from '../../domain/appeal/fixtures.ts';
import { fileAppeal } from '../cases/file-appeal.ts';
import { createDocumentRunner } from '../../jobs/document-runner.ts';
import { canonicalJson } from '../../lib/canonical-json.ts';
import { testBackends } from '../../../test/db.ts';
import { csrfIn, textOf, WebClient } from '../../../test/web/client.ts';
import { createApp } from '../../server/app.ts';
import { quietLogger } from '../../../test/services.ts';
import { makeActor, OFFICES, seedJurisdiction } from '../../../test/factories.ts';
import type { TestServices } from '../../../test/services.ts';
import { testServices } from '../../../test/services.ts';
import { enrolDevice, myTasks } from './field.ts';
import {
  allocateTask,
  appointProcessServer,
  approveDevice,
  proofsOfCase,
  reallocateTask,
  revokeDevice,
} from './office.ts';
import { reviewProof } from './review.ts';
import { submitProof } from './submit.ts';
import { linkParty } from '../cases/link-party.ts';
import { AppError } from '../errors.ts';
import type { SubmitInput } from './submit.ts';
import { sha256Hex } from './proof.ts';
import type { AdjudicationEvent, OrderCopySupplied } from '../../domain/adjudication/events.ts';
import { sheetSentence } from '../proceedings/adjudication/events.ts';
import { proofOf } from '../proceedings/events.ts';
import { recordOnly, testSigningKey } from '../../../test/signing.ts';

const WEB = { logger: quietLogger, publicUrl: 'http://localhost:3000', uploadMaxBytes: 4096, cookieSecure: false };

const subtle = webcrypto.subtle;

/** A phone: its key pair (the private half not extractable), its enrolment, and its chain of proofs. */
class Phone {
  seq = 0;
  prev: string | null = null;
  deviceId = '';
  constructor(readonly keys: webcrypto.CryptoKeyPair) {}
  static async make(): Promise<Phone> {
    return new Phone(
      (await subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
        'sign',
        'verify',
      ])) as webcrypto.CryptoKeyPair,
    );
  }
  async publicJwk(): Promise<unknown> {
    return subtle.exportKey('jwk', this.keys.publicKey);
  }
  /** Signs the next proof of the chain; returns what the phone sends. */
  async sign(
    fields: Record<string, unknown>,
    photos: Uint8Array[],
  ): Promise<SubmitInput & { body: string; hash: string }> {
    this.seq += 1;
    const body = canonicalJson({
      v: 1,
      device: this.deviceId,
      seq: this.seq,
      prev: this.prev,
      witnesses: [],
      photos: photos.map((p) => sha256Hex(p)),
      ...fields,
    });
    const sig = new Uint8Array(
      await subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, this.keys.privateKey, new TextEncoder().encode(body)),
    );
    const hash = sha256Hex(body);
    this.prev = hash;
    return {
      body,
      hash,
      signature: Buffer.from(sig).toString('base64'),
      photos: photos.map((p) => Buffer.from(p).toString('base64')),
    };
  }
}

const jpeg = (seed: number): Uint8Array => {
  const b = new Uint8Array(2000);
  b.set([0xff, 0xd8, 0xff, 0xe0]);
  for (let i = 4; i < b.length; i++) b[i] = (i * 31 + seed) & 0xff;
  return b;
};

for (const backend of testBackends()) {
  describe(`Rule 4(5): proofs of service from the process server's phone on ${backend.name}`, () => {
    let db: Db;
    let t: TestServices;
    let citizen: Actor;
    let ao: Actor;
    let server: Actor;
    let server2: Actor;
    let drain: () => Promise<number>;

    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      t = testServices(db, '2026-07-08T04:30:00Z');
      citizen = await makeActor(db, 'Ramesh Kumar', [{ role: 'citizen' }]);
      ao = await makeActor(db, 'A. Sharma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      server = await makeActor(db, 'Ram Singh', []);
      server2 = await makeActor(db, 'Shyam Lal', []);
      const runner = createDocumentRunner({
        deps: t.services.cases,
        key: testSigningKey(),
        publicUrl: 'http://localhost:3000',
        // The tasks name a notice by its SHA-256; no assertion reads a document's bytes: recorded, not typeset.
        render: recordOnly('http://localhost:3000'),
      });
      drain = () => runner.drain();
      for (const s of [server, server2])
        await appointProcessServer(t.services.field, ao, { accountId: s.accountId, officeCode: OFFICES.agraSadar });
    });
    after(async () => {
      await db.close();
    });

    /** A complaint with its Form-II issued (signed PDF) and one task to serve it, allocated to `to`. */
    async function noticeTask(to: Actor = server): Promise<{ streamId: string; taskId: string; sha: string }> {
      const filed = await fileComplaint(t.services.cases, citizen, {
        officeCode: OFFICES.agraSadar,
        complaint: { filedBy: { capacity: 'aggrieved-person' }, mode: 'electronic', particulars: validParticulars() },
      });
      const streamId = filed.id;
      await runCommand(t.services.cases, ao, { streamId, command: noticeCmd('2026-07-08') as never });
      await drain();
      const { taskId } = await allocateTask(t.services.field, ao, {
        streamId,
        notice: 'form-2',
        addressee: 'Mohan Lal',
        address: 'House 4, Village Rampur, Agra',
        accountId: to.accountId,
      });
      const task = (await myTasks(t.services.field, to)).find((x) => x.id === taskId)!;
      assert.equal(task.manner, 'tender', 'Rule 4(5)(i): the first manner is tender');
      return { streamId, taskId, sha: task.noticeSha256 };
    }

    async function enrolled(who: Actor = server): Promise<Phone> {
      const phone = await Phone.make();
      const e = await enrolDevice(t.services.field, who, { publicKey: await phone.publicJwk(), label: 'Field phone' });
      phone.deviceId = e.deviceId;
      await approveDevice(t.services.field, ao, e.deviceId);
      return phone;
    }

    const tender = (taskId: string, sha: string, over: Record<string, unknown> = {}) => ({
      task: taskId,
      notice: sha,
      manner: 'tender',
      outcome: 'handed-over',
      receiver: 'Mohan Lal',
      at: '2026-07-08T04:25:00.000Z',
      geo: { lat: 27.17667, lon: 78.00806, accuracy: 12 },
      ...over,
    });

    it('Rule 4(5)(i): a verified tender is recorded as served on the order sheet, with who, when, where and the proof hash; sent three times, stored once', async () => {
      const k = await noticeTask();
      const phone = await enrolled();
      const sent = await phone.sign(tender(k.taskId, k.sha), [jpeg(1)]);
      const results = [];
      for (let i = 0; i < 3; i++)
        results.push(await submitProof(t.services.field, { ...sent, sentAt: '2026-07-08T04:30:00Z' }));
      assert.equal(results[0]!.verdict, 'recorded', JSON.stringify(results[0]));
      assert.deepEqual(results[0]!.verdict === 'recorded' ? results[0]!.flags : null, []);
      assert.ok(results.slice(1).every((r) => r.verdict === 'recorded' && r.repeated));
      const proofs = await proofsOfCase(t.services.field, ao, k.streamId);
      assert.equal(proofs.length, 1);
      const sheet = await t.services.store.read.entries(k.streamId);
      const row = sheet.find((e) => e.type === 'service-attempted')! as unknown as {
        payload: Record<string, unknown>;
        actorRole: string;
      };
      assert.equal(row.payload['mode'], 'tender');
      assert.equal(row.payload['outcome'], 'served');
      assert.match(String(row.payload['particulars']), new RegExp(`SHA-256 ${sent.hash}`));
      // The Hindi order sheet gives the field service's own words in Hindi, with the same hash.
      const hiWords = sheetSentence({ ...(row.payload as object), type: 'service-attempted' } as AdjudicationEvent).hi;
      assert.match(
        hiWords,
        new RegExp(
          `आदेशिका तामीलकर्ता Ram Singh द्वारा Mohan Lal को निविदत्त किया गया, जिन्होंने इसे स्वीकार किया, .*SHA-256 ${sent.hash}।`,
        ),
      );
      assert.doesNotMatch(hiWords, /Tendered by/);
      assert.match(
        String(row.payload['particulars']),
        /Tendered by the process server Ram Singh to Mohan Lal, who accepted it, on 8 Jul 2026 at 09:55 IST, at 27\.17667, 78\.00806 \(GPS, within 12 m\); 1 photo\./,
      );
      assert.equal(row.actorRole, 'system:field-service');
      assert.equal(sheet.filter((e) => e.type === 'document-attached').length, 1, 'the photo attached once');
      assert.deepEqual((await t.services.verifyOrderSheet()).breaks, []);
      // The task is done: it leaves the phone's list.
      assert.ok(!(await myTasks(t.services.field, server)).some((x) => x.id === k.taskId));
    });

    it('security: a changed latitude or a flipped photo byte is refused and nothing is stored', async () => {
      const k = await noticeTask();
      const phone = await enrolled();
      const photo = jpeg(2);
      const sent = await phone.sign(tender(k.taskId, k.sha), [photo]);
      const moved = sent.body.replace('"lat":27.17667', '"lat":27.27667');
      assert.notEqual(moved, sent.body);
      const r1 = await submitProof(t.services.field, { ...sent, body: moved });
      assert.equal(r1.verdict, 'refused');
      assert.equal(r1.verdict === 'refused' && r1.code, 'FIELD.SIGNATURE_INVALID');
      const flipped = Buffer.from(photo);
      flipped[100] = flipped[100]! ^ 0xff;
      const r2 = await submitProof(t.services.field, { ...sent, photos: [flipped.toString('base64')] });
      assert.equal(r2.verdict === 'refused' && r2.code, 'FIELD.PHOTO_CHANGED');
      assert.match(r2.verdict === 'refused' ? r2.message : '', /Photo 1 is not the photo the proof was signed with/);
      assert.equal((await proofsOfCase(t.services.field, ao, k.streamId)).length, 0);
      // The genuine proof still goes through.
      assert.equal((await submitProof(t.services.field, sent)).verdict, 'recorded');
    });

    it('Rule 4(5): a proof for a task reallocated while the phone was offline lands as needs review and changes nothing', async () => {
      const k = await noticeTask();
      const phone = await enrolled();
      const sent = await phone.sign(tender(k.taskId, k.sha), [jpeg(3)]);
      await reallocateTask(t.services.field, ao, k.taskId, server2.accountId);
      const before = (await t.services.store.read.entries(k.streamId)).length;
      const r = await submitProof(t.services.field, sent);
      assert.equal(r.verdict, 'needs-review');
      assert.match(r.verdict === 'needs-review' ? (r.reason ?? '') : '', /reallocated to Shyam Lal/);
      assert.equal((await t.services.store.read.entries(k.streamId)).length, before, 'nothing on the order sheet');
      const [stored] = await proofsOfCase(t.services.field, ao, k.streamId);
      assert.equal(stored?.verdict, 'needs-review');
      // The proof is a fact: the database refuses to change it.
      await assert.rejects(
        db.kysely
          .updateTable('field_proof' as never)
          .set({ reason: 'x' } as never)
          .execute(),
      );
    });

    it("Rule 4(5)(iii): affixing before tender and post have failed is held for review with the rule's words", async () => {
      const k = await noticeTask();
      const phone = await enrolled();
      const sent = await phone.sign(
        {
          ...tender(k.taskId, k.sha),
          manner: 'affixing',
          outcome: 'affixed',
          witnesses: ['Gopal'],
          place: 'the outer door',
          receiver: undefined,
        },
        [jpeg(4)],
      );
      const r = await submitProof(t.services.field, sent);
      assert.equal(r.verdict, 'needs-review');
      assert.match(
        r.verdict === 'needs-review' ? (r.reason ?? '') : '',
        /Affixing is allowed only after service has failed/,
      );
    });

    it("security: a revoked phone's proof is refused; an unapproved one is refused", async () => {
      const k = await noticeTask();
      const phone = await enrolled();
      await revokeDevice(t.services.field, ao, phone.deviceId);
      const r = await submitProof(t.services.field, await phone.sign(tender(k.taskId, k.sha), [jpeg(5)]));
      assert.equal(r.verdict === 'refused' && r.code, 'FIELD.DEVICE_REVOKED');
      const fresh = await Phone.make();
      fresh.deviceId = (
        await enrolDevice(t.services.field, server, { publicKey: await fresh.publicJwk(), label: 'New phone' })
      ).deviceId;
      const r2 = await submitProof(t.services.field, await fresh.sign(tender(k.taskId, k.sha), [jpeg(6)]));
      assert.equal(r2.verdict === 'refused' && r2.code, 'FIELD.DEVICE_NOT_APPROVED');
    });

    it('a phone clock two hours fast, an accuracy of exactly 0 and one worse than the configured limit are flagged', async () => {
      const phone = await enrolled();
      const a = await noticeTask();
      const fast = await submitProof(t.services.field, {
        ...(await phone.sign(tender(a.taskId, a.sha, { at: '2026-07-08T06:25:00.000Z' }), [jpeg(7)])),
        sentAt: '2026-07-08T06:30:00.000Z',
      });
      assert.deepEqual(fast.verdict === 'recorded' && fast.flags, ['clock-ahead']);
      const b = await noticeTask();
      const zero = await submitProof(
        t.services.field,
        await phone.sign(tender(b.taskId, b.sha, { geo: { lat: 27.1, lon: 78, accuracy: 0 } }), [jpeg(8)]),
      );
      assert.deepEqual(zero.verdict === 'recorded' && zero.flags, ['accuracy-zero']);
      const c = await noticeTask();
      const poor = await submitProof(
        t.services.field,
        await phone.sign(tender(c.taskId, c.sha, { geo: { lat: 27.1, lon: 78, accuracy: 450 } }), [jpeg(9)]),
      );
      assert.deepEqual(poor.verdict === 'recorded' && poor.flags, ['accuracy-poor']);
    });

    it("the chain: a proof that does not follow the phone's previous one is held for review", async () => {
      const phone = await enrolled();
      const a = await noticeTask();
      await phone.sign(tender(a.taskId, a.sha), [jpeg(10)]); // signed, never sent: the next one leaves a gap
      const r = await submitProof(t.services.field, await phone.sign(tender(a.taskId, a.sha), [jpeg(11)]));
      assert.equal(r.verdict, 'needs-review');
      assert.match(r.verdict === 'needs-review' ? (r.reason ?? '') : '', /chain of proofs has a gap/);
    });

    // ----- The officer's review of a proof held for review (0260) ------------------------------------------------

    it('Rule 4(5): a proof held for review, accepted as service by the officer for reasons, is recorded on the order sheet; it is decided once', async () => {
      const k = await noticeTask();
      const phone = await enrolled();
      const sent = await phone.sign(tender(k.taskId, k.sha), [jpeg(21)]);
      await reallocateTask(t.services.field, ao, k.taskId, server2.accountId);
      assert.equal((await submitProof(t.services.field, sent)).verdict, 'needs-review');
      // Only the office's officer decides; a process server may not.
      await assert.rejects(
        reviewProof(t.services.field, server, { hash: sent.hash, decision: 'accepted', reasons: 'Mine.' }),
        (e: unknown) => e instanceof AppError && e.code === 'AUTH.FORBIDDEN',
      );
      const r = await reviewProof(t.services.field, ao, {
        hash: sent.hash,
        decision: 'accepted',
        reasons: 'Ram Singh served it before the task was moved; the photograph shows the house.',
      });
      assert.equal(r.decision, 'accepted');
      const entries = await t.services.store.read.entries(k.streamId);
      const served = entries.find((e) => e.type === 'service-attempted');
      assert.ok(served, 'the attempt is on the order sheet');
      const particulars = (served.payload as { particulars: string }).particulars;
      assert.match(particulars, /Tendered by the process server Ram Singh to Mohan Lal, who accepted it/);
      assert.match(particulars, /accepted as service by the officer: Ram Singh served it before the task was moved/);
      assert.match(particulars, new RegExp(`SHA-256 ${sent.hash}`));
      const [stored] = await proofsOfCase(t.services.field, ao, k.streamId);
      assert.equal(stored?.verdict, 'needs-review', 'the proof stays as it arrived');
      assert.equal(stored?.review?.decision, 'accepted');
      assert.equal(stored?.review?.byName, 'A. Sharma');
      assert.equal(stored?.review?.attemptId, r.attemptId);
      await assert.rejects(
        reviewProof(t.services.field, ao, { hash: sent.hash, decision: 'rejected', reasons: 'Again.' }),
        (e: unknown) => e instanceof AppError && /already accepted/.test(e.message),
      );
      await assert.rejects(
        db.kysely
          .updateTable('field_proof_review' as never)
          .set({ reasons: 'x' } as never)
          .execute(),
      );
    });

    it('Rule 4(5): a proof held for review, rejected for reasons, records nothing; a decision needs its reasons; a recorded proof is not reviewed', async () => {
      const k = await noticeTask();
      const phone = await enrolled();
      const sent = await phone.sign(tender(k.taskId, k.sha), [jpeg(22)]);
      await reallocateTask(t.services.field, ao, k.taskId, server2.accountId);
      await submitProof(t.services.field, sent);
      const before = (await t.services.store.read.entries(k.streamId)).length;
      await assert.rejects(
        reviewProof(t.services.field, ao, { hash: sent.hash, decision: 'rejected', reasons: '  ' }),
        (e: unknown) => e instanceof AppError && e.field === 'reasons',
      );
      await reviewProof(t.services.field, ao, {
        hash: sent.hash,
        decision: 'rejected',
        reasons: 'The address photographed is not the address in the complaint.',
      });
      assert.equal((await t.services.store.read.entries(k.streamId)).length, before, 'nothing on the order sheet');
      const [stored] = await proofsOfCase(t.services.field, ao, k.streamId);
      assert.equal(stored?.review?.decision, 'rejected');
      assert.match(stored?.review?.reasons ?? '', /not the address/);
      // A proof recorded on arrival has nothing to review.
      const k2 = await noticeTask();
      const ok = await phone.sign(tender(k2.taskId, k2.sha), [jpeg(23)]);
      assert.equal((await submitProof(t.services.field, ok)).verdict, 'recorded');
      await assert.rejects(
        reviewProof(t.services.field, ao, { hash: ok.hash, decision: 'accepted', reasons: 'Fine.' }),
        (e: unknown) => e instanceof AppError && /nothing to review/.test(e.message),
      );
    });

    it('Rule 4(5), Rule 4(7): the person objects to a service the phone recorded; ex parte is refused until the officer decides the objection for reasons', async () => {
      const k = await noticeTask();
      const phone = await enrolled();
      assert.equal(
        (await submitProof(t.services.field, await phone.sign(tender(k.taskId, k.sha), [jpeg(24)]))).verdict,
        'recorded',
      );
      const mohan = await makeActor(db, 'Mohan Lal', [{ role: 'citizen' }]);
      await linkParty(t.services.cases, ao, { streamId: k.streamId, accountId: mohan.accountId, role: 'respondent' });
      // On the party's case page, under the notices served: the catalogue's form of the step, one form, no blank.
      const web = new WebClient(createApp(t.services, WEB), { authorization: `Bearer ${await t.tokenFor(mohan)}` });
      const page = await web.get(`/my/cases/${k.streamId}`);
      assert.equal(page.html.match(/action="[^"]*\/object-to-service"/g)?.length, 1, textOf(page.html).slice(0, 600));
      const version = /name="version" value="(\d+)"/.exec(page.html)![1]!;
      const blank = await web.post(`/my/cases/${k.streamId}/object-to-service`, {
        _csrf: csrfIn(page.html),
        version,
        target: 'notice',
        grounds: ' ',
      });
      assert.equal(blank.status, 400);
      assert.match(textOf(blank.html), /Say why the record of service is wrong/);
      const sent = await web.post(`/my/cases/${k.streamId}/object-to-service`, {
        _csrf: csrfIn(page.html),
        version,
        target: 'notice',
        grounds: 'I was in Mathura that day; the man photographed is my neighbour.',
      });
      assert.equal(sent.status, 303, textOf(sent.html).slice(0, 600));
      // An objection open on the notice: no second one is offered on it.
      assert.ok(!(await web.get(`/my/cases/${k.streamId}`)).html.includes('/object-to-service"'));
      t.clock.advanceDays(40);
      await assert.rejects(
        runCommand(t.services.cases, ao, {
          streamId: k.streamId,
          command: { type: 'proceed-ex-parte', reasons: 'No reply received.' },
        }),
        (e: unknown) =>
          e instanceof AppError &&
          e.code === 'SERVICE.OBJECTION_UNDECIDED' &&
          e.basis.includes('in.ctr2026.r4.7') &&
          /Mathura/.test(e.message),
      );
      await runCommand(t.services.cases, ao, {
        streamId: k.streamId,
        command: {
          type: 'decide-service-objection',
          objectionId: 'ob1',
          upheld: false,
          reasons: 'The photograph and the signature match the person.',
        },
      });
      await runCommand(t.services.cases, ao, {
        streamId: k.streamId,
        command: { type: 'proceed-ex-parte', reasons: 'No reply received.' },
      });
      const types = (await t.services.store.read.entries(k.streamId)).map((e) => e.type);
      assert.deepEqual(
        types.filter((x) => ['service-objected', 'service-objection-decided', 'ex-parte-recorded'].includes(x)),
        ['service-objected', 'service-objection-decided', 'ex-parte-recorded'],
      );
      t.clock.advanceDays(-40);
    });

    // ----- The copy of the order (Rule 4(15)) and the appeal's notice (Rule 7(9)) ------------------------------------

    /** A complaint case to its order (20 Aug 2026), the final order issued as a signed document. */
    async function orderedCase(): Promise<string> {
      const deps = t.services.cases;
      const id = (
        await fileComplaint(deps, ao, {
          officeCode: OFFICES.agraSadar,
          complaint: {
            filedBy: { capacity: 'aggrieved-person' },
            mode: 'electronic',
            particulars: validParticulars(),
            on: '2026-07-06',
          },
        })
      ).id;
      for (const c of [
        noticeCmd('2026-07-08'),
        postServed('2026-07-10'),
        replyCmd('2026-07-20', true),
        ...hearingOnNotice('2026-07-22', '2026-08-05'),
        penaltyOrder('2026-08-20'),
      ])
        await runCommand(deps, ao, { streamId: id, command: { ...c } as never });
      await drain();
      return id;
    }

    it('Rule 4(15): the signed copy of the order handed over by the process server is recorded as supplied, free of cost; a refusal is held for review', async () => {
      t.clock.set('2026-08-21T04:30:00Z');
      try {
        const id = await orderedCase();
        const phone = await enrolled();
        const { taskId } = await allocateTask(t.services.field, ao, {
          streamId: id,
          notice: 'order-copy',
          copyTo: 'contravener',
          addressee: 'Mohan Lal',
          address: 'House 4, Village Rampur, Agra',
          accountId: server.accountId,
        });
        const task = (await myTasks(t.services.field, server)).find((x) => x.id === taskId)!;
        assert.deepEqual([task.notice, task.copyTo, task.manner], ['order-copy', 'contravener', 'tender']);
        const at = '2026-08-21T04:20:00.000Z';
        const sent = await phone.sign(tender(taskId, task.noticeSha256, { at }), [jpeg(31)]);
        const r = await submitProof(t.services.field, sent);
        assert.equal(r.verdict, 'recorded');
        const supplied = (await t.services.store.read.entries(id)).filter((e) => e.type === 'order-copy-supplied');
        assert.deepEqual(
          supplied.map((e) => {
            const x = e.payload as { to: string; feePaise: number; signed: boolean };
            return [x.to, x.feePaise, x.signed, e.actorRole];
          }),
          [['contravener', 0, true, 'system:field-service']],
        );
        // Point 4: the verified proof's hash is on the order sheet's entry (and so in its chain), with who, when, to whom.
        const copy = supplied[0]!.payload as OrderCopySupplied;
        assert.deepEqual(
          { ...copy.fieldProof, photoDocumentId: undefined },
          {
            sha256: sent.hash,
            servedBy: 'Ram Singh',
            receivedBy: 'Mohan Lal',
            at: '09:50',
            photoDocumentId: undefined,
          },
        );
        const words = sheetSentence({ ...copy, type: 'order-copy-supplied', on: supplied[0]!.onDate });
        assert.match(
          words.en,
          new RegExp(`by the process server Ram Singh on .* at 09:50 IST\\..*SHA-256 ${sent.hash}\\.`),
        );
        assert.match(words.hi, new RegExp(`आदेशिका तामीलकर्ता Ram Singh ने .*SHA-256 ${sent.hash}।`));
        const line = proofOf('order-copy-supplied', copy);
        assert.deepEqual(
          [line?.manner, line?.proof.tenderedBy, line?.proof.tenderedTo],
          ['tender', 'Ram Singh', 'Mohan Lal'],
        );
        // Served once: a second copy to the same party is not allocated; the complainant's copy, refused, waits for the officer.
        await assert.rejects(
          allocateTask(t.services.field, ao, {
            streamId: id,
            notice: 'order-copy',
            copyTo: 'contravener',
            addressee: 'Mohan Lal',
            address: 'House 4',
            accountId: server.accountId,
          }),
          (e: unknown) => e instanceof AppError && /already been supplied/.test(e.message),
        );
        const second = await allocateTask(t.services.field, ao, {
          streamId: id,
          notice: 'order-copy',
          copyTo: 'complainant',
          addressee: 'Ramesh Kumar',
          address: 'House 9, Village Rampur, Agra',
          accountId: server.accountId,
        });
        const refusedCopy = await submitProof(
          t.services.field,
          await phone.sign(
            tender(second.taskId, task.noticeSha256, { at, outcome: 'refused', refusal: 'Would not take it' }),
            [jpeg(32)],
          ),
        );
        assert.equal(refusedCopy.verdict, 'needs-review');
        assert.match(refusedCopy.verdict === 'needs-review' ? (refusedCopy.reason ?? '') : '', /Rule 4\(15\)/);
      } finally {
        t.clock.set('2026-07-08T04:30:00Z');
      }
    });

    it('Rule 7(9)(i): the appellate authority gives its notice to the respondent to a process server; the verified tender is recorded as service in the appeal', async () => {
      t.clock.set('2026-08-27T04:30:00Z');
      try {
        const deps = t.services.cases;
        const below = await orderedCase();
        const dm = await makeActor(db, 'D. M. Agra', [{ role: 'appellate-authority', districtCode: 'AGR' }]);
        const appeal = (
          await fileAppeal(deps, dm, {
            caseId: below,
            appeal: {
              on: '2026-08-24',
              form: { ...COMPLETE_FORM, orderDate: d('2026-08-20') },
              filedBy: 'appellant-in-person',
              medium: 'writing',
            },
          })
        ).id;
        for (const c of [
          { type: 'call-for-records', on: '2026-08-25' },
          { type: 'admit', on: '2026-08-26' },
          { type: 'issue-notice-to-respondent', on: '2026-08-27', replyDays: 15, copyOfAppealEnclosed: true },
        ])
          await runCommand(deps, dm, { streamId: appeal, command: c as never });
        await drain();
        const officeCode = (await t.services.store.read.stream(appeal))!.officeCode;
        // The adjudicating officer below may not allocate the appeal's notice; the appellate authority does.
        await appointProcessServer(t.services.field, dm, { accountId: server.accountId, officeCode });
        const input = {
          streamId: appeal,
          notice: 'appeal-notice',
          addressee: 'Ramesh Kumar',
          address: 'House 9, Village Rampur, Agra',
          accountId: server.accountId,
        };
        await assert.rejects(
          allocateTask(t.services.field, ao, input),
          (e: unknown) => e instanceof AppError && e.code === 'AUTH.FORBIDDEN',
        );
        const { taskId } = await allocateTask(t.services.field, dm, input);
        const task = (await myTasks(t.services.field, server)).find((x) => x.id === taskId)!;
        assert.deepEqual([task.notice, task.manner], ['appeal-notice', 'tender']);
        const phone = await Phone.make();
        phone.deviceId = (
          await enrolDevice(t.services.field, server, { publicKey: await phone.publicJwk(), label: 'Appeal phone' })
        ).deviceId;
        // The appellate authority of the district approves the phone (Rule 7(9): the authority serves its notice).
        await approveDevice(t.services.field, dm, phone.deviceId);
        const r = await submitProof(
          t.services.field,
          await phone.sign(
            tender(taskId, task.noticeSha256, { at: '2026-08-27T04:20:00.000Z', receiver: 'Ramesh Kumar' }),
            [jpeg(33)],
          ),
        );
        assert.equal(r.verdict, 'recorded', r.verdict === 'needs-review' ? (r.reason ?? '') : '');
        const attempt = (await t.services.store.read.entries(appeal)).find(
          (e) => e.type === 'appeal.service-attempted',
        )!;
        const a = (attempt.payload as { attempt: { mode: string; outcome: string; particulars: string } }).attempt;
        assert.deepEqual([a.mode, a.outcome, attempt.actorRole], ['tender', 'served', 'system:field-service']);
        assert.ok(attempt.basis.includes('in.ctr2026.r7.9.i'), attempt.basis.join(','));
        assert.match(a.particulars, /Tendered by the process server Ram Singh to Ramesh Kumar/);
      } finally {
        t.clock.set('2026-07-08T04:30:00Z');
      }
    });
  });
}
