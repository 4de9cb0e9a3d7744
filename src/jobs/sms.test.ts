// The default SMS adapter: each message is written to the SMS folder and logged with the number masked.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { maskNumber, smsDirTransport } from './sms.ts';

describe('the SMS adapter (issue 15)', () => {
  it('writes each message to <CTP_DATA_DIR>/sms/<id>.txt and logs it without the full number', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ctp-sms-'));
    const logged: Record<string, unknown>[] = [];
    try {
      const sms = smsDirTransport(join(dir, 'sms'), (_level, _msg, fields) => {
        logged.push(fields ?? {});
      });
      const r = await sms.send({
        id: 'abc123',
        to: '+919876543210',
        subject: '',
        text: 'आपका कोड 123456 है।',
        attachments: [],
      });
      assert.equal(r.messageId, 'sms-abc123');
      assert.equal(readFileSync(join(dir, 'sms', 'abc123.txt'), 'utf8'), 'To: +919876543210\n\nआपका कोड 123456 है।\n');
      assert.equal(logged[0]?.['to'], maskNumber('+919876543210'));
      assert.doesNotMatch(JSON.stringify(logged), /9876543210|123456/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
