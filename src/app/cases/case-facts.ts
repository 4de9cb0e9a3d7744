// The typed facts of a proceeding the officers' pages show (issue 14): the complaint's particulars, the notice, the
// hearing, the service attempts, the defects of an appeal and its Form-III as amended, the order appealed against,
// the documents and the order sheet as typed entries. Built here from the replayed state and the recorded entries,
// so no page reads an event's payload.

import type { AdjudicationState } from '../../domain/adjudication/index.ts';
import { listedItems, ordinaryHearings } from '../../domain/adjudication/index.ts';
import type { ListedItem } from '../../domain/adjudication/index.ts';
import type { AppealState, Form3Particulars } from '../../domain/appeal/index.ts';
import type { AssamCase } from '../../domain/assam/state.ts';
import type { ServiceState } from '../../domain/service/service.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import { adjudicationHearing } from '../parties/adjudication-view.ts';
import { appealHearing } from '../parties/appeal-view.ts';
import { documentsView } from '../parties/documents-view.ts';
import { plainOrderSheet } from '../parties/order-sheet-view.ts';
import type { DocumentsView, HearingView, PlainEntry } from '../parties/types.ts';
import type { OfficeInfo, RecordedEntry, StreamKind } from '../ports/store.ts';

export interface PersonView {
  readonly name: string;
  readonly parentName?: string;
  readonly address: string;
  readonly contact?: string;
  readonly email?: string;
}

/** Form-I as registered (Rule 3): who complains, against whom, what happened and the evidence. */
export interface ComplaintView {
  readonly receivedOn: LocalDate;
  readonly mode: 'writing' | 'electronic';
  readonly capacity: string;
  readonly complainant: PersonView;
  readonly contravener: PersonView;
  readonly contravention: {
    readonly date: LocalDate;
    readonly time?: string;
    readonly place: string;
    readonly nature: string;
  };
  readonly provisionAlleged: string;
  readonly statement: string;
  readonly evidence: readonly string[];
  readonly compensationOrCharges?: string;
  /** Section 26 (Assam): registered on the officer's finding on jurisdiction, in the officer's words. */
  readonly crossTrackFinding?: string;
}

export interface NoticeView {
  readonly issuedOn: LocalDate;
  readonly contravention: string;
  readonly provisionAlleged: string;
}

/** A service attempt on a notice of the case, with its outcome as it stands. */
export interface AttemptView {
  readonly attemptId: string;
  readonly mode: string;
  readonly outcome: 'pending' | 'served' | 'failed';
  readonly hearingNoticeId?: string;
}

/** An order-sheet entry with the words the officer recorded (reasons, notes, the reply's text). */
export interface TimelineEntry extends PlainEntry {
  readonly words?: string;
}

export interface DefectView {
  readonly id: string;
  readonly field: string;
  readonly description: string;
  readonly basis: readonly ProvisionId[];
  readonly status: 'found' | 'intimated' | 'rectified';
}

/** The appeal as the appellate authority scrutinises it (Rule 7): Form-III as amended, item 9, the defects, the order. */
export interface AppealFacts {
  readonly form?: Form3Particulars;
  /** The portal's count for item 9 (a note for the appellate authority, never the appellant's answer: I-W2). */
  readonly item9?: {
    readonly answer: 'YES' | 'NO';
    readonly due: LocalDate;
    readonly orderOn: LocalDate;
    readonly receivedOn: LocalDate;
    readonly periodDays: number;
    readonly paramStatus: 'enacted' | 'configured';
  };
  readonly defects: readonly DefectView[];
  readonly order?: {
    readonly caseNumber?: string;
    readonly provision: ProvisionId;
    readonly on: LocalDate;
    readonly penaltyPaise: number;
    readonly compensationPaise: number;
    /** Issue 30: the rest of what the order below awarded, shown beside the fields that vary it. */
    readonly expensesPaise?: number;
    readonly chargesPaise?: number;
    readonly compensationPayee?: 'complainant' | 'contravener';
    /** Issue 30: the order's time to pay (the penalty's days and last day; the compensation's day). */
    readonly depositDays?: number;
    readonly depositDue?: LocalDate;
    readonly compensationPayBy?: LocalDate;
  };
}

