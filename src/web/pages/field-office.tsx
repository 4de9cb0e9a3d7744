// The office's side of serving notices in the field (Rule 4(5)), as plain forms that work without JavaScript:
//   /office/field                  the office's phones (approve after comparing the code the phone shows, or revoke),
//                                  its process servers, its tasks (reallocate, cancel) and the proofs received;
//   /office/cases/<id>/field       one case: give the service of an issued notice to a process server, its tasks and
//                                  its proofs (the officer's case page links here);
//   /office/field/proofs/<sha256>  one proof: what the phone recorded, its photos, the position as numbers and a drawing
//                                  to scale (no map service), its flags, and for a proof held for review the decision
//                                  (accept as service, or reject), with reasons.
// The use cases (src/app/field/office.ts, review.ts) check the office and the stage again.

import { readCase } from '../../app/cases/read-case.ts';
import type { CaseRecord } from '../../app/cases/read-case.ts';
import { AppError } from '../../app/errors.ts';
import type { OfficeFieldView, ProofView } from '../../app/field/office.ts';
import {
  allocateTask,
  appointProcessServer,
  approveDevice,
  cancelTask,
  officeField,
  proofsOfCase,
  reallocateTask,
  revokeDevice,
} from '../../app/field/office.ts';
import type { DeviceRow, TaskRow } from '../../app/ports/field.ts';
import { reviewProof } from '../../app/field/review.ts';
import type { Services } from '../../app/services.ts';
import { Csrf, Field, Select, Submit, TextArea } from '../components.tsx';
import { csrfOf, formOf } from '../context.ts';
import type { Router, WebCtx } from '../context.ts';
import type { Lang, MessageKey, T } from '../i18n/index.ts';
import { page, seeOther } from '../render.tsx';
import { provisions, refusalText, requireOfficer, UUID } from './office.tsx';

import { fieldProofPages, flagsText, officeOf, when } from './field-proof.tsx';

/** A back link the forms carry: only to the office's own pages. */
const backOf = (v: Record<string, string>, fallback: string): string => {
  const b = v['back'] ?? '';
  return /^\/office\/(field|cases\/[0-9a-f-]{36}\/field)(\/proofs\/[0-9a-f]{64})?$/.test(b) ? b : fallback;
};

function DeviceItem(p: { d: DeviceRow; c: WebCtx; back: string }) {
  const { d, c } = p;
  const t = c.get('t');
  const lang = c.get('lang');
  const status = d.revokedAt ? 'revoked' : d.approvedAt ? 'approved' : 'pending';
  return (
    <li class="card">
      <h3>{`${d.accountName} · ${d.label}`}</h3>
      <p>{`${t(`fo.status.${status}`)} · ${t('fo.enrolled', { date: when(d.enrolledAt, lang) })}`}</p>
      <p>
        {`${t('fo.fingerprint')}: `}
        <span class="hash">{d.keySha256.slice(0, 16)}</span>
      </p>
      {status === 'pending' ? <p class="hint">{t('fo.fingerprintHint')}</p> : null}
      {status !== 'revoked' ? (
        <form method="post" action={`/office/field/devices/${d.id}`}>
          <Csrf token={csrfOf(c)} />
          <input type="hidden" name="back" value={p.back} />
          {status === 'pending' ? (
            <>
              <Submit name="action" value="approve">
                {t('fieldOffice.approve')}
              </Submit>{' '}
            </>
          ) : null}
          <Submit secondary name="action" value="revoke">
            {t('fieldOffice.revoke')}
          </Submit>
        </form>
      ) : null}
    </li>
  );
}

/** What a task serves, in words. */
function taskLabel(task: Pick<TaskRow, 'notice' | 'hearingNoticeId' | 'copyTo'>, t: T): string {
  if (task.notice === 'hearing-notice') return t('fo.notice.hearing', { id: task.hearingNoticeId ?? '' });
  if (task.notice === 'order-copy') return t(`fo.notice.order-copy.${task.copyTo ?? 'contravener'}`);
  return t(task.notice === 'form-2' ? 'fo.notice.form-2' : 'fo.notice.appeal-notice');
}

