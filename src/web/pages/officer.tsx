// The adjudicating officer's pages (the worklist is in worklist.tsx): the case page (parties, every clock with its provision, due date and "why this date", the order sheet as a
// timeline, documents, the complaint's particulars, the next steps from the case's available actions) and the step forms, generated from
// the catalogue (step-form.tsx). Appeals
// (Rule 7) open the appellate authority's scrutiny page (appellate.tsx) from the same routes.

import { linkParty } from '../../app/cases/link-party.ts';
import { normalizeIndianMobile } from '../../app/accounts/fields.ts';
import { readCase } from '../../app/cases/read-case.ts';
import type { CaseRecord } from '../../app/cases/read-case.ts';
import { AppError } from '../../app/errors.ts';
import type { Services } from '../../app/services.ts';
import { Csrf, ErrorSummary, Field, Radios, Submit } from '../components.tsx';
import { csrfOf, formOf } from '../context.ts';
import type { FormErrors, Router, WebCtx } from '../context.ts';
import { page, seeOther } from '../render.tsx';
import { AppealPage } from './appellate.tsx';
import type { DeadlineActionView } from '../../app/derived/notifications/actions.ts';
import { caseProposals, ProposalsPanel } from './deadlines.tsx';
import type { EmailedNotice } from '../../app/derived/notifications/service-by-email.ts';
import { EmailServicePanel, emailedFor } from './service-email.tsx';
import { ClocksTable, mayAct, requireOfficer, Timeline, UUID } from './office.tsx';
import { CaseHead, ComplaintParticulars, DocumentsList, HearingFixed, PartiesList } from './case-sections.tsx';
import { NextSteps } from './next-steps.tsx';
import { stepFormPages } from './step-form.tsx';

function LinkPartyForm(p: { c: WebCtx; r: CaseRecord; errors: FormErrors; values: Record<string, string> }) {
  const t = p.c.get('t');
  return (
    <form method="post" action={`/office/cases/${p.r.stream.id}/party`} novalidate>
      <Csrf token={csrfOf(p.c)} />
      <Field
        name="contact"
        label={t('who.f.contact')}
        hint={t('who.h.partyContact')}
        error={p.errors['contact']}
        value={p.values['contact'] ?? p.values['email']}
        autocomplete="off"
        required
      />
      <Radios
        name="role"
        legend={t('off.f.partyRole')}
        error={p.errors['role']}
        value={p.values['role'] ?? 'respondent'}
        options={[
          { value: 'respondent', label: t('cases.role.respondent') },
          { value: 'complainant', label: t('cases.role.complainant') },
        ]}
      />
      <Submit secondary>{t('off.party.submit')}</Submit>
    </form>
  );
}

function AdjudicationPage(p: {
  c: WebCtx;
  r: CaseRecord;
  today: string;
  note?: string | undefined;
  partyErrors?: FormErrors;
  partyValues?: Record<string, string>;
  proposals?: readonly DeadlineActionView[];
  emailed?: readonly EmailedNotice[];
}) {
  const { c, r, today } = p;
  const t = c.get('t');
  const lang = c.get('lang');
  const appeal = r.related.find((x) => x.kind === 'appeal');
  return (
    <>
      <ErrorSummary errors={p.partyErrors ?? {}} t={t} />
      <CaseHead
        r={r}
        t={t}
        lang={lang}
        today={today}
        note={p.note}
        back={{ href: '/office/worklist', words: t('off.toWorklist') }}
        title={t('case.title', { number: r.stream.number })}
        receivedOn={t('status.receivedOn')}
      >
        {appeal ? (
          <div>
            <dt>{t('off.appeal')}</dt>
            <dd>
              <a href={`/office/cases/${appeal.id}`}>{appeal.number}</a>
            </dd>
          </div>
        ) : null}
      </CaseHead>
      <ProposalsPanel items={p.proposals ?? []} t={t} lang={lang} mayAct={mayAct(c, r)} />
      <EmailServicePanel c={c} r={r} items={p.emailed ?? []} />
      {r.stream.kind !== 'assam' && mayAct(c, r) ? (
        <p>
          <a href={`/office/cases/${r.stream.id}/field`}>{t('fo.caseLink')}</a>
        </p>
      ) : null}
      {r.facts.order ? (
        <p>
          <a href={`/office/cases/${r.stream.id}/money`}>{t('money.case.link')}</a>
        </p>
      ) : null}
      <HearingFixed r={r} t={t} lang={lang} />
      <NextSteps c={c} r={r} mayAct={mayAct(c, r)} />
      <ComplaintParticulars r={r} t={t} lang={lang} />
      <h2>{t('case.dates')}</h2>
      <ClocksTable r={r} t={t} lang={lang} today={today} />
      <h2>{t('off.parties')}</h2>
      <PartiesList r={r} t={t} />
      <details open={p.partyErrors && Object.keys(p.partyErrors).length > 0 ? true : undefined}>
        <summary>{t('off.party.title')}</summary>
        <LinkPartyForm c={c} r={r} errors={p.partyErrors ?? {}} values={p.partyValues ?? {}} />
      </details>
      <p>
        <a href={`/office/cases/${r.stream.id}/paper`}>{t('pp.link')}</a>
      </p>
      <h2>{t('case.orderSheet')}</h2>
      <Timeline r={r} t={t} lang={lang} />
      <h2>{t('case.documents')}</h2>
      <DocumentsList r={r} t={t} lang={lang} />
    </>
  );
}

