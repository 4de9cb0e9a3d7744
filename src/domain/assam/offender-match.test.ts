// Tests of the offender history under s.26 (Assam): matching the accused on name, parent's name, address and phone,
// confirmed by the officer, to propose a first or subsequent offence with its reason; and the cross-track flag.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { LocalDate } from '../../lib/local-date.ts';
import { ASSAM_PACK } from '../../rules/packs.ts';
import { checkSentence } from './sentence.ts';
import type { HistoryPerson } from './offender-match.ts';
import {
  addressesMatch,
  compareParticulars,
  crossTrackFlags,
  normaliseName,
  normalisePhone,
  proposeOffenceClass,
} from './offender-match.ts';
import { checkReporter } from './report.ts';

const d = (s: string) => s as LocalDate;
const ACCUSED = {
  personId: 'P-NEW',
  name: 'Shri Ramesh Kalita',
  parentName: 'Late Gopal Kalita',
  address: 'Ward 4, Boko, Kamrup',
  phone: '+91 98640 12345',
};
const EARLIER: HistoryPerson = {
  personId: 'P-OLD',
  particulars: {
    name: 'Ramesh Kalita',
    parentName: 'Gopal Kalita',
    address: 'Boko Ward 4 Kamrup district',
    phone: '09864012345',
  },
  convictions: [{ caseNumber: 'CR 12/2025', convictionDate: d('2025-11-10'), under: 's26' }],
};
const NAMESAKE: HistoryPerson = {
  personId: 'P-OTHER',
  particulars: { name: 'Ramesh Kalita', parentName: 'Hari Kalita', address: 'Rangia, Kamrup', phone: '7002000000' },
  convictions: [{ caseNumber: 'CR 3/2024', convictionDate: d('2024-02-01'), under: 's26' }],
};

describe('Section 26 (Assam), subsequent offence: the offender history', () => {
  it('normalises names, phones and addresses', () => {
    assert.equal(normaliseName('Shri. Ramesh  KALITA'), 'ramesh kalita');
    assert.equal(normalisePhone('+91 98640-12345'), '9864012345');
    assert.equal(normalisePhone('12345'), undefined);
    assert.ok(addressesMatch('Ward 4, Boko, Kamrup', 'Boko Ward 4 Kamrup district'));
    assert.ok(!addressesMatch('Ward 4, Boko, Kamrup', 'Rangia, Kamrup'));
  });
  it('a strong match needs name, parent’s name and address or phone; a namesake is not the same person', () => {
    const strong = compareParticulars(ACCUSED, EARLIER);
    assert.equal(strong.strength, 'strong');
    assert.deepEqual(strong.matched, ['name', 'parentName', 'address', 'phone']);
    const other = compareParticulars(ACCUSED, NAMESAKE);
    assert.equal(other.strength, 'none');
    assert.match(other.explanation, /differs or not given: parent's name, address, phone/);
    const weak = compareParticulars(ACCUSED, {
      ...NAMESAKE,
      particulars: { ...NAMESAKE.particulars, phone: '9864012345' },
    });
    assert.equal(weak.strength, 'weak');
  });
  it('a second conviction of a matched person, confirmed by the officer, is proposed as subsequent with its reason', () => {
    const r = proposeOffenceClass(ACCUSED, d('2026-09-01'), [EARLIER, NAMESAKE], ['P-OLD']);
    assert.equal(r.value, 'subsequent');
    assert.ok(r.basis.includes('in-as.cta.s26.subsequent'));
    const why = r.steps.join('\n');
    assert.match(
      why,
      /Ramesh Kalita \(P-OLD\): same name, parent's name, address, phone → proposed as the same person\. Confirmed by the officer\./,
    );
    assert.match(why, /Counted: conviction in case CR 12\/2025 dated 10 Nov 2025/);
    assert.match(why, /P-OTHER.*not the same person/);
    assert.doesNotMatch(why, /CR 3\/2024/, 'a namesake’s conviction is not even considered');
    // And the proposal drives the schedule: a first-offence fine is refused for a subsequent offence.
    const fine800 = checkSentence(r.value, { fineRupees: 800 }, ASSAM_PACK, d('2026-09-01'));
    assert.ok(
      !fine800.ok && fine800.error.code === 'ASSAM.FINE_OUT_OF_RANGE',
      'Rs 800 is below the subsequent-offence schedule',
    );
    assert.ok(checkSentence(r.value, { fineRupees: 1500 }, ASSAM_PACK, d('2026-09-01')).ok);
  });
  it('a strong match the officer has not confirmed is not counted: first offence, and the steps say why', () => {
    const r = proposeOffenceClass(ACCUSED, d('2026-09-01'), [EARLIER], []);
    assert.equal(r.value, 'first');
    assert.match(r.steps.join('\n'), /Not confirmed by the officer: not counted\./);
  });
  it('a "none" match cannot be confirmed into a conviction', () => {
    const r = proposeOffenceClass(ACCUSED, d('2026-09-01'), [NAMESAKE], ['P-OTHER']);
    assert.equal(r.value, 'first');
  });
});

describe('Section 26A (Assam): who may report', () => {
  it('someone neither aggrieved nor a public servant is refused, naming s.26A', () => {
    const r = checkReporter({ name: 'A Neighbour', capacity: 'other' });
    assert.equal(r?.code, 'ASSAM.REPORTER_NOT_ENTITLED');
    assert.ok(r?.basis.includes('in-as.cta.s26a'));
  });
});

describe('Section 26 (Assam) and Rule 4(12): both tracks for one incident', () => {
  it('flags a person with an adjudication case and an Assam case for the same incident, not for another day', () => {
    const adj = [{ caseId: 'ADJ-1', person: ACCUSED, incidentDate: d('2026-08-15'), place: 'Boko' }];
    const as = [
      { caseId: 'AS-1', person: EARLIER.particulars, incidentDate: d('2026-08-15'), place: 'Boko market road' },
      { caseId: 'AS-2', person: EARLIER.particulars, incidentDate: d('2026-08-16') },
      { caseId: 'AS-3', person: NAMESAKE.particulars, incidentDate: d('2026-08-15') },
    ];
    const f = crossTrackFlags(adj, as);
    assert.deepEqual(
      f.map((x) => x.assamCaseId),
      ['AS-1'],
    );
    assert.match(f[0]!.explanation, /very likely.*same name, parent's name, address, phone/);
    assert.ok(f[0]!.basis.includes('in-as.cta.s26') && f[0]!.basis.includes('in.ctr2026.r4.12'));
  });
});
