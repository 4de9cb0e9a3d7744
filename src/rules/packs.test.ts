// Dated parameters and jurisdiction packs: values in force on a date, the Assam overlay, configured overrides.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { LocalDate } from '../lib/local-date.ts';
import { allParams, ASSAM_PACK, appliesIn, CENTRAL_PACK, param, tryParam, withOverrides } from './packs.ts';
import { PARAM_DEFINITIONS, valueOn } from './parameters.ts';
import { cite, isInForce, PROVISIONS } from './provisions.ts';

const d = (s: string) => s as LocalDate;

describe('Rule 1(2): the Rules apply from their publication on 2 July 2026', () => {
  it('has no value of a Rules period before 2 July 2026, and the enacted value from that day', () => {
    assert.equal(tryParam(CENTRAL_PACK, 'reply.max-days', d('2026-07-01')), undefined);
    const v = param(CENTRAL_PACK, 'reply.max-days', d('2026-07-02'));
    assert.equal(v.value, 30);
    assert.equal(v.status, 'enacted');
    assert.ok(v.basis.includes('in.ctr2026.r4.1'));
  });
  it('marks provisions in force from their commencement', () => {
    assert.equal(isInForce('in.ctr2026.r4.1', d('2026-07-01')), false);
    assert.equal(isInForce('in.ctr2026.r4.1', d('2026-07-02')), true);
    assert.equal(isInForce('in-as.cta.s26', d('2002-11-18')), true);
    assert.equal(isInForce('in-as.cta.s26', d('2002-11-17')), false);
    assert.equal(PROVISIONS['in.ctr2026.r1.2'].inForceFrom, '2026-07-02');
  });
});

describe('Section 27B: the appeal period is a configured value, shown as such', () => {
  it('is configured, not enacted, with its source', () => {
    const v = param(CENTRAL_PACK, 'appeal.period-days', d('2026-08-01'));
    assert.equal(v.status, 'configured');
    assert.match(v.source, /s\.27B/);
    assert.ok(v.basis.includes('in.cta1871.s27b'));
  });
});

describe('Section 27C: the payment period is a configured value, shown as such', () => {
  it('is configured with its source', () => {
    const v = param(CENTRAL_PACK, 'deposit.period-days', d('2026-08-01'));
    assert.equal(v.status, 'configured');
    assert.ok(v.basis.includes('in.cta1871.s27c'));
  });
});

describe('dated parameters: a case is decided by the value in force on its legally relevant date', () => {
  it('picks the latest value whose period covers the date, and keeps superseded values', () => {
    const values = [
      {
        from: d('2026-07-02'),
        to: d('2027-03-31'),
        value: 60,
        status: 'configured' as const,
        basis: [],
        source: 'first',
      },
      { from: d('2027-04-01'), value: 90, status: 'configured' as const, basis: [], source: 'amended' },
    ];
    assert.equal(valueOn(values, d('2026-07-01')), undefined);
    assert.equal(valueOn(values, d('2027-03-31'))?.value, 60);
    assert.equal(valueOn(values, d('2027-04-01'))?.value, 90);
  });
  it('applies a configured override from a date without losing the earlier value', () => {
    const p = withOverrides(CENTRAL_PACK, {
      'appeal.period-days': [
        {
          from: d('2027-01-01'),
          value: 30,
          status: 'configured',
          basis: ['in.cta1871.s27b'],
          source: 'deployment override',
        },
      ],
    });
    assert.equal(param(p, 'appeal.period-days', d('2026-12-31')).value, 60);
    assert.equal(param(p, 'appeal.period-days', d('2027-01-01')).value, 30);
  });
  it('refuses to override an enacted value', () => {
    assert.throws(() =>
      withOverrides(CENTRAL_PACK, {
        'reply.max-days': [
          { from: d('2027-01-01'), value: 45, status: 'enacted', basis: ['in.ctr2026.r4.1'], source: 'x' },
        ],
      }),
    );
  });
});

describe('jurisdiction packs: the Assam overlay adds s.26 and s.26A to the central pack', () => {
  it('resolves central values through the overlay and Assam values only in Assam', () => {
    assert.equal(param(ASSAM_PACK, 'reply.max-days', d('2026-08-01')).value, 30);
    assert.deepEqual(param(ASSAM_PACK, 'as.s26.first.fine-rupees', d('2026-08-01')).value, { min: 500, max: 1000 });
    assert.equal(tryParam(CENTRAL_PACK, 'as.s26.first.fine-rupees', d('2026-08-01')), undefined);
    assert.equal(appliesIn(ASSAM_PACK, 'in-as.cta.s26a'), true);
    assert.equal(appliesIn(CENTRAL_PACK, 'in-as.cta.s26a'), false);
    assert.equal(appliesIn(ASSAM_PACK, 'in.ctr2026.r4.1'), true);
  });
  it('renders citations from the registry in English and Hindi', () => {
    assert.equal(cite('in.ctr2026.r4.4'), 'Rule 4(4) of the Cattle-trespass Rules, 2026');
    assert.equal(cite('in.ctr2026.r4.4', 'hi'), 'पशु अतिचार नियम, 2026 का नियम 4(4)');
    assert.equal(cite('in.cta1871.s27c', 'hi'), 'पशु अतिचार अधिनियम, 1871 की धारा 27ग');
  });
});

describe('docs/assumptions.md lists every configured value', () => {
  it('names each configured parameter id', () => {
    const doc = readFileSync(new URL('../../docs/assumptions.md', import.meta.url), 'utf8');
    const configured = allParams(ASSAM_PACK).filter((p) => (p.values ?? []).some((v) => v.status === 'configured'));
    assert.ok(configured.length >= 3);
    for (const p of configured)
      assert.ok(
        doc.includes(`\`${p.id}\``),
        `docs/assumptions.md does not list ${p.id} (${PARAM_DEFINITIONS[p.id].title})`,
      );
  });
});
