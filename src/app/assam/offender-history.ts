// Section 26 (Assam), first or subsequent offence: the portal's own records of earlier convictions, by person. Every
// other Assam report's accused, with the convictions recorded in it (the court's judgment), becomes one person of the
// history; src/domain/assam/offender-match.ts compares each with the accused and proposes, and the officer confirms
// or rejects each possible match when recording the judgment. Reading the history for a case is logged as a
// personal-data read of each case whose person may be the accused.

import type { HistoryPerson, MatchCandidate } from '../../domain/assam/offender-match.ts';
import { proposeOffenceClass } from '../../domain/assam/offender-match.ts';
import type { Accused } from '../../domain/assam/commands.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { Actor } from '../actor.ts';
import type { CaseDeps } from '../cases/context.ts';
import { authorize, officeOrFail, resourceOf } from '../cases/context.ts';
import { AppError } from '../errors.ts';
import type { StoreTx } from '../ports/store.ts';
import { READ_POLICY } from '../policies/policies.ts';

/** Builds the history from the other Assam reports: one person per accused person id, with their convictions. */
export async function offenderHistory(tx: StoreTx, streamId: string): Promise<HistoryPerson[]> {
  const rows = await tx.assamRecords(streamId);
  const byStream = new Map<
    string,
    {
      number: string;
      accused?: Accused;
      caseNumber?: string;
      convictions: { caseNumber: string; convictionDate: LocalDate }[];
    }
  >();
  for (const r of rows) {
    const s = byStream.get(r.streamId) ?? { number: r.number, convictions: [] };
    const p = r.payload as { accused?: Accused; caseNumber?: string; judgment?: { caseNumber?: string } };
    if (r.type === 'written-report-made' && p.accused) s.accused = p.accused;
    if (r.type === 'cognizance-taken' && p.caseNumber) s.caseNumber = p.caseNumber;
    if (r.type === 'accused-convicted')
      s.convictions.push({
        caseNumber: `${p.judgment?.caseNumber ?? s.caseNumber ?? s.number} (${s.number})`,
        convictionDate: r.onDate,
      });
    byStream.set(r.streamId, s);
  }
  const people = new Map<string, HistoryPerson>();
  for (const s of byStream.values()) {
    if (!s.accused || s.convictions.length === 0) continue;
    const id = s.accused.personId;
    const old = people.get(id);
    const convictions = s.convictions.map((c) => ({ ...c, under: 's26' as const }));
    people.set(
      id,
      old
        ? { ...old, convictions: [...old.convictions, ...convictions] }
        : {
            personId: id,
            particulars: { name: s.accused.name, parentName: s.accused.parentName, address: s.accused.address },
            convictions,
          },
    );
  }
  return [...people.values()];
}

export interface OffenderHistoryView {
  readonly accused: { readonly personId: string; readonly name: string };
  readonly offenceDate: LocalDate;
  /** Every person of the history who may be the accused (strong or weak), for the officer to confirm or reject. */
  readonly candidates: readonly (MatchCandidate & { readonly convictions: HistoryPerson['convictions'] })[];
  /** The proposal if the officer confirmed every strong match and rejected every weak one; the officer decides each. */
  readonly proposal: {
    readonly value: 'first' | 'subsequent';
    readonly basis: readonly ProvisionId[];
    readonly steps: readonly string[];
  };
}

/** The offender history of an Assam report's accused, as the officer's page and the API show it. */
export async function offenderHistoryFor(deps: CaseDeps, actor: Actor, streamId: string): Promise<OffenderHistoryView> {
  const r = deps.store.read;
  const stream = await r.stream(streamId);
  if (!stream || stream.kind !== 'assam')
    throw new AppError('CASE.UNKNOWN', 'No Assam report has that id.', { field: 'reportId' });
  const office = await officeOrFail(r, stream.officeCode);
  authorize(
    actor,
    READ_POLICY['case:read'],
    resourceOf(office, stream.kind, await r.parties(stream.id)),
    `read ${stream.number}`,
  );
  const report = (await r.entries(stream.id)).find((e) => e.type === 'written-report-made')?.payload as
    { accused: Accused; offence: { date: LocalDate } } | undefined;
  if (!report) throw new AppError('CASE.UNKNOWN', 'The report has no written report on record.', { field: 'reportId' });
  const history = await offenderHistory(r, stream.id);
  const draft = proposeOffenceClass(report.accused, report.offence.date, history, []);
  const candidates = draft.proposal.candidates
    .map((c, i) => ({ ...c, convictions: history[i]!.convictions }))
    .filter((c) => c.strength !== 'none');
  const strong = candidates.filter((c) => c.strength === 'strong').map((c) => c.personId);
  const proposal = proposeOffenceClass(report.accused, report.offence.date, history, strong);
  for (const c of candidates) {
    await r.logPersonalDataRead(
      actor.accountId,
      stream.id,
      `offender history (s.26 Assam): ${c.personId}`,
      deps.clock.now(),
    );
  }
  return {
    accused: { personId: report.accused.personId, name: report.accused.name },
    offenceDate: report.offence.date,
    candidates,
    proposal: { value: proposal.value, basis: proposal.basis, steps: proposal.steps },
  };
}
