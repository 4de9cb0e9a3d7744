// The proof of an attempt at service, by manner (issue 6; Rule 4(5), Rule 7(9)): the fieldsets of the attempt form
// ("If by tender", "If by speed post", "If by affixing") and the proof shown on the order sheet. The proof for the
// chosen manner is made from the fieldsets' entries by the step (src/app/steps/panels.ts), which also maps the
// domain's refusal back to the field it names. Works without JavaScript: the acknowledgement and the photo are chosen
// from the documents already attached to the case, with a link to the upload form. The law is checked by the domain
// (src/domain/service/service.ts checkProof).

import type { CaseRecord } from '../../app/cases/read-case.ts';
import type { PlainEntry } from '../../app/parties/types.ts';
import { Field, Select, TextArea } from '../components.tsx';
import type { FormErrors } from '../context.ts';
import { longDate } from '../format.ts';
import type { Lang, T } from '../i18n/index.ts';

/** The documents attached to the case as the options of a select, "none" first. */
export function documentOptions(r: CaseRecord, t: T, lang: Lang): { value: string; text: string }[] {
  return [
    { value: '', text: t('sp.noDocument') },
    ...r.facts.documents.uploaded.map((d) => ({
      value: d.documentId,
      text: `${d.fileName} (${longDate(d.on, lang)})`,
    })),
  ];
}

/** The three fieldsets of the attempt form; a refusal is shown beside its field. */
export function ServiceProofFieldsets(p: {
  r: CaseRecord;
  t: T;
  lang: Lang;
  values: Record<string, string>;
  errors: FormErrors;
}) {
  const { r, t, lang, values: v, errors: e } = p;
  const docs = documentOptions(r, t, lang).map((o) => ({ value: o.value, label: o.text }));
  // The file is uploaded on this form itself (issue 30, point 8: step-form/uploads.tsx), not from a page elsewhere.
  const upload = (input: string) => (
    <p>
      <a href={`#${input}`}>{t('sp.upload')}</a>
    </p>
  );
  return (
    <>
      <p>{t('sp.lead')}</p>
      <fieldset class="group" id="proof-tender">
        <legend>{t('sp.tender')}</legend>
        <p class="hint">{t('sp.tender.hint')}</p>
        <Field
          name="tenderedBy"
          label={t('sp.f.tenderedBy')}
          error={e['tenderedBy']}
          value={v['tenderedBy']}
          maxlength={500}
        />
        <Field
          name="tenderedTo"
          label={t('sp.f.tenderedTo')}
          error={e['tenderedTo']}
          value={v['tenderedTo']}
          maxlength={500}
        />
        <Field
          name="tenderAt"
          label={t('sp.f.tenderAt')}
          hint={t('sp.h.time')}
          error={e['tenderAt']}
          value={v['tenderAt']}
          inputmode="numeric"
          short
          maxlength={5}
        />
        <Select
          name="acknowledgementDocumentId"
          label={t('sp.f.acknowledgement')}
          error={e['acknowledgementDocumentId']}
          value={v['acknowledgementDocumentId']}
          options={docs}
        />
        {upload('f-acknowledgementFile')}
      </fieldset>
      <fieldset class="group" id="proof-post">
        <legend>{t('sp.post')}</legend>
        <p class="hint">{t('sp.post.hint')}</p>
        <Field
          name="articleNumber"
          label={t('sp.f.articleNumber')}
          error={e['articleNumber']}
          value={v['articleNumber']}
          maxlength={30}
          autocomplete="off"
        />
      </fieldset>
      <fieldset class="group" id="proof-affix">
        <legend>{t('sp.affix')}</legend>
        <p class="hint">{t('sp.affix.hint')}</p>
        <Select
          name="photoDocumentId"
          label={t('sp.f.photo')}
          error={e['photoDocumentId']}
          value={v['photoDocumentId']}
          options={docs}
        />
        {upload('f-photoFile')}
        <Field
          name="affixPlace"
          label={t('sp.f.affixPlace')}
          error={e['affixPlace']}
          value={v['affixPlace']}
          maxlength={500}
        />
        <Field
          name="affixAt"
          label={t('sp.f.affixAt')}
          hint={t('sp.h.time')}
          error={e['affixAt']}
          value={v['affixAt']}
          inputmode="numeric"
          short
          maxlength={5}
        />
        <TextArea
          name="witnesses"
          label={t('sp.f.witnesses')}
          error={e['witnesses']}
          value={v['witnesses']}
          rows={3}
          maxlength={5000}
        />
      </fieldset>
    </>
  );
}

/** The proof in words on the order sheet, with links to the acknowledgement or the photo. */
export function ServiceProofLine(p: { entry: PlainEntry; t: T }) {
  const x = p.entry.proof;
  if (!x) return null;
  // An outcome row carries only the acknowledgement of a tender found served.
  const mode = p.entry.manner ?? '';
  const t = p.t;
  const link = (id: string | undefined, label: string) =>
    id ? (
      <>
        {' '}
        <a href={`/my/documents/${id}`}>{label}</a>
      </>
    ) : null;
  if (mode === 'tender') {
    return (
      <span class="proof">
        {t('sp.show.tender', { by: x.tenderedBy ?? '', to: x.tenderedTo ?? '', at: x.at ?? '' })}
        {link(x.acknowledgementDocumentId, t('sp.show.ack'))}
      </span>
    );
  }
  if (mode === 'outcome') return <span class="proof">{link(x.acknowledgementDocumentId, t('sp.show.ack'))}</span>;
  if (mode === 'speed-post') return <span class="proof">{t('sp.show.post', { number: x.articleNumber ?? '' })}</span>;
  if (mode === 'affixing') {
    return (
      <span class="proof">
        {t('sp.show.affix', { place: x.place ?? '', at: x.at ?? '', witnesses: (x.witnesses ?? []).join(', ') })}
        {link(x.photoDocumentId, t('sp.show.photo'))}
      </span>
    );
  }
  if (x.address || x.messageId) {
    // The Message-ID is the mail server's reference: kept behind a disclosure, wrapped, so it never widens the page.
    return (
      <span class="proof">
        {t('sp.show.electronic', { address: x.address ?? '' })}
        {x.messageId ? (
          <details class="msgid">
            <summary>{t('sp.show.msgid')}</summary>
            <code>{x.messageId}</code>
          </details>
        ) : null}
      </span>
    );
  }
  return null;
}
