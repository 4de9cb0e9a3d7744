// GET /api/v1/worklist/proposals (the open proposals of the deadline watcher for the caller's offices and districts)
// and GET /api/v1/worklist/escalations (the District Magistrate's escalations of their district), issue 6.

import type { DeadlineActionView } from '../../app/derived/notifications/actions.ts';
import { escalationPage, openProposals } from '../../app/derived/notifications/actions.ts';
import type { Services } from '../../app/services.ts';
import { DeadlineActionListSchema, EscalationListSchema, EscalationQuery } from '../../contract/deadlines.ts';
import { labels } from '../../rules/provisions.ts';
import type { Api } from '../http.ts';
import { defineRoute, requireActor } from '../http.ts';

const body = (a: DeadlineActionView) => ({
  caseId: a.streamId,
  caseNumber: a.caseNumber,
  caseKind: a.streamKind,
  kind: a.kind,
  action: a.action,
  clock: a.clock,
  due: a.due,
  raisedOn: a.raisedOn,
  basis: [...a.basis],
  basisLabels: labels(a.basis),
  open: a.open,
});

export function deadlineRoutes(app: Api, services: Services): void {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/v1/worklist/proposals',
      tags: ['Officers'],
      operationId: 'worklistProposals',
      auth: true,
      summary: "The deadline watcher's open proposals for you",
      description:
        'A period with a legal effect ran out (e.g. the reply period: proceed ex parte under Rule 4(7)?). Adjudicating officers see those of their offices, appellate authorities those of their districts. A proposal disappears when its period stops or is re-dated.',
      ok: { 200: { schema: DeadlineActionListSchema, description: 'Newest first.' } },
      errors: [401, 403, 500],
    },
    async (c) => {
      const actor = requireActor(c);
      return c.json({ items: (await openProposals(services.deadlines, actor)).map(body) }, 200);
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/v1/worklist/escalations',
      tags: ['Officers'],
      operationId: 'worklistEscalations',
      auth: true,
      summary: "The escalations of your district's lapses to the District Magistrate",
      description:
        'Notice not issued within 15 days (Rule 4(1)); the period of disposal near its end or over (Rules 5, 6). Only the appellate authority of the district.',
      query: EscalationQuery,
      ok: {
        200: {
          schema: EscalationListSchema,
          description:
            'Newest raised first, then the earliest last day, then the case number as numbers; follow nextPage.',
        },
      },
      errors: [400, 401, 403, 500],
    },
    async (c, { query }) => {
      const actor = requireActor(c);
      const p = await escalationPage(services.deadlines, actor, {
        page: query.page,
        size: query.limit,
        openOnly: query.open === 'true',
      });
      return c.json({ items: p.items.map(body), ...(p.hasMore ? { nextPage: p.page + 1 } : {}) }, 200);
    },
  );
}
