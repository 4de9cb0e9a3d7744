// The policy matrix (issue 3, "What it must show" 2): every role × every action declared in policies.ts × every
// ownership relation, driven through the real use cases (and a sample through the HTTP API), against an expectation
// table written here from the Rules. The table does not call policies.ts: loosen a rule there and a cell turns into a
// leak. A denied cell must be AUTH.FORBIDDEN and carry no personal data; an allowed cell must get past the gate (the
// law may still refuse it, with its own refusal code, which is counted apart from "forbidden").
//
// Every cell runs in a transaction that is rolled back, so the cells do not change the proceedings they test.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { as, send } from '../../../test/api.ts';
import { testBackends } from '../../../test/db.ts';
import { makeActor, OFFICES, seedJurisdiction } from '../../../test/factories.ts';
import type { TestServices } from '../../../test/services.ts';
import { quietLogger, testServices } from '../../../test/services.ts';
import { ADJUDICATION_COMMAND_BODIES } from '../../contract/adjudication.ts';
import { APPEAL_COMMAND_BODIES } from '../../contract/appeal.ts';
import { ASSAM_COMMAND_BODIES } from '../../contract/assam.ts';
import type { Db } from '../../db/client.ts';
import {
  noticeCmd,
  penaltyOrder,
  replyCmd,
  postServed,
  validParticulars,
  hearingOnNotice,
} from '../../domain/adjudication/fixtures.ts';
import { SPEAKS_DISMISSAL } from '../../domain/adjudication/fixtures.ts';
import { ANSWERS, fileAppeal as appealFixture } from '../../domain/appeal/fixtures.ts';
import { REPORT } from '../../domain/assam/fixtures.ts';
import { SUNDAYS_AND_2ND_4TH_SATURDAYS } from '../../rules/time/calendar.ts';
import { createApp } from '../../server/app.ts';
import type { Actor, Role } from '../actor.ts';
import { ROLES } from '../actor.ts';
import type { CaseDeps } from '../cases/context.ts';
import { fileAppeal } from '../cases/file-appeal.ts';
import { fileComplaint } from '../cases/file-complaint.ts';
import { linkParty } from '../cases/link-party.ts';
import { makeAssamReport } from '../cases/make-assam-report.ts';
import { readCase, worklist } from '../cases/read-case.ts';
import { runCommand } from '../cases/run-command.ts';
import { attachDocument } from '../documents/attach-document.ts';
import { paperParties } from '../parties/paper.ts';
import { AppError } from '../errors.ts';
import { consentsOf } from '../parties/assisted.ts';
import type { OfficeInfo, PartyRole, RecordedEntry, Store, StreamKind } from '../ports/store.ts';
import type { Services } from '../services.ts';
import { READ_POLICY, RECORD_POLICY } from './policies.ts';
import { sideOf } from '../steps/forms.ts';
import { ADJUDICATION_POLICY, APPEAL_POLICY, ASSAM_POLICY, stepOf } from '../steps/index.ts';

// ---------------------------------------------------------------------------------------------------------------
// Who: every role, each in every relation to the proceeding that can matter.

const PARTY_ROLES = [
  'complainant',
  'respondent',
  'appellant',
  'appeal-respondent',
  'authorised-officer',
  'representative',
] as const;
// Compile-time: a party role added to ports.ts without a row here does not compile.
const _everyPartyRole: Exclude<PartyRole, (typeof PARTY_ROLES)[number]> extends never ? true : never = true;
void _everyPartyRole;

type Who = Role | 'anonymous';
interface Principal {
  readonly key: string;
  readonly role: Who;
  readonly relation: string;
}

const PRINCIPALS: readonly Principal[] = [
  { key: 'anonymous', role: 'anonymous', relation: 'no session' },
  ...(['citizen', 'authorised-officer'] as const).flatMap((role) => [
    { key: `${role}:none`, role, relation: 'not a party' },
    ...PARTY_ROLES.map((p) => ({ key: `${role}:party:${p}`, role, relation: `party as ${p}` })),
  ]),
  {
    key: 'adjudicating-officer:own-office',
    role: 'adjudicating-officer',
    relation: "the proceeding's office (an appeal: the office appealed from)",
  },
  { key: 'adjudicating-officer:other-office', role: 'adjudicating-officer', relation: 'another office' },
  { key: 'appellate-authority:own-district', role: 'appellate-authority', relation: "the proceeding's district" },
  { key: 'appellate-authority:other-district', role: 'appellate-authority', relation: 'another district' },
  { key: 'awbi-recovery-officer:national', role: 'awbi-recovery-officer', relation: 'national (the Board)' },
  { key: 'fund-accountant:own-state', role: 'fund-accountant', relation: "the proceeding's State" },
  { key: 'fund-accountant:other-state', role: 'fund-accountant', relation: 'another State' },
  { key: 'fund-accountant:national', role: 'fund-accountant', relation: 'national' },
  { key: 'administrator:national', role: 'administrator', relation: 'national' },
  { key: 'administrator:own-state', role: 'administrator', relation: "the proceeding's State" },
  { key: 'administrator:other-state', role: 'administrator', relation: 'another State' },
  // Assisted access (issue 30): the help desk of an office.
  { key: 'help-desk:own-office', role: 'help-desk', relation: "the proceeding's office" },
  { key: 'help-desk:other-office', role: 'help-desk', relation: 'another office' },
];

// ---------------------------------------------------------------------------------------------------------------
// The expectation table, restated from the Rules (not computed from policies.ts). A list names who may; everyone
// else in PRINCIPALS may not.

const AO = 'adjudicating-officer:own-office';
const AA = 'appellate-authority:own-district';
const HD = 'help-desk:own-office';
const BOARD = 'awbi-recovery-officer:national';
const FUND = ['fund-accountant:own-state', 'fund-accountant:national'];
/** A party to the proceeding in one of these roles, whether their account is a citizen's or an authorised officer's. */
const partyAs = (...roles: readonly PartyRole[]): string[] =>
  roles.flatMap((r) => [`citizen:party:${r}`, `authorised-officer:party:${r}`]);
const ANY_PARTY = partyAs(...PARTY_ROLES);
/** Rule 3 / s.26: anyone may complain or report, party to some other proceeding or not. */
const ANY_PERSON = ['citizen:none', 'authorised-officer:none', ...ANY_PARTY];
/** The complainant's side of a complaint case and the person complained against. */
const CASE_SIDES = partyAs('complainant', 'authorised-officer', 'representative', 'respondent');

