// Every Assamese (Bengali) word of the emails, SMS and calendar entries a person receives (issue 31): what the script
// lint, the terms test and the review list (scripts/assam-review-list.ts) read.

import { accountStrings } from '../../accounts/messages-regional.ts';
import { calendarStrings } from './calendar-feed.ts';
import { messageStrings } from './messages-regional.ts';
import { smsStrings } from './sms-regional.ts';

export const messageSources = (l: 'as' | 'bn'): string[] => [
  ...messageStrings(l),
  ...smsStrings(l),
  ...calendarStrings(l),
  ...accountStrings(l),
];
