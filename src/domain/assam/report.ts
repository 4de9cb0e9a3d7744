// Guards on the written report of s.26A (Assam): who may make it, and whether its facts are a s.26 contravention.

import type { Result } from '../../lib/result.ts';
import { err, ok } from '../../lib/result.ts';
import { hasText } from '../common.ts';
import type { Refusal } from '../../rules/ruling.ts';
import { refuse } from '../../rules/ruling.ts';
import type { Accused, OffenceFacts, Reporter, S26Limb } from './commands.ts';

const ROLES = ['owner', 'keeper', 'attendant'];
const DAMAGED = ['land', 'crop', 'produce-of-land', 'public-road', 'other-thing'];

/** s.26A: the aggrieved person, or a public servant as defined in s.21 IPC (whose designation we record). */
export function checkReporter(r: Reporter): Refusal | undefined {
  if (r.capacity !== 'aggrieved-person' && r.capacity !== 'public-servant') {
    return refuse(
      'ASSAM.REPORTER_NOT_ENTITLED',
      'Only the person aggrieved by the offence, or a public servant (s.21 IPC), may make the written report on which a court takes cognizance.',
      ['in-as.cta.s26a'],
      'reporter.capacity',
    );
  }
  if (!hasText(r.name))
    return refuse('ASSAM.PARTICULARS_MISSING', "The reporter's name is required.", ['in-as.cta.s26a'], 'reporter.name');
  if (r.capacity === 'public-servant' && !hasText(r.designation)) {
    return refuse(
      'ASSAM.PARTICULARS_MISSING',
      'A public servant making the report must state the office held (s.21 IPC).',
      ['in-as.cta.s26a'],
      'reporter.designation',
    );
  }
  return undefined;
}

export function checkAccused(a: Accused): Refusal | undefined {
  if (!ROLES.includes(a.role)) {
    return refuse(
      'ASSAM.NOT_A_S26_CONTRAVENTION',
      'Section 26 (Assam) reaches only an owner, keeper or attendant of the cattle.',
      ['in-as.cta.s26'],
      'accused.role',
    );
  }
  const missing = (['personId', 'name', 'parentName', 'address'] as const).find((k) => !hasText(a[k]));
  if (missing)
    return refuse(
      'ASSAM.PARTICULARS_MISSING',
      `The accused's ${missing === 'parentName' ? "father's or mother's name" : missing === 'personId' ? 'person id' : missing} is required.`,
      ['in-as.cta.s26a'],
      `accused.${missing}`,
    );
  return undefined;
}

/** Why a limb fails, or undefined when its facts make out the limb. */
function limbProblem(l: S26Limb): string | undefined {
  switch (l.limb) {
    case 'damage':
      if (l.damaged.length === 0 || !l.damaged.every((d) => DAMAGED.includes(d)))
        return 'say what was damaged: land, crop, produce of land, a public road or any other thing';
      return l.byTrespass ? undefined : 'the damage must have been caused by allowing the cattle to trespass';
    case 'injury':
      if (l.injuredPersons.length === 0 || !l.injuredPersons.every(hasText))
        return 'name the person or persons injured';
      return l.byTrespass ? undefined : 'the injury must have been caused by allowing the cattle to trespass';
    case 'obstruction':
      return l.letLoose && l.onPublicRoad && l.obstructedTraffic
        ? undefined
        : 'the cattle must have been let loose to stray on a public road and thereby obstructed traffic';
    default:
      return 'unknown limb';
  }
}

/** s.26: at least one limb made out, with the statement of facts, place and cattle that s.26A's report must give. */
export function checkOffenceFacts(o: OffenceFacts): Refusal | undefined {
  if (o.limbs.length === 0) {
    return refuse(
      'ASSAM.NOT_A_S26_CONTRAVENTION',
      'The facts must allege damage by trespass, injury by trespass, or cattle let loose on a public road obstructing traffic.',
      ['in-as.cta.s26'],
      'offence.limbs',
    );
  }
  for (const [i, l] of o.limbs.entries()) {
    const p = limbProblem(l);
    if (p)
      return refuse(
        'ASSAM.NOT_A_S26_CONTRAVENTION',
        `The facts do not make out a contravention of section 26 (Assam): ${p}.`,
        ['in-as.cta.s26'],
        `offence.limbs[${i}]`,
      );
  }
  for (const k of ['statement', 'place', 'cattle'] as const) {
    if (!hasText(o[k]))
      return refuse(
        'ASSAM.PARTICULARS_MISSING',
        `The report must state the ${k === 'statement' ? 'facts constituting the offence' : k === 'place' ? 'place of the offence' : 'cattle concerned'}.`,
        ['in-as.cta.s26a'],
        `offence.${k}`,
      );
  }
  return undefined;
}

export function checkReport(reporter: Reporter, accused: Accused, offence: OffenceFacts): Result<true, Refusal> {
  const r = checkReporter(reporter) ?? checkAccused(accused) ?? checkOffenceFacts(offence);
  return r ? err(r) : ok(true);
}
