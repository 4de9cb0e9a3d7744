// A step's form for a case as it stands: its fields with the choices read from the case's state (the notices still
// to serve, the attempts awaiting an outcome, the summonses issued), its first values, and the command its values
// make. The surfaces render and read the form; the law is checked by decide() when the command runs.

import type { CaseRecord } from '../cases/read-case.ts';
import { replayEntries } from '../cases/record.ts';
import { MACHINES } from '../machines.ts';
import { COMPLAINANT } from '../policies/policies.ts';
import type { PartyRole } from '../ports/store.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import type { AnyStep, Choice, FormEntries, FormValues, StepField } from './index.ts';
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

/** A command as a form makes it: the step's command type and what the form's values give (the day is today's unless
 * given). */
export type FormCommand = { readonly type: string } & Record<string, unknown>;

/** What a form's command may take besides its values: the form's entries as posted, for the parts its own rows ask
 * (the step's `parts`), and the day the command is recorded for (the day the delivery evidence shows). */
export interface CommandFrom {
  readonly entries?: FormEntries;
  readonly on?: LocalDate;
}

/** The command a step's form makes from its values on a proceeding in this state. */
export function commandOf(
  form: Pick<StepForm, 'command' | 'step'>,
  values: FormValues,
  state: unknown,
  from: CommandFrom = {},
): FormCommand {
  return {
    type: form.command,
    ...commandFromForm(form.step, values, state, from.entries),
    ...(from.on ? { on: from.on } : {}),
  };
}

/** The command the form's values make on this case. */
export function commandOfForm(r: CaseRecord, form: StepForm, values: FormValues, from: CommandFrom = {}): FormCommand {
  return commandOf(form, values, replayEntries(MACHINES[r.stream.kind], r.orderSheet), from);
}

/**
 * The side of Rule 4 a party to the complaint case is on: the one complained against, or the complainant's; in an
 * appeal (Rule 7), the appellant or the respondent.
 */
export function sideOf(
  role: PartyRole | undefined,
): 'contravener' | 'complainant' | 'appellant' | 'respondent' | undefined {
  if (role === 'appellant') return 'appellant';
  if (role === 'appeal-respondent') return 'respondent';
  if (role === 'respondent') return 'contravener';
  return role && COMPLAINANT.includes(role) ? 'complainant' : undefined;
}

/**
 * The form of a step a party takes on their own page: the step's form without the field naming their side, which
 * is filled with it; undefined when the step is not open to them today (the catalogue's dry run of decide()).
 */
export function partyForm(r: CaseRecord, command: string, role: PartyRole | undefined, lang: 'en' | 'hi' = 'en') {
  const form = stepForm(r, command, lang);
  if (!form || !r.actions.available.some((a) => a.command === command)) return undefined;
  const side = form.step.side;
  const who = sideOf(role);
  if (side && !who) return undefined;
  return {
    ...form,
    fields: form.fields.filter((f) => f.name !== side),
    fixed: side && who ? { [side]: who } : {},
  };
}

/** The steps of the party's own surface open to them today, in the catalogue's order. */
export function partySteps(r: CaseRecord): readonly string[] {
  return r.actions.available.filter((a) => a.surface === 'party').map((a) => a.command);
}
