// Provision coverage: for every registered provision, the code that cites it and the tests named after it.
//
// Code: a non-test source file under src/ that cites the provision id as a string literal (the registry itself and
// test fixtures do not count). Tests: a describe/it/test title in a *.test.ts file that names the provision's label
// ("Rule 4(4): ...") or its id. A label matches only as a whole: "Rule 4(1)" does not match "Rule 4(10)", "Rule 7(9)"
// does not match "Rule 7(9)(i)", and "Form-I" does not match "Form-II".

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Provision, ProvisionId } from '../../rules/provisions.ts';
import { PROVISION_IDS, PROVISIONS } from '../../rules/provisions.ts';

export interface CodeRef {
  readonly file: string;
  readonly line: number;
}

export interface TestRef {
  readonly file: string;
  readonly line: number;
  readonly title: string;
}

export interface ProvisionCoverage {
  readonly id: ProvisionId;
  readonly label: string;
  readonly code: readonly CodeRef[];
  readonly tests: readonly TestRef[];
}

const EXCLUDED_CODE = [/^src\/rules\/provisions\.ts$/, /fixtures\.ts$/, /\.test\.ts$/];

function walk(dir: string, root: string, out: string[]): void {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, root, out);
    else if (name.endsWith('.ts') || name.endsWith('.tsx')) out.push(relative(root, full).split('\\').join('/'));
  }
}

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a test title names the provision: its label as a whole, or its id. */
export function titleNames(title: string, p: Pick<Provision, 'id' | 'label'>): boolean {
  if (new RegExp(`(^|[^\\w.-])${escapeRe(p.id)}($|[^\\w.])`).test(title)) return true;
  return new RegExp(`(^|[^\\w-])${escapeRe(p.label)}(?![\\w(])`).test(title);
}

const TITLE_RE = /\b(?:describe|it|test|suite)\s*\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g;

/** The titles of describe/it/test calls in a test file, with their line numbers. */
export function testTitles(source: string): { title: string; line: number }[] {
  const out: { title: string; line: number }[] = [];
  for (const m of source.matchAll(TITLE_RE)) {
    const line = source.slice(0, m.index).split('\n').length;
    out.push({ title: m[2]!, line });
  }
  return out;
}

export function computeCoverage(root: string): ProvisionCoverage[] {
  const files: string[] = [];
  for (const dir of ['src', 'test']) {
    try {
      walk(join(root, dir), root, files);
    } catch {
      // a folder that does not exist yet has nothing to cover
    }
  }
  const code = new Map<ProvisionId, CodeRef[]>();
  const tests = new Map<ProvisionId, TestRef[]>();
  for (const id of PROVISION_IDS) {
    code.set(id, []);
    tests.set(id, []);
  }
  for (const file of files) {
    const source = readFileSync(join(root, file), 'utf8');
    if (file.endsWith('.test.ts')) {
      for (const { title, line } of testTitles(source)) {
        for (const id of PROVISION_IDS)
          if (titleNames(title, PROVISIONS[id])) tests.get(id)!.push({ file, line, title });
      }
      continue;
    }
    if (EXCLUDED_CODE.some((re) => re.test(file))) continue;
    const lines = source.split('\n');
    lines.forEach((text, i) => {
      for (const m of text.matchAll(/['"]((?:in|in-as)\.[\w.-]+)['"]/g)) {
        const id = m[1] as ProvisionId;
        code.get(id)?.push({ file, line: i + 1 });
      }
    });
  }
  return PROVISION_IDS.map((id) => ({ id, label: PROVISIONS[id].label, code: code.get(id)!, tests: tests.get(id)! }));
}

export function gaps(cov: readonly ProvisionCoverage[]): { id: ProvisionId; missing: ('code' | 'tests')[] }[] {
  return cov
    .map((c) => ({
      id: c.id,
      missing: [...(c.code.length ? [] : ['code' as const]), ...(c.tests.length ? [] : ['tests' as const])],
    }))
    .filter((g) => g.missing.length > 0);
}
