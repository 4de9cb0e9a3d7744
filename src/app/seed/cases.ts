// Realistic complaint cases in bulk, for benchmarks and load tests: each case is decided by the adjudication machine
// (so every event is one the law allows, with its basis), and carries the projection the use cases would write.
// The events of a (stage, date of receipt, variant) are computed once and reused, so a million cases cost a few
// thousand machine runs; the hash chain and the numbers are added by the writer (src/db/bulk.repo.ts), per batch.

import type { LocalDate } from '../../lib/local-date.ts';
import { addDays, daysBetween, parts } from '../../lib/local-date.ts';
import type {
  AdjudicationCommand,
  AdjudicationEvent,
  AdjudicationState,
  ComplaintParticulars,
} from '../../domain/adjudication/index.ts';
import type { DecideContext } from '../../domain/common.ts';
import { pack } from '../../rules/packs.ts';
import { compactState } from '../cases/compact.ts';
import { delta as statsDelta } from '../derived/stats/figures.ts';
import { actorColumns } from '../cases/record.ts';
import type { DomainEvent } from '../machines.ts';
import { adjudicationMachine } from '../machines.ts';
import type { BulkCase, CaseProjection, NewRecord, OfficeInfo, PartyRole } from '../ports/store.ts';

/** The stages a seeded case is left at, with the share of cases at each (open cases dominate, as in an office). */
export const SEED_STAGES = [
  ['complaint-received', 0.16],
  ['notice-issued', 0.16],
  ['notice-served', 0.14],
  ['reply-received', 0.12],
  ['hearing-fixed', 0.12],
  ['heard', 0.1],
  ['order-passed', 0.1],
  ['closed', 0.1],
] as const;
export type SeedStage = (typeof SEED_STAGES)[number][0];

const NAMES = [
  ['Ramesh Kumar', 'Suresh Kumar'],
  ['Sunita Devi', 'Ram Prasad'],
  ['Mohammad Iqbal', 'Abdul Rashid'],
  ['Anjali Sharma', 'Vinod Sharma'],
  ['Bhupen Kalita', 'Hemanta Kalita'],
  ['Gurpreet Singh', 'Harbhajan Singh'],
  ['Lakshmi Bai', 'Govind Rao'],
  ['Pranjal Bora', 'Dilip Bora'],
  ['रामेश्वर यादव', 'शिवनाथ यादव'],
  ['सीता कुमारी', 'मोहन लाल'],
  ['Joseph Thomas', 'Thomas Mathew'],
  ['Kavita Patil', 'Sanjay Patil'],
] as const;
const VARIANTS = NAMES.length;

function particulars(v: number, receivedOn: LocalDate): ComplaintParticulars {
  const [cName, cParent] = NAMES[v % VARIANTS]!;
  const [rName, rParent] = NAMES[(v + 5) % VARIANTS]!;
  // Never before the penalties of the amended Act apply: a contravention before 2 July 2026 is refused.
  const early = addDays(receivedOn, -2 - (v % 3));
  const date = early < '2026-07-02' ? (receivedOn < '2026-07-02' ? receivedOn : ('2026-07-02' as LocalDate)) : early;
  return {
    complainant: {
      name: cName,
      parentName: cParent,
      address: { text: `House ${10 + v}, Village Rampur, Tehsil Sadar`, pin: '282001' },
      contactNumber: `+91 98765 4${String(3210 + v).padStart(4, '0')}`,
    },
    contravener: {
      name: rName,
      parentName: rParent,
      address: { text: `House ${40 + v}, Village Rampur`, pin: '282001' },
      contravention: {
        date,
        time: '06:30',
        place: `Field khasra no. ${100 + v * 7}, Village Rampur`,
        nature: 'Cattle let loose to trespass and damage the standing crop',
      },
      provisionAlleged: 'Section 26 of the Cattle-trespass Act, 1871',
      statement: `On ${date} in the morning cattle of the respondent entered the complainant's field and destroyed part of the standing crop.`,
      evidence: ['Khasra extract (revenue record)', 'Photographs of the damaged crop'],
      compensationOrCharges: `Crop loss estimated at Rs ${(8 + v) * 1000}`,
    },
    declaration: { declared: true, signedName: cName },
  };
}

