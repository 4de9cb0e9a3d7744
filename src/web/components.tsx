// Form pieces that carry the accessibility rules once: every control has a <label>; hints and errors are tied to it
// by aria-describedby; an invalid control says so (aria-invalid); the error summary (role=alert, focusable) links
// to each field by its id, in page order; every message names its field (FieldLabels, namedError).

import type { Child } from 'hono/jsx';
import { createContext, useContext } from 'hono/jsx';
import type { FormErrors } from './context.ts';
import type { T } from './i18n/index.ts';

/**
 * Every error message names its field, in the page's language (issue 14: not a bare "Fill this in"). The controls
 * below register their label (or legend) under their field's name as they render; the page wraps its body in
 * `FieldLabels` (render.tsx), so the error summary, which renders first, can still name each field: it waits for the
 * rest of the page to render before it writes its list. Forms are `novalidate`, so the browser's own bubble never
 * stands in for these messages; each control points at its message with aria-describedby.
 */
const LabelsContext = createContext<Map<string, string> | null>(null);

export function FieldLabels(p: { children?: Child }) {
  return <LabelsContext.Provider value={new Map<string, string>()}>{p.children}</LabelsContext.Provider>;
}

function useLabel(name: string, label: string): void {
  useContext(LabelsContext)?.set(name, label);
}

/** For a control built by hand (a file input): registers its label so the error summary names it. */
export function LabelFor(p: { name: string; label: string }) {
  useLabel(p.name, p.label);
  return null;
}

/** "Label: message", unless the message already says the label. */
export function namedError(label: string | undefined, message: string): string {
  const l = (label ?? '').trim();
  if (!l || message.toLocaleLowerCase().includes(l.toLocaleLowerCase())) return message;
  return `${l}: ${message}`;
}

export function Csrf(p: { token: string }) {
  return <input type="hidden" name="_csrf" value={p.token} />;
}

/**
 * `hrefOf` links a field that is not on this page (e.g. from the review page to the step that asks it); `labels`
 * names fields that have no control on this page (else the controls' own labels are used).
 */