export interface CaseFacts {
  readonly complaint?: ComplaintView;
  readonly notice?: NoticeView;
  /** The final order of the complaint case (Rule 4(12) or 4(13)). */
  readonly order?: { readonly on: LocalDate; readonly provision: ProvisionId; readonly kind: string };
  readonly hearing?: HearingView;
  readonly attempts: readonly AttemptView[];
  readonly documents: DocumentsView;
  readonly timeline: readonly TimelineEntry[];
  readonly appeal?: AppealFacts;
  /** Rule 4(6) after an admission (issue 13): whether the reply admits (ex parte not standing) and the last ordinary hearing. */
  readonly admission?: { readonly heardOn?: LocalDate };
  /** The Assam report (s.26A): the court that took cognizance and its case number. */
  readonly cognizance?: { readonly on: LocalDate; readonly court: string; readonly caseNumber: string };
  /** The witnesses and documents the parties listed under Rule 4(11), which the order says were examined or not. */
  readonly listed?: readonly ListedItem[];
}

const WORDS = ['reasons', 'text', 'notes', 'particulars', 'note', 'issues'] as const;

function wordsOf(payload: unknown): string | undefined {
  const p = (payload ?? {}) as Readonly<Record<string, unknown>>;
  return WORDS.map((k) => p[k]).find((x): x is string => typeof x === 'string' && x.trim() !== '');
}

const address = (a: { text: string; pin?: string }): string => [a.text, a.pin].filter(Boolean).join(' ');

function attemptsOf(sv: ServiceState | undefined, hearingNoticeId?: string): AttemptView[] {
  return (sv?.attempts ?? []).map((a) => ({
    attemptId: a.attemptId,
    mode: a.mode,
    outcome: a.outcome,
    ...(hearingNoticeId ? { hearingNoticeId } : {}),
  }));
}

function adjudicationFacts(s: AdjudicationState, office: OfficeInfo): Omit<CaseFacts, 'documents' | 'timeline'> {
  const c = s.complaint;
  const complaint: ComplaintView | undefined = c && {
    receivedOn: c.receivedOn,
    mode: c.mode,
    capacity: c.filedBy.capacity,
    complainant: {
      name: c.particulars.complainant.name,
      address: address(c.particulars.complainant.address),
      ...(c.particulars.complainant.parentName ? { parentName: c.particulars.complainant.parentName } : {}),
      ...(c.particulars.complainant.contactNumber ? { contact: c.particulars.complainant.contactNumber } : {}),
      ...(c.particulars.complainant.email ? { email: c.particulars.complainant.email } : {}),
    },
    contravener: {
      name: c.particulars.contravener.name,
      address: address(c.particulars.contravener.address),
      ...(c.particulars.contravener.parentName ? { parentName: c.particulars.contravener.parentName } : {}),
    },
    contravention: c.particulars.contravener.contravention,
    provisionAlleged: c.particulars.contravener.provisionAlleged,
    statement: c.particulars.contravener.statement,
    evidence: c.particulars.contravener.evidence,
    ...(c.particulars.contravener.compensationOrCharges
      ? { compensationOrCharges: c.particulars.contravener.compensationOrCharges }
      : {}),
    ...(c.crossTrack ? { crossTrackFinding: c.crossTrack.finding } : {}),
  };
  const hearing = adjudicationHearing(s, office);
  return {
    ...(complaint ? { complaint } : {}),
    ...(s.notice
      ? {
          notice: {
            issuedOn: s.notice.issuedOn,
            contravention: s.notice.contravention,
            provisionAlleged: s.notice.provisionAlleged,
          },
        }
      : {}),
    ...(s.order ? { order: { on: s.order.on, provision: s.order.basis, kind: s.order.kind } } : {}),
    ...(hearing ? { hearing } : {}),
    ...(listedItems(s).length > 0 ? { listed: listedItems(s) } : {}),
    ...(s.reply?.admits === true && s.exParte === undefined
      ? { admission: ordinaryHearings(s).length > 0 ? { heardOn: ordinaryHearings(s).at(-1)!.on } : {} }
      : {}),
    attempts: [
      ...attemptsOf(s.notice?.service),
      ...s.hearingNotices.flatMap((h) => attemptsOf(h.service, h.hearingNoticeId)),
    ],
  };
}

