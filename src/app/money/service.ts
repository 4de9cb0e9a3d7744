// The money use cases: deposits, the Board's recovery queue and actions, the utilisation of the fund (bodies,
// sanctions, releases, certificates), corrections by reversal, the reports, and the ledger re-check.
// Each write locks the book, replays it, decides in src/domain/money and appends, in one transaction.

import type { Clock } from '../../lib/clock.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import { daysBetween, isLocalDate } from '../../lib/local-date.ts';
import { checkTypedDate } from '../../rules/dates.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type {
  Book,
  DemandKind,
  FundStatement,
  JournalEntry,
  MoneyCommand,
  QueueItem,
  RealisationRow,
  UtilisationRow,
} from '../../domain/money/index.ts';
import {
  demandId,
  fundStatement,
  outstandingByAge,
  outstandingPaise,
  realisation,
  recoveryQueue,
  replayMoney,
  runMoney,
  utilisation,
} from '../../domain/money/index.ts';
import type { Actor } from '../actor.ts';
import type { IdempotencyKey } from '../cases/idempotency.ts';
import { onceFor } from '../cases/idempotency.ts';
import { runCommand } from '../cases/run-command.ts';
import type { CaseDeps } from '../cases/context.ts';
import { officeOrFail, resourceOf } from '../cases/context.ts';
import { AppError } from '../errors.ts';
import type { Store } from '../ports/store.ts';
import { assertMoney, NATIONAL, readableStates } from '../policies/money.ts';
import type { Resource } from '../policies/policies.ts';
import { allows, describeGrants } from '../policies/policies.ts';
import type { Actions } from '../steps/index.ts';
import type { BookType, MoneyState } from '../steps/money.ts';
import { MONEY_STEPS } from '../steps/money.ts';
import { isBookType, moneyActionsFor } from '../steps/money-actions.ts';
import type { PaymentGateway } from './gateway.ts';
import type { MoneyReads } from '../ports/money.ts';
import type { LedgerCheck } from './verify.ts';
import { checkLedger } from './verify.ts';

export interface MoneyDeps {
  readonly store: Store;
  readonly clock: Clock;
  readonly reads: MoneyReads;
  readonly gateway: PaymentGateway;
  readonly cases: CaseDeps;
}

export interface Recorded {
  readonly seq: number;
  readonly type: string;
  readonly entries: readonly JournalEntry[];
  /** True when an Idempotency-Key replayed the first result and nothing was written again. */
  readonly replayed?: boolean;
}

export type { LedgerCheck } from './verify.ts';

type Without<C, K extends string> = C extends unknown ? Omit<C, K> : never;
type Cmd<T extends MoneyCommand['type']> = Without<Extract<MoneyCommand, { type: T }>, 'type' | 'on'> & {
  readonly on?: string;
};

/** The policy of a money step is its catalogue entry's (src/app/steps/money.ts). */
function assertStep(actor: Actor, type: BookType, r: Resource, what: string): void {
  const who = MONEY_STEPS[type].who;
  if (allows(who, actor, r)) return;
  throw new AppError('AUTH.FORBIDDEN', `You may not ${what}. Only ${describeGrants(who)} may.`);
}

export interface MoneyServices {
  /** The book as it stands for the money pages (with the case, on a case's page) and the steps the actor may take. */
  steps(actor: Actor, caseId?: string): Promise<{ readonly state: MoneyState; readonly actions: Actions }>;
  /** Any step of the money book's catalogue, by its type (the routes and the forms walk the catalogue). */
  run(
    actor: Actor,
    type: string,
    input: Record<string, unknown>,
    idem?: IdempotencyKey,
  ): Promise<Recorded | { caseVersion: number; replayed: boolean }>;
  /** A payment against a case's demand, confirmed by the gateway. The penalty goes through the case's own record. */
  recordDeposit(
    actor: Actor,
    input: { caseId: string; kind: DemandKind; amountPaise: number; receiptNo: string; mode: string; on?: string },
    idem?: IdempotencyKey,
  ): Promise<Recorded | { caseVersion: number; replayed: boolean }>;
  recoveryQueue(actor: Actor, asOf?: string): Promise<readonly QueueItem[]>;
  recordRecovery(actor: Actor, input: Cmd<'record-recovery'>, idem?: IdempotencyKey): Promise<Recorded>;
  registerBody(actor: Actor, input: Cmd<'register-body'>, idem?: IdempotencyKey): Promise<Recorded>;
  grantSanction(actor: Actor, input: Cmd<'grant-sanction'>, idem?: IdempotencyKey): Promise<Recorded>;
  makeRelease(actor: Actor, input: Cmd<'make-release'>, idem?: IdempotencyKey): Promise<Recorded>;
  recordCertificate(actor: Actor, input: Cmd<'record-certificate'>, idem?: IdempotencyKey): Promise<Recorded>;
  reverseEntry(actor: Actor, input: Cmd<'reverse-entry'>, idem?: IdempotencyKey): Promise<Recorded>;
  bodies(
    actor: Actor,
  ): Promise<readonly { bodyId: string; kind: string; name: string; state: string; registeredOn: string }[]>;
  sanctions(actor: Actor): Promise<
    readonly {
      sanctionRef: string;
      bodyId: string;
      purpose: string;
      amountPaise: number;
      releasedPaise: number;
      on: string;
      notificationRef?: string;
    }[]
  >;
  demands(
    actor: Actor,
    caseId: string,
  ): Promise<
    readonly {
      kind: DemandKind;
      payee: string;
      orderedPaise: number;
      realisedPaise: number;
      refundedPaise: number;
      outstandingPaise: number;
    }[]
  >;
  fundStatement(actor: Actor, period: { from: string; to: string }): Promise<FundStatement>;
  realisation(actor: Actor): Promise<readonly RealisationRow[]>;
  utilisation(actor: Actor): Promise<readonly UtilisationRow[]>;
  outstanding(actor: Actor, asOf?: string): Promise<ReturnType<typeof outstandingByAge>>;
  /** Re-checks every invariant from the stored postings, and that they agree with the events (`ctp ledger verify`). */
  verifyLedger(): Promise<LedgerCheck>;
}

