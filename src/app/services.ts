// The application's services as the surfaces (HTTP, web, CLI, jobs) see them. compose.ts builds one of these.
//
// Accounts and administration are specified here as interfaces so the HTTP layer and their implementation
// (src/app/accounts, src/app/admin) can be written side by side.

import type { StateValue } from '../rules/state-values.ts';
import type { Clock } from '../lib/clock.ts';
import type { StateHolidayList } from '../rules/time/holiday-lists.ts';
import type { Actor, Role, RoleGrant } from './actor.ts';
import type { CaseDeps } from './cases/context.ts';
import type { DraftServices } from './drafts/drafts.ts';
import type { MoneyServices } from './money/service.ts';
import type { DeadlineActionDeps } from './derived/notifications/actions.ts';
import type { CalendarFeedDeps } from './derived/notifications/calendar-feed.ts';
import type { InboxDeps } from './derived/notifications/inbox.ts';
import type { ServiceMailDeps } from './derived/notifications/service-by-email.ts';
import type { PhoneDeps } from './accounts/phone-ports.ts';
import type { PaperDeps } from './parties/paper.ts';
import type { FieldDeps } from './field/field.ts';
import type { Store } from './ports/store.ts';
import type { StatsServices } from './derived/stats/service.ts';

export interface SessionInfo {
  /** The opaque token for the cookie; only its hash is stored. */
  readonly token: string;
  /** Sent back in a header or form field on every cookie-authenticated write (double submit, checked server-side). */
  readonly csrfToken: string;
  readonly expiresAt: Date;
  readonly actor: Actor;
}

export interface AccountServices {
  /** Citizens register themselves; a one-time code is emailed to verify the address. */
  registerCitizen(input: {
    email: string;
    name: string;
    phone?: string;
    password: string;
    lang: 'en' | 'hi' | 'as' | 'bn';
    clientAddress?: string;
  }): Promise<{ accountId: string }>;
  verifyEmail(input: { email: string; code: string }): Promise<void>;
  resendVerification(input: { email: string }): Promise<void>;
  /** Rate-limited per email and per client address; refuses unverified citizens. */
  signIn(input: { email: string; password: string; clientAddress: string }): Promise<SessionInfo>;
  signOut(sessionToken: string): Promise<void>;
  /** The actor of a session cookie, or undefined when it is unknown or expired. */
  authenticateSession(sessionToken: string): Promise<(SessionInfo & { csrfToken: string }) | undefined>;
  /** The actor of an API token (Authorization: Bearer …), or undefined. */
  authenticateApiToken(token: string): Promise<Actor | undefined>;
  createApiToken(actor: Actor, input: { name: string }): Promise<{ token: string; id: string }>;
  revokeApiToken(actor: Actor, id: string): Promise<void>;
  /** Officers and staff are created by an administrator, with their grants. */
  createStaffAccount(
    admin: Actor,
    input: { email: string; name: string; phone?: string; password: string; grants: readonly RoleGrant[] },
  ): Promise<{ accountId: string }>;
  grantRole(admin: Actor, input: { accountId: string; grant: RoleGrant }): Promise<void>;
  findAccountByEmail(
    actor: Actor,
    email: string,
  ): Promise<{ accountId: string; name: string; roles: Role[] } | undefined>;
  /** The actor's own email and mobile number, to fill Form-I and Form-III (issue 30: the sign-up phone carried over). */
  ownContact(actor: Actor): Promise<{ email?: string; phone?: string }>;
  /** By email or by a verified Indian mobile number (issue 30: a party who signed up with a phone alone). */
  findAccountByContact(
    actor: Actor,
    contact: string,
  ): Promise<{ accountId: string; name: string; roles: Role[] } | undefined>;
}

export interface OfficeInput {
  readonly code: string;
  readonly kind: 'adjudicating' | 'appellate';
  readonly districtCode: string;
  readonly subdivisionCode?: string;
  readonly name: string;
  readonly nameHi: string;
  readonly address?: string;
  /** The address in Hindi (Devanagari): Hindi pages and documents print it; without it they print the English one. */
  readonly addressHi?: string;
  /** An office calendar as accepted by parseCalendar (src/rules/time/calendar.ts). */
  readonly calendar: unknown;
}

/** An office's names and address, English and Hindi (app/admin/set-office-names.ts). */
export interface OfficeNamesInput {
  readonly officeCode: string;
  readonly name: string;
  readonly nameHi: string;
  readonly address: string;
  readonly addressHi: string;
}

/** GCA s.10: a State's notified holiday list for a year, as an administrator imports it (app/admin/import-holiday-list.ts). */
export interface HolidayListInput {
  readonly stateCode: string;
  readonly year: number;
  readonly format: 'csv' | 'ics';
  readonly text: string;
  readonly notificationNumber: string;
  readonly notificationDate: string;
}

