// The private calendar feed (issue 6): GET /calendar/<token>.ics (no session: the token in the path is the credential;
// an unknown or replaced token is a plain 404 that says nothing of any account) and POST /api/v1/me/calendar-feed
// (create or replace the caller's link, shown once). The use cases are in src/app/derived/notifications/calendar-feed.ts.

import { calendarFeed, calendarFeedUrl } from '../../app/derived/notifications/calendar-feed.ts';
import type { Services } from '../../app/services.ts';
import { CalendarFeedSchema } from '../../contract/calendar.ts';
import type { Api } from '../http.ts';
import { defineRoute, requireActor } from '../http.ts';

export function calendarRoutes(app: Api, services: Services): void {
  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/v1/me/calendar-feed',
      tags: ['Me'],
      operationId: 'createCalendarFeed',
      auth: true,
      summary: 'Create or replace your private calendar feed link',
      description:
        "Returns the URL of an iCalendar feed (text/calendar) of your hearing dates and statutory last days: as a party, the hearings of your proceedings and the periods in which you must act (e.g. the reply under Rule 4(1), the deposit under Rule 4(12)); as an adjudicating officer, the running periods and hearings of your offices' open cases; as an appellate authority, those of your districts' open appeals. The link is shown once; a new one stops the old one at once.",
      ok: { 200: { schema: CalendarFeedSchema, description: 'The new link; the previous one no longer works.' } },
      errors: [401, 403, 500],
    },
    async (c) => {
      const actor = requireActor(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await calendarFeedUrl(services.calendar, actor), 200);
    },
  );

  app.get('/calendar/:file', async (c) => {
    const file = c.req.param('file');
    const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
    const body = await calendarFeed(services.calendar, token);
    return c.body(body, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Cache-Control': 'private, max-age=300',
      'Content-Disposition': 'inline; filename="calendar.ics"',
      'X-Robots-Tag': 'noindex',
    });
  });
}
