// Section 26 (Assam) and Rule 4(12): an officer opening an Assam report is shown the adjudication case about the same
// incident against the same person (matched on name, parent's name, address), and not a namesake's or another day's.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { testBackends } from '../../../test/db.ts';
import { caseDeps, makeActor, OFFICES, seedJurisdiction } from '../../../test/factories.ts';
import { d, REPORT } from '../../domain/assam/fixtures.ts';
import { validParticulars } from '../../domain/adjudication/fixtures.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { fileComplaint } from '../cases/file-complaint.ts';
import { makeAssamReport } from '../cases/make-assam-report.ts';
import { crossTrackFlagsFor } from './cross-track.ts';

for (const backend of testBackends()) {
  describe(`Section 26 (Assam): both tracks for one incident on ${backend.name}`, () => {
    let db: Db;
    let ao: Actor;
    let deps: ReturnType<typeof caseDeps>;
    let adj: string;
    let sameIncident: string;
    let namesake: string;

    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      ao = await makeActor(db, 'C. Bora', [{ role: 'adjudicating-officer', officeCode: OFFICES.kamrup }]);
      deps = caseDeps(db, '2026-07-20');
      const p = validParticulars();
      const c = p.contravener;
      adj = (
        await fileComplaint(deps, ao, {
          officeCode: OFFICES.kamrup,
          complaint: {
            filedBy: { capacity: 'aggrieved-person' },
            mode: 'electronic',
            particulars: p,
            on: '2026-07-06',
            // Section 26 alleged at an office in Assam: registered only on the officer's finding on jurisdiction (I-270).
            jurisdictionFinding: {
              reasons:
                'The complainant seeks compensation for the crop under the Rules; the criminal report is a separate matter.',
            },
          },
        })
      ).id;
      const accused = {
        personId: 'P-9',
        name: `Shri ${c.name}`,
        parentName: c.parentName!,
        address: 'Village Rampur, House 40, District Agra',
        role: 'owner' as const,
      };
      const offence = { ...REPORT.offence, date: c.contravention.date };
      const { type: _t, on: _o, ...base } = REPORT;
      sameIncident = (
        await makeAssamReport(deps, ao, {
          officeCode: OFFICES.kamrup,
          report: { ...base, accused, offence, on: '2026-07-10' },
        })
      ).id;
      namesake = (
        await makeAssamReport(deps, ao, {
          officeCode: OFFICES.kamrup,
          report: {
            ...base,
            accused: { ...accused, personId: 'P-10', parentName: 'Hari Lal', address: 'Ward 9, Rangia' },
            offence,
            on: '2026-07-10',
          },
        })
      ).id;
      await makeAssamReport(deps, ao, {
        officeCode: OFFICES.kamrup,
        report: { ...base, accused, offence: { ...offence, date: d('2026-07-04') }, on: '2026-07-10' },
      });
    });
    after(async () => {
      await db.close();
    });

    it('flags the report on the same incident against the same person, from either side, with the reason', async () => {
      const fromReport = await crossTrackFlagsFor(deps, ao, sameIncident);
      assert.deepEqual(
        fromReport.map((f) => [f.adjudicationCaseId, f.assamCaseId]),
        [[adj, sameIncident]],
      );
      assert.match(fromReport[0]!.explanation, /very likely the same: .*same name, parent's name, address/);
      const fromCase = await crossTrackFlagsFor(deps, ao, adj);
      assert.deepEqual(
        fromCase.map((f) => f.assamCaseId),
        [sameIncident],
      );
      assert.equal((await crossTrackFlagsFor(deps, ao, namesake)).length, 0);
    });

    it('an officer of another office may not look', async () => {
      const other = await makeActor(db, 'A. Sharma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      await assert.rejects(
        crossTrackFlagsFor(deps, other, adj),
        (e: unknown) => e instanceof AppError && e.code === 'AUTH.FORBIDDEN',
      );
    });
  });
}
