// Several writes of one transaction as one statement: each write becomes a data-modifying WITH query of a single
// statement, and the statement answers how many rows each write touched (docs/adr/0013-one-statement-of-writes.md).
//
// PostgreSQL runs every data-modifying WITH query of a statement exactly once, to completion, on one snapshot; they do
// not see one another's changes. So only writes on disjoint tables may be merged (the caller declares the tables a
// write touches, its triggers' included; pipelined-pg.ts). What that buys: one Bind/Execute/Sync instead of one per
// write, so the server answers (and flushes its socket) once, and the client parses one result.
//
// The text is rewritten, not re-built: each write's own WITH queries are hoisted to the top level (PostgreSQL allows
// data-modifying WITH queries only there), its main statement becomes a WITH query of its own with `returning 1`, and
// its parameters $1..$n are renumbered after those of the writes before it. A write this cannot read safely (comments,
// dollar-quoting, escape strings, a main statement that already returns rows, a WITH query name used twice) is not
// merged: mergeWrites answers undefined and the caller sends the writes one by one, as before.

export interface WriteText {
  readonly sql: string;
  readonly parameters: readonly unknown[];
}

interface Split {
  readonly ctes: readonly { readonly name: string; readonly body: string }[];
  readonly main: string;
}

/** The merged statement and, for each write, the output column that counts its rows. */
export interface Merged {
  readonly sql: string;
  readonly parameters: readonly unknown[];
  readonly counts: readonly string[];
}

const WRITE = /^(insert|update|delete)\s/i;

/**
 * Walks `sql` outside string literals and quoted identifiers, calling `at(i, depth)` at each character there.
 * Answers false when the text holds something the walk does not read safely (comments, dollar quotes, E'' strings).
 */
function walk(sql: string, at: (i: number, depth: number) => void): boolean {
  let depth = 0;
  for (let i = 0; i < sql.length; i++) {
    const ch = sql[i]!;
    if (ch === "'") {
      const before = sql[i - 1];
      if ((before === 'e' || before === 'E') && !/[\w$]/.test(sql[i - 2] ?? ' ')) return false;
      const end = closing(sql, i, "'");
      if (end < 0) return false;
      i = end;
      continue;
    }
    if (ch === '"') {
      const end = closing(sql, i, '"');
      if (end < 0) return false;
      i = end;
      continue;
    }
    if ((ch === '-' && sql[i + 1] === '-') || (ch === '/' && sql[i + 1] === '*')) return false;
    if (ch === '$' && !/[0-9]/.test(sql[i + 1] ?? '')) return false;
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (depth < 0) return false;
    at(i, depth);
  }
  return depth === 0;
}

/** The index of the quote closing the one at `open` (a doubled quote is part of the text), or -1. */
function closing(sql: string, open: number, q: string): number {
  for (let i = open + 1; i < sql.length; i++) {
    if (sql[i] !== q) continue;
    if (sql[i + 1] === q) {
      i++;
      continue;
    }
    return i;
  }
  return -1;
}

/** A statement's top-level WITH queries and its main statement, or undefined when it is not read safely. */
export function splitStatement(text: string): Split | undefined {
  const sql = text.trim();
  const depthAt: number[] = new Array<number>(sql.length).fill(-1);
  if (!walk(sql, (i, d) => (depthAt[i] = d))) return undefined;
  if (!/^with\s/i.test(sql)) return { ctes: [], main: sql };
  if (/^with\s+recursive\s/i.test(sql)) return undefined;
  const ctes: { name: string; body: string }[] = [];
  let pos = 4;
  for (;;) {
    const head = /^\s*("(?:[^"]|"")+"|[a-z_][a-z0-9_]*)\s+as\s+(?:(?:not\s+)?materialized\s+)?\(/i.exec(sql.slice(pos));
    if (!head) return undefined;
    const open = pos + head[0].length - 1;
    let close = -1;
    for (let i = open + 1; i < sql.length; i++) {
      if (sql[i] === ')' && depthAt[i] === 0) {
        close = i;
        break;
      }
    }
    if (close < 0) return undefined;
    ctes.push({ name: head[1]!, body: sql.slice(open + 1, close) });
    pos = close + 1;
    const rest = /^\s*,/.exec(sql.slice(pos));
    if (!rest) break;
    pos += rest[0].length;
  }
  return { ctes, main: sql.slice(pos).trim() };
}

