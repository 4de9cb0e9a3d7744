// Tests of decide() for the Assam s.26 track: each guard's refusal code and basis, and the lawful paths.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ASSAM_PACK, CENTRAL_PACK } from '../../rules/packs.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { RefusalCode } from '../../rules/refusal-codes.ts';
import type { AssamCommand, OffenceFacts, S26Limb } from './commands.ts';
import {
  COGNIZANCE,
  CONVICT_FIRST,
  ctxFor,
  d,
  forfeiture,
  FORFEITURE_DOC,
  HEARD,
  heardAfter,
  JUDGMENT,
  refusalOf,
  REPORT,
  run,
} from './fixtures.ts';
import { assamInvariants } from './invariants.ts';
import { replay } from './state.ts';

function refused(commands: AssamCommand[], code: RefusalCode, provision: ProvisionId, ctx = ctxFor()) {
  const r = refusalOf(run(commands, ctx).last);
  assert.equal(r.code, code, r.message);
  assert.ok(r.basis.includes(provision), `basis ${r.basis.join(', ')} lacks ${provision}`);
  return r;
}
const report = (
  offence: Partial<OffenceFacts>,
  rest: Partial<AssamCommand & { type: 'make-written-report' }> = {},
): AssamCommand => ({ ...REPORT, ...rest, offence: { ...REPORT.offence, ...offence } });
const COMPENSATE: AssamCommand = {
  type: 'order-compensation',
  on: d('2026-09-15'),
  payee: { name: 'Rina Das', kind: 'property-damaged' },
  amountRupees: 4500,
  reasons: 'Value of one bigha of standing paddy at local rates',
  payBy: d('2026-10-15'),
};
const CONVICTED = [REPORT, COGNIZANCE, ...HEARD, CONVICT_FIRST];

describe('Section 1 (Assam Act XV of 2002): extent and commencement', () => {
  it('refuses every command outside an Assam office (central pack only)', () => {
    for (const c of [REPORT, COGNIZANCE, ...HEARD, CONVICT_FIRST, COMPENSATE])
      refused([c], 'ASSAM.NOT_IN_ASSAM', 'in-as.cta2002.s1', ctxFor('2026-12-31', CENTRAL_PACK));
  });
  it('refuses an offence before 18 Nov 2002 and accepts one on that day', () => {
    refused(
      [report({ date: d('2002-11-17') }, { on: d('2002-11-20') })],
      'ASSAM.OFFENCE_BEFORE_COMMENCEMENT',
      'in-as.cta2002.s1',
    );
    assert.ok(run([report({ date: d('2002-11-18') }, { on: d('2002-11-20') })]).last.ok);
  });
});

describe('Section 26A (Assam): cognizance only on a written report of the aggrieved person or a public servant', () => {
  it('accepts the aggrieved person and a public servant with a designation', () => {
    assert.ok(run([REPORT]).last.ok);
    assert.ok(
      run([
        { ...REPORT, reporter: { name: 'B. Kalita', capacity: 'public-servant', designation: 'Gaon Burha, Nalbari' } },
      ]).last.ok,
    );
  });
  it('refuses any other reporter', () => {
    refused(
      [{ ...REPORT, reporter: { name: 'A Neighbour', capacity: 'other' } }],
      'ASSAM.REPORTER_NOT_ENTITLED',
      'in-as.cta.s26a',
    );
  });
  it('a public servant must state the office held', () => {
    refused(
      [{ ...REPORT, reporter: { name: 'B. Kalita', capacity: 'public-servant' } }],
      'ASSAM.PARTICULARS_MISSING',
      'in-as.cta.s26a',
    );
  });
  it("requires the accused's name, parent's name and address", () => {
    for (const k of ['name', 'parentName', 'address'] as const) {
      const r = refused(
        [{ ...REPORT, accused: { ...REPORT.accused, [k]: ' ' } }],
        'ASSAM.PARTICULARS_MISSING',
        'in-as.cta.s26a',
      );
      assert.equal(r.field, `accused.${k}`);
    }
  });
  it('refuses cognizance with no written report', () => {
    refused([COGNIZANCE], 'ASSAM.NO_COGNIZANCE', 'in-as.cta.s26a');
  });
  it('refuses an outcome before cognizance', () => {
    refused([REPORT, CONVICT_FIRST], 'ASSAM.NO_COGNIZANCE', 'in-as.cta.s26a');
  });
  it('cognizance after forwarding, and refuses a second cognizance', () => {
    const fwd: AssamCommand = { type: 'forward-to-magistrate', on: d('2026-08-05'), court: 'CJM Nalbari' };
    const { state } = run([REPORT, fwd, COGNIZANCE]);
    assert.equal(state.stage, 'cognizance');
    refused([REPORT, fwd, COGNIZANCE, COGNIZANCE], 'ASSAM.WRONG_STAGE', 'in-as.cta.s26a');
  });
  it('records whether the report came within six months of the offence (information only)', () => {
    const { events } = run([report({ date: d('2026-01-10') }, { on: d('2026-07-11') }), COGNIZANCE]);
    const cog = events.find((e) => e.type === 'cognizance-taken');
    assert.ok(cog && cog.type === 'cognizance-taken');
    assert.ok('oneYearEndOn' in cog.limitation);
    assert.deepEqual(
      { ...cog.limitation, explanation: undefined },
      {
        basis: ['in.bnss2023.s514', 'in.bnss2023.s515'],
        sixMonthsEndOn: d('2026-07-10'),
        oneYearEndOn: d('2027-01-10'),
        reportWithinSixMonths: false,
        reportWithinOneYear: true,
        commencement: {
          provision: 'in.bnss2023.s515',
          interpretation: 'I-273',
          verified: false,
          from: d('2026-01-10'),
        },
        cognizanceOn: d('2026-08-10'),
        explanation: undefined,
      },
    );
  });
});

