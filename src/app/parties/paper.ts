// Parties without an account (issue 15): the officer enters a party by name, address and (if any) phone; every
// document to be served on them is printed as a bundle for tender, speed post or affixing (a covering sheet with the
// manners of service and their proof, the document and its enclosure, in the party's language), with a claim code on
// the sheet; and with the case number and that code the person later claims the case on the portal. Only a digest of
// each code is stored; failed claims are throttled per account and per client address.

import { officeAddressIn, officeNameIn } from '../../lib/office-address.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import { documentLanguages, isAssamLang } from '../../rules/document-languages.ts';
import type { DocLang } from '../../rules/document-languages.ts';
import { REGIONAL_BUNDLE_TITLES, REGIONAL_ROLE_TITLES } from './paper-words-regional.ts';
import { createHash, randomInt } from 'node:crypto';
import type { Clock } from '../../lib/clock.ts';
import { MINUTE_MS } from '../../lib/instant.ts';
import type { Actor } from '../actor.ts';
import type { Throttle } from '../accounts/throttle.ts';
import { normalizeIndianMobile } from '../accounts/fields.ts';
import { proceedingInScope } from '../cases/context.ts';
import { AppError } from '../errors.ts';
import { RECORD_POLICY } from '../policies/policies.ts';
import type { Store } from '../ports/store.ts';
import { documentsView } from './documents-view.ts';
import type { BundleRenderer, PaperParty, PaperRepo, PaperRole } from '../ports/parties.ts';
import { PAPER_ROLES } from '../ports/parties.ts';
import type { IssuedDocument } from './types.ts';

export interface PaperDeps {
  readonly store: Store;
  readonly clock: Clock;
  readonly paper: PaperRepo;
  readonly renderer: BundleRenderer;
  /** The portal's address, printed on the covering sheet with the claim code. */
  readonly publicUrl: string;
  /** The limits on claim attempts, taken atomically (issue 28, point 4). */
  readonly throttle: Throttle;
}

/** The documents served on each party (Rule 4(5) and 4(15), Rule 7(6), 7(8), 7(9) and 7(13)). */
export const SERVED_ON: Readonly<Record<PaperRole, readonly string[]>> = {
  respondent: ['form-2', 'hearing-notice', 'reply-extension-order', 'final-order'],
  complainant: ['hearing-notice', 'final-order'],
  appellant: ['defect-intimation', 'registration-refusal-order', 'appellate-order'],
  'appeal-respondent': ['respondent-notice', 'appellate-order'],
};

export const CLAIM_LIMITS = { windowMs: 60 * MINUTE_MS, perAccount: 5, perClient: 20 } as const;

/** Twelve digits, grouped in fours: typed on a phone's number pad, with no letters to confuse. */
export const newClaimCode = (): string =>
  Array.from({ length: 3 }, () => String(randomInt(0, 10_000)).padStart(4, '0')).join(' ');
export const normalCode = (code: string): string => code.replace(/[\s-]/g, '');
export const claimDigest = (partyId: string, code: string): string =>
  createHash('sha256')
    .update(`claim:${partyId}:${normalCode(code)}`)
    .digest('hex');

export async function officerScope(deps: PaperDeps, actor: Actor, streamId: string, what: string) {
  const { stream, office } = await proceedingInScope(
    deps.store.read,
    actor,
    streamId,
    RECORD_POLICY['party:paper'],
    (n) => `${what} in ${n}`,
  );
  return { stream, office };
}

export interface PaperPartyInput {
  readonly streamId: string;
  readonly role: string;
  readonly name: string;
  readonly address: string;
  readonly phone?: string;
  /** The language of the documents served on the party; absent: the office's (officeLanguage). */
  readonly lang?: string;
}

/**
 * The language a party's paper bundle defaults to: the office's (issue 30, point 5), never the officer's screen: the
 * other language of the office's pair, Hindi where the forms' pair is issued, Assamese, Bengali or Bodo (Devanagari)
 * at an office of Assam (issue 31, the State's order of 15 April 2025).
 */