async function loadForOfficer(services: Services, c: WebCtx): Promise<CaseRecord> {
  const actor = requireOfficer(c);
  const id = c.req.param('id') ?? '';
  if (!UUID.test(id)) throw new AppError('CASE.UNKNOWN', 'No proceeding has that id.');
  return readCase(services.cases, actor, { id });
}

async function casePage(
  services: Services,
  c: WebCtx,
  r: CaseRecord,
  extra: { note?: string | undefined; partyErrors?: FormErrors; partyValues?: Record<string, string> } = {},
  status: 200 | 400 = 200,
) {
  const t = c.get('t');
  const today = services.clock.today();
  if (r.stream.kind === 'appeal') {
    let below: CaseRecord | undefined;
    if (r.stream.parentId) {
      try {
        below = await readCase(services.cases, c.get('actor')!, { id: r.stream.parentId });
      } catch (e) {
        if (!(e instanceof AppError && e.code === 'AUTH.FORBIDDEN')) throw e;
      }
    }
    const proposals = await caseProposals(services, c.get('actor'), r.stream.id);
    const emailed = await emailedFor(services, c, r);
    return page(
      c,
      t('off.appeal.title', { number: r.stream.number }),
      <AppealPage c={c} r={r} below={below} today={today} note={extra.note} proposals={proposals} emailed={emailed} />,
      status,
    );
  }
  const proposals = await caseProposals(services, c.get('actor'), r.stream.id);
  const emailed = await emailedFor(services, c, r);
  return page(
    c,
    t('case.title', { number: r.stream.number }),
    <AdjudicationPage c={c} r={r} today={today} {...extra} proposals={proposals} emailed={emailed} />,
    status,
  );
}

export function officerPages(rt: Router, services: Services, opts: { uploadMaxBytes: number }): void {
  rt.get('/office', (c) => {
    requireOfficer(c);
    return seeOther(c, '/office/worklist');
  });

  rt.get('/office/cases/:id', async (c) => {
    const r = await loadForOfficer(services, c);
    const done = c.req.query('done');
    return casePage(services, c, r, { note: done ? c.get('t')('act.done') : undefined });
  });

  // Each step's form, generated from the catalogue of steps.
  stepFormPages(rt, services, opts);

  // Linking the registered account of a party (e.g. the person complained against) so they can see and reply.
  rt.post('/office/cases/:id/party', async (c) => {
    const r = await loadForOfficer(services, c);
    const t = c.get('t');
    const actor = c.get('actor')!;
    const v = await formOf(c);
    const errors: FormErrors = {};
    const role = v['role'] === 'complainant' ? 'complainant' : v['role'] === 'respondent' ? 'respondent' : undefined;
    if (!role) errors['role'] = t('off.err.choose');
    // Issue 30: who the person is, by email or by the mobile number a phone-only party signed up with.
    const contact = (v['contact'] ?? v['email'] ?? '').trim();
    if (!/^[^@\s]+@[^@\s]+$/.test(contact) && !normalizeIndianMobile(contact)) errors['contact'] = t('who.err.contact');
    if (Object.keys(errors).length === 0) {
      const found = await services.accounts.findAccountByContact(actor, contact);
      if (!found) errors['contact'] = t(contact.includes('@') ? 'off.err.noAccount' : 'who.err.noMobileAccount');
      else {
        await linkParty(services.cases, actor, { streamId: r.stream.id, accountId: found.accountId, role: role! });
        return seeOther(c, `/office/cases/${r.stream.id}?done=party`);
      }
    }
    return casePage(services, c, r, { partyErrors: errors, partyValues: v }, 400);
  });
}
