// The render thread's bookkeeping (ADR 0014), with a stand-in thread that fails on purpose: a thread that dies fails
// the renders in hand with the reason, the next render starts a new thread, and a render sent to the new thread is not
// failed by the old one's late exit. That the real thread gives the bytes recorded is src/jobs/document-issue.db.test.ts.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { IssueInput } from '../app/documents/issue.ts';
import { createDemoCertificate, loadSigningKey } from '../documents/index.ts';
import type { SigningKey } from '../documents/index.ts';
import type { RenderThread } from './render-thread.ts';
import { createRenderThread } from './render-thread.ts';

const entry = new URL('../../test/fixtures/render-worker-failing.mjs', import.meta.url);
const input = (template: string): IssueInput => ({ job: { template } }) as unknown as IssueInput;

describe('the document render thread', () => {
  let key: SigningKey;
  let thread: RenderThread;
  before(() => {
    const c = createDemoCertificate({ notBefore: new Date('2026-01-01T00:00:00Z') });
    key = loadSigningKey(c.p12, c.passphrase);
    thread = createRenderThread({ key, publicUrl: 'http://localhost:3000', entry });
  });
  after(async () => {
    await thread.close();
  });

  it('answers each render with its own result, as bytes', async () => {
    const [a, b] = await Promise.all([thread.render(input('form-1')), thread.render(input('form-2'))]);
    assert.equal(a.sha256, 'form-1');
    assert.equal(b.sha256, 'form-2');
    assert.ok(Buffer.isBuffer(a.pdf));
    assert.equal(a.pdf.toString(), '%PDF form-1');
  });

  it('a thread that ends fails the renders in hand with its exit code; the next render starts a new thread', async () => {
    const dying = thread.render(input('exit'));
    await assert.rejects(dying, /the document render thread ended \(exit code 3\)/);
    assert.equal((await thread.render(input('form-1'))).sha256, 'form-1');
  });

  it("a thread that throws fails its renders; a render sent meanwhile to the new thread is not failed by the old one's exit", async () => {
    const failed = thread.render(input('throw'));
    let later: Promise<unknown> | undefined;
    await assert.rejects(
      failed.catch((e: Error) => {
        // Sent at once, before the failed thread's exit event.
        later = thread.render(input('form-2'));
        throw e;
      }),
      /the document render thread failed: boom/,
    );
    assert.equal(((await later) as { sha256: string }).sha256, 'form-2');
  });

  it('close() ends the thread; a render after it starts a new one', async () => {
    await thread.close();
    assert.equal((await thread.render(input('form-1'))).sha256, 'form-1');
  });
});
