// The order sheet: one row per proceeding, in order, with its date, what was done and the provisions it rests on.

import type { Delivery } from '../../app/cases/delivery.ts';
import { deliveryOf } from '../../app/cases/delivery.ts';
import { labels, PROVISIONS } from '../../rules/provisions.ts';
import type { AdjudicationEvent } from '../../domain/adjudication/events.ts';
import type { ServiceProof } from '../../domain/service/service.ts';
import type { Block, DocumentModel, Lang, Layout } from '../types.ts';
import type { OrderSheetValues } from '../models/order-sheet.ts';
import { asRecorded, base, longDate, rupees, shortDate, tr } from '../format.ts';
import { basisBlocks, signatureBlock } from './common.ts';

const SERVICE: Record<string, [string, string]> = {
  tender: ['by tender', 'निविदान द्वारा'],
  electronic: ['through electronic means', 'इलेक्ट्रॉनिक साधन से'],
  'speed-post': ['by speed post', 'स्पीड पोस्ट द्वारा'],
  affixing: ['by affixing on the outer door', 'बाहरी द्वार पर चिपकाकर'],
};

/** What became of the notice, on every line of service (issue 14): delivered, refused, returned or pending. */
export const DELIVERY: Readonly<Record<Delivery, readonly [string, string]>> = {
  delivered: ['delivered', 'सुपुर्द हुई'],
  refused: ['refused by the addressee', 'पाने वाले ने लेने से इंकार किया'],
  returned: ['returned undelivered', 'बिना तामील लौटी'],
  pending: ['pending (result awaited)', 'लंबित (परिणाम की प्रतीक्षा)'],
};

function delivery(e: AdjudicationEvent, L: Lang): string {
  const d = deliveryOf(e.type, e);
  return d ? tr(L, DELIVERY[d][0], DELIVERY[d][1]) : '';
}

/** The proof of an attempt at service, by its manner (Rule 4(5); service.ts ServiceProof), as a sentence. */
export function proofText(p: ServiceProof | undefined, L: Lang): string {
  if (!p) return '';
  const doc = (id: string | undefined, en: string, hi: string): string =>
    id ? tr(L, ` ${en} on record (document ${id}).`, ` ${hi} अभिलेख पर (दस्तावेज़ ${id})।`) : '';
  if (p.articleNumber) return tr(L, `Article number ${p.articleNumber}.`, `वस्तु संख्या ${p.articleNumber}।`);
  if (p.tenderedBy || p.tenderedTo) {
    return (
      tr(
        L,
        `Tendered by ${p.tenderedBy ?? '—'} to ${p.tenderedTo ?? '—'} at ${p.at ?? '—'}.`,
        `${p.tenderedBy ?? '—'} द्वारा ${p.tenderedTo ?? '—'} को ${p.at ?? '—'} बजे निविदान।`,
      ) + doc(p.acknowledgementDocumentId, 'Acknowledgement', 'पावती')
    );
  }
  if (p.place || p.photoDocumentId) {
    const w = (p.witnesses ?? []).join(', ');
    return (
      tr(
        L,
        `Affixed at ${p.place ?? '—'} at ${p.at ?? '—'} before the witnesses ${w}.`,
        `${p.place ?? '—'} पर ${p.at ?? '—'} बजे साक्षियों ${w} के समक्ष चिपकाया गया।`,
      ) + doc(p.photoDocumentId, 'Photograph', 'फ़ोटो')
    );
  }
  if (p.address || p.messageId)
    return tr(
      L,
      `Emailed to ${p.address ?? '—'}, Message-ID ${p.messageId ?? '—'}.`,
      `${p.address ?? '—'} को ईमेल, Message-ID ${p.messageId ?? '—'}।`,
    );
  return '';
}

/** Assisted access (issue 30): who recorded the party's act for them, and the consent on record. */
function actedForText(a: { operator: string; party: string; consentDocumentId: string } | undefined, L: Lang) {
  if (!a) return '';
  return tr(
    L,
    ` Recorded by ${a.operator} for ${a.party}, consent document ${a.consentDocumentId}.`,
    ` ${a.party} की ओर से ${a.operator} द्वारा दर्ज, सहमति दस्तावेज़ ${a.consentDocumentId}।`,
  );
}