/** Issue 27: a State's notified value of a configured parameter, as typed (rules/state-values.ts reads it). */
export interface StateValueInput {
  readonly stateCode: string;
  readonly param: string;
  readonly value: string;
  readonly from: string;
  readonly notificationNumber: string;
  readonly notificationDate: string;
}

export interface AdminServices {
  createState(
    admin: Actor,
    input: { code: string; name: string; nameHi: string; jurisdiction: 'in' | 'in-as' },
  ): Promise<void>;
  createDistrict(admin: Actor, input: { code: string; stateCode: string; name: string; nameHi: string }): Promise<void>;
  createSubdivision(
    admin: Actor,
    input: { code: string; districtCode: string; name: string; nameHi: string },
  ): Promise<void>;
  createOffice(admin: Actor, input: OfficeInput): Promise<void>;
  setOfficeCalendar(admin: Actor, input: { officeCode: string; calendar: unknown }): Promise<void>;
  /** The office's names and address in English and Hindi, as they are printed on its pages and documents. */
  setOfficeNames(admin: Actor, input: OfficeNamesInput): Promise<void>;
  /** GCA s.10: the State's notified holiday list for a year (CSV or iCalendar), with the notification's number and date. */
  importHolidayList(
    admin: Actor,
    input: HolidayListInput,
  ): Promise<{ list: StateHolidayList; outcome: 'created' | 'replaced' }>;
  /** The State's imported holiday lists, by year (public: they decide when a party's last day moves). */
  holidayLists(stateCode: string): Promise<StateHolidayList[]>;
  /** Issue 27: a State's notified value of a configured parameter, entered by its administrator or at the shell. */
  setStateValue(
    by: Actor | { readonly operator: string },
    input: StateValueInput,
  ): Promise<{ value: StateValue; outcome: 'created' }>;
  /** The values the State notified, oldest first (public: they decide the periods and amounts of its cases). */
  stateValues(stateCode: string): Promise<StateValue[]>;
  listJurisdiction(): Promise<{
    states: { code: string; name: string; nameHi: string; jurisdiction: string }[];
    districts: { code: string; stateCode: string; name: string; nameHi: string }[];
    offices: {
      code: string;
      kind: string;
      districtCode: string;
      subdivisionCode: string | null;
      name: string;
      nameHi: string;
      address: string;
      /** '' while not entered: Hindi pages and documents then print the English address. */
      addressHi: string;
    }[];
  }>;
}

export interface DemoAccount {
  readonly role: Role | 'citizen (respondent)';
  readonly email: string;
  readonly password: string;
  readonly scope: string;
}

/** One break in an order-sheet hash chain, as found by re-walking it. */
export interface OrderSheetBreak {
  readonly streamId: string;
  readonly number: string;
  readonly seq: number;
  readonly problem: string;
}

export interface Services {
  readonly store: Store;
  readonly clock: Clock;
  readonly cases: CaseDeps;
  readonly accounts: AccountServices;
  readonly admin: AdminServices;
  /** Dashboards (scoped by grants) and open data (suppressed), issue 8: src/app/derived/stats. */
  readonly stats: StatsServices;
  /** A signed-in person's unfinished forms (the web portal's step-by-step Form-I). */
  readonly drafts: DraftServices;
  /** Penalty money: demands, deposits, the Board's recovery, the fund ledger and its utilisation, issue 7: src/app/money. */
  readonly money: MoneyServices;
  /** The deadline watcher's open proposals and escalations for the people who must act, issue 6: src/app/derived/notifications/actions.ts. */
  readonly deadlines: DeadlineActionDeps;
  /** The private calendar feed per account (GET /calendar/<token>.ics), issue 6: src/app/derived/notifications/calendar-feed.ts. */
  readonly calendar: CalendarFeedDeps;
  /** Each account's in-app inbox (the in-app copy of every message queued for it), issue 6: src/app/derived/notifications/inbox.ts. */
  readonly inbox: InboxDeps;
  /** Service of notices by email: the delivery evidence and the officer's confirmation, issue 6: src/app/derived/notifications/service-by-email.ts. */
  readonly serviceByEmail: ServiceMailDeps;
  /** Signing up and in with a mobile number and a code sent by SMS, issue 15: src/app/accounts/phone-sign-in.ts. */
  readonly phone: PhoneDeps;
  /** Parties without an account: entered on paper, served by printed bundles, claimed with a code (issue 15). */
  readonly paper: PaperDeps;
  /** Serving notices in the field: process servers' phones, their tasks and signed proofs (issue 32): src/app/field. */
  readonly field: FieldDeps;
  /** Re-walks every order-sheet chain (compose.ts wires it to verifyAll in src/db/order-sheet.repo.ts). */
  verifyOrderSheet(): Promise<{ streams: number; rows: number; breaks: OrderSheetBreak[] }>;
}
