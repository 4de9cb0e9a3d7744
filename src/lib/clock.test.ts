// The India calendar date of an instant: legal dates are dates in India, whatever the server's zone.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { FixedClock, indiaDate } from './clock.ts';

describe('legal dates are calendar dates in India time', () => {
  it('gives the India date across the UTC midnight boundary', () => {
    assert.equal(indiaDate(new Date('2026-08-09T18:29:59Z')), '2026-08-09');
    assert.equal(indiaDate(new Date('2026-08-09T18:30:00Z')), '2026-08-10');
  });
  it('a fixed clock advances by whole days', () => {
    const c = new FixedClock('2026-07-02T04:00:00Z');
    assert.equal(c.today(), '2026-07-02');
    c.advanceDays(30);
    assert.equal(c.today(), '2026-08-01');
  });
});
