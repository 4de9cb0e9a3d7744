// Rule 4(6): the notice of hearing tells the parties the date, the time and the place, or the video link; in person
// with no place named, the place is the adjudicating officer's own office (issue 14).

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { evolve } from '../../domain/adjudication/index.ts';
import { accept, d, replied } from '../../domain/adjudication/fixtures.ts';
import type { BuildContext } from '../types.ts';
import { buildHearingNotice } from './adjudication.ts';

const ctx: BuildContext = {
  documentId: 'doc-1',
  caseNumber: 'CTR/AGRS/2026/1',
  lang: 'en',
  issuer: {
    office: 'Sub-Divisional Magistrate, Sadar, Agra',
    officer: 'A. Sharma',
    designation: 'Sub-Divisional Magistrate',
    place: 'Tehsil Sadar, Agra',
  },
};

function noticed(over: Record<string, unknown>) {
  const s = replied().state;
  const events = accept(s, {
    type: 'issue-hearing-notice',
    on: d('2026-07-22'),
    hearingNoticeId: 'h1',
    hearingOn: d('2026-08-05'),
    mode: 'in-person',
    time: '11:00',
    ...over,
  } as never);
  const next = events.reduce(evolve, s);
  return buildHearingNotice(ctx, next, next.hearingNotices[0]!).values;
}

describe('Rule 4(6): the notice of hearing gives the date, the time and the place, or the video link', () => {
  it("in person with no place named: the adjudicating officer's own office", () => {
    const v = noticed({ time: '11:30' });
    assert.equal(v.hearingOn, '2026-08-05');
    assert.equal(v.time, '11:30');
    assert.equal(v.place, 'Sub-Divisional Magistrate, Sadar, Agra, Tehsil Sadar, Agra');
  });
  it('a place named is the place; by video, the link and no office place', () => {
    assert.equal(noticed({ time: '10:00', place: 'Tehsil court room 2' }).place, 'Tehsil court room 2');
    const v = noticed({ mode: 'electronic', time: '15:00', link: 'https://meet.example/abc' });
    assert.equal(v.link, 'https://meet.example/abc');
    assert.equal(v.place, undefined);
  });
});
