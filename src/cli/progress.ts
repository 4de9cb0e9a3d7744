// A plain-text progress bar on standard error: redrawn in place on a terminal, a line every few seconds otherwise.

import type { CliIo } from './io.ts';

export interface Progress {
  update(done: number, total?: number): void;
  finish(): void;
}

export function progressBar(io: CliIo, label: string, total: number, opts: { tty?: boolean } = {}): Progress {
  const tty = opts.tty ?? Boolean(process.stderr.isTTY);
  const t0 = performance.now();
  let last = 0;
  let shown = -1;
  let max = total;
  const line = (done: number): string => {
    const secs = (performance.now() - t0) / 1000;
    const rate = secs > 0 ? done / secs : 0;
    const frac = max > 0 ? Math.min(1, done / max) : 1;
    const width = 30;
    const filled = Math.round(frac * width);
    const eta = rate > 0 && max > done ? ` eta ${Math.ceil((max - done) / rate)}s` : '';
    return `${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done.toLocaleString('en-IN')}/${max.toLocaleString('en-IN')} ${(frac * 100).toFixed(0)}% ${Math.round(rate).toLocaleString('en-IN')}/s${eta}`;
  };
  return {
    update(done, t) {
      if (t !== undefined) max = t;
      const now = performance.now();
      if (done === shown) return;
      if (tty) {
        if (now - last < 100 && done < max) return;
        process.stderr.write(`\r${line(done)}\x1b[K`);
      } else {
        if (now - last < 2000 && done < max) return;
        io.err(line(done));
      }
      last = now;
      shown = done;
    },
    finish() {
      if (tty) process.stderr.write('\n');
    },
  };
}
