// A verified proof recorded on the order sheet (Rule 4(5)): the photos attached to the case, then the attempt through
// the proceeding's own command (record-service-attempt, record-tender-refused) by the field service, its words naming
// who served, when and where, and the proof's SHA-256. Used on arrival (submit.ts) and when the officer accepts a proof
// held for review as service (review.ts); the proceeding's guards decide either way.

import type { FieldCopyProof } from '../../domain/adjudication/events.ts';
import { indiaDate } from '../../lib/clock.ts';
import { indiaTime, parseInstant } from '../../lib/instant.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import { formatLegal, formatLegalHi } from '../../lib/local-date.ts';
import { decideContext } from '../cases/context.ts';
import { actorColumns, attachedDocumentIds, replayEntries } from '../cases/record.ts';
import { runSystemCommandIn } from '../cases/run-system-command.ts';
import { AppError } from '../errors.ts';
import { MACHINES } from '../machines.ts';
import type { RecordedEntry, StoreTx, StreamRef } from '../ports/store.ts';
import type { FieldDeps } from './field.ts';
import { FIELD_SERVICE, officeOf } from './field.ts';
import type { DeviceRow, TaskRow } from '../ports/field.ts';
import type { FieldProof } from './proof.ts';
import { reasonText } from './reasons.ts';

export interface KeptFile {
  readonly id: string;
  readonly sha256: string;
  readonly name: string;
  readonly mediaType: 'image/jpeg' | 'image/png';
  readonly size: number;
}

/** The words of the order sheet: who served, how, when and where, and the proof's SHA-256. */
function particularsOf(p: FieldProof, hash: string, d: DeviceRow, photos: number): string {
  const at = parseInstant(p.at)!;
  const when = `${formatLegal(indiaDate(at))} at ${indiaTime(at)} IST`;
  const where = p.geo
    ? `at ${p.geo.lat.toFixed(5)}, ${p.geo.lon.toFixed(5)} (GPS, within ${Math.round(p.geo.accuracy)} m)`
    : 'no location recorded';
  const how =
    p.manner === 'affixing'
      ? `Affixed by the process server ${d.accountName}${p.place ? ` on ${p.place}` : ''}, witnesses ${p.witnesses.join(', ')}`
      : p.outcome === 'refused'
        ? `Tendered by the process server ${d.accountName} to ${p.receiver ?? 'the person'}, who refused to accept it`
        : `Tendered by the process server ${d.accountName} to ${p.receiver ?? 'the person'}, who accepted it`;
  return `${how}, on ${when}, ${where}; ${photos === 1 ? '1 photo' : `${photos} photos`}${p.receiverSignature ? " and the receiver's signature" : ''}${p.remarks ? `; remarks: ${p.remarks}` : ''}. Proof recorded and signed on the process server's phone, SHA-256 ${hash}.`;
}

/** The same words in Hindi (the names, place and remarks as the phone recorded them). */
function particularsHiOf(p: FieldProof, hash: string, d: DeviceRow, photos: number): string {
  const at = parseInstant(p.at)!;
  const when = `${formatLegalHi(indiaDate(at))} को ${indiaTime(at)} बजे (भारतीय मानक समय)`;
  const where = p.geo
    ? `${p.geo.lat.toFixed(5)}, ${p.geo.lon.toFixed(5)} पर (GPS, ${Math.round(p.geo.accuracy)} मीटर के भीतर)`
    : 'स्थान दर्ज नहीं';
  const how =
    p.manner === 'affixing'
      ? `आदेशिका तामीलकर्ता ${d.accountName} द्वारा${p.place ? ` ${p.place} पर` : ''} चस्पा किया गया, साक्षी ${p.witnesses.join(', ')}`
      : p.outcome === 'refused'
        ? `आदेशिका तामीलकर्ता ${d.accountName} द्वारा ${p.receiver ?? 'व्यक्ति'} को निविदत्त किया गया, जिन्होंने लेने से इंकार किया`
        : `आदेशिका तामीलकर्ता ${d.accountName} द्वारा ${p.receiver ?? 'व्यक्ति'} को निविदत्त किया गया, जिन्होंने इसे स्वीकार किया`;
  return `${how}, ${when}, ${where}; ${photos} फ़ोटो${p.receiverSignature ? ' और प्राप्तकर्ता के हस्ताक्षर' : ''}${p.remarks ? `; टिप्पणी: ${p.remarks}` : ''}। सबूत तामीलकर्ता के फ़ोन पर दर्ज और हस्ताक्षरित, SHA-256 ${hash}।`;
}

export interface RecordInput {
  readonly stream: StreamRef;
  readonly entries: readonly RecordedEntry[];
  readonly proof: FieldProof;
  readonly hash: string;
  readonly device: DeviceRow;
  readonly task: TaskRow;
  readonly files: readonly KeptFile[];
  /** Words added to the particulars (the officer's acceptance on review). */
  readonly note?: string;
}

