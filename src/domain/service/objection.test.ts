import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { LocalDate } from '../../lib/local-date.ts';
import { checkNoUndecidedObjectionToService, upheldObjections } from './objection.ts';

const d = (x: string) => x as LocalDate;

describe('Rule 4(5), Rule 4(7): an undecided objection to service holds ex parte back', () => {
  it('refuses while an objection is undecided, naming the day and the grounds', () => {
    const r = checkNoUndecidedObjectionToService([
      { objectionId: 'o1', attemptId: 'field-1', on: d('2026-08-03'), grounds: 'I was in Mathura that day' },
    ]);
    assert.equal(r.ok, false);
    if (r.ok) return;
    assert.equal(r.error.code, 'SERVICE.OBJECTION_UNDECIDED');
    assert.match(r.error.message, /objected on 3 Aug 2026 .*I was in Mathura that day.*before proceeding ex parte/);
    assert.deepEqual(r.error.basis, ['in.ctr2026.r4.5', 'in.ctr2026.r4.7']);
  });
  it('allows once every objection is decided; an upheld one names its attempt', () => {
    const decided = [
      {
        objectionId: 'o1',
        attemptId: 'field-1',
        on: d('2026-08-03'),
        grounds: 'Not at home',
        decided: { on: d('2026-08-05'), upheld: true, reasons: 'The photo shows another house' },
      },
    ];
    assert.equal(checkNoUndecidedObjectionToService(decided).ok, true);
    assert.equal(checkNoUndecidedObjectionToService(undefined).ok, true);
    assert.deepEqual(upheldObjections(decided), ['field-1']);
  });
});
