// Parties without an account (issue 15): POST/GET /api/v1/cases/{caseId}/paper-parties (the officer enters a party by
// name, address and phone; {caseId} is any proceeding's id), POST …/{partyId}/bundle (the PDF to serve, with a new
// claim code on the page left with the person), and POST /api/v1/me/claims (the person claims a case with its number and code).

import { z } from 'zod';
import { claimCase, decideClaim, paperClaims } from '../../app/parties/claims.ts';
import { enterPaperParty, paperParties, printBundle } from '../../app/parties/paper.ts';
import { readPartyCase } from '../../app/parties/read-party-case.ts';
import type { Services } from '../../app/services.ts';
import { UuidSchema } from '../../contract/common.ts';
import {
  BundleBody,
  ClaimBody,
  ClaimDecisionBody,
  PaperClaimSchema,
  ClaimResultSchema,
  PartyCaseViewSchema,
  PaperPartyBody,
  PaperPartySchema,
} from '../../contract/parties.ts';
import type { Api } from '../http.ts';
import { defineRoute, etag, requireActor } from '../http.ts';

const TAG = 'Parties without an account';

function clientAddress(c: { get(k: 'clientAddress'): string | undefined }): string {
  // Set for every request from the socket's peer and CTP_TRUSTED_PROXIES (server/client-address.ts).
  return c.get('clientAddress') ?? 'unknown';
}

