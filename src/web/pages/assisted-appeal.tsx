// The help desk's Form-III for a party whose consent is on record (issue 30): what is written with the party (the
// grounds, facts, relief, item 9 and item 10, the declaration signed or thumb-impressed); the rest comes from the
// record (app/parties/assisted.ts form3ForParty). Posted to /office/cases/<id>/assist/consents/<consent>/appeal.

import type { AssistedConsent } from '../../app/ports/parties.ts';
import { Checkbox, Csrf, Radios, Submit, TextArea } from '../components.tsx';
import { csrfOf } from '../context.ts';
import type { FormErrors, WebCtx } from '../context.ts';

/** Form-III for the party (Rule 7(1)): what is written with the party; the rest comes from the record. */
export function AppealForParty(p: {
  c: WebCtx;
  caseId: string;
  consent: AssistedConsent;
  errors: FormErrors;
  values: Record<string, string>;
}) {
  const { c, values: v, errors: e } = p;
  const t = c.get('t');
  const k = (name: string) => `appeal.${name}`;
  return (
    <form method="post" action={`/office/cases/${p.caseId}/assist/consents/${p.consent.id}/appeal`} novalidate>
      <Csrf token={csrfOf(c)} />
      <h4>{t('assist.appeal.title', { name: p.consent.partyName })}</h4>
      <p class="hint">{t('assist.appeal.lead', { name: p.consent.partyName })}</p>
      <TextArea
        name={k('grounds')}
        label={t('assist.appeal.grounds')}
        error={e[k('grounds')]}
        value={v['grounds']}
        rows={4}
        maxlength={20000}
        required
      />
      <TextArea
        name={k('facts')}
        label={t('assist.appeal.facts')}
        error={e[k('facts')]}
        value={v['facts']}
        rows={3}
        maxlength={20000}
        optional={t('common.optional')}
      />
      <TextArea
        name={k('relief')}
        label={t('assist.appeal.relief')}
        error={e[k('relief')]}
        value={v['relief']}
        rows={2}
        maxlength={5000}
        required
      />
      <Radios
        name={k('withinTime')}
        legend={t('assist.appeal.withinTime')}
        error={e[k('withinTime')]}
        value={v['withinTime']}
        options={[
          { value: 'YES', label: t('common.yes') },
          { value: 'NO', label: t('common.no') },
        ]}
      />
      <TextArea
        name={k('delay')}
        label={t('assist.appeal.delay')}
        error={e[k('delay')]}
        value={v['delay']}
        rows={2}
        maxlength={5000}
        optional={t('common.optional')}
      />
      <TextArea
        name={k('documents')}
        label={t('assist.appeal.documents')}
        value={v['documents']}
        rows={3}
        maxlength={5000}
        optional={t('common.optional')}
      />
      <Radios
        name={k('pending')}
        legend={t('assist.appeal.pending')}
        error={e[k('pending')]}
        value={v['pending']}
        options={[
          { value: 'no', label: t('common.no') },
          { value: 'yes', label: t('common.yes') },
        ]}
      />
      <Checkbox
        name={k('declared')}
        label={t('assist.appeal.declared')}
        error={e[k('declared')]}
        checked={v['declared'] === 'yes'}
      />
      <Submit>{t('assist.appeal.submit')}</Submit>
    </form>
  );
}
