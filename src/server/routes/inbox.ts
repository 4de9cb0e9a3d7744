// GET /api/v1/me/inbox (the caller's in-app inbox, newest first, cursor pages, with the unread count) and
// POST /api/v1/me/inbox/read (mark one message or all read), issue 6. Only the caller's own messages: another
// account's message id is 404.

import type { InboxMessage } from '../../app/derived/notifications/inbox.ts';
import { inbox, markRead, unreadCount } from '../../app/derived/notifications/inbox.ts';
import type { Services } from '../../app/services.ts';
import { InboxPageSchema, InboxQuery, InboxReadBody, InboxReadResultSchema } from '../../contract/inbox.ts';
import type { Api } from '../http.ts';
import { defineRoute, requireActor } from '../http.ts';

const body = (m: InboxMessage) => ({
  id: m.id,
  caseId: m.caseId,
  caseNumber: m.caseNumber,
  lang: m.lang,
  subject: m.subject,
  body: m.body,
  createdAt: m.createdAt.toISOString(),
  read: m.readAt !== null,
  readAt: m.readAt ? m.readAt.toISOString() : null,
  documentIds: [...m.documentIds],
});

export function inboxRoutes(app: Api, services: Services): void {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/v1/me/inbox',
      tags: ['Me'],
      operationId: 'myInbox',
      auth: true,
      summary: 'Your in-app inbox, newest first',
      description:
        'Every reminder, lapse, escalation, proposal and document announcement sent to you by email is also here, in the language it was written in. Only your own messages.',
      query: InboxQuery,
      ok: { 200: { schema: InboxPageSchema, description: 'A page; follow nextCursor for the next.' } },
      errors: [400, 401, 500],
    },
    async (c, { query }) => {
      const actor = requireActor(c);
      const page = await inbox(services.inbox, actor, query.cursor, query.limit);
      const unread = await unreadCount(services.inbox, actor);
      return c.json(
        { items: page.items.map(body), ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}), unread },
        200,
      );
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/v1/me/inbox/read',
      tags: ['Me'],
      operationId: 'markInboxRead',
      auth: true,
      summary: 'Mark a message of your inbox read, or all of them',
      description:
        '{"id": "…"} marks one (again is harmless: the first time stays); {"all": true} marks every unread message.',
      body: InboxReadBody,
      ok: {
        200: { schema: InboxReadResultSchema, description: 'How many were newly marked, and the unread count after.' },
      },
      errors: [400, 401, 403, 404, 500],
    },
    async (c, { body: b }) => {
      const actor = requireActor(c);
      return c.json(await markRead(services.inbox, actor, 'all' in b ? 'all' : { id: b.id }), 200);
    },
  );
}
