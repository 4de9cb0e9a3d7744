// What a step of a proceeding is: one entry of the catalogue (src/app/steps/*.ts) per command of the domain, read by
// every surface: the API's routes and OpenAPI document, the web's forms and next-step buttons, the case read model.
//
// Availability is never worked out here: a step is available when the domain's own decide() accepts one of the
// step's probe commands (lawful sample values, ids taken from the state) for that case on that day. The refusal of
// the first probe is the reason a step is not available ("the period for the reply runs until 19 Aug 2026 ...").

import type { z } from 'zod';
import type { LocalDate } from '../../lib/local-date.ts';
import type { Pack } from '../../rules/packs.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { Grant } from '../policies/policies.ts';

/** Words a person reads, in English and Hindi (Hindi terms from the glossary). */
export interface Words {
  readonly en: string;
  readonly hi: string;
}

export type FieldKind =
  'text' | 'textarea' | 'number' | 'money' | 'date' | 'time' | 'check' | 'radios' | 'select' | 'lines';

export interface Choice {
  readonly value: string;
  readonly label: Words;
}

/** A form value after the surface has read it by its kind: number and money (paise) as numbers, a date as a
 * LocalDate string, a check as a boolean, lines as a list; a blank optional field is absent. */
export type FieldValue = string | number | boolean | readonly string[];
/** A form's entries as posted, by the name of each input. */
export type FormEntries = Readonly<Record<string, string>>;
export type FormValues = Readonly<Record<string, FieldValue | undefined>>;

export interface StepField<S> {
  readonly name: string;
  readonly kind: FieldKind;
  readonly label: Words;
  readonly help?: Words;
  readonly optional?: boolean;
  /** For radios and selects: fixed choices, or choices read from the case's state (the notices to serve). */
  readonly choices?: readonly Choice[] | ((s: S) => readonly Choice[]);
  /** Where the value goes in the command ("amounts.penaltyPaise"); the field's name when absent. A choice value
   * equal to `omit` leaves the path out (e.g. "notice": the show-cause notice, no hearing notice id). */
  readonly path?: string;
  readonly omit?: string;
}

/** What the form's defaults may draw on besides the state: the office the case is in and who is acting. */
export interface DefaultsFrom {
  readonly officeName: string;
  /** The office's name in Hindi, for the defaults of a form shown in Hindi. */
  readonly officeNameHi?: string;
  readonly officeAddress: string;
  readonly actorName: string;
  readonly today: LocalDate;
  /** The law in force, for a default a parameter proposes (e.g. the portal's default time to pay). */
  readonly pack?: Pack;
}

/** What a probe may draw on besides the state and the day: the decide() context's facts of the case. */
export interface ProbeFacts {
  /** The ids of the documents attached to this case. */
  readonly attachedDocumentIds?: readonly string[];
}

/** Who takes the step on which surface: the officer's case page, the party's case page, or its own filing route;
 * for the money book, its own pages ('book'), or the step of a proceeding it follows ('follows': the order raises
 * the demands). */
export type Surface = 'officer' | 'party' | 'opening' | 'book' | 'follows';

type AnyCommand = { readonly type: string; readonly on: LocalDate };
/** The members of a command union whose type is T (a member may carry more than one type: submit-*-list). */
export type OfType<C extends AnyCommand, T extends string> = C extends unknown
  ? T extends C['type']
    ? C
    : never
  : never;

export interface Step<S, C extends AnyCommand> {
  /** The provisions the step carries out, cited on its page, its route and its buttons. */
  readonly basis: readonly ProvisionId[];
  /** The policy: who may take it (role and scope, or party to the proceeding). */
  readonly who: readonly Grant[];
  readonly surface: Surface;
  /** The HTTP request body (src/contract); null for the opening step, which has its own route. */
  readonly body: z.ZodType | null;
  readonly label: Words;
  readonly help: Words;
  readonly fields: readonly StepField<S>[];
  /** Sample commands for a dry run of decide() on this state and day; the step is available when one is accepted.
   * Given what decide() reads besides the state (the documents attached to the case), a probe may name them. */
  readonly probes: (s: S, on: LocalDate, facts?: ProbeFacts) => readonly C[];
  /** The step's form is a page of its own, at /office/cases/<id>/<page>, rather than the generated one (the judgment
   * of the Assam track: its page also asks the earlier convictions to confirm or reject). It asks the step's fields. */
  readonly page?: string;
  /** The command (without type and date) from the form's values, when it is not each field at its path. */
  readonly command?: (v: FormValues, s: S) => Record<string, unknown>;
  /** The parts of the command the form asks in rows of its own (the proof of service by its manner, a finding on each
   * ground, an answer to each ground of appeal), made from the form's entries as posted (src/app/steps/panels.ts). */
  readonly parts?: (entries: FormEntries) => Record<string, unknown>;
  /** The form entry a refusal naming one of those parts points at ("findings.0.reasons": "finding-1-reasons"). */
  readonly entryOf?: (field: string, entries: FormEntries) => string | undefined;
  /** Extra parts of the command the form does not ask (new ids: "h2" for a second hearing notice). */
  readonly ids?: (s: S) => Record<string, unknown>;
  /** The form's first values (the office's name, the reply days the rule allows). */
  readonly defaults?: (s: S, from: DefaultsFrom) => Readonly<Record<string, string>>;
  /** Offer a preview of the effect on the running periods before recording (the extensions). */
  readonly preview?: boolean;
  /** The field naming the party who takes the step ("by"): on a party's own page it is their side, not asked. */
  readonly side?: string;
}

