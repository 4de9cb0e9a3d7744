// The parts of a command a step's form asks in rows of its own, made from the form's entries as posted, and the entry a
// refusal of one of them points back at: the proof of an attempt at service by its manner (Rule 4(5), Rule 7(9)), the
// order's finding on each ground, its word on each witness or document listed (Rule 4(11)) and whom the compensation
// goes to and by when (Rule 4(12)), and the appellate authority's answer to each ground of appeal (Rule 7(11)).
//
// Each is typed against the command's request body (src/contract): a part the schema does not have does not compile.
// The surfaces only render the rows (src/web/pages/service-proof.tsx, step-form/order-findings.tsx) and pass the
// entries on; the law is checked by the domain, which refuses a missing or unlawful part by name, so a row is passed
// on as typed (a time or a section the domain refuses) and a blank one is left out.

import type { ADJUDICATION_COMMAND_BODIES } from '../../contract/adjudication.ts';
import type { APPEAL_COMMAND_BODIES } from '../../contract/appeal.ts';
import { timeOfDay } from '../../lib/time-of-day.ts';
import { parseTypedDate } from '../../lib/typed-date.ts';
import type { BodyDraft, FormEntries } from './step.ts';

type AB = typeof ADJUDICATION_COMMAND_BODIES;
type PB = typeof APPEAL_COMMAND_BODIES;
/** The members of a union that have the member K (the penalty order has a compensation, a dismissal has not). */
type With<U, K extends PropertyKey> = U extends unknown ? (K extends keyof U ? U : never) : never;

// The proof and the acknowledgement are the same members in the complaint case and the appeal: each part is only that
// member, so a body of either that lacks it has nothing in common with the part and does not compile.
type Attempt = Pick<BodyDraft<AB['record-service-attempt']>, 'proof'>;
type Proof = NonNullable<Attempt['proof']>;
type Outcome = Pick<BodyDraft<AB['record-service-outcome']>, 'acknowledgementDocumentId'>;
type Order = BodyDraft<AB['pass-order']>;
type Finding = NonNullable<Order['findings']>[number];
type Listed = NonNullable<Order['listed']>[number];
type Compensation = NonNullable<With<Order, 'compensation'>['compensation']>;
type Decision = BodyDraft<PB['decide-appeal']>;
type Answer = NonNullable<Decision['answers']>[number];

/** The object without its members left undefined (a part not given is absent, for the domain to name). */
function present<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, x]) => x !== undefined)) as T;
}

const val = (v: FormEntries, k: string): string | undefined => {
  const x = (v[k] ?? '').trim();
  return x === '' ? undefined : x;
};
const trim = (v: FormEntries, k: string): string => (v[k] ?? '').trim();
const yesNo = (x: string | undefined): boolean | undefined => (x === 'yes' || x === 'no' ? x === 'yes' : undefined);

/** A time as typed ("0630", "6:30") in the stored form; anything else as given, for the domain to refuse by name. */
const timeOr = (x: string | undefined): string | undefined => (x === undefined ? x : (timeOfDay(x) ?? x));

/** The entries of the proof's rows (beside mode, outcome and particulars). */
const PROOF_ENTRIES = [
  'tenderedBy',
  'tenderedTo',
  'tenderAt',
  'acknowledgementDocumentId',
  'articleNumber',
  'affixPlace',
  'affixAt',
  'photoDocumentId',
  'witnesses',
] as const;

/** The proof for the chosen manner (only that manner's entries; absent ones left out for the domain to refuse). */
export function proofParts(v: FormEntries): Attempt {
  switch (v['mode']) {
    case 'tender':
      return {
        proof: present<Proof>({
          tenderedBy: val(v, 'tenderedBy'),
          tenderedTo: val(v, 'tenderedTo'),
          at: timeOr(val(v, 'tenderAt')),
          acknowledgementDocumentId: val(v, 'acknowledgementDocumentId'),
        }),
      };
    case 'speed-post':
      return { proof: present<Proof>({ articleNumber: val(v, 'articleNumber') }) };
    case 'affixing': {
      const witnesses = (v['witnesses'] ?? '')
        .split(/\r?\n/)
        .map((w) => w.trim())
        .filter((w) => w !== '');
      return {
        proof: present<Proof>({
          place: val(v, 'affixPlace'),
          at: timeOr(val(v, 'affixAt')),
          photoDocumentId: val(v, 'photoDocumentId'),
          witnesses,
        }),
      };
    }
    default:
      return {};
  }
}

