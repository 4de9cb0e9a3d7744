// First or subsequent offence under s.26 (Assam), proposed from the offender history: earlier convictions of the same
// person, found by matching name, parent's name, address and phone, and counted only when the officer confirms the
// match. Also: a person with both an adjudication case (Rules 3-4) and an Assam criminal case for the same incident.

import type { LocalDate } from '../../lib/local-date.ts';
import { formatLegal } from '../../lib/local-date.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { Ruling } from '../../rules/ruling.ts';
import { ruling } from '../../rules/ruling.ts';
import type { OffenceClass, PriorConviction } from './classify-offence.ts';
import { classifyOffence } from './classify-offence.ts';

export interface PersonParticulars {
  readonly name: string;
  readonly parentName: string;
  readonly address: string;
  readonly phone?: string;
}

/** A person in the offender history, with the s.26 (and other) convictions recorded against that person. */
export interface HistoryPerson {
  readonly personId: string;
  readonly particulars: PersonParticulars;
  readonly convictions: readonly Omit<PriorConviction, 'personId'>[];
}

export type MatchStrength = 'strong' | 'weak' | 'none';
export type MatchField = 'name' | 'parentName' | 'address' | 'phone';

export interface MatchCandidate {
  readonly personId: string;
  readonly strength: MatchStrength;
  readonly matched: readonly MatchField[];
  readonly explanation: string;
}

const HONORIFICS = new Set([
  'shri',
  'sri',
  'smt',
  'srimati',
  'kumari',
  'km',
  'mr',
  'mrs',
  'ms',
  'md',
  'mohd',
  'late',
  'dr',
  's/o',
  'd/o',
  'w/o',
]);

/** Lower case, punctuation to spaces, honorifics dropped, whitespace collapsed: "Shri. Ram  Das" → "ram das". */
export function normaliseName(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}/\s]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w && !HONORIFICS.has(w))
    .join(' ');
}
const tokens = (s: string): Set<string> =>
  new Set(
    s
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s]/gu, ' ')
      .split(/\s+/)
      .filter((w) => w.length > 1),
  );
/** The last ten digits (an Indian mobile number without +91 or a leading 0), or undefined. */
export function normalisePhone(s: string | undefined): string | undefined {
  const d = (s ?? '').replace(/\D/g, '');
  return d.length >= 10 ? d.slice(-10) : undefined;
}

/** Addresses match when at least 60% of the words of the two together are shared (word order, commas, case ignored). */
export function addressesMatch(a: string, b: string): boolean {
  const x = tokens(a);
  const y = tokens(b);
  if (x.size === 0 || y.size === 0) return false;
  const shared = [...x].filter((w) => y.has(w)).length;
  return shared / new Set([...x, ...y]).size >= 0.6;
}

/**
 * How a person in the history compares with the accused. Strong: the same name and parent's name and either the same
 * address or the same phone; proposed to the officer as the same person. Weak: the same name and one other particular;
 * shown for the officer to consider, never counted unless confirmed. Otherwise none.
 */
export function compareParticulars(accused: PersonParticulars, p: HistoryPerson): MatchCandidate {
  const q = p.particulars;
  const matched: MatchField[] = [];
  if (normaliseName(accused.name) !== '' && normaliseName(accused.name) === normaliseName(q.name)) matched.push('name');
  if (normaliseName(accused.parentName) !== '' && normaliseName(accused.parentName) === normaliseName(q.parentName))
    matched.push('parentName');
  if (addressesMatch(accused.address, q.address)) matched.push('address');
  const ph = normalisePhone(accused.phone);
  if (ph !== undefined && ph === normalisePhone(q.phone)) matched.push('phone');
  const has = (f: MatchField) => matched.includes(f);
  const strength: MatchStrength =
    has('name') && has('parentName') && (has('address') || has('phone'))
      ? 'strong'
      : has('name') && matched.length >= 2
        ? 'weak'
        : 'none';
  const label: Record<MatchField, string> = {
    name: 'name',
    parentName: "parent's name",
    address: 'address',
    phone: 'phone',
  };
  const missing = (['name', 'parentName', 'address', 'phone'] as const).filter((f) => !has(f));
  const explanation = `${q.name} (${p.personId}): ${matched.length ? `same ${matched.map((f) => label[f]).join(', ')}` : 'no particular matches'}${missing.length ? `; differs or not given: ${missing.map((f) => label[f]).join(', ')}` : ''} → ${strength === 'strong' ? 'proposed as the same person' : strength === 'weak' ? 'possibly the same person; for the officer to check' : 'not the same person'}.`;
  return { personId: p.personId, strength, matched, explanation };
}

