// Assisted access (issue 30): the office's help desk acts for a party entered on paper while the party's consent is on
// record. GET /api/v1/cases/{caseId}/consents; POST …/paper-parties/{partyId}/consent-form (the PDF to sign or
// thumb-impress); POST …/paper-parties/{partyId}/consents (the signed scan, multipart); POST
// …/consents/{consentId}/withdraw; and, walking the catalogue of steps, one route per step of a party:
// POST /api/v1/<proceeding>/consents/{consentId}/commands/<type>, recorded with who acted for whom.

import { z } from 'zod';
import {
  actForParty,
  consentForm,
  consentsOf,
  fileAppealForParty,
  recordConsent,
  withdrawConsent,
} from '../../app/parties/assisted.ts';
import { FileAppealSchema } from '../../contract/appeal.ts';
import { AppError } from '../../app/errors.ts';
import type { StreamKind } from '../../app/ports/store.ts';
import type { Services } from '../../app/services.ts';
import { STEPS } from '../../app/steps/index.ts';
import { CaseViewSchema, UuidSchema } from '../../contract/common.ts';
import { UploadSchema } from '../../contract/documents.ts';
import { cite } from '../../rules/provisions.ts';
import type { Api } from '../http.ts';
import {
  CommandHeaders,
  defineRoute,
  expectedVersionOf,
  IdempotencyHeaders,
  idempotencyOf,
  requireActor,
  written,
} from '../http.ts';
import { requireKind, viewBody } from '../shape.ts';
import { COMMAND_AREAS } from './commands.ts';

const TAG = 'Assisted access (help desk)';
const ROLES = ['help-desk', 'adjudicating-officer', 'appellate-authority'] as const;

const ConsentSchema = z
  .object({
    id: z.string(),
    partyId: z.string(),
    partyRole: z.string(),
    partyName: z.string(),
    operatorId: z.string(),
    operatorName: z.string(),
    documentId: z.string().meta({ description: 'The scanned consent, attached to the case.' }),
    recordedAt: z.string(),
    withdrawnAt: z.string().nullable(),
  })
  .meta({ id: 'AssistedConsent' });