/** The entry a refusal's `proof.*` member names, for the chosen manner (the time is asked in two places). */
export function proofEntryOf(field: string, v: FormEntries): string | undefined {
  if (!field.startsWith('proof.')) return undefined;
  const f = field.slice('proof.'.length);
  if (f === 'at') return v['mode'] === 'affixing' ? 'affixAt' : 'tenderAt';
  if (f === 'place') return 'affixPlace';
  return (PROOF_ENTRIES as readonly string[]).includes(f) ? f : undefined;
}

/** A tender found served: its acknowledgement, chosen from the documents attached to the case. */
export function acknowledgementParts(v: FormEntries): Outcome {
  return present<Outcome>({ acknowledgementDocumentId: val(v, 'acknowledgementDocumentId') });
}

export const acknowledgementEntryOf = (f: string): string | undefined =>
  f === 'acknowledgementDocumentId' ? f : undefined;

/** The order's speaking parts: a finding per ground row, a word per listed item, the compensation's payee and day,
 * the officer's confirmation that no ceiling is configured and why the person was not heard on the amount. Rows
 * with nothing in them are left out. */
export function orderParts(v: FormEntries): Order {
  const findings: Finding[] = [];
  for (let n = 1; n <= 40; n++) {
    const k = `finding-${n}`;
    if (!(`${k}-section` in v) && !(`${k}-reasons` in v)) break;
    const section = trim(v, `${k}-section`).toUpperCase();
    const c = v[`${k}-contravened`];
    const reasons = trim(v, `${k}-reasons`);
    if (section === '' && reasons === '' && c === undefined) continue;
    findings.push(present<Finding>({ section, contravened: yesNo(c), reasons }));
  }
  const listed: Listed[] = [];
  for (const key of Object.keys(v)) {
    const m = /^listed-(.+)-examined$/.exec(key) ?? /^listed-(.+)-reasons$/.exec(key);
    if (!m || listed.some((x) => x.item === m[1])) continue;
    listed.push(
      present<Listed>({
        item: m[1]!,
        examined: yesNo(v[`listed-${m[1]}-examined`]),
        reasons: trim(v, `listed-${m[1]}-reasons`),
      }),
    );
  }
  const payee = v['compPayee'];
  const days = trim(v, 'compDays');
  const by = trim(v, 'compPayBy');
  const compensation =
    payee || days || by
      ? present<Compensation>({
          payee: payee || undefined,
          payWithinDays: /^\d+$/.test(days) ? Number(days) : undefined,
          payByOn: by ? (parseTypedDate(by) ?? by) : undefined,
        })
      : undefined;
  return present<Order>({
    findings,
    listed: listed.length > 0 ? listed : undefined,
    compensation,
    noCeilingConfirmed: v['noCeilingConfirmed'] === 'yes' ? true : undefined,
    notHeardOnAmountReasons: val(v, 'notHeardOnAmountReasons'),
  });
}

/** The entry a refusal of the order's parts names. */
export function orderEntryOf(f: string): string | undefined {
  if (f === 'noCeilingConfirmed' || f === 'notHeardOnAmountReasons') return f;
  const m = /^findings\.(\d+)\.(section|contravened|reasons)$/.exec(f);
  if (m) return `finding-${Number(m[1]) + 1}-${m[2]}`;
  if (f === 'findings') return 'finding-1-section';
  const l = /^listed\.(.+)$/.exec(f);
  if (l) return `listed-${l[1]}-examined`;
  if (f === 'compensation.payee') return 'compPayee';
  if (f === 'compensation.payWithinDays') return 'compDays';
  return undefined;
}

/** The answers to the grounds of appeal: a ground with neither a choice nor reasons is left out (the domain names it). */
export function answersParts(v: FormEntries): Decision {
  const answers: Answer[] = [];
  for (let n = 1; n <= 100; n++) {
    const a = v[`ground-${n}-accepted`];
    const reasons = trim(v, `ground-${n}-reasons`);
    if (a === undefined && !(`ground-${n}-reasons` in v)) {
      if (n > 1 && !(`ground-${n + 1}-reasons` in v)) break;
      continue;
    }
    if (a === undefined && reasons === '') continue;
    answers.push(present<Answer>({ ground: n, accepted: yesNo(a), reasons }));
  }
  return answers.length > 0 ? { answers } : {};
}

/** The entry a refusal of an answer names ("answers.2" is ground 2's choice). */
export function answersEntryOf(f: string): string | undefined {
  const m = /^answers\.(\d+)$/.exec(f);
  return m ? `ground-${m[1]}-accepted` : undefined;
}
