// Tests for Rules 4(11), 4(12), 4(13) and 4(2): the order speaks to each ground, each listed witness or document, the
// payee and the time to pay; a summons states its time and place; the notice states the contravention in the
// officer's words (Rule 4(3)(a)).

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AdjudicationCommand, PassOrder } from './commands.ts';
import type { OrderPassed, SummonsIssued } from './events.ts';
import {
  accept,
  d,
  FINDING_26,
  FINDING_26_NOT,
  hearingCmd,
  hearingNoticeCmd,
  heard,
  noticeCmd,
  penaltyOrder,
  refusal,
  registerCmd,
  replyCmd,
  run,
  tenderServed,
  validParticulars,
} from './fixtures.ts';

/** A case heard after a reply listing a witness and a document, and the complainant's own list (Rule 4(11)). */
const heardWithLists = () =>
  run([
    registerCmd(),
    noticeCmd(),
    tenderServed(),
    { ...replyCmd(), witnesses: ['Shyam Lal, neighbour'], documents: ['Receipt of the pound-keeper'] },
    { type: 'submit-witness-list', on: d('2026-07-21'), by: 'complainant', items: ['Patwari of Rampur'] },
    hearingNoticeCmd(),
    tenderServed('2026-07-23', 'h1-a1', 'h1'),
    hearingCmd(),
  ] as AdjudicationCommand[]);

const ALL_LISTED: PassOrder['listed'] = [
  { item: 'reply-witness-1', examined: true, reasons: 'He saw the cows tied at the respondent’s house at dawn.' },
  {
    item: 'reply-document-1',
    examined: false,
    reasons: 'The receipt is of 2025 and concerns other cattle; it is not relevant.',
  },
  { item: 'list-1-1', examined: true, reasons: 'The Patwari proved the khasra extract of plot 118.' },
];

describe('Rule 4(12): the order records the section found contravened', () => {
  it('refuses a penalty order with no finding, naming Rules 4(12) and 4(14)', () => {
    const r = refusal(heard().state, penaltyOrder('2026-08-20', { findings: undefined }));
    assert.equal(r.code, 'ORDER.FINDING_REQUIRED');
    assert.deepEqual([...r.basis].sort(), ['in.ctr2026.r4.12', 'in.ctr2026.r4.14']);
    assert.equal(r.field, 'findings');
  });
  it('refuses compensation alone when every finding is "not contravened", naming Rule 4(12) only', () => {
    const r = refusal(
      heard().state,
      penaltyOrder('2026-08-20', {
        amounts: { penaltyPaise: 0, compensationPaise: 100_000, expensesPaise: 0, chargesPaise: 0 },
        depositDays: undefined,
        findings: FINDING_26_NOT,
      }),
    );
    assert.equal(r.code, 'ORDER.FINDING_REQUIRED');
    assert.deepEqual(r.basis, ['in.ctr2026.r4.12']);
  });
  it('refuses a finding whose reasons are blank, naming the ground', () => {
    const r = refusal(
      heard().state,
      penaltyOrder('2026-08-20', { findings: [{ section: '26', contravened: true, reasons: '  ' }] }),
    );
    assert.equal(r.code, 'ORDER.FINDING_REQUIRED');
    assert.equal(r.field, 'findings.0.reasons');
    assert.match(r.message, /Section 26 of the Cattle-trespass Act, 1871/);
  });
  it('refuses a section the Act does not have', () => {
    const bad = [{ section: '99', contravened: true, reasons: 'Proved.' }] as unknown as PassOrder['findings'];
    const r = refusal(heard().state, penaltyOrder('2026-08-20', { findings: bad }));
    assert.equal(r.code, 'ORDER.FINDING_REQUIRED');
    assert.equal(r.field, 'findings.0.section');
  });
  it('records a section found that the notice did not allege, with each finding and its reasons', () => {
    const findings: PassOrder['findings'] = [
      ...FINDING_26!,
      { section: '24', contravened: false, reasons: 'No one opposed the seizure; the pound-keeper says so.' },
    ];
    const e = accept(heard().state, penaltyOrder('2026-08-20', { findings }))[0] as OrderPassed;
    assert.deepEqual(
      e.order.findings?.map((f) => [f.section, f.contravened]),
      [
        ['26', true],
        ['24', false],
      ],
    );
    assert.match(e.order.findings![0]!.reasons, /revenue record/);
  });
  it('judges a reason by what it answers, not its length: a short finding that answers its ground is accepted', () => {
    const e = accept(
      heard().state,
      penaltyOrder('2026-08-20', { findings: [{ section: '26', contravened: true, reasons: 'Admitted.' }] }),
    )[0] as OrderPassed;
    assert.equal(e.order.findings![0]!.reasons, 'Admitted.');
  });
});

