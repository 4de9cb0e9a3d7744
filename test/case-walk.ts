// A complaint case taken through the proceeding by the portal's own HTTP commands, as the database tests do it: filed
// (Rule 3), the Form-II notice (Rule 4(1)) served by speed post (Rule 4(5)), the reply (Rule 4(4)), the notice of
// hearing (Rule 4(6)) served, the hearing (Rule 4(10)) and the order (Rule 4(12)); and the appeal against it (Rule 7).
// One copy of the set-up, with options for what a test varies: office, section alleged, officer's words, hearing place,
// amounts and the order's speaking parts. Each step is an ordinary command through the API, at its own legal day.

import assert from 'node:assert/strict';
import type { Actor } from '../src/app/actor.ts';
import type { CaseDeps } from '../src/app/cases/context.ts';
import { fileAppeal as fileAppealCase } from '../src/app/cases/file-appeal.ts';
import { fileComplaint } from '../src/app/cases/file-complaint.ts';
import { runCommand } from '../src/app/cases/run-command.ts';
import type { RunCommandInput } from '../src/app/cases/run-command.ts';
import type { AdjudicationCommand } from '../src/domain/adjudication/commands.ts';
import {
  d,
  hearingOnNotice,
  noticeCmd,
  penaltyOrder,
  postServed,
  replyCmd,
  validParticulars,
} from '../src/domain/adjudication/fixtures.ts';
import { COMPLETE_FORM } from '../src/domain/appeal/fixtures.ts';
import { createApp } from '../src/server/app.ts';
import { as } from './api.ts';
import type { Reply } from './api.ts';
import { OFFICES } from './factories.ts';
import type { TestServices } from './services.ts';
import { quietLogger } from './services.ts';

export const PUBLIC_URL = 'http://localhost:3000';

export type TestApp = ReturnType<typeof createApp>;

/** The portal's HTTP app over the test services (1 MiB uploads, cookies without Secure: plain HTTP in tests). */
export function testApp(t: TestServices, publicUrl = PUBLIC_URL): TestApp {
  return createApp(t.services, { logger: quietLogger, publicUrl, uploadMaxBytes: 1 << 20, cookieSecure: false });
}

/** A complaint filed electronically by the person aggrieved at SDM Sadar, Agra (Rule 3), as its request body. */
/** The record of a hearing on the first hearing notice ('h1') at which both parties appeared and were heard. */
export const BOTH_HEARD = {
  hearingNoticeId: 'h1',
  noticeeAppeared: true,
  complainantAppeared: true,
  explained: true,
  opportunityAfforded: true,
  notes: 'Both parties heard.',
} as const;

export const COMPLAINT = {
  officeCode: OFFICES.agraSadar,
  filedBy: { capacity: 'aggrieved-person' },
  mode: 'electronic',
  particulars: validParticulars(),
};

/** The reply, with the status expected (200 unless told). */
export function ok(r: Reply, status = 200): Reply {
  assert.equal(r.status, status, r.text);
  return r;
}

/** Sets the test clock to 06:00 UTC (11:30 in India) on a legal day. */
export function dayOf(t: TestServices): (d: string) => void {
  return (d) => t.clock.set(`${d}T06:00:00Z`);
}

/** The stages a walk reaches, in the order of the proceeding, with the day each step is taken on. */
const STAGES = [
  ['notice', '2026-07-08'],
  ['served', '2026-07-10'],
  ['reply', '2026-07-27'],
  ['hearing-notice', '2026-07-28'],
  ['hearing-served', '2026-07-29'],
  ['hearing', '2026-08-05'],
  ['order', '2026-08-20'],
] as const;
export type Stage = 'filed' | (typeof STAGES)[number][0];

export interface WalkOptions {
  /** The office the complaint is filed at (SDM Sadar, Agra unless told). */
  readonly officeCode?: string;
  /**
   * The section the complaint and the notice allege: 26 unless told. In Assam a complaint alleging section 26 goes to
   * the court on a written report (s.26A), so an Assam office's case alleges section 24.
   */
  readonly section?: '24' | '26';
  /** The officer's name and office as the Form-II notice gives them. */
  readonly aoName?: string;
  readonly aoOffice?: string;
  /** Where the hearing is held (the notice of hearing's place). */
  readonly place?: string;
  /** Speed-post article of the hearing notice's service. */
  readonly hearingArticle?: string;
  /** An account joined to the case as the respondent before the reply is recorded. */
  readonly respondent?: Actor;
  /** The order's amounts in paise (Rule 4(12)). */
  readonly amounts?: { penaltyPaise: number; compensationPaise: number; expensesPaise: number; chargesPaise: number };
  /** The order's findings and compensation direction (the speaking parts), over the default finding on the section. */
  readonly speaks?: Record<string, unknown>;
}

