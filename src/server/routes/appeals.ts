// POST /cases/{caseId}/appeals: an appeal in Form-III (Rule 7) against the order in a case; GET /appeals/{appealId}:
// the appeal's record with the record of the case below (its order sheet).

import { z } from 'zod';
import { fileAppeal } from '../../app/cases/file-appeal.ts';
import { readCase } from '../../app/cases/read-case.ts';
import { AppError } from '../../app/errors.ts';
import type { Services } from '../../app/services.ts';
import { FileAppealSchema } from '../../contract/appeal.ts';
import { AppealRecordSchema } from '../../contract/cases.ts';
import { CaseViewSchema, UuidSchema } from '../../contract/common.ts';
import type { Api } from '../http.ts';
import { defineRoute, etag, IdempotencyHeaders, idempotencyOf, requireActor, written } from '../http.ts';
import { recordBody, requireKind, viewBody } from '../shape.ts';

const TAG = 'Appeal (Rule 7)';

export function appealRoutes(app: Api, services: Services): void {
  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/v1/cases/{caseId}/appeals',
      tags: [TAG],
      operationId: 'fileAppeal',
      auth: true,
      summary: 'File an appeal in Form-III against the order in a case',
      description:
        'Rule 7(1), 7(4). Numbered CTA/<district>/<year>/<seq> before the appellate authority of the district; the order appealed against is taken from the record; item 9 (within time) is computed.',
      params: z.object({ caseId: UuidSchema }),
      headers: IdempotencyHeaders,
      body: FileAppealSchema,
      ok: { 201: { schema: CaseViewSchema, description: 'Filed; Location names the appeal.' } },
      errors: [400, 401, 403, 404, 409, 422, 500],
    },
    async (c, { params, body, headers }) => {
      const actor = requireActor(c);
      const r = await fileAppeal(
        services.cases,
        actor,
        { caseId: params.caseId, appeal: body as never },
        idempotencyOf(c, actor, headers['idempotency-key'], params, body),
      );
      return written(c, 201, viewBody(r), {
        version: r.version,
        replayed: r.replayed,
        location: `/api/v1/appeals/${r.id}`,
      });
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/v1/appeals/{appealId}',
      tags: [TAG],
      operationId: 'readAppeal',
      auth: true,
      summary: 'Read an appeal with the record of the case below',
      params: z.object({ appealId: UuidSchema }),
      ok: {
        200: {
          schema: AppealRecordSchema,
          description: 'The appeal and, when you may read it, the order sheet of the case appealed from.',
        },
      },
      errors: [400, 401, 403, 404, 500],
    },
    async (c, { params }) => {
      const actor = requireActor(c);
      await requireKind(services, params.appealId, 'appeal', 'appealId');
      const r = await readCase(services.cases, actor, { id: params.appealId });
      let below: Record<string, unknown> | null = null;
      if (r.stream.parentId) {
        try {
          below = recordBody(await readCase(services.cases, actor, { id: r.stream.parentId }));
        } catch (e) {
          if (!(e instanceof AppError && e.code === 'AUTH.FORBIDDEN')) throw e;
        }
      }
      c.header('ETag', etag(r.stream.version));
      c.header('Cache-Control', 'private, no-store');
      return c.json({ ...recordBody(r), recordBelow: below }, 200);
    },
  );
}