function appealFacts(
  s: AppealState,
  office: OfficeInfo,
  entries: readonly RecordedEntry[],
): Omit<CaseFacts, 'documents' | 'timeline'> {
  // The place or link the hearing was fixed with (Rule 7(10)) is on its event, not in the state.
  const scheduled = entries.filter((e) => e.type === 'appeal.hearing-scheduled').at(-1);
  const { venueOrLink: venue, time } = (scheduled?.payload ?? {}) as { venueOrLink?: unknown; time?: unknown };
  const hearing = appealHearing(
    s,
    typeof venue === 'string' ? venue : undefined,
    office,
    typeof time === 'string' ? time : undefined,
  );
  const o = s.order;
  return {
    ...(hearing ? { hearing } : {}),
    attempts: attemptsOf(s.notice?.service),
    appeal: {
      ...(s.form ? { form: s.form } : {}),
      ...(s.item9
        ? {
            item9: {
              answer: s.item9.answer,
              due: s.item9.due,
              orderOn: s.item9.orderOn,
              receivedOn: s.item9.receivedOn,
              periodDays: s.item9.periodDays,
              paramStatus: s.item9.paramStatus,
            },
          }
        : {}),
      defects: s.defects.map((d) => ({
        id: d.id,
        field: d.field,
        description: d.description,
        basis: d.basis,
        status: d.status,
      })),
      ...(o
        ? {
            order: {
              ...(o.caseNumber ? { caseNumber: o.caseNumber } : {}),
              provision: o.provision,
              on: o.on,
              penaltyPaise: o.penaltyPaise,
              compensationPaise: o.compensationPaise,
              expensesPaise: o.expensesPaise,
              chargesPaise: o.chargesPaise,
              ...(o.compensationPayee ? { compensationPayee: o.compensationPayee } : {}),
              ...(o.depositDays !== undefined && o.depositDue
                ? { depositDays: o.depositDays, depositDue: o.depositDue }
                : {}),
              ...(o.compensationPayBy ? { compensationPayBy: o.compensationPayBy } : {}),
            },
          }
        : {}),
    },
  };
}

/** The facts of the proceeding from its replayed state and its entries; `office` is the office that hears it. */
export function caseFacts(
  kind: StreamKind,
  state: unknown,
  entries: readonly RecordedEntry[],
  office: OfficeInfo,
): CaseFacts {
  const words = new Map(entries.map((e) => [e.seq, wordsOf(e.payload)]));
  const timeline: TimelineEntry[] = plainOrderSheet(entries).map((e) => {
    const w = words.get(e.seq);
    // A note worded by the catalogue replaces the domain's English `notes` (the law's words, not the officer's).
    return w && !e.note ? { ...e, words: w } : e;
  });
  const base = { documents: documentsView(kind, entries), timeline };
  if (kind === 'adjudication') return { ...base, ...adjudicationFacts(state as AdjudicationState, office) };
  if (kind === 'appeal') return { ...base, ...appealFacts(state as AppealState, office, entries) };
  const cognizance = kind === 'assam' ? (state as AssamCase).cognizance : undefined;
  return { ...base, attempts: [], ...(cognizance ? { cognizance } : {}) };
}
