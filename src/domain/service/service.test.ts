// Tests for the proof of service by manner (checkProof), shared by Rule 4(5) and Rule 7(9) (issue 6; I-20).

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { addAttempt, checkOutcomeProof, checkProof, NO_SERVICE, resolveAttempt } from './service.ts';
import type { ServiceAttempt, ServiceProof } from './service.ts';
import { parseLocalDate } from '../../lib/local-date.ts';
import type { Result } from '../../lib/result.ts';
import type { Refusal } from '../../rules/ruling.ts';

const DOCS = ['doc-ack', 'doc-photo'];
const codeOf = (r: Result<unknown, Refusal>): string => (r.ok ? 'ok' : `${r.error.code} ${r.error.field ?? ''}`.trim());

describe('Rule 4(5)(ii): speed post is proved by its India Post article number', () => {
  it('accepts two letters, nine digits, two letters, written with spaces or in lower case, and records it upper-cased', () => {
    const r = checkProof('r4.5', 'speed-post', 'pending', { articleNumber: ' ek 123 456 789 in ' }, []);
    assert.deepEqual(r, { ok: true, value: { articleNumber: 'EK123456789IN' } });
  });
  it('refuses a missing or malformed article number, citing clause (ii) and showing the format', () => {
    assert.equal(
      codeOf(checkProof('r4.5', 'speed-post', 'pending', undefined, [])),
      'SERVICE.ARTICLE_NUMBER_REQUIRED proof.articleNumber',
    );
    for (const bad of ['EK12345678IN', 'E1123456789IN', 'EK123456789I', '123456789', 'EK1234567890N']) {
      const r = checkProof('r4.5', 'speed-post', 'pending', { articleNumber: bad }, []);
      assert.equal(codeOf(r), 'SERVICE.ARTICLE_NUMBER_INVALID proof.articleNumber', bad);
      assert.ok(!r.ok && r.error.message.includes('EK123456789IN') && r.error.basis.includes('in.ctr2026.r4.5.ii'));
    }
  });
  it('keeps only the fields of the manner', () => {
    const r = checkProof(
      'r7.9',
      'speed-post',
      'served',
      { articleNumber: 'RM987654321IN', tenderedBy: 'x', witnesses: ['y'] },
      [],
    );
    assert.deepEqual(r, { ok: true, value: { articleNumber: 'RM987654321IN' } });
  });
});

describe('Rule 4(5)(i): a tender is proved by who, to whom, when and, if served, the acknowledgement', () => {
  const who: ServiceProof = { tenderedBy: 'R. Singh', tenderedTo: 'Mohan Lal', at: '10:30' };
  it('refuses a tender without who, to whom or a time in HH:MM', () => {
    assert.equal(
      codeOf(checkProof('r4.5', 'tender', 'failed', { ...who, tenderedBy: ' ' }, DOCS)),
      'SERVICE.TENDER_PARTICULARS_REQUIRED proof.tenderedBy',
    );
    assert.equal(
      codeOf(checkProof('r4.5', 'tender', 'failed', { ...who, tenderedTo: undefined }, DOCS)),
      'SERVICE.TENDER_PARTICULARS_REQUIRED proof.tenderedTo',
    );
    for (const at of ['24:00', '9:30', '10.30', 'morning'])
      assert.equal(
        codeOf(checkProof('r4.5', 'tender', 'failed', { ...who, at }, DOCS)),
        'SERVICE.TENDER_PARTICULARS_REQUIRED proof.at',
        at,
      );
  });
  it('a failed or pending tender needs no acknowledgement; a served one does, and points to the refusal on tender', () => {
    assert.deepEqual(checkProof('r4.5', 'tender', 'failed', who, DOCS), { ok: true, value: who });
    assert.deepEqual(checkProof('r4.5', 'tender', 'pending', who, DOCS), { ok: true, value: who });
    const r = checkProof('r7.9', 'tender', 'served', who, DOCS);
    assert.equal(codeOf(r), 'SERVICE.TENDER_ACKNOWLEDGEMENT_REQUIRED proof.acknowledgementDocumentId');
    assert.ok(
      !r.ok && /refusal to accept on tender/.test(r.error.message) && r.error.basis.includes('in.ctr2026.r7.9.i'),
    );
  });
  it('the acknowledgement must be a document attached to the case', () => {
    assert.equal(
      codeOf(checkProof('r4.5', 'tender', 'served', { ...who, acknowledgementDocumentId: 'elsewhere' }, DOCS)),
      'SERVICE.DOCUMENT_UNKNOWN proof.acknowledgementDocumentId',
    );
    assert.equal(
      codeOf(checkProof('r4.5', 'tender', 'served', { ...who, acknowledgementDocumentId: 'doc-ack' }, undefined)),
      'SERVICE.DOCUMENT_UNKNOWN proof.acknowledgementDocumentId',
    );
    assert.deepEqual(checkProof('r4.5', 'tender', 'served', { ...who, acknowledgementDocumentId: 'doc-ack' }, DOCS), {
      ok: true,
      value: { ...who, acknowledgementDocumentId: 'doc-ack' },
    });
  });
});

