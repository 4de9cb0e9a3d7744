// The render thread's side (src/jobs/render-thread.ts starts it, bin/render-worker.js loads this module): it renders
// and signs the document of each issuing event it is sent, with the office key it was started with, and sends back
// the bytes. It is the same pure function the runner calls in its own thread (renderIssued), so the same record and key
// give the same bytes on either side; it reads no database and writes nothing.

import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { IssueInput } from '../app/documents/issue.ts';
import { renderIssued } from '../documents/issue.ts';
import { signingKeyFromParts } from '../documents/sign/cms.ts';
import type { RenderReply, RenderRequest, RenderThreadData } from './render-thread.ts';

const port = parentPort;
if (!port) throw new Error('src/jobs/render-worker.ts runs only as a worker thread (src/jobs/render-thread.ts).');
const data = workerData as RenderThreadData;
const key = signingKeyFromParts(data.key);

// Documents are background work: on Linux this thread runs at a lower CPU priority (nice RENDER_NICE) than the
// server's own thread and PostgreSQL, so on a busy machine the answers to people come first and the renders take the
// time left over. Linux gives each thread its own nice value; /proc/thread-self names this thread's id. Elsewhere, or
// where it is not allowed, the thread keeps the process's priority.
export const RENDER_NICE = 19;
try {
  const tid = Number(/task\/(\d+)$/.exec(readlinkSync('/proc/thread-self'))?.[1]);
  if (tid > 0) setPriority(tid, RENDER_NICE);
} catch {
  // not Linux, or not permitted: the same priority as the server
}

port.on('message', (m: RenderRequest) => {
  renderIssued(m.input as IssueInput, { publicUrl: m.publicUrl, key }).then(
    (doc) => {
      const reply: RenderReply = {
        id: m.id,
        ok: true,
        doc: {
          pdf: doc.pdf,
          sha256: doc.sha256,
          unsignedSha256: doc.unsignedSha256,
          signed: doc.signed,
          verifyUrl: doc.verifyUrl,
          fileName: doc.fileName,
        },
      };
      port.postMessage(reply);
    },
    (e: unknown) => {
      const reply: RenderReply = { id: m.id, ok: false, message: e instanceof Error ? e.message : String(e) };
      port.postMessage(reply);
    },
  );
});
