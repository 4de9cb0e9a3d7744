// Penalty money (issue 7) under /api/v1/money: deposits against a case's demands, the Board's recovery queue and
// actions (Rules 4(14), 7(12)), the fund's utilising bodies, sanctions, releases and certificates (Rule 8(1)),
// corrections by reversal, and the reports (fund statement JSON/CSV/PDF; realisation, utilisation and outstanding
// demands by age, JSON/CSV). Refusals come back as problem+json naming the provision.

import type { ZodType } from 'zod';
import type { Role } from '../../app/actor.ts';
import { crossTrackFlagsFor } from '../../app/assam/cross-track.ts';
import type { IdempotencyKey } from '../../app/cases/idempotency.ts';
import { AppError } from '../../app/errors.ts';
import type { Services } from '../../app/services.ts';
import { fundStatementCsv, outstandingCsv, realisationCsv, utilisationCsv } from '../../app/money/reports.ts';
import type { AnyStep } from '../../app/steps/index.ts';
import type { BookType } from '../../app/steps/money.ts';
import { MONEY_STEPS } from '../../app/steps/money.ts';
import {
  AnyRowsSchema,
  AsOfQuery,
  CaseIdParams,
  MoneyReportSchema,
  PeriodQuery,
  RecordedSchema,
  ReportFileParams,
} from '../../contract/money.ts';
import { cite } from '../../rules/provisions.ts';
import { renderFundStatement } from '../../documents/templates/fund-statement.ts';
import { exactJson } from '../../lib/exact-json.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import type { Api } from '../http.ts';
import { defineRoute, IdempotencyHeaders, idempotencyOf, requireActor, written } from '../http.ts';

const TAG = 'Penalty money';
const ERR = [400, 401, 403, 404, 409, 422, 500] as const;
const recorded = { 201: { schema: RecordedSchema, description: 'Recorded, with the ledger entries posted.' } };
const NO_STORE = 'private, no-store';

/** The path of each money step's route; a step of the book without one does not compile. */
export const MONEY_ROUTES: Readonly<Record<BookType, { readonly path: string; readonly operationId: string }>> = {
  'record-deposit': { path: '/api/v1/money/deposits', operationId: 'recordMoneyDeposit' },
  'record-recovery': { path: '/api/v1/money/recoveries', operationId: 'recordRecovery' },
  'register-body': { path: '/api/v1/money/bodies', operationId: 'registerUtilisingBody' },
  'grant-sanction': { path: '/api/v1/money/sanctions', operationId: 'grantSanction' },
  'make-release': { path: '/api/v1/money/releases', operationId: 'makeRelease' },
  'record-certificate': { path: '/api/v1/money/certificates', operationId: 'recordUtilisationCertificate' },
  'reverse-entry': { path: '/api/v1/money/reversals', operationId: 'reverseLedgerEntry' },
};

