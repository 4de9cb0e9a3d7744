// The general criminal law on the Assam track, read as disputed where it is: the term in default of a fine for a
// subsequent offence (IPC s.65 / BNS s.8: a quarter of the longest term), and limitation by the day of cognizance
// (CrPC s.468 before 1 July 2024, BNSS s.514 from then; BNSS s.515 for when the period starts).

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { holidaysAssamEn, holidaysAssamHi } from '../../web/i18n/holidays-assam.ts';
import type { AssamCommand } from './commands.ts';
import { COGNIZANCE, ctxFor, d, HEARD, heardAfter, JUDGMENT, REPORT, run } from './fixtures.ts';
import { limitationNote } from './limitation.ts';

const subsequent = (defaultImprisonment: { months: number; days: number }): AssamCommand => ({
  type: 'record-outcome',
  result: 'conviction',
  on: d('2026-09-15'),
  judgment: JUDGMENT,
  classification: { value: 'subsequent' },
  sentence: { fineRupees: 1500, defaultImprisonment },
});
const convicted = (cmds: AssamCommand[], ctx = ctxFor()) => {
  const r = run(cmds, ctx);
  assert.ok(r.last.ok, r.last.ok ? '' : r.last.error.message);
  const e = r.events.at(-1)!;
  assert.ok(e.type === 'accused-convicted');
  return e;
};

describe('Section 65 (IPC) / section 8 (BNS): the term in default of a fine for a subsequent offence is a disputed reading', () => {
  it('Section 8 (BNS): a default term of two months is recorded with the reading flagged disputed (I-271), not checked as settled', () => {
    const e = convicted([REPORT, COGNIZANCE, ...HEARD, subsequent({ months: 2, days: 0 })]);
    assert.ok(e.defaultTerm, 'the conviction carries the default-term reading');
    assert.equal(e.defaultTerm.interpretation, 'I-271');
    assert.equal(e.defaultTerm.disputed, true);
    assert.equal(e.defaultTerm.withinQuarter, false);
    assert.ok(e.defaultTerm.basis.includes('in.bns2023.s8'));
    assert.ok(e.defaultTerm.basis.includes('in-as.cta.s26.subsequent'));
    assert.match(e.notes ?? '', /disputed/);
    assert.match(e.notes ?? '', /a quarter/);
    assert.doesNotMatch(e.notes ?? '', /up to three months/);
  });
  it('Section 65 (IPC): an offence before 1 July 2024 cites IPC s.65, and a term within a quarter is still shown as a reading', () => {
    const report = { ...REPORT, on: d('2024-03-03'), offence: { ...REPORT.offence, date: d('2024-03-01') } };
    const cog = { ...COGNIZANCE, on: d('2024-03-10') } as AssamCommand;
    const e = convicted([
      report,
      cog,
      ...heardAfter('2024-03-10'),
      { ...subsequent({ months: 0, days: 20 }), on: d('2024-05-01') } as AssamCommand,
    ]);
    assert.ok(e.defaultTerm?.basis.includes('in.ipc1860.s65'));
    assert.equal(e.defaultTerm?.withinQuarter, true);
    assert.equal(e.defaultTerm?.disputed, true);
  });
  it('Section 26 (Assam): the judgment form does not state "never more than three months" as the rule, in English or Hindi', () => {
    assert.doesNotMatch(holidaysAssamEn['as.j.defaultHint'], /never more than three months/);
    assert.match(holidaysAssamEn['as.j.defaultHint'], /disputed/);
    assert.match(holidaysAssamHi['as.j.defaultHint'], /विवादित/);
  });
});

describe('Section 468 (CrPC) / section 514 (BNSS): limitation by the day of cognizance', () => {
  it('Section 468 (CrPC): cognizance taken before 1 July 2024 is noted under CrPC s.468, not BNSS s.514', () => {
    const n = limitationNote({
      offenceDate: d('2024-01-10'),
      reportOn: d('2024-02-01'),
      cognizanceOn: d('2024-06-30'),
    });
    assert.ok(n.basis?.includes('in.crpc1973.s468'));
    assert.ok(!n.basis?.includes('in.bnss2023.s514'));
    assert.match(n.explanation, /CrPC s\.468/);
    assert.doesNotMatch(n.explanation, /BNSS s\.514/);
  });
  it('Section 514 (BNSS): cognizance on or after 1 July 2024 is noted under BNSS s.514', () => {
    const n = limitationNote({
      offenceDate: d('2024-01-10'),
      reportOn: d('2024-02-01'),
      cognizanceOn: d('2024-07-01'),
    });
    assert.ok(n.basis?.includes('in.bnss2023.s514'));
    assert.ok(!n.basis?.includes('in.crpc1973.s468'));
  });
  it('Section 515 (BNSS): the period is counted from the offence, a reading flagged unverified (I-273)', () => {
    const after = limitationNote({
      offenceDate: d('2026-08-01'),
      reportOn: d('2026-08-03'),
      cognizanceOn: d('2026-08-10'),
    });
    assert.ok(after.basis?.includes('in.bnss2023.s515'));
    assert.equal(after.commencement?.interpretation, 'I-273');
    assert.equal(after.commencement?.verified, false);
    assert.match(after.explanation, /not verified/);
  });
  it('Section 469 (CrPC): before 1 July 2024 the same unverified reading cites CrPC s.469, not BNSS s.515', () => {
    const before = limitationNote({
      offenceDate: d('2024-01-10'),
      reportOn: d('2024-02-01'),
      cognizanceOn: d('2024-03-01'),
    });
    assert.ok(before.basis?.includes('in.crpc1973.s469'));
    assert.ok(!before.basis?.includes('in.bnss2023.s515'));
    assert.equal(before.commencement?.provision, 'in.crpc1973.s469');
    assert.match(before.explanation, /CrPC s\.469/);
  });
  it('Section 468 (CrPC): the cognizance event on the Assam track cites the code in force on its own day', () => {
    const report = { ...REPORT, on: d('2024-03-03'), offence: { ...REPORT.offence, date: d('2024-03-01') } };
    const r = run([report, { ...COGNIZANCE, on: d('2024-03-10') } as AssamCommand], ctxFor());
    const e = r.events.at(-1)!;
    assert.ok(e.type === 'cognizance-taken');
    assert.ok(e.basis.includes('in.crpc1973.s468'));
    assert.ok(!e.basis.includes('in.bnss2023.s514'));
  });
});
