// The registry and law/ agree: every provision id has its anchor and heading in its instrument's file, every anchor in
// law/ is a registered id, and every instrument's file exists (law/README.md, "Ids and anchors").

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { ProvisionId } from './provisions.ts';
import { INSTRUMENTS, PROVISION_IDS, PROVISIONS, isProvisionId } from './provisions.ts';

const ROOT = new URL('../../', import.meta.url);

const read = (path: string): string => readFileSync(new URL(path, ROOT), 'utf8');

/** Every Markdown file under law/, as a path from the repository root ("law/in/....md"). */
function lawMarkdownFiles(): string[] {
  const entries = readdirSync(new URL('law/', ROOT), { recursive: true }) as string[];
  return entries
    .map((e) => `law/${e.split('\\').join('/')}`)
    .filter((p) => p.endsWith('.md'))
    .sort();
}

const ANCHOR_RE = /<a\s[^>]*\bid="([^"]*)"[^>]*>/g;
/** Markdown without fenced code blocks and code spans: an anchor shown as an example is not an anchor. */
const withoutCode = (md: string): string =>
  md.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anchorLine = (id: string): string => `<a id="${id}"></a>`;

describe('law/ restatement and the provisions registry', () => {
  it('every instrument has its law file', () => {
    const missing = Object.values(INSTRUMENTS)
      .filter((inst) => !existsSync(new URL(inst.lawFile, ROOT)))
      .map((inst) => `${inst.id}: ${inst.lawFile}`);
    assert.deepEqual(missing, []);
  });

  it('every registered provision has its anchor, then a heading with its label and id, in its instrument file', () => {
    const problems: string[] = [];
    const cache = new Map<string, string[]>();
    for (const id of PROVISION_IDS) {
      const p = PROVISIONS[id];
      const [file, fragment] = p.anchor.split('#');
      if (file !== INSTRUMENTS[p.instrument].lawFile || fragment !== id) {
        problems.push(`${id}: registry anchor ${p.anchor} is not ${INSTRUMENTS[p.instrument].lawFile}#${id}`);
        continue;
      }
      if (!existsSync(new URL(file, ROOT))) {
        problems.push(`${id}: ${file} does not exist`);
        continue;
      }
      let lines = cache.get(file);
      if (!lines) {
        lines = read(file).split(/\r?\n/);
        cache.set(file, lines);
      }
      const at = lines.flatMap((line, i) => (line.trim() === anchorLine(id) ? [i] : []));
      if (at.length !== 1) {
        problems.push(`${id}: expected one line ${anchorLine(id)} in ${file}, found ${at.length}`);
        continue;
      }
      const heading = lines[at[0]! + 1] ?? '';
      const form = new RegExp(`^#{1,6} ${escapeRe(p.label)} — .+ · \`${escapeRe(id)}\`$`);
      if (!form.test(heading)) {
        problems.push(
          `${id}: the line after its anchor in ${file} is not "#… ${p.label} — … · \`${id}\`": ${JSON.stringify(heading)}`,
        );
      }
    }
    assert.deepEqual(problems, []);
  });

  it('every anchor in law/ is a registered provision id, once, in the file of its instrument', () => {
    const problems: string[] = [];
    const seen = new Map<string, string>();
    const files = lawMarkdownFiles();
    assert.ok(files.length > 0, 'no Markdown files under law/');
    for (const file of files) {
      for (const m of withoutCode(read(file)).matchAll(ANCHOR_RE)) {
        const id = m[1]!;
        if (!isProvisionId(id)) {
          problems.push(`${file}: anchor "${id}" is not a registered provision id`);
          continue;
        }
        const expected = INSTRUMENTS[PROVISIONS[id as ProvisionId].instrument].lawFile;
        if (file !== expected) problems.push(`${file}: anchor "${id}" belongs in ${expected}`);
        const first = seen.get(id);
        if (first !== undefined) problems.push(`${file}: anchor "${id}" already in ${first}`);
        else seen.set(id, file);
      }
    }
    assert.deepEqual(problems, []);
  });
});
