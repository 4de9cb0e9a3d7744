// Reports on the penalty money: the fund statement for a period (R.8(2), s.28), realisation by State/district/office,
// utilisation by purpose and body (R.8(1)), and outstanding demands by age. Pure functions of the book; CSV beside.
// Every amount a report gives is whole paise as an exact integer (bigint): the book's amounts are each below 2^53, but
// their totals need not be, and a JavaScript number would lose a paisa there. The HTTP API writes them as strings.

import { writeCsv } from '../../lib/csv.ts';
import { rupeesPlain } from '../../lib/indian-format.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import { daysBetween } from '../../lib/local-date.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { FundPurpose, UtilisingBody } from '../fund/purposes.ts';
import { FUND_PURPOSES } from '../fund/purposes.ts';
import type { Book } from './book.ts';
import { outstandingPaise } from './book.ts';
import type { DemandKind, JournalEntry } from './ledger.ts';
import { FUND } from './ledger.ts';

export type FundMovementKind = 'deposit' | 'recovery' | 'appellate-refund' | 'release' | 'reversal';

export interface FundMovement {
  readonly on: LocalDate;
  readonly entryId: string;
  readonly kind: FundMovementKind;
  readonly description: string;
  readonly caseId?: string;
  readonly sanctionRef?: string;
  readonly inPaise: bigint;
  readonly outPaise: bigint;
  readonly balancePaise: bigint;
}

export interface FundStatement {
  readonly from: LocalDate;
  readonly to: LocalDate;
  readonly openingPaise: bigint;
  readonly depositsPaise: bigint;
  readonly recoveriesPaise: bigint;
  readonly refundsPaise: bigint;
  readonly releasesPaise: bigint;
  readonly releasesByPurpose: readonly {
    readonly purpose: FundPurpose;
    readonly provision: ProvisionId;
    readonly title: string;
    readonly paise: bigint;
  }[];
  readonly closingPaise: bigint;
  readonly movements: readonly FundMovement[];
  readonly basis: readonly ProvisionId[];
}

const fundAmount = (e: JournalEntry): bigint =>
  0n - e.lines.filter((l) => l.account === FUND).reduce((s, l) => s + BigInt(l.amountPaise), 0n);
const abs = (n: bigint): bigint => (n < 0n ? -n : n);

function kindOf(b: Book, e: JournalEntry): FundMovementKind {
  if (e.source === 'appellate-refund') return 'appellate-refund';
  if (e.source === 'utilisation') return 'release';
  if (e.source === 'reversal') return 'reversal';
  const r = [...b.receipts.values()].find((x) => x.entryId === e.entryId);
  return r?.channel === 'recovery' ? 'recovery' : 'deposit';
}

/** Every movement on the Board's separate penalty account between `from` and `to` (inclusive), with the balances. */
export function fundStatement(b: Book, from: LocalDate, to: LocalDate): FundStatement {
  let balance = 0n;
  let opening = 0n;
  const movements: FundMovement[] = [];
  const totals = { deposit: 0n, recovery: 0n, 'appellate-refund': 0n, release: 0n, reversal: 0n };
  const byPurpose = new Map<FundPurpose, bigint>();
  for (const e of b.entries) {
    const amt = fundAmount(e);
    if (amt === 0n || e.on > to) continue;
    if (e.on < from) {
      opening += amt;
      balance += amt;
      continue;
    }
    balance += amt;
    const kind = kindOf(b, e);
    totals[kind] += abs(amt);
    if (kind === 'release' && e.sanctionRef !== undefined) {
      const p = b.sanctions.get(e.sanctionRef)?.purpose;
      if (p) byPurpose.set(p, (byPurpose.get(p) ?? 0n) - amt);
    }
    movements.push({
      on: e.on,
      entryId: e.entryId,
      kind,
      description: e.memo,
      ...(e.caseId !== undefined ? { caseId: e.caseId } : {}),
      ...(e.sanctionRef !== undefined ? { sanctionRef: e.sanctionRef } : {}),
      inPaise: amt > 0n ? amt : 0n,
      outPaise: amt < 0n ? -amt : 0n,
      balancePaise: balance,
    });
  }
  return {
    from,
    to,
    openingPaise: opening,
    depositsPaise: totals.deposit,
    recoveriesPaise: totals.recovery,
    refundsPaise: totals['appellate-refund'],
    releasesPaise: totals.release,
    releasesByPurpose: FUND_PURPOSES.map((p) => ({
      purpose: p.purpose,
      provision: p.provision,
      title: p.title,
      paise: byPurpose.get(p.purpose) ?? 0n,
    })),
    closingPaise: balance,
    movements,
    basis: ['in.ctr2026.r8.2', 'in.cta1871.s28', 'in.ctr2026.r8.1'],
  };
}

