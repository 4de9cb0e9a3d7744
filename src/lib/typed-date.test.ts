import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { asciiDigits, parseTypedDate } from './typed-date.ts';

describe('typed dates: the forms a person types on a phone', () => {
  it('reads day/month/year with /, -, . or spaces, run together, or ISO', () => {
    for (const s of [
      '24/11/2026',
      '24-11-2026',
      '24.11.2026',
      '24 11 2026',
      '24112026',
      '2026-11-24',
      ' 24 / 11 / 2026 ',
      '2026/11/24',
    ]) {
      assert.equal(parseTypedDate(s), '2026-11-24', s);
    }
    assert.equal(parseTypedDate('3/7/2026'), '2026-07-03');
    assert.equal(parseTypedDate('03072026'), '2026-07-03');
  });

  it('reads Devanagari digits, alone or mixed with ASCII', () => {
    assert.equal(asciiDigits('२४/११/२०२६'), '24/11/2026');
    assert.equal(parseTypedDate('२४/११/२०२६'), '2026-11-24');
    assert.equal(parseTypedDate('२४११२०२६'), '2026-11-24');
    assert.equal(parseTypedDate('२४-11-२०२६'), '2026-11-24');
  });

  it('refuses what is not a calendar date or not a form it reads', () => {
    for (const s of [
      '',
      '31/02/2026',
      '29/02/2027',
      '11/24/2026',
      '2026-13-01',
      '24/11/26',
      '2411202',
      'tomorrow',
      '24/11/2026x',
      '00/11/2026',
      '241120266',
    ]) {
      assert.equal(parseTypedDate(s), undefined, s);
    }
    assert.equal(parseTypedDate('29/02/2028'), '2028-02-29');
  });

  it('every calendar date round-trips through each typed form', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2100, 11, 31)), noInvalidDate: true }),
        (dt) => {
          const iso = dt.toISOString().slice(0, 10);
          const [y, m, d] = iso.split('-');
          const dev = (s: string) => s.replace(/\d/g, (c) => String.fromCharCode(0x0966 + Number(c)));
          for (const s of [
            `${d}/${m}/${y}`,
            `${d}-${m}-${y}`,
            `${d}.${m}.${y}`,
            `${d}${m}${y}`,
            iso,
            dev(`${d}/${m}/${y}`),
          ]) {
            assert.equal(parseTypedDate(s), iso, s);
          }
        },
      ),
    );
  });
});
