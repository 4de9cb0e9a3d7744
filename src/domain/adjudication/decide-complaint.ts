// Rule 3 with Form-I: who may complain, the particulars the form asks, the declaration, and commencement (Rule 1(2)).

import type { LocalDate } from '../../lib/local-date.ts';
import { daysBetween, formatLegal } from '../../lib/local-date.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import { INSTRUMENTS } from '../../rules/provisions.ts';
import type { DecideContext } from '../common.ts';
import { hasText } from '../common.ts';
import { checkTypedDate } from '../../rules/dates.ts';
import { appliesIn, param } from '../../rules/packs.ts';
import { allegesSection26, CIVIL_S26_BASIS } from '../../rules/in-as/civil-s26.ts';
import type { CrossTrackFlag } from './events.ts';
import type { FiledByInput, RegisterComplaint } from './commands.ts';
import { checkForm1 } from './complaint-form.ts';
import type { AdjDecision } from './decide-util.ts';
import { emit, fail, no, uniq } from './decide-util.ts';
import type { FiledBy } from './state.ts';
import { OFFICER_BODIES } from './state.ts';
import type { Result } from '../../lib/result.ts';
import { err, ok } from '../../lib/result.ts';
import type { Refusal } from '../../rules/ruling.ts';
import { refuse } from '../../rules/ruling.ts';

const BODY_NAMES =
  'the Central Government, a State Government, a Union territory administration, a local authority or the Animal Welfare Board of India';

/** Rule 3 and Rule 2(1)(b): an aggrieved person, his authorised representative, or an authorised officer. */
export function checkFiler(f: FiledByInput | undefined): Result<{ filedBy: FiledBy; basis: ProvisionId[] }, Refusal> {
  switch (f?.capacity) {
    case 'aggrieved-person':
      return ok({ filedBy: { capacity: 'aggrieved-person' }, basis: ['in.ctr2026.r3'] });
    case 'authorised-representative':
      if (!hasText(f.representedPerson)) {
        return err(
          refuse(
            'COMPLAINT.MISSING_PARTICULARS',
            'An authorised representative complains for an aggrieved person: give the name of the person represented.',
            ['in.ctr2026.r3'],
            'filedBy.representedPerson',
          ),
        );
      }
      return ok({
        filedBy: { capacity: 'authorised-representative', representedPerson: f.representedPerson.trim() },
        basis: ['in.ctr2026.r3'],
      });
    case 'authorised-officer': {
      const body = OFFICER_BODIES.find((b) => b === f.body);
      if (!body) {
        return err(
          refuse(
            'COMPLAINT.COMPLAINANT_NOT_ENTITLED',
            `An authorised officer must be an officer of ${BODY_NAMES} associated with implementing the Act; "${String(f.body)}" is none of these. File as an aggrieved person or through an authorised representative instead.`,
            ['in.ctr2026.r2.1.b', 'in.ctr2026.r3'],
            'filedBy.body',
          ),
        );
      }
      if (!hasText(f.designation) || !hasText(f.office)) {
        return err(
          refuse(
            'COMPLAINT.MISSING_PARTICULARS',
            "Give the authorised officer's designation and office, so the complaint shows the capacity in which it is made.",
            ['in.ctr2026.r2.1.b', 'in.ctr2026.r3'],
            hasText(f.designation) ? 'filedBy.office' : 'filedBy.designation',
          ),
        );
      }
      return ok({
        filedBy: { capacity: 'authorised-officer', body, designation: f.designation.trim(), office: f.office.trim() },
        basis: ['in.ctr2026.r3', 'in.ctr2026.r2.1.b'],
      });
    }
    default:
      return err(
        refuse(
          'COMPLAINT.COMPLAINANT_NOT_ENTITLED',
          `Only an aggrieved person, his authorised representative, or an authorised officer may complain; "${String(f?.capacity)}" is none of these. Choose the capacity in which the complaint is made.`,
          ['in.ctr2026.r3'],
          'filedBy.capacity',
        ),
      );
  }
}

