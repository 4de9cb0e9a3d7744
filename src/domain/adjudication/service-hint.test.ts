// Rule 4(5): the Rules know no deemed service; a notice is served in one of three manners, in their order (delivery
// or tender, then electronic means or speed post, then affixing only if both fail). The words that tell an officer
// what to do next must say so, in English and Hindi (issue 27, point 9).

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { hi } from '../../web/i18n/hi.ts';
import { noticed, refusal, replyCmd } from './fixtures.ts';

describe('Rule 4(5): no hint tells the officer to record a deemed service', () => {
  it('the refusal of a reply before service names the manners of Rule 4(5), not a deemed service', () => {
    const r = refusal(noticed().state, replyCmd('2026-07-09'));
    assert.equal(r.code, 'NOTICE.NOT_SERVED');
    assert.doesNotMatch(r.message, /deemed/i);
    assert.match(r.message, /Rule 4\(5\)/);
  });
  it('the Hindi hint on a tender without acknowledgement sends the officer to speed post, not a deemed service', () => {
    const text = hi['refusal.SERVICE.TENDER_ACKNOWLEDGEMENT_REQUIRED'];
    assert.ok(!text.includes('समझी गई तामील'), text);
    assert.ok(text.includes('स्पीड पोस्ट'), text);
  });
});
