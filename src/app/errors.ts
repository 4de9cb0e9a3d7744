// AppError: the one error type that reaches a surface (HTTP, web, CLI). Legal refusals keep their code and basis;
// the application adds its own codes. The HTTP layer maps every code to a status in one table (server/problem.ts).

import type { ProvisionId } from '../rules/provisions.ts';
import type { Refusal } from '../rules/ruling.ts';
import type { RefusalCode } from '../rules/refusal-codes.ts';

export const APP_ERROR_CODES = [
  'VALIDATION.FAILED',
  'AUTH.UNAUTHENTICATED',
  'AUTH.FORBIDDEN',
  'AUTH.INVALID_CREDENTIALS',
  'AUTH.RATE_LIMITED',
  'AUTH.EMAIL_NOT_VERIFIED',
  'AUTH.EMAIL_TAKEN',
  'AUTH.CODE_INVALID',
  'AUTH.CSRF',
  'CASE.VERSION_CONFLICT',
  'CASE.UNKNOWN',
  'OFFICE.UNKNOWN',
  'OFFICE.WRONG_KIND',
  'ACCOUNT.UNKNOWN',
  'IDEMPOTENCY.KEY_REUSED',
  'IDEMPOTENCY.IN_PROGRESS',
  'DOCUMENT.TOO_LARGE',
  'DOCUMENT.TYPE_NOT_ALLOWED',
  'DOCUMENT.UNKNOWN',
  // Surfaces: a command sent without the version the client saw; a request body in a type the route does not take.
  'CASE.VERSION_REQUIRED',
  'REQUEST.UNSUPPORTED_MEDIA_TYPE',
  'NOT_FOUND',
  'INTERNAL',
  // The database cannot be reached, or its disk is full: 503 with Retry-After (ServiceUnavailable below).
  'SERVICE.UNAVAILABLE',
] as const;
export type AppErrorCode = (typeof APP_ERROR_CODES)[number];
export type ErrorCode = AppErrorCode | RefusalCode;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly basis: readonly ProvisionId[];
  readonly field?: string;
  readonly details?: unknown;
  constructor(
    code: ErrorCode,
    message: string,
    opts: { basis?: readonly ProvisionId[]; field?: string; details?: unknown } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.basis = opts.basis ?? [];
    if (opts.field !== undefined) this.field = opts.field;
    if (opts.details !== undefined) this.details = opts.details;
  }

  static fromRefusal(r: Refusal): AppError {
    return new AppError(r.code, r.message, { basis: r.basis, ...(r.field !== undefined ? { field: r.field } : {}) });
  }
}

/** Why the records cannot be used for a moment: said to the operator (the log), never to the citizen. */
export type UnavailableReason = 'database-unreachable' | 'disk-full';

/**
 * The database cannot be reached (restart, failover, a dropped connection) or cannot write (a full disk): the request
 * is answered 503 with Retry-After and the same words for everyone; `operatorDetail` (the driver's own message) goes
 * to the log only. Nothing of the request was recorded unless its transaction committed, and a retry with the same
 * Idempotency-Key is recorded once either way.
 */
export class ServiceUnavailable extends AppError {
  constructor(
    readonly reason: UnavailableReason,
    readonly retryAfterSeconds: number,
    readonly operatorDetail: string,
  ) {
    super(
      'SERVICE.UNAVAILABLE',
      'The portal cannot reach its records for a moment. Please try again shortly; a retry with the same Idempotency-Key is recorded only once.',
    );
    this.name = 'ServiceUnavailable';
  }
}