export function assistedRoutes(app: Api, services: Services, opts: { uploadMaxBytes: number }): void {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/v1/cases/{caseId}/consents',
      tags: [TAG],
      operationId: 'listConsents',
      auth: true,
      roles: [...ROLES],
      summary: 'The consents of parties assisted by the help desk in a proceeding, withdrawn ones too',
      params: z.object({ caseId: UuidSchema }),
      ok: {
        200: {
          schema: z.object({
            version: z.number().int().meta({ description: 'The version of the proceeding, to send with a step.' }),
            items: z.array(ConsentSchema),
          }),
          description: 'The consents.',
        },
      },
      errors: [400, 401, 403, 404, 500],
    },
    async (c, { params }) => {
      const list = await consentsOf(services.paper, requireActor(c), params.caseId);
      const stream = await services.store.read.stream(params.caseId);
      c.header('Cache-Control', 'private, no-store');
      return c.json(
        {
          version: stream?.version ?? 0,
          items: list.map((x) => ({
            ...x,
            recordedAt: x.recordedAt.toISOString(),
            withdrawnAt: x.withdrawnAt ? x.withdrawnAt.toISOString() : null,
          })),
        },
        200,
      );
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/v1/cases/{caseId}/paper-parties/{partyId}/consent-form',
      tags: [TAG],
      operationId: 'printConsentForm',
      auth: true,
      roles: [...ROLES],
      summary:
        "The consent form, in the party's language and naming the operator, for the party to sign or thumb-impress",
      params: z.object({ caseId: UuidSchema, partyId: UuidSchema }),
      ok: {
        200: { schema: z.string().meta({ format: 'binary' }), mediaType: 'application/pdf', description: 'The form.' },
      },
      errors: [400, 401, 403, 404, 500],
    },
    async (c, { params }) => {
      const out = await consentForm(services.paper, requireActor(c), {
        streamId: params.caseId,
        partyId: params.partyId,
      });
      return c.body(out.pdf as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${out.fileName}"`,
        'Cache-Control': 'private, no-store',
      });
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/v1/cases/{caseId}/paper-parties/{partyId}/consents',
      tags: [TAG],
      operationId: 'recordConsent',
      auth: true,
      roles: [...ROLES],
      summary:
        'Record the party\'s signed consent (the scan, in the multipart field "file"): the operator may then act for them',
      params: z.object({ caseId: UuidSchema, partyId: UuidSchema }),
      body: UploadSchema,
      bodyType: 'multipart',
      ok: {
        201: { schema: z.object({ consentId: z.string(), documentId: z.string() }), description: 'On record.' },
      },
      errors: [400, 401, 403, 404, 413, 415, 500],
    },
    async (c, { params }) => {
      const actor = requireActor(c);
      let file: unknown;
      try {
        file = (await c.req.parseBody())['file'];
      } catch {
        throw new AppError('VALIDATION.FAILED', 'Send the scan as multipart/form-data, in the field "file".', {
          field: 'file',
        });
      }
      if (!(file instanceof File))
        throw new AppError('VALIDATION.FAILED', 'No file was sent: put the scan in the multipart field "file".', {
          field: 'file',
        });
      const out = await recordConsent(services.paper, actor, {
        streamId: params.caseId,
        partyId: params.partyId,
        fileName: file.name,
        content: new Uint8Array(await file.arrayBuffer()),
        maxBytes: opts.uploadMaxBytes,
      });
      return c.json(out, 201);
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/v1/cases/{caseId}/consents/{consentId}/withdraw',
      tags: [TAG],
      operationId: 'withdrawConsent',
      auth: true,
      roles: [...ROLES],
      summary: "Withdraw a party's consent: the operator may no longer act for them",
      params: z.object({ caseId: UuidSchema, consentId: UuidSchema }),
      ok: { 200: { schema: z.object({ withdrawn: z.literal(true) }), description: 'Withdrawn.' } },
      errors: [400, 401, 403, 404, 500],
    },
    async (c, { params }) => {
      await withdrawConsent(services.paper, requireActor(c), {
        streamId: params.caseId,
        consentId: params.consentId,
      });
      return c.json({ withdrawn: true as const }, 200);
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/v1/cases/{caseId}/consents/{consentId}/appeals',
      tags: [TAG],
      operationId: 'fileAppealForParty',
      auth: true,
      roles: [...ROLES],
      summary: 'For the party, with their consent on record: file an appeal in Form-III against the order in the case',
      description:
        "Rule 7(1), 7(4). As POST /api/v1/cases/{caseId}/appeals, filed by the help desk for a party entered on paper: only the operator the party's consent names, and only while it is on record. The appeal is the party's; its order sheet records who filed it for whom, with the consent document.",
      params: z.object({ caseId: UuidSchema, consentId: UuidSchema }),
      headers: IdempotencyHeaders,
      body: FileAppealSchema,
      ok: { 201: { schema: CaseViewSchema, description: 'Filed for the party; Location names the appeal.' } },
      errors: [400, 401, 403, 404, 409, 422, 500],
    },
    async (c, { params, body, headers }) => {
      const actor = requireActor(c);
      const r = await fileAppealForParty(
        services.paper,
        actor,
        { caseId: params.caseId, consentId: params.consentId, appeal: body as never },
        idempotencyOf(c, actor, headers['idempotency-key'], params, body),
      );
      return written(c, 201, viewBody(r), {
        version: r.version,
        replayed: r.replayed,
        location: `/api/v1/appeals/${r.id}`,
      });
    },
  );

  // One route per step of a party, from the catalogue: the operator takes it for the party under the consent.
  for (const kind of Object.keys(COMMAND_AREAS) as StreamKind[]) {
    const area = COMMAND_AREAS[kind];
    const params = z.object({ [area.param]: UuidSchema, consentId: UuidSchema });
    for (const [type, step] of Object.entries(STEPS[kind])) {
      if (step.body === null || step.surface !== 'party') continue;
      defineRoute(
        app,
        {
          method: 'post',
          path: `/api/v1${area.base}/consents/{consentId}/commands/${type}`,
          tags: [TAG],
          operationId: `assisted:${kind}:${type}`,
          auth: true,
          roles: [...ROLES],
          summary: `For the party, with their consent on record: ${step.label.en}`,
          description: `Under ${step.basis.map((p) => cite(p)).join('; ')}. ${step.help.en} Only the operator the party's consent names, and only while it is on record; the order sheet records who acted for whom.`,
          params,
          headers: CommandHeaders,
          body: step.body,
          ok: { 200: { schema: CaseViewSchema, description: 'Recorded for the party.' } },
          errors: [400, 401, 403, 404, 409, 422, 428, 500],
        },
        async (c, input) => {
          const actor = requireActor(c);
          const p = input.params as Record<string, string>;
          const id = p[area.param]!;
          const { expectedVersion: bodyVersion, ...rest } = input.body as {
            expectedVersion?: number;
            [k: string]: unknown;
          };
          const expectedVersion = expectedVersionOf(input.headers['if-match'], bodyVersion);
          await requireKind(services, id, kind, area.param);
          const idem = idempotencyOf(
            c,
            actor,
            input.headers['idempotency-key'],
            { [area.param]: id, consentId: p['consentId']!, type },
            rest,
          );
          const r = await actForParty(
            services.paper,
            actor,
            { streamId: id, consentId: p['consentId']!, command: { ...rest, type }, expectedVersion },
            idem,
          );
          return written(c, 200, viewBody(r), { version: r.version, replayed: r.replayed });
        },
      );
    }
  }
}
