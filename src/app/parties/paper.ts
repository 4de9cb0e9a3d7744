// Parties without an account (issue 15): the officer enters a party by name, address and (if any) phone; every
// document to be served on them is printed as a bundle for tender, speed post or affixing (a covering sheet with the
// manners of service and their proof, the document and its enclosure, in the party's language), with a claim code on
// the sheet; and with the case number and that code the person later claims the case on the portal. Only a digest of
// each code is stored; failed claims are throttled per account and per client address.

import { normalCaseNumber } from '../../lib/case-number.ts';
import { createHash, randomInt } from 'node:crypto';
import type { Clock } from '../../lib/clock.ts';
import { MINUTE_MS } from '../../lib/instant.ts';
import type { Actor } from '../actor.ts';
import type { Throttle } from '../accounts/throttle.ts';
import { rateLimited } from '../accounts/throttle.ts';
import { normalizeIndianMobile } from '../accounts/fields.ts';
import { authorize, decideContext, officeOrFail, resourceOf } from '../cases/context.ts';
import { compactState } from '../cases/compact.ts';
import { actorColumns, replayEntries } from '../cases/record.ts';
import { MACHINES } from '../machines.ts';
import { AppError } from '../errors.ts';
import { RECORD_POLICY } from '../policies/policies.ts';
import type { Store } from '../ports.ts';
import { documentsView } from './documents-view.ts';
import type { BundleRenderer, PaperClaim, PaperParty, PaperRepo, PaperRole } from './ports.ts';
import { PAPER_ROLES } from './ports.ts';
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
const normalCode = (code: string): string => code.replace(/[\s-]/g, '');
export const claimDigest = (partyId: string, code: string): string =>
  createHash('sha256')
    .update(`claim:${partyId}:${normalCode(code)}`)
    .digest('hex');
/** Case numbers as people type them: any case, spaces around the slashes. */
export { normalCaseNumber };

async function officerScope(deps: PaperDeps, actor: Actor, streamId: string, what: string) {
  const r = deps.store.read;
  const stream = await r.stream(streamId);
  if (!stream) throw new AppError('CASE.UNKNOWN', 'No proceeding has that id.', { field: 'caseId' });
  const office = await officeOrFail(r, stream.officeCode);
  authorize(
    actor,
    RECORD_POLICY['party:paper'],
    resourceOf(office, stream.kind, await r.parties(stream.id)),
    `${what} in ${stream.number}`,
  );
  return { stream, office };
}

export interface PaperPartyInput {
  readonly streamId: string;
  readonly role: string;
  readonly name: string;
  readonly address: string;
  readonly phone?: string;
  readonly lang: string;
}