describe('Rule 4(13): a dismissal records the finding of no contravention', () => {
  it('refuses a dismissal without a finding', () => {
    const r = refusal(heard().state, {
      type: 'pass-order',
      on: d('2026-08-20'),
      kind: 'dismissal',
      reasons: 'Not proved.',
    });
    assert.equal(r.code, 'ORDER.FINDING_REQUIRED');
    assert.deepEqual(r.basis, ['in.ctr2026.r4.13']);
  });
  it('refuses a dismissal whose finding is that the section was contravened', () => {
    const r = refusal(heard().state, {
      type: 'pass-order',
      on: d('2026-08-20'),
      kind: 'dismissal',
      findings: FINDING_26,
      reasons: 'Dismissed.',
    });
    assert.equal(r.code, 'ORDER.FINDING_REQUIRED');
    assert.ok(r.basis.includes('in.ctr2026.r4.13'));
  });
});

describe('Rule 4(11): each listed witness or document is examined or rejected with reasons', () => {
  it('refuses the order while a listed witness is not addressed, naming it', () => {
    const r = refusal(heardWithLists().state, penaltyOrder('2026-08-20', { listed: ALL_LISTED!.slice(1) }));
    assert.equal(r.code, 'ORDER.LISTED_ITEM_UNADDRESSED');
    assert.match(r.message, /the witness "Shyam Lal, neighbour" listed by the person complained against/);
    assert.equal(r.field, 'listed.reply-witness-1');
    assert.ok(r.basis.includes('in.ctr2026.r4.11'));
  });
  it("refuses a rejection without reasons of the complainant's listed witness", () => {
    const listed = ALL_LISTED!.map((x) => (x.item === 'list-1-1' ? { ...x, examined: false, reasons: '' } : x));
    const r = refusal(heardWithLists().state, penaltyOrder('2026-08-20', { listed }));
    assert.equal(r.code, 'ORDER.LISTED_ITEM_UNADDRESSED');
    assert.match(r.message, /why the order rejects the witness "Patwari of Rampur" listed by the complainant/);
  });
  it('records each listed item with who listed it, examined or rejected, and why', () => {
    const e = accept(heardWithLists().state, penaltyOrder('2026-08-20', { listed: ALL_LISTED }))[0] as OrderPassed;
    assert.deepEqual(
      e.order.listed?.map((x) => [x.kind, x.by, x.item, x.examined]),
      [
        ['witness', 'contravener', 'Shyam Lal, neighbour', true],
        ['document', 'contravener', 'Receipt of the pound-keeper', false],
        ['witness', 'complainant', 'Patwari of Rampur', true],
      ],
    );
    assert.ok(e.basis.includes('in.ctr2026.r4.11'));
  });
  it('applies to a dismissal too', () => {
    const r = refusal(heardWithLists().state, {
      type: 'pass-order',
      on: d('2026-08-20'),
      kind: 'dismissal',
      findings: FINDING_26_NOT,
      reasons: 'Not proved.',
    });
    assert.equal(r.code, 'ORDER.LISTED_ITEM_UNADDRESSED');
  });
});

