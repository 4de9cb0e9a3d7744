// The private calendar feed (issue 6): POST /api/v1/me/calendar-feed creates or replaces the caller's link.

import { z } from 'zod';

export const CalendarFeedSchema = z
  .object({
    url: z.string().meta({
      example: 'https://ctp.example.in/calendar/3q2-7wEXAMPLEtokenEXAMPLEtokenEXAMPLEtoken0.ics',
      description:
        'Subscribe to it in a calendar app. Anyone with the link can see your hearing dates and last days; it is shown once, and creating a new one stops the old one at once.',
    }),
  })
  .meta({ id: 'CalendarFeed' });