export interface OffenceProposal {
  readonly candidates: readonly MatchCandidate[];
  /** The convictions counted, re-attributed to the accused because the officer confirmed the match. */
  readonly priorConvictions: readonly PriorConviction[];
}

/**
 * First or subsequent, proposed: every person in the history is compared with the accused; the convictions of those the
 * officer confirmed (`confirmed` person ids; a 'none' match cannot be confirmed) are taken as the accused's own and
 * classified under s.26 by classifyOffence. The steps explain each comparison, then each conviction counted or not.
 */
export function proposeOffenceClass(
  accused: PersonParticulars & { readonly personId: string },
  offenceDate: LocalDate,
  history: readonly HistoryPerson[],
  confirmed: readonly string[],
): Ruling<OffenceClass> & { readonly proposal: OffenceProposal } {
  const candidates = history.map((p) =>
    p.personId === accused.personId
      ? {
          personId: p.personId,
          strength: 'strong' as const,
          matched: ['name', 'parentName', 'address', 'phone'] as const,
          explanation: `${p.particulars.name} (${p.personId}): the same person record as the accused.`,
        }
      : compareParticulars(accused, p),
  );
  const steps: string[] = [];
  const prior: PriorConviction[] = [];
  for (const [i, c] of candidates.entries()) {
    const p = history[i]!;
    const own = p.personId === accused.personId;
    const ok = own || (c.strength !== 'none' && confirmed.includes(c.personId));
    steps.push(
      `${c.explanation}${own ? '' : ok ? ' Confirmed by the officer.' : c.strength === 'none' ? '' : ' Not confirmed by the officer: not counted.'}`,
    );
    if (ok) for (const v of p.convictions) prior.push({ ...v, personId: accused.personId });
  }
  const r = classifyOffence(prior, offenceDate, accused.personId);
  return { ...ruling(r.value, r.basis, [...steps, ...r.steps]), proposal: { candidates, priorConvictions: prior } };
}

export interface TrackCase {
  readonly caseId: string;
  readonly person: PersonParticulars;
  /** The date of the contravention (adjudication) or of the offence (Assam). */
  readonly incidentDate: LocalDate;
  readonly place?: string;
}

export interface CrossTrackFlag {
  readonly adjudicationCaseId: string;
  readonly assamCaseId: string;
  readonly explanation: string;
  readonly basis: readonly ProvisionId[];
}

/**
 * A person who has both an adjudication case and an Assam s.26 case for the same incident (the same date, and a
 * strong or weak match of the person) is flagged to the officer, who decides what follows; the portal does not
 * decide whether both may proceed.
 */
export function crossTrackFlags(
  adjudication: readonly TrackCase[],
  assam: readonly TrackCase[],
): readonly CrossTrackFlag[] {
  const flags: CrossTrackFlag[] = [];
  for (const a of adjudication) {
    for (const s of assam) {
      if (a.incidentDate !== s.incidentDate) continue;
      const m = compareParticulars(a.person, { personId: s.caseId, particulars: s.person, convictions: [] });
      if (m.strength === 'none') continue;
      flags.push({
        adjudicationCaseId: a.caseId,
        assamCaseId: s.caseId,
        explanation: `Adjudication case ${a.caseId} and Assam case ${s.caseId} are about an incident of ${formatLegal(a.incidentDate)}${a.place && s.place ? ` (${a.place}; ${s.place})` : ''}, and the person is ${m.strength === 'strong' ? 'very likely' : 'possibly'} the same: ${m.explanation}`,
        basis: ['in.ctr2026.r4.12', 'in-as.cta.s26'],
      });
    }
  }
  return flags;
}
