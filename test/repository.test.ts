// The repository stands alone: no tracked file refers to the shared folder outside it. The law's sources, the Hindi
// glossary and the design notes the code cites are the project's own copies (law/sources/, law/glossary-hi.md,
// docs/design/).

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import assert from 'node:assert/strict';

const ROOT = new URL('..', import.meta.url).pathname;
const OUTSIDE = ['..', 'shared'].join('/');

const tracked = (): string[] =>
  execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);

test('repository: no tracked file points to the shared folder outside it (the project keeps its own copies)', () => {
  const files = tracked();
  assert.ok(files.length > 100, 'git ls-files lists the tracked files');
  const offenders: string[] = [];
  for (const f of files) {
    if (!existsSync(`${ROOT}${f}`)) continue;
    const buf = readFileSync(`${ROOT}${f}`);
    if (buf.includes(0)) continue; // binary
    buf
      .toString('utf8')
      .split('\n')
      .forEach((line, i) => {
        if (line.includes(OUTSIDE)) offenders.push(`${f}:${i + 1}`);
      });
  }
  assert.deepEqual(offenders, [], `files that point outside the repository:\n${offenders.join('\n')}`);
});

test('repository: the copies the code cites are in the repository', () => {
  for (const f of [
    'law/glossary-hi.md',
    'law/sources/cattle-trespass-rules-2026.gazette.txt',
    'law/sources/assam-amendment-2002.gazette.txt',
    'law/sources/act-notes.md',
    'docs/design/architecture.md',
    'docs/design/stack.md',
  ]) {
    assert.ok(existsSync(`${ROOT}${f}`), `${f} is in the repository`);
    assert.ok(tracked().includes(f), `${f} is tracked`);
  }
});
