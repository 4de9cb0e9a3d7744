// `ctp seed`: bulk-seeds realistic cases (benchmarks, load tests) into the adjudicating offices, a batch of cases
// per transaction, two batches in flight on different offices.

import { randomBytes } from 'node:crypto';
import type { OfficeInfo } from '../app/ports/store.ts';
import { CaseSeedPlan } from '../app/seed/cases.ts';
import type { Env } from '../config/env.ts';
import { bulkCaseWriter } from '../db/bulk.repo.ts';
import type { Db } from '../db/client.ts';
import type { Store } from '../app/ports/store.ts';
import type { Clock } from '../lib/clock.ts';
import type { LocalDate } from '../lib/local-date.ts';
import type { SeedCasesOptions, SeedCasesReport } from './types.ts';

/** The day the Rules came into force: the earliest date a seeded complaint carries. */
const RULES_IN_FORCE = '2026-07-02' as LocalDate;

/**
 * The complainants of the seeded cases: citizen accounts the seed makes for them (an address under the reserved
 * .invalid domain, no password, so no one signs in as them and no mail reaches anyone), never a person's existing
 * account: seeding must touch only what it creates.
 */
async function seedComplainants(db: Db, count: number): Promise<string[]> {
  const tag = randomBytes(4).toString('hex');
  const made = await db.kysely
    .insertInto('account')
    .values(
      Array.from({ length: count }, (_, k) => ({
        email: `seed-${tag}-${k + 1}@seed.invalid`,
        name: `Seeded complainant ${k + 1}`,
        phone: null,
        password_hash: null,
        email_verified_at: null,
        disabled_at: null,
      })),
    )
    .returning('id')
    .execute();
  await db.kysely
    .insertInto('role_grant')
    .values(
      made.map((a) => ({
        account_id: a.id,
        role: 'citizen',
        office_code: null,
        district_code: null,
        state_code: null,
      })),
    )
    .execute();
  return made.map((a) => a.id);
}

export function caseSeeder(
  db: Db,
  store: Store,
  clock: Clock,
  env: Env,
): (o: SeedCasesOptions) => Promise<SeedCasesReport> {
  const writer = bulkCaseWriter(db.kysely);
  return async function seedCases(o: SeedCasesOptions): Promise<SeedCasesReport> {
    const t = performance.now();
    const batch = o.batchSize ?? 1000;
    const codes = o.officeCode
      ? [o.officeCode]
      : (
          await db.kysely
            .selectFrom('office')
            .select('code')
            .where('kind', '=', 'adjudicating')
            .orderBy('code')
            .execute()
        ).map((r) => r.code);
    if (codes.length === 0)
      throw new Error(
        'There is no adjudicating office to seed cases into; run `ctp start` once (it seeds the demo) or create an office.',
      );
    const offices: OfficeInfo[] = [];
    for (const code of codes) {
      const office = await store.read.office(code);
      if (!office) throw new Error(`There is no office with the code "${code}".`);
      if (office.kind !== 'adjudicating')
        throw new Error(
          `${office.name} is not an adjudicating office; complaints are filed with a Sub-Divisional Magistrate.`,
        );
      offices.push(office);
    }
    const citizenIds = await seedComplainants(db, Math.min(50, o.cases));
    const plans = await Promise.all(
      offices.map(async (office, i) => {
        const ao = await db.kysely
          .selectFrom('role_grant')
          .select('account_id')
          .where('role', '=', 'adjudicating-officer')
          .where('office_code', '=', office.code)
          .orderBy('account_id')
          .executeTakeFirst();
        return new CaseSeedPlan({
          office,
          today: clock.today(),
          from: RULES_IN_FORCE,
          citizenIds,
          officerId: ao?.account_id ?? null,
          seed: (o.seed ?? Date.now()) + i,
        });
      }),
    );
    // Cases are spread over the offices; each batch is one office's, so writers on different offices never wait on
    // one another's number counter. Two batches are in flight when there are two offices or more.
    const share = offices.map((_, i) => Math.floor(o.cases / offices.length) + (i < o.cases % offices.length ? 1 : 0));
    const queue: { plan: number; n: number }[] = [];
    const left = [...share];
    while (left.some((n) => n > 0)) {
      left.forEach((n, i) => {
        if (n > 0) {
          const k = Math.min(batch, n);
          queue.push({ plan: i, n: k });
          left[i] = n - k;
        }
      });
    }
    let done = 0;
    const lanes = Math.min(2, offices.length, env.databaseUrl ? env.dbPool : 1);
    const busy = new Set<number>();
    async function lane(): Promise<void> {
      while (queue.length > 0) {
        // The next batch of an office no other lane is writing; wait a moment when every remaining one is busy.
        const idx = queue.findIndex((q) => !busy.has(q.plan));
        if (idx < 0) {
          await new Promise((r) => setTimeout(r, 2));
          continue;
        }
        const job = queue.splice(idx, 1)[0]!;
        busy.add(job.plan);
        try {
          await writer.writeCases(plans[job.plan]!.next(job.n));
        } finally {
          busy.delete(job.plan);
        }
        done += job.n;
        o.onProgress?.(done);
      }
    }
    await Promise.all(Array.from({ length: lanes }, () => lane()));
    return {
      cases: done,
      ms: performance.now() - t,
      offices: codes,
      templates: plans.reduce((a, p) => a + p.templates, 0),
    };
  };
}
