// Files a step's form takes itself (issue 30, point 8): the acknowledgement of service uploaded on the form that
// records the service, and the scanned written reply on the form that records a reply received on paper, instead of
// from a page elsewhere. The file is attached to the case first (attachDocument: its content checked, its digest
// kept) and, where the step cites a document, the form's choice is set to it; a refusal of the step then leaves the
// file attached and chosen, so it is not uploaded twice. Works without JavaScript (a multipart form).

import type { Actor } from '../../../app/actor.ts';
import { attachDocument } from '../../../app/documents/attach-document.ts';
import { AppError } from '../../../app/errors.ts';
import type { Services } from '../../../app/services.ts';
import { fieldId, LabelFor, namedError } from '../../components.tsx';
import type { FormErrors, WebCtx } from '../../context.ts';
import type { MessageKey, T } from '../../i18n/index.ts';

interface Upload {
  /** The file input's name. */
  readonly name: string;
  /** The form field that cites the document (its id), if the step cites one. */
  readonly cites?: string;
  readonly label: MessageKey;
  readonly hint: MessageKey;
}

/** The steps whose forms take a file, and where each file goes. */
export const UPLOADS: Readonly<Record<string, readonly Upload[]>> = {
  'record-service-outcome': [
    {
      name: 'acknowledgementFile',
      cites: 'acknowledgementDocumentId',
      label: 'sp.ack.upload',
      hint: 'sp.ack.uploadHint',
    },
  ],
  'record-service-attempt': [
    {
      name: 'acknowledgementFile',
      cites: 'acknowledgementDocumentId',
      label: 'sp.ack.upload',
      hint: 'sp.ack.uploadHint',
    },
    { name: 'photoFile', cites: 'photoDocumentId', label: 'sp.photo.upload', hint: 'sp.ack.uploadHint' },
  ],
  'record-reply': [{ name: 'replyFile', label: 'pr.file', hint: 'pr.fileHint' }],
};

/** The file inputs of a step's form (none for most steps). */
export function StepUploads(p: { command: string; t: T; errors: FormErrors }) {
  return (UPLOADS[p.command] ?? []).map((u) => {
    const id = fieldId(u.name);
    const label = p.t(u.label);
    const error = p.errors[u.name];
    return (
      <div class={error ? 'field invalid' : 'field'}>
        <LabelFor name={u.name} label={label} />
        <label for={id}>{label}</label>
        <p class="hint" id={`${id}-hint`}>
          {p.t(u.hint)}
        </p>
        {error ? (
          <p class="error-msg" id={`${id}-error`}>
            {namedError(label, error)}
          </p>
        ) : null}
        <input
          type="file"
          id={id}
          name={u.name}
          accept="application/pdf,image/jpeg,image/png"
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        />
      </div>
    );
  });
}

/**
 * Attaches the files posted with a step's form and sets the fields that cite them in `v`; the errors name the file
 * input, in the page's language.
 */
export async function attachUploads(
  services: Services,
  c: WebCtx,
  actor: Actor,
  streamId: string,
  command: string,
  v: Record<string, string>,
  maxBytes: number,
): Promise<{ values: Record<string, string>; errors: FormErrors }> {
  const uploads = UPLOADS[command] ?? [];
  if (uploads.length === 0 || !/^multipart\/form-data/i.test(c.req.header('content-type') ?? ''))
    return { values: v, errors: {} };
  const t = c.get('t');
  const body = await c.req.parseBody();
  const values = { ...v };
  const errors: FormErrors = {};
  // Attaching a file is itself recorded on the case: the version the page showed moves with it (and only with it).
  const before = (await services.store.read.stream(streamId))?.version;
  let attached = false;
  for (const u of uploads) {
    const file = body[u.name];
    if (!(file instanceof File) || file.size === 0) continue;
    try {
      const doc = await attachDocument(services.cases, actor, {
        streamId,
        fileName: file.name,
        content: new Uint8Array(await file.arrayBuffer()),
        maxBytes,
      });
      if (u.cites) values[u.cites] = doc.documentId;
      attached = true;
    } catch (e) {
      if (
        !(e instanceof AppError) ||
        !['DOCUMENT.TOO_LARGE', 'DOCUMENT.TYPE_NOT_ALLOWED', 'VALIDATION.FAILED'].includes(e.code)
      )
        throw e;
      errors[u.name] =
        c.get('lang') === 'hi'
          ? t(`upload.err.${e.code}` as MessageKey, { size: t('size.mb', { n: (maxBytes / 1048576).toFixed(0) }) })
          : t('error.generic', { detail: e.message });
    }
  }
  if (attached && before !== undefined && v['version'] === String(before)) {
    const after = (await services.store.read.stream(streamId))?.version;
    if (after !== undefined) values['version'] = String(after);
  }
  return { values, errors };
}
