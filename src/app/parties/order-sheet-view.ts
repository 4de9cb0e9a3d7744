// The order sheet in plain words: each proceeding of the record as a typed fact (what, when, the figures it names),
// which the pages word in the reader's language. The rows the application writes beside the proceeding (documents
// issued or attached) are listed with the documents, not here.

import type { ServiceProof } from '../../domain/service/service.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import { isProvisionId } from '../../rules/provisions.ts';
import { deliveryOf } from '../cases/delivery.ts';
import { APP_RECORD_TYPES } from '../cases/record.ts';
import type { RecordedEntry } from '../ports.ts';
import type { PlainEntry } from './types.ts';

type P = Readonly<Record<string, unknown>>;
const str = (x: unknown): string | undefined => (typeof x === 'string' ? x : undefined);
const num = (x: unknown): number | undefined => (typeof x === 'number' ? x : undefined);
const date = (x: unknown): LocalDate | undefined =>
  typeof x === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(x) ? (x as LocalDate) : undefined;

/** The figures of one entry the plain words need, by its type. */
function facts(type: string, p: P): Omit<PlainEntry, 'seq' | 'on' | 'type' | 'basis'> {
  const attempt = (p['attempt'] ?? p) as P;
  switch (type) {
    case 'show-cause-notice-issued':
      return { days: num(p['replyDays']) ?? 0 };
    case 'service-attempted':
    case 'appeal.service-attempted': {
      const proof = attempt['proof'] as ServiceProof | undefined;
      return { mode: str(attempt['mode']) ?? '', outcome: str(attempt['outcome']) ?? '', ...(proof ? { proof } : {}) };
    }
    case 'service-outcome-recorded':
    case 'appeal.service-outcome': {
      const ack = str(p['acknowledgementDocumentId']);
      return { outcome: str(p['outcome']) ?? '', ...(ack ? { proof: { acknowledgementDocumentId: ack } } : {}) };
    }
    case 'reply-recorded':
      return { admits: p['admits'] === true, late: p['late'] === true, byParty: p['submittedBy'] === 'noticee' };
    case 'appeal.respondent-replied':
      return { late: p['late'] === true, byParty: p['submittedBy'] === 'respondent' };
    case 'reply-extension-requested': {
      const d = num(p['days']);
      return d ? { days: d } : {};
    }
    case 'reply-period-extended': {
      const d = date(p['dueOn']);
      return { days: num(p['extraDays']) ?? 0, ...(d ? { date: d } : {}) };
    }
    case 'proceedings-extended': {
      const d = date(p['dueOn']);
      return { days: num(p['days']) ?? 0, ...(d ? { date: d } : {}) };
    }
    case 'hearing-notice-issued':
    case 'appeal.hearing-scheduled': {
      const d = date(p['hearingOn']);
      return d ? { date: d } : {};
    }
    case 'summons-issued': {
      const d = date(p['appearOn']);
      return d ? { date: d } : {};
    }
    case 'order-passed': {
      const o = (p['order'] ?? {}) as P;
      return {
        kind: str(o['kind']) ?? '',
        amountPaise:
          (num(o['penaltyPaise']) ?? 0) +
          (num(o['compensationPaise']) ?? 0) +
          (num(o['expensesPaise']) ?? 0) +
          (num(o['chargesPaise']) ?? 0),
      };
    }
    case 'order-copy-supplied':
      return { to: str(p['to']) ?? '' };
    case 'appeal.copy-supplied':
      return { to: str(p['party']) ?? '' };
    case 'deposit-recorded':
      return { amountPaise: num(p['amountPaise']) ?? 0 };
    case 'referred-for-recovery':
      return { amountPaise: num(p['outstandingPaise']) ?? 0 };
    case 'appeal.referred-for-recovery':
      return { amountPaise: num(p['unpaidPaise']) ?? 0 };
    case 'appeal.notice-issued':
      return { days: num(p['replyDays']) ?? 0 };
    case 'appeal.defects-intimated': {
      const d = date(p['rectifyDue']);
      return d ? { date: d } : {};
    }
    case 'appeal.decided':
      return { outcome: str(p['outcome']) ?? '' };
    case 'party-filed':
      return { kind: str(p['kind']) ?? '', to: str(p['by']) ?? '' };
    default:
      return {};
  }
}

/** Who recorded the party's act for them (assisted access, issue 30), as the event carries it. */
function actedForOf(p: P): Pick<PlainEntry, 'actedFor'> {
  const a = p['actedFor'] as P | undefined;
  const operator = str(a?.['operator']);
  const party = str(a?.['party']);
  const consentDocumentId = str(a?.['consentDocumentId']);
  return operator && party && consentDocumentId ? { actedFor: { operator, party, consentDocumentId } } : {};
}

export function plainOrderSheet(entries: readonly RecordedEntry[]): PlainEntry[] {
  return entries
    .filter((e) => !APP_RECORD_TYPES.has(e.type))
    .map((e) => ({
      seq: e.seq,
      on: e.onDate,
      type: e.type,
      basis: e.basis.filter((b): b is ProvisionId => isProvisionId(b)),
      ...facts(e.type, (e.payload ?? {}) as P),
      ...(deliveryOf(e.type, e.payload) ? { delivery: deliveryOf(e.type, e.payload)! } : {}),
      ...actedForOf((e.payload ?? {}) as P),
    }));
}