export function partyRoutes(app: Api, services: Services): void {
  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/v1/cases/{caseId}/paper-parties',
      tags: [TAG],
      operationId: 'enterPaperParty',
      auth: true,
      summary: 'Enter a party who has no account, by name, address and phone (officer of the office or district only)',
      params: z.object({ caseId: UuidSchema }),
      body: PaperPartyBody,
      ok: { 201: { schema: z.object({ id: z.string() }), description: 'Entered.' } },
      errors: [400, 401, 403, 404, 500],
    },
    async (c, { params, body }) => {
      const out = await enterPaperParty(services.paper, requireActor(c), {
        streamId: params.caseId,
        role: body.role,
        name: body.name,
        address: body.address,
        ...(body.phone ? { phone: body.phone } : {}),
        ...(body.lang ? { lang: body.lang } : {}),
      });
      return c.json(out, 201);
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/v1/cases/{caseId}/paper-parties',
      tags: [TAG],
      operationId: 'listPaperParties',
      auth: true,
      summary: 'The parties without an account of a proceeding, with the documents to be served on each',
      params: z.object({ caseId: UuidSchema }),
      ok: { 200: { schema: z.object({ items: z.array(PaperPartySchema) }), description: 'The parties.' } },
      errors: [400, 401, 403, 404, 500],
    },
    async (c, { params }) => {
      const list = await paperParties(services.paper, requireActor(c), params.caseId);
      c.header('Cache-Control', 'private, no-store');
      return c.json(
        {
          items: list.map((p) => ({
            id: p.id,
            role: p.role,
            name: p.name,
            address: p.address,
            phone: p.phone,
            lang: p.lang,
            claimed: p.claimedAt !== null,
            toServe: p.toServe.map((d) => ({
              template: d.template,
              issuedOn: d.issuedOn,
              documentIds: [d.en?.documentId, d.hi?.documentId].filter((x): x is string => !!x),
            })),
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
      path: '/api/v1/cases/{caseId}/paper-parties/{partyId}/bundle',
      tags: [TAG],
      operationId: 'printBundle',
      auth: true,
      summary:
        'The PDF to serve on a party without an account: covering sheet (manners of service), the page left with the person (claim code) and the signed documents',
      description:
        'Every call prints a new claim code on the page left with the person while the case is unclaimed; only its digest is stored.',
      params: z.object({ caseId: UuidSchema, partyId: UuidSchema }),
      body: BundleBody,
      ok: {
        200: {
          schema: z.string().meta({ format: 'binary' }),
          mediaType: 'application/pdf',
          description: 'The bundle.',
        },
      },
      errors: [400, 401, 403, 404, 500],
    },
    async (c, { params, body }) => {
      const out = await printBundle(services.paper, requireActor(c), {
        streamId: params.caseId,
        partyId: params.partyId,
        ...(body.documentId ? { documentId: body.documentId } : {}),
        ...(body.fresh ? { fresh: true } : {}),
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
      path: '/api/v1/me/claims',
      tags: [TAG],
      operationId: 'claimCase',
      auth: true,
      summary: 'Claim a case served on you on paper, with its number and the claim code on the page left with you',
      description:
        'Give your name as on the notice, and your address only when the one on the notice is not yours: when they match what the office recorded you become a party at once (200, linked); otherwise the office decides (202, pending). An account that is already a party of the case, or holds the office deciding it, is refused (403). Wrong case numbers or codes are limited to 5 an hour per account and 20 per network address (429 with Retry-After).',
      body: ClaimBody,
      ok: {
        200: { schema: ClaimResultSchema, description: 'You are now a party of the proceeding in the role it names.' },
        202: { schema: ClaimResultSchema, description: 'The particulars differ: the office will decide the claim.' },
      },
      errors: [400, 401, 403, 429, 500],
    },
    async (c, { body }) => {
      const out = await claimCase(services.paper, requireActor(c), {
        caseNumber: body.caseNumber,
        code: body.code,
        name: body.name,
        ...(body.address ? { address: body.address } : {}),
        clientAddress: clientAddress(c),
      });
      return c.json(
        { status: out.status, caseId: out.streamId, number: out.number, role: out.role },
        out.status === 'linked' ? 200 : 202,
      );
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/v1/cases/{caseId}/paper-claims',
      tags: [TAG],
      operationId: 'listPaperClaims',
      auth: true,
      summary: 'Every claim of the parties without an account of a proceeding, linked, waiting, refused or undone',
      params: z.object({ caseId: UuidSchema }),
      ok: { 200: { schema: z.object({ items: z.array(PaperClaimSchema) }), description: 'The claims, oldest first.' } },
      errors: [400, 401, 403, 404, 500],
    },
    async (c, { params }) => {
      const list = await paperClaims(services.paper, requireActor(c), params.caseId);
      c.header('Cache-Control', 'private, no-store');
      return c.json(
        {
          items: list.map((x) => ({
            ...x,
            at: x.at.toISOString(),
            decidedAt: x.decidedAt ? x.decidedAt.toISOString() : null,
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
      path: '/api/v1/cases/{caseId}/paper-claims/{claimId}/decision',
      tags: [TAG],
      operationId: 'decidePaperClaim',
      auth: true,
      summary: 'Approve or refuse a claim waiting for a decision, or undo one that linked an account, with reasons',
      description:
        'An approval and an undoing are written on the order sheet with the reasons; an undoing also stops every claim code printed for the party (print a fresh one).',
      params: z.object({ caseId: UuidSchema, claimId: UuidSchema }),
      body: ClaimDecisionBody,
      ok: { 200: { schema: z.object({ status: z.string() }), description: 'Decided.' } },
      errors: [400, 401, 403, 404, 500],
    },
    async (c, { params, body }) => {
      const out = await decideClaim(services.paper, requireActor(c), {
        streamId: params.caseId,
        claimId: params.claimId,
        decision: body.decision,
        reasons: body.reasons,
      });
      return c.json(out, 200);
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/v1/me/cases/{caseId}',
      tags: [TAG],
      operationId: 'readMyCase',
      auth: true,
      summary:
        "Your case as a party sees it: where it stands, what you must do next and by when, its documents, the order's terms, the hearing and the order sheet",
      description:
        'The same view as the party\'s case page. Only the parties of the proceeding (and the officers who may read it, without "next for you") may read it.',
      params: z.object({ caseId: UuidSchema }),
      ok: { 200: { schema: PartyCaseViewSchema, description: "The view; ETag is the proceeding's version." } },
      errors: [400, 401, 403, 404, 500],
    },
    async (c, { params }) => {
      const { view } = await readPartyCase(services.cases, requireActor(c), params.caseId);
      c.header('ETag', etag(view.version));
      c.header('Cache-Control', 'private, no-store');
      return c.json(view, 200);
    },
  );
}
