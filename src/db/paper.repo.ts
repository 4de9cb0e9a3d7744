// Parties entered on paper, their claim codes (digests) and claim attempts: the PaperRepo port over the tables of
// 0047-paper-parties.sql.

import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';

import type { PaperParty, PaperRepo, PaperRole } from '../app/parties/ports.ts';
import type { Database } from './schema.ts';

interface Row {
  id: string;
  stream_id: string;
  role: PaperRole;
  name: string;
  address: string;
  phone: string | null;
  lang: 'en' | 'hi';
  entered_at: Date;
  claimed_at: Date | null;
}
const partyOf = (r: Row): PaperParty => ({
  id: r.id,
  streamId: r.stream_id,
  role: r.role,
  name: r.name,
  address: r.address,
  phone: r.phone,
  lang: r.lang,
  enteredAt: new Date(r.entered_at),
  claimedAt: r.claimed_at ? new Date(r.claimed_at) : null,
});
const COLS = sql`id, stream_id, role, name, address, phone, lang, entered_at, claimed_at`;

export function createPaperRepo(db: Kysely<Database>): PaperRepo {
  return {
    async insert(p) {
      const r = await sql<{ id: string }>`
        insert into paper_party (stream_id, role, name, address, phone, lang, entered_by, entered_at)
        values (${p.streamId}::uuid, ${p.role}, ${p.name}, ${p.address}, ${p.phone}, ${p.lang}, ${p.enteredBy}::uuid, ${p.enteredAt})
        returning id`.execute(db);
      return r.rows[0]!.id;
    },

    async ofStream(streamId) {
      const r =
        await sql<Row>`select ${COLS} from paper_party where stream_id = ${streamId}::uuid order by entered_at, id`.execute(
          db,
        );
      return r.rows.map(partyOf);
    },

    async byId(id) {
      const r = await sql<Row>`select ${COLS} from paper_party where id = ${id}::uuid`.execute(db);
      return r.rows[0] ? partyOf(r.rows[0]) : undefined;
    },

    async addCode(partyId, codeHash, documentId, at) {
      await sql`insert into paper_claim_code (code_hash, party_id, document_id, issued_at) values (${codeHash}, ${partyId}::uuid, ${documentId}::uuid, ${at})`.execute(
        db,
      );
    },

    async partyByCode(streamId, codeHash) {
      const r = await sql<Row>`
        select p.id, p.stream_id, p.role, p.name, p.address, p.phone, p.lang, p.entered_at, p.claimed_at
        from paper_claim_code c join paper_party p on p.id = c.party_id
        where c.code_hash = ${codeHash} and p.stream_id = ${streamId}::uuid and p.claimed_at is null`.execute(db);
      return r.rows[0] ? partyOf(r.rows[0]) : undefined;
    },

    async claimInto(partyId, accountId, at) {
      const run = async (q: Transaction<Database>): Promise<boolean> => {
        const r = await sql<{ stream_id: string; role: string }>`
          update paper_party set claimed_by = ${accountId}::uuid, claimed_at = ${at}
          where id = ${partyId}::uuid and claimed_at is null returning stream_id, role`.execute(q);
        const row = r.rows[0];
        if (!row) return false;
        await sql`insert into case_party (stream_id, account_id, role) values (${row.stream_id}::uuid, ${accountId}::uuid, ${row.role}) on conflict do nothing`.execute(
          q,
        );
        return true;
      };
      return db.transaction().execute(run);
    },

    async recordAttempt(a) {
      await sql`insert into claim_attempt (account_id, client_address, at, success) values (${a.accountId}::uuid, ${a.clientAddress}, ${a.at}, ${a.success})`.execute(
        db,
      );
    },

    async withPhone(streamIds) {
      if (streamIds.length === 0) return [];
      const r = await sql<Row>`
        select ${COLS} from paper_party
        where stream_id = any(${[...streamIds]}::uuid[]) and phone is not null and claimed_at is null order by stream_id, id`.execute(
        db,
      );
      return r.rows.map(partyOf);
    },
  };
}
