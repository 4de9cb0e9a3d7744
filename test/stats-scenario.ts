// The known set of cases behind the statistics tests (issue 8): the use cases with a controlled clock, every
// expected figure worked out by hand in src/app/derived/stats/stats.db.test.ts (which states the scenario case by case).
// Used by that test, by the web dashboards test (test/web/dashboards.db.test.ts) and nowhere in production.
// Dates checked against the statutory clocks' rules (GCA s.9 excludes the day of receipt; the office is closed on Sundays and the 2nd and 4th Saturdays).
//
// Office AGRS (Sadar, Agra, UP), all received on the date shown, the AO recording each step on its date:
//  C1  06 Jul 2026: notice 08 Jul, served 10 Jul, reply admitting 20 Jul, order 20 Aug (penalty + compensation)
//  C2  06 Jul 2026: notice 08 Jul, served 10 Jul, no reply (due Mon 10 Aug), ex parte 11 Aug, dismissed 12 Aug
//  C3  06 Jul 2026: notice 31 Jul (late: due 21 Jul, Rule 4(1)), served 03 Aug, reply 10 Sep (late: due 02 Sep); pending
//  C4  06 Jul 2026: no notice; pending
//  C5  06 Jul 2026: notice 08 Jul, served 10 Jul, reply period extended 11 Aug by 10 days (Rule 4(4): due 19 Aug),
//      reply admitting 18 Aug (on time), proceedings extended 05 Jan 2027 by 15 days (Rule 6: six months end
//      06 Jan 2027, extended to 21 Jan 2027), penalty order 15 Jan 2027 (within the extension)
//  C6  15 Sep 2026, C7/C10/C11 01 Dec 2026, C13 10 Feb 2027, C12 20 Mar 2027: nothing more; pending
// Office AGRE (Etmadpur, Agra): C8 06 Jul 2026, notice 08 Jul; pending. Office KMRS (Guwahati, Assam): C9 01 Oct 2026.
// Appellate office AGRDM: appeal A1 against C1 filed 24 Aug, admitted 26 Aug, confirmed 21 Sep 2026; appeal A2 against
// C2 filed 20 Aug, defects intimated 21 Aug, registration refused 10 Sep 2026 (Rule 7(6)).
// Money: C5 deposits Rs 1,000 of its Rs 3,000 penalty on 20 Jan 2027; C1's Rs 5,000 penalty, unpaid after the 30
// days, is referred to the Board on 01 Oct 2026, which recovers Rs 2,000 on 10 Nov 2026; the Board releases Rs 500
// for pounds (Rule 8(1)(a)) on 01 Feb 2027.

import type { Db } from '../src/db/client.ts';
import type { Actor } from '../src/app/actor.ts';
import { fileComplaint } from '../src/app/cases/file-complaint.ts';
import type { CaseDeps } from '../src/app/cases/context.ts';
import { ANSWERS } from '../src/domain/appeal/fixtures.ts';
import {
  FINDING_26_NOT,
  noticeCmd,
  penaltyOrder,
  replyCmd,
  postServed,
  validParticulars,
  hearingOnNotice,
} from '../src/domain/adjudication/fixtures.ts';
import { APPEAL_TO_HEARING, caseDeps, makeActor, OFFICES } from './factories.ts';
import { testServices } from './services.ts';
import { appealFiled, runAs, toHearing } from './case-walk.ts';

export const P1 = { from: '2026-07-01', to: '2027-03-31' };
export const P2 = { from: '2026-07-01', to: '2026-08-31' };

export interface StatsScenario {
  readonly ao: Actor;
  readonly aoEtmadpur: Actor;
  readonly aoKamrup: Actor;
  readonly dm: Actor;
  readonly upAdmin: Actor;
  readonly admin: Actor;
  readonly fundAccountant: Actor;
  readonly recovery: Actor;
  readonly cases: {
    readonly c1: string;
    readonly c2: string;
    readonly c3: string;
    readonly c5: string;
    readonly c8: string;
  };
  readonly appeals: { readonly a1: string; readonly a2: string };
}

