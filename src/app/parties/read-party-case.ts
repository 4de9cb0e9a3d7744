// Reading a proceeding as one of its parties (issue 15): the record (readCase authorizes and logs), and the typed view
// the party's case page renders: where it stands, what is next for this person, the documents, the order's terms,
// the hearing, the reply they may give, and the order sheet in plain words. Staff who open the page get the same
// view without a party's role (no "next for you").

import type { AdjudicationState } from '../../domain/adjudication/index.ts';
import type { AppealState } from '../../domain/appeal/index.ts';
import type { Actor } from '../actor.ts';
import type { CaseDeps } from '../cases/context.ts';
import { decideContext, officeOrFail } from '../cases/context.ts';
import type { CaseRecord } from '../cases/read-case.ts';
import { readCase } from '../cases/read-case.ts';
import { replayEntries } from '../cases/record.ts';
import { MACHINES } from '../machines.ts';
import type { PartyRole } from '../ports/store.ts';
import {
  adjudicationHearing,
  adjudicationNext,
  adjudicationOrder,
  adjudicationStanding,
  replyState,
} from './adjudication-view.ts';
import type { MayTake } from './adjudication-view.ts';
import {
  appealHearing,
  appealNext,
  appealOrder,
  appealReading,
  appealReplyState,
  appealStanding,
} from './appeal-view.ts';
import { documentsView } from './documents-view.ts';
import { adjudicationService, appealService } from './service-view.ts';
import { plainOrderSheet } from './order-sheet-view.ts';
import type { AppealOfCase } from './stands-view.ts';
import { adjudicationRecord, appealRecord, governingAppeal, standsNow } from './stands-view.ts';
import type { PartyCaseView, Standing } from './types.ts';

/** The role that speaks for the person on this proceeding (a person may hold two: complainant and representative). */
const PRIORITY: readonly PartyRole[] = [
  'respondent',
  'appeal-respondent',
  'appellant',
  'complainant',
  'authorised-officer',
  'representative',
];

export function roleOf(r: Pick<CaseRecord, 'parties'>, accountId: string): PartyRole | undefined {
  const mine = r.parties.filter((p) => p.accountId === accountId).map((p) => p.role);
  return PRIORITY.find((x) => mine.includes(x));
}

export async function readPartyCase(
  deps: CaseDeps,
  actor: Actor,
  id: string,
): Promise<{ record: CaseRecord; view: PartyCaseView }> {
  const record = await readCase(deps, actor, { id });
  const office = await officeOrFail(deps.store.read, record.stream.officeCode);
  const ctx = decideContext(office, deps.clock);
  const role = roleOf(record, actor.accountId);
  const machine = MACHINES[record.stream.kind];
  const state = replayEntries(machine, record.orderSheet);
  // The party's own steps open today: the catalogue's dry run of decide() for this person (readCase's actions).
  const may: MayTake = (command) =>
    record.actions.available.some((a) => a.command === command && a.surface === 'party');
  const base = {
    id: record.stream.id,
    number: record.stream.number,
    kind: record.stream.kind,
    version: record.stream.version,
    documents: documentsView(record.stream.kind, record.orderSheet),
    orderSheet: plainOrderSheet(record.orderSheet),
    related: record.related,
    ...(role ? { role } : {}),
  };
  if (record.stream.kind === 'adjudication') {
    const s = state as AdjudicationState;
    // Issue 30: the appeals against the order bear on what stands now (their outcome, the penalty's new last day).
    const appeals: AppealOfCase[] = [];
    for (const x of record.related.filter((r) => r.kind === 'appeal')) {
      const entries = await deps.store.read.entries(x.id);
      appeals.push({ id: x.id, number: x.number, state: replayEntries(MACHINES.appeal, entries) as AppealState });
    }
    const asOrdered = adjudicationOrder(s, office, ctx);
    const order = asOrdered ? standsNow(asOrdered, s, appeals, office, ctx) : undefined;
    // After the order the hearing is history (the record shows it); the block of the hearing to attend goes.
    const hearing = s.order ? undefined : adjudicationHearing(s, office);
    const reply = role === 'respondent' ? replyState(s, ctx, may) : undefined;
    const service = adjudicationService(s, role);
    return {
      record,
      view: {
        ...base,
        ...(service ? { service } : {}),
        standing: caseBelowStanding(s, appeals),
        record: adjudicationRecord(s, appeals),
        next: role ? adjudicationNext(s, role, ctx, order, may) : [],
        ...(order ? { order } : {}),
        ...(hearing ? { hearing } : {}),
        ...(reply ? { reply } : {}),
      },
    };
  }
  if (record.stream.kind === 'appeal') {
    const s = state as AppealState;
    // The penalty is deposited in the case below (its office keeps the money book's demand).
    const parent = record.stream.parentId ? await deps.store.read.stream(record.stream.parentId) : undefined;
    const parentOffice = parent ? await officeOrFail(deps.store.read, parent.officeCode) : office;
    const parentParties = parent ? await deps.store.read.parties(parent.id) : [];
    const parentState = parent
      ? (replayEntries(MACHINES.adjudication, await deps.store.read.entries(parent.id)) as AdjudicationState)
      : undefined;
    const deposited = (parentState?.deposits ?? []).reduce((a, d) => a + d.amountPaise, 0);
    const isContravener = parentParties.some((p) => p.accountId === actor.accountId && p.role === 'respondent');
    const order = appealOrder(s, parentOffice, ctx, deposited);
    const scheduled = [...record.orderSheet].reverse().find((e) => e.type === 'appeal.hearing-scheduled');
    const { venueOrLink: venue, time } = (scheduled?.payload ?? {}) as { venueOrLink?: unknown; time?: unknown };
    const hearing = appealHearing(
      s,
      typeof venue === 'string' ? venue : undefined,
      office,
      typeof time === 'string' ? time : undefined,
    );
    const reply = role === 'appeal-respondent' ? appealReplyState(s, ctx, may) : undefined;
    const service = appealService(s, role);
    return {
      record,
      view: {
        ...base,
        ...(service ? { service } : {}),
        standing: appealStanding(s),
        record: appealRecord(s, { id: record.stream.id, number: record.stream.number }),
        next: role ? appealNext(s, role, ctx, order, isContravener, may) : [],
        ...(order ? { order } : {}),
        ...(hearing ? { hearing } : {}),
        ...(reply ? { reply } : {}),
        appeal: appealReading(s, parent ? { id: parent.id, number: parent.number } : undefined),
      },
    };
  }
  return {
    record,
    view: { ...base, standing: { key: 'complaint-received', on: record.summary.receivedOn }, next: [] },
  };
}

/** Where the case below stands once an appeal is made against its order (issue 30), unless referred for recovery. */
function caseBelowStanding(s: AdjudicationState, appeals: readonly AppealOfCase[]): Standing {
  const own = adjudicationStanding(s);
  const a = governingAppeal(appeals);
  if (!a || own.key === 'recovery' || a.state.stage === 'refused') return own;
  const d = a.state.decision;
  if (d) return { key: 'order-appeal-decided', on: d.on, outcome: d.outcome, number: a.number };
  return { key: 'order-appealed', number: a.number, ...(a.state.filing?.on ? { on: a.state.filing.on } : {}) };
}
