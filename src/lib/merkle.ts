// A Merkle tree hash over the heads of the order-sheet chains (issue 16, point 4), as RFC 6962 (Certificate
// Transparency) defines it: leaf = SHA-256(0x00 || leaf data), node = SHA-256(0x01 || left || right), the tree split
// at the largest power of two below its size. The leaf data of a chain is "<stream id>\n<version>\n<head hash>".

import { createHash } from 'node:crypto';

export interface ChainHead {
  readonly streamId: string;
  readonly version: number;
  /** The hash of the chain's row `version` (hex). */
  readonly head: string;
}

const sha = (...parts: Buffer[]): Buffer => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest();
};

export function leafHash(h: ChainHead): Buffer {
  return sha(Buffer.from([0]), Buffer.from(`${h.streamId}\n${h.version}\n${h.head}`, 'utf8'));
}

function mth(leaves: readonly Buffer[]): Buffer {
  if (leaves.length === 0) return sha();
  if (leaves.length === 1) return leaves[0]!;
  let k = 1;
  while (k * 2 < leaves.length) k *= 2;
  return sha(Buffer.from([1]), mth(leaves.slice(0, k)), mth(leaves.slice(k)));
}

/** The root over the heads in the order given (callers sort them by stream id), hex. */
export function merkleRoot(heads: readonly ChainHead[]): string {
  return mth(heads.map(leafHash)).toString('hex');
}
