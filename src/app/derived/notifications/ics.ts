// iCalendar (RFC 5545) text for hearing dates and last days: an all-day event (DTSTART;VALUE=DATE), since a legal
// date is a calendar date in India, with the Asia/Kolkata zone named for clients that place it. Lines are folded at
// 75 octets and text escaped as the RFC requires. Pure: the stamp instant is passed in.

import type { LocalDate } from '../../../lib/local-date.ts';
import { addDays } from '../../../lib/local-date.ts';

export interface IcsEvent {
  /** Stable across re-sends, so a calendar updates the entry instead of adding another. */
  readonly uid: string;
  readonly on: LocalDate;
  readonly summary: string;
  readonly description: string;
  readonly url?: string;
  readonly stamp: Date;
}

function escapeText(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (UTF-8), never inside a character. */
function fold(line: string): string {
  const out: string[] = [];
  let cur = '';
  let bytes = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch, 'utf8');
    if (bytes + n > (out.length === 0 ? 75 : 74)) {
      out.push(cur);
      cur = '';
      bytes = 0;
    }
    cur += ch;
    bytes += n;
  }
  out.push(cur);
  return out.join('\r\n ');
}

const compact = (d: LocalDate): string => d.replaceAll('-', '');
const utcStamp = (d: Date): string =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** One all-day event: the lines of its VEVENT. */
function vevent(e: IcsEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${utcStamp(e.stamp)}`,
    `DTSTART;VALUE=DATE:${compact(e.on)}`,
    `DTEND;VALUE=DATE:${compact(addDays(e.on, 1))}`,
    `SUMMARY:${escapeText(e.summary)}`,
    `DESCRIPTION:${escapeText(e.description)}`,
    ...(e.url ? [`URL:${e.url}`] : []),
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

const calendar = (head: readonly string[], events: readonly IcsEvent[]): string =>
  `${['BEGIN:VCALENDAR', 'VERSION:2.0', ...head, ...events.flatMap(vevent), 'END:VCALENDAR'].map(fold).join('\r\n')}\r\n`;

/** One event, attached to a message (a hearing, a last day). */
export function icsCalendar(e: IcsEvent): string {
  return calendar(
    [
      'PRODID:-//Cattle-trespass Case Portal//Notifications//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-TIMEZONE:Asia/Kolkata',
    ],
    [e],
  );
}

/** A calendar of many events (the per-account feed, calendar-feed.ts): the same VEVENTs, named for the calendar app. */
export function icsFeed(events: readonly IcsEvent[], o: { name: string }): string {
  return calendar(
    [
      'PRODID:-//Cattle-trespass Case Portal//Calendar feed//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      `X-WR-CALNAME:${escapeText(o.name)}`,
      'X-WR-TIMEZONE:Asia/Kolkata',
      'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
      'X-PUBLISHED-TTL:PT6H',
    ],
    events,
  );
}