/** The languages' names in the officer's message (English: the message is the portal's English problem text). */
const LANGUAGE_NAMES: Readonly<Record<DocLang, string>> = {
  en: 'English',
  hi: 'Hindi',
  as: 'Assamese',
  bn: 'Bengali',
  brx: 'Bodo',
};

export function officeLanguage(office: { stateCode: string; districtName?: string }, on: LocalDate): DocLang {
  return documentLanguages({ stateCode: office.stateCode, districtName: office.districtName ?? '' }, on).pair[1];
}

export async function enterPaperParty(deps: PaperDeps, actor: Actor, input: PaperPartyInput): Promise<{ id: string }> {
  const { stream, office } = await officerScope(deps, actor, input.streamId, 'enter a party');
  const lang = input.lang?.trim() ? input.lang : officeLanguage(office, deps.clock.today());
  const problems: { field: string; message: string }[] = [];
  const role = PAPER_ROLES.find((x) => x === input.role);
  const allowed = stream.kind === 'appeal' ? ['appellant', 'appeal-respondent'] : ['respondent', 'complainant'];
  if (!role || !allowed.includes(role))
    problems.push({ field: 'role', message: `Choose the party's part in this proceeding: ${allowed.join(' or ')}` });
  if (!input.name?.trim() || input.name.trim().length > 200)
    problems.push({
      field: 'name',
      message: 'Give the name, as it is to appear on the notices (at most 200 characters)',
    });
  if (!input.address?.trim() || input.address.trim().length > 1000)
    problems.push({
      field: 'address',
      message: 'Give the address where notices are to be served (at most 1000 characters)',
    });
  const phone = input.phone?.trim() ? normalizeIndianMobile(input.phone) : undefined;
  if (input.phone?.trim() && !phone)
    problems.push({
      field: 'phone',
      message: `"${input.phone.trim()}" is not an Indian mobile number; give 10 digits starting with 6, 7, 8 or 9, or leave it blank`,
    });
  const other = officeLanguage(office, deps.clock.today());
  if (lang !== 'en' && lang !== other)
    problems.push({
      field: 'lang',
      message: `Choose the language of the documents: English or ${LANGUAGE_NAMES[other]}, the languages this office issues them in`,
    });
  if (problems.length > 0)
    throw new AppError('VALIDATION.FAILED', `The party's particulars: ${problems.map((p) => p.message).join('; ')}.`, {
      field: problems[0]!.field,
      details: problems,
    });
  const id = await deps.paper.insert({
    streamId: stream.id,
    role: role!,
    name: input.name.trim(),
    address: input.address.trim(),
    phone: phone ?? null,
    lang: lang as DocLang,
    enteredAt: deps.clock.now(),
    enteredBy: actor.accountId,
  });
  return { id };
}

export interface PaperPartyView extends PaperParty {
  /** The issued documents to be served on this party, newest last. */
  readonly toServe: readonly IssuedDocument[];
}

export async function paperParties(deps: PaperDeps, actor: Actor, streamId: string): Promise<PaperPartyView[]> {
  const { stream } = await officerScope(deps, actor, streamId, 'see the parties without an account');
  const docs = documentsView(stream.kind, await deps.store.read.entries(stream.id)).issued;
  return (await deps.paper.ofStream(stream.id)).map((p) => ({
    ...p,
    toServe: docs.filter((d) => SERVED_ON[p.role].includes(d.template)),
  }));
}