type Step = (on: LocalDate, v: number, target: SeedStage) => AdjudicationCommand;
/** Each step: its offset in days after the previous step, and the command; a step refused on a date is retried on the next days. */
const STEPS: readonly { after: number; stage: SeedStage | null; cmd: Step }[] = [
  {
    after: 2,
    stage: 'notice-issued',
    cmd: (on) => ({
      type: 'issue-show-cause-notice',
      on,
      replyDays: 30,
      contravention: 'Letting cattle trespass on and damage the crop of the complainant',
      provisionAlleged: 'Section 26 of the Cattle-trespass Act, 1871',
      complaintCopyEnclosed: true,
      aoName: 'Presiding officer',
      aoOffice: 'Sub-Divisional Magistrate',
    }),
  },
  {
    after: 2,
    stage: 'notice-served',
    cmd: (on) => ({
      type: 'record-service-attempt',
      on,
      attemptId: 'a1',
      mode: 'speed-post',
      outcome: 'served',
      particulars: 'Delivered by speed post',
      proof: { articleNumber: 'EK123456789IN' },
    }),
  },
  {
    after: 10,
    stage: 'reply-received',
    cmd: (on, v) => ({
      type: 'record-reply',
      on,
      admits: false,
      text:
        v % 2 ? 'My cattle were tied at home that morning.' : 'The field was not fenced and the damage is exaggerated.',
    }),
  },
  {
    after: 2,
    stage: null,
    cmd: (on) => ({
      type: 'issue-hearing-notice',
      on,
      hearingNoticeId: 'h1',
      hearingOn: addDays(on, 14),
      mode: 'in-person',
      time: '11:00',
      place: "Court room, the adjudicating officer's office",
      // Demonstration data: the office's own holidays are not known here; a closed day is fixed knowingly (issue 27).
      closedDayConfirmed: true,
    }),
  },
  {
    after: 1,
    stage: 'hearing-fixed',
    cmd: (on) => ({
      type: 'record-service-attempt',
      on,
      hearingNoticeId: 'h1',
      attemptId: 'h1-a1',
      mode: 'speed-post',
      outcome: 'served',
      particulars: 'Hearing notice delivered by speed post',
      proof: { articleNumber: 'EK123456790IN' },
    }),
  },
  {
    after: 13,
    stage: 'heard',
    cmd: (on) => ({
      type: 'record-hearing',
      on,
      hearingNoticeId: 'h1',
      noticeeAppeared: true,
      complainantAppeared: true,
      explained: true,
      opportunityAfforded: true,
      notes: 'Both parties heard; evidence examined.',
    }),
  },
  {
    after: 10,
    stage: 'order-passed',
    cmd: (on, v, target) =>
      target === 'closed' || v % 3 === 0
        ? {
            type: 'pass-order',
            on,
            kind: 'dismissal',
            findings: [{ section: '26', contravened: false, reasons: 'The photographs show no cattle in the field.' }],
            reasons: 'The trespass is not proved by the evidence on record.',
          }
        : {
            type: 'pass-order',
            on,
            kind: 'penalty-or-compensation',
            noCeilingConfirmed: true,
            amounts: {
              penaltyPaise: 200_000 + v * 50_000,
              compensationPaise: 800_000 + v * 100_000,
              expensesPaise: 0,
              chargesPaise: 0,
            },
            depositDays: 30,
            findings: [{ section: '26', contravened: true, reasons: 'The photographs show the cattle in the crop.' }],
            compensation: { payee: 'complainant', payWithinDays: 30 },
            reasons: 'The trespass and damage are proved by the revenue record and photographs.',
          },
  },
  {
    after: 1,
    stage: null,
    cmd: (on) => ({ type: 'supply-order-copy', on, to: 'contravener', feePaise: 0, signed: true }),
  },
  {
    after: 0,
    stage: null,
    cmd: (on) => ({ type: 'supply-order-copy', on, to: 'complainant', feePaise: 0, signed: true }),
  },
];
/** Days from receipt to the last step of each stage, at the least (a refused date moves later steps). */
const SPAN: Record<SeedStage, number> = (() => {
  const out: Partial<Record<SeedStage, number>> = { 'complaint-received': 0 };
  let d = 0;
  for (const s of STEPS) {
    d += s.after;
    if (s.stage) out[s.stage] = d;
  }
  out.closed = d;
  return out as Record<SeedStage, number>;
})();

interface Template {
  readonly stage: string;
  readonly events: readonly (DomainEvent & { readonly on: LocalDate })[];
  readonly projection: Omit<CaseProjection, 'districtCode'>;
}

export interface SeedPlanOptions {
  readonly office: OfficeInfo;
  readonly today: LocalDate;
  /** The first day a complaint may be dated (the Rules came into force on 2 July 2026). */
  readonly from: LocalDate;
  /** Citizens filing the complaints (party: complainant); officer acting on them (actor columns). */
  readonly citizenIds: readonly string[];
  readonly officerId: string | null;
  /** Deterministic when given. */
  readonly seed?: number;
}

/** A small, fast, seeded PRNG (mulberry32), so a seed reproduces a data set. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAYS_TRIED = 7;

/** Generates cases for one office; call next(n) for each batch. */
export class CaseSeedPlan {
  private readonly cache = new Map<string, Template>();
  private readonly ctx: DecideContext;
  private readonly random: () => number;
  private readonly span: number;
  private i = 0;

