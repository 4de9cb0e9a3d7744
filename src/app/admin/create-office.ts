// An administrator (national, or of the State) adds an office: an adjudicating officer's (in a sub-division) or the
// appellate authority's (one per district), with the calendar that decides when a last day moves (GCA s.10).

import type { Actor } from '../actor.ts';
import { assertAdministrator, assertAdministratorOf } from '../policies/administration.ts';
import type { OfficeInput } from '../services.ts';
import type { FieldProblem } from '../validation.ts';
import { assertNoProblems } from '../validation.ts';
import type { AdminDeps } from './context.ts';
import { taken } from './context.ts';
import {
  addressProblems,
  calendarOrProblems,
  codeProblems,
  namesProblems,
  normalizeCode,
  PLACE_CODE,
  PLACE_SHAPE,
} from './fields.ts';

export async function createOffice(deps: AdminDeps, admin: Actor, input: OfficeInput): Promise<void> {
  assertAdministrator(admin, 'add an office');
  const j = deps.jurisdiction;
  const code = normalizeCode(input.code);
  const districtCode = normalizeCode(input.districtCode);
  const subdivisionCode =
    input.subdivisionCode === undefined || input.subdivisionCode === ''
      ? undefined
      : normalizeCode(input.subdivisionCode);
  const problems: FieldProblem[] = [
    ...codeProblems(code, 'code', PLACE_CODE, PLACE_SHAPE),
    ...namesProblems(input.name, input.nameHi),
  ];
  const district = districtCode ? await j.district(districtCode) : undefined;
  if (!district)
    problems.push({
      field: 'districtCode',
      message: districtCode ? `There is no district with the code "${districtCode}"` : 'Give the districtCode',
    });
  if (input.kind === 'adjudicating') {
    if (subdivisionCode === undefined) {
      problems.push({
        field: 'subdivisionCode',
        message: "An adjudicating officer's office serves a sub-division: give its subdivisionCode",
      });
    } else {
      const sub = await j.subdivision(subdivisionCode);
      if (!sub)
        problems.push({
          field: 'subdivisionCode',
          message: `There is no sub-division with the code "${subdivisionCode}"`,
        });
      else if (district && sub.districtCode !== district.code)
        problems.push({
          field: 'subdivisionCode',
          message: `Sub-division ${subdivisionCode} is in district ${sub.districtCode}, not ${district.code}`,
        });
    }
  } else if (input.kind === 'appellate') {
    if (subdivisionCode !== undefined)
      problems.push({
        field: 'subdivisionCode',
        message: 'An appellate office serves the whole district: leave subdivisionCode out',
      });
    const existing = district ? await j.appellateOfficeOf(district.code) : undefined;
    if (existing)
      problems.push({
        field: 'districtCode',
        message: `District ${district!.code} has an appellate office already (${existing}); appeals go to one office per district`,
      });
  } else {
    problems.push({
      field: 'kind',
      message:
        'Choose the kind of office: "adjudicating" (Sub-Divisional Magistrate) or "appellate" (District Magistrate)',
    });
  }
  problems.push(...addressProblems(input.address, input.addressHi));
  const cal = calendarOrProblems(input.calendar);
  problems.push(...cal.problems);
  assertNoProblems(problems, 'The office');
  assertAdministratorOf(admin, district!.stateCode, `add an office in ${district!.stateCode}`);
  const r = await j.insertOffice({
    code,
    kind: input.kind,
    districtCode,
    subdivisionCode: subdivisionCode ?? null,
    name: input.name.trim(),
    nameHi: input.nameHi.trim(),
    address: input.address?.trim() ?? '',
    addressHi: input.addressHi?.trim() ?? '',
    calendar: cal.calendar!,
  });
  if (r === 'exists') throw taken('code', `An office with the code ${code} exists already`);
}