export function decideRegisterComplaint(cmd: RegisterComplaint, ctx: DecideContext): AdjDecision {
  const commencement = INSTRUMENTS['in.ctr2026'].inForceFrom;
  if (cmd.on < commencement) {
    return no(
      'COMPLAINT.RECEIVED_BEFORE_COMMENCEMENT',
      `The Cattle-trespass Rules, 2026 (made under section 32 of the Act) came into force on ${formatLegal(commencement)}; a complaint received on ${formatLegal(cmd.on)} cannot be registered under them. Check the date of receipt.`,
      ['in.ctr2026.r1.2', 'in.cta1871.s32'],
      'on',
    );
  }
  const filer = checkFiler(cmd.filedBy);
  if (!filer.ok) return fail(filer.error);
  if (cmd.mode !== 'writing' && cmd.mode !== 'electronic') {
    return no(
      'COMPLAINT.MISSING_PARTICULARS',
      'Say how the complaint was made: in writing or through electronic means.',
      ['in.ctr2026.r3'],
      'mode',
    );
  }
  const form = checkForm1(cmd.particulars, filer.value.filedBy.capacity === 'authorised-officer');
  if (!form.ok) return fail(form.error);
  const date = cmd.particulars.contravener.contravention.date as LocalDate;
  const typed = checkTypedDate(
    date,
    ctx.today,
    'contravener.contravention.date',
    ['in.ctr2026.form1.item2.d'],
    'Form-I item 2(d): the date of the contravention',
  );
  if (typed) return fail(typed);
  // No penalty for what happened before the amended Act's penalty provisions commenced (issue 13, I-C5, A-8).
  const regime = param(ctx.pack, 'penalty.regime-from', cmd.on);
  if (date < regime.value) {
    return no(
      'COMPLAINT.CONTRAVENTION_BEFORE_COMMENCEMENT',
      `The contravention is dated ${formatLegal(date)}, as declared in the complaint, which is before ${formatLegal(regime.value)}, the day from which the portal applies the penalties of the amended Cattle-trespass Act (a date that is the portal's configured default until the State notifies the commencement). The Rules do not apply to an act done before that day. No penalty can be imposed for something done before the law that provides for it, so this complaint cannot be taken up under the Rules. Other remedies may remain open for that act: a suit for compensation in a civil court, or, if the cattle were seized or detained illegally, a complaint of illegal seizure under section 20 of the Act to the magistrate. If the cattle cause damage again on or after ${formatLegal(regime.value)}, a new complaint can be made about that new act.`,
      ['in.ctr2026.r1.2', ...regime.basis.filter((b) => b !== 'in.ctr2026.r1.2'), 'in.ctr2026.form1.item2.d'],
      'contravener.contravention.date',
    );
  }
  if (date > cmd.on) {
    return no(
      'COMPLAINT.MISSING_PARTICULARS',
      `Form-I item 2(d): the date of the contravention (${formatLegal(date)}) is after the complaint was received (${formatLegal(cmd.on)}). Correct the date.`,
      ['in.ctr2026.form1', 'in.ctr2026.form1.item2.d'],
      'contravener.contravention.date',
    );
  }
  const crossTrack = checkAssamSection26(cmd, ctx);
  if (crossTrack !== undefined && 'code' in crossTrack) return fail(crossTrack);
  const decl = cmd.particulars.declaration;
  if (!decl?.declared || !hasText(decl.signedName)) {
    return no(
      'COMPLAINT.DECLARATION_MISSING',
      'The complainant must sign the Form-I declaration that the facts are correct and nothing material is concealed, with his name. Have it signed and submit again.',
      ['in.ctr2026.form1.declaration'],
      'declaration',
    );
  }
  return emit({
    type: 'complaint-registered',
    on: cmd.on,
    // Rule 3 applies "notwithstanding section 20": no 10-day limit from seizure is applied to this complaint.
    basis: uniq([
      ...filer.value.basis,
      'in.cta1871.s20',
      'in.ctr2026.r1.2',
      ...form.value,
      'in.ctr2026.form1.declaration',
      ...(crossTrack ? crossTrack.basis : []),
    ]),
    filedBy: filer.value.filedBy,
    mode: cmd.mode,
    particulars: cmd.particulars,
    daysSinceContravention: daysBetween(date, cmd.on),
    ...(crossTrack ? { crossTrack } : {}),
  });
}

/**
 * Section 26 (Assam), s.26A: in Assam the damage by cattle that section 26 describes is an offence tried by a Judicial
 * Magistrate on a written report. A complaint under the Rules alleging section 26 at an office whose pack carries the
 * Assam overlay is refused, pointing to the written report; or it is registered on the officer's recorded finding on
 * jurisdiction (at least a sentence of reasons), which the case then carries as a cross-track flag (I-270).
 */
function checkAssamSection26(cmd: RegisterComplaint, ctx: DecideContext): CrossTrackFlag | Refusal | undefined {
  if (!appliesIn(ctx.pack, 'in-as.cta.s26')) return undefined;
  if (!allegesSection26(cmd.particulars.contravener.provisionAlleged)) return undefined;
  const reasons = cmd.jurisdictionFinding?.reasons;
  const what =
    'In Assam, section 26 of the Act is substituted by the Cattle Trespass (Assam Amendment) Act, 2002 (Assam Act XV of 2002): the damage, injury or obstruction by cattle it describes is an offence punishable on conviction before a Judicial Magistrate, and under section 26A a court takes cognizance of it only on a written report of the facts by the person aggrieved or a public servant.';
  if (cmd.jurisdictionFinding === undefined) {
    return refuse(
      'COMPLAINT.ASSAM_S26_CRIMINAL_TRACK',
      `${what} This complaint alleges section 26 at an office in Assam, so it is not registered under the Rules. Make a written report of the offence under section 26A to this office instead; it goes to the Judicial Magistrate. The adjudicating officer may register the complaint only by recording a finding, with reasons, that it is within the Rules.`,
      CIVIL_S26_BASIS,
      'contravener.provisionAlleged',
    );
  }
  if (typeof reasons !== 'string' || reasons.trim().split(/\s+/u).length < 5) {
    return refuse(
      'COMPLAINT.ASSAM_S26_CRIMINAL_TRACK',
      `${what} Record your finding on jurisdiction: why this complaint alleging section 26 is taken up under the Rules rather than on a written report to the Judicial Magistrate, in at least a sentence.`,
      CIVIL_S26_BASIS,
      'jurisdictionFinding.reasons',
    );
  }
  return { kind: 'assam-s26', finding: reasons.trim(), basis: CIVIL_S26_BASIS };
}
