// The notes the Assam track records with cognizance and conviction (the limitation by the day of cognizance, the
// disputed term in default of the fine for a subsequent offence) reach the order sheet in the reader's language, built
// from the facts the event carries, with the disputed or unverified reading flagged in Hindi as in English.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AssamCommand } from '../../../domain/assam/commands.ts';
import type { AssamEvent } from '../../../domain/assam/events.ts';
import { COGNIZANCE, d, HEARD, heardAfter, JUDGMENT, REPORT, run } from '../../../domain/assam/fixtures.ts';
import { caseFacts } from '../../cases/case-facts.ts';
import { plainOrderSheet } from '../../parties/order-sheet-view.ts';
import type { OfficeInfo, RecordedEntry } from '../../ports/store.ts';
import type { CaseRecord } from '../../cases/read-case.ts';
import { Timeline } from '../../../web/pages/office.tsx';
import { translator } from '../../../web/i18n/index.ts';
import { say } from '../catalogue.ts';

const subsequent = (defaultImprisonment: { months: number; days: number }, on = '2026-09-15'): AssamCommand => ({
  type: 'record-outcome',
  result: 'conviction',
  on: d(on),
  judgment: JUDGMENT,
  classification: { value: 'subsequent' },
  sentence: { fineRupees: 1500, defaultImprisonment },
});

const OFFICE: OfficeInfo = {
  code: 'AS-KAM',
  kind: 'adjudicating',
  name: 'Office of the Adjudicating Officer, Kamrup',
  nameHi: 'न्यायनिर्णायक अधिकारी का कार्यालय, कामरूप',
  address: 'Guwahati',
  districtCode: 'KAM',
} as OfficeInfo;

function recorded(cmds: AssamCommand[]): { entries: RecordedEntry[]; state: unknown } {
  const r = run(cmds);
  assert.ok(r.last.ok, r.last.ok ? '' : r.last.error.message);
  const entries = r.events.map((e: AssamEvent, i): RecordedEntry => ({
    seq: i + 1,
    hash: `h${i + 1}`,
    type: e.type,
    onDate: e.on,
    payload: e,
    basis: e.basis,
    actorId: null,
    actorRole: 'officer',
    recordedAt: new Date(0),
  }));
  return { entries, state: r.state };
}

const entryOf = (entries: RecordedEntry[], type: string) => {
  const e = plainOrderSheet(entries).find((x) => x.type === type);
  assert.ok(e, `the order sheet has the ${type} entry`);
  return e;
};

describe('Section 26 (Assam) with IPC s.65 / BNS s.8: the default term note on the order sheet', () => {
  it('Section 26 (Assam) with IPC s.65: the default term note reads in Hindi and stays flagged as disputed', () => {
    const report = { ...REPORT, on: d('2024-03-03'), offence: { ...REPORT.offence, date: d('2024-03-01') } };
    const cog = { ...COGNIZANCE, on: d('2024-03-10') } as AssamCommand;
    const { entries } = recorded([
      report,
      cog,
      ...heardAfter('2024-03-10'),
      subsequent({ months: 0, days: 20 }, '2024-05-01'),
    ]);
    const note = entryOf(entries, 'accused-convicted').note;
    assert.ok(note, 'the conviction carries its note in words');
    assert.match(note.hi, /विवादित पठन/);
    assert.match(note.hi, /भा\.दं\.सं\. धारा 65/);
    assert.match(note.hi, /20 दिन/);
    assert.match(note.hi, /दं\.प्र\.सं\. धारा 468/);
    assert.doesNotMatch(note.hi, /disputed|quarter|IPC|CrPC|month|days/);
    assert.match(note.en, /disputed/);
    assert.match(note.en, /IPC s\.65/);
  });
  it('Section 26 (Assam) with BNS s.8: a term longer than a quarter is said, in Hindi, to stand only on the first reading', () => {
    const { entries } = recorded([REPORT, COGNIZANCE, ...HEARD, subsequent({ months: 2, days: 0 })]);
    const note = entryOf(entries, 'accused-convicted').note;
    assert.ok(note);
    assert.match(note.hi, /विवादित पठन/);
    assert.match(note.hi, /भा\.न्या\.सं\. धारा 8/);
    assert.match(note.hi, /2 महीने/);
    assert.match(note.hi, /केवल पहले पठन/);
    assert.match(note.en, /only on the first reading/);
  });
  it("Section 26 (Assam): the officer's timeline shows the note as the law's words, not as English words the officer recorded", () => {
    const { entries, state } = recorded([REPORT, COGNIZANCE, ...HEARD, subsequent({ months: 2, days: 0 })]);
    const facts = caseFacts('assam', state, entries, OFFICE);
    const conv = facts.timeline.find((x) => x.type === 'accused-convicted');
    assert.ok(conv?.note);
    assert.equal(conv.words, undefined);
    assert.match(say(conv.note, 'hi'), /विवादित/);
  });
  it('Section 26 (Assam) with BNS s.8: the Hindi case page shows the note flagged as disputed, with no English note left', () => {
    const { entries, state } = recorded([REPORT, COGNIZANCE, ...HEARD, subsequent({ months: 2, days: 0 })]);
    const facts = caseFacts('assam', state, entries, OFFICE);
    const html = String(Timeline({ r: { facts } as unknown as CaseRecord, t: translator('hi'), lang: 'hi' }));
    assert.match(html, /विवादित पठन/);
    assert.match(html, /भा\.ना\.सु\.सं\. धारा 514/);
    assert.doesNotMatch(html, /disputed|not verified|cognizance on/);
  });
});

describe('Section 468 (CrPC) / section 514 (BNSS): the limitation note on the order sheet', () => {
  it('Section 514 (BNSS): the limitation note at cognizance reads in Hindi, with the dates and the unverified start (s.515) flagged', () => {
    const { entries } = recorded([REPORT, COGNIZANCE]);
    const note = entryOf(entries, 'cognizance-taken').note;
    assert.ok(note, 'cognizance carries its limitation note in words');
    assert.match(note.hi, /भा\.ना\.सु\.सं\. धारा 514/);
    assert.match(note.hi, /भा\.ना\.सु\.सं\. धारा 515/);
    assert.match(note.hi, /सत्यापित नहीं/);
    assert.match(note.hi, /2026/);
    assert.doesNotMatch(note.hi, /BNSS|offence|report|months/);
    assert.match(note.en, /BNSS s\.514/);
  });
  it('Section 468 (CrPC): cognizance before 1 July 2024 is noted in Hindi under CrPC s.468 and s.469, not BNSS', () => {
    const report = { ...REPORT, on: d('2024-03-03'), offence: { ...REPORT.offence, date: d('2024-03-01') } };
    const cog = { ...COGNIZANCE, on: d('2024-03-10') } as AssamCommand;
    const { entries } = recorded([report, cog]);
    const note = entryOf(entries, 'cognizance-taken').note;
    assert.ok(note);
    assert.match(note.hi, /दं\.प्र\.सं\. धारा 468/);
    assert.match(note.hi, /दं\.प्र\.सं\. धारा 469/);
    assert.doesNotMatch(note.hi, /भा\.ना\.सु\.सं\./);
  });
});
