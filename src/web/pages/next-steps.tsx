// The next-step buttons of an officer's case page, from the case read model's available actions (the catalogue of
// steps and the domain's decide(), src/app/steps): each opens the step's generated form, or the page the catalogue
// names as its form (the Assam judgment). The steps the officer may
// take but not today are listed under them with the reason (e.g. "proceed ex parte" before the reply period is over).

import type { CaseRecord } from '../../app/cases/read-case.ts';
import { stepOf } from '../../app/steps/index.ts';
import type { WebCtx } from '../context.ts';
import { keyOr } from '../i18n/index.ts';
import { say } from './step-form/fields.tsx';
import { provisions } from './office.tsx';

/** Where a step's form is: the page the catalogue names for it, else its generated form. */
export function stepHref(r: CaseRecord, command: string): string {
  const own = stepOf(r.stream.kind, command)?.page;
  return `/office/cases/${r.stream.id}/${own ?? `act/${command}`}`;
}

export function NextSteps(p: { c: WebCtx; r: CaseRecord; mayAct: boolean }) {
  const { c, r } = p;
  const t = c.get('t');
  const lang = c.get('lang');
  const next = r.actions.available.filter((a) => a.surface === 'officer');
  const later = r.actions.blocked.filter((a) => a.surface === 'officer' && a.code !== 'CASE.CLOSED');
  return (
    <section aria-labelledby="next">
      <h2 id="next">{t('off.next')}</h2>
      {!p.mayAct ? (
        <p>{t('off.readOnly')}</p>
      ) : next.length === 0 ? (
        <p>{t('off.nothingNext')}</p>
      ) : (
        <ul class="actions">
          {next.map((a) => (
            <li>
              <a class="button" href={stepHref(r, a.command)}>
                {say(a.label, lang)}
              </a>{' '}
              <span class="hint">({provisions(a.provisions, lang)})</span>
            </li>
          ))}
        </ul>
      )}
      {p.mayAct && later.length > 0 ? (
        <details class="not-yet">
          <summary>{t('step.notYet', { n: later.length })}</summary>
          <ul>
            {later.map((a) => {
              const key = keyOr('refusal', a.code, 'off.err.refused');
              const why = lang === 'en' ? a.reason : t(key);
              return (
                <li>
                  <strong>{say(a.label, lang)}</strong>: {why}{' '}
                  <span class="hint">({provisions(a.provisions, lang)})</span>
                </li>
              );
            })}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