/** What the proceeding was, in a line or two. */
export function describe(e: AdjudicationEvent, L: Lang): string {
  const d = (x: Parameters<typeof longDate>[0]): string => longDate(x, L);
  switch (e.type) {
    case 'complaint-registered':
      return tr(
        L,
        `Complaint in Form-I received from ${e.particulars.complainant.name} against ${e.particulars.contravener.name} and registered.`,
        `${e.particulars.complainant.name} से ${e.particulars.contravener.name} के विरुद्ध प्ररूप-I में शिकायत प्राप्त हुई और पंजीकृत की गई।`,
      );
    case 'show-cause-notice-issued':
      return tr(
        L,
        `Show-cause notice in Form-II issued, reply within ${e.replyDays} days of service; copy of the complaint enclosed.`,
        `प्ररूप-II में कारण बताओ सूचना जारी की गई, तामील से ${e.replyDays} दिन के भीतर उत्तर; शिकायत की प्रति संलग्न।`,
      );
    case 'service-attempted': {
      const more = [proofText(e.proof, L), e.particulars ?? ''].filter(Boolean).join(' ');
      if (e.refused) {
        const w =
          e.refused.witnesses.length > 0
            ? tr(L, ` Witnesses: ${e.refused.witnesses.join(', ')}.`, ` साक्षी: ${e.refused.witnesses.join(', ')}।`)
            : '';
        return tr(
          L,
          `Notice tendered and refused: ${proofText(e.proof, L)} ${e.refused.refusal}.${w} Not served; service to proceed by the next manner.`,
          `सूचना निविदत्त की गई और लेने से इंकार किया गया: ${proofText(e.proof, L)} ${e.refused.refusal}।${w} तामील नहीं हुई; तामील अगली रीति से की जाएगी।`,
        ).trim();
      }
      return tr(
        L,
        `Service attempted ${SERVICE[e.mode]![0]}${e.to === 'complainant' ? " (the complainant's copy)" : ''}: ${delivery(e, L)}. ${more}`,
        `तामील का प्रयास ${SERVICE[e.mode]![1]}${e.to === 'complainant' ? ' (शिकायतकर्ता की प्रति)' : ''}: ${delivery(e, L)}। ${more}`,
      ).trim();
    }
    case 'service-outcome-recorded':
      return tr(
        L,
        `Outcome of service recorded${e.to === 'complainant' ? " (the complainant's copy)" : ''}: ${delivery(e, L)}.`,
        `तामील का परिणाम अभिलिखित${e.to === 'complainant' ? ' (शिकायतकर्ता की प्रति)' : ''}: ${delivery(e, L)}।`,
      );
    case 'service-deemed':
      return tr(
        L,
        `Notice ${delivery(e, L)}; service deemed complete: ${asRecorded(e.reasons, L)}`,
        `सूचना ${delivery(e, L)}; तामील पूर्ण समझी गई: ${asRecorded(e.reasons, L)}`,
      );
    case 'summons-issued':
      return tr(
        L,
        `Summons issued to ${e.witnessName} to appear on ${d(e.appearOn)}.`,
        `${e.witnessName} को ${d(e.appearOn)} को उपस्थित होने के लिए समन जारी किया गया।`,
      );
    case 'summons-appearance-recorded':
      return tr(
        L,
        `The person summoned appeared: ${asRecorded(e.statement, L)}`,
        `समन किया गया व्यक्ति उपस्थित हुआ: ${asRecorded(e.statement, L)}`,
      );
    case 'attendance-enforced':
      return tr(
        L,
        `Attendance enforced: ${asRecorded(e.reasons, L)}`,
        `उपस्थिति प्रवर्तित की गई: ${asRecorded(e.reasons, L)}`,
      );
    case 'reply-period-extended':
      return tr(
        L,
        `Reply period extended by ${e.extraDays} days to ${d(e.dueOn)}: ${asRecorded(e.reasons, L)}`,
        `उत्तर की अवधि ${e.extraDays} दिन बढ़ाकर ${d(e.dueOn)} तक की गई: ${asRecorded(e.reasons, L)}`,
      );
    case 'reply-recorded':
      return tr(
        L,
        `Reply ${e.submittedBy ? 'submitted on the portal' : 'received'}${e.admits ? ', admitting the contravention' : ', denying the contravention'}${e.late ? ' (after the period)' : ''}.`,
        `उत्तर ${e.submittedBy ? 'पोर्टल पर प्रस्तुत किया गया' : 'प्राप्त हुआ'}${e.admits ? ', उल्लंघन की स्वीकृति सहित' : ', उल्लंघन से इंकार'}${e.late ? ' (अवधि के पश्चात्)' : ''}।`,
      );
    case 'reply-extension-requested':
      return tr(
        L,
        `The person complained against asked for more time to reply${e.days ? ` (${e.days} days)` : ''}: ${asRecorded(e.reasons, L)}`,
        `कथित उल्लंघनकर्ता ने उत्तर के लिए समय-वृद्धि माँगी${e.days ? ` (${e.days} दिन)` : ''}: ${asRecorded(e.reasons, L)}`,
      );
    case 'reply-extension-refused':
      return tr(
        L,
        `The request for more time of ${d(e.requestedOn)} refused: ${asRecorded(e.reasons, L)}`,
        `${d(e.requestedOn)} का समय-वृद्धि का अनुरोध अस्वीकार किया गया: ${asRecorded(e.reasons, L)}`,
      );
    case 'ex-parte-recalled':
      return tr(
        L,
        `Ex parte proceeding of ${d(e.exParteOn)} recalled; the hearing under Rule 4(6) to follow: ${asRecorded(e.reasons, L)}`,
        `${d(e.exParteOn)} की एकपक्षीय कार्यवाही वापस ली गई; नियम 4(6) के अधीन सुनवाई होगी: ${asRecorded(e.reasons, L)}`,
      );
    case 'ex-parte-recorded':
      return tr(
        L,
        `No reply by ${d(e.replyDueOn)}; hearing to proceed in absence: ${asRecorded(e.reasons, L)}`,
        `${d(e.replyDueOn)} तक उत्तर नहीं; सुनवाई अनुपस्थिति में होगी: ${asRecorded(e.reasons, L)}`,
      );
    case 'hearing-notice-issued': {
      const at = e.time ? tr(L, ` at ${e.time}`, ` ${e.time} बजे`) : '';
      const where = e.place ? tr(L, `, ${e.place}`, `, ${e.place}`) : '';
      const withdrawn = e.withdraws
        ? tr(
            L,
            ` The earlier notice of hearing (${e.withdraws}) is withdrawn${e.adjournment ? `; adjourned at the request of ${e.adjournment.soughtBy === 'officer' ? 'the officer' : e.adjournment.soughtBy === 'complainant' ? 'the complainant' : 'the person complained against'}: ${e.adjournment.reasons}` : ''}.`,
            ` पूर्व सुनवाई की सूचना (${e.withdraws}) वापस ली गई${e.adjournment ? `; ${e.adjournment.soughtBy === 'officer' ? 'अधिकारी' : e.adjournment.soughtBy === 'complainant' ? 'शिकायतकर्ता' : 'जिसके विरुद्ध शिकायत है उस व्यक्ति'} के अनुरोध पर स्थगित: ${e.adjournment.reasons}` : ''}।`,
          )
        : '';
      const closed = e.closedDay
        ? tr(
            L,
            ` The office is closed that day (${e.closedDay}); fixed knowingly.`,
            ` उस दिन कार्यालय बंद है (${e.closedDay}); जानते हुए नियत।`,
          )
        : '';
      const short = e.shortNoticeReasons
        ? tr(
            L,
            ` Shorter notice, for reasons recorded: ${e.shortNoticeReasons}`,
            ` कम अवधि की सूचना, दर्ज कारणों से: ${e.shortNoticeReasons}`,
          )
        : '';
      return tr(
        L,
        `Notice of hearing issued for ${d(e.hearingOn)}${at}${where}.${withdrawn}${closed}${short}`,
        `${d(e.hearingOn)}${at}${where} के लिए सुनवाई की सूचना जारी की गई।${withdrawn}${closed}${short}`,
      );
    }
    case 'waiver-recorded':
      return tr(
        L,
        `${e.by === 'complainant' ? 'The complainant' : 'The person complained against'} waived the hearing in writing (document ${e.documentId}): "${e.words}"`,
        `${e.by === 'complainant' ? 'शिकायतकर्ता' : 'जिसके विरुद्ध शिकायत है उस व्यक्ति'} ने लिखित में सुनवाई का अधित्यजन किया (दस्तावेज़ ${e.documentId}): "${e.words}"`,
      );
    case 'hearing-recorded':
      if (e.materialExamined) {
        return tr(
          L,
          `Hearing held in the absence of the person complained against; the complainant's material examined: ${asRecorded(e.materialExamined.join('; '), L)}. ${asRecorded(e.notes, L)}`,
          `कथित उल्लंघनकर्ता की अनुपस्थिति में सुनवाई हुई; शिकायतकर्ता की सामग्री की परीक्षा की गई: ${asRecorded(e.materialExamined.join('; '), L)}। ${asRecorded(e.notes, L)}`,
        );
      }
      return tr(
        L,
        `Hearing held${e.explained ? '; contravention and provisions explained' : ''}. ${asRecorded(e.notes, L)}`,
        `सुनवाई हुई${e.explained ? '; उल्लंघन और उपबंध समझाए गए' : ''}। ${asRecorded(e.notes, L)}`,
      );
    case 'written-submissions-allowed':
      return tr(L, `Written submissions allowed on: ${e.issues}`, `लिखित निवेदन की अनुमति: ${e.issues}`);
    case 'party-filed':
      return tr(
        L,
        `Filed by the ${e.by}: ${e.items.join('; ')}`,
        `${e.by === 'complainant' ? 'शिकायतकर्ता' : 'कथित उल्लंघनकर्ता'} द्वारा फाइल किया गया: ${e.items.join('; ')}`,
      );
    case 'proceedings-extended':
      return tr(
        L,
        `Proceedings extended by ${e.days} days to ${d(e.dueOn)}: ${asRecorded(e.reasons, L)}`,
        `कार्यवाही की अवधि ${e.days} दिन बढ़ाकर ${d(e.dueOn)} तक की गई: ${asRecorded(e.reasons, L)}`,
      );
    case 'order-passed':
      return e.order.kind === 'dismissal'
        ? tr(L, 'Final order passed: complaint dismissed.', 'अंतिम आदेश पारित: शिकायत खारिज।')
        : tr(
            L,
            `Final order passed: penalty ${rupees(e.order.penaltyPaise)}, compensation ${rupees(e.order.compensationPaise)}.`,
            `अंतिम आदेश पारित: शास्ति ${rupees(e.order.penaltyPaise)}, प्रतिकर ${rupees(e.order.compensationPaise)}।`,
          );
    case 'order-copy-supplied':
      return tr(
        L,
        `Signed copy of the order supplied free of cost to the ${e.to}.`,
        `आदेश की हस्ताक्षरित प्रति ${e.to === 'complainant' ? 'शिकायतकर्ता' : 'कथित उल्लंघनकर्ता'} को निःशुल्क दी गई।`,
      );
    case 'deposit-recorded':
      return tr(
        L,
        `Deposit of ${rupees(e.amountPaise)} received, receipt ${e.receiptNo}; outstanding ${rupees(e.outstandingAfterPaise)}.`,
        `${rupees(e.amountPaise)} जमा प्राप्त, रसीद ${e.receiptNo}; शेष ${rupees(e.outstandingAfterPaise)}।`,
      );
    case 'referred-for-recovery':
      return tr(
        L,
        `Referred to the Animal Welfare Board of India for recovery of ${rupees(e.outstandingPaise)}.${e.appealPending ? ` At the time, an appeal against the order (${e.appealPending.number}, filed on ${longDate(e.appealPending.filedOn, L)}) is pending; the Board is told so.` : ''}`,
        `${rupees(e.outstandingPaise)} के लिए भारतीय जीव-जंतु कल्याण बोर्ड को वसूली हेतु संदर्भ भेजा गया।${e.appealPending ? ` उस समय आदेश के विरुद्ध अपील (${e.appealPending.number}, ${longDate(e.appealPending.filedOn, L)} को फाइल की गई) लंबित है; बोर्ड को यह सूचित किया गया।` : ''}`,
      );
  }
}

