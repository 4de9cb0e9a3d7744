// Reading a proceeding: its summary, running clocks, parties and the whole order sheet; and the lists people need.
// Personal data is in the order sheet: every read of it by staff (not by a party) is logged.

import type { LocalDate } from '../../lib/local-date.ts';
import { daysBetween } from '../../lib/local-date.ts';
import type { JurisdictionId } from '../../rules/packs.ts';
import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { READ_POLICY } from '../policies/policies.ts';
import type {
  CaseSummaryRow,
  ClockRow,
  Page,
  PartyRole,
  RecordedEntry,
  StreamKind,
  StreamRef,
} from '../ports/store.ts';
import type { Actions } from '../steps/index.ts';
import { actionsFor } from '../steps/index.ts';
import { MACHINES } from '../machines.ts';
import type { CaseDeps } from './context.ts';
import { authorize, decideContext, officeOrFail, resourceOf } from './context.ts';
import { attachedDocumentIds, replayEntries } from './record.ts';
import type { CaseFacts } from './case-facts.ts';
import { caseFacts } from './case-facts.ts';
import { assameseSearchKey } from '../../lib/assam-terms.ts';

export interface CaseRecord {
  readonly stream: StreamRef;
  readonly summary: CaseSummaryRow;
  readonly clocks: readonly ClockRow[];
  readonly parties: readonly { readonly accountId: string; readonly role: PartyRole }[];
  readonly orderSheet: readonly RecordedEntry[];
  /** The appeals against this case, or the case this appeal is against. */
  readonly related: readonly { readonly id: string; readonly number: string; readonly kind: string }[];
  /** The jurisdiction of the office (its pack of dated values: e.g. the penalty ceiling, issue 13). */
  readonly jurisdiction?: JurisdictionId;
  /** The steps the reader may take today (the domain's decide() run on the case as it stands), and those the policy
   * grants them but the domain refuses today, with the reason. From the catalogue (src/app/steps). */
  readonly actions: Actions;
  /** The typed facts the pages show (the complaint, the hearing, the attempts, the defects, the order sheet). */
  readonly facts: CaseFacts;
}

export async function readCase(
  deps: CaseDeps,
  actor: Actor,
  ref: { id?: string; number?: string },
): Promise<CaseRecord> {
  const r = deps.store.read;
  const stream = ref.id ? await r.stream(ref.id) : ref.number ? await r.streamByNumber(ref.number) : undefined;
  if (!stream)
    throw new AppError('CASE.UNKNOWN', 'No proceeding has that id or number.', { field: ref.id ? 'caseId' : 'number' });
  const office = await officeOrFail(r, stream.officeCode);
  const parties = await r.parties(stream.id);
  const resource = resourceOf(office, stream.kind, parties);
  authorize(actor, READ_POLICY['case:read'], resource, `read ${stream.number}`);
  const isParty = parties.some((p) => p.accountId === actor.accountId);
  if (!isParty) await r.logPersonalDataRead(actor.accountId, stream.id, 'case record', deps.clock.now());
  const [summary, clocks, orderSheet, related] = await Promise.all([
    deps.store.cases.summary(stream.id),
    deps.store.cases.clocks(stream.id),
    r.entries(stream.id),
    deps.store.cases.related(stream),
  ]);
  if (!summary) throw new AppError('INTERNAL', `${stream.number} has no summary row.`);
  const ctx = { ...decideContext(office, deps.clock), attachedDocumentIds: attachedDocumentIds(orderSheet) };
  const state = replayEntries(MACHINES[stream.kind], orderSheet);
  const actions = actionsFor(stream.kind, state, actor, resource, ctx, {
    officeName: office.name,
    officeNameHi: office.nameHi,
    officeAddress: office.address,
    actorName: actor.name,
  });
  return {
    stream,
    summary,
    clocks,
    parties,
    orderSheet,
    related,
    jurisdiction: office.jurisdiction,
    actions,
    facts: caseFacts(stream.kind, state, orderSheet, office),
  };
}