type Expected = readonly string[];
const EXPECTED: Readonly<Record<string, Expected | Readonly<Record<StreamKind, Expected>>>> = {
  // Rule 3: any aggrieved person, representative or authorised officer complains; the office enters a paper complaint.
  'adjudication:register-complaint': [...ANY_PERSON, AO],
  // Rule 4: the adjudicating officer of the office issues notices, records service, summons, extends, hears, orders.
  'adjudication:issue-show-cause-notice': [AO],
  'adjudication:record-service-attempt': [AO],
  'adjudication:record-service-outcome': [AO],
  'adjudication:record-tender-refused': [AO],
  'adjudication:issue-summons': [AO],
  'adjudication:enforce-attendance': [AO],
  'adjudication:record-summons-appearance': [AO],
  'adjudication:extend-reply-period': [AO],
  // Rule 4(6): the office records a reply received on paper (a late one marked late); the person complained against
  // submits their own on the portal within the period, and asks for more time (Rule 4(4)), which the officer refuses
  // or grants (extend-reply-period).
  'adjudication:record-reply': [AO],
  'adjudication:submit-reply': partyAs('respondent'),
  'adjudication:request-reply-extension': partyAs('respondent'),
  'adjudication:refuse-reply-extension': [AO],
  'adjudication:proceed-ex-parte': [AO],
  'adjudication:recall-ex-parte': [AO],
  'adjudication:record-hearing-in-absence': [AO],
  'adjudication:issue-hearing-notice': [AO],
  'adjudication:record-hearing': [AO],
  'adjudication:allow-written-submissions': [AO],
  // Rule 4(10): the parties make their submissions and produce witnesses and documents.
  'adjudication:record-written-submission': [...CASE_SIDES, AO],
  // Rule 4(10): a written brief is the party's own step, on their page.
  'adjudication:submit-written-brief': [...CASE_SIDES],
  'adjudication:submit-witness-list': [...CASE_SIDES, AO],
  'adjudication:submit-document-list': [...CASE_SIDES, AO],
  'adjudication:pass-order': [AO],
  'adjudication:record-waiver': [AO],
  'adjudication:extend-proceedings': [AO],
  'adjudication:supply-order-copy': [AO],
  // Rule 4(12), 4(14), Rule 8: a deposit is recorded by the office or by the fund's accountant (of the State or national).
  'adjudication:record-deposit': [AO, ...FUND],
  'adjudication:refer-for-recovery': [AO],
  // Rule 4(5), 4(7) (issue 32): the person complained against objects that a notice was not served on them as
  // recorded; the adjudicating officer of the office decides the objection, for reasons recorded.
  'adjudication:object-to-service': partyAs('respondent'),
  'adjudication:decide-service-objection': [AO],
  // Issue 27: either party asks to adjourn the hearing on their page; the office records a request made orally or in
  // writing; the adjudicating officer decides it.
  'adjudication:seek-adjournment': [...CASE_SIDES],
  'adjudication:record-adjournment-request': [AO],
  'adjudication:decide-adjournment': [AO],

  // Rule 7(1): a party to the case below appeals; the appellate authority of the district records a paper appeal.
  'appeal:file-appeal': [...ANY_PARTY, AA],
  'appeal:call-for-records': [AA],
  'appeal:record-records-received': [AA],
  'appeal:intimate-defects': [AA],
  // Rule 7(5): the appellant rectifies the defects intimated.
  'appeal:record-rectification': [...partyAs('appellant'), AA],
  'appeal:refuse-registration': [AA],
  'appeal:record-refusal-communicated': [AA],
  'appeal:admit': [AA],
  'appeal:issue-notice-to-respondent': [AA],
  'appeal:record-service-attempt': [AA],
  'appeal:record-service-outcome': [AA],
  'appeal:record-tender-refused': [AA],
  // Rule 7(8): the respondent to the appeal replies on the portal; the authority records a reply received in its office.
  'appeal:record-respondent-reply': [AA],
  'appeal:submit-respondent-reply': partyAs('appeal-respondent'),
  'appeal:schedule-hearing': [AA],
  'appeal:record-hearing': [AA],
  // Rule 7(10), 7(11): only the appellate authority decides; the adjudicating officer never does.
  'appeal:decide-appeal': [AA],
  'appeal:supply-copy': [AA],
  'appeal:refer-for-recovery': [AA],
  // Rule 7(9) (issue 32): the respondent to the appeal objects that its notice was not served as recorded; only the
  // appellate authority decides the objection.
  'appeal:object-to-service': partyAs('appeal-respondent'),
  'appeal:decide-service-objection': [AA],
  // Rule 7(10) (issue 27): the appellant or the respondent asks to adjourn the hearing on their own page; the appellate
  // authority records a request made to it otherwise, and decides every request.
  'appeal:seek-adjournment': partyAs('appellant', 'appeal-respondent'),
  'appeal:record-adjournment-request': [AA],
  'appeal:decide-adjournment': [AA],

  // Assam s.26 / s.26A: the aggrieved person or a public servant reports; the office records the rest.
  'assam:make-written-report': [...ANY_PERSON, AO],
  'assam:forward-to-magistrate': [AO],
  'assam:record-cognizance': [AO],
  'assam:record-outcome': [AO],
  'assam:order-compensation': [AO],
  'assam:record-compensation-paid': [AO],
  'assam:record-compensation-default': [AO],
  'assam:record-summons-served': [AO],
  'assam:record-appearance': [AO],
  'assam:record-forfeiture': [AO],
  'assam:record-auction': [AO],
  // Issue 27: the accused's application to adjourn a sitting and the court's order, as the office records them.
  'assam:record-adjournment-application': [AO],
  'assam:record-adjournment-order': [AO],

  // Reads of the record (personal data): the parties, the officer of the office or district, the Board (Rule 4(14),
  // 7(12) recovery) and the fund's accountants (Rule 8 deposits). The adjudicating officer below does not read the
  // appeal: Rule 7 sends the records up, not the appeal down. The Board and the fund never read the Assam criminal
  // track: its fines are the court's, not the penalty fund's.
  'read:case:read': {
    adjudication: [...ANY_PARTY, AO, AA, BOARD, ...FUND],
    appeal: [...ANY_PARTY, AA, BOARD, ...FUND],
    assam: [...ANY_PARTY, AO, AA],
  },
  // The worklist: only officers have one, and it shows the proceedings of their own office or district.
  'read:worklist:read': {
    adjudication: [AO, AA],
    appeal: [AA],
    assam: [AO, AA],
  },
  // Linking a registered account as a party: the officer of the proceeding's office or district.
  'record:party:link': { adjudication: [AO, AA], appeal: [AA], assam: [AO, AA] },
  // Entering a party without an account and printing what is to be served on them (issue 15): the same officers.
  'record:party:paper': { adjudication: [AO, AA], appeal: [AA], assam: [AO, AA] },
  // Attaching a document: any party, or the officer of the proceeding's office or district.
  'record:document:attach': {
    adjudication: [...ANY_PARTY, AO, AA, HD],
    appeal: [...ANY_PARTY, AA],
    assam: [...ANY_PARTY, AO, AA, HD],
  },
  // Assisted access (issue 30): the help desk of the proceeding's office, or its officers, act for a party with consent;
  // in an appeal, the help desk of the office appealed from that helped the party file it (I-410), not that office's
  // officers, whose order is under appeal.
  'record:party:assist': { adjudication: [HD, AO, AA], appeal: [AA, HD], assam: [HD, AO, AA] },
};

/** Who has a worklist at all (whatever is on it). */
const HAS_WORKLIST = [
  'adjudicating-officer:own-office',
  'adjudicating-officer:other-office',
  'appellate-authority:own-district',
  'appellate-authority:other-district',
];

/**
 * Administration (administration.ts), relative to Uttar Pradesh: a State is added by a national administrator; its
 * districts, sub-divisions, offices, calendars and staff by a national administrator or one of that State. Nobody
 * with case powers administers, and no administrator holds case powers (the case rows above deny them everything).
 */
