// Rule 1(2): the refusal of a complaint whose contravention is dated before the penalties apply explains that the Rules
// do not reach acts before commencement and what the person can do instead; it never invites a change of the date the
// complainant declared in Form-I item 2(d).

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { en } from '../../web/i18n/en.ts';
import { hi } from '../../web/i18n/hi.ts';
import { d, refusal, registerCmd, run, validParticulars } from './fixtures.ts';

const before = () => {
  const p = validParticulars();
  return registerCmd('2026-07-06', {
    ...p,
    contravener: { ...p.contravener, contravention: { ...p.contravener.contravention, date: d('2026-07-01') } },
  });
};

describe('Rule 1(2): the pre-commencement refusal', () => {
  it('Rule 1(2): does not invite the complainant to change the declared date of the contravention', () => {
    const r = refusal(run([]).state, before());
    assert.equal(r.code, 'COMPLAINT.CONTRAVENTION_BEFORE_COMMENCEMENT');
    assert.doesNotMatch(
      r.message,
      /write the date|change the date|correct the date|present contravention|another date/i,
    );
    assert.match(r.message, /do not apply to (an act|acts) done before/);
    assert.match(r.message, /declared/);
  });
  it('Rule 1(2): says what the person can do instead (a civil suit, a complaint of illegal seizure, a new contravention)', () => {
    const r = refusal(run([]).state, before());
    assert.match(r.message, /civil court/);
    assert.match(r.message, /section 20/);
    assert.match(r.message, /new complaint/);
  });
  it('Rule 1(2): the English and Hindi words of the refusal explain, and neither asks for another date', () => {
    const k = 'refusal.COMPLAINT.CONTRAVENTION_BEFORE_COMMENCEMENT' as const;
    assert.match(en[k], /do not apply/);
    assert.match(en[k], /civil court/);
    assert.match(hi[k], /लागू नहीं/);
    assert.match(hi[k], /सिविल न्यायालय/);
    assert.doesNotMatch(hi[k], /तारीख बदल|दूसरी तारीख/);
  });
});