export interface RealisationRow {
  readonly state: string;
  readonly district: string;
  readonly office: string;
  readonly cases: number;
  readonly orderedPaise: bigint;
  readonly realisedPaise: bigint;
  readonly refundedPaise: bigint;
  readonly outstandingPaise: bigint;
}

/** Penalties by State, district and office: ordered, realised (deposits and recoveries), refunded, outstanding. */
export function realisation(b: Book, kind: DemandKind = 'penalty'): readonly RealisationRow[] {
  const rows = new Map<string, { -readonly [K in keyof RealisationRow]: RealisationRow[K] }>();
  for (const d of b.demands.values()) {
    if (d.kind !== kind) continue;
    const key = JSON.stringify([d.place.state, d.place.district, d.place.office]);
    const r = rows.get(key) ?? {
      state: d.place.state,
      district: d.place.district,
      office: d.place.office,
      cases: 0,
      orderedPaise: 0n,
      realisedPaise: 0n,
      refundedPaise: 0n,
      outstandingPaise: 0n,
    };
    r.cases += 1;
    r.orderedPaise += BigInt(d.orderedPaise);
    r.realisedPaise += BigInt(d.realisedPaise);
    r.refundedPaise += BigInt(d.refundedPaise);
    r.outstandingPaise += BigInt(outstandingPaise(d));
    rows.set(key, r);
  }
  return [...rows.values()].sort(
    (x, y) =>
      x.state.localeCompare(y.state) || x.district.localeCompare(y.district) || x.office.localeCompare(y.office),
  );
}

export interface UtilisationRow {
  readonly purpose: FundPurpose;
  readonly provision: ProvisionId;
  readonly bodyId: string;
  readonly bodyName: string;
  readonly bodyKind: UtilisingBody;
  readonly sanctions: number;
  readonly sanctionedPaise: bigint;
  readonly releasedPaise: bigint;
  readonly certifiedPaise: bigint;
  /** Released and not yet accounted for by a utilisation certificate. */
  readonly unutilisedPaise: bigint;
}

export function utilisation(b: Book): readonly UtilisationRow[] {
  const rows = new Map<string, { -readonly [K in keyof UtilisationRow]: UtilisationRow[K] }>();
  for (const s of b.sanctions.values()) {
    const body = b.bodies.get(s.bodyId)!;
    const key = `${s.purpose}|${s.bodyId}`;
    const spec = FUND_PURPOSES.find((p) => p.purpose === s.purpose)!;
    const r = rows.get(key) ?? {
      purpose: s.purpose,
      provision: spec.provision,
      bodyId: s.bodyId,
      bodyName: body.name,
      bodyKind: body.kind,
      sanctions: 0,
      sanctionedPaise: 0n,
      releasedPaise: 0n,
      certifiedPaise: 0n,
      unutilisedPaise: 0n,
    };
    const certified = [...b.certificates.values()]
      .filter((c) => c.sanctionRef === s.sanctionRef)
      .reduce((x, c) => x + BigInt(c.amountPaise), 0n);
    r.sanctions += 1;
    r.sanctionedPaise += BigInt(s.amountPaise);
    r.releasedPaise += BigInt(s.releasedPaise);
    r.certifiedPaise += certified;
    r.unutilisedPaise += BigInt(s.releasedPaise) - certified;
    rows.set(key, r);
  }
  const order = FUND_PURPOSES.map((p) => p.purpose);
  return [...rows.values()].sort(
    (x, y) => order.indexOf(x.purpose) - order.indexOf(y.purpose) || x.bodyName.localeCompare(y.bodyName),
  );
}

export const AGE_BUCKETS = ['0-30', '31-90', '91-180', '181-365', 'over 365'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];
export const ageBucket = (days: number): AgeBucket =>
  days <= 30 ? '0-30' : days <= 90 ? '31-90' : days <= 180 ? '91-180' : days <= 365 ? '181-365' : 'over 365';

export interface OutstandingRow {
  readonly caseId: string;
  readonly caseNumber: string;
  readonly kind: DemandKind;
  readonly payee: string;
  readonly raisedOn: LocalDate;
  readonly ageDays: number;
  readonly bucket: AgeBucket;
  readonly outstandingPaise: bigint;
  readonly referredOn?: LocalDate;
}

