// The one table from error code to HTTP status, and the problem+json document (RFC 9457) every error becomes.
//
// `STATUS` is a Record over every ErrorCode (the application's codes and every refusal code of src/rules), so a new
// code does not compile until it is given a status here. Legal refusals are 422 (the request was understood and is
// unlawful as it stands), "already done" refusals 409, an unknown proceeding 404, a stale version 409.

import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../app/errors.ts';
import type { AppError } from '../app/errors.ts';
import type { ProvisionId } from '../rules/provisions.ts';
import { isProvisionId, labels } from '../rules/provisions.ts';

export const STATUS: Readonly<Record<ErrorCode, ContentfulStatusCode>> = {
  // Application codes
  'VALIDATION.FAILED': 400,
  'AUTH.UNAUTHENTICATED': 401,
  'AUTH.FORBIDDEN': 403,
  'AUTH.INVALID_CREDENTIALS': 401,
  'AUTH.RATE_LIMITED': 429,
  'AUTH.EMAIL_NOT_VERIFIED': 403,
  'AUTH.EMAIL_TAKEN': 409,
  'AUTH.CODE_INVALID': 400,
  'AUTH.CSRF': 403,
  'CASE.VERSION_CONFLICT': 409,
  'CASE.UNKNOWN': 404,
  'OFFICE.UNKNOWN': 422,
  'OFFICE.WRONG_KIND': 422,
  'ACCOUNT.UNKNOWN': 404,
  'IDEMPOTENCY.KEY_REUSED': 422,
  'IDEMPOTENCY.IN_PROGRESS': 409,
  'DOCUMENT.TOO_LARGE': 413,
  'DOCUMENT.TYPE_NOT_ALLOWED': 415,
  'DOCUMENT.UNKNOWN': 404,
  'CASE.VERSION_REQUIRED': 428,
  'REQUEST.UNSUPPORTED_MEDIA_TYPE': 415,
  NOT_FOUND: 404,
  INTERNAL: 500,
  // Refusals: Clocks and periods
  'CLOCK.UNKNOWN': 400,
  'CLOCK.DAYS_REQUIRED': 422,
  'CLOCK.DAYS_NOT_ALLOWED': 422,
  'CLOCK.DAYS_NOT_POSITIVE': 422,
  'CLOCK.DAYS_EXCEED_MAXIMUM': 422,
  'CLOCK.BEFORE_COMMENCEMENT': 422,
  'CLOCK.NOT_IN_JURISDICTION': 422,
  'CALENDAR.INVALID': 400,
  // Refusals: Adjudication
  'COMPLAINT.COMPLAINANT_NOT_ENTITLED': 422,
  'COMPLAINT.MISSING_PARTICULARS': 422,
  'COMPLAINT.DECLARATION_MISSING': 422,
  'COMPLAINT.RECEIVED_BEFORE_COMMENCEMENT': 422,
  'CASE.NOT_FOUND': 404,
  'CASE.ALREADY_EXISTS': 409,
  'CASE.CLOSED': 422,
  'CASE.WRONG_STAGE': 422,
  'CASE.DATE_BEFORE_PREVIOUS_EVENT': 422,
  'CASE.DATE_IN_FUTURE': 422,
  'NOTICE.ALREADY_ISSUED': 409,
  'NOTICE.NOT_ISSUED': 422,
  'NOTICE.REPLY_PERIOD_EXCEEDS_30_DAYS': 422,
  'NOTICE.REPLY_PERIOD_NOT_POSITIVE': 422,
  'NOTICE.CONTRAVENTION_NOT_SPECIFIED': 422,
  'NOTICE.COMPLAINT_COPY_NOT_ENCLOSED': 422,
  'NOTICE.DELAY_REASON_REQUIRED': 422,
  'NOTICE.NOT_SERVED': 422,
  'SERVICE.ALREADY_SERVED': 409,
  'SERVICE.AFFIXING_BEFORE_OTHER_MODES': 422,
  'SERVICE.NO_SUCCESSFUL_ATTEMPT': 422,
  'SERVICE.UNKNOWN_ATTEMPT': 422,
  'SERVICE.ATTEMPT_ALREADY_RESOLVED': 409,
  'SERVICE.OUTCOME_BEFORE_ATTEMPT': 422,
  'SERVICE.ARTICLE_NUMBER_REQUIRED': 422,
  'SERVICE.ARTICLE_NUMBER_INVALID': 422,
  'SERVICE.TENDER_PARTICULARS_REQUIRED': 422,
  'SERVICE.TENDER_ACKNOWLEDGEMENT_REQUIRED': 422,
  'SERVICE.AFFIXING_PROOF_REQUIRED': 422,
  'SERVICE.DOCUMENT_UNKNOWN': 422,
  'REPLY.ALREADY_RECEIVED': 409,
  'REPLY.PERIOD_NOT_STARTED': 422,
  'REPLY.EXTENSION_EXCEEDS_15_DAYS': 422,
  'REPLY.EXTENSION_REASONS_REQUIRED': 422,
  'REPLY.EXTENSION_SUFFICIENT_CAUSE_REQUIRED': 422,
  'EXPARTE.REPLY_PERIOD_NOT_OVER': 422,
  'EXPARTE.REASONS_REQUIRED': 422,
  'EXPARTE.REPLY_RECEIVED': 422,
  'HEARING.NO_REPLY': 422,
  'HEARING.NOT_NOTIFIED': 422,
  'HEARING.DATE_INVALID': 422,
  'HEARING.ADMITTED_NO_HEARING_NEEDED': 422,
  'HEARING.NOT_HELD': 422,
  'ORDER.ALREADY_PASSED': 409,
  'ORDER.NOT_READY': 422,
  'ORDER.REASONS_REQUIRED': 422,
  'ORDER.DEPOSIT_TIME_LIMIT_REQUIRED': 422,
  'ORDER.DEPOSIT_TIME_LIMIT_EXCEEDS_S27C': 422,
  'ORDER.NOTHING_IMPOSED': 422,
  'ORDER.AMOUNT_INVALID': 422,
  'ORDER.PENALTY_EXCEEDS_MAXIMUM': 422,
  'ORDER.NOT_PASSED': 422,
  'ORDER.NO_PENALTY': 422,
  'DISPOSAL.EXTENSION_EXCEEDS_30_DAYS': 422,
  'DISPOSAL.EXTENSION_REASONS_REQUIRED': 422,
  'DISPOSAL.ALREADY_EXTENDED': 409,
  'DISPOSAL.DELAY_REASON_REQUIRED': 422,
  'DEPOSIT.AMOUNT_INVALID': 422,
  'DEPOSIT.EXCEEDS_OUTSTANDING': 422,
  'RECOVERY.NOT_DUE': 422,
  'RECOVERY.NOTHING_OUTSTANDING': 422,
  'RECOVERY.ALREADY_REFERRED': 409,
  'SERVICE.DEEMED_REASONS_REQUIRED': 422,
  'SERVICE.DEEMED_WITHOUT_ATTEMPT': 422,
  'NOTICE.SIGNATURE_REQUIRED': 422,
  'REPLY.EXTENSION_NOT_POSITIVE': 422,
  'REPLY.TEXT_REQUIRED': 422,
  'HEARING.EXPLANATION_REQUIRED': 422,
  'HEARING.OPPORTUNITY_NOT_AFFORDED': 422,
  'SUMMONS.PARTICULARS_REQUIRED': 422,
  'SUMMONS.UNKNOWN': 422,
  'SUBMISSION.NOT_ALLOWED': 422,
  'COMPLAINT.PARTICULARS_INVALID': 422,
  'HEARING.LINK_NOT_HTTPS': 422,
  'SUBMISSION.EMPTY': 422,
  'DISPOSAL.EXTENSION_NOT_POSITIVE': 422,
  'ORDER.COPY_FEE_NOT_ALLOWED': 422,
  'ORDER.COPY_NOT_SIGNED': 422,
  'DEPOSIT.RECEIPT_REQUIRED': 422,
  'DEPOSIT.MODE_INVALID': 422,
  'SERVICE.ATTEMPT_ID_INVALID': 422,
  'SERVICE.PARTICULARS_REQUIRED': 422,
  'SERVICE.MODE_INVALID': 422,
  'HEARING.NOTICE_ID_INVALID': 422,
  'HEARING.MODE_INVALID': 422,
  'ORDER.COPY_RECIPIENT_INVALID': 422,
  // Refusals: Appeal
  'APPEAL.ORDER_NOT_APPEALABLE': 422,
  'APPEAL.ENCLOSURES_MISSING': 422,
  'APPEAL.GROUNDS_MISSING': 422,
  'APPEAL.ALREADY_FILED': 409,
  'APPEAL.WRONG_STAGE': 422,
  'APPEAL.RECORDS_NOT_CALLED': 422,
  'APPEAL.NOT_DEFECTIVE': 422,
  'APPEAL.DEFECTS_REQUIRED': 422,
  'APPEAL.RECTIFICATION_PERIOD_NOT_OVER': 422,
  'APPEAL.REFUSAL_REASONS_REQUIRED': 422,
  'APPEAL.RECTIFIED': 422,
  'APPEAL.DEFECTS_OUTSTANDING': 422,
  'APPEAL.RESPONDENT_REPLY_EXCEEDS_30_DAYS': 422,
  'APPEAL.RESPONDENT_REPLY_NOT_POSITIVE': 422,
  'APPEAL.NOT_ADMITTED': 422,
  'APPEAL.NOT_HEARD': 422,
  'APPEAL.VARIATION_REQUIRED': 422,
  'APPEAL.REASONS_REQUIRED': 422,
  'APPEAL.NOT_DECIDED': 422,
  'APPEAL.NO_CONFIRMED_PENALTY': 422,
  'APPEAL.UNKNOWN_DEFECT': 422,
  'APPEAL.DELAY_REASON_REQUIRED': 422,
  'APPEAL.COPY_OF_APPEAL_NOT_ENCLOSED': 422,
  'APPEAL.DEEMED_SERVICE_GROUND_REQUIRED': 422,
  // Refusals: Assam criminal track
  'ASSAM.NOT_IN_ASSAM': 422,
  'ASSAM.REPORTER_NOT_ENTITLED': 422,
  'ASSAM.NOT_A_S26_CONTRAVENTION': 422,
  'ASSAM.FINE_OUT_OF_RANGE': 422,
  'ASSAM.IMPRISONMENT_EXCEEDS_MAXIMUM': 422,
  'ASSAM.SENTENCE_REQUIRED': 422,
  'ASSAM.FINE_OR_IMPRISONMENT_NOT_BOTH': 422,
  'ASSAM.NO_COGNIZANCE': 422,
  'ASSAM.WRONG_STAGE': 422,
  'ASSAM.NO_COMPENSATION_ORDERED': 422,
  'ASSAM.COMPENSATION_PAID': 409,
  'ASSAM.OFFENCE_BEFORE_COMMENCEMENT': 422,
  'ASSAM.PARTICULARS_MISSING': 422,
  'ASSAM.REASONS_REQUIRED': 422,
  'ASSAM.COMPENSATION_NOT_WITH_CONVICTION': 422,
  'ASSAM.COMPENSATION_PAYEE_NOT_AGGRIEVED': 422,
  'ASSAM.PAYMENT_TIME_NOT_OVER': 422,
  'ASSAM.AMOUNT_INVALID': 422,
  'ASSAM.JUDGMENT_COPY_MISSING': 422,
  'ASSAM.MATCH_UNDECIDED': 422,
  // Refusals: Fund (Rule 8)
  'FUND.PURPOSE_NOT_ALLOWED': 422,
  'FUND.BODY_NOT_ENTITLED': 422,
  'FUND.NOTIFICATION_REQUIRED': 422,
  'DEPOSIT.RECEIPT_REUSED': 409,
  'MONEY.DEMANDS_ALREADY_RAISED': 409,
  'MONEY.NO_DEMAND': 404,
  'MONEY.ENTRY_UNBALANCED': 422,
  'MONEY.ACCOUNT_UNKNOWN': 422,
  'MONEY.ENTRY_UNKNOWN': 404,
  'MONEY.ENTRY_ALREADY_REVERSED': 409,
  'MONEY.ENTRY_NOT_REVERSIBLE': 422,
  'MONEY.REASON_REQUIRED': 422,
  'MONEY.BANK_OVERDRAWN': 422,
  'RECOVERY.NOT_REFERRED': 422,
  'RECOVERY.ACTION_INVALID': 422,
  'FUND.BODY_UNKNOWN': 404,
  'FUND.BODY_PARTICULARS_REQUIRED': 422,
  'FUND.BODY_ALREADY_REGISTERED': 409,
  'FUND.SANCTION_UNKNOWN': 404,
  'FUND.REFERENCE_REUSED': 409,
  'FUND.RELEASE_EXCEEDS_SANCTION': 422,
  'FUND.CERTIFICATE_EXCEEDS_RELEASED': 422,
  'FUND.AMOUNT_INVALID': 422,
  'FUND.INSUFFICIENT_BALANCE': 422,
  'FUND.PENALTY_NOT_IN_SEPARATE_ACCOUNT': 422,
  'FUND.NOT_PENALTY_MONEY': 422,
  'FUND.UNSANCTIONED_DEBIT': 422,
  // A party's own acts on the portal (issue 15)
  'REPLY.PERIOD_OVER': 422,
  'REPLY.EXTENSION_REQUEST_PENDING': 409,
  'REPLY.EXTENSION_NO_REQUEST': 422,
  'EXPARTE.NOT_RECORDED': 422,
  'EXPARTE.RECALL_REASONS_REQUIRED': 422,
  'HEARING.EX_PARTE_STANDS': 422,
  'HEARING.MATERIAL_NOT_EXAMINED': 422,
  'HEARING.NOT_IN_ABSENCE': 422,
  'SERVICE.REFUSAL_PARTICULARS_REQUIRED': 422,
  'SERVICE.DEEMED_NOT_A_MANNER': 422,
  'SERVICE.OBJECTION_UNDECIDED': 422,
  'SERVICE.OBJECTION_NOTHING_SERVED': 422,
  'SERVICE.OBJECTION_GROUNDS_REQUIRED': 422,
  'SERVICE.OBJECTION_UNKNOWN': 422,
  'SERVICE.OBJECTION_REASONS_REQUIRED': 422,
  'ORDER.NO_CEILING_NOT_CONFIRMED': 422,
  'ORDER.NOT_HEARD_ON_AMOUNT': 422,
  'COMPLAINT.CONTRAVENTION_BEFORE_COMMENCEMENT': 422,
  'DATE.OUT_OF_RANGE': 422,
  // The database unreachable or its disk full (issue 28): try again after Retry-After.
  'SERVICE.UNAVAILABLE': 503,
  // Issue 27 (h27b)
  'ORDER.PENALTY_NOT_AVAILABLE': 422,
  // Natural justice as one gate (issue 27)
  'OPPORTUNITY.REQUEST_UNDECIDED': 422,
  'OPPORTUNITY.NOT_SERVED': 422,
  'OPPORTUNITY.SHORT_NOTICE': 422,
  'OPPORTUNITY.NOT_HEARD': 422,
  'OPPORTUNITY.WAIVER_INVALID': 422,
  'HEARING.TIME_REQUIRED': 422,
  'HEARING.OFFICE_CLOSED': 422,
  'ORDER.FINDING_REQUIRED': 422,
  'APPEAL.CONDONATION_UNDECIDED': 422,
  'APPEAL.ENHANCEMENT_NOT_NOTIFIED': 422,
  // Speaking orders: a finding on each ground, each listed witness or document, the payee and time to pay
  'ORDER.LISTED_ITEM_UNADDRESSED': 422,
  'ORDER.COMPENSATION_TERMS_REQUIRED': 422,
  'APPEAL.GROUND_UNANSWERED': 422,
  'NOTICE.STATEMENT_NOT_OFFICERS': 422,
  'SUMMONS.TIME_PLACE_REQUIRED': 422,
  // The Assam track (issue 27, point 7)
  'COMPLAINT.ASSAM_S26_CRIMINAL_TRACK': 422,
  'ASSAM.FORFEITURE_ORDER_MISSING': 422,
  // Adjournments (issue 27, point 1)
  'ADJOURNMENT.NO_SITTING': 422,
  'ADJOURNMENT.REQUEST_PENDING': 409,
  'ADJOURNMENT.REASONS_REQUIRED': 422,
  'ADJOURNMENT.NO_REQUEST': 422,
};