export async function enterPaperParty(deps: PaperDeps, actor: Actor, input: PaperPartyInput): Promise<{ id: string }> {
  const { stream } = await officerScope(deps, actor, input.streamId, 'enter a party');
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
  if (input.lang !== 'en' && input.lang !== 'hi')
    problems.push({ field: 'lang', message: 'Choose the language of the documents: Hindi or English' });
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
    lang: input.lang as 'en' | 'hi',
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
    ? issued.filter((d) => d.en?.documentId === input.documentId || d.hi?.documentId === input.documentId)
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
    const copy = d[L] ?? d[L === 'hi' ? 'en' : 'hi'];
    const enclosedId = d.encloses?.[L] ?? d.encloses?.[L === 'hi' ? 'en' : 'hi'];
    const enclosed = ENCLOSURE_OF[d.template];
    documents.push({
      template: d.template,
      title: TITLES[d.template]?.[L] ?? d.template,
      issuedOn: d.issuedOn,
      documentId: copy!.documentId,
      pdf: await bytes(copy?.documentId),
      ...(enclosedId && enclosed ? { enclosure: { title: TITLES[enclosed]![L], pdf: await bytes(enclosedId) } } : {}),
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
    office: { name: L === 'hi' ? office.nameHi : office.name, address: office.address },
    party: { name: party.name, address: party.address, roleTitle: ROLE_TITLES[party.role][L] },
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

/** A name as people write it: case, dots and spacing aside. */
const normalName = (s: string): string =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[.,\s]+/g, ' ')
    .trim();

export type ClaimOutcome =
  | { readonly status: 'linked'; readonly streamId: string; readonly number: string; readonly role: PaperRole }
  | { readonly status: 'pending'; readonly streamId: string; readonly number: string; readonly role: PaperRole };

/**
 * The person claims a case with its number and the code printed on a sheet served on them (issue 15), bound to the
 * particulars the office recorded (issue 28, point 3): the claimant gives the name as on the notice and, when the
 * recorded address is not theirs, their address. A match links the account at once; otherwise the claim waits for the
 * officer. A claim never makes an account a second party of the same proceeding, nor the proceeding's officer a
 * party; every claim, refused or not, is kept for the office to see.
 */
export async function claimCase(
  deps: PaperDeps,
  actor: Actor,
  input: { caseNumber: string; code: string; name: string; address?: string; clientAddress: string },
): Promise<ClaimOutcome> {
  const now = deps.clock.now();
  const client = input.clientAddress.trim() || 'unknown';
  const givenName = (input.name ?? '').trim();
  const givenAddress = input.address?.trim() || null;
  if (!givenName || givenName.length > 200)
    throw new AppError('VALIDATION.FAILED', 'Give your name as it is written on the notice (at most 200 characters).', {
      field: 'name',
    });
  if (givenAddress && givenAddress.length > 1000)
    throw new AppError('VALIDATION.FAILED', 'Give your address in at most 1000 characters.', { field: 'address' });
  // Every attempt takes a hit from both limits first, in one atomic step (parallel attempts cannot pass together); a
  // right code gives its hits back, so only wrong ones count.
  const keys = [`claim-account:${actor.accountId}`, `claim-client:${client}`];
  const taken = await deps.throttle.take(
    [
      { key: keys[0]!, max: CLAIM_LIMITS.perAccount, windowMs: CLAIM_LIMITS.windowMs },
      { key: keys[1]!, max: CLAIM_LIMITS.perClient, windowMs: CLAIM_LIMITS.windowMs },
    ],
    now,
  );
  if (!taken.ok)
    throw rateLimited(now, taken.retryAt, 'Too many wrong case numbers or codes in the last hour.', 'code');
  const fail = async (): Promise<never> => {
    await deps.paper.recordAttempt({ accountId: actor.accountId, clientAddress: client, at: now, success: false });
    throw new AppError(
      'AUTH.CODE_INVALID',
      'The case number and the code do not match a notice served on paper. Check both on the covering sheet of your notice.',
      { field: 'code' },
    );
  };
  const digits = normalCode(input.code ?? '');
  if (!/^\d{12}$/.test(digits)) return fail();
  const stream = await deps.store.read.streamByNumber(normalCaseNumber(input.caseNumber ?? ''));
  if (!stream) return fail();
  const candidates = (await deps.paper.ofStream(stream.id)).filter((p) => !p.claimedAt);
  const party = (
    await Promise.all(candidates.map((p) => deps.paper.partyByCode(stream.id, claimDigest(p.id, digits))))
  ).find((p) => p !== undefined);
  if (!party) return fail();
  await deps.paper.recordAttempt({ accountId: actor.accountId, clientAddress: client, at: now, success: true });
  await deps.throttle.giveBack(keys, now);

  const refuse = async (reason: string, message: string): Promise<never> => {
    await deps.paper.recordClaim({
      partyId: party.id,
      accountId: actor.accountId,
      at: now,
      givenName,
      givenAddress,
      status: 'refused',
      reasons: reason,
    });
    throw new AppError('AUTH.FORBIDDEN', message, { field: 'code', details: { reason } });
  };
  const parties = await deps.store.read.parties(stream.id);
  if (parties.some((p) => p.accountId === actor.accountId))
    return refuse(
      'already-party',
      `You are already a party of ${stream.number}; one account cannot be two parties of the same case. If this notice was served on someone else, give it to them.`,
    );
  const office = await officeOrFail(deps.store.read, stream.officeCode);
  let officer = true;
  try {
    authorize(actor, RECORD_POLICY['party:paper'], resourceOf(office, stream.kind, parties), 'claim');
  } catch {
    officer = false;
  }
  if (officer)
    return refuse(
      'officer',
      `You hold the office that decides ${stream.number}; its officer cannot become a party of it. The person served must claim it with their own account.`,
    );

  const matches = normalName(givenName) === normalName(party.name) && givenAddress === null;
  if (!matches) {
    await deps.paper.recordClaim({
      partyId: party.id,
      accountId: actor.accountId,
      at: now,
      givenName,
      givenAddress,
      status: 'pending',
    });
    return { status: 'pending', streamId: stream.id, number: stream.number, role: party.role };
  }
  // Marks the party claimed and makes the account a party of the proceeding, in one transaction.
  if (!(await deps.paper.claimInto(party.id, actor.accountId, now))) {
    throw new AppError('AUTH.CODE_INVALID', 'This notice has already been claimed on the portal.', { field: 'code' });
  }
  await deps.paper.recordClaim({
    partyId: party.id,
    accountId: actor.accountId,
    at: now,
    givenName,
    givenAddress,
    status: 'linked',
  });
  return { status: 'linked', streamId: stream.id, number: stream.number, role: party.role };
}

/** Every claim of the proceeding's parties entered on paper, for its office (issue 28, point 3). */
export async function paperClaims(deps: PaperDeps, actor: Actor, streamId: string): Promise<PaperClaim[]> {
  const { stream } = await officerScope(deps, actor, streamId, 'see the claims of parties without an account');
  return deps.paper.claimsOf(stream.id);
}

export const CLAIM_DECISIONS = ['approve', 'refuse', 'undo'] as const;
export type ClaimDecision = (typeof CLAIM_DECISIONS)[number];

/**
 * The officer decides a claim (issue 28, point 3): approves or refuses one waiting for a decision, or undoes one that
 * linked an account, with reasons. An approval and an undoing are written on the order sheet with the reasons; an
 * undoing also stops every code printed for the party (print a fresh one for the person to be served).
 */
export async function decideClaim(
  deps: PaperDeps,
  actor: Actor,
  input: { streamId: string; claimId: string; decision: string; reasons: string },
): Promise<{ status: 'approved' | 'refused' | 'undone' }> {
  const decision = CLAIM_DECISIONS.find((d) => d === input.decision);
  if (!decision)
    throw new AppError('VALIDATION.FAILED', 'Choose the decision: approve, refuse or undo.', { field: 'decision' });
  const reasons = (input.reasons ?? '').trim();
  if (!reasons || reasons.length > 2000)
    throw new AppError('VALIDATION.FAILED', 'Give the reasons for the decision (at most 2000 characters).', {
      field: 'reasons',
    });
  return deps.store.transaction(async (tx) => {
    const stream = await tx.lockStream(input.streamId);
    if (!stream) throw new AppError('CASE.UNKNOWN', 'No proceeding has that id.', { field: 'caseId' });
    const office = await officeOrFail(tx, stream.officeCode);
    const parties = await tx.parties(stream.id);
    authorize(
      actor,
      RECORD_POLICY['party:paper'],
      resourceOf(office, stream.kind, parties),
      `decide a claim in ${stream.number}`,
    );
    const claim = await tx.paperClaims.claim(input.claimId, stream.id);
    if (!claim) throw new AppError('NOT_FOUND', 'No claim has that id in this proceeding.', { field: 'claimId' });
    const status = decision === 'approve' ? 'approved' : decision === 'refuse' ? 'refused' : 'undone';
    const allowed = decision === 'undo' ? ['linked', 'approved'] : ['pending'];
    if (!allowed.includes(claim.status))
      throw new AppError(
        'VALIDATION.FAILED',
        decision === 'undo'
          ? 'Only a claim that linked an account can be undone.'
          : 'Only a claim waiting for a decision can be approved or refused.',
        { field: 'decision' },
      );
    if (decision === 'approve') {
      if (claim.partyClaimedBy)
        throw new AppError('VALIDATION.FAILED', 'This party is already claimed; undo that claim first.', {
          field: 'decision',
        });
      if (parties.some((p) => p.accountId === claim.accountId))
        throw new AppError('VALIDATION.FAILED', 'That account is already a party of this case.', { field: 'decision' });
    }
    const now = deps.clock.now();
    await tx.paperClaims.decide({ claim, streamId: stream.id, status, by: actor.accountId, at: now, reasons });
    if (status !== 'refused') {
      const ctx = decideContext(office, deps.clock);
      await tx.append(stream, [
        {
          type: status === 'approved' ? 'paper-claim-approved' : 'paper-claim-undone',
          onDate: ctx.today,
          payload: {
            claimId: claim.id,
            role: claim.role,
            partyName: claim.partyName,
            accountId: claim.accountId,
            reasons,
          },
          basis: [],
          ...actorColumns(actor),
          recordedAt: now,
        },
      ]);
      const machine = MACHINES[stream.kind];
      const state = replayEntries(machine, await tx.entries(stream.id));
      await tx.project(
        { ...stream, version: stream.version + 1 },
        { ...machine.describe(state, ctx), districtCode: office.districtCode, state: compactState(stream.kind, state) },
        now,
      );
    }
    return { status };
  });
}

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