export interface CaseWalk {
  readonly id: string;
  readonly number: string;
  /** The reply to the filing. */
  readonly filed: Reply;
  /** The case's version after the last command. */
  readonly version: number;
  /** An officer's command on the case at its current version. */
  cmd(type: string, body: object): Promise<Reply>;
  /** Takes the case on from where it stands to the stage (each step on its own day). */
  to(stage: Stage): Promise<void>;
}

/** A complaint filed by the complainant at the office, to be taken on by the officer through `to(stage)`. */
export async function fileCase(
  app: TestApp,
  t: TestServices,
  who: { readonly complainant: Actor; readonly officer: Actor },
  opts: WalkOptions = {},
): Promise<CaseWalk> {
  const day = dayOf(t);
  const section = opts.section ?? '26';
  const provisionAlleged = `Section ${section} of the Cattle-trespass Act, 1871`;
  const party = as(app, await t.tokenFor(who.complainant));
  const officer = as(app, await t.tokenFor(who.officer));
  day('2026-07-06');
  const particulars = validParticulars();
  const filed = ok(
    await party.post('/api/v1/complaints', {
      officeCode: opts.officeCode ?? OFFICES.agraSadar,
      filedBy: { capacity: 'aggrieved-person' },
      mode: 'electronic',
      particulars: { ...particulars, contravener: { ...particulars.contravener, provisionAlleged } },
    }),
    201,
  );
  const id: string = filed.body.id;
  let v: number = filed.body.version;
  let done = 0;
  const cmd = async (type: string, body: object): Promise<Reply> => {
    const r = ok(await officer.post(`/api/v1/cases/${id}/commands/${type}`, body, { 'if-match': `"${v}"` }));
    v = r.body.version;
    return r;
  };
  const steps: Record<(typeof STAGES)[number][0], () => Promise<unknown>> = {
    notice: () =>
      cmd('issue-show-cause-notice', {
        replyDays: 30,
        contravention: 'Letting cattle trespass on and damage the crop of the complainant on 3 July 2026',
        provisionAlleged,
        complaintCopyEnclosed: true,
        aoName: opts.aoName ?? 'A. Sharma',
        aoOffice: opts.aoOffice ?? 'Sub-Divisional Magistrate, Sadar, Agra',
      }),
    served: () =>
      cmd('record-service-attempt', {
        attemptId: 'a1',
        mode: 'speed-post',
        outcome: 'served',
        proof: { articleNumber: 'EK123456789IN' },
      }),
    reply: async () => {
      if (opts.respondent) {
        const join = { accountId: opts.respondent.accountId, role: 'respondent' };
        ok(await officer.post(`/api/v1/cases/${id}/parties`, join), 204);
      }
      return cmd('record-reply', { admits: false, text: 'My cattle were tied at home that morning.' });
    },
    'hearing-notice': () =>
      cmd('issue-hearing-notice', {
        hearingNoticeId: 'h1',
        hearingOn: '2026-08-05',
        mode: 'in-person',
        time: '11:00',
        place: opts.place ?? 'Court room, SDM office',
      }),
    'hearing-served': () =>
      cmd('record-service-attempt', {
        hearingNoticeId: 'h1',
        attemptId: 'h1-a1',
        mode: 'speed-post',
        outcome: 'served',
        proof: { articleNumber: opts.hearingArticle ?? 'EK123456790IN' },
      }),
    hearing: () => cmd('record-hearing', BOTH_HEARD),
    order: () =>
      cmd('pass-order', {
        kind: 'penalty-or-compensation',
        noCeilingConfirmed: true,
        amounts: opts.amounts ?? {
          penaltyPaise: 500_000,
          compensationPaise: 1_200_000,
          expensesPaise: 0,
          chargesPaise: 0,
        },
        depositDays: 30,
        reasons: 'The trespass and damage are proved by the revenue record and photographs.',
        findings: [
          {
            section,
            contravened: true,
            reasons: 'The revenue record and the photographs prove the trespass and the damage.',
          },
        ],
        compensation: { payee: 'complainant', payWithinDays: 30 },
        ...opts.speaks,
      }),
  };
  return {
    id,
    number: filed.body.number,
    filed,
    get version() {
      return v;
    },
    cmd,
    async to(stage) {
      const until = STAGES.findIndex(([s]) => s === stage) + 1;
      for (; done < until; done += 1) {
        const [s, on] = STAGES[done]!;
        day(on);
        await steps[s]();
      }
    },
  };
}

