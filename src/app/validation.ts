// Field problems of an input, gathered so a person sees everything to fix at once, thrown as VALIDATION.FAILED.

import { AppError } from './errors.ts';

export interface FieldProblem {
  /** The input field, dotted for nested values: "calendar.weeklyOff[0]", "grants[1].officeCode". */
  readonly field: string;
  readonly message: string;
}

/**
 * VALIDATION.FAILED with every problem in `details.problems`; the message lists them, and `field` names the first.
 * Surfaces render `details.problems` beside the fields.
 */
export function validationFailed(problems: readonly FieldProblem[], what = 'The input'): AppError {
  const first = problems[0];
  const list = problems.map((p) => (p.field ? `${p.field}: ${p.message}` : p.message)).join('; ');
  return new AppError('VALIDATION.FAILED', `${what} needs correcting: ${list}.`, {
    ...(first?.field ? { field: first.field } : {}),
    details: { problems: [...problems] },
  });
}

/** Throws VALIDATION.FAILED when there is any problem. */
export function assertNoProblems(problems: readonly FieldProblem[], what?: string): void {
  if (problems.length > 0) throw validationFailed(problems, what);
}
