// Section 26 (Assam) and Rule 4(12): a person with both an adjudication case and an Assam s.26 criminal case for the
// same incident is flagged to the officer (src/domain/assam/offender-match.ts decides what matches). The other cases
// looked at are the open proceedings of the same district; the officer decides what follows, nothing is refused.
// Reading other cases' particulars for this purpose is logged as a personal-data read of each case flagged.

import type { CrossTrackFlag, TrackCase } from '../../domain/assam/offender-match.ts';
import { crossTrackFlags } from '../../domain/assam/offender-match.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import type { Actor } from '../actor.ts';
import type { CaseDeps } from '../cases/context.ts';
import { authorize, officeOrFail, resourceOf } from '../cases/context.ts';
import { AppError } from '../errors.ts';
import type { RecordedEntry } from '../ports/store.ts';
import { READ_POLICY } from '../policies/policies.ts';

interface Particulars {
  name: string;
  parentName?: string;
  address: string | { text: string };
}

/** The person and incident of a proceeding, from its first event (Form-I, or the s.26A report). */
export function trackCaseOf(kind: string, streamId: string, entries: readonly RecordedEntry[]): TrackCase | undefined {
  const first = entries[0]?.payload as Record<string, unknown> | undefined;
  if (!first) return undefined;
  if (kind === 'adjudication' && first['type'] === 'complaint-registered') {
    const c = (
      first['particulars'] as { contravener: Particulars & { contravention: { date: LocalDate; place: string } } }
    ).contravener;
    return {
      caseId: streamId,
      person: {
        name: c.name,
        parentName: c.parentName ?? '',
        address: typeof c.address === 'string' ? c.address : c.address.text,
      },
      incidentDate: c.contravention.date,
      place: c.contravention.place,
    };
  }
  if (kind === 'assam' && first['type'] === 'written-report-made') {
    const a = first['accused'] as Particulars & { phone?: string };
    const o = first['offence'] as { date: LocalDate; place: string };
    return {
      caseId: streamId,
      person: {
        name: a.name,
        parentName: a.parentName ?? '',
        address: typeof a.address === 'string' ? a.address : a.address.text,
        ...(a.phone ? { phone: a.phone } : {}),
      },
      incidentDate: o.date,
      place: o.place,
    };
  }
  return undefined;
}

export async function crossTrackFlagsFor(
  deps: CaseDeps,
  actor: Actor,
  streamId: string,
): Promise<readonly CrossTrackFlag[]> {
  const r = deps.store.read;
  const stream = await r.stream(streamId);
  if (!stream || (stream.kind !== 'adjudication' && stream.kind !== 'assam'))
    throw new AppError('CASE.UNKNOWN', 'No complaint case or Assam report has that id.', { field: 'caseId' });
  const office = await officeOrFail(r, stream.officeCode);
  authorize(
    actor,
    READ_POLICY['case:read'],
    resourceOf(office, stream.kind, await r.parties(stream.id)),
    `read ${stream.number}`,
  );
  const self = trackCaseOf(stream.kind, stream.id, await r.entries(stream.id));
  if (!self) return [];
  const other = stream.kind === 'adjudication' ? 'assam' : 'adjudication';
  const others: TrackCase[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 50; page++) {
    const p = await deps.store.cases.worklist({ officeCodes: [], districtCodes: [office.districtCode] }, cursor, 200);
    for (const s of p.items) {
      if (s.kind !== other) continue;
      const t = trackCaseOf(other, s.streamId, await r.entries(s.streamId));
      if (t && t.incidentDate === self.incidentDate) others.push(t);
    }
    if (!p.nextCursor) break;
    cursor = p.nextCursor;
  }
  const flags = stream.kind === 'adjudication' ? crossTrackFlags([self], others) : crossTrackFlags(others, [self]);
  for (const f of flags) {
    const id = stream.kind === 'adjudication' ? f.assamCaseId : f.adjudicationCaseId;
    await r.logPersonalDataRead(actor.accountId, id, 'cross-track flag (s.26 Assam / Rule 4(12))', deps.clock.now());
  }
  return flags;
}
