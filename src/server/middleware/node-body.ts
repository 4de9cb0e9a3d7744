// The body of a JSON request read straight from Node's request stream when the portal runs under @hono/node-server
// (c.env.incoming), instead of through the web Request's ReadableStream: Hono's body-limit middleware copies the
// stream into a new Request, and reading it as bytes and then as text builds two more web objects. On the filing
// bench that path was about a tenth of the portal's CPU per request (bench/filing.ts, BENCH_PROFILE). The same limits
// hold: a Content-Length above the limit is refused before reading, and the bytes must be UTF-8. Only a body with a
// Content-Length (and no Transfer-Encoding) takes this path: Node's parser delivers no more bytes than it declares,
// so the limit holds without cutting a stream short. A chunked body, or any other adapter (tests calling
// app.request(), no Node stream), keeps Hono's path.

import type { IncomingMessage } from 'node:http';
import { isUtf8 } from 'node:buffer';
import type { Context } from 'hono';

/** The Node request behind a Hono context, when it declares its length and nobody has started reading its body. */
export function nodeIncoming(c: Context): IncomingMessage | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming || typeof incoming.on !== 'function' || incoming.readableDidRead) return undefined;
  const h = incoming.headers;
  return h['content-length'] !== undefined && h['transfer-encoding'] === undefined ? incoming : undefined;
}

export type NodeBody = { ok: true; bytes: Buffer } | { ok: false; why: 'too-large' | 'not-utf8' };

/** Reads the whole body (of the declared length), refusing a length past `limit` or bytes that are not UTF-8. */
export async function readNodeBody(incoming: IncomingMessage, limit: number): Promise<NodeBody> {
  if (Number(incoming.headers['content-length']) > limit) return { ok: false, why: 'too-large' };
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming as AsyncIterable<Buffer>) {
    size += chunk.length;
    chunks.push(chunk);
  }
  const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size);
  return isUtf8(bytes) ? { ok: true, bytes } : { ok: false, why: 'not-utf8' };
}

/** Hands the body to Hono's own readers (c.req.json(), text(), arrayBuffer()), as if Hono had read it. */
export function cacheBody(c: Context, bytes: Buffer): void {
  const ab = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  // Hono keeps the promises of its readers there (its type names their values).
  const cache = c.req.bodyCache as Record<string, Promise<unknown>>;
  cache['arrayBuffer'] = Promise.resolve(ab);
  cache['text'] = Promise.resolve(bytes.toString('utf8'));
}