/**
 * The date of a record, today when absent. With `basis`, it is the date of something that has happened (a deposit
 * received, a recovery made, a sanction given): from 1 January 1900 to today (issue 13, point 7).
 */
function dateOr(s: string | undefined, today: LocalDate, field: string, basis?: readonly ProvisionId[]): LocalDate {
  if (s === undefined) return today;
  if (!isLocalDate(s)) throw new AppError('VALIDATION.FAILED', 'Give the date as YYYY-MM-DD.', { field });
  if (basis !== undefined) {
    const refused = checkTypedDate(s, today, field, basis, 'The date of the record');
    if (refused) throw AppError.fromRefusal(refused);
  }
  return s;
}

export function createMoneyServices(d: MoneyDeps): MoneyServices {
  // With an Idempotency-Key, the key is claimed in the transaction that posts: a retry after a lost reply gets the
  // first result and posts nothing (a receipt number alone would refuse it as reused, which reads as an error).
  async function write(
    cmd: MoneyCommand,
    actor: Actor,
    caseKey: string | null,
    idem?: IdempotencyKey,
  ): Promise<Recorded> {
    return d.store.transaction(async (tx) => {
      const { result, replayed } = await onceFor(tx, idem, d.clock.now(), async (): Promise<Recorded> => {
        const book = replayMoney(await tx.money.lockAndLoad());
        const r = runMoney(book, cmd);
        if (r.refusal) throw AppError.fromRefusal(r.refusal);
        const role =
          actor.grants
            .map((g) => g.role)
            .sort()
            .join(',') || 'account';
        const seq = await tx.money.append(r.event!, {
          streamId: null,
          caseKey,
          actorId: actor.accountId,
          actorRole: role,
          recordedAt: d.clock.now(),
        });
        return { seq, type: r.event!.type, entries: r.event!.entries };
      });
      return replayed ? { ...result, replayed } : result;
    });
  }
  async function book(): Promise<Book> {
    return replayMoney((await d.reads.events()).map((x) => x.event));
  }
  const national =
    <T extends Exclude<BookType, 'record-deposit' | 'record-recovery'>>(type: T, what: string) =>
    async (actor: Actor, input: Cmd<T>, idem?: IdempotencyKey): Promise<Recorded> => {
      assertStep(actor, type, NATIONAL, what);
      return write(
        { ...input, type, on: dateOr(input.on, d.clock.today(), 'on', ['in.ctr2026.r8.1']) } as unknown as MoneyCommand,
        actor,
        null,
        idem,
      );
    };

  const services: MoneyServices = {
    async steps(actor, caseId) {
      let resource = NATIONAL;
      if (caseId !== undefined) {
        const stream = await d.store.read.stream(caseId);
        if (!stream || stream.kind !== 'adjudication')
          throw new AppError('CASE.UNKNOWN', 'No complaint case has that id.', { field: 'caseId' });
        resource = resourceOf(await officeOrFail(d.store.read, stream.officeCode), 'adjudication', []);
      }
      const state: MoneyState = { book: await book(), ...(caseId !== undefined ? { caseId } : {}) };
      return { state, actions: moneyActionsFor(state, actor, resource, d.clock.today()) };
    },
    async run(actor, type, input, idem) {
      if (!isBookType(type)) throw new AppError('NOT_FOUND', 'The money book has no such step.');
      const i = input as never;
      switch (type) {
        case 'record-deposit':
          return services.recordDeposit(actor, i, idem);
        case 'record-recovery':
          return services.recordRecovery(actor, i, idem);
        case 'register-body':
          return services.registerBody(actor, i, idem);
        case 'grant-sanction':
          return services.grantSanction(actor, i, idem);
        case 'make-release':
          return services.makeRelease(actor, i, idem);
        case 'record-certificate':
          return services.recordCertificate(actor, i, idem);
        case 'reverse-entry':
          return services.reverseEntry(actor, i, idem);
      }
    },
    async recordDeposit(actor, input, idem) {
      const stream = await d.store.read.stream(input.caseId);
      if (!stream || stream.kind !== 'adjudication')
        throw new AppError('CASE.UNKNOWN', 'No complaint case has that id.', { field: 'caseId' });
      const office = await officeOrFail(d.store.read, stream.officeCode);
      assertStep(
        actor,
        'record-deposit',
        resourceOf(office, 'adjudication', []),
        `record a deposit in ${stream.number}`,
      );
      const paidOn = dateOr(input.on, d.clock.today(), 'on', ['in.ctr2026.r4.12', 'in.cta1871.s27c']);
      const paid = await d.gateway.confirm({
        receiptNo: input.receiptNo ?? '',
        amountPaise: input.amountPaise,
        mode: input.mode,
        paidOn,
      });
      if (input.kind === 'penalty') {
        // The case records the deposit (Rule 4(12), s.27C) and the book follows in the same transaction.
        const v = await runCommand(
          d.cases,
          actor,
          {
            streamId: stream.id,
            command: {
              type: 'record-deposit',
              on: paid.paidOn,
              amountPaise: paid.amountPaise,
              receiptNo: paid.receiptNo,
              mode: paid.mode,
            },
          },
          idem,
        );
        return { caseVersion: v.version, replayed: v.replayed };
      }
      return write(
        {
          type: 'record-deposit',
          on: paid.paidOn,
          caseId: stream.id,
          kind: input.kind,
          amountPaise: paid.amountPaise,
          receiptNo: paid.receiptNo,
          mode: paid.mode,
        },
        actor,
        stream.id,
        idem,
      );
    },
    async recoveryQueue(actor, asOf) {
      assertMoney(actor, 'recovery:read', NATIONAL, "read the Board's recovery queue");
      return recoveryQueue(await book(), dateOr(asOf, d.clock.today(), 'asOf'), daysBetween);
    },
    async recordRecovery(actor, input, idem) {
      assertStep(actor, 'record-recovery', NATIONAL, 'record a recovery by the Board');
      return write(
        { ...input, type: 'record-recovery', on: dateOr(input.on, d.clock.today(), 'on', ['in.cta1871.s28']) },
        actor,
        input.caseId,
        idem,
      );
    },
    registerBody: national('register-body', 'register a utilising body'),
    grantSanction: national('grant-sanction', 'sanction a use of the penalty fund'),
    makeRelease: national('make-release', 'release money from the penalty fund'),
    recordCertificate: national('record-certificate', 'record a utilisation certificate'),
    reverseEntry: national('reverse-entry', 'reverse a ledger entry'),
    async bodies(actor) {
      readableStates(actor, 'fund:read');
      return [...(await book()).bodies.values()];
    },
    async sanctions(actor) {
      readableStates(actor, 'fund:read');
      return [...(await book()).sanctions.values()];
    },
    async demands(actor, caseId) {
      const stream = await d.store.read.stream(caseId);
      if (!stream) throw new AppError('CASE.UNKNOWN', 'No complaint case has that id.', { field: 'caseId' });
      const office = await officeOrFail(d.store.read, stream.officeCode);
      assertMoney(
        actor,
        'demands:read',
        resourceOf(office, 'adjudication', []),
        `read the demands of ${stream.number}`,
      );
      const b = await book();
      return (['penalty', 'compensation', 'expenses', 'charges'] as const).flatMap((k) => {
        const dm = b.demands.get(demandId(stream.id, k));
        return dm
          ? [
              {
                kind: k,
                payee: dm.payee,
                orderedPaise: dm.orderedPaise,
                realisedPaise: dm.realisedPaise,
                refundedPaise: dm.refundedPaise,
                outstandingPaise: outstandingPaise(dm),
              },
            ]
          : [];
      });
    },
    async fundStatement(actor, p) {
      readableStates(actor, 'fund:read');
      const from = dateOr(p.from, d.clock.today(), 'from');
      const to = dateOr(p.to, d.clock.today(), 'to');
      if (from > to) throw new AppError('VALIDATION.FAILED', 'The period ends before it begins.', { field: 'to' });
      return fundStatement(await book(), from, to);
    },
    async realisation(actor) {
      const states = readableStates(actor, 'fund:read');
      return realisation(await book()).filter((r) => states === undefined || states.includes(r.state));
    },
    async utilisation(actor) {
      readableStates(actor, 'fund:read');
      return utilisation(await book());
    },
    async outstanding(actor, asOf) {
      const states = readableStates(actor, 'fund:read');
      const b = await book();
      const all = outstandingByAge(b, dateOr(asOf, d.clock.today(), 'asOf'));
      if (states === undefined) return all;
      const rows = all.rows.filter((r) => states.includes(b.cases.get(r.caseId)?.place.state ?? ''));
      const buckets = { ...all.buckets };
      for (const k of Object.keys(buckets) as (keyof typeof buckets)[])
        buckets[k] = rows.filter((r) => r.bucket === k).reduce((s, r) => s + r.outstandingPaise, 0n);
      return { rows, buckets };
    },
    verifyLedger: () => checkLedger(d.reads),
  };
  return services;
}