const STATE_ADMIN = ['administrator:national', 'administrator:own-state'];
const ADMIN_EXPECTED: Readonly<Record<string, Expected | 'no-actor'>> = {
  createState: ['administrator:national'],
  createDistrict: STATE_ADMIN,
  createSubdivision: STATE_ADMIN,
  createOffice: STATE_ADMIN,
  setOfficeCalendar: STATE_ADMIN,
  setOfficeNames: STATE_ADMIN,
  // GCA s.10: the State's notified holiday list for a year (issue 13); reading the lists takes no actor.
  importHolidayList: STATE_ADMIN,
  holidayLists: 'no-actor',
  // Issue 27: a State's notified value of a configured parameter (periods, penalty ceiling, notice interval); reading
  // them takes no actor (they decide the periods and amounts of the State's cases).
  setStateValue: STATE_ADMIN,
  stateValues: 'no-actor',
  // Not a power: the list of States, districts and offices takes no actor (its route asks only for a session).
  listJurisdiction: 'no-actor',
  createStaffAccount: STATE_ADMIN,
  grantRole: STATE_ADMIN,
  // Looking an account up by email, to grant a role or link a party: administrators and the officers who link.
  findAccountByEmail: [
    'administrator:national',
    'administrator:own-state',
    'administrator:other-state',
    ...HAS_WORKLIST,
  ],
};
/** The administration acts of the account services (the rest are a person's own: register, sign in, tokens). */
const ACCOUNT_ADMIN_ACTS = ['createStaffAccount', 'grantRole', 'findAccountByEmail'] as const;

// ---------------------------------------------------------------------------------------------------------------
// The actions, read from the policy declarations themselves: a new action appears here by itself.

interface Action {
  readonly key: string;
  readonly area: 'adjudication' | 'appeal' | 'assam' | 'read' | 'record';
  readonly name: string;
}

const OPENERS: Readonly<Record<string, StreamKind>> = {
  'adjudication:register-complaint': 'adjudication',
  'appeal:file-appeal': 'adjudication',
  'assam:make-written-report': 'assam',
};

function declaredActions(): Action[] {
  const tables = {
    adjudication: ADJUDICATION_POLICY,
    appeal: APPEAL_POLICY,
    assam: ASSAM_POLICY,
    read: READ_POLICY,
    record: RECORD_POLICY,
  } as const;
  return Object.entries(tables).flatMap(([area, table]) =>
    Object.keys(table).map((name) => ({ key: `${area}:${name}`, area: area as Action['area'], name })),
  );
}

/** The proceedings an action is tried on: commands on their own kind; reads and record acts on all three. */
function targetsOf(a: Action): StreamKind[] {
  if (a.area === 'adjudication' || a.area === 'appeal' || a.area === 'assam') return [a.area];
  return ['adjudication', 'appeal', 'assam'];
}

function expectedFor(a: Action, kind: StreamKind): ReadonlySet<string> {
  const e = EXPECTED[a.key];
  assert.ok(e, `the policy declares "${a.key}" but the matrix has no expected row for it: add one to EXPECTED`);
  const list = Array.isArray(e) ? (e as Expected) : (e as Record<StreamKind, Expected>)[kind];
  assert.ok(list, `EXPECTED["${a.key}"] has no row for ${kind}`);
  for (const k of list)
    assert.ok(
      PRINCIPALS.some((p) => p.key === k),
      `EXPECTED["${a.key}"] names an unknown principal ${k}`,
    );
  return new Set(list);
}

// ---------------------------------------------------------------------------------------------------------------
// Personal data in the proceedings; none of it may appear in a refusal.

const PERSONAL = [
  'Ramesh Kumar',
  'Suresh Kumar',
  'Mohan Lal',
  'Sohan Lal',
  'House 12, Village Rampur',
  'House 40, Village Rampur',
  '98765 43210',
  'ramesh@example.in',
  'Rina Das',
  'Hari Bora',
  'Jadu Bora',
  'Ward 3, Nalbari',
];
const leaksPersonal = (text: string): string | undefined => PERSONAL.find((p) => text.includes(p));

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4,
]);

class Rollback extends Error {}

/** The same store, but every transaction is rolled back after its work returns: cells leave nothing behind. */
function rollingBack(store: Store): Store {
  return {
    ...store,
    async transaction<T>(work: Parameters<Store['transaction']>[0]): Promise<T> {
      let out: T | undefined;
      try {
        await store.transaction(async (tx) => {
          out = (await work(tx)) as T;
          throw new Rollback('rolled back by the matrix');
        });
      } catch (e) {
        if (!(e instanceof Rollback)) throw e;
      }
      return out as T;
    },
  };
}

/**
 * The rolled-back store of the role × action cells, whose reads of an office and of a proceeding's record are answered
 * from the first read of each: every cell is rolled back and no cell changes an office, so each such read would return
 * what the first did (the test checks afterwards, on the store itself, that every proceeding is at its version). The
 * stream is still locked and its parties read in each cell's own transaction; the decision is the use case's own.
 */
function readingOnce(store: Store): Store {
  const offices = new Map<string, Promise<OfficeInfo | undefined>>();
  const records = new Map<string, Promise<RecordedEntry[]>>();
  const once = <T>(m: Map<string, Promise<T>>, k: string, read: () => Promise<T>): Promise<T> => {
    let p = m.get(k);
    if (!p) {
      p = read();
      m.set(k, p);
      p.catch(() => m.delete(k));
    }
    return p;
  };
  return {
    ...store,
    transaction: (work) =>
      store.transaction((tx) =>
        work({
          ...tx,
          office: (code) => once(offices, code, () => tx.office(code)),
          entries: async (id) => [...(await once(records, id, () => tx.entries(id)))],
        }),
      ),
  };
}

type Outcome =
  | { readonly kind: 'done'; readonly value: unknown }
  | { readonly kind: 'error'; readonly code: string; readonly message: string; readonly details: unknown };

async function attempt(fn: () => Promise<unknown>): Promise<Outcome> {
  try {
    return { kind: 'done', value: await fn() };
  } catch (e) {
    if (e instanceof AppError) return { kind: 'error', code: e.code, message: e.message, details: e.details };
    throw e;
  }
}

/** The day `n` days after `d` (a fresh effective day for each entry of a State's value). */
const dayAfter = (d: string, n: number): string =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const GATE_CODES = new Set(['AUTH.FORBIDDEN', 'AUTH.UNAUTHENTICATED', 'CASE.UNKNOWN', 'NOT_FOUND']);

