// The party's list of documents counts a document as still to be issued until every copy of its office's pair is
// (the State's order of 15 April 2025 under the Assam Official Language Act, 1960: English and Assamese, Bengali or
// Bodo at an Assam office; English and Hindi elsewhere). An Assam office's document is not pending for want of a Hindi
// copy it never issues.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LocalDate } from '../../lib/local-date.ts';
import type { RecordedEntry } from '../ports/store.ts';
import { documentsView } from './documents-view.ts';

let seq = 0;
const entry = (type: string, payload: object): RecordedEntry => ({
  seq: ++seq,
  hash: `h${seq}`,
  type,
  onDate: '2026-07-08' as LocalDate,
  payload,
  basis: ['in.ctr2026.r4.3'],
  actorId: null,
  actorRole: 'adjudicating-officer',
  recordedAt: new Date(0),
});
const copy = (by: RecordedEntry, template: string, lang: string): RecordedEntry =>
  entry('document-issued', {
    documentId: `doc-${by.seq}-${template}-${lang}`,
    template,
    lang,
    issuedBy: by.seq,
    fileName: `${template}-${lang}.pdf`,
    byteSize: 2048,
  });

describe('Assam Official Language order: a document is issued once its office pair of copies is', () => {
  it('an English and Hindi office: the Form-II with only its English copy is still pending', () => {
    const notice = entry('show-cause-notice-issued', {});
    assert.equal(documentsView('adjudication', [notice, copy(notice, 'form-2', 'en')]).pending, 1);
    assert.equal(
      documentsView('adjudication', [notice, copy(notice, 'form-2', 'en'), copy(notice, 'form-2', 'hi')]).pending,
      0,
    );
  });

  it('an Assam office: English and Assamese complete it; no Hindi copy is awaited', () => {
    const registered = entry('complaint-registered', {});
    const notice = entry('show-cause-notice-issued', {});
    const entries = [
      registered,
      copy(registered, 'form-1', 'en'),
      copy(registered, 'form-1', 'as'),
      notice,
      copy(notice, 'form-2', 'en'),
    ];
    assert.equal(documentsView('adjudication', entries).pending, 1, 'the Form-II still lacks its Assamese copy');
    assert.equal(documentsView('adjudication', [...entries, copy(notice, 'form-2', 'as')]).pending, 0);
  });
});
