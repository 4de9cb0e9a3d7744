// Tests for filing an appeal: Rule 7(1)-(4), Form-III items 1-10, declaration, enclosures, item 9 and section 27B.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { FileAppeal } from './commands.ts';
import { decide } from './decide.ts';
import type { AppealFiled } from './events.ts';
import { CTX, COMPLETE_FORM, d, fileAppeal, ORDER_4_12, ORDER_4_13, refusalOf, run } from './fixtures.ts';
import { FORM3_FIELDS } from './form3.ts';
import type { Form3Particulars } from './state.ts';
import { INITIAL_APPEAL } from './state.ts';

function filed(over: Partial<FileAppeal> = {}): AppealFiled {
  const r = decide(INITIAL_APPEAL, fileAppeal(over), CTX);
  assert.ok(r.ok, r.ok ? '' : `${r.error.code}: ${r.error.message}`);
  const e = r.value[0]!;
  assert.equal(e.type, 'appeal.filed');
  return e as AppealFiled;
}
const withForm = (f: Partial<Form3Particulars>): Partial<FileAppeal> => ({ form: { ...COMPLETE_FORM, ...f } });
const defectFields = (e: AppealFiled): string[] => e.defectsFound.map((x) => x.field);
const defectOn = (e: AppealFiled, field: string): { basis: readonly ProvisionId[] } => {
  const x = e.defectsFound.find((y) => y.field === field);
  assert.ok(x, `expected a defect on ${field}; got ${defectFields(e).join(', ')}`);
  return x;
};

describe('Rule 7(1): only an order imposing a penalty or dismissing the complaint is appealable, in Form-III', () => {
  it('accepts an appeal against a penalty order (in.ctr2026.r4.12)', () => {
    const e = filed();
    assert.deepEqual(e.order, ORDER_4_12);
    assert.ok(e.basis.includes('in.ctr2026.r7.1'));
    assert.ok(e.basis.includes('in.ctr2026.form3'));
    assert.deepEqual(e.defectsFound, []);
  });
  it('accepts an appeal against an order dismissing the complaint (in.ctr2026.r4.13)', () => {
    assert.equal(filed({ order: ORDER_4_13 }).order.provision, 'in.ctr2026.r4.13');
  });
  for (const p of ['in.ctr2026.r4.8', 'in.ctr2026.r4.4', 'in.ctr2026.r4.7', 'in.ctr2026.r6'] as const) {
    it(`refuses an appeal against an order under ${p} with APPEAL.ORDER_NOT_APPEALABLE`, () => {
      const r = refusalOf(INITIAL_APPEAL, fileAppeal({ order: { ...ORDER_4_12, provision: p } }));
      assert.equal(r.code, 'APPEAL.ORDER_NOT_APPEALABLE');
      assert.ok(r.basis.includes('in.ctr2026.r7.1'));
      assert.equal(r.field, 'order.provision');
    });
  }
  it('refuses a second filing of the same appeal', () => {
    const r = refusalOf(run([fileAppeal()]).state, fileAppeal({ on: d('2026-08-21') }));
    assert.equal(r.code, 'APPEAL.ALREADY_FILED');
    assert.ok(r.basis.includes('in.ctr2026.r7.1'));
  });
  it('refuses amounts that are not whole paise', () => {
    const r = refusalOf(INITIAL_APPEAL, fileAppeal({ order: { ...ORDER_4_12, penaltyPaise: -5 } }));
    assert.equal(r.code, 'ORDER.AMOUNT_INVALID');
  });
});

describe('Rule 1(2): an order dated before the Rules came into force is not appealable under them', () => {
  it('refuses with APPEAL.ORDER_NOT_APPEALABLE citing Rule 7(1) and Rule 1(2)', () => {
    const r = refusalOf(
      INITIAL_APPEAL,
      fileAppeal({ order: { ...ORDER_4_12, on: d('2026-06-30') }, on: d('2026-07-10') }),
    );
    assert.equal(r.code, 'APPEAL.ORDER_NOT_APPEALABLE');
    assert.ok(r.basis.includes('in.ctr2026.r7.1'));
    assert.ok(r.basis.includes('in.ctr2026.r1.2'));
  });
});