/** Demands with something still to pay on `asOf`, aged from the order that raised them. */
export function outstandingByAge(
  b: Book,
  asOf: LocalDate,
): { readonly rows: readonly OutstandingRow[]; readonly buckets: Readonly<Record<AgeBucket, bigint>> } {
  const rows: OutstandingRow[] = [];
  const buckets = Object.fromEntries(AGE_BUCKETS.map((k) => [k, 0n])) as Record<AgeBucket, bigint>;
  for (const d of b.demands.values()) {
    const out = BigInt(outstandingPaise(d));
    if (out === 0n || d.raisedOn > asOf) continue;
    const age = daysBetween(d.raisedOn, asOf);
    const bucket = ageBucket(age);
    buckets[bucket] += out;
    const referredOn = b.cases.get(d.caseId)?.referredOn;
    rows.push({
      caseId: d.caseId,
      caseNumber: d.caseNumber,
      kind: d.kind,
      payee: d.payee,
      raisedOn: d.raisedOn,
      ageDays: age,
      bucket,
      outstandingPaise: out,
      ...(referredOn !== undefined ? { referredOn } : {}),
    });
  }
  rows.sort((x, y) => y.ageDays - x.ageDays || x.caseId.localeCompare(y.caseId) || x.kind.localeCompare(y.kind));
  return { rows, buckets };
}

/** Rupees with two decimals, from whole paise (exact: integer arithmetic only, bigint). */
export const rupees = (paise: number | bigint): string => rupeesPlain(paise);

/** Rows to CSV through the portal's one writer (formula cells neutralised; src/lib/csv.ts). */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return writeCsv(rows);
}

export function fundStatementCsv(s: FundStatement): string {
  const rows: (string | number)[][] = [
    [
      'Fund statement: Animal Welfare Board of India, separate account of amounts realised through penalties (Rule 8(2), Section 28)',
    ],
    ['Period', s.from, s.to],
    ['date', 'entry', 'kind', 'description', 'case', 'sanction', 'in (Rs)', 'out (Rs)', 'balance (Rs)'],
    [s.from, '', 'opening', 'Opening balance', '', '', '', '', rupees(s.openingPaise)],
    ...s.movements.map((m) => [
      m.on,
      m.entryId,
      m.kind,
      m.description,
      m.caseId ?? '',
      m.sanctionRef ?? '',
      m.inPaise ? rupees(m.inPaise) : '',
      m.outPaise ? rupees(m.outPaise) : '',
      rupees(m.balancePaise),
    ]),
    [s.to, '', 'closing', 'Closing balance', '', '', '', '', rupees(s.closingPaise)],
    [],
    ['summary', 'Rs'],
    ['Opening balance', rupees(s.openingPaise)],
    ['Penalties deposited (Rule 4(12), s.27C)', rupees(s.depositsPaise)],
    ['Penalties recovered by the Board (Rules 4(14), 7(12))', rupees(s.recoveriesPaise)],
    ['Refunded on appellate orders (Rule 7(11))', rupees(s.refundsPaise)],
    ...s.releasesByPurpose.map((p) => [`Released for ${p.title} (${p.provision})`, rupees(p.paise)]),
    ['Released in all (Rule 8(1))', rupees(s.releasesPaise)],
    ['Closing balance', rupees(s.closingPaise)],
  ];
  return toCsv(rows);
}

export function realisationCsv(rows: readonly RealisationRow[]): string {
  return toCsv([
    ['state', 'district', 'office', 'cases', 'ordered (Rs)', 'realised (Rs)', 'refunded (Rs)', 'outstanding (Rs)'],
    ...rows.map((r) => [
      r.state,
      r.district,
      r.office,
      r.cases,
      rupees(r.orderedPaise),
      rupees(r.realisedPaise),
      rupees(r.refundedPaise),
      rupees(r.outstandingPaise),
    ]),
  ]);
}

export function utilisationCsv(rows: readonly UtilisationRow[]): string {
  return toCsv([
    [
      'purpose',
      'provision',
      'body',
      'body kind',
      'sanctions',
      'sanctioned (Rs)',
      'released (Rs)',
      'certified utilised (Rs)',
      'unutilised (Rs)',
    ],
    ...rows.map((r) => [
      r.purpose,
      r.provision,
      r.bodyName,
      r.bodyKind,
      r.sanctions,
      rupees(r.sanctionedPaise),
      rupees(r.releasedPaise),
      rupees(r.certifiedPaise),
      rupees(r.unutilisedPaise),
    ]),
  ]);
}

export function outstandingCsv(r: ReturnType<typeof outstandingByAge>): string {
  return toCsv([
    ['case', 'kind', 'payee', 'order date', 'age (days)', 'age bucket', 'outstanding (Rs)', 'referred to the Board on'],
    ...r.rows.map((x) => [
      x.caseNumber,
      x.kind,
      x.payee,
      x.raisedOn,
      x.ageDays,
      x.bucket,
      rupees(x.outstandingPaise),
      x.referredOn ?? '',
    ]),
  ]);
}