/** A well-formed body for every command (the contract's shape; the law still refuses most in the case's stage). */
const PAYLOADS: Readonly<Record<StreamKind, Readonly<Record<string, Record<string, unknown>>>>> = {
  adjudication: {
    'issue-show-cause-notice': {
      replyDays: 30,
      contravention: 'Letting cattle trespass on the crop on 3 July 2026',
      provisionAlleged: 'Section 26 of the Cattle-trespass Act, 1871',
      complaintCopyEnclosed: true,
      aoName: 'A. Sharma',
      aoOffice: 'SDM Sadar, Agra',
    },
    'record-service-attempt': {
      attemptId: 'm1',
      mode: 'speed-post',
      outcome: 'served',
      proof: { articleNumber: 'EK123456789IN' },
    },
    'record-service-outcome': { attemptId: 'm1', outcome: 'served' },
    'record-tender-refused': {
      attemptId: 'm2',
      proof: { tenderedBy: 'Process server', tenderedTo: 'The noticee', at: '10:30' },
      refusal: 'Refused to accept the notice',
    },
    'issue-summons': {
      summonsId: 'm1',
      witnessName: 'A witness',
      purpose: 'evidence',
      appearOn: '2026-09-08',
      time: '10:30',
      place: 'SDM office',
    },
    'enforce-attendance': { summonsId: 'm1', reasons: 'Did not appear' },
    'record-summons-appearance': { summonsId: 'm1', statement: 'Appeared and stated what he saw' },
    'extend-reply-period': { extraDays: 10, reasons: 'Illness', sufficientCauseShown: true },
    'record-reply': { admits: false, text: 'I deny the complaint.' },
    'submit-reply': { admits: false, text: 'I deny the complaint.' },
    'request-reply-extension': { reasons: 'I was in hospital.' },
    'refuse-reply-extension': { reasons: 'No cause shown.' },
    'proceed-ex-parte': { reasons: 'No reply within the period' },
    'recall-ex-parte': { reasons: 'Reply received with cause shown' },
    'record-hearing-in-absence': {
      complainantAppeared: true,
      materialExamined: ['Complaint statement'],
      notes: 'Material examined',
    },
    'issue-hearing-notice': {
      hearingNoticeId: 'm1',
      hearingOn: '2026-09-08',
      mode: 'in-person',
      time: '11:00',
      place: 'Court room, SDM office',
    },
    'record-hearing': {
      noticeeAppeared: true,
      complainantAppeared: true,
      explained: true,
      opportunityAfforded: true,
      notes: 'Heard both sides',
    },
    'allow-written-submissions': { issues: 'Extent of the damage' },
    'record-written-submission': { by: 'complainant', text: 'A submission' },
    'submit-written-brief': { by: 'complainant', text: 'A brief' },
    'submit-witness-list': { by: 'complainant', items: ['A witness'] },
    'submit-document-list': { by: 'complainant', items: ['A document'] },
    'pass-order': { kind: 'dismissal', reasons: 'Not proved', ...SPEAKS_DISMISSAL },
    'extend-proceedings': { days: 30, reasons: 'Witnesses unavailable' },
    'supply-order-copy': { to: 'complainant', feePaise: 0, signed: true },
    'record-deposit': { amountPaise: 100, receiptNo: 'R-1', mode: 'cash' },
    'refer-for-recovery': {},
    'record-waiver': { by: 'contravener', words: 'I do not wish to be heard in this case.', documentId: 'doc-1' },
    'object-to-service': { objectionId: 'ob1', grounds: 'I was away from the village that day.' },
    'decide-service-objection': { objectionId: 'ob1', upheld: false, reasons: 'Served as recorded.' },
    'seek-adjournment': { requestId: 'adj1', by: 'complainant', reasons: 'My counsel is unwell.' },
    'record-adjournment-request': {
      requestId: 'adj1',
      by: 'contravener',
      made: 'orally',
      reasons: 'A death in the family.',
    },
    'decide-adjournment': { requestId: 'adj1', granted: false, reasons: 'No certificate produced.' },
  },
  appeal: {
    'call-for-records': {},
    'record-records-received': {},
    'intimate-defects': { defects: [{ field: 'grounds', description: 'The grounds are not stated' }] },
    'record-rectification': {},
    'refuse-registration': { reasons: 'Out of time' },
    'record-refusal-communicated': {},
    admit: {},
    'issue-notice-to-respondent': { replyDays: 30, copyOfAppealEnclosed: true },
    'record-service-attempt': { mode: 'speed-post', outcome: 'served', proof: { articleNumber: 'EK123456789IN' } },
    'record-service-outcome': { attemptId: 'm1', outcome: 'served' },
    'record-tender-refused': {
      proof: { tenderedBy: 'Process server', tenderedTo: 'The respondent', at: '10:30' },
      refusal: 'Refused to accept',
    },
    'record-respondent-reply': {},
    'submit-respondent-reply': { text: 'The order is right.' },
    'schedule-hearing': { hearingOn: '2026-09-08', mode: 'in-person', time: '11:00' },
    'record-hearing': { mode: 'in-person', appearances: { appellant: 'in-person', respondent: 'in-person' } },
    'decide-appeal': { outcome: 'confirm', reasons: 'No ground to interfere', answers: ANSWERS, payWithinDays: 30 },
    'supply-copy': { party: 'appellant' },
    'refer-for-recovery': { unpaidPaise: 100 },
    'object-to-service': { objectionId: 'ob1', grounds: 'I was away from the village that day.' },
    'decide-service-objection': { objectionId: 'ob1', upheld: false, reasons: 'Served as recorded.' },
    'seek-adjournment': { by: 'respondent', reasons: 'My counsel is in the High Court that day.' },
    'record-adjournment-request': { by: 'appellant', reasons: 'In hospital that week.' },
    'decide-adjournment': { adjournmentId: 'adj1', grant: false, reasons: 'No cause shown.' },
  },
  assam: {
    'forward-to-magistrate': { court: 'Court of the Judicial Magistrate First Class, Kamrup' },
    'record-cognizance': { court: 'Court of the Judicial Magistrate First Class, Kamrup', caseNumber: 'CR 1/2026' },
    'record-outcome': {
      result: 'acquittal',
      judgment: {
        court: 'Court of the Judicial Magistrate First Class, Kamrup',
        caseNumber: 'CR 1/2026',
        documentId: 'no-copy-attached',
      },
    },
    'order-compensation': {
      payee: { name: 'The aggrieved', kind: 'property-damaged' },
      amountRupees: 100,
      reasons: 'Crop lost',
      payBy: '2026-09-25',
    },
    'record-compensation-paid': {},
    'record-compensation-default': {},
    'record-summons-served': { summonsId: 'S-1', appearOn: '2026-08-20', proofDocumentId: 'x' },
    'record-appearance': { summonsId: 'S-1', attendance: 'appeared' },
    'record-forfeiture': { order: { documentId: 'x', date: '2026-08-20', court: 'JMFC' } },
    'record-auction': { saleProceedsRupees: 100, paidToAggrievedRupees: 100 },
    'record-adjournment-application': { summonsId: 'S-1', reasons: 'The accused is in hospital.' },
    'record-adjournment-order': { summonsId: 'S-1', granted: true, reasons: 'Leave.', adjournedTo: '2026-09-20' },
  },
};

function payload(kind: StreamKind, type: string): Record<string, unknown> {
  const body = PAYLOADS[kind][type];
  assert.ok(body, `the matrix has no body for ${kind} "${type}": add one to PAYLOADS`);
  return body;
}