describe('Section 26 (Assam): the kinds of contravention', () => {
  const valid: S26Limb[] = [
    { limb: 'damage', damaged: ['land'], byTrespass: true },
    { limb: 'damage', damaged: ['public-road', 'other-thing'], byTrespass: true },
    { limb: 'injury', injuredPersons: ['Mina Deka'], byTrespass: true },
    { limb: 'obstruction', letLoose: true, onPublicRoad: true, obstructedTraffic: true },
  ];
  for (const l of valid) it(`accepts ${JSON.stringify(l)}`, () => assert.ok(run([report({ limbs: [l] })]).last.ok));
  const invalid: S26Limb[] = [
    { limb: 'damage', damaged: ['crop'], byTrespass: false },
    { limb: 'damage', damaged: [], byTrespass: true },
    { limb: 'injury', injuredPersons: [], byTrespass: true },
    { limb: 'obstruction', letLoose: true, onPublicRoad: true, obstructedTraffic: false },
    { limb: 'obstruction', letLoose: true, onPublicRoad: false, obstructedTraffic: true },
  ];
  for (const l of invalid)
    it(`refuses ${JSON.stringify(l)}`, () => {
      refused([report({ limbs: [l] })], 'ASSAM.NOT_A_S26_CONTRAVENTION', 'in-as.cta.s26');
    });
  it('refuses a report alleging no limb', () => {
    refused([report({ limbs: [] })], 'ASSAM.NOT_A_S26_CONTRAVENTION', 'in-as.cta.s26');
  });
  it('reaches only an owner, keeper or attendant', () => {
    for (const role of ['owner', 'keeper', 'attendant'] as const)
      assert.ok(run([{ ...REPORT, accused: { ...REPORT.accused, role } }]).last.ok);
    refused(
      [{ ...REPORT, accused: { ...REPORT.accused, role: 'other' } }],
      'ASSAM.NOT_A_S26_CONTRAVENTION',
      'in-as.cta.s26',
    );
  });
  it('"through neglect or criminal motive or otherwise": the manner never bars', () => {
    for (const manner of ['neglect', 'criminal-motive', 'otherwise'] as const)
      assert.ok(run([report({ manner })]).last.ok);
  });
  it('refuses dates in the future or before the previous proceeding, and a report dated before the offence', () => {
    refused([REPORT], 'CASE.DATE_IN_FUTURE', 'in-as.cta.s26a', ctxFor('2026-08-02'));
    refused([REPORT, { ...COGNIZANCE, on: d('2026-08-02') }], 'CASE.DATE_BEFORE_PREVIOUS_EVENT', 'in-as.cta.s26a');
    refused([report({ date: d('2026-08-04') })], 'CASE.DATE_BEFORE_PREVIOUS_EVENT', 'in-as.cta.s26a');
  });
  it('acquittal ends the trial; a second outcome is refused', () => {
    const acquit: AssamCommand = {
      type: 'record-outcome',
      result: 'acquittal',
      on: d('2026-09-15'),
      judgment: JUDGMENT,
    };
    assert.equal(run([REPORT, COGNIZANCE, ...HEARD, acquit]).state.stage, 'acquitted');
    refused([REPORT, COGNIZANCE, ...HEARD, acquit, CONVICT_FIRST], 'ASSAM.WRONG_STAGE', 'in-as.cta.s26');
  });
});

