// Assisted access (issue 30, point 5), as Common Service Centres work: a person with neither phone nor email is helped
// by the office's help desk or a registered operator (role 'help-desk'). The office enters the person as a party on
// paper (paper.ts); the operator prints the consent form in the party's language, the party signs or puts a thumb
// impression on it, and the operator uploads the scan. While that consent is on record, the operator may take the
// party's own steps (reply, ask for more time, and the like) for them; every event so recorded names the operator, the
// party and the consent document (EventBase.actedFor), and the order sheet says "recorded by … for …".

import { officeAddressIn, officeNameIn } from '../../lib/office-address.ts';
import { normalCaseNumber } from '../../lib/case-number.ts';
import type { AdjudicationState } from '../../domain/adjudication/index.ts';
import type { Form3Particulars } from '../../domain/appeal/index.ts';
import type { Actor } from '../actor.ts';
import type { CaseDeps } from '../cases/context.ts';
import { proceedingInScope } from '../cases/context.ts';
import type { IdempotencyKey } from '../cases/idempotency.ts';
import type { RunCommandInput } from '../cases/run-command.ts';
import type { FileAppealInput } from '../cases/file-appeal.ts';
import { fileAppeal } from '../cases/file-appeal.ts';
import { runCommand } from '../cases/run-command.ts';
import type { CaseView } from '../cases/view.ts';
import { attachDocument } from '../documents/attach-document.ts';
import { AppError } from '../errors.ts';
import { RECORD_POLICY } from '../policies/policies.ts';
import type { PaperDeps } from './paper.ts';
import { roleTitle } from './paper.ts';
import type { AssistedConsent, PaperParty } from '../ports/parties.ts';
import { replayEntries } from '../cases/record.ts';
import { MACHINES } from '../machines.ts';
import type { StepForm } from '../steps/forms.ts';
import type { FormValues } from '../steps/step.ts';
import { commandFromForm, STEPS } from '../steps/index.ts';

async function assistScope(deps: PaperDeps, actor: Actor, streamId: string, what: string) {
  const { stream, office } = await proceedingInScope(
    deps.store.read,
    actor,
    streamId,
    RECORD_POLICY['party:assist'],
    (n) => `${what} in ${n}`,
  );
  return { stream, office };
}

async function partyOf(deps: PaperDeps, streamId: string, partyId: string): Promise<PaperParty> {
  const party = await deps.paper.byId(partyId);
  if (!party || party.streamId !== streamId)
    throw new AppError('NOT_FOUND', 'No party entered by the office has that id in this proceeding.', {
      field: 'partyId',
    });
  return party;
}

/**
 * Where the signed consent form is attached: the help desk's page of the case, at the party's own section (its QR
 * code; the operator scanning it signs in and uploads the scan there). On the portal's configured public URL.
 */
export function consentAttachUrl(publicUrl: string, streamId: string, partyId: string): string {
  return `${publicUrl.replace(/\/$/, '')}/office/cases/${encodeURIComponent(streamId)}/assist#party-${encodeURIComponent(partyId)}`;
}

/** The consent form, in the party's language, naming the operator who prints it; to be signed or thumb-impressed. */
export async function consentForm(
  deps: PaperDeps,
  actor: Actor,
  input: { streamId: string; partyId: string },
): Promise<{ pdf: Uint8Array; fileName: string }> {
  const { stream, office } = await assistScope(deps, actor, input.streamId, 'print a consent form');
  const party = await partyOf(deps, stream.id, input.partyId);
  const L = party.lang;
  const pdf = await deps.renderer.consent({
    lang: L,
    caseNumber: stream.number,
    office: { name: officeNameIn(office, L), address: officeAddressIn(office, L) },
    party: { name: party.name, address: party.address, roleTitle: roleTitle(party.role, L) },
    operatorName: actor.name,
    printedOn: deps.clock.today(),
    portalUrl: deps.publicUrl,
    attachAt: consentAttachUrl(deps.publicUrl, stream.id, party.id),
  });
  return { pdf, fileName: `${stream.number.replace(/\//g, '-')}-consent.pdf` };
}

/**
 * Records the party's signed consent: the scan is attached to the case, and the operator (the account recording it)
 * may then act for the party until the consent is withdrawn.
 */
export async function recordConsent(
  deps: PaperDeps,
  actor: Actor,
  input: { streamId: string; partyId: string; fileName: string; content: Uint8Array; maxBytes: number },
): Promise<{ consentId: string; documentId: string }> {
  const { stream } = await assistScope(deps, actor, input.streamId, 'record a party’s consent');
  const party = await partyOf(deps, stream.id, input.partyId);
  const active = (await deps.paper.consentsOf(stream.id)).find(
    (c) => c.partyId === party.id && c.operatorId === actor.accountId && !c.withdrawnAt,
  );
  if (active)
    throw new AppError(
      'VALIDATION.FAILED',
      `${party.name}'s consent that you act for them is already on record (document ${active.documentId}); withdraw it first to record a new one.`,
      { field: 'file' },
    );
  const doc = await attachDocument(deps, actor, {
    streamId: stream.id,
    fileName: input.fileName,
    content: input.content,
    maxBytes: input.maxBytes,
  });
  const consentId = await deps.paper.addConsent({
    streamId: stream.id,
    partyId: party.id,
    operatorId: actor.accountId,
    documentId: doc.documentId,
    recordedBy: actor.accountId,
    at: deps.clock.now(),
  });
  return { consentId, documentId: doc.documentId };
}

