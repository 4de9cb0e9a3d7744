// What the deadline watcher raised, shown to the people who must act (issue 6): the worklist proposals of an
// adjudicating officer's office (reply period over: proceed ex parte, Rule 4(7); deposit period over: refer for
// recovery, Rule 4(14); six months near: extend, Rule 6) and of an appellate authority's district (rectification
// period over: refuse registration, Rule 7(6)), and the escalations of the authority's own lapses to the District
// Magistrate (notice not issued in 15 days, Rule 4(1); six months near or over, Rules 5 and 6).
//
// "Open" is not stored: a proposal or escalation rests on one running clock (its stream, clock and due date), and it
// is open while that clock still runs with that due date in the case's projection (case_clock). When the case moves on
// (the officer proceeded ex parte, the reply arrived, the deposit was made, the notice was issued, the period was
// extended) the projection drops or re-dates the clock and the entry is no longer open. deadline_action keeps the
// history; the clocks are the one source of truth for what is still to be done.
//
// Scope follows READ_POLICY['worklist:read']: an adjudicating officer sees the proposals addressed to the officer of
// their offices; an appellate authority (the District Magistrate) the proposals addressed to the appellate authority
// and the escalations of their districts; nobody else sees any.

import type { Clock } from '../../../lib/clock.ts';
import type { LocalDate } from '../../../lib/local-date.ts';
import type { ProvisionId } from '../../../rules/provisions.ts';
import { isProvisionId } from '../../../rules/provisions.ts';
import type { Actor } from '../../actor.ts';
import { AppError } from '../../errors.ts';

export type DeadlineActionKind = 'proposal' | 'escalation';

/** A proposal or escalation as read, with whether its clock still runs. */
export interface DeadlineActionView {
  readonly streamId: string;
  readonly caseNumber: string;
  readonly streamKind: string;
  readonly clock: string;
  readonly due: LocalDate;
  readonly action: string;
  readonly kind: DeadlineActionKind;
  readonly audience: string;
  readonly officeCode: string;
  readonly districtCode: string;
  readonly basis: readonly ProvisionId[];
  readonly raisedOn: LocalDate;
  /** The clock it rests on still runs with the same due date (derived from case_clock, never stored). */
  readonly open: boolean;
}

export interface DeadlineActionFilter {
  /** Entries addressed to the adjudicating officer of these offices. */
  readonly officerOffices: readonly string[];
  /** Entries addressed to the appellate authority or the District Magistrate of these districts. */
  readonly authorityDistricts: readonly string[];
  readonly kinds: readonly DeadlineActionKind[];
  readonly streamIds?: readonly string[];
  readonly openOnly: boolean;
  readonly limit: number;
  /** Rows to pass over first (the pages of the District Magistrate's escalations). */
  readonly offset?: number;
}

/** A row as stored: the basis as text. */
export type DeadlineActionRow = Omit<DeadlineActionView, 'basis'> & { readonly basis: readonly string[] };

/** The read port (src/db/deadline-actions.repo.ts). */
export interface DeadlineActionReads {
  /** Newest raised first, then the earliest last day, then the case number as numbers (year, serial); `open` computed against the case's running clocks. */
  actions(f: DeadlineActionFilter): Promise<DeadlineActionRow[]>;
}

export interface DeadlineActionDeps {
  readonly reads: DeadlineActionReads;
  readonly clock: Clock;
}

/** Who addresses whom: the audiences an actor answers for, by grant (READ_POLICY['worklist:read']: AO office, AA district). */
export function scopeOf(actor: Actor): { officerOffices: string[]; authorityDistricts: string[] } {
  return {
    officerOffices: actor.grants.flatMap((g) =>
      g.role === 'adjudicating-officer' && g.officeCode ? [g.officeCode] : [],
    ),
    authorityDistricts: actor.grants.flatMap((g) =>
      g.role === 'appellate-authority' && g.districtCode ? [g.districtCode] : [],
    ),
  };
}

const MAX = 500;

async function list(
  deps: DeadlineActionDeps,
  actor: Actor,
  o: {
    kinds: readonly DeadlineActionKind[];
    streamIds?: readonly string[];
    openOnly: boolean;
    limit?: number;
    offset?: number;
  },
  what: string,
): Promise<DeadlineActionView[]> {
  const scope = scopeOf(actor);
  if (scope.officerOffices.length === 0 && scope.authorityDistricts.length === 0) {
    throw new AppError(
      'AUTH.FORBIDDEN',
      `You may not see ${what}. Only an adjudicating officer (their offices) or an appellate authority (their districts) may.`,
    );
  }
  if (o.streamIds && o.streamIds.length === 0) return [];
  const rows = await deps.reads.actions({
    ...scope,
    kinds: o.kinds,
    openOnly: o.openOnly,
    limit: Math.max(1, Math.min(MAX, o.limit ?? MAX)),
    ...(o.streamIds ? { streamIds: o.streamIds } : {}),
    ...(o.offset ? { offset: Math.max(0, Math.floor(o.offset)) } : {}),
  });
  return rows.map((r) => ({ ...r, basis: r.basis.filter(isProvisionId) }));
}

/**
 * The open proposals for the actor (the worklist's "Proposal: proceed ex parte? Rule 4(7)"), optionally for some
 * cases only (a worklist page, a case page). A proposal closes by itself when its clock stops or is re-dated.
 */
export function openProposals(
  deps: DeadlineActionDeps,
  actor: Actor,
  o: { streamIds?: readonly string[]; limit?: number } = {},
): Promise<DeadlineActionView[]> {
  return list(deps, actor, { kinds: ['proposal'], openOnly: true, ...o }, "the deadline watcher's proposals");
}

/**
 * The escalations to the District Magistrate of the actor's districts, newest first, each marked open (still not
 * done) or not; only an appellate authority has them.
 */
export async function escalations(
  deps: DeadlineActionDeps,
  actor: Actor,
  o: { openOnly?: boolean; streamIds?: readonly string[]; limit?: number; offset?: number } = {},
): Promise<DeadlineActionView[]> {
  const scope = scopeOf(actor);
  if (scope.authorityDistricts.length === 0) {
    throw new AppError(
      'AUTH.FORBIDDEN',
      'You may not see the escalations of a district. Only the appellate authority (District Magistrate) of the district may.',
    );
  }
  return list(
    deps,
    { ...actor, grants: actor.grants.filter((g) => g.role === 'appellate-authority') },
    {
      kinds: ['escalation'],
      openOnly: o.openOnly ?? false,
      ...(o.streamIds ? { streamIds: o.streamIds } : {}),
      ...(o.limit ? { limit: o.limit } : {}),
      ...(o.offset ? { offset: o.offset } : {}),
    },
    'the escalations',
  );
}

/** The escalations as pages (1 = the first), `size` each, with whether a further page exists. */
export async function escalationPage(
  deps: DeadlineActionDeps,
  actor: Actor,
  o: { page: number; size: number; openOnly?: boolean },
): Promise<{ items: DeadlineActionView[]; page: number; hasMore: boolean }> {
  const size = Math.max(1, Math.min(100, Math.floor(o.size)));
  const page = Math.max(1, Math.floor(o.page));
  const rows = await escalations(deps, actor, {
    openOnly: o.openOnly ?? false,
    limit: size + 1,
    offset: (page - 1) * size,
  });
  return { items: rows.slice(0, size), page, hasMore: rows.length > size };
}