/** A worklist row: the case's summary and, when its next due date has passed, by how many calendar days. */
export type WorklistItem = CaseSummaryRow & { readonly daysOverdue: number | null };

/** The longest search the worklist takes (a case number, or a party's name). */
export const SEARCH_MAX = 100;

/**
 * What an officer typed in the worklist's search box: a case number in any letter case and with any spacing
 * ("ctr/agr s/2026/12" is CTR/AGRS/2026/12; "2026/12" its last parts), and the words of a party's name. A query with a
 * "/" and a digit is a case number; any other query is a name, and a run of digits alone is both (the case's serial
 * number, or a name containing it). Undefined when nothing searchable was typed.
 */
export function parseSearch(q: string | undefined): { number?: string; words: string[] } | undefined {
  const text = (q ?? '').normalize('NFC').trim();
  if (text === '') return undefined;
  if (text.length > SEARCH_MAX) {
    throw new AppError(
      'VALIDATION.FAILED',
      `The search is at most ${SEARCH_MAX} characters: a case number or a party's name.`,
      { field: 'q' },
    );
  }
  const compact = text.replace(/\s+/g, '').toUpperCase();
  const isNumber =
    /^[A-Z0-9/-]+$/.test(compact) && /\d/.test(compact) && (compact.includes('/') || /^\d+$/.test(compact));
  // Split as 0085-worklist-search.sql splits the stored names: spaces and common punctuation only; folded as they are
  // (0251: Bengali র matches Assamese ৰ, ৱ matches ব).
  const words =
    isNumber && compact.includes('/')
      ? []
      : [
          ...new Set(
            assameseSearchKey(text)
              .split(/[\s,.;:'"()/\\-]+/)
              .filter((w) => w !== ''),
          ),
        ].slice(0, 8);
  const out = { ...(isNumber ? { number: compact.replace(/^\/+/, '') } : {}), words };
  return out.number || words.length > 0 ? out : undefined;
}

/** Calendar days since a due date that has passed (0 on the due date itself and after none). */
function daysOverdue(due: LocalDate | null, today: LocalDate): number | null {
  if (!due) return null;
  const d = daysBetween(due, today);
  return d > 0 ? d : null;
}

/**
 * The officer's worklist: open cases of their offices (AO) and districts (AA), nearest statutory due date first,
 * each with the days it is overdue (the Clock's today). With a search (`q`), the cases of the same scope, open or
 * closed, found by case number or party name.
 */
export async function worklist(
  deps: CaseDeps,
  actor: Actor,
  cursor: string | undefined,
  limit: number,
  filter: { stage?: string; kind?: StreamKind; q?: string } = {},
): Promise<Page<WorklistItem>> {
  const officeCodes = actor.grants.flatMap((g) =>
    g.role === 'adjudicating-officer' && g.officeCode ? [g.officeCode] : [],
  );
  const districtCodes = actor.grants.flatMap((g) =>
    g.role === 'appellate-authority' && g.districtCode ? [g.districtCode] : [],
  );
  if (officeCodes.length === 0 && districtCodes.length === 0) {
    throw new AppError('AUTH.FORBIDDEN', 'Only an adjudicating officer or an appellate authority has a worklist.');
  }
  const search = parseSearch(filter.q);
  const page = await deps.store.cases.worklist(
    {
      officeCodes,
      districtCodes,
      ...(filter.stage ? { stage: filter.stage } : {}),
      ...(filter.kind ? { kind: filter.kind } : {}),
      ...(search ? { search } : {}),
    },
    cursor,
    limit,
  );
  const today = deps.clock.today();
  return {
    ...page,
    items: page.items.map((s) => ({ ...s, daysOverdue: s.closedOn ? null : daysOverdue(s.nextDue, today) })),
  };
}

/** The proceedings the signed-in person is a party to. */
export async function myCases(
  deps: CaseDeps,
  actor: Actor,
  cursor: string | undefined,
  limit: number,
): Promise<Page<CaseSummaryRow & { partyRole: PartyRole }>> {
  return deps.store.cases.casesOfAccount(actor.accountId, cursor, limit);
}
