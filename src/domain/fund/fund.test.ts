// Tests of Rule 8: who may use the penalty money and for what, and that it is kept in a separate account.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ProvisionId } from '../../rules/provisions.ts';
import { PROVISIONS } from '../../rules/provisions.ts';
import type { RefusalCode } from '../../rules/refusal-codes.ts';
import type { Decided } from '../../rules/ruling.ts';
import type { Posting } from './penalty-account.ts';
import { checkPosting, isPenaltyFundPosting, PENALTY_FUND_ACCOUNT } from './penalty-account.ts';
import { FUND_PURPOSES, UTILISING_BODIES } from './purposes.ts';
import type { SanctionRequest } from './sanction.ts';
import { checkSanction } from './sanction.ts';

const REQ: SanctionRequest = {
  purpose: 'pounds',
  bodyKind: 'local-authority',
  amountPaise: 50_000_00,
  fundBalancePaise: 200_000_00,
};
function refused<T>(r: Decided<T> | ReturnType<typeof checkPosting>, code: RefusalCode, provision: ProvisionId) {
  assert.ok(!r.ok, 'expected a refusal');
  assert.equal(r.error.code, code, r.error.message);
  assert.ok(r.error.basis.includes(provision), `basis ${r.error.basis.join(', ')} lacks ${provision}`);
}

describe('Rule 8(1): utilisation through State Boards, local authorities and SPCAs', () => {
  for (const bodyKind of UTILISING_BODIES) {
    it(`allows ${bodyKind}`, () => assert.ok(checkSanction({ ...REQ, bodyKind }).ok));
  }
  for (const bodyKind of ['awbi', 'ngo', 'individual', 'state-government', '']) {
    it(`refuses ${bodyKind || 'an empty body kind'}`, () =>
      refused(checkSanction({ ...REQ, bodyKind }), 'FUND.BODY_NOT_ENTITLED', 'in.ctr2026.r8.1'));
  }
  it('refuses a purpose outside (a) to (e)', () =>
    refused(checkSanction({ ...REQ, purpose: 'office-furniture' }), 'FUND.PURPOSE_NOT_ALLOWED', 'in.ctr2026.r8.1'));
  it('the amount is a positive whole number of paise', () => {
    for (const amountPaise of [0, -1, 10.5, Number.NaN])
      refused(checkSanction({ ...REQ, amountPaise }), 'FUND.AMOUNT_INVALID', 'in.ctr2026.r8.1');
  });
  it('the fund never goes below zero: the whole balance may be used, not a paisa more', () => {
    const all = checkSanction({ ...REQ, amountPaise: REQ.fundBalancePaise });
    assert.ok(all.ok && all.value.value.balanceAfterPaise === 0);
    refused(
      checkSanction({ ...REQ, amountPaise: REQ.fundBalancePaise + 1 }),
      'FUND.INSUFFICIENT_BALANCE',
      'in.ctr2026.r8.2',
    );
    refused(checkSanction({ ...REQ, fundBalancePaise: -1 }), 'FUND.AMOUNT_INVALID', 'in.ctr2026.r8.2');
  });
  it('a sanction cites Rule 8(1), its clause, Section 28 and the Board, and names the account debited', () => {
    const r = checkSanction(REQ);
    assert.ok(r.ok);
    for (const id of [
      'in.ctr2026.r8.1',
      'in.ctr2026.r8.1.a',
      'in.cta1871.s28',
      'in.ctr2026.r2.1.c',
      'in.ctr2026.r8.2',
    ] as const)
      assert.ok(r.value.basis.includes(id), id);
    assert.equal(r.value.value.accountId, PENALTY_FUND_ACCOUNT.id);
    assert.equal(r.value.value.balanceAfterPaise, 150_000_00);
  });
});

/** The same two checks for each clause; the titles are literal so the provision coverage table finds them. */
function clauseTests(label: string, purpose: string, id: ProvisionId): void {
  it('is in the typed list of purposes, mapped to its provision', () => {
    assert.equal(PROVISIONS[id].label, label);
    assert.equal(FUND_PURPOSES.find((p) => p.purpose === purpose)?.provision, id);
  });
  it('a sanction for it cites its clause', () => {
    const r = checkSanction({ ...REQ, purpose, notificationRef: 'S.O. 4321(E), 1 Sep 2026' });
    assert.ok(r.ok && r.value.basis.includes(id));
  });
}
describe('Rule 8(1)(a): establishment, renovation and maintenance of pounds', () =>
  clauseTests('Rule 8(1)(a)', 'pounds', 'in.ctr2026.r8.1.a'));
describe('Rule 8(1)(b): feed, veterinary care and shelter for impounded cattle', () =>
  clauseTests('Rule 8(1)(b)', 'impounded-cattle-care', 'in.ctr2026.r8.1.b'));
