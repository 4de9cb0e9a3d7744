// The book after an event: its entries posted on the balances, and the cases, demands, receipts, bodies, sanctions,
// releases and certificates it records; replay of the log, and decide-then-evolve in one call.

import type { FundPurpose, UtilisingBody } from '../fund/purposes.ts';
import type { Balances, DemandKind } from './ledger.ts';
import { DEMAND_KINDS } from './ledger.ts';
import type { Book, Demand, MoneyEvent } from './book-types.ts';
import { demandId, EMPTY_BOOK } from './book-types.ts';

function setDemand(m: Map<string, Demand>, id: string, f: (d: Demand) => Demand): void {
  const d = m.get(id);
  if (d) m.set(id, f(d));
}

export function evolveMoney(b: Book, ev: MoneyEvent): Book {
  const cmd = ev.command;
  const cases = new Map(b.cases);
  const demands = new Map(b.demands);
  const receipts = new Map(b.receipts);
  const bodies = new Map(b.bodies);
  const sanctions = new Map(b.sanctions);
  const releases = new Map(b.releases);
  const certificates = new Map(b.certificates);
  const reversed = new Set(b.reversed);
  let balances: Balances = b.balances;
  for (const e of ev.entries) {
    const next = new Map(balances);
    for (const l of e.lines) next.set(l.account, (next.get(l.account) ?? 0) + l.amountPaise);
    balances = next;
    if (e.reverses !== undefined) reversed.add(e.reverses);
  }
  switch (cmd.type) {
    case 'raise-demands': {
      cases.set(cmd.caseId, {
        caseId: cmd.caseId,
        caseNumber: cmd.caseNumber,
        orderOn: cmd.on,
        place: cmd.place,
        contravener: cmd.contravener,
        complainant: cmd.complainant,
        ...(cmd.depositDueOn !== undefined ? { depositDueOn: cmd.depositDueOn } : {}),
        recoveryActions: [],
      });
      const a = cmd.amounts;
      const payees: Record<DemandKind, string> = {
        penalty: 'awbi-fund',
        compensation: cmd.complainant,
        expenses: cmd.expensesPayee ?? cmd.complainant,
        charges: cmd.chargesPayee ?? cmd.complainant,
      };
      const amounts: Record<DemandKind, number> = {
        penalty: a.penaltyPaise,
        compensation: a.compensationPaise,
        expenses: a.expensesPaise,
        charges: a.chargesPaise,
      };
      for (const k of DEMAND_KINDS) {
        if (amounts[k] > 0) {
          demands.set(demandId(cmd.caseId, k), {
            caseId: cmd.caseId,
            caseNumber: cmd.caseNumber,
            kind: k,
            payee: payees[k],
            raisedOn: cmd.on,
            orderedPaise: amounts[k],
            originalPaise: amounts[k],
            realisedPaise: 0,
            refundedPaise: 0,
            place: cmd.place,
            contravener: cmd.contravener,
          });
        }
      }
      break;
    }
    case 'apply-appellate-order': {
      const c = cases.get(cmd.caseId)!;
      cases.set(cmd.caseId, {
        ...c,
        appellate: { on: cmd.on, outcome: cmd.outcome, appealNumber: cmd.appealNumber },
        ...(cmd.depositDueOn !== undefined ? { depositDueOn: cmd.depositDueOn } : {}),
      });
      const t =
        cmd.outcome === 'set-aside'
          ? { penaltyPaise: 0, compensationPaise: 0, expensesPaise: 0, chargesPaise: 0 }
          : cmd.terms;
      const target: Record<DemandKind, number> = {
        penalty: t.penaltyPaise,
        compensation: t.compensationPaise,
        expenses: t.expensesPaise,
        charges: t.chargesPaise,
      };
      for (const k of DEMAND_KINDS) {
        const id = demandId(cmd.caseId, k);
        const d = demands.get(id);
        if (!d && target[k] > 0) {
          demands.set(id, {
            caseId: c.caseId,
            caseNumber: c.caseNumber,
            kind: k,
            payee: k === 'penalty' ? 'awbi-fund' : c.complainant,
            raisedOn: cmd.on,
            orderedPaise: target[k],
            originalPaise: 0,
            realisedPaise: 0,
            refundedPaise: 0,
            place: c.place,
            contravener: c.contravener,
          });
        } else if (d) {
          const refund = Math.max(0, d.realisedPaise - d.refundedPaise - target[k]);
          demands.set(id, { ...d, orderedPaise: target[k], refundedPaise: d.refundedPaise + refund });
        }
      }
      break;
    }
    case 'record-deposit':
    case 'record-recovery': {
      const amount = cmd.amountPaise;
      if (amount > 0) {
        const kind = cmd.type === 'record-deposit' ? cmd.kind : 'penalty';
        setDemand(demands, demandId(cmd.caseId, kind), (d) => ({ ...d, realisedPaise: d.realisedPaise + amount }));
        const no_ = cmd.receiptNo!.trim();
        receipts.set(no_, {
          receiptNo: no_,
          caseId: cmd.caseId,
          kind,
          on: cmd.on,
          amountPaise: amount,
          mode: cmd.mode!,
          channel: cmd.type === 'record-deposit' ? 'deposit' : 'recovery',
          entryId: ev.entries[0]!.entryId,
        });
      }
      if (cmd.type === 'record-recovery') {
        const c = cases.get(cmd.caseId)!;
        cases.set(cmd.caseId, {
          ...c,
          recoveryActions: [
            ...c.recoveryActions,
            { on: cmd.on, action: cmd.action, note: cmd.note.trim(), amountPaise: amount },
          ],
        });
      }
      break;
    }
    case 'refer-for-recovery': {
      const c = cases.get(cmd.caseId)!;
      cases.set(cmd.caseId, {
        ...c,
        referredOn: cmd.on,
        referredUnder: c.appellate ? 'in.ctr2026.r7.12' : 'in.ctr2026.r4.14',
        ...(cmd.depositDueOn !== undefined ? { depositDueOn: cmd.depositDueOn } : {}),
      });
      break;
    }
    case 'register-body':
      bodies.set(cmd.bodyId, {
        bodyId: cmd.bodyId,
        kind: cmd.kind as UtilisingBody,
        name: cmd.name.trim(),
        state: cmd.state.trim(),
        registeredOn: cmd.on,
      });
      break;
    case 'grant-sanction':
      sanctions.set(cmd.sanctionRef, {
        sanctionRef: cmd.sanctionRef,
        bodyId: cmd.bodyId,
        purpose: cmd.purpose as FundPurpose,
        amountPaise: cmd.amountPaise,
        on: cmd.on,
        releasedPaise: 0,
        ...(cmd.purpose === 'notified-purpose' && cmd.notificationRef !== undefined
          ? { notificationRef: cmd.notificationRef.trim() }
          : {}),
      });
      break;
    case 'make-release': {
      const s = sanctions.get(cmd.sanctionRef)!;
      sanctions.set(cmd.sanctionRef, { ...s, releasedPaise: s.releasedPaise + cmd.amountPaise });
      releases.set(cmd.releaseRef, {
        releaseRef: cmd.releaseRef,
        sanctionRef: cmd.sanctionRef,
        on: cmd.on,
        amountPaise: cmd.amountPaise,
        entryId: ev.entries[0]!.entryId,
      });
      break;
    }
    case 'record-certificate':
      certificates.set(cmd.certificateRef, {
        certificateRef: cmd.certificateRef,
        sanctionRef: cmd.sanctionRef,
        on: cmd.on,
        amountPaise: cmd.amountPaise,
        ...(cmd.documentRef !== undefined ? { documentRef: cmd.documentRef } : {}),
      });
      break;
    case 'reverse-entry': {
      // Only demand entries are reversed by hand (decideMoney); the demand's ordered amount follows the receivable.
      const e = ev.entries[0]!;
      for (const l of e.lines) {
        const m = /^receivable:(\w+):(.+)$/.exec(l.account);
        if (m)
          setDemand(demands, demandId(m[2]!, m[1] as DemandKind), (d) => ({
            ...d,
            orderedPaise: d.orderedPaise + l.amountPaise,
          }));
      }
      break;
    }
  }
  return {
    cases,
    demands,
    receipts,
    bodies,
    sanctions,
    releases,
    certificates,
    entries: [...b.entries, ...ev.entries],
    reversed,
    balances,
  };
}

export const replayMoney = (events: readonly MoneyEvent[]): Book => events.reduce(evolveMoney, EMPTY_BOOK);
