import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { timeOfDay } from './time-of-day.ts';

describe('a time of day as people type it (issue 30)', () => {
  it('reads "0630", "630", "6:30", "06:30" and "6.30" as 06:30, and "1815" as 18:15', () => {
    for (const x of ['0630', '630', '6:30', '06:30', '6.30', ' 6:30 ']) assert.equal(timeOfDay(x), '06:30', x);
    assert.equal(timeOfDay('1815'), '18:15');
    assert.equal(timeOfDay('0:05'), '00:05');
  });
  it('refuses what is not a time: "24:00", "6:60", "6", "63", "6:3", "06:30 pm"', () => {
    for (const x of ['24:00', '6:60', '6', '63', '6:3', '06:30 pm', '', '12345'])
      assert.equal(timeOfDay(x), undefined, x);
  });
});
