// The officer's page for parties without an account (issue 15): enter a party by name, address and phone (prefilled
// from Form-I or Form-III), and print each document to be served on them as a bundle for tender, speed post or
// affixing (a POST, because every print gets a new claim code, whose digest is stored).

import { AppError } from '../../app/errors.ts';
import { decideClaim, paperClaims } from '../../app/parties/claims.ts';
import {
  enterPaperParty,
  officeLanguage,
  paperParties,
  paperSuggestions,
  printBundle,
} from '../../app/parties/paper.ts';
import type { PaperClaim } from '../../app/ports/parties.ts';
import type { PaperPartyView } from '../../app/parties/paper.ts';
import type { PaperRole } from '../../app/ports/parties.ts';
import type { Services } from '../../app/services.ts';
import { Csrf, ErrorSummary, Field, Radios, Submit, TextArea } from '../components.tsx';
import { csrfOf, formOf } from '../context.ts';
import type { FormErrors, Router, WebCtx } from '../context.ts';
import { longDate } from '../format.ts';
import type { MessageKey } from '../i18n/index.ts';
import { keyOr } from '../i18n/index.ts';
import { page, seeOther } from '../render.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function actorOf(c: WebCtx) {
  const a = c.get('actor');
  if (!a) throw new AppError('AUTH.UNAUTHENTICATED', 'Sign in to act on a case.');
  return a;
}

function PartyCard(p: { c: WebCtx; caseId: string; party: PaperPartyView }) {
  const { c, party } = p;
  const t = c.get('t');
  const lang = c.get('lang');
  const print = (documentId: string | undefined, label: MessageKey) => (
    <form method="post" action={`/office/cases/${p.caseId}/paper/${party.id}/bundle`} class="inline">
      <Csrf token={csrfOf(c)} />
      {documentId ? <input type="hidden" name="documentId" value={documentId} /> : null}
      <Submit secondary>{t(label)}</Submit>
    </form>
  );
  return (
    <li>
      <p>
        <strong>{t('pp.party', { name: party.name, role: t(`pp.role.${party.role}` as MessageKey) })}</strong>
      </p>
      <p class="wrap">{party.address}</p>
      <p>{party.phone ? t('pp.phone', { phone: party.phone }) : t('pp.noPhone')}</p>
      <p>
        {party.claimedAt
          ? t('pp.claimed', { date: longDate(party.claimedAt.toISOString().slice(0, 10), lang) })
          : t('pp.unclaimed')}
      </p>
      <h3>{t('pp.toServe')}</h3>
      {party.toServe.length === 0 ? (
        <p>{t('pp.nothingToServe')}</p>
      ) : (
        <ul>
          {party.toServe.map((d) => (
            <li>
              {t(keyOr('pc.doc', d.template, 'pc.doc.other'))} <span class="hint">({longDate(d.issuedOn, lang)})</span>
              {print(d.en?.documentId ?? d.hi?.documentId, 'pp.print')}
            </li>
          ))}
        </ul>
      )}
      {party.toServe.length > 1 ? print(undefined, 'pp.printAll') : null}
      {party.toServe.length > 0 && !party.claimedAt ? (
        <form method="post" action={`/office/cases/${p.caseId}/paper/${party.id}/bundle`} class="inline">
          <Csrf token={csrfOf(c)} />
          <input type="hidden" name="fresh" value="1" />
          <Submit secondary>{t('pp.printFresh')}</Submit>
        </form>
      ) : null}
    </li>
  );
}

/** One claim as the office sees it, with the decisions open to the officer (issue 28, point 3). */
function ClaimCard(p: { c: WebCtx; caseId: string; claim: PaperClaim; error?: string | undefined }) {
  const { c, claim } = p;
  const t = c.get('t');
  const lang = c.get('lang');
  const day = (d: Date | null) => (d ? longDate(d.toISOString().slice(0, 10), lang) : '');
  const status =
    claim.status === 'linked' || claim.status === 'pending'
      ? t(`pp.claim.status.${claim.status}`)
      : t(`pp.claim.status.${claim.status}`, { by: claim.decidedByName ?? '', date: day(claim.decidedAt ?? claim.at) });
  const decisions: ('approve' | 'refuse' | 'undo')[] =
    claim.status === 'pending'
      ? ['approve', 'refuse']
      : claim.status === 'linked' || claim.status === 'approved'
        ? ['undo']
        : [];
  const auto = claim.reasons === 'already-party' || claim.reasons === 'officer';
  return (
    <li id={`claim-${claim.id}`}>
      <p>
        <strong>
          {t('pp.claim.line', {
            account: claim.accountName,
            party: claim.partyName,
            role: t(`pp.role.${claim.role}` as MessageKey),
            date: day(claim.at),
          })}
        </strong>
      </p>
      <p>{t('pp.claim.given', { name: claim.givenName })}</p>
      {claim.givenAddress ? <p class="wrap">{t('pp.claim.givenAddress', { address: claim.givenAddress })}</p> : null}
      <p>{status}</p>
      {claim.reasons ? (
        <p class="wrap">
          {auto
            ? t(`pp.claim.reason.${claim.reasons}` as MessageKey)
            : t('pp.claim.reasonsGiven', { reasons: claim.reasons })}
        </p>
      ) : null}
      {decisions.length > 0 ? (
        <form method="post" action={`/office/cases/${p.caseId}/paper/claims/${claim.id}`} novalidate>
          <Csrf token={csrfOf(c)} />
          <TextArea
            name="reasons"
            label={t('pp.claim.reasons')}
            hint={t('pp.claim.reasonsHint')}
            error={p.error}
            rows={2}
            maxlength={2000}
            required
          />
          {decisions.map((d) => (
            <Submit name="decision" value={d} secondary={d !== 'approve'}>
              {t(`pp.claim.${d}`)}
            </Submit>
          ))}
        </form>
      ) : null}
    </li>
  );
}

