// Documents rendered and signed on a thread of their own (ADR 0014), so that a backlog of issuing events never holds
// up the server's answers: a render is several milliseconds of synchronous work (layout, fonts, the signature), and
// done on the server's own thread every request that arrives meanwhile waits for it.
//
// One worker thread, started on the first render and started again if it dies (the renders in hand then fail and the
// runner retries them, as any failed render). It is handed the office key once; each render sends the recorded case
// (IssueInput, plain data) and gets the bytes back. The runner's claims, loads and records stay on the server's
// thread, in their transactions, as before; only the pure render moves.

import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { KeyObject } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { IssueInput } from '../app/documents/issue.ts';
import type { RenderedDocument } from '../documents/index.ts';
import type { SigningKey } from '../documents/sign/sign.ts';

export type RenderedIssue = RenderedDocument & { fileName: string };

/** What the thread is started with: the office key's parts (a KeyObject crosses threads; forge's ASN.1 does not). */
export interface RenderThreadData {
  readonly key: { readonly key: KeyObject; readonly certDer: Uint8Array; readonly subjectCommonName: string };
  readonly bundleEntry?: string;
}
export interface RenderRequest {
  readonly id: number;
  readonly input: IssueInput;
  readonly publicUrl: string;
}
export type RenderReply =
  | { readonly id: number; readonly ok: true; readonly doc: Omit<RenderedIssue, 'pdf'> & { readonly pdf: Uint8Array } }
  | { readonly id: number; readonly ok: false; readonly message: string };

export interface RenderThread {
  render(input: IssueInput): Promise<RenderedIssue>;
  /** Ends the thread; renders in hand fail. */
  close(): Promise<void>;
}

/** Set by bin/ctp.js when the server runs the prebuilt bundle: the thread then runs the bundle's render-worker.mjs. */
const BUNDLE = Symbol.for('ctp.bundleEntry');

function bundleEntry(): string | undefined {
  const main = (globalThis as Record<symbol, unknown>)[BUNDLE];
  if (typeof main !== 'string') return undefined;
  const entry = join(dirname(main), 'render-worker.mjs');
  return existsSync(entry) ? entry : undefined;
}

export function createRenderThread(o: {
  key: SigningKey;
  publicUrl: string;
  /** The thread's entry file; by default bin/render-worker.js (tests give one that fails on purpose). */
  entry?: URL;
}): RenderThread {
  const entry = bundleEntry();
  const data: RenderThreadData = {
    key: { key: o.key.key, certDer: o.key.certDer, subjectCommonName: o.key.subjectCommonName },
    ...(entry ? { bundleEntry: entry } : {}),
  };
  let worker: Worker | undefined;
  let next = 1;
  // Each render in hand, with the thread it was sent to: a thread that dies fails its own renders only.
  const pending = new Map<number, { w: Worker; resolve: (d: RenderedIssue) => void; reject: (e: Error) => void }>();
  const inHand = (w: Worker): number => [...pending.values()].filter((p) => p.w === w).length;

  const failAll = (w: Worker | undefined, e: Error) => {
    for (const [id, p] of pending) {
      if (w !== undefined && p.w !== w) continue;
      pending.delete(id);
      p.reject(e);
    }
  };

  function start(): Worker {
    const w = new Worker(o.entry ?? new URL('../../bin/render-worker.js', import.meta.url), { workerData: data });
    w.on('message', (r: RenderReply) => {
      const p = pending.get(r.id);
      if (!p) return;
      pending.delete(r.id);
      if (inHand(w) === 0) w.unref();
      if (r.ok) p.resolve({ ...r.doc, pdf: Buffer.from(r.doc.pdf.buffer, r.doc.pdf.byteOffset, r.doc.pdf.byteLength) });
      else p.reject(new Error(r.message));
    });
    w.on('error', (e) => {
      if (worker === w) worker = undefined;
      failAll(w, new Error(`the document render thread failed: ${e.message}`));
    });
    w.on('exit', (code) => {
      if (worker === w) worker = undefined;
      failAll(w, new Error(`the document render thread ended (exit code ${code})`));
    });
    w.unref();
    return w;
  }

  return {
    render(input) {
      worker ??= start();
      const w = worker;
      const id = next++;
      return new Promise<RenderedIssue>((resolve, reject) => {
        pending.set(id, { w, resolve, reject });
        // Held open while a render is in hand (a `ctp worker --once` awaits it), let go when idle.
        w.ref();
        const req: RenderRequest = { id, input, publicUrl: o.publicUrl };
        try {
          w.postMessage(req);
        } catch (e) {
          pending.delete(id);
          if (inHand(w) === 0) w.unref();
          reject(e instanceof Error ? e : new Error(String(e)));
        }
      });
    },
    async close() {
      const w = worker;
      worker = undefined;
      if (w) await w.terminate();
      failAll(undefined, new Error('the document render thread was closed'));
    },
  };
}
