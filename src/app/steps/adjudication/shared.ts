// What the steps of the complaint case share: the form's common fields and choices, and what is read from the state.

import type { AdjudicationState } from '../../../domain/adjudication/index.ts';
import { formatLegal, formatLegalHi } from '../../../lib/local-date.ts';
import type { Choice, StepField } from '../step.ts';
import { w } from '../step.ts';
import { W } from '../words.ts';

export type S = AdjudicationState;
export type F = StepField<S>;

export const SP = 'EE000000000IN';

/** The notices still to be served: the show-cause notice, then each hearing notice (undefined: the show-cause notice). */
export function unserved(s: S): (string | undefined)[] {
  const out: (string | undefined)[] = [];
  if (s.notice && s.notice.service.servedOn === undefined) out.push(undefined);
  for (const h of s.hearingNotices) if (h.service.servedOn === undefined) out.push(h.hearingNoticeId);
  return out.length > 0 ? out : [undefined];
}

/** Issue 27: the notices of hearing whose complainant's copy is still to be served (Rule 4(6) calls both parties). */
export const unservedOnComplainant = (s: S): string[] =>
  s.hearingNotices
    .filter((h) => h.withdrawnOn === undefined && h.complainantService?.servedOn === undefined)
    .map((h) => h.hearingNoticeId);

/** Whose copy of a notice of hearing is served: the person complained against (the default) or the complainant. */
export const copyTo = {
  name: 'to',
  kind: 'radios',
  label: w('Whose copy', 'किसकी प्रति'),
  help: w(
    'A notice of hearing is served on both parties; the show-cause notice only on the person complained against.',
    'सुनवाई की सूचना दोनों पक्षकारों पर तामील होती है; कारण बताओ सूचना केवल उस व्यक्ति पर जिसके विरुद्ध शिकायत है।',
  ),
  choices: [
    { value: 'contravener', label: w('The person complained against', 'जिसके विरुद्ध शिकायत है') },
    { value: 'complainant', label: w('The complainant', 'शिकायतकर्ता') },
  ],
  optional: true,
  omit: 'contravener',
} as const satisfies F;

export const targetChoices = (s: S): Choice[] => {
  const out: Choice[] = [];
  if (s.notice && s.notice.service.servedOn === undefined)
    out.push({ value: 'notice', label: w('Show-cause notice (Form-II)', 'कारण बताओ सूचना (प्ररूप-II)') });
  for (const h of s.hearingNotices) {
    if (h.service.servedOn === undefined || h.complainantService?.servedOn === undefined)
      out.push({
        value: h.hearingNoticeId,
        label: w(
          `Hearing notice for ${formatLegal(h.hearingOn, 'long')}`,
          `${formatLegalHi(h.hearingOn)} की सुनवाई की सूचना`,
        ),
      });
  }
  return out;
};

/** The attempts awaiting an outcome, on any notice of the case. */
export function pending(s: S): { attemptId: string; mode: string; hearingNoticeId?: string; to?: 'complainant' }[] {
  const out: { attemptId: string; mode: string; hearingNoticeId?: string; to?: 'complainant' }[] = [];
  for (const h of s.hearingNotices)
    for (const a of h.complainantService?.attempts ?? [])
      if (a.outcome === 'pending')
        out.push({ attemptId: a.attemptId, mode: a.mode, hearingNoticeId: h.hearingNoticeId, to: 'complainant' });
  for (const a of s.notice?.service.attempts ?? [])
    if (a.outcome === 'pending') out.push({ attemptId: a.attemptId, mode: a.mode });
  for (const h of s.hearingNotices)
    for (const a of h.service.attempts)
      if (a.outcome === 'pending')
        out.push({ attemptId: a.attemptId, mode: a.mode, hearingNoticeId: h.hearingNoticeId });
  return out;
}

export const hn = (id: string | undefined) => (id !== undefined ? { hearingNoticeId: id } : {});
export const target = {
  name: 'target',
  kind: 'select',
  label: W.target,
  choices: targetChoices,
  path: 'hearingNoticeId',
  omit: 'notice',
} as const satisfies F;
export const reasons = { name: 'reasons', kind: 'textarea', label: W.reasons } as const satisfies F;
export const PARTIES: readonly ('contravener' | 'complainant')[] = ['contravener', 'complainant'];
export const PARTY_CHOICES: readonly Choice[] = [
  { value: 'contravener', label: w('The person complained against', 'जिसके विरुद्ध शिकायत है') },
  { value: 'complainant', label: w('The complainant', 'शिकायतकर्ता') },
];
export const nextId = (prefix: string, used: readonly string[]): string => {
  for (let i = used.length + 1; ; i++) if (!used.includes(`${prefix}${i}`)) return `${prefix}${i}`;
};
/** The last notice of hearing issued while ex parte (to the complainant) on which no hearing is recorded yet. */
export const inAbsenceNotice = (s: S): string | undefined => {
  const last = s.hearingNotices.at(-1);
  return last?.inAbsence && !s.hearings.some((h) => h.hearingNoticeId === last.hearingNoticeId)
    ? last.hearingNoticeId
    : undefined;
};
export const attemptIds = (s: S): string[] =>
  [
    ...(s.notice?.service.attempts ?? []),
    ...s.hearingNotices.flatMap((h) => [...h.service.attempts, ...(h.complainantService?.attempts ?? [])]),
  ].map((a) => a.attemptId);
