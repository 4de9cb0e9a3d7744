// AdminServices (src/app/services.ts) over the administration use cases.

import type { AdminServices } from '../services.ts';
import type { AdminDeps } from './context.ts';
import { createDistrict } from './create-district.ts';
import { createOffice } from './create-office.ts';
import { createState } from './create-state.ts';
import { createSubdivision } from './create-subdivision.ts';
import { importHolidayList } from './import-holiday-list.ts';
import { setOfficeCalendar } from './set-office-calendar.ts';
import { setOfficeNames } from './set-office-names.ts';
import { setStateValue } from './set-state-value.ts';

export function createAdminServices(d: AdminDeps): AdminServices {
  return {
    createState: (admin, input) => createState(d, admin, input),
    createDistrict: (admin, input) => createDistrict(d, admin, input),
    createSubdivision: (admin, input) => createSubdivision(d, admin, input),
    createOffice: (admin, input) => createOffice(d, admin, input),
    setOfficeCalendar: (admin, input) => setOfficeCalendar(d, admin, input),
    setOfficeNames: (admin, input) => setOfficeNames(d, admin, input),
    importHolidayList: (admin, input) => importHolidayList(d, admin, input),
    holidayLists: (stateCode) => d.jurisdiction.holidayLists(stateCode.trim().toUpperCase()),
    setStateValue: (by, input) => setStateValue(d, by, input),
    stateValues: (stateCode) => d.jurisdiction.stateValues(stateCode.trim().toUpperCase()),
    // Public: the list of offices is what a citizen chooses from when filing.
    listJurisdiction: () => d.jurisdiction.list(),
  };
}