const TITLES: Readonly<Record<number, string>> = {
  400: 'The request is not well formed',
  401: 'Sign in first',
  403: 'Not allowed',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict with the current state',
  413: 'Too large',
  415: 'Unsupported type',
  422: 'Refused under the law',
  428: 'Version required',
  429: 'Too many attempts',
  500: 'Something went wrong on our side',
  503: 'Service unavailable',
};

export interface Problem {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  readonly field?: string;
  readonly basis: readonly string[];
  readonly basisLabels: readonly string[];
  readonly requestId?: string;
  readonly issues?: readonly { readonly field: string; readonly message: string }[];
}

export function statusOf(code: ErrorCode): ContentfulStatusCode {
  return STATUS[code] ?? 500;
}

/** Renders provision ids as short labels ("Rule 4(1)"), skipping anything that is not a known provision. */
export function basisLabels(basis: readonly string[]): string[] {
  return labels(basis.filter((b): b is ProvisionId => isProvisionId(b)));
}

export function problemOf(e: AppError, requestId?: string): Problem {
  const status = statusOf(e.code);
  const issues = Array.isArray(e.details) ? (e.details as Problem['issues']) : undefined;
  return {
    type: `urn:ctp:problem:${e.code.toLowerCase()}`,
    title: TITLES[status] ?? 'Error',
    status,
    code: e.code,
    detail: e.message,
    ...(e.field !== undefined ? { field: e.field } : {}),
    basis: [...e.basis],
    basisLabels: basisLabels(e.basis),
    ...(requestId !== undefined ? { requestId } : {}),
    ...(issues ? { issues } : {}),
  };
}

export function problemResponse(c: Context, e: AppError, extraHeaders: Record<string, string> = {}): Response {
  const p = problemOf(e, c.get('requestId') as string | undefined);
  return c.body(JSON.stringify(p), p.status as ContentfulStatusCode, {
    'Content-Type': 'application/problem+json',
    ...extraHeaders,
  });
}

/**
 * The Retry-After header of a refusal for too many attempts (issue 28, point 4): the seconds until the limit frees a
 * hit, which the use case gives in details.retryAfterSeconds.
 */
export function retryAfterHeaders(e: AppError): Record<string, string> {
  const seconds = (e.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return e.code === 'AUTH.RATE_LIMITED' && typeof seconds === 'number' && seconds > 0
    ? { 'Retry-After': String(Math.ceil(seconds)) }
    : {};
}
