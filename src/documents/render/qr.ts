// The verification QR code, drawn as vector squares (no image, so the bytes depend only on the URL).

import type * as QrcodeModule from 'qrcode';
import { lazyPackage } from '../../lib/lazy-package.ts';

const qrcode = lazyPackage<typeof QrcodeModule>('qrcode');

export interface QrMatrix {
  readonly size: number;
  readonly dark: (x: number, y: number) => boolean;
}

const memo = new Map<string, QrMatrix>();

export function qrMatrix(text: string): QrMatrix {
  let m = memo.get(text);
  if (!m) {
    const qr = qrcode().create(text, { errorCorrectionLevel: 'M' });
    const { size, data } = qr.modules;
    m = { size, dark: (x, y) => data[y * size + x] === 1 };
    if (memo.size > 256) memo.clear();
    memo.set(text, m);
  }
  return m;
}

/** Horizontal runs of dark modules per row, so a code is a few hundred rectangles rather than thousands. */
export function qrRuns(m: QrMatrix): { x: number; y: number; w: number }[] {
  const out: { x: number; y: number; w: number }[] = [];
  for (let y = 0; y < m.size; y++) {
    let x = 0;
    while (x < m.size) {
      if (!m.dark(x, y)) {
        x++;
        continue;
      }
      const start = x;
      while (x < m.size && m.dark(x, y)) x++;
      out.push({ x: start, y, w: x - start });
    }
  }
  return out;
}