for (const backend of testBackends()) {
  describe(`policy matrix on ${backend.name}`, () => {
    let db: Db;
    let t: TestServices;
    let deps: CaseDeps;
    let cell: CaseDeps;
    /** The cells' deps: rolled back, and reading each office and each proceeding's record once (readingOnce). */
    let grid: CaseDeps;
    const accounts = new Map<string, Actor>();
    const streams = {} as Record<StreamKind | 'below', { id: string; number: string; version: number }>;
    let extra: Actor;

    /** The account a principal key stands for, in relation to a proceeding of this kind. */
    function actorFor(key: string, kind: StreamKind): Actor {
      const assam = kind === 'assam';
      const rel: Record<string, string> = {
        'adjudicating-officer:own-office': assam ? 'ao:KMRS' : 'ao:AGRS',
        'adjudicating-officer:other-office': assam ? 'ao:AGRS' : 'ao:AGRE',
        'appellate-authority:own-district': assam ? 'aa:KMR' : 'aa:AGR',
        'appellate-authority:other-district': assam ? 'aa:AGR' : 'aa:KMR',
        'fund-accountant:own-state': assam ? 'fa:AS' : 'fa:UP',
        'fund-accountant:other-state': assam ? 'fa:UP' : 'fa:AS',
        'administrator:own-state': assam ? 'admin:AS' : 'admin:UP',
        'administrator:other-state': assam ? 'admin:UP' : 'admin:AS',
        'help-desk:own-office': assam ? 'hd:KMRS' : 'hd:AGRS',
        'help-desk:other-office': assam ? 'hd:AGRS' : 'hd:AGRE',
      };
      const a = accounts.get(rel[key] ?? key);
      assert.ok(a, `no account for ${key}`);
      return a;
    }

    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      t = testServices(db, '2026-07-06T06:00:00Z');
      deps = t.services.cases;
      cell = { store: rollingBack(t.services.store), clock: t.clock };
      grid = { store: readingOnce(cell.store), clock: t.clock };
      const mk = async (k: string, name: string, grants: Parameters<typeof makeActor>[2]) => {
        accounts.set(k, await makeActor(db, name, grants));
      };
      await mk('ao:AGRS', 'A. Sharma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      await mk('ao:AGRE', 'B. Verma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraEtmadpur }]);
      await mk('ao:KMRS', 'C. Baruah', [{ role: 'adjudicating-officer', officeCode: OFFICES.kamrup }]);
      await mk('hd:AGRS', 'I. Devi', [{ role: 'help-desk', officeCode: OFFICES.agraSadar }]);
      await mk('hd:AGRE', 'J. Rani', [{ role: 'help-desk', officeCode: OFFICES.agraEtmadpur }]);
      await mk('hd:KMRS', 'K. Das', [{ role: 'help-desk', officeCode: OFFICES.kamrup }]);
      await mk('aa:AGR', 'D. Singh', [{ role: 'appellate-authority', districtCode: 'AGR' }]);
      await mk('aa:KMR', 'E. Kalita', [{ role: 'appellate-authority', districtCode: 'KMR' }]);
      await mk('fa:UP', 'F. Gupta', [{ role: 'fund-accountant', stateCode: 'UP' }]);
      await mk('fa:AS', 'G. Saikia', [{ role: 'fund-accountant', stateCode: 'AS' }]);
      await mk('fund-accountant:national', 'H. Rao', [{ role: 'fund-accountant' }]);
      await mk('awbi-recovery-officer:national', 'I. Menon', [{ role: 'awbi-recovery-officer' }]);
      await mk('administrator:national', 'J. Iyer', [{ role: 'administrator' }]);
      await mk('admin:UP', 'K. Mishra', [{ role: 'administrator', stateCode: 'UP' }]);
      await mk('admin:AS', 'L. Gogoi', [{ role: 'administrator', stateCode: 'AS' }]);
      for (const role of ['citizen', 'authorised-officer'] as const) {
        await mk(`${role}:none`, `${role} stranger`, [{ role }]);
        for (const p of PARTY_ROLES) await mk(`${role}:party:${p}`, `${role} as ${p}`, [{ role }]);
      }
      extra = await makeActor(db, 'Someone to link', [{ role: 'citizen' }]);
      const ramesh = await makeActor(db, 'Ramesh Kumar', [{ role: 'citizen' }]);
      const mohan = await makeActor(db, 'Mohan Lal', [{ role: 'citizen' }]);
      const ao = accounts.get('ao:AGRS')!;

      // The case below: complaint, notice, service, a reply admitting, a penalty order; then Mohan Lal appeals.
      const complaint = {
        filedBy: { capacity: 'aggrieved-person' },
        mode: 'electronic' as const,
        particulars: validParticulars(),
      };
      const below = await fileComplaint(deps, ramesh, { officeCode: OFFICES.agraSadar, complaint });
      await linkParty(deps, ao, { streamId: below.id, accountId: mohan.accountId, role: 'respondent' });
      const step = async (at: string, who: Actor, command: { type: string; on?: string }) => {
        t.clock.set(`${at}T06:00:00Z`);
        await runCommand(deps, who, { streamId: below.id, command });
      };
      await step('2026-07-08', ao, noticeCmd('2026-07-08'));
      await step('2026-07-10', ao, postServed('2026-07-10'));
      await step('2026-07-20', mohan, { ...replyCmd('2026-07-20', true), type: 'submit-reply' });
      // Issue 27: the person is heard on the amounts (Rule 4(6)) before the order.
      for (const [at, c] of [
        ['2026-07-22', hearingOnNotice('2026-07-22', '2026-08-05')[0]!],
        ['2026-07-22', hearingOnNotice('2026-07-22', '2026-08-05')[1]!],
        ['2026-08-05', hearingOnNotice('2026-07-22', '2026-08-05')[2]!],
      ] as const)
        await step(at, ao, c);
      await step(
        '2026-08-20',
        ao,
        penaltyOrder('2026-08-20', { notHeardOnAmountReasons: 'The reply admits and asks for no hearing.' }),
      );
      t.clock.set('2026-08-24T06:00:00Z');
      const { type: _t, on: _o, order: _order, ...appeal } = appealFixture();
      const appealed = await fileAppeal(deps, mohan, { caseId: below.id, appeal });
      const fresh = await fileComplaint(deps, ramesh, { officeCode: OFFICES.agraSadar, complaint });
      const { type: _rt, on: _ro, ...report } = REPORT;
      const assam = await makeAssamReport(deps, ramesh, { officeCode: OFFICES.kamrup, report });
      streams.below = below;
      streams.adjudication = fresh;
      streams.appeal = appealed;
      streams.assam = assam;
      for (const s of [below, fresh, appealed, assam]) {
        await t.services.store.transaction(async (tx) => {
          for (const role of ['citizen', 'authorised-officer'] as const) {
            for (const p of PARTY_ROLES) await tx.addParty(s.id, accounts.get(`${role}:party:${p}`)!.accountId, p);
          }
        });
      }
      for (const k of Object.keys(streams) as (keyof typeof streams)[]) {
        streams[k] = { ...streams[k], version: (await t.services.store.read.stream(streams[k].id))!.version };
      }
      t.clock.set('2026-08-25T06:00:00Z');
    });
    after(async () => {
      await db.close();
    });

    /**
     * A step naming the side that takes it is sent by a party for their own side (the runner refuses the other side:
     * src/server/adjournment.db.test.ts); an officer sends the matrix's body as it stands.
     */
    function bodyFor(kind: StreamKind, type: string, actor: Actor): Record<string, unknown> {
      const body = payload(kind, type);
      const side = stepOf(kind, type)?.side;
      const key = [...accounts.entries()].find(([, v]) => v.accountId === actor.accountId)?.[0] ?? '';
      const role = /:party:(.+)$/.exec(key)?.[1] as PartyRole | undefined;
      const own = sideOf(role);
      return side && own && side in body ? { ...body, [side]: own } : body;
    }

    /** Runs one cell through its use case. */
    function drive(a: Action, kind: StreamKind, actor: Actor): Promise<Outcome> {
      const s = streams[kind];
      if (a.key === 'adjudication:register-complaint') {
        return attempt(() =>
          fileComplaint(grid, actor, {
            officeCode: OFFICES.agraSadar,
            complaint: {
              filedBy: { capacity: 'aggrieved-person' },
              mode: 'electronic',
              particulars: validParticulars(),
            },
          }),
        );
      }
      if (a.key === 'appeal:file-appeal') {
        const { type: _t, on: _o, order: _order, ...appeal } = appealFixture();
        return attempt(() => fileAppeal(grid, actor, { caseId: streams.below.id, appeal }));
      }
      if (a.key === 'assam:make-written-report') {
        const { type: _t, on: _o, ...report } = REPORT;
        return attempt(() => makeAssamReport(grid, actor, { officeCode: OFFICES.kamrup, report }));
      }
      switch (a.area) {
        case 'adjudication':
        case 'appeal':
        case 'assam':
          return attempt(() =>
            runCommand(grid, actor, { streamId: s.id, command: { type: a.name, ...bodyFor(kind, a.name, actor) } }),
          );
        case 'read':
          if (a.name === 'case:read') return attempt(() => readCase(grid, actor, { id: s.id }));
          if (a.name === 'worklist:read') return attempt(() => worklist(grid, actor, undefined, 100));
          break;
        case 'record':
          if (a.name === 'party:link')
            return attempt(() =>
              linkParty(grid, actor, { streamId: s.id, accountId: extra.accountId, role: 'respondent' }),
            );
          if (a.name === 'party:paper')
            return attempt(() => paperParties({ ...t.services.paper, store: grid.store }, actor, s.id));
          if (a.name === 'party:assist')
            return attempt(() => consentsOf({ ...t.services.paper, store: grid.store }, actor, s.id));
          if (a.name === 'document:attach')
            return attempt(() =>
              attachDocument(grid, actor, { streamId: s.id, fileName: 'photo.png', content: PNG, maxBytes: 4096 }),
            );
          break;
      }
      assert.fail(`the matrix has no driver for "${a.key}": add one to drive()`);
    }

    it('Rules 3, 4, 7, 8 and s.26: every role × declared action × relation is allowed or refused as the Rules allocate it, 0 leaks', async () => {
      const actions = declaredActions();
      // Every role of actor.ts is in the matrix (a new role must get its rows).
      for (const r of ROLES)
        assert.ok(
          PRINCIPALS.some((p) => p.role === r),
          `role ${r} is missing from PRINCIPALS`,
        );
      // Every expected row belongs to a declared action (no stale rows after a rename).
      for (const k of Object.keys(EXPECTED))
        assert.ok(
          actions.some((a) => a.key === k),
          `EXPECTED["${k}"] is not declared in policies.ts`,
        );

      const cpu = process.cpuUsage();
      const leaks: string[] = [];
      const wronglyRefused: string[] = [];
      let cells = 0;
      let done = 0;
      const refusedByRule = new Map<string, number>();
      for (const a of actions) {
        for (const kind of targetsOf(a)) {
          const allowed = expectedFor(a, kind);
          for (const p of PRINCIPALS) {
            if (p.role === 'anonymous') continue; // no Actor without a session: its row is checked through HTTP below
            cells += 1;
            const actor = actorFor(p.key, kind);
            const where = `${a.key} on ${OPENERS[a.key] ?? kind} by ${p.key}`;
            const out = await drive(a, kind, actor);
            if (a.key === 'read:worklist:read') {
              // Ownership: a worklist shows the proceedings of the officer's own office or district, never another's.
              const has = HAS_WORKLIST.includes(p.key);
              if (!has) {
                if (out.kind !== 'error' || out.code !== 'AUTH.FORBIDDEN')
                  leaks.push(`${where}: expected AUTH.FORBIDDEN, got ${JSON.stringify(out).slice(0, 200)}`);
                continue;
              }
              if (out.kind !== 'done') {
                wronglyRefused.push(`${where}: ${out.code} ${out.message}`);
                continue;
              }
              const seen = (out.value as { items: { streamId: string }[] }).items.some(
                (i) => i.streamId === streams[kind].id,
              );
              if (seen && !allowed.has(p.key))
                leaks.push(`${where}: the worklist shows a proceeding of another office or district`);
              if (!seen && allowed.has(p.key))
                wronglyRefused.push(
                  `${where}: the worklist lacks a proceeding of the officer's own office or district`,
                );
              done += 1;
              continue;
            }
            if (allowed.has(p.key)) {
              if (out.kind === 'error' && GATE_CODES.has(out.code))
                wronglyRefused.push(`${where}: ${out.code} ${out.message}`);
              else if (out.kind === 'error') refusedByRule.set(out.code, (refusedByRule.get(out.code) ?? 0) + 1);
              else done += 1;
            } else if (out.kind === 'done') {
              leaks.push(`${where}: allowed (returned ${JSON.stringify(out.value).slice(0, 120)})`);
            } else if (out.code !== 'AUTH.FORBIDDEN') {
              leaks.push(`${where}: passed the gate and was stopped only by ${out.code} (${out.message})`);
            } else {
              const found = leaksPersonal(`${out.message} ${JSON.stringify(out.details ?? null)}`);
              if (found) leaks.push(`${where}: the refusal carries personal data ("${found}")`);
            }
          }
        }
      }

      // Nothing the cells did stayed: every proceeding is at the version it had.
      for (const [k, s] of Object.entries(streams))
        assert.equal((await t.services.store.read.stream(s.id))!.version, s.version, `${k} changed`);

      const roles = new Set(PRINCIPALS.map((p) => p.role)).size;
      const relations = new Set(PRINCIPALS.map((p) => p.relation)).size;
      console.log(
        `policy matrix (${backend.name}): ${roles} roles × ${actions.length} actions × ${relations} relations = ${cells} cells (${PRINCIPALS.length - 1} principals on each action's proceedings; anonymous over HTTP), ${leaks.length} leaks, ${wronglyRefused.length} wrongly refused; allowed cells: ${done} done, ${[...refusedByRule.values()].reduce((x, y) => x + y, 0)} refused by rule (${[...refusedByRule.keys()].sort().join(', ')}); ${((process.cpuUsage(cpu).user + process.cpuUsage(cpu).system) / 1e6).toFixed(1)} s CPU`,
      );
      assert.deepEqual(leaks, [], 'cells that the Rules deny but the portal allowed or did not refuse as forbidden');
      assert.deepEqual(wronglyRefused, [], 'cells that the Rules allow but the gate refused');
      assert.ok(done > 0, 'some allowed cells must go through');
    });

    it('administration: who may add States, districts, offices, calendars and staff, and grant roles, 0 leaks', async () => {
      const { admin, accounts: acc } = t.services;
      const names = [...Object.keys(admin), ...ACCOUNT_ADMIN_ACTS];
      for (const k of Object.keys(admin))
        assert.ok(ADMIN_EXPECTED[k], `AdminServices.${k} has no expected row in ADMIN_EXPECTED`);
      let n = 0;
      const cal = SUNDAYS_AND_2ND_4TH_SATURDAYS;
      const drivers: Record<string, (a: Actor) => Promise<unknown>> = {
        createState: (a) =>
          admin.createState(a, { code: 'MH', name: 'Maharashtra', nameHi: 'महाराष्ट्र', jurisdiction: 'in' }),
        createDistrict: (a) =>
          admin.createDistrict(a, { code: `D${n}`, stateCode: 'UP', name: `District ${n}`, nameHi: 'ज़िला' }),
        createSubdivision: (a) =>
          admin.createSubdivision(a, { code: `S${n}`, districtCode: 'AGR', name: `Sub-division ${n}`, nameHi: 'उपखंड' }),
        createOffice: (a) =>
          admin.createOffice(a, {
            code: `O${n}`,
            kind: 'adjudicating',
            districtCode: 'AGR',
            subdivisionCode: 'AGRS',
            name: `Office ${n}`,
            nameHi: 'कार्यालय',
            calendar: cal,
          }),
        setOfficeCalendar: (a) => admin.setOfficeCalendar(a, { officeCode: OFFICES.agraEtmadpur, calendar: cal }),
        setOfficeNames: (a) =>
          admin.setOfficeNames(a, {
            officeCode: OFFICES.agraEtmadpur,
            name: 'Tehsil Etmadpur',
            nameHi: 'तहसील एत्मादपुर',
            address: 'Etmadpur, Agra, Uttar Pradesh',
            addressHi: 'एत्मादपुर, आगरा, उत्तर प्रदेश',
          }),
        importHolidayList: (a) =>
          admin.importHolidayList(a, {
            stateCode: 'UP',
            year: 2026,
            format: 'csv',
            text: 'date,name\n2026-11-09,Diwali\n',
            notificationNumber: `UP/HOL/${n}`,
            notificationDate: '2026-01-02',
          }),
        setStateValue: (a) =>
          admin.setStateValue(a, {
            stateCode: 'UP',
            param: 'deposit.period-days',
            value: '45',
            from: dayAfter('2026-02-01', n),
            notificationNumber: `UP/27C/${n}`,
            notificationDate: '2026-01-02',
          }),
        createStaffAccount: (a) =>
          acc.createStaffAccount(a, {
            email: `staff.${n}@example.in`,
            name: `Staff ${n}`,
            password: 'Lantern-Orchard-2026-Staff',
            grants: [{ role: 'adjudicating-officer', officeCode: OFFICES.agraEtmadpur }],
          }),
        grantRole: (a) =>
          acc.grantRole(a, { accountId: extra.accountId, grant: { role: 'authorised-officer', stateCode: 'UP' } }),
        findAccountByEmail: (a) => acc.findAccountByEmail(a, 'nobody@example.in'),
      };
      const leaks: string[] = [];
      const wronglyRefused: string[] = [];
      let cells = 0;
      for (const name of names) {
        const e = ADMIN_EXPECTED[name];
        assert.ok(e, `${name} has no expected row in ADMIN_EXPECTED`);
        if (e === 'no-actor') continue;
        const drive = drivers[name];
        assert.ok(drive, `the matrix has no driver for ${name}`);
        for (const p of PRINCIPALS) {
          if (p.role === 'anonymous') continue; // checked through HTTP below
          cells += 1;
          n += 1;
          const out = await attempt(() => drive(actorFor(p.key, 'adjudication')));
          const where = `${name} by ${p.key}`;
          if (e.includes(p.key)) {
            if (out.kind === 'error' && GATE_CODES.has(out.code))
              wronglyRefused.push(`${where}: ${out.code} ${out.message}`);
          } else if (out.kind === 'done') leaks.push(`${where}: allowed`);
          else if (out.code !== 'AUTH.FORBIDDEN')
            leaks.push(`${where}: passed the gate, stopped only by ${out.code} (${out.message})`);
        }
      }
      console.log(
        `administration matrix (${backend.name}): ${names.length - 1} actions × ${PRINCIPALS.length - 1} principals = ${cells} cells, ${leaks.length} leaks, ${wronglyRefused.length} wrongly refused`,
      );
      assert.deepEqual(leaks, []);
      assert.deepEqual(wronglyRefused, []);
    });

    it('the HTTP API: anonymous callers get 401 on every action, others 403 or 404 without personal data, and the allowed get through', async () => {
      const services: Services = { ...t.services, cases: cell };
      const app = createApp(services, {
        logger: quietLogger,
        publicUrl: 'http://localhost:3000',
        uploadMaxBytes: 4096,
        cookieSecure: false,
      });
      const BASE: Record<StreamKind, string> = {
        adjudication: '/api/v1/cases',
        appeal: '/api/v1/appeals',
        assam: '/api/v1/assam-reports',
      };
      const BODIES: Record<StreamKind, Readonly<Record<string, { safeParse(v: unknown): { success: boolean } }>>> = {
        adjudication: ADJUDICATION_COMMAND_BODIES,
        appeal: APPEAL_COMMAND_BODIES,
        assam: ASSAM_COMMAND_BODIES,
      };
      let cells = 0;
      const problems: string[] = [];
      const check = (where: string, r: { status: number; text: string }, status: number, code?: string) => {
        cells += 1;
        if (r.status !== status) problems.push(`${where}: expected ${status}, got ${r.status} ${r.text.slice(0, 160)}`);
        if (code !== undefined && !r.text.includes(`"code":"${code}"`))
          problems.push(`${where}: expected code ${code}, got ${r.text.slice(0, 160)}`);
        if (r.status >= 400) {
          const found = leaksPersonal(r.text);
          if (found) problems.push(`${where}: the ${r.status} response carries personal data ("${found}")`);
        }
      };

      // Anonymous: every declared action's route, with no credentials.
      const anonymousActions = declaredActions();
      for (const a of anonymousActions) {
        for (const kind of targetsOf(a)) {
          const s = streams[kind];
          let method = 'POST';
          let path: string;
          let body: unknown;
          if (a.key === 'adjudication:register-complaint') {
            path = '/api/v1/complaints';
            body = {
              officeCode: OFFICES.agraSadar,
              filedBy: { capacity: 'aggrieved-person' },
              mode: 'electronic',
              particulars: validParticulars(),
            };
          } else if (a.key === 'appeal:file-appeal') {
            const { type: _t, on: _o, order: _order, ...ap } = appealFixture();
            path = `/api/v1/cases/${streams.below.id}/appeals`;
            body = ap;
          } else if (a.key === 'assam:make-written-report') {
            const { type: _t, on: _o, ...rep } = REPORT;
            path = '/api/v1/assam-reports';
            body = { officeCode: OFFICES.kamrup, ...rep };
          } else if (a.area === 'read' && a.name === 'case:read') {
            method = 'GET';
            path = `${BASE[kind]}/${s.id}`;
            body = undefined;
          } else if (a.area === 'read' && a.name === 'worklist:read') {
            method = 'GET';
            path = '/api/v1/worklist';
            body = undefined;
          } else if (a.key === 'record:party:link') {
            path = `/api/v1/cases/${s.id}/parties`;
            body = { accountId: extra.accountId, role: 'respondent' };
          } else if (a.key === 'record:party:paper') {
            method = 'GET';
            path = `/api/v1/cases/${s.id}/paper-parties`;
            body = undefined;
          } else if (a.key === 'record:party:assist') {
            method = 'GET';
            path = `/api/v1/cases/${s.id}/consents`;
            body = undefined;
          } else if (a.key === 'record:document:attach') {
            const f = new FormData();
            f.append('file', new File([PNG], 'photo.png', { type: 'image/png' }));
            const res = await app.request(`/api/v1/cases/${s.id}/documents`, { method: 'POST', body: f });
            check(
              `anonymous ${a.key} on ${kind}`,
              { status: res.status, text: await res.text() },
              401,
              'AUTH.UNAUTHENTICATED',
            );
            continue;
          } else {
            path = `${BASE[kind]}/${s.id}/commands/${a.name}`;
            body = { ...payload(kind, a.name), expectedVersion: s.version };
            const schema = BODIES[kind][a.name];
            assert.ok(schema, `no request body for ${a.key}`);
            assert.ok(
              schema.safeParse(body).success,
              `PAYLOADS["${kind}"]["${a.name}"] is not a body the contract takes`,
            );
          }
          const r = await send(app, method, path, body === undefined ? {} : { body });
          check(`anonymous ${a.key} on ${kind}`, r, 401, 'AUTH.UNAUTHENTICATED');
        }
      }

      // Signed in: reads of each proceeding (200 or 403), a proceeding that does not exist and one of another kind (404),
      // and the show-cause notice (Rule 4(1)), which only the adjudicating officer of the office may issue.
      const readable = (kind: StreamKind): ReadonlySet<string> =>
        new Set((EXPECTED['read:case:read'] as Record<StreamKind, Expected>)[kind]);
      for (const p of PRINCIPALS) {
        if (p.role === 'anonymous') continue;
        for (const kind of ['adjudication', 'appeal', 'assam'] as const) {
          const actor = actorFor(p.key, kind);
          const api = as(app, await t.tokenFor(actor));
          const s = streams[kind];
          const r = await api.get(`${BASE[kind]}/${s.id}`);
          if (readable(kind).has(p.key)) check(`GET ${kind} by ${p.key}`, r, 200);
          else check(`GET ${kind} by ${p.key}`, r, 403, 'AUTH.FORBIDDEN');
          check(
            `GET unknown ${kind} by ${p.key}`,
            await api.get(`${BASE[kind]}/00000000-0000-4000-8000-000000000000`),
            404,
            'CASE.UNKNOWN',
          );
          const other = kind === 'adjudication' ? streams.appeal : streams.adjudication;
          check(
            `GET ${kind} route with another kind's id by ${p.key}`,
            await api.get(`${BASE[kind]}/${other.id}`),
            404,
            'CASE.UNKNOWN',
          );
        }
        const actor = actorFor(p.key, 'adjudication');
        const api = as(app, await t.tokenFor(actor));
        const s = streams.adjudication;
        const r = await api.post(`${BASE.adjudication}/${s.id}/commands/issue-show-cause-notice`, {
          ...payload('adjudication', 'issue-show-cause-notice'),
          expectedVersion: s.version,
        });
        if (p.key === AO) check(`notice by ${p.key}`, r, 200);
        else check(`notice by ${p.key}`, r, 403, 'AUTH.FORBIDDEN');
      }
      // Administration: anonymous callers get 401 on every route; signed in, each principal adds a district of Uttar
      // Pradesh (201) or is refused (403).
      let n = 0;
      const adminRoutes: Record<string, () => { method: string; path: string; body?: unknown }> = {
        createState: () => ({
          method: 'POST',
          path: '/api/v1/admin/states',
          body: { code: 'KA', name: 'Karnataka', nameHi: 'कर्नाटक', jurisdiction: 'in' },
        }),
        createDistrict: () => ({
          method: 'POST',
          path: '/api/v1/admin/districts',
          body: { code: `HD${n}`, stateCode: 'UP', name: `District ${n}`, nameHi: 'ज़िला' },
        }),
        createSubdivision: () => ({
          method: 'POST',
          path: '/api/v1/admin/subdivisions',
          body: { code: `HS${n}`, districtCode: 'AGR', name: `Sub-division ${n}`, nameHi: 'उपखंड' },
        }),
        createOffice: () => ({
          method: 'POST',
          path: '/api/v1/admin/offices',
          body: {
            code: `HO${n}`,
            kind: 'adjudicating',
            districtCode: 'AGR',
            subdivisionCode: 'AGRS',
            name: `Office ${n}`,
            nameHi: 'कार्यालय',
            calendar: SUNDAYS_AND_2ND_4TH_SATURDAYS,
          },
        }),
        setOfficeCalendar: () => ({
          method: 'PUT',
          path: `/api/v1/admin/offices/${OFFICES.agraEtmadpur}/calendar`,
          body: { calendar: SUNDAYS_AND_2ND_4TH_SATURDAYS },
        }),
        setOfficeNames: () => ({
          method: 'PUT',
          path: `/api/v1/admin/offices/${OFFICES.agraEtmadpur}/names`,
          body: {
            name: 'Tehsil Etmadpur',
            nameHi: 'तहसील एत्मादपुर',
            address: 'Etmadpur, Agra, Uttar Pradesh',
            addressHi: 'एत्मादपुर, आगरा, उत्तर प्रदेश',
          },
        }),
        listJurisdiction: () => ({ method: 'GET', path: '/api/v1/admin/jurisdiction' }),
        createStaffAccount: () => ({
          method: 'POST',
          path: '/api/v1/admin/staff',
          body: {
            email: `http.staff.${n}@example.in`,
            name: `Staff ${n}`,
            password: 'Lantern-Orchard-2026-Staff',
            grants: [{ role: 'adjudicating-officer', officeCode: OFFICES.agraEtmadpur }],
          },
        }),
        grantRole: () => ({
          method: 'POST',
          path: `/api/v1/admin/accounts/${extra.accountId}/grants`,
          body: { grant: { role: 'authorised-officer', stateCode: 'UP' } },
        }),
        findAccountByEmail: () => ({ method: 'GET', path: '/api/v1/admin/accounts?email=nobody%40example.in' }),
        holidayLists: () => ({ method: 'GET', path: '/api/v1/admin/states/UP/holiday-lists' }),
        importHolidayList: () => ({
          method: 'PUT',
          path: '/api/v1/admin/states/UP/holiday-lists',
          body: {
            year: 2027,
            format: 'csv',
            text: 'date,name\n2027-11-09,Diwali\n',
            notificationNumber: `UP/HOL/H${n}`,
            notificationDate: '2026-12-01',
          },
        }),
        stateValues: () => ({ method: 'GET', path: '/api/v1/admin/states/UP/values' }),
        setStateValue: () => ({
          method: 'POST',
          path: '/api/v1/admin/states/UP/values',
          body: {
            param: 'deposit.period-days',
            value: '45',
            from: dayAfter('2026-03-01', n),
            notificationNumber: `UP/27C/H${n}`,
            notificationDate: '2026-01-02',
          },
        }),
      };
      for (const name of Object.keys(ADMIN_EXPECTED)) {
        const route = adminRoutes[name];
        assert.ok(route, `no HTTP route for ${name} in the matrix`);
        n += 1;
        const { method, path, body } = route();
        check(
          `anonymous ${name}`,
          await send(app, method, path, body === undefined ? {} : { body }),
          401,
          'AUTH.UNAUTHENTICATED',
        );
      }
      for (const p of PRINCIPALS) {
        if (p.role === 'anonymous') continue;
        n += 1;
        const { path, body } = adminRoutes['createDistrict']!();
        const r = await as(app, await t.tokenFor(actorFor(p.key, 'adjudication'))).post(path, body);
        if (STATE_ADMIN.includes(p.key)) check(`createDistrict by ${p.key}`, r, 201);
        else check(`createDistrict by ${p.key}`, r, 403, 'AUTH.FORBIDDEN');
      }

      console.log(`policy matrix over HTTP (${backend.name}): ${cells} requests, ${problems.length} problems`);
      assert.deepEqual(problems, []);
    });
  });
}
