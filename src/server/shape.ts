// Response bodies built from the use cases' results: provision ids get their labels ("Rule 4(1)") beside them.

import type { CaseRecord } from '../app/cases/read-case.ts';
import type { CaseView } from '../app/cases/view.ts';
import { AppError } from '../app/errors.ts';
import type { CaseSummaryRow, ClockRow, StreamKind } from '../app/ports/store.ts';
import type { Services } from '../app/services.ts';
import { basisLabels } from './problem.ts';

/** Keys in a fixed order: a replayed response (stored as jsonb, whose key order differs) is byte-for-byte the first. */
export function viewBody(v: CaseView): unknown {
  return {
    id: v.id,
    number: v.number,
    kind: v.kind,
    version: v.version,
    events: v.events.map((e) => ({
      seq: e.seq,
      type: e.type,
      on: e.on,
      basis: [...e.basis],
      basisLabels: basisLabels(e.basis),
      hash: e.hash,
      ...(e.notices ? { notices: e.notices.map((n) => ({ code: n.code, en: n.en, hi: n.hi })) } : {}),
    })),
  };
}

export function summaryBody(s: CaseSummaryRow): Record<string, unknown> {
  return {
    id: s.streamId,
    kind: s.kind,
    number: s.number,
    officeCode: s.officeCode,
    districtCode: s.districtCode,
    stage: s.stage,
    status: s.status,
    receivedOn: s.receivedOn,
    closedOn: s.closedOn,
    nextDue: s.nextDue,
    nextClock: s.nextClock,
    nextActor: s.nextActor,
    version: s.version,
  };
}

function clockBody(c: ClockRow): unknown {
  const x = (c.explanation ?? {}) as { title?: string; basis?: string[]; steps?: string[] };
  const basis = x.basis ?? [];
  return {
    clock: c.clock,
    title: x.title ?? c.clock,
    due: c.due,
    nominalDue: c.nominalDue,
    actor: c.actor,
    duty: c.duty,
    basis,
    basisLabels: basisLabels(basis),
    explanation: x.steps ?? [],
  };
}

export function recordBody(r: CaseRecord): Record<string, unknown> {
  return {
    summary: summaryBody(r.summary),
    clocks: r.clocks.map(clockBody),
    parties: r.parties.map((p) => ({ accountId: p.accountId, role: p.role })),
    orderSheet: r.orderSheet.map((e) => ({
      seq: e.seq,
      type: e.type,
      on: e.onDate,
      basis: e.basis,
      basisLabels: basisLabels(e.basis),
      actorRole: e.actorRole,
      recordedAt: new Date(e.recordedAt).toISOString(),
      hash: e.hash,
      payload: e.payload,
    })),
    related: r.related.map((x) => ({ id: x.id, number: x.number, kind: x.kind })),
    availableActions: r.actions.available.map((a) => ({
      command: a.command,
      label: a.label,
      help: a.help,
      provisions: a.provisions,
      provisionLabels: basisLabels(a.provisions),
      defaults: a.defaults,
    })),
    blockedActions: r.actions.blocked.map((a) => ({
      command: a.command,
      label: a.label,
      code: a.code,
      reason: a.reason,
      provisions: a.provisions,
      provisionLabels: basisLabels(a.provisions),
    })),
  };
}

const NOUN: Readonly<Record<StreamKind, string>> = {
  adjudication: 'complaint case',
  appeal: 'appeal',
  assam: 'Assam s.26 report',
};

/** 404 unless the id names a proceeding of this kind (a case id on an appeal route is not found, not misapplied). */
export async function requireKind(services: Services, id: string, kind: StreamKind, field: string): Promise<void> {
  const s = await services.store.read.stream(id);
  if (!s || s.kind !== kind) throw new AppError('CASE.UNKNOWN', `No ${NOUN[kind]} has the id ${id}.`, { field });
}
