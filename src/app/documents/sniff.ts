// What a file is, read from its first bytes (its "magic number"), never from its name or the type a client declares.

import type { DocumentMediaType } from '../ports/store.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

const startsWith = (b: Uint8Array, sig: readonly number[]): boolean =>
  b.length >= sig.length && sig.every((x, i) => b[i] === x);

/** The media type of the bytes when they are a PDF, JPEG or PNG; undefined for anything else. */
export function sniffMediaType(bytes: Uint8Array): DocumentMediaType | undefined {
  if (startsWith(bytes, PDF)) return 'application/pdf';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  return undefined;
}