describe('Rule 4(12): compensation names its payee and the time to pay', () => {
  it('refuses compensation without a payee', () => {
    const r = refusal(heard().state, penaltyOrder('2026-08-20', { compensation: undefined }));
    assert.equal(r.code, 'ORDER.COMPENSATION_TERMS_REQUIRED');
    assert.equal(r.field, 'compensation.payee');
  });
  it('refuses compensation without a time to pay', () => {
    const r = refusal(heard().state, penaltyOrder('2026-08-20', { compensation: { payee: 'complainant' } }));
    assert.equal(r.code, 'ORDER.COMPENSATION_TERMS_REQUIRED');
    assert.equal(r.field, 'compensation.payWithinDays');
  });
  it('records the payee and the day to pay by, moved past a closed day', () => {
    // 20 Aug + 30 days = Sat 19 Sep 2026, the third Saturday: open.
    const e = accept(heard().state, penaltyOrder('2026-08-20'))[0] as OrderPassed;
    assert.equal(e.order.compensationPayee, 'complainant');
    assert.equal(e.order.compensationPayBy, '2026-09-19');
    assert.equal(e.order.compensationPayWithinDays, 30);
    // 20 Aug + 31 days = Sun 20 Sep 2026: the next open day, Mon 21 Sep.
    const f = accept(
      heard().state,
      penaltyOrder('2026-08-20', { compensation: { payee: 'complainant', payWithinDays: 31 } }),
    )[0] as OrderPassed;
    assert.equal(f.order.compensationPayBy, '2026-09-21');
  });
  it('takes a date to pay by instead of days', () => {
    const e = accept(
      heard().state,
      penaltyOrder('2026-08-20', { compensation: { payee: 'complainant', payByOn: d('2026-10-01') } }),
    )[0] as OrderPassed;
    assert.equal(e.order.compensationPayBy, '2026-10-01');
    assert.equal(e.order.compensationPayWithinDays, undefined);
  });
  it('asks nothing of a penalty alone (the penalty goes to the Board by section 28)', () => {
    const e = accept(
      heard().state,
      penaltyOrder('2026-08-20', {
        amounts: { penaltyPaise: 500_000, compensationPaise: 0, expensesPaise: 0, chargesPaise: 0 },
        compensation: undefined,
      }),
    )[0] as OrderPassed;
    assert.equal(e.order.compensationPayee, undefined);
  });
});

describe('Rule 4(2): a summons states its time and place', () => {
  const summons = (over: Record<string, unknown> = {}): AdjudicationCommand =>
    ({
      type: 'issue-summons',
      on: d('2026-07-22'),
      summonsId: 's1',
      witnessName: 'Patwari, Halka Rampur',
      purpose: 'documents',
      appearOn: d('2026-08-05'),
      time: '10:30',
      place: 'Court room, Sub-Divisional Magistrate, Sadar, Agra',
      ...over,
    }) as AdjudicationCommand;
  const from = () => run([registerCmd(), noticeCmd(), tenderServed()]).state;
  it('refuses a summons without a time', () => {
    const r = refusal(from(), summons({ time: '' }));
    assert.equal(r.code, 'SUMMONS.TIME_PLACE_REQUIRED');
    assert.equal(r.field, 'time');
  });
  it('refuses a summons without a place', () => {
    const r = refusal(from(), summons({ place: ' ' }));
    assert.equal(r.code, 'SUMMONS.TIME_PLACE_REQUIRED');
    assert.equal(r.field, 'place');
  });
  it('records the time and place', () => {
    const e = accept(from(), summons())[0] as SummonsIssued;
    assert.equal(e.time, '10:30');
    assert.equal(e.place, 'Court room, Sub-Divisional Magistrate, Sadar, Agra');
  });
});

describe("Rule 4(3)(a): the notice states the contravention in the officer's words", () => {
  const from = () => run([registerCmd()]).state;
  it("refuses a statement that copies the complainant's statement", () => {
    const r = refusal(from(), noticeCmd('2026-07-08', { contravention: validParticulars().contravener.statement }));
    assert.equal(r.code, 'NOTICE.STATEMENT_NOT_OFFICERS');
    assert.equal(r.field, 'contravention');
    assert.ok(r.basis.includes('in.ctr2026.r4.3.a'));
  });
  it("refuses the complainant's nature of the contravention copied word for word", () => {
    const r = refusal(
      from(),
      noticeCmd('2026-07-08', { contravention: ` ${validParticulars().contravener.contravention.nature}  ` }),
    );
    assert.equal(r.code, 'NOTICE.STATEMENT_NOT_OFFICERS');
  });
  it("accepts the officer's own statement", () => {
    accept(from(), noticeCmd());
  });
});