const TITLES: Readonly<Record<string, { en: string; hi: string }>> = {
  'form-1': { en: 'Copy of the complaint (Form-I)', hi: 'शिकायत की प्रति (प्ररूप-I)' },
  'form-2': { en: 'Show-cause notice (Form-II)', hi: 'कारण बताओ सूचना (प्ररूप-II)' },
  'hearing-notice': { en: 'Notice of hearing', hi: 'सुनवाई की सूचना' },
  'reply-extension-order': { en: 'Order extending the time to reply', hi: 'उत्तर की अवधि में समय-वृद्धि का आदेश' },
  'final-order': {
    en: 'Order of the adjudicating officer (signed copy, free of cost)',
    hi: 'न्यायनिर्णायक अधिकारी का आदेश (हस्ताक्षरित प्रति, निःशुल्क)',
  },
  'form-3': { en: 'Copy of the appeal (Form-III)', hi: 'अपील की प्रति (प्ररूप-III)' },
  'defect-intimation': { en: 'Intimation of defects in the appeal', hi: 'अपील की त्रुटियों की सूचना' },
  'registration-refusal-order': { en: 'Order refusing to register the appeal', hi: 'अपील पंजीकृत करने से इंकार का आदेश' },
  'respondent-notice': { en: 'Notice of the appeal', hi: 'अपील की सूचना' },
  'appellate-order': {
    en: 'Order on the appeal (signed copy, free of cost)',
    hi: 'अपील पर आदेश (हस्ताक्षरित प्रति, निःशुल्क)',
  },
};
const ROLE_TITLES: Readonly<Record<PaperRole, { en: string; hi: string }>> = {
  respondent: { en: 'Person against whom the complaint is made', hi: 'वह व्यक्ति जिसके विरुद्ध शिकायत की गई है' },
  complainant: { en: 'Complainant', hi: 'शिकायतकर्ता' },
  appellant: { en: 'Appellant', hi: 'अपीलार्थी' },
  'appeal-respondent': { en: 'Respondent', hi: 'प्रत्यर्थी' },
};
export const roleTitle = (role: PaperRole, L: DocLang): string =>
  isAssamLang(L) ? REGIONAL_ROLE_TITLES[role][L] : ROLE_TITLES[role][L];
/** A document's title on the covering sheet, in the bundle's language. */
const titleOf = (template: string, L: DocLang): string =>
  (isAssamLang(L) ? REGIONAL_BUNDLE_TITLES[template]?.[L] : TITLES[template]?.[L]) ?? template;

/**
 * The bundle to serve one document (or, without documentId, every document to be served) on a party: a new claim
 * code is printed on the covering sheet while the case is unclaimed, and its digest stored.
 */
export async function printBundle(
  deps: PaperDeps,
  actor: Actor,
  input: { streamId: string; partyId: string; documentId?: string; fresh?: boolean },
): Promise<{ pdf: Uint8Array; fileName: string; claimCode?: string }> {
  const { stream, office } = await officerScope(deps, actor, input.streamId, 'print documents for service');
  const party = await deps.paper.byId(input.partyId);
  if (!party || party.streamId !== stream.id)
    throw new AppError('NOT_FOUND', 'No party without an account has that id in this proceeding.', {
      field: 'partyId',
    });
  const issued = documentsView(stream.kind, await deps.store.read.entries(stream.id)).issued.filter((d) =>
    SERVED_ON[party.role].includes(d.template),
  );
  const chosen = input.documentId
    ? issued.filter((d) =>
        (['en', 'hi', 'as', 'bn', 'brx'] as const).some((l) => d[l]?.documentId === input.documentId),
      )
    : issued;
  if (chosen.length === 0)
    throw new AppError('NOT_FOUND', 'There is no signed document to serve on this party yet.', { field: 'documentId' });
  const L = party.lang;
  const bytes = async (id: string | undefined): Promise<Uint8Array> => {
    const d = id ? await deps.store.read.document(id) : undefined;
    if (!d)
      throw new AppError('DOCUMENT.UNKNOWN', 'A document of the bundle is not stored yet; try again in a moment.', {
        field: 'documentId',
      });
    return d.content;
  };
  const documents = [];
  for (const d of chosen) {
    // The party's language; a document the office issues in English only (not yet translated) in English.
    const copy = d[L] ?? d.en ?? d.hi;
    const enclosedId = d.encloses?.[L] ?? d.encloses?.en ?? d.encloses?.hi;
    const enclosed = ENCLOSURE_OF[d.template];
    documents.push({
      template: d.template,
      title: titleOf(d.template, L),
      issuedOn: d.issuedOn,
      documentId: copy!.documentId,
      pdf: await bytes(copy?.documentId),
      ...(enclosedId && enclosed ? { enclosure: { title: titleOf(enclosed, L), pdf: await bytes(enclosedId) } } : {}),
    });
  }
  const now = deps.clock.now();
  const claimCode = party.claimedAt ? undefined : newClaimCode();
  // A fresh code voids every code printed before (issue 28, point 3): for a sheet lost, or one that reached someone else.
  if (claimCode && input.fresh) await deps.paper.voidCodes(party.id, now);
  if (claimCode) await deps.paper.addCode(party.id, claimDigest(party.id, claimCode), input.documentId ?? null, now);
  const pdf = await deps.renderer.render({
    lang: L,
    kind: stream.kind === 'appeal' ? 'appeal' : 'adjudication',
    caseNumber: stream.number,
    office: { name: officeNameIn(office, L), address: officeAddressIn(office, L) },
    party: { name: party.name, address: party.address, roleTitle: roleTitle(party.role, L) },
    documents,
    ...(claimCode ? { claimCode } : {}),
    portalUrl: deps.publicUrl,
    printedOn: deps.clock.today(),
  });
  const fileName = `${stream.number.replace(/\//g, '-')}-${chosen.map((d) => d.template).join('+')}-service.pdf`;
  return { pdf, fileName, ...(claimCode ? { claimCode } : {}) };
}

