// What a command returns: the proceeding's number, version and new rows, without re-reading the record.

import type { Written } from './record.ts';

export interface CaseView {
  readonly id: string;
  readonly number: string;
  readonly kind: string;
  readonly version: number;
  readonly events: readonly {
    readonly seq: number;
    readonly type: string;
    readonly on: string;
    readonly basis: readonly string[];
    readonly hash: string;
    /** What the officer was told and confirmed with this entry (issue 13: e.g. no penalty ceiling configured), EN and HI. */
    readonly notices?: readonly EventNotice[];
  }[];
}

export interface EventNotice {
  readonly code: string;
  readonly en: string;
  readonly hi: string;
}

function noticesOf(payload: unknown): EventNotice[] | undefined {
  const n = (payload as { notices?: unknown } | null)?.notices;
  if (!Array.isArray(n) || n.length === 0) return undefined;
  return n.map((x: { code?: unknown; en?: unknown; hi?: unknown }) => ({
    code: String(x.code),
    en: String(x.en),
    hi: String(x.hi),
  }));
}

export function viewOf(w: Written): CaseView {
  return {
    id: w.stream.id,
    number: w.stream.number,
    kind: w.stream.kind,
    version: w.stream.version,
    events: w.recorded.map((e) => {
      const notices = noticesOf(e.payload);
      return { seq: e.seq, type: e.type, on: e.onDate, basis: e.basis, hash: e.hash, ...(notices ? { notices } : {}) };
    }),
  };
}