export async function ErrorSummary(p: {
  errors: FormErrors;
  t: T;
  hrefOf?: (field: string) => string;
  labels?: Readonly<Record<string, string>>;
}) {
  const entries = Object.entries(p.errors);
  if (entries.length === 0) return null;
  const rendered = useContext(LabelsContext);
  // Let the rest of the page render (and its controls register their labels) before the list is written.
  if (rendered) await new Promise<void>((resolve) => setImmediate(resolve));
  const labelOf = (field: string): string | undefined => rendered?.get(field) ?? p.labels?.[field];
  return (
    <div class="error-summary" role="alert" tabindex={-1} aria-labelledby="error-summary-title">
      <h2 id="error-summary-title">{p.t('common.errorSummary')}</h2>
      <p>{p.t('common.errorSummaryHint')}</p>
      <ul>
        {entries.map(([field, message]) => (
          <li>
            <a href={p.hrefOf ? p.hrefOf(field) : `#${fieldId(field)}`}>{namedError(labelOf(field), message)}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The id of a field's control: dots become dashes (complainant.name → f-complainant-name). */
export function fieldId(name: string): string {
  return `f-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

export interface FieldProps {
  readonly name: string;
  readonly label: string;
  readonly hint?: string | undefined;
  readonly error?: string | undefined;
  readonly value?: string | undefined;
  readonly type?: 'text' | 'email' | 'tel' | 'password' | 'date' | 'number';
  readonly autocomplete?: string;
  readonly inputmode?: 'numeric' | 'tel' | 'email' | 'text' | 'decimal';
  readonly required?: boolean;
  readonly short?: boolean;
  readonly maxlength?: number;
  readonly pattern?: string;
  readonly optional?: string | undefined;
}

export function Field(p: FieldProps) {
  const id = fieldId(p.name);
  useLabel(p.name, p.label);
  return (
    <div class={p.error ? 'field invalid' : 'field'}>
      <label for={id}>
        {p.label}
        {p.optional ? ` ${p.optional}` : ''}
      </label>
      {p.hint ? (
        <p class="hint" id={`${id}-hint`}>
          {p.hint}
        </p>
      ) : null}
      {p.error ? (
        <p class="error-msg" id={`${id}-error`}>
          {namedError(p.label, p.error)}
        </p>
      ) : null}
      <input
        id={id}
        name={p.name}
        type={p.type ?? 'text'}
        value={p.value ?? ''}
        class={p.short ? 'short' : undefined}
        autocomplete={p.autocomplete}
        inputmode={p.inputmode}
        maxlength={p.maxlength}
        pattern={p.pattern}
        aria-describedby={describedBy(id, !!p.hint, !!p.error)}
        aria-invalid={p.error ? 'true' : undefined}
        aria-required={p.required ? 'true' : undefined}
      />
    </div>
  );
}

export function TextArea(p: Omit<FieldProps, 'type' | 'inputmode' | 'short' | 'pattern'> & { rows?: number }) {
  const id = fieldId(p.name);
  useLabel(p.name, p.label);
  return (
    <div class={p.error ? 'field invalid' : 'field'}>
      <label for={id}>
        {p.label}
        {p.optional ? ` ${p.optional}` : ''}
      </label>
      {p.hint ? (
        <p class="hint" id={`${id}-hint`}>
          {p.hint}
        </p>
      ) : null}
      {p.error ? (
        <p class="error-msg" id={`${id}-error`}>
          {namedError(p.label, p.error)}
        </p>
      ) : null}
      <textarea
        id={id}
        name={p.name}
        rows={p.rows ?? 5}
        maxlength={p.maxlength}
        aria-describedby={describedBy(id, !!p.hint, !!p.error)}
        aria-invalid={p.error ? 'true' : undefined}
        aria-required={p.required ? 'true' : undefined}
      >
        {p.value ?? ''}
      </textarea>
    </div>
  );
}

export function Select(p: {
  name: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  value?: string | undefined;
  options: readonly { value: string; label: string }[];
}) {
  const id = fieldId(p.name);
  useLabel(p.name, p.label);
  return (
    <div class={p.error ? 'field invalid' : 'field'}>
      <label for={id}>{p.label}</label>
      {p.hint ? (
        <p class="hint" id={`${id}-hint`}>
          {p.hint}
        </p>
      ) : null}
      {p.error ? (
        <p class="error-msg" id={`${id}-error`}>
          {namedError(p.label, p.error)}
        </p>
      ) : null}
      <select
        id={id}
        name={p.name}
        aria-describedby={describedBy(id, !!p.hint, !!p.error)}
        aria-invalid={p.error ? 'true' : undefined}
      >
        {p.options.map((o) => (
          <option value={o.value} selected={o.value === p.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Radio buttons in a fieldset; the first radio carries the field's id so the error summary can link to it. */
export function Radios(p: {
  name: string;
  legend: string;
  hint?: string;
  error?: string | undefined;
  value?: string | undefined;
  options: readonly { value: string; label: string; lang?: string }[];
}) {
  const id = fieldId(p.name);
  useLabel(p.name, p.legend);
  return (
    <fieldset class={p.error ? 'field invalid' : 'field'} aria-describedby={describedBy(id, !!p.hint, !!p.error)}>
      <legend>{p.legend}</legend>
      {p.hint ? (
        <p class="hint" id={`${id}-hint`}>
          {p.hint}
        </p>
      ) : null}
      {p.error ? (
        <p class="error-msg" id={`${id}-error`}>
          {namedError(p.legend, p.error)}
        </p>
      ) : null}
      {p.options.map((o, i) => {
        const oid = i === 0 ? id : `${id}-${i}`;
        return (
          <div class="choice">
            <input type="radio" id={oid} name={p.name} value={o.value} checked={o.value === p.value} />
            <label for={oid} lang={o.lang}>
              {o.label}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}

export function Checkbox(p: { name: string; label: string; error?: string | undefined; checked?: boolean }) {
  const id = fieldId(p.name);
  useLabel(p.name, p.label);
  return (
    <div class={p.error ? 'field invalid' : 'field'}>
      {p.error ? (
        <p class="error-msg" id={`${id}-error`}>
          {namedError(p.label, p.error)}
        </p>
      ) : null}
      <div class="choice">
        <input
          type="checkbox"
          id={id}
          name={p.name}
          value="yes"
          checked={p.checked ?? false}
          aria-describedby={p.error ? `${id}-error` : undefined}
          aria-invalid={p.error ? 'true' : undefined}
        />
        <label for={id}>{p.label}</label>
      </div>
    </div>
  );
}

export function Submit(p: { children?: Child; secondary?: boolean; name?: string; value?: string }) {
  return (
    <button type="submit" class={p.secondary ? 'secondary' : 'primary'} name={p.name} value={p.value}>
      {p.children}
    </button>
  );
}