/** The enclosure's template: Form-I with Form-II (Rule 4(3)(b)), Form-III with the notice of the appeal (Rule 7(8)). */
const ENCLOSURE_OF: Readonly<Record<string, string>> = { 'form-2': 'form-1', 'respondent-notice': 'form-3' };

/** The particulars the record already gives for each party (Form-I items 1 and 2, Form-III items 1 and 5), to prefill. */
export async function paperSuggestions(
  deps: PaperDeps,
  actor: Actor,
  streamId: string,
): Promise<Partial<Record<PaperRole, { name: string; address: string; phone?: string }>>> {
  const { stream } = await officerScope(deps, actor, streamId, 'see the parties without an account');
  const entries = await deps.store.read.entries(stream.id);
  const first = entries[0]?.payload as Record<string, unknown> | undefined;
  const out: Partial<Record<PaperRole, { name: string; address: string; phone?: string }>> = {};
  const addr = (a: { text?: string; pin?: string } | string | undefined): string =>
    typeof a === 'string' ? a : [a?.text, a?.pin].filter(Boolean).join(', ');
  if (stream.kind === 'adjudication' && first?.['type'] === 'complaint-registered') {
    const p = first['particulars'] as {
      complainant: { name: string; address: { text: string; pin?: string }; contactNumber?: string };
      contravener: { name: string; address: { text: string; pin?: string } };
    };
    out.respondent = { name: p.contravener.name, address: addr(p.contravener.address) };
    out.complainant = {
      name: p.complainant.name,
      address: addr(p.complainant.address),
      ...(p.complainant.contactNumber ? { phone: p.complainant.contactNumber } : {}),
    };
  } else if (stream.kind === 'appeal' && first?.['type'] === 'appeal.filed') {
    const f = first['form'] as {
      appellant: { name?: string; address?: string; contact?: string };
      respondent: { name?: string; address?: string; contact?: string };
    };
    out.appellant = {
      name: f.appellant.name ?? '',
      address: f.appellant.address ?? '',
      ...(f.appellant.contact ? { phone: f.appellant.contact } : {}),
    };
    out['appeal-respondent'] = {
      name: f.respondent.name ?? '',
      address: f.respondent.address ?? '',
      ...(f.respondent.contact ? { phone: f.respondent.contact } : {}),
    };
  }
  return out;
}
