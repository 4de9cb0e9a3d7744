// Form-I's steps as data: which fields each step holds, the checks of each step in the visitor's language, and the
// complaint built from a finished draft (Rule 3, Form-I).

import { timeOfDay } from '../../../lib/time-of-day.ts';
import { normalizeIndianMobile } from '../../../app/accounts/fields.ts';
import type { FileComplaintInput } from '../../../app/cases/file-complaint.ts';
import type { LocalDate } from '../../../lib/local-date.ts';
import type { FormErrors } from '../../context.ts';
import { parseIndianDate, PIN_RE, readTypedDate } from '../../format.ts';
import type { Lang, MessageKey, T } from '../../i18n/index.ts';

export const FORM1 = 'form-1';
export const STEPS = ['office', 'complainant', 'contravener', 'incident', 'statement', 'review'] as const;
export type Step = (typeof STEPS)[number];

/** The draft fields of each step, in page order. */
export const FIELDS: Readonly<Record<Exclude<Step, 'review'>, readonly string[]>> = {
  office: ['officeCode', 'capacity', 'representedPerson'],
  complainant: ['c.name', 'c.parentName', 'c.address', 'c.pin', 'c.phone', 'c.email'],
  contravener: ['k.name', 'k.parentName', 'k.address', 'k.pin'],
  incident: ['i.date', 'i.time', 'i.place', 'i.provisionChoice', 'i.provision'],
  statement: ['s.statement', 's.evidence', 's.compensation'],
};

/** The Form-I field a domain refusal names → the draft field and its step. */
export const DOMAIN_FIELD: Readonly<Record<string, string>> = {
  'complainant.name': 'c.name',
  'complainant.parentName': 'c.parentName',
  'complainant.address': 'c.address',
  'complainant.contactNumber': 'c.phone',
  'complainant.email': 'c.email',
  'contravener.name': 'k.name',
  'contravener.parentName': 'k.parentName',
  'contravener.address': 'k.address',
  'contravener.contravention': 'i.date',
  'contravener.provisionAlleged': 'i.provisionChoice',
  'contravener.statement': 's.statement',
  'contravener.evidence': 's.evidence',
  'contravener.compensationOrCharges': 's.compensation',
  officeCode: 'officeCode',
};

export function stepOf(field: string): Step {
  for (const s of STEPS) if (s !== 'review' && FIELDS[s].includes(field)) return s;
  return 'review';
}

/**
 * Item 2(e) as a choice: the sections a complaint to the adjudicating officer usually concerns, each explained in a
 * line, or another typed by the complainant (docs/assumptions.md I-W1). A chosen section is saved as its name in the
 * page's language; a draft from before the choice (no choice, text typed) counts as "other".
 */
export const PROVISION_CHOICES = ['s26', 's20', 's27', 'other'] as const;
export type ProvisionChoice = (typeof PROVISION_CHOICES)[number];
export const choiceOf = (d: Data): ProvisionChoice | undefined => {
  const v = (d['i.provisionChoice'] ?? '').trim();
  if ((PROVISION_CHOICES as readonly string[]).includes(v)) return v as ProvisionChoice;
  return v === '' && (d['i.provision'] ?? '').trim() !== '' ? 'other' : undefined;
};

/** The step's data as saved: a chosen section is written out as item 2(e)'s text. */
export function withProvisionText(d: Data, t: T): Data {
  const choice = choiceOf(d);
  if (choice === undefined || choice === 'other') return d;
  return { ...d, 'i.provision': t(`file.i.provisionText.${choice}`) };
}

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export type Data = Record<string, string>;
export const str = (d: Record<string, unknown>, k: string): string =>
  typeof d[k] === 'string' ? (d[k] as string) : '';