/** Builds the scenario on a seeded jurisdiction (seedJurisdiction first). */
export async function buildStatsScenario(db: Db): Promise<StatsScenario> {
  const ao = await makeActor(db, 'A. Sharma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
  const aoEtmadpur = await makeActor(db, 'B. Verma', [
    { role: 'adjudicating-officer', officeCode: OFFICES.agraEtmadpur },
  ]);
  const aoKamrup = await makeActor(db, 'C. Bora', [{ role: 'adjudicating-officer', officeCode: OFFICES.kamrup }]);
  const dm = await makeActor(db, 'District Magistrate Agra', [{ role: 'appellate-authority', districtCode: 'AGR' }]);
  const upAdmin = await makeActor(db, 'UP administrator', [{ role: 'administrator', stateCode: 'UP' }]);
  const admin = await makeActor(db, 'National administrator', [{ role: 'administrator' }]);

  const deps: CaseDeps & { clock: { set(iso: string): void } } = caseDeps(db, '2027-03-31');
  const complaint = (on: string) => ({
    filedBy: { capacity: 'aggrieved-person' },
    mode: 'electronic' as const,
    particulars: validParticulars(),
    on,
  });
  // Section 26 alleged at an office in Assam is registered only on the officer's finding on jurisdiction (I-270).
  const finding = {
    reasons: 'The complainant seeks compensation for the crop under the Rules; no written report has been made.',
  };
  const file = async (officer: Actor, office: string, on: string) =>
    (
      await fileComplaint(deps, officer, {
        officeCode: office,
        complaint: { ...complaint(on), ...(office === OFFICES.kamrup ? { jurisdictionFinding: finding } : {}) },
      })
    ).id;
  const cmd = (who: Actor, id: string, command: object): Promise<void> => runAs(deps, who, id, command);

  const c1 = await file(ao, OFFICES.agraSadar, '2026-07-06');
  for (const c of [
    ...toHearing(),
    penaltyOrder('2026-08-20'),
    // The signed order given to the person (Rule 4(15)): the reference below rests on it (issue 27).
    { type: 'supply-order-copy', on: '2026-08-20', to: 'contravener', feePaise: 0, signed: true },
  ])
    await cmd(ao, c1, c);
  const c2 = await file(ao, OFFICES.agraSadar, '2026-07-06');
  for (const c of [noticeCmd('2026-07-08'), postServed('2026-07-10')]) await cmd(ao, c2, c);
  await cmd(ao, c2, {
    type: 'proceed-ex-parte',
    on: '2026-08-11',
    reasons: 'No reply within the period despite service by tender.',
  });
  await cmd(ao, c2, {
    type: 'record-hearing-in-absence',
    on: '2026-08-12',
    complainantAppeared: true,
    materialExamined: ['Statement in the complaint'],
    notes: 'Heard in the absence of the noticee (Rule 4(7)).',
  });
  await cmd(ao, c2, {
    type: 'pass-order',
    on: '2026-08-12',
    kind: 'dismissal',
    reasons: 'No evidence of the trespass alleged.',
    findings: FINDING_26_NOT,
  });
  const c3 = await file(ao, OFFICES.agraSadar, '2026-07-06');
  await cmd(ao, c3, noticeCmd('2026-07-31', { delayReason: 'The office was shut for floods from 15 to 30 July.' }));
  await cmd(ao, c3, postServed('2026-08-03'));
  await cmd(ao, c3, replyCmd('2026-09-10'));
  await file(ao, OFFICES.agraSadar, '2026-07-06'); // C4
  const c5 = await file(ao, OFFICES.agraSadar, '2026-07-06');
  for (const c of [noticeCmd('2026-07-08'), postServed('2026-07-10')]) await cmd(ao, c5, c);
  await cmd(ao, c5, {
    type: 'extend-reply-period',
    on: '2026-08-11',
    extraDays: 10,
    reasons: 'The noticee was in hospital (certificate filed).',
    sufficientCauseShown: true,
  });
  await cmd(ao, c5, replyCmd('2026-08-18', true));
  for (const c of hearingOnNotice('2026-08-20', '2026-09-01')) await cmd(ao, c5, c);
  await cmd(ao, c5, {
    type: 'extend-proceedings',
    on: '2027-01-05',
    days: 15,
    reasons: 'The revenue report on the crop loss is awaited.',
  });
  await cmd(
    ao,
    c5,
    penaltyOrder('2027-01-15', {
      amounts: { penaltyPaise: 300_000, compensationPaise: 0, expensesPaise: 0, chargesPaise: 0 },
    }),
  );
  await file(ao, OFFICES.agraSadar, '2026-09-15'); // C6
  for (let i = 0; i < 3; i++) await file(ao, OFFICES.agraSadar, '2026-12-01'); // C7, C10, C11
  await file(ao, OFFICES.agraSadar, '2027-02-10'); // C13
  await file(ao, OFFICES.agraSadar, '2027-03-20'); // C12
  const c8 = await file(aoEtmadpur, OFFICES.agraEtmadpur, '2026-07-06');
  await cmd(aoEtmadpur, c8, noticeCmd('2026-07-08'));
  await file(aoKamrup, OFFICES.kamrup, '2026-10-01'); // C9

  const a2 = await appealFiled(deps, dm, c2, '2026-08-20', '2026-08-12');
  await cmd(dm, a2, {
    type: 'intimate-defects',
    on: '2026-08-21',
    defects: [{ field: 'grounds', description: 'Item 4 (grounds) is illegible; restate the grounds.' }],
  });
  await cmd(dm, a2, {
    type: 'refuse-registration',
    on: '2026-09-10',
    reasons: 'The grounds were not restated within the 15 days allowed.',
  });
  const a1 = await appealFiled(deps, dm, c1);
  for (const c of [
    ...APPEAL_TO_HEARING,
    {
      type: 'decide-appeal',
      on: '2026-09-21',
      outcome: 'confirm',
      reasons: 'No ground to interfere with the order.',
      payWithinDays: 30,
      answers: ANSWERS,
    },
  ])
    await cmd(dm, a1, c);

  // Money (issue 8, the penalty ledger): C5 deposits Rs 1,000 of its Rs 3,000 penalty on 20 Jan 2027; C1's
  // Rs 5,000 penalty, unpaid after the 30 days, is referred to the Board on 01 Oct 2026, which recovers Rs 2,000 on
  // 10 Nov 2026; the Board releases Rs 500 for pounds (Rule 8(1)(a)) on 01 Feb 2027.
  await cmd(ao, c5, {
    type: 'record-deposit',
    on: '2027-01-20',
    amountPaise: 100_000,
    receiptNo: 'CH-2027-0001',
    mode: 'bank-challan',
  });
  await cmd(ao, c1, { type: 'refer-for-recovery', on: '2026-10-01' });
  const money = testServices(db, '2027-03-31T06:00:00Z').services.money;
  const board = await makeActor(db, 'Board fund accountant', [{ role: 'fund-accountant' }]);
  const recovery = await makeActor(db, 'Board recovery officer', [{ role: 'awbi-recovery-officer' }]);
  await money.recordRecovery(recovery, {
    on: '2026-11-10',
    caseId: c1,
    action: 'demand-notice',
    note: 'Paid after the demand notice.',
    amountPaise: 200_000,
    receiptNo: 'AWBI-R-17',
    mode: 'online',
  });
  await money.registerBody(board, {
    on: '2027-01-25',
    bodyId: 'UPSAWB',
    kind: 'state-board',
    name: 'Uttar Pradesh State Animal Welfare Board',
    state: 'UP',
  });
  await money.grantSanction(board, {
    on: '2027-01-28',
    sanctionRef: 'S-2027-1',
    bodyId: 'UPSAWB',
    purpose: 'pounds',
    amountPaise: 50_000,
  });
  await money.makeRelease(board, {
    on: '2027-02-01',
    releaseRef: 'REL-1',
    sanctionRef: 'S-2027-1',
    amountPaise: 50_000,
  });
  return {
    ao,
    aoEtmadpur,
    aoKamrup,
    dm,
    upAdmin,
    admin,
    fundAccountant: board,
    recovery,
    cases: { c1, c2, c3, c5, c8 },
    appeals: { a1, a2 },
  };
}
