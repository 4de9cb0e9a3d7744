// The order sheet in plain words: each proceeding of the record with the sentence its event catalogue gives (the
// party's words, src/app/proceedings/) and the officer's line, and the proof of a line of service. The rows the
// application writes beside the proceeding (documents issued or attached) are listed with the documents, not here.

import type { ProvisionId } from '../../rules/provisions.ts';
import { isProvisionId } from '../../rules/provisions.ts';
import { deliveryOf } from '../cases/delivery.ts';
import { APP_RECORD_TYPES } from '../cases/record.ts';
import type { RecordedEntry } from '../ports/store.ts';
import { noteOf, officerLine, partySentence, proofOf } from '../proceedings/events.ts';
import type { PlainEntry } from './types.ts';

type P = Readonly<Record<string, unknown>>;
const str = (x: unknown): string | undefined => (typeof x === 'string' ? x : undefined);

/** Who recorded the party's act for them (assisted access), as the event carries it. */
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
    .map((e) => {
      const proof = proofOf(e.type, e.payload);
      const delivery = deliveryOf(e.type, e.payload);
      const note = noteOf(e.type, e.payload);
      return {
        seq: e.seq,
        on: e.onDate,
        type: e.type,
        basis: e.basis.filter((b): b is ProvisionId => isProvisionId(b)),
        sentence: partySentence(e.type, e.payload),
        line: officerLine(e.type),
        ...(proof ? { proof: proof.proof, manner: proof.manner } : {}),
        ...(delivery ? { delivery } : {}),
        ...(note ? { note } : {}),
        ...actedForOf((e.payload ?? {}) as P),
      };
    });
}
