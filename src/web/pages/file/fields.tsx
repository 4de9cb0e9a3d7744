// Form-I's steps on screen: the step header and each step's fields, with their errors beside them.

import { Field, Radios, Select, TextArea } from '../../components.tsx';
import type { FormErrors } from '../../context.ts';
import type { T } from '../../i18n/index.ts';
import type { Data, Step } from './data.ts';
import { choiceOf, PROVISION_CHOICES, STEPS } from './data.ts';

export function StepHeader(p: { t: T; step: Step }) {
  const n = STEPS.indexOf(p.step) + 1;
  return (
    <>
      <p class="steps">{p.t('file.stepOf', { n, total: STEPS.length })}</p>
      <h1>{p.t(`file.step.${p.step}`)}</h1>
    </>
  );
}

export function StepFields(p: {
  step: Exclude<Step, 'review'>;
  t: T;
  d: Data;
  e: FormErrors;
  offices: { value: string; label: string }[];
}) {
  const { t, d, e } = p;
  const opt = t('common.optional');
  switch (p.step) {
    case 'office':
      return (
        <>
          <Select
            name="officeCode"
            label={t('file.office')}
            hint={t('file.officeHint')}
            error={e['officeCode']}
            value={d['officeCode']}
            options={[{ value: '', label: '—' }, ...p.offices]}
          />
          <Radios
            name="capacity"
            legend={t('file.capacity')}
            error={e['capacity']}
            value={d['capacity'] ?? 'aggrieved-person'}
            options={[
              { value: 'aggrieved-person', label: t('file.capacity.aggrieved-person') },
              { value: 'authorised-representative', label: t('file.capacity.authorised-representative') },
            ]}
          />
          <Field
            name="representedPerson"
            label={t('file.representedPerson')}
            error={e['representedPerson']}
            value={d['representedPerson']}
            maxlength={200}
            optional={opt}
          />
        </>
      );
    case 'complainant':
      return (
        <>
          <Field
            name="c.name"
            label={t('file.c.name')}
            error={e['c.name']}
            value={d['c.name']}
            autocomplete="name"
            maxlength={200}
            required
          />
          <Field
            name="c.parentName"
            label={t('file.c.parentName')}
            error={e['c.parentName']}
            value={d['c.parentName']}
            maxlength={200}
            required
          />
          <TextArea
            name="c.address"
            label={t('file.c.address')}
            error={e['c.address']}
            value={d['c.address']}
            rows={3}
            maxlength={500}
            required
          />
          <Field
            name="c.pin"
            label={t('file.c.pin')}
            hint={t('file.pinHint')}
            error={e['c.pin']}
            value={d['c.pin']}
            inputmode="numeric"
            autocomplete="postal-code"
            short
            maxlength={6}
            required
          />
          <p class="hint">{t('file.contactHint')}</p>
          <Field
            name="c.phone"
            type="tel"
            label={t('file.c.phone')}
            hint={t('auth.phoneHint')}
            error={e['c.phone']}
            value={d['c.phone']}
            inputmode="tel"
            autocomplete="tel-national"
            maxlength={16}
          />
          <Field
            name="c.email"
            type="email"
            label={t('file.c.email')}
            error={e['c.email']}
            value={d['c.email']}
            inputmode="email"
            autocomplete="email"
            maxlength={254}
          />
        </>
      );
    case 'contravener':
      return (
        <>
          <Field
            name="k.name"
            label={t('file.k.name')}
            error={e['k.name']}
            value={d['k.name']}
            maxlength={200}
            required
          />
          <Field
            name="k.parentName"
            label={t('file.k.parentName')}
            error={e['k.parentName']}
            value={d['k.parentName']}
            maxlength={200}
            optional={opt}
          />
          <TextArea
            name="k.address"
            label={t('file.k.address')}
            error={e['k.address']}
            value={d['k.address']}
            rows={3}
            maxlength={500}
            required
          />
          <Field
            name="k.pin"
            label={t('file.k.pin')}
            hint={t('file.pinHint')}
            error={e['k.pin']}
            value={d['k.pin']}
            inputmode="numeric"
            short
            maxlength={6}
            optional={opt}
          />
        </>
      );
    case 'incident':
      return (
        <>
          <Field
            name="i.date"
            label={t('file.i.date')}
            hint={t('common.dateHint')}
            error={e['i.date']}
            value={d['i.date']}
            inputmode="text"
            autocomplete="off"
            short
            maxlength={14}
            required
          />
          <Field
            name="i.time"
            label={t('file.i.time')}
            hint={t('file.i.timeHint')}
            error={e['i.time']}
            value={d['i.time']}
            inputmode="numeric"
            short
            maxlength={5}
            optional={opt}
          />
          <Field
            name="i.place"
            label={t('file.i.place')}
            error={e['i.place']}
            value={d['i.place']}
            maxlength={300}
            required
          />
          <Radios
            name="i.provisionChoice"
            legend={t('file.i.provisionChoice')}
            hint={t('file.i.provisionChoiceHint')}
            error={e['i.provisionChoice']}
            value={choiceOf(d)}
            options={PROVISION_CHOICES.map((v) => ({ value: v, label: t(`file.i.provisionChoice.${v}`) }))}
          />
          <Field
            name="i.provision"
            label={t('file.i.provision')}
            hint={t('file.i.provisionHint')}
            error={e['i.provision']}
            value={choiceOf(d) === 'other' ? d['i.provision'] : ''}
            maxlength={300}
            optional={opt}
          />
        </>
      );
    case 'statement':
      return (
        <>
          <TextArea
            name="s.statement"
            label={t('file.s.statement')}
            hint={t('file.s.statementHint')}
            error={e['s.statement']}
            value={d['s.statement']}
            rows={7}
            maxlength={10000}
            required
          />
          <TextArea
            name="s.evidence"
            label={t('file.s.evidence')}
            hint={t('file.s.evidenceHint')}
            error={e['s.evidence']}
            value={d['s.evidence']}
            rows={4}
            maxlength={3000}
            required
          />
          <TextArea
            name="s.compensation"
            label={t('file.s.compensation')}
            hint={t('file.s.compensationHint')}
            error={e['s.compensation']}
            value={d['s.compensation']}
            rows={2}
            maxlength={1000}
            optional={opt}
          />
        </>
      );
  }
}