/** `sql` with each placeholder $n written as $(n + offset); undefined when a placeholder names no parameter. */
function renumber(sql: string, offset: number, count: number): string | undefined {
  let out = '';
  let from = 0;
  let bad = false;
  const ok = walk(sql, (i) => {
    if (sql[i] !== '$' || (i > 0 && /[\w$]/.test(sql[i - 1]!))) return;
    const digits = /^[0-9]+/.exec(sql.slice(i + 1))![0];
    const n = Number(digits);
    if (n < 1 || n > count) bad = true;
    out += `${sql.slice(from, i)}$${n + offset}`;
    from = i + 1 + digits.length;
  });
  if (!ok || bad) return undefined;
  return out + sql.slice(from);
}

function key(name: string): string {
  return name.startsWith('"') ? name.slice(1, -1).replaceAll('""', '"') : name.toLowerCase();
}

/** A top-level `returning` in a main statement (it would answer rows of its own). */
function returnsRows(main: string): boolean {
  let found = false;
  const ok = walk(main, (i, d) => {
    if (d === 0 && /^returning\b/i.test(main.slice(i, i + 10)) && !/[\w$"]/.test(main[i - 1] ?? ' ')) found = true;
  });
  return !ok || found;
}

// The merged text of each sequence of write texts seen (the hot transactions send the same few sequences): the text
// is scanned once per sequence, not per transaction. Looked up through a tree of maps keyed by each write's text, a
// string the compiled-once queries keep (prepared.ts), so a look-up hashes no new string.
interface Seen {
  readonly next: Map<string, Seen>;
  merged?: { readonly sql: string; readonly counts: readonly string[] } | null;
}
const SEEN: Seen = { next: new Map() };
let seenCount = 0;
const MAX_SEEN = 2000;

/**
 * The writes as one statement, or undefined when one of them cannot be merged. The statement's one row has a column
 * per write (`counts[i]`) with the number of rows that write inserted, updated or deleted.
 */
export function mergeWrites(writes: readonly WriteText[]): Merged | undefined {
  let node = SEEN;
  for (const w of writes) {
    let n = node.next.get(w.sql);
    if (!n) {
      n = { next: new Map() };
      if (seenCount++ < MAX_SEEN) node.next.set(w.sql, n);
    }
    node = n;
  }
  // The parameters' counts are part of the text's meaning ($n up to each count): a text is always sent with as many.
  node.merged ??= mergeTexts(writes) ?? null;
  if (node.merged === null) return undefined;
  return { sql: node.merged.sql, counts: node.merged.counts, parameters: writes.flatMap((w) => w.parameters) };
}

function mergeTexts(writes: readonly WriteText[]): { sql: string; counts: readonly string[] } | undefined {
  const hoisted: string[] = [];
  const mains: string[] = [];
  const names = new Set<string>();
  const counts = writes.map((_, i) => `merged_${i}`);
  for (const c of counts) names.add(c);
  let offset = 0;
  for (const w of writes) {
    const split = splitStatement(w.sql);
    if (!split || !WRITE.test(split.main) || returnsRows(split.main)) return undefined;
    for (const c of split.ctes) {
      const k = key(c.name);
      if (names.has(k)) return undefined;
      names.add(k);
      const body = renumber(c.body, offset, w.parameters.length);
      if (body === undefined) return undefined;
      hoisted.push(`${c.name} as (${body})`);
    }
    const main = renumber(split.main, offset, w.parameters.length);
    if (main === undefined) return undefined;
    mains.push(main);
    offset += w.parameters.length;
  }
  const withs = [...hoisted, ...mains.map((m, i) => `"${counts[i]}" as (${m} returning 1)`)];
  const select = counts.map((c) => `(select count(*) from "${c}")::int as "${c}"`).join(', ');
  return { sql: `with ${withs.join(', ')} select ${select}`, counts };
}
