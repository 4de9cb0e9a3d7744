// Compile-time checks that tie the catalogue's request bodies (src/contract) to the domain's commands: each body
// mirrors its command (minus `type`, plus `expectedVersion`). A body whose fields differ from the command's does not
// compile. (That every command has a step is the catalogue's own type, `Catalogue<S, C>`.) And each step's form fills
// its body: every member the body requires has a field that goes there (or the id the step adds); that each field
// goes to a member of the body is the entries' own type (`Entries<S, C, Bodies>`, src/app/steps/step.ts).

import type { z } from 'zod';
import type { AdjudicationCommand } from '../../domain/adjudication/index.ts';
import type { AppealCommand } from '../../domain/appeal/index.ts';
import type { AssamCommand } from '../../domain/assam/index.ts';
import type { ADJUDICATION_COMMAND_BODIES } from '../../contract/adjudication.ts';
import type { APPEAL_COMMAND_BODIES } from '../../contract/appeal.ts';
import type { ASSAM_COMMAND_BODIES } from '../../contract/assam.ts';
import type { MoneyCommand } from '../../domain/money/index.ts';
import type * as M from '../../contract/money.ts';
import type { ADJUDICATION_ADJOURNMENT, ADJUDICATION_ADJOURNMENT_DECISION } from './adjudication/adjournment.ts';
import type { ADJUDICATION_HEARING } from './adjudication/hearing.ts';
import type { ADJUDICATION_NOTICE } from './adjudication/notice.ts';
import type { ADJUDICATION_OBJECTION } from './adjudication/objection.ts';
import type { ADJUDICATION_ORDER } from './adjudication/order.ts';
import type { ADJUDICATION_REPLY } from './adjudication/reply.ts';
import type { APPEAL_ADJOURNMENT } from './appeal/adjournment.ts';
import type { APPEAL_DECISION } from './appeal/decision.ts';
import type { APPEAL_HEARING } from './appeal/hearing.ts';
import type { APPEAL_OBJECTION } from './appeal/objection.ts';
import type { APPEAL_SCRUTINY } from './appeal/scrutiny.ts';
import type { ASSAM_ENTRIES } from './assam.ts';
import type { FormsFillBodies } from './step.ts';

type KeysOf<U> = U extends unknown ? keyof U : never;
type OfType<C extends { type: string }, T> = C extends unknown ? (T extends C['type'] ? C : never) : never;
type BodyKeys<S> = Exclude<KeysOf<z.output<S & z.ZodType>>, 'expectedVersion'>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Mirrors<Bodies, C extends { type: string }> = {
  [T in keyof Bodies]: Same<BodyKeys<Bodies[T]>, Exclude<KeysOf<OfType<C, T>>, 'type'>>;
};
type AllTrue<M> = false extends M[keyof M] ? false : true;
/** The commands with a route: all but the one that opens the proceeding. */
type Runs<C extends { type: string }, Opening extends string> = Exclude<C['type'], Opening>;
type Covers<Bodies, T extends string> = [T] extends [keyof Bodies] ? true : false;

export const BODIES_MIRROR_COMMANDS: AllTrue<Mirrors<typeof ADJUDICATION_COMMAND_BODIES, AdjudicationCommand>> &
  AllTrue<Mirrors<typeof APPEAL_COMMAND_BODIES, AppealCommand>> &
  AllTrue<Mirrors<typeof ASSAM_COMMAND_BODIES, AssamCommand>> &
  AllTrue<Mirrors<MoneyBodies, MoneyCommand>> = true;

/** The money book's request bodies by the command they carry (its steps name them; the others follow a case step). */
interface MoneyBodies {
  'record-deposit': typeof M.DepositSchema;
  'record-recovery': typeof M.RecoverySchema;
  'register-body': typeof M.BodySchema;
  'grant-sanction': typeof M.SanctionSchema;
  'make-release': typeof M.ReleaseSchema;
  'record-certificate': typeof M.CertificateSchema;
  'reverse-entry': typeof M.ReversalSchema;
}
export const BODIES_COVER_COMMANDS: Covers<
  typeof ADJUDICATION_COMMAND_BODIES,
  Runs<AdjudicationCommand, 'register-complaint'>
> &
  Covers<typeof APPEAL_COMMAND_BODIES, Runs<AppealCommand, 'file-appeal'>> &
  Covers<typeof ASSAM_COMMAND_BODIES, Runs<AssamCommand, 'make-written-report'>> = true;

export const FORMS_FILL_BODIES: FormsFillBodies<
  typeof ADJUDICATION_NOTICE &
    typeof ADJUDICATION_REPLY &
    typeof ADJUDICATION_HEARING &
    typeof ADJUDICATION_ORDER &
    typeof ADJUDICATION_OBJECTION &
    typeof ADJUDICATION_ADJOURNMENT &
    typeof ADJUDICATION_ADJOURNMENT_DECISION,
  typeof ADJUDICATION_COMMAND_BODIES
> &
  FormsFillBodies<
    typeof APPEAL_SCRUTINY &
      typeof APPEAL_HEARING &
      typeof APPEAL_DECISION &
      typeof APPEAL_OBJECTION &
      typeof APPEAL_ADJOURNMENT,
    typeof APPEAL_COMMAND_BODIES
  > &
  FormsFillBodies<typeof ASSAM_ENTRIES, typeof ASSAM_COMMAND_BODIES> = true;
