// What a command returns: the proceeding's number, version and new rows, without re-reading the record.

import type { Written } from './record.ts';

export interface CaseView {
  readonly id: string;
  readonly number: string;
  readonly kind: string;
  readonly version: number;
  readonly events: readonly { readonly seq: number; readonly type: string; readonly on: string; readonly basis: readonly string[]; readonly hash: string }[];
}

export function viewOf(w: Written): CaseView {
  return {
    id: w.stream.id,
    number: w.stream.number,
    kind: w.stream.kind,
    version: w.stream.version,
    events: w.recorded.map((e) => ({ seq: e.seq, type: e.type, on: e.onDate, basis: e.basis, hash: e.hash })),
  };
}