describe('Rule 8(1)(c): training and capacity building', () =>
  clauseTests('Rule 8(1)(c)', 'training', 'in.ctr2026.r8.1.c'));
describe('Rule 8(1)(d): public awareness on prevention of cruelty to animals', () =>
  clauseTests('Rule 8(1)(d)', 'public-awareness', 'in.ctr2026.r8.1.d'));
describe('Rule 8(1)(e): other purposes notified by the Central Government', () =>
  clauseTests('Rule 8(1)(e)', 'notified-purpose', 'in.ctr2026.r8.1.e'));
describe('Rule 8(1)(e): the notification of the Central Government', () => {
  it('is required for an other purpose, and recorded', () => {
    refused(checkSanction({ ...REQ, purpose: 'notified-purpose' }), 'FUND.NOTIFICATION_REQUIRED', 'in.ctr2026.r8.1.e');
    refused(
      checkSanction({ ...REQ, purpose: 'notified-purpose', notificationRef: ' ' }),
      'FUND.NOTIFICATION_REQUIRED',
      'in.ctr2026.r8.1.e',
    );
    const r = checkSanction({ ...REQ, purpose: 'notified-purpose', notificationRef: 'S.O. 4321(E), 1 Sep 2026' });
    assert.ok(r.ok && r.value.value.notificationRef === 'S.O. 4321(E), 1 Sep 2026');
  });
  it('is not needed for (a) to (d)', () =>
    assert.equal(
      FUND_PURPOSES.filter((p) => p.needsNotification)
        .map((p) => p.provision)
        .join(),
      'in.ctr2026.r8.1.e',
    ));
});

describe('Rule 8(2): a separate account of amounts realised through penalties', () => {
  const credit = (over: Partial<Posting>): Posting => ({
    accountId: PENALTY_FUND_ACCOUNT.id,
    direction: 'credit',
    source: 'penalty-realisation',
    amountPaise: 2_500_00,
    ...over,
  });
  it('a penalty realisation is credited to the separate penalty account', () => {
    const r = checkPosting(credit({}));
    assert.ok(r.ok && r.value.includes('in.ctr2026.r8.2') && r.value.includes('in.cta1871.s28'));
    assert.equal(isPenaltyFundPosting(credit({})), true);
  });
  it('a penalty realisation posted anywhere else is refused', () => {
    refused(
      checkPosting(credit({ accountId: 'state.consolidated-fund' })),
      'FUND.PENALTY_NOT_IN_SEPARATE_ACCOUNT',
      'in.ctr2026.r8.2',
    );
    refused(
      checkPosting(credit({ accountId: 'awbi.general-fund' })),
      'FUND.PENALTY_NOT_IN_SEPARATE_ACCOUNT',
      'in.ctr2026.r8.2',
    );
  });
  it('other money is not credited to the penalty account', () => {
    refused(checkPosting(credit({ source: 'other' })), 'FUND.NOT_PENALTY_MONEY', 'in.ctr2026.r8.2');
  });
  it('penalty money leaves only on a sanctioned utilisation under Rule 8(1)', () => {
    refused(
      checkPosting(credit({ direction: 'debit', source: 'other' })),
      'FUND.UNSANCTIONED_DEBIT',
      'in.ctr2026.r8.1',
    );
    refused(
      checkPosting(credit({ direction: 'debit', source: 'sanctioned-utilisation' })),
      'FUND.UNSANCTIONED_DEBIT',
      'in.ctr2026.r8.2',
    );
    assert.ok(
      checkPosting(credit({ direction: 'debit', source: 'sanctioned-utilisation', sanctionRef: 'AWBI/S/2026/17' })).ok,
    );
  });
  it('postings that do not touch penalty money pass, and amounts are whole positive paise', () => {
    const other = checkPosting({ accountId: 'state.fines', direction: 'credit', source: 'other', amountPaise: 800_00 });
    assert.ok(other.ok && other.value.length === 0);
    assert.equal(isPenaltyFundPosting({ accountId: 'state.fines' }), false);
    refused(checkPosting(credit({ amountPaise: 0 })), 'FUND.AMOUNT_INVALID', 'in.ctr2026.r8.2');
  });
});

describe('Rule 2(1)(c): the Board that keeps the fund', () => {
  it('the penalty account is held by the Animal Welfare Board of India and cites Rule 2(1)(c) and Section 28', () => {
    assert.equal(PENALTY_FUND_ACCOUNT.holder, 'Animal Welfare Board of India');
    assert.ok(PENALTY_FUND_ACCOUNT.basis.includes('in.ctr2026.r2.1.c'));
    assert.ok(PENALTY_FUND_ACCOUNT.basis.includes('in.cta1871.s28'));
  });
  it('the Board itself is not a utilising body', () =>
    refused(checkSanction({ ...REQ, bodyKind: 'board' }), 'FUND.BODY_NOT_ENTITLED', 'in.ctr2026.r8.1'));
});