describe('Rule 7(2): copy of the order, statement of facts and grounds', () => {
  it('a filing without them is received, and each gap is a defect citing Rule 7(2)', () => {
    const e = filed(
      withForm({ grounds: '', statementOfFacts: undefined, enclosures: { copyOfOrder: false, documentsRelied: [] } }),
    );
    for (const f of ['grounds', 'statementOfFacts', 'enclosures.copyOfOrder'])
      assert.ok(defectOn(e, f).basis.includes('in.ctr2026.r7.2'));
    assert.ok(e.basis.includes('in.ctr2026.r7.2'));
  });
});

describe('Rule 7(3): in person or by authorised representative, in writing or electronically', () => {
  it('accepts an electronic filing by an authorised representative', () => {
    const e = filed({
      filedBy: 'authorised-representative',
      medium: 'electronic',
      representative: { name: 'Adv. K. Mehta', authorisation: 'Vakalatnama dated 18 Aug 2026' },
    });
    assert.equal(e.medium, 'electronic');
    assert.equal(e.filedBy, 'authorised-representative');
    assert.deepEqual(e.defectsFound, []);
    assert.ok(e.basis.includes('in.ctr2026.r7.3'));
  });
  it('a representative without name or authorisation is a defect citing Rule 7(3)', () => {
    const e = filed({
      filedBy: 'authorised-representative',
      medium: 'writing',
      representative: { name: 'Adv. K. Mehta' },
    });
    assert.ok(defectOn(e, 'representative').basis.includes('in.ctr2026.r7.3'));
  });
});

describe('Rule 7(4): deemed filed on the day the appellate authority receives it', () => {
  it('records the day of receipt as the day of filing', () => {
    const s = run([fileAppeal({ on: d('2026-08-28') })]).state;
    assert.equal(s.filing?.on, '2026-08-28');
    assert.equal(s.item9?.receivedOn, '2026-08-28');
    assert.equal(s.stage, 'filed');
  });
  it('refuses a receipt dated after today (CASE.DATE_IN_FUTURE)', () => {
    const r = refusalOf(INITIAL_APPEAL, fileAppeal({ on: d('2027-07-01') }));
    assert.equal(r.code, 'CASE.DATE_IN_FUTURE');
    assert.ok(r.basis.includes('in.ctr2026.r7.4'));
  });
  it('refuses a receipt before the order appealed against', () => {
    const r = refusalOf(INITIAL_APPEAL, fileAppeal({ on: d('2026-08-01') }));
    assert.equal(r.code, 'CASE.DATE_BEFORE_PREVIOUS_EVENT');
    assert.ok(r.basis.includes('in.ctr2026.r7.4'));
  });
});

describe('Form-III: every field mapped to its provision', () => {
  it('maps items 1 to 10, the declaration and the enclosures', () => {
    const ids = new Set(FORM3_FIELDS.map((f) => f.provision));
    for (let i = 1; i <= 10; i++) assert.ok(ids.has(`in.ctr2026.form3.item${i}` as ProvisionId), `item ${i}`);
    assert.ok(ids.has('in.ctr2026.form3.declaration'));
    assert.ok(ids.has('in.ctr2026.form3.enclosures'));
  });
  it('a complete form has no defects', () => {
    assert.deepEqual(filed().defectsFound, []);
  });
  it('a filing with many gaps is still received; the gaps await intimation', () => {
    const e = filed({
      form: { appellant: {}, respondent: {}, enclosures: { copyOfOrder: false, documentsRelied: [] } },
    });
    assert.ok(e.defectsFound.length >= 14);
    const s = run([
      fileAppeal({ form: { appellant: {}, respondent: {}, enclosures: { copyOfOrder: false, documentsRelied: [] } } }),
    ]).state;
    assert.ok(s.defects.every((x) => x.status === 'found'));
  });
});