/** Form-III as a person appealing files it against the order of 20 Aug 2026, signed on 24 Aug 2026 (Rule 7(1)). */
export interface AppealWalk {
  readonly id: string;
  readonly filed: Reply;
  /** The appellate authority's command on the appeal at its current version. */
  acmd(type: string, body: object): Promise<Reply>;
}

/** The appeal filed by `by` (Rule 7(1)), taken on by the authority through `acmd`. */
export async function fileAppeal(
  app: TestApp,
  t: TestServices,
  caseId: string,
  who: { readonly by: Actor; readonly authority: Actor },
  body: object,
): Promise<AppealWalk> {
  dayOf(t)('2026-08-24');
  const filed = ok(await as(app, await t.tokenFor(who.by)).post(`/api/v1/cases/${caseId}/appeals`, body), 201);
  const id: string = filed.body.id;
  const authority = as(app, await t.tokenFor(who.authority));
  let av: number = filed.body.version;
  return {
    id,
    filed,
    async acmd(type, b) {
      const r = ok(await authority.post(`/api/v1/appeals/${id}/commands/${type}`, { ...b, expectedVersion: av }));
      av = r.body.version;
      return r;
    },
  };
}

// The same walk through the use cases themselves (fileComplaint, runCommand, fileAppeal), for tests that read the
// store or a service rather than the HTTP API.

/** A command on a stream as the actor, through runCommand (the path every HTTP command takes). */
export async function runAs(deps: CaseDeps, who: Actor, streamId: string, command: object): Promise<void> {
  await runCommand(deps, who, { streamId, command: { ...command } as RunCommandInput['command'] });
}

/**
 * Rule 4(1) notice on 8 Jul 2026, served by speed post on 10 Jul, a reply admitting on 20 Jul, the notice of hearing on
 * 22 Jul served, the hearing on 5 Aug (Rules 4(1), 4(5), 4(4), 4(6), 4(10)).
 */
export const toHearing = (): AdjudicationCommand[] => [
  noticeCmd('2026-07-08'),
  postServed('2026-07-10'),
  replyCmd('2026-07-20', true),
  ...hearingOnNotice('2026-07-22', '2026-08-05'),
];

/**
 * A complaint filed electronically at SDM Sadar, Agra on 6 Jul 2026 by the officer (Rule 3), taken through the steps
 * given: to the hearing and a penalty order on 20 Aug 2026 (Rule 4(12)) unless told. Its stream id.
 */
export async function decidedCase(
  deps: CaseDeps,
  officer: Actor,
  steps: readonly AdjudicationCommand[] = [...toHearing(), penaltyOrder('2026-08-20')],
): Promise<string> {
  const complaint = {
    filedBy: { capacity: 'aggrieved-person' },
    mode: 'electronic',
    particulars: validParticulars(),
    on: '2026-07-06',
  } as const;
  const id = (await fileComplaint(deps, officer, { officeCode: OFFICES.agraSadar, complaint })).id;
  for (const c of steps) await runAs(deps, officer, id, c);
  return id;
}

/** Form-III received in writing by the appellate authority on 24 Aug 2026 against the order of 20 Aug (Rule 7(1)). */
export async function appealFiled(
  deps: CaseDeps,
  authority: Actor,
  caseId: string,
  on = '2026-08-24',
  orderDate = '2026-08-20',
): Promise<string> {
  const appeal = {
    on,
    form: { ...COMPLETE_FORM, orderDate: d(orderDate) },
    filedBy: 'appellant-in-person',
    medium: 'writing',
  } as const;
  return (await fileAppealCase(deps, authority, { caseId, appeal })).id;
}

/**
 * The steps that take a case whose reply is on record to a hearing held: the notice of hearing issued on 22 July 2026
 * for 5 August at 11:00 in Court room 2, served by speed post on 23 July, and the hearing with both parties heard, as
 * [command, body, day] for a test's own runner.
 */
export function hearingHeld(articleNumber: string): readonly [string, object, string][] {
  return [
    [
      'issue-hearing-notice',
      { hearingNoticeId: 'h1', hearingOn: '2026-08-05', mode: 'in-person', time: '11:00', place: 'Court room 2' },
      '2026-07-22',
    ],
    [
      'record-service-attempt',
      { attemptId: 'h1-a1', hearingNoticeId: 'h1', mode: 'speed-post', outcome: 'served', proof: { articleNumber } },
      '2026-07-23',
    ],
    ['record-hearing', BOTH_HEARD, '2026-08-05'],
  ];
}
