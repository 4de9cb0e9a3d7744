// Parties entered on paper, their claim codes (digests) and claim attempts: the PaperRepo port over the tables of
// 0047-paper-parties.sql.

import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';

import type { AssistedConsent, PaperClaim, PaperParty, PaperRepo, PaperRole } from '../app/ports/parties.ts';
import type { PaperClaimTx } from '../app/ports/store.ts';
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
        where c.code_hash = ${codeHash} and c.voided_at is null and p.stream_id = ${streamId}::uuid and p.claimed_at is null`.execute(
        db,
      );
      return r.rows[0] ? partyOf(r.rows[0]) : undefined;
    },

    async recordClaim(c) {
      const r = await sql<{ id: string }>`
        insert into paper_claim (party_id, account_id, at, given_name, given_address, status, reasons)
        values (${c.partyId}::uuid, ${c.accountId}::uuid, ${c.at}, ${c.givenName}, ${c.givenAddress}, ${c.status}, ${c.reasons ?? null})
        returning id`.execute(db);
      return r.rows[0]!.id;
    },

    async claimsOf(streamId) {
      const r = await sql<{
        id: string;
        party_id: string;
        role: PaperRole;
        party_name: string;
        party_address: string;
        account_id: string;
        account_name: string;
        at: Date;
        given_name: string;
        given_address: string | null;
        status: PaperClaim['status'];
        decided_at: Date | null;
        decided_by_name: string | null;
        reasons: string | null;
      }>`
        select c.id, c.party_id, p.role, p.name as party_name, p.address as party_address, c.account_id,
          a.name as account_name, c.at, c.given_name, c.given_address, c.status, c.decided_at,
          d.name as decided_by_name, c.reasons
        from paper_claim c join paper_party p on p.id = c.party_id join account a on a.id = c.account_id
        left join account d on d.id = c.decided_by
        where p.stream_id = ${streamId}::uuid order by c.at, c.id`.execute(db);
      return r.rows.map((x) => ({
        id: x.id,
        partyId: x.party_id,
        role: x.role,
        partyName: x.party_name,
        partyAddress: x.party_address,
        accountId: x.account_id,
        accountName: x.account_name,
        at: new Date(x.at),
        givenName: x.given_name,
        givenAddress: x.given_address,
        status: x.status,
        decidedAt: x.decided_at ? new Date(x.decided_at) : null,
        decidedByName: x.decided_by_name,
        reasons: x.reasons,
      }));
    },

    async voidCodes(partyId, at) {
      await sql`update paper_claim_code set voided_at = ${at} where party_id = ${partyId}::uuid and voided_at is null`.execute(
        db,
      );
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

    async addConsent(c) {
      const r = await sql<{ id: string }>`
        insert into assisted_consent (stream_id, party_id, operator_id, document_id, recorded_by, recorded_at)
        values (${c.streamId}::uuid, ${c.partyId}::uuid, ${c.operatorId}::uuid, ${c.documentId}::uuid, ${c.recordedBy}::uuid, ${c.at})
        returning id`.execute(db);
      return r.rows[0]!.id;
    },

    async consentsOf(streamId) {
      const r = await sql<{
        id: string;
        stream_id: string;
        party_id: string;
        role: PaperRole;
        party_name: string;
        operator_id: string;
        operator_name: string;
        document_id: string;
        recorded_at: Date;
        withdrawn_at: Date | null;
      }>`
        select c.id, c.stream_id, c.party_id, p.role, p.name as party_name, c.operator_id, a.name as operator_name,
          c.document_id, c.recorded_at, c.withdrawn_at
        from assisted_consent c join paper_party p on p.id = c.party_id join account a on a.id = c.operator_id
        where c.stream_id = ${streamId}::uuid order by c.recorded_at, c.id`.execute(db);
      return r.rows.map((x): AssistedConsent => ({
        id: x.id,
        streamId: x.stream_id,
        partyId: x.party_id,
        partyRole: x.role,
        partyName: x.party_name,
        operatorId: x.operator_id,
        operatorName: x.operator_name,
        documentId: x.document_id,
        recordedAt: new Date(x.recorded_at),
        withdrawnAt: x.withdrawn_at ? new Date(x.withdrawn_at) : null,
      }));
    },

    async withdrawConsent(consentId, streamId, by, at) {
      const r = await sql`
        update assisted_consent set withdrawn_at = ${at}, withdrawn_by = ${by}::uuid
        where id = ${consentId}::uuid and stream_id = ${streamId}::uuid and withdrawn_at is null`.execute(db);
      return Number(r.numAffectedRows ?? 0) > 0;
    },
  };
}

/** The officer's decisions on claims, in the store's transaction (the StoreTx's paperClaims). */
export function paperClaimTx(q: Kysely<Database>): PaperClaimTx {
  return {
    async claim(claimId, streamId) {
      const r = await sql<{
        id: string;
        party_id: string;
        account_id: string;
        role: PaperRole;
        party_name: string;
        status: 'linked' | 'pending' | 'approved' | 'refused' | 'undone';
        given_name: string;
        given_address: string | null;
        claimed_by: string | null;
      }>`
        select c.id, c.party_id, c.account_id, p.role, p.name as party_name, c.status, c.given_name, c.given_address,
          p.claimed_by
        from paper_claim c join paper_party p on p.id = c.party_id
        where c.id = ${claimId}::uuid and p.stream_id = ${streamId}::uuid
        for update of c, p`.execute(q);
      const x = r.rows[0];
      return x
        ? {
            id: x.id,
            partyId: x.party_id,
            accountId: x.account_id,
            role: x.role,
            partyName: x.party_name,
            status: x.status,
            givenName: x.given_name,
            givenAddress: x.given_address,
            partyClaimedBy: x.claimed_by,
          }
        : undefined;
    },

    async decide(d) {
      await sql`
        update paper_claim set status = ${d.status}, decided_by = ${d.by}::uuid, decided_at = ${d.at}, reasons = ${d.reasons}
        where id = ${d.claim.id}::uuid`.execute(q);
      if (d.status === 'approved') {
        await sql`update paper_party set claimed_by = ${d.claim.accountId}::uuid, claimed_at = ${d.at} where id = ${d.claim.partyId}::uuid`.execute(
          q,
        );
        await sql`insert into case_party (stream_id, account_id, role) values (${d.streamId}::uuid, ${d.claim.accountId}::uuid, ${d.claim.role}) on conflict do nothing`.execute(
          q,
        );
      } else if (d.status === 'undone') {
        await sql`update paper_party set claimed_by = null, claimed_at = null where id = ${d.claim.partyId}::uuid`.execute(
          q,
        );
        await sql`delete from case_party where stream_id = ${d.streamId}::uuid and account_id = ${d.claim.accountId}::uuid and role = ${d.claim.role}`.execute(
          q,
        );
        await sql`update paper_claim_code set voided_at = ${d.at} where party_id = ${d.claim.partyId}::uuid and voided_at is null`.execute(
          q,
        );
      }
    },
  };
}
