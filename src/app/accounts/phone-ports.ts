// Ports of signing up and in with a mobile number (issue 15): the one-time codes sent by SMS and their throttle, and
// the accounts found or opened by a verified number. src/db/phone.repo.ts implements them.

import type { Clock } from '../../lib/clock.ts';
import type { MessageTransport } from '../ports/notifications.ts';
import type { AccountRepo, AccountRow } from '../ports/accounts.ts';
import type { Throttle } from './throttle.ts';

export interface PhoneDeps {
  readonly accounts: AccountRepo;
  readonly phones: PhoneRepo;
  /** The SMS adapter: the default logs and writes each message under <CTP_DATA_DIR>/sms (src/jobs/sms.ts). */
  readonly sms: MessageTransport;
  readonly clock: Clock;
  /** The limits on codes sent, taken atomically (issue 28, point 4). */
  readonly throttle: Throttle;
}

export interface PhoneCodeRow {
  readonly phone: string;
  readonly codeHash: string;
  readonly name: string | null;
  readonly lang: 'en' | 'hi' | 'as' | 'bn';
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly attempts: number;
}

export interface PhoneRepo {
  /** The account whose verified mobile number this is (E.164, "+91…"). */
  accountByVerifiedPhone(phone: string): Promise<AccountRow | undefined>;
  /**
   * Replaces the code of the number held by this browser (`browser`: the digest of the token in its cookie; its
   * attempts start again) and records the send, in one transaction. Other browsers' codes stay.
   */
  putCode(c: Omit<PhoneCodeRow, 'attempts'>, browser: string, clientAddress: string): Promise<void>;
  code(phone: string, browser: string): Promise<PhoneCodeRow | undefined>;
  /** Spends one attempt while the code is live and has attempts left; returns the row to compare, else undefined. */
  spendAttempt(phone: string, browser: string, now: Date, maxAttempts: number): Promise<PhoneCodeRow | undefined>;
  /**
   * The code matched: deletes the number's codes and returns the account of the number, opening a citizen's account
   * with the name and language given when the number is new (one transaction; a number verified meanwhile by a
   * parallel request gives that account).
   */
  consumeAndOpen(
    phone: string,
    browser: string,
    at: Date,
  ): Promise<{ account: AccountRow; opened: boolean } | undefined>;
  /** Remembers a browser the number signed in on (the digest of the token left in it). */
  addDevice(phone: string, deviceHash: string, at: Date): Promise<void>;
  isDevice(phone: string, deviceHash: string): Promise<boolean>;
}
