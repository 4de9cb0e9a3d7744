// Words of the money book's forms, in English and Hindi (Hindi terms from the glossary; the same words as the money
// pages' dictionary, src/web/i18n/money.ts).

import type { DemandKind, DepositMode, RecoveryAction } from '../../domain/money/index.ts';
import type { FundPurpose, UtilisingBody } from '../../domain/fund/purposes.ts';
import type { Words } from './step.ts';
import { w } from './step.ts';

export const MW = {
  on: w('Date (dd/mm/yyyy)', 'तारीख'),
  onHelp: w('Today when left blank.', 'खाली छोड़ने पर आज की तारीख।'),
  head: w('Head', 'मद'),
  amount: w('Amount in rupees', 'राशि (रुपये में)'),
  amountHelp: w('At most the amount outstanding under that head, e.g. 1,500', 'उस मद के बकाया से अधिक नहीं, जैसे 1,500'),
  receipt: w('Receipt or challan number', 'रसीद या चालान संख्या'),
  receiptHelp: w(
    'A receipt or challan number is used once only (Section 28, Rule 4(12)).',
    'रसीद या चालान संख्या केवल एक बार प्रयोग होती है (धारा 28, नियम 4(12))।',
  ),
  mode: w('Mode of payment', 'भुगतान का माध्यम'),
  case: w('Case', 'मामला'),
  action: w('Action taken', 'की गई कार्रवाई'),
  note: w('Note of what was done', 'की गई कार्रवाई का विवरण'),
  recovered: w('Amount recovered in rupees (0 if none)', 'वसूली गई राशि रुपये में (कुछ नहीं तो 0)'),
  ifRecovered: w('If an amount was recovered.', 'यदि कोई राशि वसूली गई।'),
  bodyId: w('Short reference of the body', 'निकाय का संक्षिप्त संदर्भ'),
  bodyKind: w('Kind of body (Rule 8(1))', 'निकाय का प्रकार (नियम 8(1))'),
  bodyName: w('Name of the body', 'निकाय का नाम'),
  state: w('State', 'राज्य'),
  sanction: w('Sanction', 'स्वीकृति'),
  body: w('Utilising body', 'उपयोगकर्ता निकाय'),
  purpose: w('Purpose (Rule 8(1))', 'प्रयोजन (नियम 8(1))'),
  sanctioned: w('Amount sanctioned in rupees', 'स्वीकृत राशि रुपये में'),
  notification: w('Notification of the Central Government', 'केंद्र सरकार की अधिसूचना'),
  notificationHelp: w(
    'For a purpose notified by the Central Government (Rule 8(1)(e)) only.',
    'केवल केंद्र सरकार द्वारा अधिसूचित प्रयोजन के लिए (नियम 8(1)(ङ))।',
  ),
  release: w('Release reference', 'निर्मुक्ति का संदर्भ'),
  released: w('Amount released in rupees', 'जारी की गई राशि रुपये में'),
  certificate: w('Certificate reference', 'प्रमाणपत्र का संदर्भ'),
  utilised: w('Amount utilised in rupees', 'उपयोग की गई राशि रुपये में'),
  document: w('Reference of the certificate’s copy', 'प्रमाणपत्र की प्रति का संदर्भ'),
  entry: w('Entry to reverse', 'उलटी जाने वाली प्रविष्टि'),
  reason: w('Reason for the reversal', 'उलटने का कारण'),
  kinds: {
    penalty: w('Penalty', 'शास्ति'),
    compensation: w('Compensation', 'प्रतिकर'),
    expenses: w('Expenses', 'व्यय'),
    charges: w('Charges', 'प्रभार'),
  } satisfies Record<DemandKind, Words>,
  modes: {
    cash: w('Cash', 'नकद'),
    'bank-challan': w('Bank challan', 'बैंक चालान'),
    online: w('Online', 'ऑनलाइन'),
    'demand-draft': w('Demand draft', 'डिमांड ड्राफ्ट'),
  } satisfies Record<DepositMode, Words>,
  actions: {
    'demand-notice': w('Demand notice', 'मांग सूचना'),
    attachment: w('Attachment', 'कुर्की'),
    'arrears-of-land-revenue': w('Recovery as arrears of land revenue', 'भू-राजस्व के बकाया के रूप में वसूली'),
    other: w('Other', 'अन्य'),
  } satisfies Record<RecoveryAction, Words>,
  bodies: {
    'state-board': w('State Board (State Animal Welfare Board)', 'राज्य बोर्ड (राज्य जीव-जंतु कल्याण बोर्ड)'),
    'local-authority': w('Local authority', 'स्थानीय प्राधिकरण'),
    spca: w('Society for Prevention of Cruelty to Animals', 'पशु क्रूरता निवारण सोसाइटी'),
  } satisfies Record<UtilisingBody, Words>,
  purposes: {
    pounds: w('Establishment, renovation and maintenance of pounds', 'कांजी हौस की स्थापना, नवीकरण और रखरखाव'),
    'impounded-cattle-care': w(
      'Feed, veterinary care and shelter for impounded cattle',
      'परिरुद्ध पशुओं के लिए चारा, पशु चिकित्सा और आश्रय',
    ),
    training: w(
      'Training and capacity building of personnel in animal welfare activities',
      'पशु कल्याण गतिविधियों में कार्मिकों का प्रशिक्षण और क्षमता निर्माण',
    ),
    'public-awareness': w(
      'Public awareness about prevention of cruelty to animals',
      'पशुओं के प्रति क्रूरता के निवारण के बारे में जन जागरूकता',
    ),
    'notified-purpose': w(
      'Other purposes connected with animal welfare notified by the Central Government',
      'केंद्र सरकार द्वारा अधिसूचित पशु कल्याण से जुड़े अन्य प्रयोजन',
    ),
  } satisfies Record<FundPurpose, Words>,
};
