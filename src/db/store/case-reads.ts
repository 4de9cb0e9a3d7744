// The Store port's reads of cases: a summary and its clocks, the worklist, related proceedings, an account's cases.

import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import type { CaseReads, CaseSummaryRow, PartyRole, StreamKind } from '../../app/ports/store.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import type { CaseSummaryTable, Database } from '../schema.ts';

type SummaryRow = Selectable<CaseSummaryTable>;

function summaryRow(r: SummaryRow): CaseSummaryRow {
  return {
    streamId: r.stream_id,
    kind: r.kind as StreamKind,
    number: r.number,
    officeCode: r.office_code,
    districtCode: r.district_code,
    stage: r.stage,
    status: r.status,
    receivedOn: r.received_on as LocalDate,
    closedOn: r.closed_on as LocalDate | null,
    nextDue: r.next_due as LocalDate | null,
    nextClock: r.next_clock,
    nextActor: r.next_actor,
    version: Number(r.version),
  };
}

const encodeCursor = (parts: readonly (string | null)[]): string =>
  Buffer.from(JSON.stringify(parts)).toString('base64url');
function decodeCursor(c: string | undefined, n: number): (string | null)[] | undefined {
  if (!c) return undefined;
  try {
    const v = JSON.parse(Buffer.from(c, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(v) && v.length === n && v.every((x) => x === null || typeof x === 'string'))
      return v as (string | null)[];
  } catch {
    // fall through
  }
  throw new CursorError('The cursor is not one this server gave out; start again without it.');
}

export class CursorError extends Error {}

const FAR_FUTURE = '9999-12-31';

export function caseReads(db: Kysely<Database>): CaseReads {
  return {
    async summary(streamId) {
      const r = await db.selectFrom('case_summary').selectAll().where('stream_id', '=', streamId).executeTakeFirst();
      return r ? summaryRow(r) : undefined;
    },
    async clocks(streamId) {
      const rows = await db
        .selectFrom('case_clock')
        .selectAll()
        .where('stream_id', '=', streamId)
        .orderBy('due')
        .execute();
      return rows.map((c) => ({
        clock: c.clock,
        due: c.due as LocalDate,
        nominalDue: c.nominal_due as LocalDate,
        actor: c.actor,
        duty: c.duty,
        explanation: c.explanation,
      }));
    },
    async worklist(scope, cursor, limit) {
      if (scope.officeCodes.length === 0 && scope.districtCodes.length === 0) return { items: [] };
      const after = decodeCursor(cursor, 2);
      // Nearest due first; cases with no running clock sort last (coalesce to a far date), ties by stream id.
      const due = sql<string>`coalesce(next_due, date '9999-12-31')`;
      let qb = db.selectFrom('case_summary').selectAll();
      // The worklist is the open cases; a search finds closed ones too (an officer looks up a case decided last year).
      const search = scope.search;
      if (!search) qb = qb.where('closed_on', 'is', null);
      else {
        const { number, words } = search;
        const esc = (w: string): string => w.replace(/[\\%_]/g, (m) => `\\${m}`);
        qb = qb.where((eb) =>
          eb.or([
            ...(number ? [eb('number', '=', number), eb('number', 'like', `%/${esc(number)}`)] : []),
            ...(words.length > 0
              ? [
                  eb.and(
                    words.map((w) =>
                      eb(
                        'stream_id',
                        'in',
                        eb
                          .selectFrom('case_party_word')
                          .select('case_party_word.stream_id')
                          .where('word', 'like', `${esc(w)}%`),
                      ),
                    ),
                  ),
                ]
              : []),
            ...(!number && words.length === 0 ? [sql<boolean>`false`] : []),
          ]),
        );
      }
      qb = qb.where((eb) =>
        eb.or([
          ...(scope.officeCodes.length ? [eb('office_code', 'in', [...scope.officeCodes])] : []),
          ...(scope.districtCodes.length ? [eb('district_code', 'in', [...scope.districtCodes])] : []),
        ]),
      );
      if (scope.stage) qb = qb.where('stage', '=', scope.stage);
      if (scope.kind) qb = qb.where('kind', '=', scope.kind);
      if (after) qb = qb.where(sql<boolean>`(${due}, stream_id) > (${after[0]}::date, ${after[1]}::uuid)`);
      const rows = await qb
        .orderBy(due)
        .orderBy('stream_id')
        .limit(limit + 1)
        .execute();
      const items = rows.slice(0, limit).map(summaryRow);
      const last = items[items.length - 1];
      return rows.length > limit && last
        ? { items, nextCursor: encodeCursor([last.nextDue ?? FAR_FUTURE, last.streamId]) }
        : { items };
    },
    async related(stream) {
      const rows = await db
        .selectFrom('stream')
        .select(['id', 'number', 'kind'])
        .where((eb) =>
          eb.or([eb('parent_id', '=', stream.id), ...(stream.parentId ? [eb('id', '=', stream.parentId)] : [])]),
        )
        .orderBy('created_at')
        .execute();
      return rows;
    },
    async casesOfAccount(accountId, cursor, limit) {
      const after = decodeCursor(cursor, 2);
      let qb = db
        .selectFrom('case_party')
        .innerJoin('case_summary', 'case_summary.stream_id', 'case_party.stream_id')
        .selectAll('case_summary')
        .select('case_party.role as party_role')
        .where('case_party.account_id', '=', accountId);
      if (after)
        qb = qb.where(
          sql<boolean>`(case_summary.received_on, case_summary.stream_id) < (${after[0]}::date, ${after[1]}::uuid)`,
        );
      const rows = await qb
        .orderBy('case_summary.received_on', 'desc')
        .orderBy('case_summary.stream_id', 'desc')
        .limit(limit + 1)
        .execute();
      const items = rows.slice(0, limit).map((r) => ({ ...summaryRow(r), partyRole: r.party_role as PartyRole }));
      const last = items[items.length - 1];
      return rows.length > limit && last
        ? { items, nextCursor: encodeCursor([last.receivedOn, last.streamId]) }
        : { items };
    },
  };
}
