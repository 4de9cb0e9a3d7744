// Rule 7(11), 7(12): the appellate order states the time to pay as the appellate authority fixed it, in English and Hindi.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseLocalDate } from '../lib/local-date.ts';
import { payByText } from './templates/appeal-account.ts';

const due = parseLocalDate('2026-11-02');

test('Rule 7(11), 7(12): the appellate order states the time to pay the appellate authority fixed, not the period under section 27C', () => {
  const byOrder = { due, periodDays: 45, periodStatus: 'configured', timeToPay: 'order' } as const;
  const en = payByText('en', 500_000, byOrder);
  assert.match(en, /within 45 days of this order/);
  assert.match(en, /the time to pay the appellate authority fixes by this order/);
  assert.doesNotMatch(en, /27C/);
  const hi = payByText('hi', 500_000, byOrder);
  assert.match(hi, /45 दिन के भीतर/);
  assert.match(hi, /अपील प्राधिकारी इस आदेश द्वारा नियत करता है/);
  assert.doesNotMatch(hi, /27ग/);
  // A period the State notified under section 27C is named as such.
  const notified = payByText('en', 500_000, {
    ...byOrder,
    periodDays: 30,
    periodStatus: 'enacted',
    timeToPay: 'notified-s27c',
  });
  assert.match(notified, /\(the period under section 27C\)/);
});