async function paperPage(
  services: Services,
  c: WebCtx,
  id: string,
  form: { errors: FormErrors; values: Record<string, string>; claimErrors?: Record<string, string> },
  status: 200 | 400 = 200,
) {
  const t = c.get('t');
  const actor = actorOf(c);
  const stream = await services.store.read.stream(id);
  if (!stream) throw new AppError('CASE.UNKNOWN', 'No proceeding has that id.');
  const office = await services.store.read.office(stream.officeCode);
  const [parties, suggested, claims] = await Promise.all([
    paperParties(services.paper, actor, id),
    paperSuggestions(services.paper, actor, id),
    paperClaims(services.paper, actor, id),
  ]);
  const roles: PaperRole[] =
    stream.kind === 'appeal' ? ['appeal-respondent', 'appellant'] : ['respondent', 'complainant'];
  // The form offers the party not yet entered, prefilled from the record; a party just entered is not offered again.
  const entered = new Set<string>(parties.map((x) => x.role));
  const role = (form.values['role'] as PaperRole | undefined) ?? roles.find((r) => !entered.has(r)) ?? roles[0]!;
  // The party just entered is not offered again: the roles not yet entered come first, the others stay for a second
  // party in the same role (two persons complained against).
  const offered = [...roles.filter((r) => !entered.has(r)), ...roles.filter((r) => entered.has(r))];
  const s = entered.has(role) ? undefined : suggested[role];
  const v = {
    name: s?.name ?? '',
    address: s?.address ?? '',
    phone: s?.phone ?? '',
    // The documents' language defaults to the office's, not the officer's screen (issue 30, point 5).
    lang: office ? officeLanguage(office, services.clock.today()) : 'hi',
    ...form.values,
  };
  return page(
    c,
    t('pp.title', { number: stream.number }),
    <>
      <h1>{t('pp.title', { number: stream.number })}</h1>
      <ErrorSummary errors={form.errors} t={t} />
      {c.req.query('entered') ? (
        <p class="success" role="status">
          {t('pp.entered')}
        </p>
      ) : null}
      <p>{t('pp.lead')}</p>
      {parties.length === 0 ? (
        <p>{t('pp.none')}</p>
      ) : (
        <ul class="cards">
          {parties.map((x) => (
            <PartyCard c={c} caseId={id} party={x} />
          ))}
        </ul>
      )}
      <h2 id="claims">{t('pp.claims')}</h2>
      {c.req.query('decided') ? (
        <p class="success" role="status">
          {t('pp.claim.decided')}
        </p>
      ) : null}
      {claims.length === 0 ? (
        <p>{t('pp.claims.none')}</p>
      ) : (
        <ul class="cards">
          {claims.map((x) => (
            <ClaimCard c={c} caseId={id} claim={x} error={form.claimErrors?.[x.id]} />
          ))}
        </ul>
      )}
      <h2 id="enter">{t('pp.enter')}</h2>
      <form method="post" action={`/office/cases/${id}/paper`} novalidate>
        <Csrf token={csrfOf(c)} />
        <Radios
          name="role"
          legend={t('pp.f.role')}
          error={form.errors['role']}
          value={role}
          options={offered.map((r) => ({ value: r, label: t(`pp.role.${r}` as MessageKey) }))}
        />
        <Field name="name" label={t('pp.f.name')} error={form.errors['name']} value={v.name} maxlength={200} required />
        <TextArea
          name="address"
          label={t('pp.f.address')}
          error={form.errors['address']}
          value={v.address}
          rows={3}
          maxlength={1000}
          required
        />
        <Field
          name="phone"
          type="tel"
          label={t('pp.f.phone')}
          hint={t('pp.f.phoneHint')}
          error={form.errors['phone']}
          value={v.phone}
          inputmode="tel"
          maxlength={16}
          optional={t('common.optional')}
        />
        <Radios
          name="lang"
          legend={t('pp.f.lang')}
          value={v.lang}
          options={[
            // The office's other language (Hindi, or in Assam Assamese, Bengali or Bodo: issue 31), then English.
            ((o) => ({ value: o, label: OWN_NAME[o], lang: o }))(
              office ? officeLanguage(office, services.clock.today()) : 'hi',
            ),
            { value: 'en', label: 'English', lang: 'en' },
          ]}
        />
        <Submit>{t('pp.f.submit')}</Submit>
      </form>
      <p>
        <a href={`/office/cases/${id}/assist`}>{t('assist.link')}</a>
      </p>
      <p>
        <a href={`/office/cases/${id}`}>{t('pp.back', { number: stream.number })}</a>
      </p>
    </>,
    status,
  );
}

