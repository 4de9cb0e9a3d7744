// Tests for Rule 3 with Form-I, Rule 1(2), Rule 2(1)(b) and Section 20: registering a complaint.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { RegisterComplaint } from './commands.ts';
import type { ComplaintRegistered } from './events.ts';
import { accept, d, refusal, registerCmd, run, validParticulars } from './fixtures.ts';
import type { ComplaintParticulars } from './state.ts';
import { INITIAL_STATE } from './state.ts';

type Mutable<T> = {
  -readonly [K in keyof T]: T[K] extends string
    ? T[K]
    : T[K] extends readonly (infer U)[]
      ? U[]
      : T[K] extends object
        ? Mutable<T[K]>
        : T[K];
};
const particulars = (f: (p: Mutable<ComplaintParticulars>) => void): ComplaintParticulars => {
  const p = structuredClone(validParticulars()) as unknown as Mutable<ComplaintParticulars>;
  f(p);
  return p as unknown as ComplaintParticulars;
};
const withParticulars = (p: ComplaintParticulars): RegisterComplaint => registerCmd('2026-07-06', p);
const registeredEvent = (cmd: RegisterComplaint): ComplaintRegistered =>
  accept(INITIAL_STATE, cmd)[0] as ComplaintRegistered;

function assertMissing(p: ComplaintParticulars, item: ProvisionId, field: string): void {
  const r = refusal(INITIAL_STATE, withParticulars(p));
  assert.equal(r.code, 'COMPLAINT.MISSING_PARTICULARS');
  assert.ok(r.basis.includes(item), `basis ${r.basis.join(',')} should include ${item}`);
  assert.ok(r.basis.includes('in.ctr2026.form1'));
  assert.equal(r.field, field);
  assert.match(r.message, /Form-I item/);
}

describe('Rule 3: power to make complaint', () => {
  it('registers a complaint by an aggrieved person received in writing, dated the day of receipt', () => {
    const e = registeredEvent(registerCmd());
    assert.equal(e.type, 'complaint-registered');
    assert.equal(e.on, '2026-07-06');
    assert.ok(e.basis.includes('in.ctr2026.r3'));
    const { state } = run([registerCmd()]);
    assert.equal(state.complaint?.receivedOn, '2026-07-06');
  });
  it('accepts a complaint made through electronic means', () => {
    const e = registeredEvent({ ...registerCmd(), mode: 'electronic' });
    assert.equal(e.mode, 'electronic');
  });
  it('accepts an authorised representative who names the person represented', () => {
    const e = registeredEvent({
      ...registerCmd(),
      filedBy: { capacity: 'authorised-representative', representedPerson: 'Ramesh Kumar' },
    });
    assert.deepEqual(e.filedBy, { capacity: 'authorised-representative', representedPerson: 'Ramesh Kumar' });
  });
  it('refuses a representative who does not name the person represented', () => {
    const r = refusal(INITIAL_STATE, { ...registerCmd(), filedBy: { capacity: 'authorised-representative' } });
    assert.equal(r.code, 'COMPLAINT.MISSING_PARTICULARS');
    assert.ok(r.basis.includes('in.ctr2026.r3'));
  });
  it('refuses a complainant in any other capacity', () => {
    const r = refusal(INITIAL_STATE, { ...registerCmd(), filedBy: { capacity: 'neighbour' } });
    assert.equal(r.code, 'COMPLAINT.COMPLAINANT_NOT_ENTITLED');
    assert.ok(r.basis.includes('in.ctr2026.r3'));
    assert.equal(r.field, 'filedBy.capacity');
  });
  it('refuses a second complaint in the same case', () => {
    const { state } = run([registerCmd()]);
    const r = refusal(state, registerCmd('2026-07-07'));
    assert.equal(r.code, 'CASE.ALREADY_EXISTS');
    assert.ok(r.basis.includes('in.ctr2026.r3'));
  });
});

describe('Rule 2(1)(b): authorised officer', () => {
  for (const body of ['central-government', 'state-government', 'ut-administration', 'local-authority', 'awbi']) {
    it(`accepts an officer of ${body}`, () => {
      const cmd = {
        ...registerCmd(),
        filedBy: {
          capacity: 'authorised-officer',
          body,
          designation: 'Block Development Officer',
          office: 'Block Office, Rampur',
        },
      };
      const e = registeredEvent(cmd);
      assert.ok(e.basis.includes('in.ctr2026.r2.1.b'));
    });
  }
  it("does not require an authorised officer's parent's name (Form-I item 1(b)), as he complains in office", () => {
    const p = particulars((x) => {
      delete x.complainant.parentName;
    });
    const e = registeredEvent({
      ...registerCmd('2026-07-06', p),
      filedBy: { capacity: 'authorised-officer', body: 'awbi', designation: 'Inspector', office: 'AWBI' },
    });
    assert.equal(e.type, 'complaint-registered');
  });
  it('refuses an officer of a body not in the definition', () => {
    const r = refusal(INITIAL_STATE, {
      ...registerCmd(),
      filedBy: { capacity: 'authorised-officer', body: 'private-company', designation: 'Manager', office: 'X' },
    });
    assert.equal(r.code, 'COMPLAINT.COMPLAINANT_NOT_ENTITLED');
    assert.ok(r.basis.includes('in.ctr2026.r2.1.b'));
  });
  it('refuses an officer without designation and office', () => {
    const r = refusal(INITIAL_STATE, {
      ...registerCmd(),
      filedBy: { capacity: 'authorised-officer', body: 'local-authority' },
    });
    assert.equal(r.code, 'COMPLAINT.MISSING_PARTICULARS');
    assert.ok(r.basis.includes('in.ctr2026.r2.1.b'));
  });
});