/** A catalogue: one step for every command type of a proceeding. A command without a step does not compile. */
export type Catalogue<S, C extends AnyCommand> = { readonly [T in C['type']]: Step<S, OfType<C, T>> };

type Prev = [never, 0, 1, 2, 3];
type Below<T, D extends number> = T extends readonly unknown[] ? never : T extends object ? PathsOf<T, Prev[D]> : never;
/** The members of a request body down its nested objects, as a form field's path names them ("amounts.penaltyPaise");
 * a list or a value ends a path. */
export type PathsOf<T, D extends number = 3> = [D] extends [never]
  ? never
  : T extends unknown
    ? { [K in keyof T & string]-?: K | `${K}.${Below<NonNullable<T[K]>, D>}` }[keyof T & string]
    : never;

/** Where a form field may go in a step's command: a member of the step's request body (none for an opening step, which
 * has no form here; any member for a step declared without its body's type). */
export type BodyPaths<B> = [B] extends [null]
  ? never
  : z.ZodType extends B
    ? string
    : Exclude<PathsOf<z.input<B & z.ZodType>>, 'expectedVersion'>;

/** A field of a step's form, typed against the step's request body: its path, or its name when it has none, is a
 * member of the body. A field the schema does not have does not compile. */
export type MappedField<S, P extends string> = StepField<S> &
  ({ readonly name: P; readonly path?: undefined } | { readonly path: P });

/** A draft of a value of a request body as a form's entries make it: every member optional (left out for the domain to
 * refuse by name) and every text or choice a plain string (a time or a section as typed), but no member the schema
 * does not have. */
export type Draft<T> = T extends string
  ? string
  : T extends number | boolean
    ? T
    : T extends readonly (infer E)[]
      ? Draft<E>[]
      : T extends object
        ? { [K in keyof T]?: Draft<T[K]> }
        : T;
/** The draft of a step's request body (each member of a body with alternatives, as the `kind` of an order). */
export type BodyDraft<B> = [B] extends [null]
  ? never
  : z.ZodType extends B
    ? Record<string, unknown>
    : DraftOf<z.input<B & z.ZodType>>;
type DraftOf<T> = T extends unknown ? Draft<Omit<T, 'expectedVersion'>> : never;

/** A step as a proceeding's catalogue declares it: all but its provisions, which are the domain's (COMMAND_BASIS); its
 * body the request schema B, each field of its form a member of that schema, and the parts its form's own rows make a
 * draft of that schema's members. */
export type StepEntry<S, C extends AnyCommand, B = z.ZodType | null> = Omit<
  Step<S, C>,
  'basis' | 'body' | 'fields' | 'parts'
> & {
  readonly body: B;
  readonly fields: readonly MappedField<S, BodyPaths<B>>[];
  readonly parts?: (entries: FormEntries) => BodyDraft<B>;
};
/** The entries of a proceeding's catalogue; given its request bodies by command type, each step's form is typed against
 * its command's body. */
export type Entries<S, C extends AnyCommand, Bodies = Record<never, never>> = {
  readonly [T in C['type']]: StepEntry<S, OfType<C, T>, T extends keyof Bodies ? Bodies[T] : z.ZodType | null>;
};

type FieldOf<E> = E extends { readonly fields: readonly (infer F)[] } ? F : never;
type MappedTo<F> = F extends { readonly path: infer P extends string }
  ? P
  : F extends { readonly name: infer N extends string }
    ? N
    : never;
type Head<P> = P extends `${infer H}.${string}` ? H : P;
type IdsOf<E> = E extends { readonly ids: (s: never) => infer R } ? keyof R : never;
type RequiredOf<T> = T extends unknown ? { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T] : never;
/** The members a step's request body requires that its form does not fill: none of its fields goes there, nor the
 * ids the step adds ("on", the day, is today's unless a field gives it). */
type Unfilled<E, B> = Exclude<
  RequiredOf<z.input<B & z.ZodType>>,
  'on' | 'expectedVersion' | Head<MappedTo<FieldOf<E>>> | IdsOf<E>
>;
/** The steps of a catalogue's entries whose form leaves a required member of the body unfilled, with those members;
 * `true` when there are none (the type a compile-time check assigns `true` to). */
export type FormsFillBodies<Es, Bodies> = [
  keyof { [T in keyof Es & keyof Bodies as [Unfilled<Es[T], Bodies[T]>] extends [never] ? never : T]: true },
] extends [never]
  ? true
  : {
      readonly unfilled: {
        [T in keyof Es & keyof Bodies as [Unfilled<Es[T], Bodies[T]>] extends [never] ? never : T]: Unfilled<
          Es[T],
          Bodies[T]
        >;
      };
    };

/** The catalogue of a proceeding: its entries, each with the provisions the domain's table gives its command. */
export function withBasis<S, C extends AnyCommand>(
  entries: Entries<S, C>,
  basis: Readonly<Record<C['type'], readonly ProvisionId[]>>,
): Catalogue<S, C> {
  const out: Record<string, unknown> = {};
  for (const [type, entry] of Object.entries<object>(entries)) {
    out[type] = { ...entry, basis: basis[type as C['type']] };
  }
  return out as Catalogue<S, C>;
}

export const w = (en: string, hi: string): Words => ({ en, hi });