describe('Form-III item 1: particulars of the appellant', () => {
  it('a blank name, parent name or address is a defect citing item 1', () => {
    const e = filed(withForm({ appellant: { contact: '1' } }));
    for (const f of ['appellant.name', 'appellant.parentName', 'appellant.address'])
      assert.ok(defectOn(e, f).basis.includes('in.ctr2026.form3.item1'));
  });
  it('contact number and email are asked but their absence is not a defect', () => {
    const e = filed(withForm({ appellant: { name: 'A B', parentName: 'C D', address: 'Village X 131001' } }));
    assert.deepEqual(e.defectsFound, []);
  });
});

describe('Form-III item 2: provisions under which the order was made', () => {
  it('blank is a defect', () =>
    assert.ok(defectOn(filed(withForm({ provisions: ' ' })), 'provisions').basis.includes('in.ctr2026.form3.item2')));
});
describe('Form-III item 3: statement of contravention', () => {
  it('blank is a defect', () =>
    assert.ok(
      defectOn(filed(withForm({ statementOfContravention: undefined })), 'statementOfContravention').basis.includes(
        'in.ctr2026.form3.item3',
      ),
    ));
});
describe('Form-III item 4: grounds of appeal', () => {
  it('blank is a defect', () =>
    assert.ok(defectOn(filed(withForm({ grounds: undefined })), 'grounds').basis.includes('in.ctr2026.form3.item4')));
});
describe('Form-III item 5: details of the respondent', () => {
  it('a blank name or address of the respondent is a defect citing item 5', () => {
    const e = filed(withForm({ respondent: { name: 'Mohan Lal' } }));
    assert.ok(defectOn(e, 'respondent.address').basis.includes('in.ctr2026.form3.item5'));
    assert.ok(defectOn(e, 'respondent.parentName').basis.includes('in.ctr2026.form3.item5'));
  });
});
describe('Form-III item 6: statement of facts', () => {
  it('blank is a defect', () =>
    assert.ok(
      defectOn(filed(withForm({ statementOfFacts: '' })), 'statementOfFacts').basis.includes('in.ctr2026.form3.item6'),
    ));
});
describe('Form-III item 7: date of the order', () => {
  it('blank is a defect', () =>
    assert.ok(
      defectOn(filed(withForm({ orderDate: undefined })), 'orderDate').basis.includes('in.ctr2026.form3.item7'),
    ));
  it('a date different from the order appealed against is a defect', () => {
    const x = filed(withForm({ orderDate: d('2026-08-04') })).defectsFound.find((y) => y.field === 'orderDate');
    assert.match(x?.description ?? '', /4 Aug 2026.*3 Aug 2026/);
  });
});
describe('Form-III item 8: relief claimed', () => {
  it('blank is a defect', () =>
    assert.ok(
      defectOn(filed(withForm({ reliefClaimed: undefined })), 'reliefClaimed').basis.includes('in.ctr2026.form3.item8'),
    ));
});
describe('Form-III item 10: whether an appeal is pending in any other court', () => {
  it('no answer is a defect', () =>
    assert.ok(
      defectOn(filed(withForm({ pendingElsewhere: undefined })), 'pendingElsewhere').basis.includes(
        'in.ctr2026.form3.item10',
      ),
    ));
  it('YES without details is a defect; YES with details is not', () => {
    defectOn(filed(withForm({ pendingElsewhere: { pending: true } })), 'pendingElsewhere');
    assert.deepEqual(
      filed(withForm({ pendingElsewhere: { pending: true, details: 'Civil Suit 12/2026, Civil Judge Sonipat' } }))
        .defectsFound,
      [],
    );
  });
});
describe('Form-III declaration: signed with date and name', () => {
  it('no declaration, or one without signature date or name, is a defect', () => {
    assert.ok(
      defectOn(filed(withForm({ declaration: { made: false } })), 'declaration').basis.includes(
        'in.ctr2026.form3.declaration',
      ),
    );
    defectOn(filed(withForm({ declaration: { made: true, name: 'Ramesh Kumar' } })), 'declaration');
  });
});
describe('Form-III enclosures: copy of the order and documents relied upon', () => {
  it('a missing copy of the order is a defect; no documents relied upon is not', () => {
    assert.ok(
      defectOn(
        filed(withForm({ enclosures: { copyOfOrder: false, documentsRelied: ['x'] } })),
        'enclosures.copyOfOrder',
      ).basis.includes('in.ctr2026.form3.enclosures'),
    );
    assert.deepEqual(filed(withForm({ enclosures: { copyOfOrder: true, documentsRelied: [] } })).defectsFound, []);
  });
});