const basisLabels = (ids: readonly (keyof typeof PROVISIONS)[], L: Lang): string =>
  (L === 'hi' ? ids.map((id) => PROVISIONS[id].labelHi) : labels(ids)).join(', ');

export const ORDER_SHEET_HEAD = {
  en: ['No.', 'Date', 'Proceeding', 'Basis'],
  hi: ['क्रम', 'दिनांक', 'कार्यवाही', 'आधार'],
} as const;

export function orderSheetLayout(m: DocumentModel<OrderSheetValues>): Layout {
  const L = m.header.lang;
  const v = m.values;
  const title = tr(L, 'Order Sheet', 'आदेश पत्रक');
  const blocks: Block[] = [
    { k: 'title', text: title },
    {
      k: 'fields',
      rows: [
        {
          label: tr(L, 'Complainant', 'शिकायतकर्ता'),
          value: `${v.parties.complainant.name}, ${v.parties.complainant.address}`,
        },
        {
          label: tr(L, 'Alleged contravener', 'कथित उल्लंघनकर्ता'),
          value: `${v.parties.contravener.name}, ${v.parties.contravener.address}`,
        },
      ],
    },
    {
      k: 'table',
      widths: [0.45, 1, 4.2, 1.6],
      head: [...ORDER_SHEET_HEAD[base(L)]],
      rows: v.entries.map((e) => [
        String(e.no),
        shortDate(e.on),
        describe(e.event, L) + actedForText(e.event.actedFor, L),
        basisLabels(e.basis, L),
      ]),
    },
    signatureBlock(m.header, false),
    ...basisBlocks(m.header),
  ];
  return { title, blocks };
}
