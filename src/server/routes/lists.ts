// GET /me/cases (the proceedings the caller is a party to) and GET /worklist (the officer's open cases, nearest
// statutory due date first), both with cursor pagination: ?cursor=&limit=.

import { myCases, worklist } from '../../app/cases/read-case.ts';
import { AppError } from '../../app/errors.ts';
import type { Services } from '../../app/services.ts';
import { CaseListSchema, WorklistQuery, WorklistSchema } from '../../contract/cases.ts';
import { isWellFormedCursor, PageQuery } from '../../contract/common.ts';
import type { Api } from '../http.ts';
import { defineRoute, requireActor } from '../http.ts';
import { summaryBody } from '../shape.ts';

function checkCursor(cursor: string | undefined): void {
  if (cursor !== undefined && !isWellFormedCursor(cursor)) {
    throw new AppError(
      'VALIDATION.FAILED',
      'The cursor is not one this server gave out; start again without it and follow nextCursor.',
      { field: 'cursor' },
    );
  }
}

export function listRoutes(app: Api, services: Services): void {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/v1/me/cases',
      tags: ['Me'],
      operationId: 'myCases',
      auth: true,
      summary: 'The proceedings you are a party to, newest first',
      query: PageQuery,
      ok: { 200: { schema: CaseListSchema, description: 'A page; follow nextCursor for the next.' } },
      errors: [400, 401, 500],
    },
    async (c, { query }) => {
      const actor = requireActor(c);
      checkCursor(query.cursor);
      const page = await myCases(services.cases, actor, query.cursor, query.limit);
      return c.json(
        {
          items: page.items.map((i) => ({ ...summaryBody(i), partyRole: i.partyRole })),
          ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
        },
        200,
      );
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/v1/worklist',
      tags: ['Officers'],
      operationId: 'worklist',
      auth: true,
      summary: "The officer's open cases, nearest statutory due date first",
      description:
        'Adjudicating officers see their offices; appellate authorities their districts. Cases with no running clock come last. ' +
        'Each case says by how many days its next due date is overdue. With q, the cases of the same offices and districts (open or closed) ' +
        "whose number is q (any letter case, any spacing) or ends with it, or where each word of q begins a word of a party's name.",
      query: WorklistQuery,
      ok: { 200: { schema: WorklistSchema, description: 'A page; follow nextCursor for the next.' } },
      errors: [400, 401, 403, 500],
    },
    async (c, { query }) => {
      const actor = requireActor(c);
      checkCursor(query.cursor);
      const page = await worklist(services.cases, actor, query.cursor, query.limit, {
        ...(query.q !== undefined ? { q: query.q } : {}),
        ...(query.stage ? { stage: query.stage } : {}),
        ...(query.kind ? { kind: query.kind } : {}),
      });
      return c.json(
        {
          items: page.items.map((i) => ({ ...summaryBody(i), daysOverdue: i.daysOverdue })),
          ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
        },
        200,
      );
    },
  );
}