describe('Form-III item 9: within the time under section 27B', () => {
  it('computes YES for an appeal received within the configured period, with its explanation', () => {
    const i = filed().item9;
    assert.equal(i.answer, 'YES');
    // The 60th day, Friday 2 Oct 2026, is Gandhi Jayanti (a national holiday): the appeal may be filed on Saturday 3 Oct.
    assert.equal(i.due, '2026-10-03');
    assert.equal(i.periodDays, 60);
    assert.equal(i.paramStatus, 'configured');
    assert.ok(i.explanation.some((s) => s.includes('configured')));
  });
  it('accepts a late appeal with item 9 = NO: the appellate authority decides, the portal does not refuse', () => {
    const e = filed({ on: d('2026-10-05') });
    assert.equal(e.item9.answer, 'NO');
    assert.ok(e.item9.explanation.some((s) => s.includes('item 9 is NO')));
    assert.ok(e.basis.includes('in.ctr2026.form3.item9'));
  });
  it("records the appellant's own answer beside the computed one when they differ", () => {
    const e = filed({ on: d('2026-10-05'), form: { ...COMPLETE_FORM, withinTimeAnswer: 'YES' } });
    assert.equal(e.item9.appellantAnswer, 'YES');
    assert.equal(e.item9.answer, 'NO');
    assert.ok(e.item9.explanation.some((s) => s.includes('The appellant answered YES')));
  });
});

describe("Form-III item 9: the appellant's answer, kept as written, with the explanation of delay (I-W2)", () => {
  it("keeps the appellant's NO and the request to condone the delay in the form; the portal's count is a separate note", () => {
    const delay = 'I was in hospital until 1 October; I ask that the delay be condoned.';
    const e = filed({
      on: d('2026-10-05'),
      form: { ...COMPLETE_FORM, withinTimeAnswer: 'NO', delayExplanation: delay },
    });
    assert.equal(e.form.withinTimeAnswer, 'NO');
    assert.equal(e.form.delayExplanation, delay);
    assert.equal(e.item9.answer, 'NO', "the portal's count, for the authority");
    assert.ok(
      e.item9.explanation.some((s) =>
        s.includes("the portal's configured default until the State notifies a period under section 27B"),
      ),
    );
    assert.ok(!e.item9.explanation.some((s) => /configured value/.test(s)));
  });
  it("keeps the appellant's YES as written even when the count says late (the authority decides)", () => {
    const e = filed({ on: d('2026-10-05'), form: { ...COMPLETE_FORM, withinTimeAnswer: 'YES' } });
    assert.equal(e.form.withinTimeAnswer, 'YES');
    assert.equal(e.item9.answer, 'NO');
  });
  it('item 9 and its explanation are items of Form-III the authority may intimate as defects (Rule 7(6))', () => {
    assert.deepEqual(
      FORM3_FIELDS.filter((f) => f.provision === 'in.ctr2026.form3.item9').map((f) => f.field),
      ['withinTimeAnswer', 'delayExplanation'],
    );
  });
});

describe('Section 27B: the appeal period counted from the order', () => {
  it('the last day falling on a Sunday moves to Monday (Section 10 of the General Clauses Act)', () => {
    const order = { ...ORDER_4_12, on: d('2026-08-12') };
    const e = filed({ order, on: d('2026-10-12'), form: { ...COMPLETE_FORM, orderDate: d('2026-08-12') } });
    assert.equal(e.item9.due, '2026-10-12');
    assert.equal(e.item9.answer, 'YES');
    assert.ok(e.basis.includes('in.cta1871.s27b'));
    assert.ok(e.basis.includes('in.gca1897.s10'));
  });
  it('the day after the last day is late (2 Oct, a national holiday, moved the last day to Saturday 3 Oct)', () => {
    assert.equal(filed({ on: d('2026-10-03') }).item9.answer, 'YES');
    assert.equal(filed({ on: d('2026-10-05') }).item9.answer, 'NO');
  });
});
