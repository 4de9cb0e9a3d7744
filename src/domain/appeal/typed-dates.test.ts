// Issue 13, point 7: the dates the appellant types in Form-III are from 1 January 1900 to today (the Clock's date,
// here CTX.today, 30 Jun 2027); a hearing date is fixed at most a year after the day it is fixed.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LocalDate } from '../../lib/local-date.ts';
import { COMPLETE_FORM, CTX, d, fileAppeal, ORDER_4_12, refusalOf, run, SERVED } from './fixtures.ts';
import { INITIAL_APPEAL } from './state.ts';

// A date before 1900 cannot be built with d() (it is a real calendar date, so it parses); the schema refuses it at the
// edge too, and the domain does not rely on that.
const raw = (s: string): LocalDate => s as LocalDate;

describe('Form-III: the dates the appellant types', () => {
  it('Form-III: a declaration dated before 1 January 1900 or after today is refused, naming the field', () => {
    for (const signedOn of [raw('1899-12-31'), raw('2027-07-01'), raw('9999-01-01')]) {
      const r = refusalOf(
        INITIAL_APPEAL,
        fileAppeal({ form: { ...COMPLETE_FORM, declaration: { ...COMPLETE_FORM.declaration!, signedOn } } }),
      );
      assert.equal(r.code, 'DATE.OUT_OF_RANGE');
      assert.equal(r.field, 'form.declaration.signedOn');
      assert.ok(r.basis.includes('in.ctr2026.form3.declaration'));
      assert.match(r.message, signedOn < '1900-01-01' ? /before 1 January 1900/ : /after today \(30 Jun 2027\)/);
    }
    // Today itself and 1 January 1900 are within the range (the declaration then differs from other checks only).
    for (const signedOn of [CTX.today, d('2026-08-19')]) {
      const { events } = run([
        fileAppeal({ form: { ...COMPLETE_FORM, declaration: { ...COMPLETE_FORM.declaration!, signedOn } } }),
      ]);
      assert.equal(events[0]!.type, 'appeal.filed');
    }
  });

  it('Form-III item 7: the date of the order typed before 1900 or after today is refused, naming the field', () => {
    const r = refusalOf(INITIAL_APPEAL, fileAppeal({ form: { ...COMPLETE_FORM, orderDate: raw('2028-08-03') } }));
    assert.equal(r.code, 'DATE.OUT_OF_RANGE');
    assert.equal(r.field, 'form.orderDate');
    assert.ok(r.basis.includes('in.ctr2026.form3.item7'));
    const old = refusalOf(INITIAL_APPEAL, fileAppeal({ form: { ...COMPLETE_FORM, orderDate: raw('1026-08-03') } }));
    assert.equal(old.field, 'form.orderDate');
    assert.match(old.message, /before 1 January 1900; check the year/);
  });

  it('Rule 7(1): the date of the order appealed against is not after today', () => {
    const r = refusalOf(
      INITIAL_APPEAL,
      fileAppeal({ on: d('2026-08-20'), order: { ...ORDER_4_12, on: raw('2027-08-03') } }),
    );
    assert.equal(r.code, 'DATE.OUT_OF_RANGE');
    assert.equal(r.field, 'order.on');
  });

  it('Rule 7(10): a hearing date more than a year after the day it is fixed, or in an absurd year, is refused', () => {
    const { state } = run([...SERVED, { type: 'record-respondent-reply', on: d('2026-09-07') }]);
    for (const hearingOn of [raw('2027-09-09'), raw('9999-09-15')]) {
      const r = refusalOf(state, {
        type: 'schedule-hearing',
        on: d('2026-09-08'),
        hearingOn,
        mode: 'in-person',
        time: '11:00',
      });
      assert.equal(r.code, 'DATE.OUT_OF_RANGE');
      assert.equal(r.field, 'hearingOn');
      assert.match(
        r.message,
        /more than a year after the day it is fixed \(8 Sep 2026\); fix a date on or before 8 Sep 2027/,
      );
    }
    const ok = run(
      [
        ...SERVED,
        { type: 'record-respondent-reply', on: d('2026-09-07') },
        { type: 'schedule-hearing', on: d('2026-09-08'), hearingOn: d('2027-09-08'), mode: 'in-person', time: '11:00' },
      ],
      CTX,
    );
    assert.equal(ok.events.at(-1)!.type, 'appeal.hearing-scheduled');
  });
});
