// Assisted access (issue 30, point 5), as Common Service Centres work: a person with neither phone nor email is helped
// by the office's help desk or a registered operator (role 'help-desk'). The office enters the person as a party on
// paper (paper.ts); the operator prints the consent form in the party's language, the party signs or puts a thumb
// impression on it, and the operator uploads the scan. While that consent is on record, the operator may take the
// party's own steps (reply, ask for more time, and the like) for them; every event so recorded names the operator, the
// party and the consent document (EventBase.actedFor), and the order sheet says "recorded by … for …".

import { officeAddressIn, officeNameIn } from '../../lib/office-address.ts';
import { normalCaseNumber } from '../../lib/case-number.ts';
import type { Actor } from '../actor.ts';
import type { CaseDeps } from '../cases/context.ts';
import { authorize, officeOrFail, resourceOf } from '../cases/context.ts';
import type { IdempotencyKey } from '../cases/idempotency.ts';
import type { RunCommandInput } from '../cases/run-command.ts';
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
  const r = deps.store.read;
  const stream = await r.stream(streamId);
  if (!stream) throw new AppError('CASE.UNKNOWN', 'No proceeding has that id.', { field: 'caseId' });
  const office = await officeOrFail(r, stream.officeCode);
  authorize(
    actor,
    RECORD_POLICY['party:assist'],
    resourceOf(office, stream.kind, await r.parties(stream.id)),
    `${what} in ${stream.number}`,
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
  const consent = (await deps.paper.consentsOf(stream.id)).find((c) => c.id === input.consentId);
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
