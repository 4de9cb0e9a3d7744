// Kysely table types, one per table of migrations/*.sql. Columns read as strings: int8, numeric, date.

import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/**
 * A timestamp column with a database default (now()) kept only for rows written outside the application (psql,
 * migrations). The application always sets it from its Clock port, so tests that move the clock see their instants.
 */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb: read back parsed; always written as a JSON string (pg would turn a JS array into a PostgreSQL array). */
type Json<T = unknown> = ColumnType<T, string, string>;

export interface StateTable {
  code: string;
  name: string;
  name_hi: string;
  jurisdiction: 'in' | 'in-as';
}
export interface DistrictTable {
  code: string;
  state_code: string;
  name: string;
  name_hi: string;
}
export interface SubdivisionTable {
  code: string;
  district_code: string;
  name: string;
  name_hi: string;
}
export interface OfficeTable {
  code: string;
  kind: 'adjudicating' | 'appellate';
  district_code: string;
  subdivision_code: string | null;
  name: string;
  name_hi: string;
  address: Generated<string>;
  /** The address in Hindi, '' until entered (0280-office-hindi-address.sql). */
  address_hi: Generated<string>;
  calendar: Json;
}
export interface AccountTable {
  id: Generated<string>;
  /** Null for an account opened with a mobile number alone (0045-phone-accounts.sql). */
  email: string | null;
  name: string;
  phone: string | null;
  password_hash: string | null;
  email_verified_at: Timestamp | null;
  phone_verified_at: Generated<Timestamp | null>;
  lang: Generated<'en' | 'hi' | 'as' | 'bn'>;
  created_at: DefaultedTimestamp;
  disabled_at: Timestamp | null;
}
export interface RoleGrantTable {
  id: Generated<string>;
  account_id: string;
  role: string;
  office_code: string | null;
  district_code: string | null;
  state_code: string | null;
  granted_at: DefaultedTimestamp;
}
export interface CaseNumberCounterTable {
  scope: string;
  year: number;
  last: number;
}
export interface StreamTable {
  id: Generated<string>;
  kind: 'adjudication' | 'appeal' | 'assam';
  number: string;
  office_code: string;
  parent_id: string | null;
  version: Generated<number>;
  created_at: DefaultedTimestamp;
}
export interface OrderSheetTable {
  stream_id: string;
  seq: number;
  type: string;
  on_date: string;
  payload: Json;
  basis: string[];
  actor_id: string | null;
  actor_role: string;
  recorded_at: Timestamp;
  prev_hash: string;
  hash: string;
}
export interface CaseSummaryTable {
  stream_id: string;
  kind: string;
  number: string;
  office_code: string;
  district_code: string;
  stage: string;
  status: string;
  received_on: string;
  closed_on: string | null;
  next_due: string | null;
  next_clock: string | null;
  next_actor: string | null;
  version: number;
  updated_at: Timestamp;
  state: Json;
}
export interface CasePartyTable {
  stream_id: string;
  account_id: string;
  role: string;
}
/** Each word of a party's name, lower-cased (0085-worklist-search.sql; written by triggers only). */
export interface CasePartyWordTable {
  word: string;
  stream_id: string;
  role: string;
}
export interface CaseClockTable {
  stream_id: string;
  clock: string;
  due: string;
  nominal_due: string;
  actor: string;
  duty: 'authority' | 'party';
  explanation: Json;
}
export interface DocumentTable {
  id: Generated<string>;
  stream_id: string | null;
  sha256: string;
  media_type: 'application/pdf' | 'image/jpeg' | 'image/png';
  byte_size: number;
  file_name: string;
  content: Uint8Array;
  uploaded_by: string | null;
  created_at: DefaultedTimestamp;
}

export interface IdempotencyKeyTable {
  scope: string;
  key: string;
  request_hash: string;
  response: Json | null;
  created_at: DefaultedTimestamp;
}
export interface PersonalDataReadTable {
  id: Generated<string>;
  account_id: string;
  stream_id: string;
  purpose: string;
  read_at: Timestamp;
}

export interface AccountSessionTable {
  token_hash: string;
  account_id: string;
  csrf_token: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}
export interface ApiTokenTable {
  id: Generated<string>;
  token_hash: string;
  name: string;
  account_id: string;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}
export interface EmailVerificationTable {
  account_id: string;
  code_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  attempts: Generated<number>;
}
export interface LoginAttemptTable {
  id: Generated<string>;
  email: string;
  client_address: string;
  at: Timestamp;
  success: boolean;
}

export interface FormDraftTable {
  id: Generated<string>;
  account_id: string;
  form: string;
  step: number;
  data: Json;
  updated_at: Timestamp;
}

/** 0060-state-holiday-lists.sql: a State's notified holiday list for a year. */
export interface StateHolidayListTable {
  state_code: string;
  year: number;
  notification_number: string;
  notification_date: ColumnType<string, string, string>;
  format: 'csv' | 'ics';
  holidays: Json<{ date: string; name: string }[]>;
  imported_by: string | null;
  imported_at: Timestamp;
}
export interface StateHolidayListHistoryTable {
  id: Generated<string>;
  state_code: string;
  year: number;
  notification_number: string;
  notification_date: ColumnType<string, string, string>;
  format: 'csv' | 'ics';
  holidays: Json<{ date: string; name: string }[]>;
  imported_by: string | null;
  imported_at: Timestamp;
  replaced_at: Timestamp;
}
/** 0110: a value a State notified for a configured parameter (issue 27). */
export interface StateParameterTable {
  id: Generated<string>;
  state_code: string;
  param_id: string;
  value: unknown;
  from_date: string;
  notification_number: string;
  notification_date: string;
  entered_by: string | null;
  entered_by_name: string;
  entered_at: Date;
}
export interface Database {
  state_parameter: StateParameterTable;
  state_holiday_list: StateHolidayListTable;
  state_holiday_list_history: StateHolidayListHistoryTable;
  state: StateTable;
  district: DistrictTable;
  subdivision: SubdivisionTable;
  office: OfficeTable;
  account: AccountTable;
  role_grant: RoleGrantTable;
  case_number_counter: CaseNumberCounterTable;
  stream: StreamTable;
  order_sheet: OrderSheetTable;
  case_summary: CaseSummaryTable;
  case_party: CasePartyTable;
  case_party_word: CasePartyWordTable;
  case_clock: CaseClockTable;
  document: DocumentTable;
  idempotency_key: IdempotencyKeyTable;
  personal_data_read: PersonalDataReadTable;
  account_session: AccountSessionTable;
  api_token: ApiTokenTable;
  email_verification: EmailVerificationTable;
  login_attempt: LoginAttemptTable;
  form_draft: FormDraftTable;
}
