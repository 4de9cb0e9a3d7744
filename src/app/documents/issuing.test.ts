// Which events issue which documents, and the version check that ignores documents the runner recorded.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { RecordedEntry } from '../ports/store.ts';
import { issueJobsFor, onlyDocumentsIssuedSince, REGIONAL_TEMPLATES } from './issuing.ts';
import { documentLanguages } from '../../rules/document-languages.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import { REGIONAL_TEMPLATES as DOCUMENT_ENGINE_REGIONAL } from '../../documents/templates/regional.ts';

const row = (seq: number, type: string): RecordedEntry => ({
  seq,
  type,
  hash: 'h',
  onDate: '2026-07-06' as never,
  payload: {},
  basis: [],
  actorId: null,
  actorRole: 'x',
  recordedAt: new Date('2026-07-06T06:00:00Z'),
});

describe('documents issued by events', () => {
  it('Rule 4(1): a show-cause notice issues Form-II in English and Hindi; a service attempt issues nothing', () => {
    const at = new Date('2026-07-08T06:00:00Z');
    const jobs = issueJobsFor(
      'adjudication',
      's1',
      [row(2, 'show-cause-notice-issued'), row(3, 'service-attempted')],
      at,
    );
    assert.deepEqual(
      jobs.map((j) => `${j.seq}:${j.template}:${j.lang}`),
      ['2:form-2:en', '2:form-2:hi'],
    );
    assert.deepEqual(
      issueJobsFor('appeal', 's2', [row(1, 'appeal.filed')], at).map((j) => j.template),
      ['form-3', 'form-3'],
    );
    assert.deepEqual(
      issueJobsFor('assam', 's3', [row(1, 'written-report-made')], at).map((j) => `${j.template}:${j.lang}`),
      ['assam-s26a-report:en'],
      'a submission to the court stays in English (Assam order of 15 April 2025)',
    );
  });

  it("Assam Official Language Act, 1960 (order of 15 April 2025): an Assam office's documents in English and its district's language", () => {
    const at = new Date('2026-07-08T06:00:00Z');
    const on = '2026-07-08' as LocalDate;
    const jobs = (district: string, type: string): string[] =>
      issueJobsFor(
        'adjudication',
        's1',
        [row(2, type)],
        at,
        documentLanguages({ stateCode: 'AS', districtName: district }, on).pair,
      ).map((j) => `${j.template}:${j.lang}`);
    assert.deepEqual(jobs('Kamrup Metropolitan', 'show-cause-notice-issued'), ['form-2:en', 'form-2:as']);
    assert.deepEqual(jobs('Nalbari', 'hearing-notice-issued'), ['hearing-notice:en', 'hearing-notice:as']);
    assert.deepEqual(jobs('Cachar', 'order-passed'), ['final-order:en', 'final-order:bn']);
    assert.deepEqual(jobs('Sribhumi', 'order-passed'), ['final-order:en', 'final-order:bn']);
    assert.deepEqual(jobs('Kokrajhar', 'show-cause-notice-issued'), ['form-2:en', 'form-2:brx']);
    assert.deepEqual(jobs('Tamulpur', 'hearing-notice-issued'), ['hearing-notice:en', 'hearing-notice:brx']);
    assert.deepEqual(jobs('Kamrup Metropolitan', 'summons-issued'), ['summons:en', 'summons:as']);
    // Every other order and notice too (issue 31): never Hindi, which Assam's order does not name.
    assert.deepEqual(jobs('Kamrup Metropolitan', 'reply-period-extended'), [
      'reply-extension-order:en',
      'reply-extension-order:as',
    ]);
    assert.deepEqual(jobs('Cachar', 'complaint-registered'), ['form-1:en', 'form-1:bn']);
    // Uttar Pradesh keeps the Rules' pair.
    assert.deepEqual(
      issueJobsFor(
        'adjudication',
        's1',
        [row(2, 'summons-issued')],
        at,
        documentLanguages({ stateCode: 'UP', districtName: 'Agra' }, on).pair,
      ).map((j) => j.lang),
      ['en', 'hi'],
    );
  });

  it('the templates an Assam office issues in its language are the ones the document engine draws in it', () => {
    assert.deepEqual([...REGIONAL_TEMPLATES], [...DOCUMENT_ENGINE_REGIONAL]);
  });

  it('a version older only by document-issued rows is not stale; any other row, or a version from the future, is', () => {
    const entries = [
      row(1, 'complaint-registered'),
      row(2, 'show-cause-notice-issued'),
      row(3, 'document-issued'),
      row(4, 'document-issued'),
    ];
    assert.equal(onlyDocumentsIssuedSince(entries, 2), true);
    assert.equal(onlyDocumentsIssuedSince(entries, 3), true);
    assert.equal(onlyDocumentsIssuedSince(entries, 1), false);
    assert.equal(onlyDocumentsIssuedSince(entries, 4), false, 'nothing since: the ordinary equality check applies');
    assert.equal(onlyDocumentsIssuedSince(entries, 5), false);
    assert.equal(onlyDocumentsIssuedSince([...entries, row(5, 'document-attached')], 2), false);
  });
});