describe('Section 26 (Assam), first offence: conviction', () => {
  it('convicts with the classification proposed and explained', () => {
    const { state, events } = run(CONVICTED);
    assert.equal(state.stage, 'convicted');
    const e = events.at(-1)!;
    assert.equal(e.type, 'accused-convicted');
    assert.ok(e.basis.includes('in-as.cta.s26.first'));
    assert.ok(
      e.type === 'accused-convicted' && e.classification.proposed === 'first' && e.classification.value === 'first',
    );
  });
  it('refuses a fine out of range', () => {
    refused(
      [REPORT, COGNIZANCE, ...HEARD, { ...CONVICT_FIRST, sentence: { fineRupees: 1500 } } as AssamCommand],
      'ASSAM.FINE_OUT_OF_RANGE',
      'in-as.cta.s26.first',
    );
  });
});

describe('Section 26 (Assam), subsequent offence: conviction and the recorded classification', () => {
  // The portal's own record: the accused (P-1) convicted under s.26 in an earlier case.
  const history = [
    {
      personId: 'P-1',
      particulars: { name: 'Hari Bora', parentName: 'Jadu Bora', address: 'Ward 3, Nalbari 781335' },
      convictions: [{ caseNumber: 'CR 7/2025', convictionDate: d('2025-03-01'), under: 's26' as const }],
    },
  ];
  const ctx = ctxFor('2026-12-31', undefined, history);
  const run2 = (cs: AssamCommand[]) => run(cs, ctx);
  const refused2 = (cs: AssamCommand[], code: RefusalCode, provision: ProvisionId) => refused(cs, code, provision, ctx);
  const convict = (over: object): AssamCommand => ({
    type: 'record-outcome',
    result: 'conviction',
    on: d('2026-09-15'),
    judgment: JUDGMENT,
    sentence: { imprisonment: { months: 2, days: 0 } },
    ...over,
  });
  it('a prior conviction before the offence makes it subsequent', () => {
    const { events } = run2([REPORT, COGNIZANCE, ...HEARD, convict({})]);
    const e = events.at(-1)!;
    assert.ok(e.type === 'accused-convicted' && e.classification.value === 'subsequent');
    assert.ok(e.basis.includes('in-as.cta.s26.subsequent'));
  });
  it("Section 26 (Assam): the court's own classification is recorded as the judgment gives it, with no reason asked for", () => {
    const { events } = run2([
      REPORT,
      COGNIZANCE,
      ...HEARD,
      convict({ classification: { value: 'first' }, sentence: { fineRupees: 600 } }),
    ]);
    const e = events.at(-1)!;
    assert.ok(
      e.type === 'accused-convicted' &&
        e.classification.value === 'first' &&
        e.classification.proposed === 'subsequent',
    );
    assert.equal(e.type === 'accused-convicted' && e.classification.reason, undefined);
    assert.ok(e.basis.includes('in-as.cta.s26.first'));
  });
  it('the same classification needs no reason', () => {
    assert.ok(run2([REPORT, COGNIZANCE, ...HEARD, convict({ classification: { value: 'subsequent' } })]).last.ok);
  });
  it('refuses fine and imprisonment together', () => {
    refused2(
      [REPORT, COGNIZANCE, ...HEARD, convict({ sentence: { fineRupees: 1500, imprisonment: { months: 1, days: 0 } } })],
      'ASSAM.FINE_OR_IMPRISONMENT_NOT_BOTH',
      'in-as.cta.s26.subsequent',
    );
  });
});