function TaskItem(p: { task: TaskRow; n: number; c: WebCtx; servers: OfficeFieldView['servers']; back: string }) {
  const { task, c } = p;
  const t = c.get('t');
  const lang = c.get('lang');
  const id = `realloc-${p.n}`;
  const others = p.servers.filter((s) => s.accountId !== task.accountId);
  return (
    <li class="card">
      <h3>
        <a href={`/office/cases/${task.streamId}/field`}>{task.number}</a>
        {` · ${taskLabel(task, t)}`}
      </h3>
      <p>{`${t('fo.addressee')}: ${task.addressee}`}</p>
      <p>{`${t('fo.address')}: ${task.address}`}</p>
      <p>{`${t(`fieldOffice.status.${task.status}` as MessageKey)} · ${t('fo.allocatedAt', { date: when(task.allocatedAt, lang), name: task.accountName })}`}</p>
      {task.status === 'open' ? (
        <>
          {others.length > 0 ? (
            <form method="post" action={`/office/field/tasks/${task.id}/reallocate`}>
              <Csrf token={csrfOf(c)} />
              <input type="hidden" name="back" value={p.back} />
              <label for={id}>{t('fo.reallocateTo', { n: p.n })}</label>
              <select id={id} name="accountId">
                {others.map((s) => (
                  <option value={s.accountId}>{s.name}</option>
                ))}
              </select>{' '}
              <Submit secondary>{t('fieldOffice.reallocate')}</Submit>
            </form>
          ) : null}
          <form method="post" action={`/office/field/tasks/${task.id}/cancel`}>
            <Csrf token={csrfOf(c)} />
            <input type="hidden" name="back" value={p.back} />
            <Submit secondary>{`${t('fieldOffice.cancelTask')} (${p.n})`}</Submit>
          </form>
        </>
      ) : null}
    </li>
  );
}

function ProofItem(p: { x: ProofView; n: number; numbers: Map<string, string>; t: T; lang: Lang }) {
  const { x, t, lang } = p;
  return (
    <li class="card">
      <h3>{`${p.numbers.get(x.streamId) ?? ''} · ${t(`field.outcome.${x.proof.outcome}` as MessageKey)}`}</h3>
      <p>{`${t('fieldOffice.receivedAt')}: ${when(x.receivedAt, lang)}`}</p>
      <p>
        <strong>{t(`fieldOffice.verdict.${x.verdict}` as MessageKey)}</strong>
        {x.review
          ? ` · ${t(`fo.review.${x.review.decision}` as MessageKey, { date: when(x.review.at, lang), name: x.review.byName, reasons: x.review.reasons })}`
          : ''}
      </p>
      <p>{`${t('fieldOffice.flags')}: ${flagsText(x.flags, t)}`}</p>
      <p>
        <a href={`/office/field/proofs/${x.hash}`}>{t('fo.proof.see', { n: p.n })}</a>
      </p>
    </li>
  );
}

function Proofs(p: { proofs: readonly ProofView[]; numbers: Map<string, string>; t: T; lang: Lang }) {
  if (p.proofs.length === 0) return <p>{p.t('fieldOffice.noProofs')}</p>;
  return (
    <ul class="cards">
      {p.proofs.map((x, i) => (
        <ProofItem x={x} n={i + 1} numbers={p.numbers} t={p.t} lang={p.lang} />
      ))}
    </ul>
  );
}

