// The structured proof of an attempt at service (Rule 4(5), Rule 7(9); issue 6), shared by the complaint case and the
// appeal. One object; the fields that count are those of the attempt's manner, and the domain refuses what the manner
// needs and lacks (SERVICE.ARTICLE_NUMBER_REQUIRED / _INVALID, SERVICE.TENDER_PARTICULARS_REQUIRED,
// SERVICE.TENDER_ACKNOWLEDGEMENT_REQUIRED, SERVICE.AFFIXING_PROOF_REQUIRED, SERVICE.DOCUMENT_UNKNOWN).

import { z } from 'zod';
import { Line } from './common.ts';

const short = Line().max(500);
const docId = Line().min(1).max(100);
const time = Line().max(5).meta({ description: "Time of day, 'HH:MM' (24-hour, India time).", example: '10:30' });

export const ServiceProofSchema = z
  .strictObject({
    tenderedBy: short.optional().meta({ description: 'Tender (clause (i)): who tendered the notice.' }),
    tenderedTo: short
      .optional()
      .meta({ description: 'Tender: to whom (the person or the authorised representative).' }),
    at: time.optional().meta({ description: "Tender or affixing: the time, 'HH:MM'." }),
    acknowledgementDocumentId: docId.optional().meta({
      description:
        'Tender: the acknowledgement (signature or photo), a document attached to this case; required when served.',
    }),
    articleNumber: Line().max(30).optional().meta({
      description: 'Speed post (clause (ii)): the India Post article number, two letters, nine digits, two letters.',
      example: 'EK123456789IN',
    }),
    place: short.optional().meta({ description: 'Affixing (clause (iii)): where the notice was affixed.' }),
    photoDocumentId: docId
      .optional()
      .meta({ description: 'Affixing: the photo of the affixed notice, a document attached to this case.' }),
    witnesses: z
      .array(short)
      .max(20)
      .optional()
      .meta({ description: 'Affixing: the names of the witnesses, at least one.' }),
    address: short.optional().meta({ description: 'Electronic means: the address the notice was sent to.' }),
    messageId: short.optional().meta({ description: 'Electronic means: the Message-ID.' }),
  })
  .meta({
    id: 'ServiceProof',
    description:
      'Proof of the attempt, by its manner: tender {tenderedBy, tenderedTo, at, acknowledgementDocumentId}; speed-post {articleNumber}; affixing {place, at, photoDocumentId, witnesses}; electronic {address, messageId}.',
  });

/** Rule 4(5)(i) / 7(9)(i) (issue 13): the tender the person refused to accept: who tendered, to whom, at what time. */
export const TenderRefusedProofSchema = z
  .strictObject({
    tenderedBy: short.meta({ description: 'Who tendered the notice.' }),
    tenderedTo: short.meta({
      description: 'To whom it was tendered (the person or the authorised representative), who refused it.',
    }),
    at: time.meta({ description: "The time of the tender, 'HH:MM' (24-hour, India time)." }),
  })
  .meta({ id: 'TenderRefusedProof' });
