// The money loop through the real use cases and the database: orders raise demands (Rule 4(12)), partial deposits
// (s.27C) go through the case's own record and the book in one transaction, a lapsed deposit reaches the Board's
// recovery queue (Rule 4(14)), what it recovers is credited to the fund (s.28), an appeal varies the penalty with a
// refund (Rule 7(11)), the fund is used only on Rule 8(1) sanctions, and `ledger verify` re-checks all of it.
//
// C1 (AGRS): order 20 Aug 2026, penalty Rs 5,000 + compensation Rs 12,000, 30 days to deposit; penalty deposits
//   Rs 1,500 (GRN-1) and Rs 500 (GRN-2), compensation Rs 12,000 (GRN-3). Appeal varies the penalty to Rs 1,000:
//   Rs 1,000 refunded from the fund.
// C2 (AGRS): order 15 Sep 2026, penalty Rs 3,000, 30 days; nothing paid; referred 30 Oct; the Board recovers Rs 3,000.
// Fund: 2,000 + 3,000 - 1,000 = Rs 4,000; sanctions (a) 1,000 (b) 1,000 (c) 500 (d) 500 (e) 500; release (a) 1,000
//   → Rs 3,000; certificate Rs 800 on (a) → Rs 200 unutilised.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { testBackends } from '../../test/db.ts';
import { APPEAL_TO_HEARING, caseDeps, makeActor, OFFICES, seedJurisdiction } from '../../test/factories.ts';
import { ANSWERS } from '../domain/appeal/fixtures.ts';
import { penaltyOrder, validParticulars } from '../domain/adjudication/fixtures.ts';
import type { Db } from './client.ts';
import { moneyReads } from './money.repo.ts';
import type { Actor } from '../app/actor.ts';
import { AppError } from '../app/errors.ts';
import { MANUAL_ENTRY_GATEWAY } from '../app/money/gateway.ts';
import type { MoneyServices } from '../app/money/service.ts';
import { createMoneyServices } from '../app/money/service.ts';
import { appealFiled, decidedCase, runAs, toHearing } from '../../test/case-walk.ts';

async function refusedWith(p: Promise<unknown>, code: string, provision?: string): Promise<void> {
  await assert.rejects(p, (e: unknown) => {
    assert.ok(e instanceof AppError, String(e));
    assert.equal(e.code, code, e.message);
    if (provision)
      assert.ok((e.basis ?? []).includes(provision as never), `basis ${(e.basis ?? []).join(', ')} lacks ${provision}`);
    return true;
  });
}