async function officePage(services: Services, c: WebCtx): Promise<Response> {
  const actor = requireOfficer(c);
  const t = c.get('t');
  const lang = c.get('lang');
  const code = officeOf(actor, c.req.query('office'));
  const v = await officeField(services.field, actor, code);
  const numbers = new Map(v.tasks.map((x) => [x.streamId, x.number]));
  const back = '/office/field';
  return page(
    c,
    t('fieldOffice.title'),
    <>
      <h1>{t('fieldOffice.title')}</h1>
      <p>{t('fieldOffice.lead')}</p>
      <section aria-labelledby="fo-devices">
        <h2 id="fo-devices">{t('fieldOffice.devices')}</h2>
        {v.devices.length === 0 ? (
          <p>{t('fieldOffice.noDevices')}</p>
        ) : (
          <ul class="cards">
            {v.devices.map((d) => (
              <DeviceItem d={d} c={c} back={back} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="fo-servers">
        <h2 id="fo-servers">{t('fieldOffice.servers')}</h2>
        {v.servers.length === 0 ? (
          <p>{t('fo.noServers')}</p>
        ) : (
          <ul>
            {v.servers.map((s) => (
              <li>{s.name}</li>
            ))}
          </ul>
        )}
        <form method="post" action="/office/field/servers" novalidate>
          <Csrf token={csrfOf(c)} />
          <input type="hidden" name="office" value={code} />
          <Field name="email" type="email" label={t('fieldOffice.email')} autocomplete="off" maxlength={254} required />
          <Submit secondary>{t('fieldOffice.appoint')}</Submit>
        </form>
      </section>
      <section aria-labelledby="fo-tasks">
        <h2 id="fo-tasks">{t('fieldOffice.tasks')}</h2>
        {v.tasks.length === 0 ? (
          <p>{t('fo.noTasks')}</p>
        ) : (
          <ul class="cards">
            {v.tasks.map((x, i) => (
              <TaskItem task={x} n={i + 1} c={c} servers={v.servers} back={back} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="fo-proofs">
        <h2 id="fo-proofs">{t('fieldOffice.proofs')}</h2>
        <Proofs proofs={v.proofs} numbers={numbers} t={t} lang={lang} />
      </section>
    </>,
  );
}

/** What a process server may take out in this proceeding: Form-II, each notice of hearing issued and the copies of
 * the order (a complaint case); the notice to the respondent (an appeal). The use case refuses what is not issued yet. */
function noticeChoices(r: CaseRecord, t: T): { value: string; label: string }[] {
  if (r.stream.kind === 'appeal') return [{ value: 'appeal-notice', label: t('fo.notice.appeal-notice') }];
  const out = [{ value: 'form-2', label: t('fo.notice.form-2') }];
  for (const e of r.orderSheet)
    if (e.type === 'hearing-notice-issued') {
      const id = (e.payload as { hearingNoticeId?: string }).hearingNoticeId;
      if (id) out.push({ value: `hearing-notice:${id}`, label: t('fo.notice.hearing', { id }) });
    }
  if (r.orderSheet.some((e) => e.type === 'order-passed'))
    for (const to of ['contravener', 'complainant'] as const)
      out.push({ value: `order-copy:${to}`, label: t(`fo.notice.order-copy.${to}`) });
  return out;
}

async function casePage(services: Services, c: WebCtx, r: CaseRecord): Promise<Response> {
  const actor = requireOfficer(c);
  const t = c.get('t');
  const lang = c.get('lang');
  const v = await officeField(services.field, actor, r.stream.officeCode);
  const tasks = v.tasks.filter((x) => x.streamId === r.stream.id);
  const proofs = await proofsOfCase(services.field, actor, r.stream.id);
  const numbers = new Map([[r.stream.id, r.stream.number]]);
  const back = `/office/cases/${r.stream.id}/field`;
  const title = t('fo.caseTitle', { number: r.stream.number });
  return page(
    c,
    title,
    <>
      <h1>{title}</h1>
      <p>{t('fo.caseLead', { rule: provisions(['in.ctr2026.r4.5'], lang) })}</p>
      <p>
        <a href={`/office/cases/${r.stream.id}`}>{t('fo.back')}</a> · <a href="/office/field">{t('fo.office')}</a>
      </p>
      <section aria-labelledby="fo-allocate">
        <h2 id="fo-allocate">{t('fieldOffice.allocate')}</h2>
        {v.servers.length === 0 ? (
          <p>{t('fo.noServers')}</p>
        ) : (
          <form method="post" action={`/office/cases/${r.stream.id}/field`} novalidate>
            <Csrf token={csrfOf(c)} />
            <Select name="notice" label={t('fo.notice')} options={noticeChoices(r, t)} />
            <Field name="addressee" label={t('fo.addressee')} maxlength={200} required />
            <TextArea name="address" label={t('fo.address')} rows={3} maxlength={500} required />
            <Select
              name="accountId"
              label={t('fieldOffice.server')}
              options={v.servers.map((s) => ({ value: s.accountId, label: s.name }))}
            />
            <Submit>{t('fo.allocateSubmit')}</Submit>
          </form>
        )}
      </section>
      <section aria-labelledby="fo-tasks">
        <h2 id="fo-tasks">{t('fieldOffice.tasks')}</h2>
        {tasks.length === 0 ? (
          <p>{t('fo.noTasks')}</p>
        ) : (
          <ul class="cards">
            {tasks.map((x, i) => (
              <TaskItem task={x} n={i + 1} c={c} servers={v.servers} back={back} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="fo-proofs">
        <h2 id="fo-proofs">{t('fieldOffice.proofs')}</h2>
        <Proofs proofs={proofs} numbers={numbers} t={t} lang={lang} />
      </section>
    </>,
  );
}

/** A form's refusal on a page of its own, in the reader's language where the code has words, with a way back. */
async function orRefused(c: WebCtx, back: string, f: () => Promise<void>): Promise<Response> {
  try {
    await f();
    return seeOther(c, `${back}?done=1`);
  } catch (e) {
    if (!(e instanceof AppError) || e.code === 'AUTH.FORBIDDEN' || e.code === 'INTERNAL') throw e;
    const t = c.get('t');
    return page(
      c,
      t('fo.refused.title'),
      <>
        <h1>{t('fo.refused.title')}</h1>
        <p class="error" role="alert">
          {e.code === 'VALIDATION.FAILED' || e.code === 'NOT_FOUND' ? e.message : refusalText(e, t, c.get('lang'))}
        </p>
        <p>
          <a href={back}>{t('fo.back')}</a>
        </p>
      </>,
      422,
    );
  }
}

export function fieldOfficePages(rt: Router, services: Services): void {
  fieldProofPages(rt, services);
  const f = services.field;
  rt.get('/office/field', (c) => officePage(services, c));
  rt.get('/office/cases/:id/field', async (c) => {
    const id = c.req.param('id') ?? '';
    if (!UUID.test(id)) throw new AppError('CASE.UNKNOWN', 'No proceeding has that id.');
    return casePage(services, c, await readCase(services.cases, requireOfficer(c), { id }));
  });
  rt.post('/office/cases/:id/field', async (c) => {
    const actor = requireOfficer(c);
    const id = c.req.param('id') ?? '';
    if (!UUID.test(id)) throw new AppError('CASE.UNKNOWN', 'No proceeding has that id.');
    const v = await formOf(c);
    const [notice, arg] = (v['notice'] ?? '').split(':');
    return orRefused(c, `/office/cases/${id}/field`, async () => {
      await allocateTask(f, actor, {
        streamId: id,
        notice: notice ?? '',
        ...(arg && notice === 'order-copy' ? { copyTo: arg } : arg ? { hearingNoticeId: arg } : {}),
        addressee: v['addressee'] ?? '',
        address: v['address'] ?? '',
        accountId: v['accountId'] ?? '',
      });
    });
  });
  // The officer appoints an account of the portal as a process server of the office (found by its email).
  rt.post('/office/field/servers', async (c) => {
    const actor = requireOfficer(c);
    const v = await formOf(c);
    const officeCode = officeOf(actor, v['office']);
    return orRefused(c, '/office/field', async () => {
      const found = await services.accounts.findAccountByEmail(actor, (v['email'] ?? '').trim());
      if (!found) throw new AppError('NOT_FOUND', 'No account of the portal has that email address.');
      await appointProcessServer(f, actor, { accountId: found.accountId, officeCode });
    });
  });
  rt.post('/office/field/devices/:id', async (c) => {
    const actor = requireOfficer(c);
    const v = await formOf(c);
    const id = c.req.param('id') ?? '';
    return orRefused(c, backOf(v, '/office/field'), () =>
      v['action'] === 'approve' ? approveDevice(f, actor, id) : revokeDevice(f, actor, id),
    );
  });
  rt.post('/office/field/tasks/:id/reallocate', async (c) => {
    const actor = requireOfficer(c);
    const v = await formOf(c);
    return orRefused(c, backOf(v, '/office/field'), () =>
      reallocateTask(f, actor, c.req.param('id') ?? '', v['accountId'] ?? ''),
    );
  });
  rt.post('/office/field/tasks/:id/cancel', async (c) => {
    const actor = requireOfficer(c);
    const v = await formOf(c);
    return orRefused(c, backOf(v, '/office/field'), () => cancelTask(f, actor, c.req.param('id') ?? ''));
  });
  rt.post('/office/field/proofs/:hash/review', async (c) => {
    const actor = requireOfficer(c);
    const v = await formOf(c);
    const hash = c.req.param('hash') ?? '';
    return orRefused(c, backOf(v, `/office/field/proofs/${hash}`), async () => {
      await reviewProof(f, actor, { hash, decision: v['decision'], reasons: v['reasons'] });
    });
  });
}