export async function consentsOf(deps: PaperDeps, actor: Actor, streamId: string): Promise<AssistedConsent[]> {
  const { stream } = await assistScope(deps, actor, streamId, 'see the consents of parties assisted');
  return deps.paper.consentsOf(stream.id);
}

/** The party, or the office on the party's word, ends the consent: the operator may no longer act for them. */
export async function withdrawConsent(
  deps: PaperDeps,
  actor: Actor,
  input: { streamId: string; consentId: string },
): Promise<void> {
  const { stream } = await assistScope(deps, actor, input.streamId, 'withdraw a consent');
  if (!(await deps.paper.withdrawConsent(input.consentId, stream.id, actor.accountId, deps.clock.now())))
    throw new AppError('NOT_FOUND', 'No consent on record has that id in this proceeding.', { field: 'consentId' });
}

/** The consent on record naming this operator, or the refusal that says why the operator may not act on it. */
async function usableConsent(
  deps: PaperDeps,
  actor: Actor,
  streamId: string,
  consentId: string,
): Promise<AssistedConsent> {
  const consent = (await deps.paper.consentsOf(streamId)).find((c) => c.id === consentId);
  if (!consent || consent.withdrawnAt)
    throw new AppError(
      'AUTH.FORBIDDEN',
      'The party’s consent is not on record (or was withdrawn): record the signed consent before acting for them.',
      { field: 'consentId' },
    );
  if (consent.operatorId !== actor.accountId)
    throw new AppError(
      'AUTH.FORBIDDEN',
      `${consent.partyName} consented that ${consent.operatorName} act for them, not you; record their consent naming you first.`,
      { field: 'consentId' },
    );
  return consent;
}

/**
 * The operator files Form-III for the party (Rule 7(1)): an appeal against the final order of the complaint case
 * whose party consented on record that this operator act for them. The appeal is the party's: the operator is not
 * its appellant, and the appeal's order sheet says who filed it for whom, with the consent document.
 */
export async function fileAppealForParty(
  deps: PaperDeps,
  actor: Actor,
  input: { caseId: string; consentId: string; appeal: FileAppealInput['appeal'] },
  idem?: IdempotencyKey,
): Promise<CaseView & { replayed: boolean }> {
  const { stream } = await assistScope(deps, actor, input.caseId, 'file an appeal for a party');
  if (stream.kind !== 'adjudication')
    throw new AppError('CASE.UNKNOWN', 'An appeal lies against the order in a complaint case; open that case.', {
      field: 'caseId',
    });
  const consent = await usableConsent(deps, actor, stream.id, input.consentId);
  return fileAppeal(
    { store: deps.store, clock: deps.clock },
    actor,
    { caseId: stream.id, appeal: { ...input.appeal, on: deps.clock.today() } },
    idem,
    { actedFor: { operator: actor.name, party: consent.partyName, consentDocumentId: consent.documentId } },
  );
}

/** What the operator writes in Form-III with the party; the rest is taken from the record. */
interface AssistedForm3 {
  readonly grounds: string;
  readonly statementOfFacts?: string;
  readonly reliefClaimed: string;
  readonly withinTimeAnswer: 'YES' | 'NO';
  readonly delayExplanation?: string;
  readonly documentsRelied: readonly string[];
  /** Item 8: whether an appeal or other proceeding on the same matter is pending elsewhere, as the party says. */
  readonly pendingElsewhere: boolean;
  /** The party signed or put their thumb impression on the printed Form-III (item 10's declaration). */
  readonly declared: boolean;
}

/**
 * Form-III for the party from the record (Rule 7(1)): the appellant is the party entered on paper (name, address,
 * phone), the respondent the other party as Form-I names them, items 2, 3 and 7 from the notice and the order; the
 * grounds, facts, relief, item 9 and the documents as the operator wrote them with the party.
 */
