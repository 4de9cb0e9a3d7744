// The Form-III checklist for scrutiny under Rule 7(6): every item with the provision it answers to and whether a
// blank is a defect, as the domain declares it (src/domain/appeal/form3.ts), for the surfaces that may not import
// the domain's values (the appellate authority's scrutiny page).

import { FORM3_FIELDS } from '../../domain/appeal/form3.ts';
import type { Form3Field } from '../../domain/appeal/form3.ts';

export type { Form3Field };

export const FORM3_CHECKLIST: readonly Form3Field[] = FORM3_FIELDS;