describe('Rule 1(2): commencement on publication', () => {
  it('refuses a complaint received before 2 July 2026, citing Section 32 as well', () => {
    const r = refusal(
      INITIAL_STATE,
      registerCmd(
        '2026-07-01',
        particulars((x) => {
          x.contravener.contravention.date = d('2026-06-30');
        }),
      ),
    );
    assert.equal(r.code, 'COMPLAINT.RECEIVED_BEFORE_COMMENCEMENT');
    assert.ok(r.basis.includes('in.ctr2026.r1.2'));
    assert.ok(r.basis.includes('in.cta1871.s32'));
  });
  it('accepts a complaint received on the day of commencement', () => {
    const e = registeredEvent(
      registerCmd(
        '2026-07-02',
        particulars((x) => {
          x.contravener.contravention.date = d('2026-07-02');
        }),
      ),
    );
    assert.ok(e.basis.includes('in.ctr2026.r1.2'));
  });
});

describe('Section 20: not a bar to a complaint under Rule 3', () => {
  it('accepts a complaint received 40 days after the contravention, beyond the 10 days of Section 20', () => {
    const e = registeredEvent(
      registerCmd(
        '2026-08-12',
        particulars((x) => {
          x.contravener.contravention.date = d('2026-07-03');
        }),
      ),
    );
    assert.equal(e.daysSinceContravention, 40);
    assert.ok(e.basis.includes('in.cta1871.s20'));
    assert.ok(e.basis.includes('in.ctr2026.r3'));
  });
});

describe('Form-I: complaint for contravention', () => {
  it('records every filled item in the basis', () => {
    const e = registeredEvent(registerCmd());
    for (const id of [
      'in.ctr2026.form1',
      'in.ctr2026.form1.item1.a',
      'in.ctr2026.form1.item2.h',
      'in.ctr2026.form1.declaration',
    ] as const)
      assert.ok(e.basis.includes(id), id);
  });
  it('refuses a contravention dated after receipt (item 2(d))', () => {
    assertMissing(
      particulars((x) => {
        x.contravener.contravention.date = d('2026-07-07');
      }),
      'in.ctr2026.form1.item2.d',
      'contravener.contravention.date',
    );
  });
});

