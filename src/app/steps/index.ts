// The catalogue of steps of every proceeding, and what is read from it: the policy of each command, the actions a
// person may take on a case today (a dry run of the domain's decide(), never a second copy of its guards), and the
// command a form's values make.

import type { AdjudicationCommand } from '../../domain/adjudication/index.ts';
import type { AppealCommand } from '../../domain/appeal/index.ts';
import type { AssamCommand } from '../../domain/assam/index.ts';
import type { DecideContext } from '../../domain/common.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { Refusal } from '../../rules/ruling.ts';
import type { Actor } from '../actor.ts';
import { MACHINES } from '../machines.ts';
import type { Grant, Resource } from '../policies/policies.ts';
import { allows } from '../policies/policies.ts';
import type { StreamKind } from '../ports/store.ts';
import { ADJUDICATION_STEPS } from './adjudication.ts';
import { APPEAL_STEPS } from './appeal.ts';
import { ASSAM_STEPS } from './assam.ts';
import type { DefaultsFrom, FormEntries, FormValues, Step, Surface, Words } from './step.ts';

export type {
  Choice,
  DefaultsFrom,
  FieldValue,
  FormEntries,
  FormValues,
  Step,
  StepField,
  Surface,
  Words,
} from './step.ts';
export { ADJUDICATION_STEPS, APPEAL_STEPS, ASSAM_STEPS };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyStep = Step<any, any>;

export const STEPS: Readonly<Record<StreamKind, Readonly<Record<string, AnyStep>>>> = {
  adjudication: ADJUDICATION_STEPS,
  appeal: APPEAL_STEPS,
  assam: ASSAM_STEPS,
};

export function stepOf(kind: StreamKind, type: string): AnyStep | undefined {
  return Object.hasOwn(STEPS[kind], type) ? STEPS[kind][type] : undefined;
}

const whoOf = <T extends string>(
  steps: Readonly<Record<T, { readonly who: readonly Grant[] }>>,
): Readonly<Record<T, readonly Grant[]>> =>
  Object.fromEntries(Object.entries<{ readonly who: readonly Grant[] }>(steps).map(([k, s]) => [k, s.who])) as Record<
    T,
    readonly Grant[]
  >;

/** The policies, read from the catalogue: who may take each step of each proceeding. */
export const ADJUDICATION_POLICY: Readonly<Record<AdjudicationCommand['type'], readonly Grant[]>> =
  whoOf(ADJUDICATION_STEPS);
export const APPEAL_POLICY: Readonly<Record<AppealCommand['type'], readonly Grant[]>> = whoOf(APPEAL_STEPS);
export const ASSAM_POLICY: Readonly<Record<AssamCommand['type'], readonly Grant[]>> = whoOf(ASSAM_STEPS);

/** Who may give this command on this kind of proceeding; nobody when the catalogue has no such step. */
export function commandPolicy(kind: StreamKind, type: string): readonly Grant[] {
  return stepOf(kind, type)?.who ?? [];
}

/** Whether the domain would accept the step on this state and day: its first probe accepted, else the first refusal. */
export function availability(
  kind: StreamKind,
  type: string,
  state: unknown,
  ctx: DecideContext,
): { ok: true } | { ok: false; refusal: Refusal } {
  const step = stepOf(kind, type);
  const machine = MACHINES[kind];
  let first: Refusal | undefined;
  for (const probe of step?.probes(state, ctx.today, ctx) ?? []) {
    const d = machine.decide(state, probe, ctx);
    if (d.ok) return { ok: true };
    first ??= d.error;
  }
  return {
    ok: false,
    refusal: first ?? { code: 'CASE.WRONG_STAGE', message: 'This step has its own form.', basis: step?.basis ?? [] },
  };
}

export interface AvailableAction {
  readonly command: string;
  readonly surface: Surface;
  readonly label: Words;
  readonly help: Words;
  readonly provisions: readonly ProvisionId[];
  /** The form's first values: the office's name, the place of hearing, the days the rule allows. */
  readonly defaults: Readonly<Record<string, string>>;
  /** The same in Hindi where they name the office (the web's Hindi form). */
  readonly defaultsHi: Readonly<Record<string, string>>;
  /** Offer a preview of the effect on the running periods (extensions). */
  readonly preview: boolean;
}

export interface BlockedAction {
  readonly command: string;
  readonly surface: Surface;
  readonly label: Words;
  /** Why not now, in the words of the domain's refusal, with its code and provisions. */
  readonly code: string;
  readonly reason: string;
  readonly provisions: readonly ProvisionId[];
}

export interface Actions {
  readonly available: readonly AvailableAction[];
  readonly blocked: readonly BlockedAction[];
}

/**
 * The steps the actor may take on the case today: those the policy grants to this actor on this resource and the
 * domain accepts now; and those the policy grants but the domain refuses today, with the refusal. Opening steps
 * (filing a complaint, an appeal, a report) have their own routes and are never listed.
 */
export function actionsFor(
  kind: StreamKind,
  state: unknown,
  actor: Actor | undefined,
  resource: Resource,
  ctx: DecideContext,
  from: Omit<DefaultsFrom, 'today'>,
): Actions {
  const available: AvailableAction[] = [];
  const blocked: BlockedAction[] = [];
  if (!actor) return { available, blocked };
  for (const [command, step] of Object.entries(STEPS[kind])) {
    if (step.surface === 'opening' || !allows(step.who, actor, resource)) continue;
    const a = availability(kind, command, state, ctx);
    if (a.ok) {
      available.push({
        command,
        surface: step.surface,
        label: step.label,
        help: step.help,
        provisions: step.basis,
        defaults: step.defaults?.(state, { ...from, today: ctx.today, pack: ctx.pack }) ?? {},
        defaultsHi:
          step.defaults?.(state, {
            ...from,
            officeName: from.officeNameHi ?? from.officeName,
            today: ctx.today,
            pack: ctx.pack,
          }) ?? {},
        preview: step.preview === true,
      });
    } else {
      blocked.push({
        command,
        surface: step.surface,
        label: step.label,
        code: a.refusal.code,
        reason: a.refusal.message,
        provisions: a.refusal.basis,
      });
    }
  }
  return { available, blocked };
}

function setAt(o: Record<string, unknown>, path: string, v: unknown): void {
  const keys = path.split('.');
  let at = o;
  for (const k of keys.slice(0, -1)) at = (at[k] ??= {}) as Record<string, unknown>;
  at[keys.at(-1)!] = v;
}

/** The command (without type and date) a step's form makes from its values read by kind: each field at its path,
 * unless the step builds it itself; with the ids the form does not ask; and, given the form's entries as posted, the
 * parts its own rows ask (the proof of service, the findings, the answers to the grounds). */
export function commandFromForm(
  step: AnyStep,
  values: FormValues,
  state: unknown,
  entries?: FormEntries,
): Record<string, unknown> {
  let body: Record<string, unknown>;
  if (step.command) body = step.command(values, state);
  else {
    body = {};
    for (const f of step.fields) {
      const v = values[f.name];
      if (v === undefined || (f.omit !== undefined && v === f.omit)) continue;
      setAt(body, f.path ?? f.name, v);
    }
  }
  return { ...body, ...(step.ids?.(state) ?? {}), ...(entries && step.parts ? step.parts(entries) : {}) };
}
