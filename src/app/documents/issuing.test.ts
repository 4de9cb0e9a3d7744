// Which events issue which documents, and the version check that ignores documents the runner recorded.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { RecordedEntry } from '../ports.ts';
import { issueJobsFor, onlyDocumentsIssuedSince } from './issuing.ts';

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
      issueJobsFor('assam', 's3', [row(1, 'written-report-made')], at).map((j) => j.template),
      ['assam-s26a-report', 'assam-s26a-report'],
    );
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