export async function form3ForParty(
  deps: PaperDeps,
  actor: Actor,
  input: { caseId: string; consentId: string; typed: AssistedForm3 },
): Promise<Form3Particulars> {
  const { stream } = await assistScope(deps, actor, input.caseId, 'file an appeal for a party');
  const consent = await usableConsent(deps, actor, stream.id, input.consentId);
  const party = await partyOf(deps, stream.id, consent.partyId);
  const state = replayEntries(MACHINES.adjudication, await deps.store.read.entries(stream.id)) as AdjudicationState;
  const p = state.complaint?.particulars;
  const other = party.role === 'respondent' ? p?.complainant : p?.contravener;
  const order = state.order;
  const typed = input.typed;
  const text = (x: string | undefined) => (x && x.trim() !== '' ? x.trim() : undefined);
  return {
    appellant: { name: party.name, address: party.address, ...(party.phone ? { contact: party.phone } : {}) },
    ...(order
      ? {
          provisions: `Order under ${order.basis === 'in.ctr2026.r4.13' ? 'Rule 4(13)' : 'Rule 4(12)'} of the Cattle-trespass Rules, 2026`,
          orderDate: order.on,
        }
      : {}),
    ...(state.notice
      ? { statementOfContravention: `${state.notice.contravention} (${state.notice.provisionAlleged})` }
      : {}),
    grounds: typed.grounds.trim(),
    respondent: {
      ...(other?.name ? { name: other.name } : {}),
      ...(other && 'parentName' in other && other.parentName ? { parentName: other.parentName } : {}),
      ...(other?.address ? { address: other.address.text } : {}),
    },
    ...(text(typed.statementOfFacts) ? { statementOfFacts: text(typed.statementOfFacts)! } : {}),
    reliefClaimed: typed.reliefClaimed.trim(),
    withinTimeAnswer: typed.withinTimeAnswer,
    ...(text(typed.delayExplanation) ? { delayExplanation: text(typed.delayExplanation)! } : {}),
    pendingElsewhere: { pending: typed.pendingElsewhere },
    declaration: { made: typed.declared, signedOn: deps.clock.today(), name: party.name },
    enclosures: { copyOfOrder: true, documentsRelied: typed.documentsRelied },
  };
}

/**
 * The operator takes a step of the party for them: only while the party's consent naming this operator is on record,
 * only the party's own steps; each event carries who acted for whom and the consent document.
 */
export async function actForParty(
  deps: PaperDeps,
  actor: Actor,
  input: RunCommandInput & { consentId: string },
  idem?: IdempotencyKey,
): Promise<CaseView & { replayed: boolean }> {
  const { stream } = await assistScope(deps, actor, input.streamId, 'act for a party');
  const consent = await usableConsent(deps, actor, stream.id, input.consentId);
  const caseDeps: CaseDeps = { store: deps.store, clock: deps.clock };
  const { streamId, command, expectedVersion } = input;
  return runCommand(
    caseDeps,
    actor,
    { streamId, command, ...(expectedVersion !== undefined ? { expectedVersion } : {}) },
    idem,
    {
      partyRole: consent.partyRole,
      actedFor: { operator: actor.name, party: consent.partyName, consentDocumentId: consent.documentId },
    },
  );
}

/** What the help desk's page shows: the proceeding, the parties entered on paper, and every consent. */
export async function assistedView(deps: PaperDeps, actor: Actor, streamId: string) {
  const { stream } = await assistScope(deps, actor, streamId, 'act for parties');
  const [parties, consents] = await Promise.all([deps.paper.ofStream(stream.id), deps.paper.consentsOf(stream.id)]);
  return { stream, parties, consents };
}

/**
 * The party's own steps the operator may take for them under a consent, as forms (from the catalogue of steps: the
 * steps whose policy names the party's role), with their choices for the case as it stands.
 */
export async function assistedForms(
  deps: PaperDeps,
  actor: Actor,
  streamId: string,
  consent: AssistedConsent,
): Promise<StepForm[]> {
  const { stream } = await assistScope(deps, actor, streamId, 'act for a party');
  const state = replayEntries(MACHINES[stream.kind], await deps.store.read.entries(stream.id));
  return Object.entries(STEPS[stream.kind])
    .filter(([, step]) => step.surface === 'party' && step.who.some((g) => g.party?.includes(consent.partyRole)))
    .map(([command, step]) => ({
      command,
      step,
      fields: step.fields.map((f) => {
        const { choices, ...rest } = f;
        return choices === undefined
          ? rest
          : { ...rest, choices: typeof choices === 'function' ? choices(state) : choices };
      }),
      defaults: {},
    }));
}

/** The command of a form posted by the operator (the catalogue's mapping of its fields). */
export async function assistedCommand(
  deps: PaperDeps,
  streamId: string,
  form: StepForm,
  values: FormValues,
): Promise<Record<string, unknown>> {
  const stream = await deps.store.read.stream(streamId);
  if (!stream) throw new AppError('CASE.UNKNOWN', 'No proceeding has that id.', { field: 'caseId' });
  const state = replayEntries(MACHINES[stream.kind], await deps.store.read.entries(stream.id));
  return commandFromForm(form.step, values, state);
}

/** The proceeding the help desk looks up by its number (as people type it), if it may act for its parties. */
export async function findForAssist(deps: PaperDeps, actor: Actor, number: string): Promise<string | undefined> {
  const stream = await deps.store.read.streamByNumber(normalCaseNumber(number));
  if (!stream) return undefined;
  try {
    await assistScope(deps, actor, stream.id, 'act for parties');
  } catch (e) {
    if (e instanceof AppError && e.code === 'AUTH.FORBIDDEN') return undefined;
    throw e;
  }
  return stream.id;
}
