import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { phoneNameOf } from './field.tsx';

describe("the phone's name offered at enrolment", () => {
  it("is a short name from the browser's description, not the whole string", () => {
    assert.equal(
      phoneNameOf(
        'Mozilla/5.0 (Linux; Android 13; SM-A146B Build/TP1A.220624.014) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
      ),
      'SM-A146B · Chrome',
    );
    assert.equal(
      phoneNameOf(
        'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
      ),
      'Android · Chrome',
    );
    assert.equal(
      phoneNameOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
      'iPhone · Safari',
    );
    assert.equal(phoneNameOf(''), '');
  });
});