describe('Rule 4(5)(iii): affixing is proved by a photo, the place, the time and at least one witness (I-20)', () => {
  const full: ServiceProof = {
    place: 'Outer door, House 40',
    at: '16:45',
    photoDocumentId: 'doc-photo',
    witnesses: [' Shyam Lal ', ''],
  };
  it('records the proof, witnesses trimmed and blanks dropped', () => {
    assert.deepEqual(checkProof('r4.5', 'affixing', 'served', full, DOCS), {
      ok: true,
      value: { place: 'Outer door, House 40', at: '16:45', photoDocumentId: 'doc-photo', witnesses: ['Shyam Lal'] },
    });
  });
  it('refuses each missing part, naming its field, citing clause (iii)', () => {
    for (const [proof, field] of [
      [{ ...full, photoDocumentId: undefined }, 'photoDocumentId'],
      [{ ...full, place: '' }, 'place'],
      [{ ...full, at: '4 pm' }, 'at'],
      [{ ...full, witnesses: [' '] }, 'witnesses'],
    ] as const) {
      const r = checkProof('r7.9', 'affixing', 'served', proof, DOCS);
      assert.equal(codeOf(r), `SERVICE.AFFIXING_PROOF_REQUIRED proof.${field}`);
      assert.ok(!r.ok && r.error.basis.includes('in.ctr2026.r7.9.iii'));
    }
    assert.equal(
      codeOf(checkProof('r4.5', 'affixing', 'served', { ...full, photoDocumentId: 'nope' }, DOCS)),
      'SERVICE.DOCUMENT_UNKNOWN proof.photoDocumentId',
    );
  });
});

describe('Rule 4(5)(ii): electronic means keep their address and Message-ID, both optional', () => {
  it('records what is given and nothing when nothing is', () => {
    assert.deepEqual(checkProof('r4.5', 'electronic', 'pending', undefined, []), { ok: true, value: undefined });
    assert.deepEqual(checkProof('r4.5', 'electronic', 'pending', { address: 'a@example.in', messageId: '<m@x>' }, []), {
      ok: true,
      value: { address: 'a@example.in', messageId: '<m@x>' },
    });
  });
});

describe('Rule 4(5)(i): a tender found served later carries its acknowledgement with the outcome', () => {
  const pending: ServiceAttempt = {
    attemptId: 't1',
    mode: 'tender',
    on: parseLocalDate('2026-07-09'),
    outcome: 'pending',
    proof: { tenderedBy: 'R. Singh', tenderedTo: 'Mohan Lal', at: '15:00' },
  };
  it('refuses served without an acknowledgement, or with one not attached to the case; a failed outcome needs none', () => {
    const r = checkOutcomeProof('r7.9', pending, 'served', undefined, DOCS);
    assert.ok(
      !r.ok &&
        r.error.code === 'SERVICE.TENDER_ACKNOWLEDGEMENT_REQUIRED' &&
        r.error.basis.includes('in.ctr2026.r7.9.i'),
    );
    assert.equal(
      codeOf(checkOutcomeProof('r4.5', pending, 'served', 'elsewhere', DOCS)),
      'SERVICE.DOCUMENT_UNKNOWN acknowledgementDocumentId',
    );
    assert.deepEqual(checkOutcomeProof('r4.5', pending, 'failed', undefined, DOCS), { ok: true, value: undefined });
    assert.deepEqual(
      checkOutcomeProof(
        'r4.5',
        { ...pending, proof: { ...pending.proof, acknowledgementDocumentId: 'doc-ack' } },
        'served',
        undefined,
        DOCS,
      ),
      { ok: true, value: undefined },
    );
  });
  it("adds the acknowledgement to the attempt's proof and serves the notice on the outcome's date", () => {
    const ok = checkOutcomeProof('r4.5', pending, 'served', 'doc-ack', DOCS);
    assert.deepEqual(ok, { ok: true, value: 'doc-ack' });
    const s = resolveAttempt(addAttempt(NO_SERVICE, pending), 't1', 'served', parseLocalDate('2026-07-10'), 'doc-ack');
    assert.equal(s.servedOn, '2026-07-10');
    assert.deepEqual(s.attempts[0]!.proof, { ...pending.proof, acknowledgementDocumentId: 'doc-ack' });
  });
});
