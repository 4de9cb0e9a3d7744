// POST /complaints: filing a complaint in Form-I (Rule 3).

import { fileComplaint } from '../../app/cases/file-complaint.ts';
import type { Services } from '../../app/services.ts';
import { FileComplaintSchema } from '../../contract/adjudication.ts';
import { CaseViewSchema } from '../../contract/common.ts';
import type { Api } from '../http.ts';
import { defineRoute, IdempotencyHeaders, idempotencyOf, requireActor, written } from '../http.ts';
import { viewBody } from '../shape.ts';

export function complaintRoutes(app: Api, services: Services): void {
  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/v1/complaints',
      tags: ['Adjudication (Rules 3-6)'],
      operationId: 'fileComplaint',
      auth: true,
      summary: 'File a complaint in Form-I',
      description:
        'Rule 3. Opens a case numbered CTR/<office>/<year>/<seq>; the Form-I particulars are checked item by item (basis: the Form-I items).',
      headers: IdempotencyHeaders,
      body: FileComplaintSchema,
      ok: {
        201: {
          schema: CaseViewSchema,
          description: 'Filed: the case number, id and version; Location names the case.',
        },
      },
      errors: [400, 401, 403, 409, 422, 500],
    },
    async (c, { body, headers }) => {
      const actor = requireActor(c);
      const r = await fileComplaint(
        services.cases,
        actor,
        { officeCode: body.officeCode, complaint: body as never },
        idempotencyOf(c, actor, headers['idempotency-key'], {}, body),
      );
      return written(c, 201, viewBody(r), {
        version: r.version,
        replayed: r.replayed,
        location: `/api/v1/cases/${r.id}`,
      });
    },
  );
}
