// Bench-only preload (node --import): counts the socket writes of the process (each _write or _writev of a
// net.Socket is one write or writev system call), by side: 'http' for the sockets the HTTP server accepted, 'pg' for
// the sockets it opened (the PostgreSQL pool). With BENCH_WRITES_STACKS=1 each write is also counted by the first
// frames of its stack outside Node's internals (slow: for finding the origin, not for timing).
// On SIGUSR2 the counts so far are written as JSON to BENCH_WRITES_FILE; bench/filing.ts reads them before and after
// its measured seconds.
import net from 'node:net';
import { writeFileSync } from 'node:fs';

const file = process.env['BENCH_WRITES_FILE'];
const stacks = process.env['BENCH_WRITES_STACKS'] === '1';
const counts = { http: 0, pg: 0, httpBytes: 0, pgBytes: 0, origins: {} };

function originOf() {
  const lines = (new Error().stack ?? '').split('\n').slice(3);
  const ours = lines
    .map((l) => l.trim().replace(/^at /, ''))
    .filter((l) => !l.includes('node:') && !l.includes('count-writes'))
    .slice(0, 4)
    .map((l) =>
      l
        .replace(/^.*\/node_modules\//, '')
        .replace(/^.*\/src\//, 'src/')
        .replace(/[()]/g, ''),
    );
  return ours.join(' < ');
}

function count(socket, bytes) {
  const side = socket.server ? 'http' : 'pg';
  counts[side] += 1;
  counts[`${side}Bytes`] += bytes;
  if (stacks) {
    const o = `${side}: ${originOf()}`;
    counts.origins[o] = (counts.origins[o] ?? 0) + 1;
  }
}

const proto = net.Socket.prototype;
const write = proto._write;
const writev = proto._writev;
proto._write = function (chunk, encoding, cb) {
  count(this, typeof chunk === 'string' ? Buffer.byteLength(chunk, encoding) : chunk.length);
  return write.call(this, chunk, encoding, cb);
};
proto._writev = function (chunks, cb) {
  count(
    this,
    chunks.reduce(
      (n, c) => n + (typeof c.chunk === 'string' ? Buffer.byteLength(c.chunk, c.encoding) : c.chunk.length),
      0,
    ),
  );
  return writev.call(this, chunks, cb);
};

process.on('SIGUSR2', () => {
  if (file) writeFileSync(file, JSON.stringify(counts));
});