describe('Form-I item 1(a): name of complainant', () => {
  it('is required', () =>
    assertMissing(
      particulars((x) => {
        x.complainant.name = ' ';
      }),
      'in.ctr2026.form1.item1.a',
      'complainant.name',
    ));
});
describe("Form-I item 1(b): complainant's father's or mother's name", () => {
  it('is required of a complainant who is not an authorised officer', () =>
    assertMissing(
      particulars((x) => {
        delete x.complainant.parentName;
      }),
      'in.ctr2026.form1.item1.b',
      'complainant.parentName',
    ));
});
describe('Form-I item 1(c): address of complainant including PIN', () => {
  it('is required', () =>
    assertMissing(
      particulars((x) => {
        x.complainant.address.text = '';
      }),
      'in.ctr2026.form1.item1.c',
      'complainant.address',
    ));
  it('needs a six-digit PIN', () =>
    assertMissing(
      particulars((x) => {
        x.complainant.address.pin = '2820';
      }),
      'in.ctr2026.form1.item1.c',
      'complainant.address',
    ));
});
describe('Form-I item 1(d): contact number of complainant', () => {
  it('may be left out when an email is given (at least one means of contact)', () => {
    const e = registeredEvent(
      withParticulars(
        particulars((x) => {
          delete x.complainant.contactNumber;
        }),
      ),
    );
    assert.ok(!e.basis.includes('in.ctr2026.form1.item1.d'));
    assert.ok(e.basis.includes('in.ctr2026.form1.item1.e'));
  });
  it('is required when there is no email', () => {
    const r = refusal(
      INITIAL_STATE,
      withParticulars(
        particulars((x) => {
          delete x.complainant.contactNumber;
          delete x.complainant.email;
        }),
      ),
    );
    assert.equal(r.code, 'COMPLAINT.MISSING_PARTICULARS');
    assert.ok(r.basis.includes('in.ctr2026.form1.item1.d'));
  });
});
describe('Form-I item 1(e): email address of complainant', () => {
  it('may be left out when a contact number is given', () => {
    const e = registeredEvent(
      withParticulars(
        particulars((x) => {
          delete x.complainant.email;
        }),
      ),
    );
    assert.ok(!e.basis.includes('in.ctr2026.form1.item1.e'));
  });
  it('is required when there is no contact number', () => {
    const r = refusal(
      INITIAL_STATE,
      withParticulars(
        particulars((x) => {
          x.complainant.contactNumber = '';
          x.complainant.email = '';
        }),
      ),
    );
    assert.ok(r.basis.includes('in.ctr2026.form1.item1.e'));
  });
});
describe('Form-I item 2(a): name of alleged contravener', () => {
  it('is required', () =>
    assertMissing(
      particulars((x) => {
        x.contravener.name = '';
      }),
      'in.ctr2026.form1.item2.a',
      'contravener.name',
    ));
});
describe("Form-I item 2(b): alleged contravener's father's or mother's name", () => {
  it('is recorded when known and may be left out', () => {
    assert.ok(registeredEvent(registerCmd()).basis.includes('in.ctr2026.form1.item2.b'));
    const e = registeredEvent(
      withParticulars(
        particulars((x) => {
          delete x.contravener.parentName;
        }),
      ),
    );
    assert.ok(!e.basis.includes('in.ctr2026.form1.item2.b'));
  });
});
describe('Form-I item 2(c): address of alleged contravener', () => {
  it('is required', () =>
    assertMissing(
      particulars((x) => {
        x.contravener.address.text = '';
      }),
      'in.ctr2026.form1.item2.c',
      'contravener.address',
    ));
  it('may omit the PIN, but a PIN given must be six digits', () => {
    assert.equal(
      registeredEvent(
        withParticulars(
          particulars((x) => {
            delete x.contravener.address.pin;
          }),
        ),
      ).type,
      'complaint-registered',
    );
    assertMissing(
      particulars((x) => {
        x.contravener.address.pin = 'ABC';
      }),
      'in.ctr2026.form1.item2.c',
      'contravener.address',
    );
  });
});
describe('Form-I item 2(d): date, time, place and nature of contravention', () => {
  it('requires the place and the nature', () => {
    assertMissing(
      particulars((x) => {
        x.contravener.contravention.place = '';
      }),
      'in.ctr2026.form1.item2.d',
      'contravener.contravention',
    );
    assertMissing(
      particulars((x) => {
        x.contravener.contravention.nature = '';
      }),
      'in.ctr2026.form1.item2.d',
      'contravener.contravention',
    );
  });
  it('accepts a complaint without the time', () => {
    assert.equal(
      registeredEvent(
        withParticulars(
          particulars((x) => {
            delete x.contravener.contravention.time;
          }),
        ),
      ).type,
      'complaint-registered',
    );
  });
});
describe('Form-I item 2(e): provision alleged to be contravened', () => {
  it('is required', () =>
    assertMissing(
      particulars((x) => {
        x.contravener.provisionAlleged = '';
      }),
      'in.ctr2026.form1.item2.e',
      'contravener.provisionAlleged',
    ));
});
describe('Form-I item 2(f): statement of contravention', () => {
  it('is required', () =>
    assertMissing(
      particulars((x) => {
        x.contravener.statement = '';
      }),
      'in.ctr2026.form1.item2.f',
      'contravener.statement',
    ));
});
describe('Form-I item 2(g): evidence in support', () => {
  it('needs at least one item', () =>
    assertMissing(
      particulars((x) => {
        x.contravener.evidence = ['  '];
      }),
      'in.ctr2026.form1.item2.g',
      'contravener.evidence',
    ));
});
describe('Form-I item 2(h): compensation or charges incurred', () => {
  it('is optional ("any") and cited when given', () => {
    assert.ok(registeredEvent(registerCmd()).basis.includes('in.ctr2026.form1.item2.h'));
    const e = registeredEvent(
      withParticulars(
        particulars((x) => {
          delete x.contravener.compensationOrCharges;
        }),
      ),
    );
    assert.ok(!e.basis.includes('in.ctr2026.form1.item2.h'));
  });
});
describe('Form-I declaration: by the complainant', () => {
  it('must be made', () => {
    const r = refusal(
      INITIAL_STATE,
      withParticulars(
        particulars((x) => {
          x.declaration.declared = false;
        }),
      ),
    );
    assert.equal(r.code, 'COMPLAINT.DECLARATION_MISSING');
    assert.ok(r.basis.includes('in.ctr2026.form1.declaration'));
  });
  it('must carry the name of the complainant', () => {
    const r = refusal(
      INITIAL_STATE,
      withParticulars(
        particulars((x) => {
          x.declaration.signedName = '';
        }),
      ),
    );
    assert.equal(r.code, 'COMPLAINT.DECLARATION_MISSING');
  });
});