  constructor(private readonly o: SeedPlanOptions) {
    this.ctx = { today: o.today, pack: pack(o.office.jurisdiction), calendar: o.office.calendar };
    this.random = rng(o.seed ?? 0x5eed);
    this.span = Math.max(0, daysBetween(o.from, o.today));
  }

  private template(target: SeedStage, receivedOn: LocalDate, v: number): Template {
    const key = `${target}|${receivedOn}|${v}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    const m = adjudicationMachine;
    const register: AdjudicationCommand = {
      type: 'register-complaint',
      on: receivedOn,
      filedBy: { capacity: 'aggrieved-person' },
      mode: 'electronic',
      particulars: particulars(v, receivedOn),
    };
    const first = m.decide(m.initial, register, this.ctx);
    if (!first.ok)
      throw new Error(
        `seed: the complaint dated ${receivedOn} was refused: ${first.error.code}: ${first.error.message}`,
      );
    let events: AdjudicationEvent[] = [...first.value];
    let state = events.reduce((s, e) => m.evolve(s, e), m.initial) as AdjudicationState;
    let on = receivedOn;
    let reached: SeedStage = 'complaint-received';
    if (target !== 'complaint-received') {
      for (const step of STEPS) {
        let done = false;
        for (let k = 0; k < DAYS_TRIED && !done; k++) {
          const day = addDays(on, step.after + k);
          if (day > this.o.today) break;
          const d = m.decide(state, step.cmd(day, v, target), this.ctx);
          if (!d.ok) continue;
          const evs = d.value;
          events = [...events, ...evs];
          state = evs.reduce((s, e) => m.evolve(s, e), state) as AdjudicationState;
          on = day;
          done = true;
        }
        if (!done) break; // stays at the last stage reached (a refusal the seeder does not work around)
        if (step.stage) reached = step.stage;
        if (step.stage === target) break;
      }
      if (state.closed) reached = 'closed';
    }
    const d = m.describe(state, this.ctx);
    const t: Template = {
      stage: reached,
      events: events as readonly DomainEvent[] as Template['events'],
      projection: {
        ...d,
        state: compactState('adjudication', state),
        stats: statsDelta('adjudication', m.initial, state, this.ctx),
      },
    };
    this.cache.set(key, t);
    return t;
  }

  private pickStage(): SeedStage {
    let r = this.random();
    for (const [s, p] of SEED_STAGES) {
      if (r < p) return s;
      r -= p;
    }
    return 'complaint-received';
  }

  /** The next n cases, in date order within the batch. */
  next(n: number): BulkCase[] {
    const out: BulkCase[] = [];
    const citizens = this.o.citizenIds;
    const officer = this.o.officerId
      ? {
          kind: 'account' as const,
          accountId: this.o.officerId,
          name: 'officer',
          grants: [{ role: 'adjudicating-officer' as const, officeCode: this.o.office.code }],
        }
      : { kind: 'system' as const, job: 'seed' };
    const who = actorColumns(officer);
    for (let k = 0; k < n; k++, this.i++) {
      const stage = this.pickStage();
      const latest = this.span - SPAN[stage];
      const offset = latest <= 0 ? 0 : Math.floor(this.random() * (latest + 1));
      const receivedOn = addDays(this.o.from, offset);
      const v = Math.floor(this.random() * VARIANTS);
      const t = this.template(stage, receivedOn, v);
      const citizen = citizens.length ? citizens[this.i % citizens.length]! : null;
      const filer = citizen ? { actorId: citizen, actorRole: 'citizen' } : { actorId: null, actorRole: 'system:seed' };
      // Recorded in office hours (IST) on the day of each proceeding, a few seconds apart.
      const minute = Math.floor(this.random() * 420);
      const records: NewRecord[] = t.events.map((e, j) => ({
        type: e.type,
        onDate: e.on,
        payload: e,
        basis: e.basis,
        ...(j === 0 ? filer : who),
        recordedAt: recordedAt(e.on, minute, j),
      }));
      const parties: { accountId: string; role: PartyRole }[] = citizen
        ? [{ accountId: citizen, role: 'complainant' }]
        : [];
      out.push({
        kind: 'adjudication',
        numberPrefix: `CTR/${this.o.office.code}`,
        year: parts(receivedOn).year,
        officeCode: this.o.office.code,
        records,
        projection: { ...t.projection, districtCode: this.o.office.districtCode },
        updatedAt: records[records.length - 1]!.recordedAt,
        parties,
      });
    }
    return out;
  }

  /** How many distinct machine runs the plan has made (for the report). */
  get templates(): number {
    return this.cache.size;
  }
}

function recordedAt(on: LocalDate, minute: number, j: number): Date {
  const p = parts(on);
  // 10:00 IST is 04:30 UTC.
  // eslint-disable-next-line no-restricted-syntax -- a fixed instant built from a legal date, not a clock read
  return new Date(Date.UTC(p.year, p.month - 1, p.day, 4, 30 + minute, j * 7, j * 13));
}
