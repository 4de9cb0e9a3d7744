// POST <proceeding>/commands/<type>: one documented route per command type of each proceeding, from the tables in
// command-tables.ts. Each takes the version the client saw (If-Match or expectedVersion) and an optional
// Idempotency-Key, runs the command through the runCommand use case, and answers with the new version as ETag.

import { z } from 'zod';
import { runCommand } from '../../app/cases/run-command.ts';
import type { Services } from '../../app/services.ts';
import { CaseViewSchema, UuidSchema } from '../../contract/common.ts';
import { cite } from '../../rules/provisions.ts';
import type { Api } from '../http.ts';
import { CommandHeaders, defineRoute, expectedVersionOf, idempotencyOf, requireActor, written } from '../http.ts';
import { requireKind, viewBody } from '../shape.ts';
import { COMMAND_AREAS } from './command-tables.ts';

export function commandRoutes(app: Api, services: Services): void {
  for (const area of COMMAND_AREAS) {
    const params = z.object({ [area.param]: UuidSchema });
    for (const [type, meta] of Object.entries(area.commands)) {
      const body = area.bodies[type]!;
      defineRoute(app, {
        method: 'post',
        path: `/api/v1${area.base}/commands/${type}`,
        tags: [area.tag],
        operationId: `${area.kind}:${type}`,
        auth: true,
        summary: meta.summary,
        description: `Under ${meta.provisions.map((p) => cite(p)).join('; ')}. Send the version you last saw as If-Match or expectedVersion; the response carries the new version as ETag.`,
        params, headers: CommandHeaders, body,
        ok: { 200: { schema: CaseViewSchema, description: 'Recorded: the new version and the order-sheet rows written, with their basis.' } },
        errors: [400, 401, 403, 404, 409, 422, 428, 500],
      }, async (c, input) => {
        const actor = requireActor(c);
        const id = (input.params as Record<string, string>)[area.param]!;
        const { expectedVersion: bodyVersion, ...rest } = input.body as { expectedVersion?: number; [k: string]: unknown };
        const expectedVersion = expectedVersionOf(input.headers['if-match'], bodyVersion);
        await requireKind(services, id, area.kind, area.param);
        const idem = idempotencyOf(c, actor, input.headers['idempotency-key'], { [area.param]: id, type }, rest);
        const r = await runCommand(services.cases, actor, { streamId: id, command: { ...rest, type }, expectedVersion }, idem);
        return written(c, 200, viewBody(r), { version: r.version, replayed: r.replayed });
      });
    }
  }
}
