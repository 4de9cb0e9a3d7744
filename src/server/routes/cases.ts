// GET /cases/{caseId}: the record of a complaint case; POST /cases/{caseId}/parties: linking a party (officer only).

import { z } from 'zod';
import { linkParty } from '../../app/cases/link-party.ts';
import { readCase } from '../../app/cases/read-case.ts';
import type { Services } from '../../app/services.ts';
import { LinkPartySchema } from '../../contract/adjudication.ts';
import { CaseRecordSchema } from '../../contract/cases.ts';
import { UuidSchema } from '../../contract/common.ts';
import type { Api } from '../http.ts';
import { defineRoute, etag, IdempotencyHeaders, requireActor } from '../http.ts';
import { recordBody, requireKind } from '../shape.ts';

const TAG = 'Adjudication (Rules 3-6)';

export function caseRoutes(app: Api, services: Services): void {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/v1/cases/{caseId}',
      tags: [TAG],
      operationId: 'readCase',
      auth: true,
      summary: 'Read a complaint case: summary, running clocks with explanations, parties and the order sheet',
      description:
        'Parties, the officers of the office or district, and the Board may read. A read by staff is logged as a read of personal data.',
      params: z.object({ caseId: UuidSchema }),
      ok: { 200: { schema: CaseRecordSchema, description: 'The record; ETag is its version.' } },
      errors: [400, 401, 403, 404, 500],
    },
    async (c, { params }) => {
      const actor = requireActor(c);
      await requireKind(services, params.caseId, 'adjudication', 'caseId');
      const r = await readCase(services.cases, actor, { id: params.caseId });
      c.header('ETag', etag(r.stream.version));
      c.header('Cache-Control', 'private, no-store');
      return c.json(recordBody(r), 200);
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/v1/cases/{caseId}/parties',
      tags: [TAG],
      operationId: 'linkParty',
      auth: true,
      summary: 'Link an account to a proceeding as a party (officer of the office or district only)',
      description:
        'e.g. the person complained against, once registered, so they can see the case and reply. Linking twice is harmless (idempotent by nature).',
      params: z.object({ caseId: UuidSchema }),
      headers: IdempotencyHeaders,
      body: LinkPartySchema,
      ok: { 204: { description: 'Linked.' } },
      errors: [400, 401, 403, 404, 500],
    },
    async (c, { params, body }) => {
      const actor = requireActor(c);
      await linkParty(services.cases, actor, { streamId: params.caseId, accountId: body.accountId, role: body.role });
      return c.body(null, 204);
    },
  );
}