export function moneyRoutes(app: Api, services: Services, opts: { publicUrl: string }): void {
  const money = services.money;
  // Every money write takes an Idempotency-Key: a retry with the same key and body returns the first response with
  // Idempotent-Replayed: true and posts nothing again.
  const post = <B>(
    path: string,
    operationId: string,
    summary: string,
    description: string,
    body: ZodType<B>,
    roles: readonly Role[],
    fn: (
      actor: ReturnType<typeof requireActor>,
      b: B,
      idem: IdempotencyKey | undefined,
    ) => Promise<{ replayed?: boolean }>,
  ) =>
    defineRoute(
      app,
      {
        method: 'post',
        path,
        tags: [TAG],
        operationId,
        auth: true,
        roles,
        summary,
        description,
        body,
        headers: IdempotencyHeaders,
        ok: recorded,
        errors: [...ERR],
      },
      async (c, { body: b, headers }) => {
        const actor = requireActor(c);
        const { replayed, ...r } = await fn(
          actor,
          b as B,
          idempotencyOf(c, actor, headers['idempotency-key'], undefined, b),
        );
        return written(c, 201, r, { replayed: replayed === true });
      },
    );

  // One route per step of the money book's catalogue (src/app/steps/money.ts): its words, provisions and body.
  for (const [type, step] of Object.entries(MONEY_STEPS as Record<string, AnyStep>)) {
    if (step.surface !== 'book' || step.body === null) continue;
    const route = MONEY_ROUTES[type as BookType];
    post(
      route.path,
      route.operationId,
      step.label.en,
      `Under ${step.basis.map((p) => cite(p)).join('; ')}. ${step.help.en}`,
      step.body as ZodType<Record<string, unknown>>,
      step.who.map((g) => g.role),
      (a, b, k) => money.run(a, type, b, k),
    );
  }

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/v1/money/cases/{caseId}/demands',
      tags: [TAG],
      operationId: 'caseDemands',
      auth: true,
      summary: 'A case’s demands: ordered, realised, refunded, outstanding',
      params: CaseIdParams,
      ok: { 200: { schema: AnyRowsSchema, description: 'One row per head.' } },
      errors: [...ERR],
    },
    async (c, { params }) => {
      c.header('Cache-Control', NO_STORE);
      return c.json((await money.demands(requireActor(c), params.caseId)) as unknown as Record<string, unknown>[], 200);
    },
  );
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/v1/money/recovery-queue',
      tags: [TAG],
      operationId: 'recoveryQueue',
      auth: true,
      summary: 'Penalties unpaid after the deposit period (s.27C), with what the Board needs to recover them',
      query: AsOfQuery,
      ok: { 200: { schema: AnyRowsSchema, description: 'Oldest due first.' } },
      errors: [...ERR],
    },
    async (c, { query }) => {
      c.header('Cache-Control', NO_STORE);
      return c.json(
        (await money.recoveryQueue(requireActor(c), query.asOf)) as unknown as Record<string, unknown>[],
        200,
      );
    },
  );
  // Issue 7, Assam: the flag for a person with both an adjudication case and an s.26 report on one incident.
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/v1/cases/{caseId}/cross-track-flags',
      tags: ['Assam s.26'],
      operationId: 'crossTrackFlags',
      auth: true,
      summary:
        'Adjudication case and Assam s.26 report about the same incident against the same person (for the officer to consider)',
      params: CaseIdParams,
      ok: { 200: { schema: AnyRowsSchema, description: 'One row per matching proceeding, with the explanation.' } },
      errors: [...ERR],
    },
    async (c, { params }) => {
      c.header('Cache-Control', NO_STORE);
      return c.json(
        (await crossTrackFlagsFor(services.cases, requireActor(c), params.caseId)) as unknown as Record<
          string,
          unknown
        >[],
        200,
      );
    },
  );
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/v1/money/bodies',
      tags: [TAG],
      operationId: 'utilisingBodies',
      auth: true,
      summary: 'The register of utilising bodies',
      ok: { 200: { schema: AnyRowsSchema, description: 'Bodies.' } },
      errors: [...ERR],
    },
    async (c) => c.json((await money.bodies(requireActor(c))) as unknown as Record<string, unknown>[], 200),
  );
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/v1/money/sanctions',
      tags: [TAG],
      operationId: 'fundSanctions',
      auth: true,
      summary: 'Sanctions with the amounts released',
      ok: { 200: { schema: AnyRowsSchema, description: 'Sanctions.' } },
      errors: [...ERR],
    },
    async (c) => c.json((await money.sanctions(requireActor(c))) as unknown as Record<string, unknown>[], 200),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/v1/money/reports/{file}',
      tags: [TAG],
      operationId: 'moneyReport',
      auth: true,
      summary:
        'Reports: fund statement for a period (JSON, CSV, PDF in English or Hindi), realisation by State/district/office, utilisation by purpose and body, outstanding demands by age',
      params: ReportFileParams,
      query: PeriodQuery.partial().extend(AsOfQuery.shape),
      ok: {
        200: {
          schema: MoneyReportSchema,
          description:
            'JSON (amounts as exact decimal strings of paise); text/csv for .csv (rupees, two decimals); application/pdf for .pdf.',
        },
      },
      errors: [...ERR],
    },
    async (c, { params, query }) => {
      const actor = requireActor(c);
      const [name, ext] = params.file.split('.') as [string, 'json' | 'csv' | 'pdf'];
      c.header('Cache-Control', NO_STORE);
      const csv = (text: string) =>
        c.body(text, 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${name}.csv"`,
        });
      const today = services.clock.today();
      if (name === 'fund-statement') {
        const from = query.from ?? `${today.slice(0, 4)}-01-01`;
        const to = query.to ?? today;
        const s = await money.fundStatement(actor, { from, to });
        if (ext === 'csv') return csv(fundStatementCsv(s));
        if (ext === 'pdf') {
          const lang = query.lang ?? 'en';
          const pdf = await renderFundStatement(
            {
              statement: s,
              lang,
              documentId: `FS-${from}-${to}-${lang}`,
              date: today as LocalDate,
              issuer:
                lang === 'hi'
                  ? { office: 'भारतीय जीव-जंतु कल्याण बोर्ड', officer: actor.name, designation: 'लेखा', place: 'बल्लभगढ़' }
                  : {
                      office: 'Animal Welfare Board of India',
                      officer: actor.name,
                      designation: 'Accounts',
                      place: 'Ballabhgarh',
                    },
            },
            opts.publicUrl,
          );
          return c.body(new Uint8Array(pdf), 200, {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="fund-statement-${from}-${to}.${lang}.pdf"`,
          });
        }
        return c.json(exactJson(s), 200);
      }
      if (ext === 'pdf')
        throw new AppError('VALIDATION.FAILED', 'Only the fund statement is given as a PDF.', { field: 'file' });
      if (name === 'realisation') {
        const r = await money.realisation(actor);
        return ext === 'csv' ? csv(realisationCsv(r)) : c.json(exactJson({ rows: r }), 200);
      }
      if (name === 'utilisation') {
        const r = await money.utilisation(actor);
        return ext === 'csv' ? csv(utilisationCsv(r)) : c.json(exactJson({ rows: r }), 200);
      }
      const r = await money.outstanding(actor, query.asOf);
      return ext === 'csv' ? csv(outstandingCsv(r)) : c.json(exactJson(r), 200);
    },
  );
}