/** Each language's name in itself, for the choice of the documents' language. */
const OWN_NAME = { en: 'English', hi: 'हिन्दी', as: 'অসমীয়া', bn: 'বাংলা', brx: "बर'" } as const;

export function paperPages(rt: Router, services: Services): void {
  rt.get('/office/cases/:id/paper', async (c) => {
    const id = c.req.param('id') ?? '';
    if (!UUID.test(id)) throw new AppError('CASE.UNKNOWN', 'No proceeding has that id.');
    return paperPage(services, c, id, { errors: {}, values: {} });
  });

  rt.post('/office/cases/:id/paper', async (c) => {
    const t = c.get('t');
    const id = c.req.param('id') ?? '';
    if (!UUID.test(id)) throw new AppError('CASE.UNKNOWN', 'No proceeding has that id.');
    const v = await formOf(c);
    const errors: FormErrors = {};
    if (!v['role']) errors['role'] = t('pp.err.role');
    if (!(v['name'] ?? '').trim()) errors['name'] = t('pp.err.name');
    if (!(v['address'] ?? '').trim()) errors['address'] = t('pp.err.address');
    if (Object.keys(errors).length === 0) {
      try {
        await enterPaperParty(services.paper, actorOf(c), {
          streamId: id,
          role: v['role']!,
          name: v['name']!,
          address: v['address']!,
          ...(v['phone']?.trim() ? { phone: v['phone'] } : {}),
          ...(v['lang'] ? { lang: v['lang'] } : {}),
        });
        return seeOther(c, `/office/cases/${id}/paper?entered=1`);
      } catch (e) {
        if (!(e instanceof AppError) || e.code !== 'VALIDATION.FAILED') throw e;
        const f = e.field ?? 'name';
        errors[f] = t(
          f === 'phone'
            ? 'pp.err.phone'
            : f === 'address'
              ? 'pp.err.address'
              : f === 'role'
                ? 'pp.err.role'
                : 'pp.err.name',
        );
      }
    }
    return paperPage(services, c, id, { errors, values: v }, 400);
  });

  rt.post('/office/cases/:id/paper/:pid/bundle', async (c) => {
    const id = c.req.param('id') ?? '';
    const pid = c.req.param('pid') ?? '';
    if (!UUID.test(id) || !UUID.test(pid)) throw new AppError('NOT_FOUND', 'No such party.');
    const v = await formOf(c);
    const documentId = v['documentId'] && UUID.test(v['documentId']) ? v['documentId'] : undefined;
    const out = await printBundle(services.paper, actorOf(c), {
      streamId: id,
      partyId: pid,
      ...(documentId ? { documentId } : {}),
      ...(v['fresh'] === '1' ? { fresh: true } : {}),
    });
    return c.body(out.pdf as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${out.fileName.replace(/[^\x20-\x7e]/g, '_')}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    });
  });
  rt.post('/office/cases/:id/paper/claims/:cid', async (c) => {
    const id = c.req.param('id') ?? '';
    const cid = c.req.param('cid') ?? '';
    if (!UUID.test(id) || !UUID.test(cid)) throw new AppError('NOT_FOUND', 'No such claim.');
    const v = await formOf(c);
    if (!(v['reasons'] ?? '').trim())
      return paperPage(
        services,
        c,
        id,
        { errors: {}, values: {}, claimErrors: { [cid]: c.get('t')('pp.err.reasons') } },
        400,
      );
    await decideClaim(services.paper, actorOf(c), {
      streamId: id,
      claimId: cid,
      decision: v['decision'] ?? '',
      reasons: v['reasons']!,
    });
    return seeOther(c, `/office/cases/${id}/paper?decided=1#claims`);
  });
}
