// Instants (Date) moved by a duration, so code that may not construct Dates from the system clock (rules, domain,
// app) can still compute an expiry from the Clock port's now().

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;

/** The instant `ms` milliseconds after `d` (before it when negative); `d` is not changed. */
export function plusMs(d: Date, ms: number): Date {
  return new Date(d.getTime() + ms);
}

/** Hours and minutes of an instant in India (Asia/Kolkata), e.g. "14:35", for messages such as "try again after". */
export function indiaTime(d: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(d);
}

/** The instant an ISO 8601 string names (a phone's own clock, as it reported it), or undefined when it names none. */
export function parseInstant(iso: unknown): Date | undefined {
  if (typeof iso !== 'string' || iso.length > 40) return undefined;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? undefined : new Date(ms);
}