describe('Section 26 (Assam), compensation: order, payment, default, forfeiture and auction', () => {
  const paid: AssamCommand = { type: 'record-compensation-paid', on: d('2026-10-01') };
  const dflt: AssamCommand = { type: 'record-compensation-default', on: d('2026-10-16') };
  const auction = (proceeds: number, paidTo: number): AssamCommand => ({
    type: 'record-auction',
    on: d('2026-11-01'),
    saleProceedsRupees: proceeds,
    paidToAggrievedRupees: paidTo,
  });
  it('orders compensation while convicting and records payment', () => {
    const { state } = run([...CONVICTED, COMPENSATE, paid]);
    assert.equal(state.compensation?.status, 'paid');
  });
  it('only with a conviction, and on the conviction date', () => {
    refused(
      [REPORT, COGNIZANCE, ...HEARD, COMPENSATE],
      'ASSAM.COMPENSATION_NOT_WITH_CONVICTION',
      'in-as.cta.s26.compensation',
    );
    refused(
      [...CONVICTED, { ...COMPENSATE, on: d('2026-09-20') } as AssamCommand],
      'ASSAM.COMPENSATION_NOT_WITH_CONVICTION',
      'in-as.cta.s26.compensation',
    );
  });
  it('only to the person damaged or injured, with reasons and a positive amount', () => {
    refused(
      [...CONVICTED, { ...COMPENSATE, payee: { name: 'X', kind: 'injured-person' } } as AssamCommand],
      'ASSAM.COMPENSATION_PAYEE_NOT_AGGRIEVED',
      'in-as.cta.s26.compensation',
    );
    refused(
      [...CONVICTED, { ...COMPENSATE, reasons: '' } as AssamCommand],
      'ASSAM.REASONS_REQUIRED',
      'in-as.cta.s26.compensation',
    );
    refused(
      [...CONVICTED, { ...COMPENSATE, amountRupees: 0 } as AssamCommand],
      'ASSAM.AMOUNT_INVALID',
      'in-as.cta.s26.compensation',
    );
  });
  it('refuses payment, default or auction when none is ordered', () => {
    for (const c of [paid, dflt, auction(100, 100)])
      refused([...CONVICTED, c], 'ASSAM.NO_COMPENSATION_ORDERED', 'in-as.cta.s26.compensation');
  });
  it('refuses default or auction once paid', () => {
    for (const c of [paid, dflt, auction(100, 100)])
      refused([...CONVICTED, COMPENSATE, paid, c], 'ASSAM.COMPENSATION_PAID', 'in-as.cta.s26.compensation');
  });
  it('default only after the day fixed for payment', () => {
    refused(
      [...CONVICTED, COMPENSATE, { ...dflt, on: d('2026-10-15') }],
      'ASSAM.PAYMENT_TIME_NOT_OVER',
      'in-as.cta.s26.compensation',
    );
  });
  const forfeit = forfeiture('2026-10-20', '2026-10-19');
  it("Section 26 (Assam), compensation: default alone forfeits nothing; the cattle are forfeited on the magistrate's order, attached", () => {
    const { state, events } = run([...CONVICTED, COMPENSATE, dflt]);
    assert.deepEqual(
      events.slice(-1).map((e) => e.type),
      ['compensation-defaulted'],
    );
    assert.equal(state.compensation?.forfeited, undefined);
    const withOrder = run([...CONVICTED, COMPENSATE, dflt, forfeit]);
    assert.equal(withOrder.state.compensation?.forfeited?.cattle, REPORT.offence.cattle);
    assert.equal(withOrder.state.compensation?.forfeited?.order?.documentId, FORFEITURE_DOC);
    assert.equal(withOrder.state.compensation?.forfeited?.order?.date, '2026-10-19');
  });
  it("Section 26 (Assam), compensation: forfeiture without the magistrate's order (copy, date, court) is refused, naming the provision", () => {
    const o = (order: object) =>
      ({ ...forfeit, order: { ...(forfeit as { order: object }).order, ...order } }) as AssamCommand;
    for (const bad of [
      o({ documentId: 'not-attached' }),
      o({ court: ' ' }),
      o({ date: d('2026-09-01') }),
      o({ date: d('2026-10-21') }),
    ])
      refused([...CONVICTED, COMPENSATE, dflt, bad], 'ASSAM.FORFEITURE_ORDER_MISSING', 'in-as.cta.s26.compensation');
    refused([...CONVICTED, COMPENSATE, forfeit], 'ASSAM.WRONG_STAGE', 'in-as.cta.s26.compensation');
  });
  it("Section 26 (Assam), compensation: no auction because a day to pay passed; only after the magistrate's order of forfeiture", () => {
    refused(
      [...CONVICTED, COMPENSATE, auction(6000, 6000)],
      'ASSAM.FORFEITURE_ORDER_MISSING',
      'in-as.cta.s26.compensation',
    );
    refused(
      [...CONVICTED, COMPENSATE, dflt, auction(6000, 6000)],
      'ASSAM.FORFEITURE_ORDER_MISSING',
      'in-as.cta.s26.compensation',
    );
  });
  it('auction pays the aggrieved the lesser of proceeds and compensation', () => {
    refused(
      [...CONVICTED, COMPENSATE, dflt, forfeit, auction(6000, 6000)],
      'ASSAM.AMOUNT_INVALID',
      'in-as.cta.s26.compensation',
    );
    const more = run([...CONVICTED, COMPENSATE, dflt, forfeit, auction(6000, 4500)]);
    assert.deepEqual(more.state.compensation?.auction, {
      on: d('2026-11-01'),
      saleProceedsRupees: 6000,
      paidToAggrievedRupees: 4500,
      shortfallRupees: 0,
      surplusRupees: 1500,
    });
    const less = run([...CONVICTED, COMPENSATE, dflt, forfeit, auction(3000, 3000)]);
    assert.equal(less.state.compensation?.auction?.shortfallRupees, 1500);
    refused(
      [...CONVICTED, COMPENSATE, dflt, forfeit, auction(3000, 3000), auction(1, 1)],
      'ASSAM.WRONG_STAGE',
      'in-as.cta.s26.compensation',
    );
  });
  it('the full path keeps every invariant and replays to the same state', () => {
    const { state, events } = run([...CONVICTED, COMPENSATE, dflt, forfeit, auction(6000, 4500)]);
    assert.deepEqual(assamInvariants(state, ASSAM_PACK), []);
    assert.deepEqual(replay(events), state);
    for (const e of events) assert.ok(e.basis.length > 0);
  });
});