for (const backend of testBackends()) {
  describe(`Rules 4(12), 4(14), 7(11) and 8: the money loop on ${backend.name}`, () => {
    let db: Db;
    let money: MoneyServices;
    let ao: Actor;
    let board: Actor;
    let recovery: Actor;
    let c1: string;
    let c2: string;
    let version: (id: string) => Promise<number>;
    let queueAfterReferral: Awaited<ReturnType<MoneyServices['recoveryQueue']>> = [];

    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      ao = await makeActor(db, 'A. Sharma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      const dm = await makeActor(db, 'District Magistrate Agra', [
        { role: 'appellate-authority', districtCode: 'AGR' },
      ]);
      board = await makeActor(db, 'AWBI fund accountant', [{ role: 'fund-accountant' }]);
      recovery = await makeActor(db, 'AWBI recovery officer', [{ role: 'awbi-recovery-officer' }]);
      const deps = caseDeps(db, '2027-03-31');
      money = createMoneyServices({
        store: deps.store,
        clock: deps.clock,
        reads: moneyReads(db.kysely),
        gateway: MANUAL_ENTRY_GATEWAY,
        cases: deps,
      });
      version = async (id) => (await deps.store.read.stream(id))!.version;
      const cmd = (who: Actor, id: string, command: object): Promise<void> => runAs(deps, who, id, command);
      c1 = await decidedCase(deps, ao);
      c2 = await decidedCase(deps, ao, [
        ...toHearing(),
        penaltyOrder('2026-09-15', {
          amounts: { penaltyPaise: 300_000, compensationPaise: 0, expensesPaise: 0, chargesPaise: 0 },
        }),
      ]);
      // The signed order given to the person (Rule 4(15)): the reference rests on it (issue 27).
      await cmd(ao, c2, { type: 'supply-order-copy', on: '2026-09-15', to: 'contravener', feePaise: 0, signed: true });

      // Deposits on C1: the penalty in two parts through the case, the compensation through the book.
      await money.recordDeposit(ao, {
        caseId: c1,
        kind: 'penalty',
        amountPaise: 150_000,
        receiptNo: 'GRN-1',
        mode: 'online',
        on: '2026-08-25',
      });
      await money.recordDeposit(ao, {
        caseId: c1,
        kind: 'penalty',
        amountPaise: 50_000,
        receiptNo: 'GRN-2',
        mode: 'bank-challan',
        on: '2026-09-01',
      });
      await money.recordDeposit(ao, {
        caseId: c1,
        kind: 'compensation',
        amountPaise: 1_200_000,
        receiptNo: 'GRN-3',
        mode: 'bank-challan',
        on: '2026-09-01',
      });

      // C2 lapses; the office refers it (the case's own command); the Board recovers it.
      await cmd(ao, c2, { type: 'refer-for-recovery', on: '2026-10-30' });
      queueAfterReferral = await money.recoveryQueue(recovery, '2026-11-01');
      await money.recordRecovery(recovery, {
        caseId: c2,
        action: 'demand-notice',
        note: 'Demand notice served on the owner',
        amountPaise: 0,
        on: '2026-11-05',
      });
      await money.recordRecovery(recovery, {
        caseId: c2,
        action: 'arrears-of-land-revenue',
        note: 'Recovered through the Tahsildar, Sadar',
        amountPaise: 300_000,
        receiptNo: 'AWBI/R/1',
        mode: 'demand-draft',
        on: '2026-11-20',
      });

      // The appeal against C1 varies the penalty to Rs 1,000.
      const a1 = await appealFiled(deps, dm, c1);
      for (const c of [
        ...APPEAL_TO_HEARING,
        {
          type: 'decide-appeal',
          on: '2026-12-01',
          outcome: 'vary',
          reasons: 'The damage was slight; the penalty is reduced.',
          payWithinDays: 30,
          answers: ANSWERS,
          varied: { penaltyPaise: 100_000, compensationPaise: 1_200_000, expensesPaise: 0, chargesPaise: 0 },
        },
      ])
        await cmd(dm, a1, c);

      // Utilisation (Rule 8(1)).
      await money.registerBody(board, {
        bodyId: 'AGR-NN',
        kind: 'local-authority',
        name: 'Nagar Nigam, Agra',
        state: 'UP',
        on: '2026-12-02',
      });
      await money.registerBody(board, {
        bodyId: 'UP-SAWB',
        kind: 'state-board',
        name: 'Uttar Pradesh Animal Welfare Board',
        state: 'UP',
        on: '2026-12-02',
      });
      await money.registerBody(board, {
        bodyId: 'SPCA-AGR',
        kind: 'spca',
        name: 'SPCA Agra',
        state: 'UP',
        on: '2026-12-02',
      });
      await money.grantSanction(board, {
        sanctionRef: 'AWBI/S/1',
        bodyId: 'AGR-NN',
        purpose: 'pounds',
        amountPaise: 100_000,
        on: '2026-12-03',
      });
      await money.grantSanction(board, {
        sanctionRef: 'AWBI/S/2',
        bodyId: 'SPCA-AGR',
        purpose: 'impounded-cattle-care',
        amountPaise: 100_000,
        on: '2026-12-03',
      });
      await money.grantSanction(board, {
        sanctionRef: 'AWBI/S/3',
        bodyId: 'UP-SAWB',
        purpose: 'training',
        amountPaise: 50_000,
        on: '2026-12-03',
      });
      await money.grantSanction(board, {
        sanctionRef: 'AWBI/S/4',
        bodyId: 'UP-SAWB',
        purpose: 'public-awareness',
        amountPaise: 50_000,
        on: '2026-12-03',
      });
      await money.grantSanction(board, {
        sanctionRef: 'AWBI/S/5',
        bodyId: 'SPCA-AGR',
        purpose: 'notified-purpose',
        notificationRef: 'S.O. 4321(E), 1 Sep 2026',
        amountPaise: 50_000,
        on: '2026-12-03',
      });
      await money.makeRelease(board, {
        releaseRef: 'AWBI/R/1',
        sanctionRef: 'AWBI/S/1',
        amountPaise: 100_000,
        on: '2026-12-10',
      });
      await money.recordCertificate(board, {
        certificateRef: 'UC/2027/1',
        sanctionRef: 'AWBI/S/1',
        amountPaise: 80_000,
        documentRef: 'uc-scan-1',
        on: '2027-02-01',
      });
    });
    after(async () => {
      await db.close();
    });

    it('Rule 4(12): the order raised the demands per head and the deposits reduced them', async () => {
      const dm = await money.demands(ao, c1);
      assert.deepEqual(
        dm.map((x) => [x.kind, x.orderedPaise, x.realisedPaise, x.refundedPaise, x.outstandingPaise]),
        [
          ['penalty', 100_000, 200_000, 100_000, 0],
          ['compensation', 1_200_000, 1_200_000, 0, 0],
        ],
      );
    });

    it('Section 28: a reused receipt number is refused, and neither the case nor the book changes', async () => {
      const v = await version(c1);
      const before = (await moneyReads(db.kysely).events()).length;
      // The case's own machine would take it (it sees Rs 3,000 of the original penalty unpaid); the book refuses it,
      // and the case's deposit event rolls back with it.
      await refusedWith(
        money.recordDeposit(ao, {
          caseId: c1,
          kind: 'penalty',
          amountPaise: 100,
          receiptNo: 'GRN-3',
          mode: 'online',
          on: '2026-12-20',
        }),
        'DEPOSIT.RECEIPT_REUSED',
        'in.cta1871.s28',
      );
      await refusedWith(
        money.recordDeposit(ao, {
          caseId: c1,
          kind: 'compensation',
          amountPaise: 1,
          receiptNo: ' GRN-1 ',
          mode: 'cash',
          on: '2026-12-20',
        }),
        'DEPOSIT.RECEIPT_REUSED',
        'in.ctr2026.r4.12',
      );
      // After the appeal the penalty is paid in full (Rs 1,000 of Rs 2,000 refunded): the case cannot take more.
      await refusedWith(
        money.recordDeposit(ao, {
          caseId: c1,
          kind: 'penalty',
          amountPaise: 100,
          receiptNo: 'GRN-9',
          mode: 'online',
          on: '2026-12-20',
        }),
        'DEPOSIT.EXCEEDS_OUTSTANDING',
      );
      assert.equal(await version(c1), v);
      assert.equal((await moneyReads(db.kysely).events()).length, before);
    });

    it('Rule 4(14): the lapsed deposit reached the queue with what the Board needs, and the recovery cleared it', async () => {
      // On 1 Nov 2026 both penalties were unpaid after their deposit dates: C1 (Rs 3,000 of Rs 5,000; the appeal came
      // later) not yet referred, C2 referred on 30 Oct.
      const q = queueAfterReferral;
      assert.deepEqual(
        q.map((x) => [x.caseId, x.outstandingPaise, x.referredOn, x.contravener]),
        [
          [c1, 300_000, undefined, validParticulars().contravener.name],
          [c2, 300_000, '2026-10-30', validParticulars().contravener.name],
        ],
      );
      assert.equal(q[0]!.depositDueOn, '2026-09-19', 'thirty days from 20 Aug 2026 (a Saturday, not a closed one)');
      assert.ok(
        q[1]!.depositDueOn >= '2026-10-15' && q[1]!.daysOverdue > 0,
        'thirty days from 15 Sep 2026, moved past a closed day if need be',
      );
      assert.ok(q.every((x) => x.basis.includes('in.ctr2026.r4.14')));
      assert.equal((await money.recoveryQueue(recovery, '2026-12-31')).length, 0);
      await refusedWith(money.recoveryQueue(ao), 'AUTH.FORBIDDEN');
      await refusedWith(
        money.recordRecovery(board, { caseId: c2, action: 'other', note: 'x', amountPaise: 0 }),
        'AUTH.FORBIDDEN',
      );
    });

    it('Rule 8(1): a purpose outside (a) to (e) is refused naming Rule 8(1); only the Board administers the fund', async () => {
      await refusedWith(
        money.grantSanction(board, {
          sanctionRef: 'AWBI/S/9',
          bodyId: 'AGR-NN',
          purpose: 'vehicles',
          amountPaise: 1_00,
        }),
        'FUND.PURPOSE_NOT_ALLOWED',
        'in.ctr2026.r8.1',
      );
      await refusedWith(
        money.grantSanction(board, {
          sanctionRef: 'AWBI/S/9',
          bodyId: 'AGR-NN',
          purpose: 'pounds',
          amountPaise: 250_001,
        }),
        'FUND.INSUFFICIENT_BALANCE',
        'in.ctr2026.r8.2',
      );
      await refusedWith(
        money.grantSanction(ao, { sanctionRef: 'AWBI/S/9', bodyId: 'AGR-NN', purpose: 'pounds', amountPaise: 1_00 }),
        'AUTH.FORBIDDEN',
      );
      const u = await money.utilisation(board);
      assert.deepEqual(
        u.map((r) => [r.purpose, r.sanctionedPaise, r.releasedPaise, r.certifiedPaise, r.unutilisedPaise]),
        [
          ['pounds', 100_000n, 100_000n, 80_000n, 20_000n],
          ['impounded-cattle-care', 100_000n, 0n, 0n, 0n],
          ['training', 50_000n, 0n, 0n, 0n],
          ['public-awareness', 50_000n, 0n, 0n, 0n],
          ['notified-purpose', 50_000n, 0n, 0n, 0n],
        ],
      );
    });

    it('Rule 8(2): the fund statement reconciles, and the stored ledger verifies', async () => {
      const s = await money.fundStatement(board, { from: '2026-04-01', to: '2027-03-31' });
      assert.deepEqual(
        [s.openingPaise, s.depositsPaise, s.recoveriesPaise, s.refundsPaise, s.releasesPaise, s.closingPaise],
        [0n, 200_000n, 300_000n, 100_000n, 100_000n, 300_000n],
      );
      const r = await money.realisation(board);
      assert.deepEqual(
        r.map((x) => [x.state, x.district, x.office, x.cases, x.orderedPaise, x.realisedPaise, x.refundedPaise]),
        [['UP', 'AGR', 'AGRS', 2, 400_000n, 500_000n, 100_000n]],
      );
      const v = await money.verifyLedger();
      assert.deepEqual(v.breaks, []);
      assert.equal(v.fundBalancePaise, 300_000);
      assert.ok(v.entries >= 10);
    });

    it('Rule 8(2): postings are immutable, and a line slipped in beside the log is caught by verify', async () => {
      await assert.rejects(
        sql`update money_posting set amount_paise = amount_paise + 1`.execute(db.kysely),
        /append-only/,
      );
      await assert.rejects(sql`delete from money_event`.execute(db.kysely), /append-only/);
      const seq = (await moneyReads(db.kysely).events()).at(-1)!.seq;
      await sql`insert into money_posting (entry_id, line_no, event_seq, on_date, account, amount_paise, source) values ('E9999', 1, ${seq}, '2027-03-01', 'bank', 500, 'realisation')`.execute(
        db.kysely,
      );
      const v = await money.verifyLedger();
      assert.ok(
        v.breaks.some((b) => b.entryId === 'E9999' && b.problem.includes('MONEY.ENTRY_UNBALANCED')),
        JSON.stringify(v.breaks),
      );
      assert.ok(v.breaks.some((b) => b.entryId === 'E9999' && b.problem.includes('no event')));
    });
  });
}
