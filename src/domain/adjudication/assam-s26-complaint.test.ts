// Section 26 (Assam): in Assam, Assam Act XV of 2002 makes a section 26 contravention an offence tried by a Judicial
// Magistrate on a written report (s.26A). A complaint under the Rules alleging section 26, filed with an office in
// Assam, is refused with the way to the criminal track, or registered only with the officer's recorded finding on
// jurisdiction, which the case then carries as a cross-track flag.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ASSAM_PACK } from '../../rules/packs.ts';
import { allegesSection26 } from '../../rules/in-as/civil-s26.ts';
import type { RegisterComplaint } from './commands.ts';
import { accept, makeCtx, refusal, registerCmd, run, validParticulars } from './fixtures.ts';
import { INITIAL_STATE } from './state.ts';
import { evolve } from './evolve.ts';

const assamCtx = () => ({ ...makeCtx(), pack: ASSAM_PACK });
const alleging = (provisionAlleged: string): RegisterComplaint => {
  const p = validParticulars();
  return registerCmd('2026-07-06', { ...p, contravener: { ...p.contravener, provisionAlleged } });
};
const FINDING =
  'The complaint alleges crop damage by cattle let loose; I find it is also a contravention the Rules reach, and record that the Assam criminal track was explained to the complainant.';

describe('Section 26 (Assam) and section 26A (Assam): a civil section 26 complaint in an Assam office', () => {
  it('Section 26 (Assam): refuses a complaint alleging section 26 at an Assam office, naming the Assam Act and the written report under section 26A', () => {
    const r = refusal(INITIAL_STATE, alleging('Section 26 of the Cattle-trespass Act, 1871'), assamCtx());
    assert.equal(r.code, 'COMPLAINT.ASSAM_S26_CRIMINAL_TRACK');
    assert.ok(r.basis.includes('in-as.cta.s26'));
    assert.ok(r.basis.includes('in-as.cta.s26a'));
    assert.match(r.message, /Assam Act XV of 2002/);
    assert.match(r.message, /written report/);
    assert.match(r.message, /Judicial Magistrate/);
    assert.equal(r.field, 'contravener.provisionAlleged');
  });
  it('Section 26 (Assam): the same complaint at an office outside Assam is registered as before', () => {
    assert.equal(accept(INITIAL_STATE, alleging('Section 26 of the Cattle-trespass Act, 1871')).length, 1);
  });
  it('Section 26 (Assam): a complaint alleging another section (section 20) at an Assam office is not refused for it', () => {
    assert.equal(accept(INITIAL_STATE, alleging('Section 20 of the Cattle-trespass Act, 1871'), assamCtx()).length, 1);
  });
  it("Section 26 (Assam): registered only with the officer's recorded finding on jurisdiction, carried as a cross-track flag", () => {
    const cmd = { ...alleging('धारा 26'), jurisdictionFinding: { reasons: FINDING } };
    const events = accept(INITIAL_STATE, cmd, assamCtx());
    const e = events[0]!;
    assert.equal(e.type, 'complaint-registered');
    assert.ok(e.type === 'complaint-registered' && e.crossTrack);
    assert.equal(e.type === 'complaint-registered' && e.crossTrack?.finding, FINDING);
    assert.ok(e.basis.includes('in-as.cta.s26a'));
    const state = events.reduce(evolve, INITIAL_STATE);
    assert.equal(state.complaint?.crossTrack?.kind, 'assam-s26');
  });
  it('Section 26 (Assam): a finding that is not a sentence of reasons is refused', () => {
    const r = refusal(INITIAL_STATE, { ...alleging('s.26'), jurisdictionFinding: { reasons: 'ok' } }, assamCtx());
    assert.equal(r.code, 'COMPLAINT.ASSAM_S26_CRIMINAL_TRACK');
    assert.equal(r.field, 'jurisdictionFinding.reasons');
  });
  it('Section 26 (Assam): reads the section in the alleged provision, not 26A, 260 or a date', () => {
    assert.equal(allegesSection26('Section 26 of the Cattle-trespass Act, 1871'), true);
    assert.equal(allegesSection26('sec. 26'), true);
    assert.equal(allegesSection26('S.26 and s.20'), true);
    assert.equal(allegesSection26('पशु अतिचार अधिनियम, 1871 की धारा 26'), true);
    assert.equal(allegesSection26('धारा २६'), true);
    assert.equal(allegesSection26('পশু অনধিকাৰ প্ৰৱেশ আইন, 1871ৰ ধাৰা ২৬'), true);
    assert.equal(allegesSection26('Section 26A (Assam)'), false);
    assert.equal(allegesSection26('Section 260'), false);
    assert.equal(allegesSection26('Section 20, cattle seized on 26 July'), false);
    assert.equal(allegesSection26('Section 27'), false);
  });
  it('Section 26 (Assam): the flag survives on the state built by replay', () => {
    const r = run([{ ...alleging('Section 26'), jurisdictionFinding: { reasons: FINDING } }], assamCtx());
    assert.equal(r.state.complaint?.crossTrack?.finding, FINDING);
  });
});