/**
 * Records the attempt the proof proves, or returns the proceeding's refusal (nothing written). The photos are attached
 * to the case first, in the same transaction, so the attempt's proof may cite them.
 */
export async function recordAttempt(
  tx: StoreTx,
  deps: FieldDeps,
  x: RecordInput,
): Promise<{ attemptId: string } | { reason: string }> {
  const { stream, entries, proof: p, hash, device: d, task: t, files } = x;
  const machine = MACHINES[stream.kind];
  const proofAt = parseInstant(p.at)!;
  const office = await officeOf(tx, stream.officeCode);
  const ctx = decideContext(office, deps.clock);
  const proofDay = indiaDate(proofAt);
  const on: LocalDate = proofDay < ctx.today ? proofDay : ctx.today;
  const atHm = indiaTime(proofAt);
  const attemptId = `field-${hash.slice(0, 16)}`;
  const ack = files.find((f) => f.mediaType === 'image/png')?.id ?? files[0]?.id;
  const ref = t.hearingNoticeId ? { hearingNoticeId: t.hearingNoticeId } : {};
  const photoCount = files.filter((f) => f.mediaType === 'image/jpeg').length;
  const particulars = `${particularsOf(p, hash, d, photoCount)}${x.note ? ` ${x.note}` : ''}`;
  if (t.notice === 'order-copy' && (p.manner !== 'tender' || p.outcome !== 'handed-over'))
    return { reason: reasonText('copy-not-handed') };
  const command =
    t.notice === 'order-copy'
      ? { type: 'supply-order-copy', to: t.copyTo, feePaise: 0, signed: true }
      : p.manner === 'affixing'
        ? {
            type: 'record-service-attempt',
            ...ref,
            attemptId,
            mode: 'affixing',
            outcome: 'served',
            particulars,
            proof: { place: p.place ?? t.address, at: atHm, photoDocumentId: files[0]?.id, witnesses: p.witnesses },
          }
        : p.outcome === 'refused'
          ? {
              type: 'record-tender-refused',
              ...ref,
              attemptId,
              proof: { tenderedBy: d.accountName, tenderedTo: p.receiver ?? t.addressee, at: atHm },
              refusal: `${p.refusal ?? 'Refused to accept the notice'}. ${particulars}`,
              witnesses: p.witnesses,
            }
          : {
              type: 'record-service-attempt',
              ...ref,
              attemptId,
              mode: 'tender',
              outcome: 'served',
              particulars,
              proof: {
                tenderedBy: d.accountName,
                tenderedTo: p.receiver ?? t.addressee,
                at: atHm,
                ...(ack ? { acknowledgementDocumentId: ack } : {}),
              },
            };
  // The proceeding's own guards first, with the photos as they will be attached.
  const attached = attachedDocumentIds(entries);
  const dry = machine.decide(
    replayEntries(machine, entries),
    { ...command, on },
    { ...ctx, attachedDocumentIds: [...attached, ...files.map((f) => f.id)] },
  );
  if (!dry.ok) return { reason: reasonText('proceeding-refused', dry.error.message) };
  const toAttach = files.filter((f) => !attached.includes(f.id));
  if (toAttach.length > 0) {
    await tx.append(
      stream,
      toAttach.map((f) => ({
        type: 'document-attached',
        onDate: ctx.today,
        payload: { documentId: f.id, sha256: f.sha256, mediaType: f.mediaType, byteSize: f.size, fileName: f.name },
        basis: [],
        ...actorColumns(FIELD_SERVICE),
        recordedAt: deps.clock.now(),
      })),
    );
  }
  // The copy of the order carries the verified proof on its order-sheet entry (a notice's attempt cites it in words).
  const fieldProof: FieldCopyProof = {
    sha256: hash,
    servedBy: d.accountName,
    receivedBy: p.receiver ?? t.addressee,
    at: atHm,
    ...(p.place ? { place: p.place } : {}),
    ...(ack ? { photoDocumentId: ack } : {}),
  };
  const r = await runSystemCommandIn(tx, deps.clock, FIELD_SERVICE, {
    streamId: stream.id,
    command: { ...command, on },
    stamp:
      t.notice === 'order-copy'
        ? { fieldProof: { ...fieldProof } }
        : command.type === 'record-service-attempt' && stream.kind === 'adjudication'
          ? { particularsHi: `${particularsHiOf(p, hash, d, photoCount)}${x.note ? ` ${x.note}` : ''}` }
          : {},
  });
  if (r.kind !== 'recorded')
    throw new AppError('INTERNAL', `The attempt was refused after its check: ${r.refusal.message}`);
  return { attemptId };
}
