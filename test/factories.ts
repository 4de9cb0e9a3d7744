// Test factories: a small jurisdiction (a central-pack State and Assam), officer and citizen actors, a store.

import type { Actor, RoleGrant } from '../src/app/actor.ts';
import type { CaseDeps } from '../src/app/cases/context.ts';
import type { OfficeInfo } from '../src/app/ports/store.ts';
import { CaseSeedPlan } from '../src/app/seed/cases.ts';
import type { Db } from '../src/db/client.ts';
import { createStore } from '../src/db/store.ts';
import { FixedClock } from '../src/lib/clock.ts';
import type { LocalDate } from '../src/lib/local-date.ts';
import { SUNDAYS_AND_2ND_4TH_SATURDAYS } from '../src/rules/time/calendar.ts';

export const OFFICES = {
  /** SDM Sadar, Agra (Uttar Pradesh, central pack). */
  agraSadar: 'AGRS',
  agraEtmadpur: 'AGRE',
  /** District Magistrate, Agra: appellate authority. */
  agraDm: 'AGRDM',
  /** SDM, Kamrup Metro (Assam overlay). */
  kamrup: 'KMRS',
  kamrupDm: 'KMRDM',
} as const;

export async function seedJurisdiction(db: Db): Promise<void> {
  const k = db.kysely;
  const cal = JSON.stringify(SUNDAYS_AND_2ND_4TH_SATURDAYS);
  await k
    .insertInto('state')
    .values([
      { code: 'UP', name: 'Uttar Pradesh', name_hi: 'उत्तर प्रदेश', jurisdiction: 'in' },
      { code: 'AS', name: 'Assam', name_hi: 'असम', jurisdiction: 'in-as' },
    ])
    .execute();
  await k
    .insertInto('district')
    .values([
      { code: 'AGR', state_code: 'UP', name: 'Agra', name_hi: 'आगरा' },
      { code: 'KMR', state_code: 'AS', name: 'Kamrup Metropolitan', name_hi: 'कामरूप महानगर' },
    ])
    .execute();
  await k
    .insertInto('subdivision')
    .values([
      { code: 'AGRS', district_code: 'AGR', name: 'Sadar', name_hi: 'सदर' },
      { code: 'AGRE', district_code: 'AGR', name: 'Etmadpur', name_hi: 'एत्मादपुर' },
      { code: 'KMRS', district_code: 'KMR', name: 'Guwahati', name_hi: 'गुवाहाटी' },
    ])
    .execute();
  await k
    .insertInto('office')
    .values([
      {
        code: 'AGRS',
        kind: 'adjudicating',
        district_code: 'AGR',
        subdivision_code: 'AGRS',
        name: 'Sub-Divisional Magistrate, Sadar, Agra',
        name_hi: 'उपखंड मजिस्ट्रेट, सदर, आगरा',
        calendar: cal,
      },
      {
        code: 'AGRE',
        kind: 'adjudicating',
        district_code: 'AGR',
        subdivision_code: 'AGRE',
        name: 'Sub-Divisional Magistrate, Etmadpur, Agra',
        name_hi: 'उपखंड मजिस्ट्रेट, एत्मादपुर, आगरा',
        calendar: cal,
      },
      {
        code: 'AGRDM',
        kind: 'appellate',
        district_code: 'AGR',
        subdivision_code: null,
        name: 'District Magistrate, Agra',
        name_hi: 'जिला मजिस्ट्रेट, आगरा',
        calendar: cal,
      },
      {
        code: 'KMRS',
        kind: 'adjudicating',
        district_code: 'KMR',
        subdivision_code: 'KMRS',
        name: 'Sub-Divisional Magistrate, Guwahati',
        name_hi: 'उपखंड मजिस्ट्रेट, गुवाहाटी',
        calendar: cal,
      },
      {
        code: 'KMRDM',
        kind: 'appellate',
        district_code: 'KMR',
        subdivision_code: null,
        name: 'District Magistrate, Kamrup Metropolitan',
        name_hi: 'जिला मजिस्ट्रेट, कामरूप महानगर',
        calendar: cal,
      },
    ])
    .execute();
}

let n = 0;
/** An account with the given grants, stored so that party and read-log foreign keys hold. */
export async function makeActor(db: Db, name: string, grants: readonly RoleGrant[]): Promise<Actor> {
  n += 1;
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}.${n}.${Date.now()}@example.in`;
  const a = await db.kysely
    .insertInto('account')
    .values({ email, name, phone: null, password_hash: null, email_verified_at: null, disabled_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (grants.length > 0) {
    await db.kysely
      .insertInto('role_grant')
      .values(
        grants.map((g) => ({
          account_id: a.id,
          role: g.role,
          office_code: g.officeCode ?? null,
          district_code: g.districtCode ?? null,
          state_code: g.stateCode ?? null,
        })),
      )
      .execute();
  }
  return { kind: 'account', accountId: a.id, name, grants };
}

export function caseDeps(db: Db, today = '2026-07-06'): CaseDeps & { clock: FixedClock } {
  return { store: createStore(db.kysely), clock: new FixedClock(`${today}T06:00:00Z`) };
}

/**
 * An appeal filed on 24 Aug 2026 taken from records to hearing (Rules 7(5), 7(7) to 7(10)): records called for,
 * admitted, the respondent's notice served by tender, the reply, the hearing on 15 Sep 2026. The decision is the caller's.
 */
export const APPEAL_TO_HEARING = [
  { type: 'call-for-records', on: '2026-08-25' },
  { type: 'admit', on: '2026-08-26' },
  { type: 'issue-notice-to-respondent', on: '2026-08-27', replyDays: 15, copyOfAppealEnclosed: true },
  {
    type: 'record-service-attempt',
    on: '2026-08-28',
    mode: 'speed-post',
    outcome: 'served',
    proof: { articleNumber: 'EK123456789IN' },
  },
  { type: 'record-respondent-reply', on: '2026-09-07' },
  { type: 'schedule-hearing', on: '2026-09-08', hearingOn: '2026-09-15', mode: 'in-person', time: '11:00' },
  {
    type: 'record-hearing',
    on: '2026-09-15',
    mode: 'in-person',
    appearances: { appellant: 'in-person', respondent: 'in-person' },
  },
] as const;

/**
 * Cases to bulk-seed in `office` as `ctp seed` makes them, filed between 2 July and 30 November 2026 without citizen
 * accounts or an officer, drawn from `seed` (the same seed gives the same cases).
 */
export function bulkCasePlan(office: OfficeInfo, seed: number): CaseSeedPlan {
  return new CaseSeedPlan({
    office,
    today: '2026-11-30' as LocalDate,
    from: '2026-07-02' as LocalDate,
    citizenIds: [],
    officerId: null,
    seed,
  });
}
