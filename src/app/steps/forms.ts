// A step's form for a case as it stands: its fields with the choices read from the case's state (the notices still
// to serve, the attempts awaiting an outcome, the summonses issued), its first values, and the command its values
// make. The surfaces render and read the form; the law is checked by decide() when the command runs.

import type { CaseRecord } from '../cases/read-case.ts';
import { replayEntries } from '../cases/record.ts';
import { MACHINES } from '../machines.ts';
import type { AnyStep, Choice, FormValues, StepField } from './index.ts';
import { commandFromForm, stepOf } from './index.ts';

export interface ResolvedField extends Omit<StepField<unknown>, 'choices'> {
  readonly choices?: readonly Choice[];
}

export interface StepForm {
  readonly command: string;
  readonly step: AnyStep;
  readonly fields: readonly ResolvedField[];
  /** The first values: the available action's defaults (the office's name, the place of hearing). */
  readonly defaults: Readonly<Record<string, string>>;
  /** Why the step is not open today, when it is not (the domain's refusal). */
  readonly blocked?: { readonly code: string; readonly reason: string };
}

/** The form of a step on this case, or undefined when the proceeding has no such step (or it is an opening step). */
export function stepForm(r: CaseRecord, command: string, lang: 'en' | 'hi' = 'en'): StepForm | undefined {
  const step = stepOf(r.stream.kind, command);
  if (!step || step.surface === 'opening') return undefined;
  const state = replayEntries(MACHINES[r.stream.kind], r.orderSheet);
  const fields = step.fields.map((f) => {
    const { choices, ...rest } = f;
    return choices === undefined
      ? rest
      : { ...rest, choices: typeof choices === 'function' ? choices(state) : choices };
  });
  const available = r.actions.available.find((a) => a.command === command);
  const blocked = r.actions.blocked.find((a) => a.command === command);
  return {
    command,
    step,
    fields,
    defaults: (lang === 'hi' ? available?.defaultsHi : available?.defaults) ?? {},
    ...(blocked ? { blocked: { code: blocked.code, reason: blocked.reason } } : {}),
  };
}

/** The command (without type and date) the form's values make on this case. */
export function commandOfForm(r: CaseRecord, form: StepForm, values: FormValues): Record<string, unknown> {
  return commandFromForm(form.step, values, replayEntries(MACHINES[r.stream.kind], r.orderSheet));
}
