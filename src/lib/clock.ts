// The Clock port: the only way the application learns the time. Legal dates are calendar dates in India.
// This file is the one place allowed to read the system clock (SystemClock); rules, domain and app never do.

import type { LocalDate } from './local-date.ts';

export interface Clock {
  /** The current instant, for recorded_at and sessions. */
  now(): Date;
  /** Today's date in India (Asia/Kolkata, UTC+05:30, no daylight saving). */
  today(): LocalDate;
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The India calendar date of an instant. India has had a fixed UTC+05:30 offset since 1945. */
export function indiaDate(instant: Date): LocalDate {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10) as LocalDate;
}

/** A clock a test controls: set it to an instant and advance it. */
export class FixedClock implements Clock {
  private instant: Date;
  constructor(start: Date | string) {
    this.instant = new Date(start);
  }
  now(): Date {
    return new Date(this.instant);
  }
  today(): LocalDate {
    return indiaDate(this.instant);
  }
  set(instant: Date | string): void {
    this.instant = new Date(instant);
  }
  advanceDays(n: number): void {
    this.instant = new Date(this.instant.getTime() + n * 86_400_000);
  }
}

/** The real clock, for the server, the CLI and jobs. */
export const SystemClock: Clock = {
  now: () => new Date(),
  today: () => indiaDate(new Date()),
};
