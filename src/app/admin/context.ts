// What the administration use cases are given, and the error for a code that is taken.

import type { Clock } from '../../lib/clock.ts';
import type { AppError } from '../errors.ts';
import { validationFailed } from '../validation.ts';
import type { JurisdictionRepo } from '../ports/admin.ts';

export interface AdminDeps {
  readonly jurisdiction: JurisdictionRepo;
  readonly clock: Clock;
}

/** A taken code is a problem with the input's field (VALIDATION.FAILED), so the form shows it beside the code. */
export const taken = (field: string, message: string): AppError => validationFailed([{ field, message }]);