/** Checks one step's fields; returns field → message (in page order). */
export function checkStep(
  step: Step,
  d: Data,
  t: T,
  today: string,
  offices: readonly string[],
  lang: Lang = 'en',
): FormErrors {
  const e: FormErrors = {};
  const need = (k: string, what: MessageKey) => {
    if (!(d[k] ?? '').trim())
      e[k] = t('file.err.required', {
        what: t(what)
          .replace(/\s*\(.*\)$/, '')
          .toLowerCase(),
      });
  };
  if (step === 'office') {
    if (!offices.includes(d['officeCode'] ?? '')) e['officeCode'] = t('file.err.office');
    if (d['capacity'] !== 'aggrieved-person' && d['capacity'] !== 'authorised-representative')
      e['capacity'] = t('file.err.capacity');
    if (d['capacity'] === 'authorised-representative') need('representedPerson', 'file.representedPerson');
  } else if (step === 'complainant') {
    need('c.name', 'file.c.name');
    need('c.parentName', 'file.c.parentName');
    need('c.address', 'file.c.address');
    if (!PIN_RE.test((d['c.pin'] ?? '').trim())) e['c.pin'] = t('file.err.pin');
    const phone = (d['c.phone'] ?? '').trim();
    const email = (d['c.email'] ?? '').trim();
    if (phone && !normalizeIndianMobile(phone)) e['c.phone'] = t('file.err.phone');
    if (email && !EMAIL.test(email)) e['c.email'] = t('file.err.email');
    if (!phone && !email) e['c.phone'] = t('file.err.contact');
  } else if (step === 'contravener') {
    need('k.name', 'file.k.name');
    need('k.address', 'file.k.address');
    const pin = (d['k.pin'] ?? '').trim();
    if (pin && !PIN_RE.test(pin)) e['k.pin'] = t('file.err.pin');
  } else if (step === 'incident') {
    // Form-I item 2(d): a date from 1 January 1900 to today, the refusal naming the limit (issue 13, point 7).
    const date = readTypedDate(d['i.date'] ?? '', today as LocalDate, t, lang, 'past');
    if (date.error !== undefined) e['i.date'] = date.error;
    const time = (d['i.time'] ?? '').trim();
    if (time && timeOfDay(time) === undefined) e['i.time'] = t('file.err.time');
    need('i.place', 'file.i.place');
    const choice = choiceOf(d);
    if (choice === undefined) e['i.provisionChoice'] = t('file.err.provisionChoice');
    else if (choice === 'other') need('i.provision', 'file.i.provision');
  } else if (step === 'statement') {
    need('s.statement', 'file.s.statement');
    if (!(d['s.evidence'] ?? '').split('\n').some((l) => l.trim())) need('s.evidence', 'file.s.evidence');
  }
  return e;
}

/** The draft as the fileComplaint use case's input. */
export function complaintOf(d: Record<string, unknown>, signedName: string): FileComplaintInput {
  const opt = (k: string) => (str(d, k).trim() ? str(d, k).trim() : undefined);
  const phone = opt('c.phone');
  const capacity = str(d, 'capacity');
  return {
    officeCode: str(d, 'officeCode'),
    complaint: {
      filedBy:
        capacity === 'authorised-representative'
          ? { capacity, representedPerson: str(d, 'representedPerson').trim() }
          : { capacity: 'aggrieved-person' },
      mode: 'electronic',
      particulars: {
        complainant: {
          name: str(d, 'c.name').trim(),
          ...(opt('c.parentName') ? { parentName: opt('c.parentName')! } : {}),
          address: { text: str(d, 'c.address').trim(), pin: str(d, 'c.pin').trim() },
          ...(phone ? { contactNumber: normalizeIndianMobile(phone) ?? phone } : {}),
          ...(opt('c.email') ? { email: opt('c.email')! } : {}),
        },
        contravener: {
          name: str(d, 'k.name').trim(),
          ...(opt('k.parentName') ? { parentName: opt('k.parentName')! } : {}),
          address: { text: str(d, 'k.address').trim(), ...(opt('k.pin') ? { pin: opt('k.pin')! } : {}) },
          contravention: {
            // A date the form cannot read goes as typed: the domain's check of Form-I refuses it, naming the field.
            date: (parseIndianDate(str(d, 'i.date')) ?? str(d, 'i.date')) as LocalDate,
            ...(opt('i.time') ? { time: timeOfDay(opt('i.time')!) ?? opt('i.time')! } : {}),
            place: str(d, 'i.place').trim(),
            nature: natureOf(d),
          },
          provisionAlleged: str(d, 'i.provision').trim(),
          statement: str(d, 's.statement').trim(),
          evidence: str(d, 's.evidence')
            .split('\n')
            .map((l) => l.trim())
            .filter(Boolean),
          ...(opt('s.compensation') ? { compensationOrCharges: opt('s.compensation')! } : {}),
        },
        declaration: { declared: true, signedName },
      },
    },
  };
}

/**
 * Form-I item 2(d)'s "nature of contravention": what happened is asked once, in the statement (item 2(f)), whose first
 * sentence (up to the first danda, full stop or line break; at most 300 characters) is the nature (assumption I-PH1).
 * A draft saved before this asked it separately and keeps its answer.
 */
export function natureOf(d: Readonly<Record<string, unknown>>): string {
  const own = str(d, 'i.nature').trim();
  if (own) return own;
  const statement = str(d, 's.statement').trim();
  const first = /^[\s\S]*?(?:[।.!?](?=\s|$)|\n|$)/.exec(statement)?.[0]?.trim() ?? statement;
  return (first || statement).slice(0, 300);
}
