// The book's decisions on the Board's fund (Rule 8): utilising bodies, sanctions for the purposes of Rule 8(1),
// releases (the fund never below zero, Rule 8(2)), utilisation certificates, and corrections by reversal.

import { rupees } from '../../lib/indian-format.ts';
import { err, ok } from '../../lib/result.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import { hasText } from '../common.ts';
import { checkSanction } from '../fund/sanction.ts';
import { isUtilisingBody, UTILISING_BODY_TITLES } from '../fund/purposes.ts';
import type { DemandKind } from './ledger.ts';
import { BANK, FUND, fundBalance, reversalOf } from './ledger.ts';
import type { Book, MoneyCommand } from './book-types.ts';
import { committedPaise, demandId } from './book-types.ts';
import type { Decision } from './decide-helpers.ts';
import { emit, isPaise, no, pair, present } from './decide-helpers.ts';

export type FundMoneyCommand = Extract<
  MoneyCommand,
  { type: 'register-body' | 'grant-sanction' | 'make-release' | 'record-certificate' | 'reverse-entry' }
>;

export function decideFundMoney(b: Book, cmd: FundMoneyCommand): Decision {
  switch (cmd.type) {
    case 'register-body': {
      const basis: ProvisionId[] = ['in.ctr2026.r8.1'];
      if (!isUtilisingBody(cmd.kind))
        return no(
          'FUND.BODY_NOT_ENTITLED',
          `The penalty money is utilised through ${Object.values(UTILISING_BODY_TITLES).join(', ')} only.`,
          basis,
          'kind',
        );
      if (!present(cmd.bodyId) || !present(cmd.name) || !present(cmd.state))
        return no('FUND.BODY_PARTICULARS_REQUIRED', 'Give the body’s id, name and State.', basis, 'name');
      if (b.bodies.has(cmd.bodyId))
        return no('FUND.BODY_ALREADY_REGISTERED', `Body ${cmd.bodyId} is already registered.`, basis, 'bodyId');
      return ok({ type: cmd.type, on: cmd.on, basis, command: cmd, entries: [] });
    }
    case 'grant-sanction': {
      const body = b.bodies.get(cmd.bodyId);
      if (!body)
        return no(
          'FUND.BODY_UNKNOWN',
          `No utilising body ${cmd.bodyId} is registered; register it first.`,
          ['in.ctr2026.r8.1'],
          'bodyId',
        );
      if (!hasText(cmd.sanctionRef) || b.sanctions.has(cmd.sanctionRef))
        return no(
          'FUND.REFERENCE_REUSED',
          `Give a new sanction reference of at least 3 characters; '${cmd.sanctionRef}' is taken or too short.`,
          ['in.ctr2026.r8.1'],
          'sanctionRef',
        );
      const s = checkSanction({
        purpose: cmd.purpose,
        bodyKind: body.kind,
        amountPaise: cmd.amountPaise,
        fundBalancePaise: Math.max(0, fundBalance(b.balances) - committedPaise(b)),
        ...(cmd.notificationRef !== undefined ? { notificationRef: cmd.notificationRef } : {}),
      });
      if (!s.ok) return err(s.error);
      return ok({ type: cmd.type, on: cmd.on, basis: s.value.basis, command: cmd, entries: [] });
    }
    case 'make-release': {
      const basis: ProvisionId[] = ['in.ctr2026.r8.1', 'in.ctr2026.r8.2', 'in.cta1871.s28'];
      const s = b.sanctions.get(cmd.sanctionRef);
      if (!s)
        return no(
          'FUND.SANCTION_UNKNOWN',
          `No sanction ${cmd.sanctionRef}; money leaves the fund only on a sanction under Rule 8(1).`,
          basis,
          'sanctionRef',
        );
      if (!present(cmd.releaseRef) || b.releases.has(cmd.releaseRef))
        return no(
          'FUND.REFERENCE_REUSED',
          `Give a new release reference; ${cmd.releaseRef} is taken or empty.`,
          basis,
          'releaseRef',
        );
      if (!isPaise(cmd.amountPaise, 1))
        return no(
          'FUND.AMOUNT_INVALID',
          'Give the amount released as a whole number of paise, at least 1.',
          basis,
          'amountPaise',
        );
      if (cmd.amountPaise > s.amountPaise - s.releasedPaise)
        return no(
          'FUND.RELEASE_EXCEEDS_SANCTION',
          `Sanction ${s.sanctionRef} has ${rupees(s.amountPaise - s.releasedPaise)} left to release.`,
          basis,
          'amountPaise',
        );
      return emit(b, cmd, basis, [
        {
          source: 'utilisation',
          basis,
          sanctionRef: s.sanctionRef,
          memo: `Release ${cmd.releaseRef} to ${b.bodies.get(s.bodyId)?.name ?? s.bodyId} on sanction ${s.sanctionRef} (${s.purpose})`,
          lines: pair(FUND, BANK, cmd.amountPaise),
        },
      ]);
    }
    case 'record-certificate': {
      const basis: ProvisionId[] = ['in.ctr2026.r8.1'];
      const s = b.sanctions.get(cmd.sanctionRef);
      if (!s) return no('FUND.SANCTION_UNKNOWN', `No sanction ${cmd.sanctionRef}.`, basis, 'sanctionRef');
      if (!present(cmd.certificateRef) || b.certificates.has(cmd.certificateRef))
        return no(
          'FUND.REFERENCE_REUSED',
          `Give a new certificate reference; ${cmd.certificateRef} is taken or empty.`,
          basis,
          'certificateRef',
        );
      if (!isPaise(cmd.amountPaise, 1))
        return no(
          'FUND.AMOUNT_INVALID',
          'Give the amount utilised as a whole number of paise, at least 1.',
          basis,
          'amountPaise',
        );
      const certified = [...b.certificates.values()]
        .filter((c) => c.sanctionRef === s.sanctionRef)
        .reduce((x, c) => x + c.amountPaise, 0);
      if (certified + cmd.amountPaise > s.releasedPaise) {
        return no(
          'FUND.CERTIFICATE_EXCEEDS_RELEASED',
          `Only ${rupees(s.releasedPaise - certified)} released on sanction ${s.sanctionRef} is not yet accounted for.`,
          basis,
          'amountPaise',
        );
      }
      return ok({ type: cmd.type, on: cmd.on, basis, command: cmd, entries: [] });
    }
    case 'reverse-entry': {
      const basis: ProvisionId[] = ['in.ctr2026.r8.2'];
      const e = b.entries.find((x) => x.entryId === cmd.entryId);
      if (!e) return no('MONEY.ENTRY_UNKNOWN', `No entry ${cmd.entryId}.`, basis, 'entryId');
      if (e.source === 'reversal' || b.reversed.has(e.entryId))
        return no(
          'MONEY.ENTRY_ALREADY_REVERSED',
          `Entry ${e.entryId} is already reversed or is itself a reversal.`,
          basis,
          'entryId',
        );
      if (e.source !== 'demand') {
        // Realisations, refunds and releases carry receipts and sanctions with them; reversing one by hand would leave
        // those records saying otherwise. They are corrected through their own records.
        return no(
          'MONEY.ENTRY_NOT_REVERSIBLE',
          `Entry ${e.entryId} (${e.source}) is corrected through its own record, not reversed by hand.`,
          basis,
          'entryId',
        );
      }
      if (!hasText(cmd.reason))
        return no('MONEY.REASON_REQUIRED', 'Record why the entry is reversed.', basis, 'reason');
      for (const l of e.lines) {
        const m = /^receivable:(\w+):(.+)$/.exec(l.account);
        const d = m ? b.demands.get(demandId(m[2]!, m[1] as DemandKind)) : undefined;
        if (d && d.orderedPaise - l.amountPaise < d.realisedPaise - d.refundedPaise) {
          return no(
            'MONEY.ENTRY_NOT_REVERSIBLE',
            `The ${d.kind} in case ${d.caseNumber} has been paid beyond what would remain; only an appellate order (Rule 7(11)) reduces a paid demand, with a refund.`,
            [...basis, 'in.ctr2026.r7.11'],
            'entryId',
          );
        }
      }
      const { entryId: _id, on: _on, ...draft } = reversalOf(e, '', cmd.on, cmd.reason.trim());
      return emit(b, cmd, basis, [draft]);
    }
  }
}