describe("Section 26 (Assam): the court's judgment recorded as a fact, the offender history proposed and confirmed", () => {
  const priorOf = (
    personId: string,
    particulars: { name: string; parentName: string; address: string; phone?: string },
    convictionDate = '2025-03-01',
  ) => ({
    personId,
    particulars,
    convictions: [{ caseNumber: `CR ${personId}/2025`, convictionDate: d(convictionDate), under: 's26' as const }],
  });
  // Another record of the same man (strong: name, parent's name, address), and a namesake in another village (weak).
  const SAME = priorOf('P-9', {
    name: 'Shri Hari Bora',
    parentName: 'Jadu Bora',
    address: 'Ward No 3, Nalbari 781335',
  });
  const NAMESAKE = priorOf('P-7', { name: 'Hari Bora', parentName: 'Madan Bora', address: 'Ward 3, Nalbari 781335' });
  const STRANGER = priorOf('P-5', { name: 'Ram Kalita', parentName: 'Jiten Kalita', address: 'Barpeta' });
  const ctx = ctxFor('2026-12-31', undefined, [SAME, NAMESAKE, STRANGER]);
  const convict = (over: object): AssamCommand => ({
    type: 'record-outcome',
    result: 'conviction',
    on: d('2026-09-15'),
    judgment: JUDGMENT,
    sentence: { fineRupees: 1500 },
    ...over,
  });

  it("Section 26 (Assam): the judgment's court, case number and attached copy are required", () => {
    refused(
      [REPORT, COGNIZANCE, ...HEARD, convict({ judgment: { ...JUDGMENT, court: '' }, matches: [] })],
      'ASSAM.PARTICULARS_MISSING',
      'in-as.cta.s26',
    );
    refused(
      [REPORT, COGNIZANCE, ...HEARD, { ...CONVICT_FIRST, judgment: { ...JUDGMENT, caseNumber: ' ' } } as AssamCommand],
      'ASSAM.PARTICULARS_MISSING',
      'in-as.cta.s26',
    );
    const r = refused(
      [
        REPORT,
        COGNIZANCE,
        ...HEARD,
        { ...CONVICT_FIRST, judgment: { ...JUDGMENT, documentId: 'not-attached' } } as AssamCommand,
      ],
      'ASSAM.JUDGMENT_COPY_MISSING',
      'in-as.cta.s26',
    );
    assert.equal(r.field, 'judgment.documentId');
    const acquit: AssamCommand = {
      type: 'record-outcome',
      result: 'acquittal',
      on: d('2026-09-15'),
      judgment: { ...JUDGMENT, documentId: 'x' },
    };
    refused([REPORT, COGNIZANCE, ...HEARD, acquit], 'ASSAM.JUDGMENT_COPY_MISSING', 'in-as.cta.s26');
    const { events } = run([...CONVICTED]);
    const e = events.at(-1)!;
    assert.ok(e.type === 'accused-convicted');
    assert.deepEqual(e.judgment, JUDGMENT);
  });

  it('Section 26 (Assam), subsequent offence: every strong or weak match must be confirmed or rejected; none is counted unasked', () => {
    const r = refused(
      [REPORT, COGNIZANCE, ...HEARD, convict({})],
      'ASSAM.MATCH_UNDECIDED',
      'in-as.cta.s26.subsequent',
      ctx,
    );
    assert.equal(r.field, 'matches');
    assert.match(r.message, /P-9.*proposed as the same person/);
    assert.match(r.message, /P-7.*possibly the same person/);
    assert.doesNotMatch(r.message, /P-5/);
    refused(
      [REPORT, COGNIZANCE, ...HEARD, convict({ matches: [{ personId: 'P-9', decision: 'confirmed' }] })],
      'ASSAM.MATCH_UNDECIDED',
      'in-as.cta.s26.subsequent',
      ctx,
    );
    refused(
      [
        REPORT,
        COGNIZANCE,
        ...HEARD,
        convict({
          matches: [
            { personId: 'P-9', decision: 'confirmed' },
            { personId: 'P-7', decision: 'rejected' },
            { personId: 'P-5', decision: 'confirmed' },
          ],
        }),
      ],
      'ASSAM.MATCH_UNDECIDED',
      'in-as.cta.s26.subsequent',
      ctx,
    );
  });

  it('Section 26 (Assam), subsequent offence: a confirmed match with an earlier conviction makes the proposal subsequent, explained', () => {
    const { events } = run(
      [
        REPORT,
        COGNIZANCE,
        ...HEARD,
        convict({
          matches: [
            { personId: 'P-9', decision: 'confirmed' },
            { personId: 'P-7', decision: 'rejected' },
          ],
        }),
      ],
      ctx,
    );
    const e = events.at(-1)!;
    assert.ok(e.type === 'accused-convicted');
    assert.equal(e.classification.proposed, 'subsequent');
    assert.equal(e.classification.value, 'subsequent');
    assert.deepEqual(
      e.classification.matches?.map((m) => [m.personId, m.strength, m.decision]),
      [
        ['P-9', 'strong', 'confirmed'],
        ['P-7', 'weak', 'rejected'],
      ],
    );
    assert.ok(e.classification.proposedSteps.some((s) => /Confirmed by the officer/.test(s)));
    assert.ok(e.classification.proposedSteps.some((s) => /Counted: conviction in case CR P-9\/2025/.test(s)));
  });

  it('Section 26 (Assam), first offence: rejecting every match leaves a first offence', () => {
    const { events } = run(
      [
        REPORT,
        COGNIZANCE,
        ...HEARD,
        convict({
          matches: [
            { personId: 'P-9', decision: 'rejected' },
            { personId: 'P-7', decision: 'rejected' },
          ],
          sentence: { fineRupees: 800 },
        }),
      ],
      ctx,
    );
    const e = events.at(-1)!;
    assert.ok(
      e.type === 'accused-convicted' && e.classification.proposed === 'first' && e.classification.value === 'first',
    );
  });

  it('Section 26 (Assam), subsequent offence: a term in default of the fine (IPC s.64 / BNS s.8) may be recorded, with a fine only, up to three months', () => {
    const matches = [
      { personId: 'P-9', decision: 'confirmed' },
      { personId: 'P-7', decision: 'rejected' },
    ];
    const ok = run(
      [
        REPORT,
        COGNIZANCE,
        ...HEARD,
        convict({ matches, sentence: { fineRupees: 1500, defaultImprisonment: { months: 0, days: 20 } } }),
      ],
      ctx,
    );
    assert.ok(ok.last.ok);
    const e = ok.events.at(-1)!;
    assert.ok(e.type === 'accused-convicted');
    assert.deepEqual(e.sentence.defaultImprisonment, { months: 0, days: 20 });
    refused(
      [
        REPORT,
        COGNIZANCE,
        ...HEARD,
        convict({
          matches,
          sentence: { imprisonment: { months: 1, days: 0 }, defaultImprisonment: { months: 0, days: 20 } },
        }),
      ],
      'ASSAM.IMPRISONMENT_EXCEEDS_MAXIMUM',
      'in-as.cta.s26.subsequent',
      ctx,
    );
    refused(
      [
        REPORT,
        COGNIZANCE,
        ...HEARD,
        convict({ matches, sentence: { fineRupees: 1500, defaultImprisonment: { months: 4, days: 0 } } }),
      ],
      'ASSAM.IMPRISONMENT_EXCEEDS_MAXIMUM',
      'in-as.cta.s26.subsequent',
      ctx,
    );
  });

  it('Section 514 (BNSS): the limitation note at cognizance and at conviction cites it by id, and so does the event', () => {
    const late = { ...REPORT, on: d('2027-03-01') } as AssamCommand;
    const cog = { ...COGNIZANCE, on: d('2027-03-02') } as AssamCommand;
    const { events } = run(
      [late, cog, ...heardAfter('2027-03-02'), { ...CONVICT_FIRST, on: d('2027-04-01') } as AssamCommand],
      ctxFor('2027-12-31'),
    );
    const c = events.find((e) => e.type === 'cognizance-taken')!;
    assert.ok(c.type === 'cognizance-taken' && 'basis' in c.limitation);
    assert.deepEqual(c.limitation.basis, ['in.bnss2023.s514', 'in.bnss2023.s515']);
    assert.ok(c.basis.includes('in.bnss2023.s514') && c.basis.includes('in-as.cta.s26a'));
    const v = events.at(-1)!;
    assert.ok(v.type === 'accused-convicted');
    assert.deepEqual(v.limitation?.basis, ['in.bnss2023.s514', 'in.bnss2023.s515']);
    assert.ok(v.basis.includes('in.bnss2023.s514') && v.basis.includes('in-as.cta.s26.first'));
  });

  it('Section 26A (Assam): the limitation note follows BNSS s.514 by the punishment: six months for fine only, one year where imprisonment is possible', () => {
    const late = { ...REPORT, on: d('2027-03-01') } as AssamCommand;
    const cog = { ...COGNIZANCE, on: d('2027-03-02') } as AssamCommand;
    const { events } = run([late, cog], ctxFor('2027-12-31'));
    const c = events.at(-1)!;
    assert.ok(c.type === 'cognizance-taken' && 'oneYearEndOn' in c.limitation);
    assert.equal(c.limitation.sixMonthsEndOn, '2027-02-01');
    assert.equal(c.limitation.oneYearEndOn, '2027-08-01');
    assert.equal(c.limitation.reportWithinSixMonths, false);
    assert.equal(c.limitation.reportWithinOneYear, true);
    const later = ctxFor('2027-12-31', undefined, [SAME, NAMESAKE]);
    const sub = run(
      [
        late,
        cog,
        ...heardAfter('2027-03-02'),
        {
          ...convict({
            matches: [
              { personId: 'P-9', decision: 'confirmed' },
              { personId: 'P-7', decision: 'rejected' },
            ],
          }),
          on: d('2027-04-01'),
        } as AssamCommand,
      ],
      later,
    ).events.at(-1)!;
    assert.ok(sub.type === 'accused-convicted');
    assert.equal(sub.limitation?.applies, 'one-year');
    assert.match(
      sub.limitation!.explanation,
      /one year from the offence, to 1 Aug 2027; the report was made within it/,
    );
    const first = run(
      [late, cog, ...heardAfter('2027-03-02'), { ...CONVICT_FIRST, on: d('2027-04-01') } as AssamCommand],
      ctxFor('2027-12-31'),
    ).events.at(-1)!;
    assert.ok(first.type === 'accused-convicted');
    assert.equal(first.limitation?.applies, 'six-months');
    assert.match(first.limitation!.explanation, /may condone the delay \(BNSS s\.519\)/);
  });
});
