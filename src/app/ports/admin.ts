// Ports of the administration area: the jurisdiction (States, districts, sub-divisions, offices). src/db/admin.repo.ts
// implements them; inserts report 'exists' instead of failing when the code is taken.

import type { StateValue } from '../../rules/state-values.ts';
import type { OfficeCalendar } from '../../rules/time/calendar.ts';
import type { HolidayListFormat, StateHolidayList } from '../../rules/time/holiday-lists.ts';
import type { JurisdictionLookup } from './accounts.ts';
import type { AdminServices } from '../services.ts';

export type JurisdictionListing = Awaited<ReturnType<AdminServices['listJurisdiction']>>;

export interface NewOffice {
  readonly code: string;
  readonly kind: 'adjudicating' | 'appellate';
  readonly districtCode: string;
  readonly subdivisionCode: string | null;
  readonly name: string;
  readonly nameHi: string;
  readonly address: string;
  readonly addressHi: string;
  readonly calendar: OfficeCalendar;
}

export interface JurisdictionRepo extends JurisdictionLookup {
  subdivision(code: string): Promise<{ code: string; districtCode: string } | undefined>;
  /** The appellate office of a district, if one exists. */
  appellateOfficeOf(districtCode: string): Promise<string | undefined>;
  insertState(s: {
    code: string;
    name: string;
    nameHi: string;
    jurisdiction: 'in' | 'in-as';
  }): Promise<'created' | 'exists'>;
  insertDistrict(d: { code: string; stateCode: string; name: string; nameHi: string }): Promise<'created' | 'exists'>;
  insertSubdivision(s: {
    code: string;
    districtCode: string;
    name: string;
    nameHi: string;
  }): Promise<'created' | 'exists'>;
  insertOffice(o: NewOffice): Promise<'created' | 'exists'>;
  setOfficeCalendar(code: string, calendar: OfficeCalendar): Promise<void>;
  setOfficeNames(
    code: string,
    names: { name: string; nameHi: string; address: string; addressHi: string },
  ): Promise<void>;
  /** The State's notified holiday lists, by year (0060-state-holiday-lists.sql). */
  holidayLists(stateCode: string): Promise<StateHolidayList[]>;
  /** Records (or replaces, keeping the old one in history) the State's list for its year. */
  putHolidayList(
    list: StateHolidayList,
    format: HolidayListFormat,
    by: string,
    at: Date,
  ): Promise<'created' | 'replaced'>;
  /** Issue 27: the values the State notified for configured parameters (0110-state-parameters.sql), oldest first. */
  stateValues(stateCode: string): Promise<StateValue[]>;
  /** Records a notified value; 'exists' when the State already has a value of that parameter from that day. */
  putStateValue(
    stateCode: string,
    v: StateValue,
    by: { accountId: string | null; name: string },
    at: Date,
  ): Promise<'created' | 'exists'>;
  list(): Promise<JurisdictionListing>;
  /** No State and no account: a fresh installation, the only kind the demo seed writes into. */
  isEmpty(): Promise<boolean>;
}
