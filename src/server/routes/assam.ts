// POST /assam-reports: a written report under s.26A (Assam); GET /assam-reports/{reportId}: its record.

import { z } from 'zod';
import { makeAssamReport } from '../../app/cases/make-assam-report.ts';
import { readCase } from '../../app/cases/read-case.ts';
import type { Services } from '../../app/services.ts';
import { offenderHistoryFor } from '../../app/assam/offender-history.ts';
import { AssamReportSchema, OffenderHistorySchema } from '../../contract/assam.ts';
import { CaseRecordSchema } from '../../contract/cases.ts';
import { CaseViewSchema, UuidSchema } from '../../contract/common.ts';
import type { Api } from '../http.ts';
import { defineRoute, etag, IdempotencyHeaders, idempotencyOf, requireActor, written } from '../http.ts';
import { recordBody, requireKind, viewBody } from '../shape.ts';

const TAG = 'Assam s.26 track';

export function assamRoutes(app: Api, services: Services): void {
  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/v1/assam-reports',
      tags: [TAG],
      operationId: 'makeAssamReport',
      auth: true,
      summary: 'Make a written report of an offence under s.26 (Assam)',
      description:
        'Section 26A of the Cattle-trespass Act, 1871 as inserted by the Cattle Trespass (Assam Amendment) Act, 2002: by the aggrieved person or a public servant, at an Assam office.',
      headers: IdempotencyHeaders,
      body: AssamReportSchema,
      ok: { 201: { schema: CaseViewSchema, description: 'Recorded; Location names the report.' } },
      errors: [400, 401, 403, 409, 422, 500],
    },
    async (c, { body, headers }) => {
      const actor = requireActor(c);
      const { officeCode, ...report } = body;
      const r = await makeAssamReport(
        services.cases,
        actor,
        { officeCode, report: report as never },
        idempotencyOf(c, actor, headers['idempotency-key'], {}, body),
      );
      return written(c, 201, viewBody(r), {
        version: r.version,
        replayed: r.replayed,
        location: `/api/v1/assam-reports/${r.id}`,
      });
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/v1/assam-reports/{reportId}',
      tags: [TAG],
      operationId: 'readAssamReport',
      auth: true,
      summary: 'Read an Assam s.26 report',
      params: z.object({ reportId: UuidSchema }),
      ok: { 200: { schema: CaseRecordSchema, description: 'The record.' } },
      errors: [400, 401, 403, 404, 500],
    },
    async (c, { params }) => {
      const actor = requireActor(c);
      await requireKind(services, params.reportId, 'assam', 'reportId');
      const r = await readCase(services.cases, actor, { id: params.reportId });
      c.header('ETag', etag(r.stream.version));
      c.header('Cache-Control', 'private, no-store');
      return c.json(recordBody(r), 200);
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/v1/assam-reports/{reportId}/offender-history',
      tags: [TAG],
      operationId: 'assamOffenderHistory',
      auth: true,
      summary:
        "The accused's earlier s.26 convictions in the portal's own records, for the officer to confirm or reject",
      description:
        "Section 26 (Assam): each person of the offender history who may be the accused (strong: name, parent's name and address or phone; weak: name and one other), with the convictions on record and why; and the first/subsequent proposal if every strong match were confirmed. The officer sends a decision for each when recording the judgment (record-outcome, matches).",
      params: z.object({ reportId: UuidSchema }),
      ok: { 200: { schema: OffenderHistorySchema, description: 'The candidates and the proposal.' } },
      errors: [400, 401, 403, 404, 500],
    },
    async (c, { params }) => {
      const actor = requireActor(c);
      await requireKind(services, params.reportId, 'assam', 'reportId');
      c.header('Cache-Control', 'private, no-store');
      return c.json((await offenderHistoryFor(services.cases, actor, params.reportId)) as never, 200);
    },
  );
}
