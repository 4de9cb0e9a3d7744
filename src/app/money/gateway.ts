// The payment-gateway port: how a payment reaches the money book. A gateway confirms that a payment was made and
// gives its receipt (eCourts GRN, bank challan, treasury receipt); the book then records it as a deposit, refusing a
// receipt number used before. The manual-entry gateway is the office entering a receipt it holds on paper.

import type { LocalDate } from '../../lib/local-date.ts';
import type { DepositMode } from '../../domain/money/index.ts';
import { DEPOSIT_MODES } from '../../domain/money/index.ts';
import { AppError } from '../errors.ts';

export interface PaymentClaim {
  readonly receiptNo: string;
  readonly amountPaise: number;
  readonly mode: string;
  readonly paidOn: LocalDate;
}

export interface ConfirmedPayment {
  readonly receiptNo: string;
  readonly amountPaise: number;
  readonly mode: DepositMode;
  readonly paidOn: LocalDate;
  /** Which gateway confirmed it, for the record. */
  readonly gateway: string;
}

export interface PaymentGateway {
  readonly name: string;
  /** Confirms a payment, or throws an AppError saying why it cannot be taken as paid. */
  confirm(claim: PaymentClaim): Promise<ConfirmedPayment>;
}

/**
 * Manual entry: the receipt is in the officer's hand, so the claim is the confirmation. Only its form is checked here;
 * the money book checks the amount against what is outstanding and that the receipt was not used before.
 */
export const MANUAL_ENTRY_GATEWAY: PaymentGateway = {
  name: 'manual-entry',
  confirm(claim) {
    if (!DEPOSIT_MODES.includes(claim.mode as DepositMode)) {
      return Promise.reject(
        AppError.fromRefusal({
          code: 'DEPOSIT.MODE_INVALID',
          message: `Say how it was paid: ${DEPOSIT_MODES.join(', ')}.`,
          basis: ['in.ctr2026.r4.12'],
          field: 'mode',
        }),
      );
    }
    return Promise.resolve({
      receiptNo: claim.receiptNo.trim(),
      amountPaise: claim.amountPaise,
      mode: claim.mode as DepositMode,
      paidOn: claim.paidOn,
      gateway: 'manual-entry',
    });
  },
};
