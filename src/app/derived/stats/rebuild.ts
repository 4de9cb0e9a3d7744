// Rebuilding the statistics counters from the order sheets (`ctp stats rebuild`): for a database that had cases
// before the counters existed, or to check them. Each proceeding is replayed by its machine and its contributions
// (figures.ts) are added up, exactly as the projections would have added them event by event.

import type { Clock } from '../../../lib/clock.ts';
import { decideContext } from '../../cases/context.ts';
import { replayEntries } from '../../cases/record.ts';
import { MACHINES } from '../../machines.ts';
import type { OfficeInfo, RecordedEntry, Store, StreamKind } from '../../ports/store.ts';
import { delta } from './figures.ts';
import type { StatsReads, StatsWriter } from '../../ports/stats.ts';

export interface RebuildDeps {
  readonly store: Store;
  readonly reads: StatsReads;
  readonly writer: StatsWriter;
  readonly clock: Clock;
}

export async function rebuildStats(
  deps: RebuildDeps,
  onProgress?: (streams: number) => void,
): Promise<{ streams: number; rows: number }> {
  // Every office read first: the rebuild's transaction holds PGlite's one connection until it ends.
  const offices = new Map<string, OfficeInfo>();
  for (const o of (await deps.reads.directory()).offices) {
    const info = await deps.store.read.office(o.code);
    if (info) offices.set(o.code, info);
  }
  return deps.writer.rebuild(async (s) => {
    const kind = s.kind as StreamKind;
    const machine = MACHINES[kind];
    const office = offices.get(s.officeCode);
    if (!office) throw new Error(`stream ${s.id} names an office that does not exist: ${s.officeCode}`);
    const state = replayEntries(machine, s.entries as readonly RecordedEntry[]);
    return delta(kind, machine.initial, state, decideContext(office, deps.clock));
  }, onProgress);
}
