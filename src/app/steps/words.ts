// Words shared by several steps' forms, in English and Hindi (Hindi terms from the glossary).

import type { Choice, StepField, Words } from './step.ts';
import { w } from './step.ts';

export const W = {
  reasons: w('Reasons', 'कारण'),
  note: w('Note', 'टिप्पणी'),
  delayReason: w('Reason for the delay', 'विलंब का कारण'),
  delayReasonHelp: w(
    'Only when the time the rules allow has passed.',
    'केवल तब जब नियमों द्वारा दिया गया समय बीत चुका हो।',
  ),
  target: w('Notice being served', 'तामील की जा रही सूचना'),
  mode: w('Mode of service', 'तामील का तरीका'),
  outcome: w('Outcome', 'परिणाम'),
  particulars: w('Particulars of the attempt', 'प्रयास का विवरण'),
  particularsHelp: w(
    'Who tendered to whom, the article number, the email, the witnesses to affixing.',
    'किसने किसे निविदान किया, वस्तु संख्या, ईमेल, चिपकाने के साक्षी।',
  ),
  attempt: w('Attempt', 'प्रयास'),
  ground: w('Ground', 'आधार'),
  hearingOn: w('Date of the hearing', 'सुनवाई की तारीख'),
  hearingMode: w('Mode of the hearing', 'सुनवाई का तरीका'),
  hearingTime: w('Time of the hearing', 'सुनवाई का समय'),
  hearingTimeHelp: w('Hours and minutes, 24-hour, for example 10:30', 'घंटे और मिनट, 24 घंटे के अनुसार, जैसे 10:30'),
  hearingPlace: w('Place of the hearing', 'सुनवाई का स्थान'),
  link: w('Video link', 'वीडियो लिंक'),
  linkHelp: w('For a hearing by video: the link the parties open.', 'वीडियो द्वारा सुनवाई के लिए: वह लिंक जिसे पक्षकार खोलें।'),
  penalty: w('Penalty (₹)', 'शास्ति (₹)'),
  compensation: w('Compensation (₹)', 'प्रतिकर (₹)'),
  expenses: w('Expenses (₹)', 'व्यय (₹)'),
  charges: w('Charges (₹)', 'प्रभार (₹)'),
  orderReasons: w('Reasons for the order', 'आदेश के कारण'),
  party: w('Filed by', 'दाखिल करने वाला'),
  items: w('One item on each line', 'प्रत्येक पंक्ति में एक मद'),
  text: w('Text', 'पाठ'),
} satisfies Record<string, Words>;

export const SERVICE_MODES: readonly Choice[] = [
  { value: 'tender', label: w('By tender (in person)', 'निविदान द्वारा (व्यक्तिगत रूप से)') },
  { value: 'electronic', label: w('By electronic means', 'इलेक्ट्रॉनिक माध्यम से') },
  { value: 'speed-post', label: w('By speed post', 'स्पीड पोस्ट से') },
  { value: 'affixing', label: w('By affixing at the residence', 'निवास के बाहरी द्वार पर चिपकाकर') },
];

export const ATTEMPT_OUTCOMES: readonly Choice[] = [
  { value: 'served', label: w('Served', 'तामील हुई') },
  { value: 'failed', label: w('Failed', 'विफल') },
  { value: 'pending', label: w('Sent; outcome awaited', 'भेजी गई; परिणाम की प्रतीक्षा') },
];

export const HEARING_MODES: readonly Choice[] = [
  { value: 'in-person', label: w('In person', 'व्यक्तिगत रूप से') },
  { value: 'electronic', label: w('By video', 'वीडियो द्वारा') },
];

export const YES_NO: readonly Choice[] = [
  { value: 'no', label: w('No, it is denied', 'नहीं, इंकार किया गया') },
  { value: 'yes', label: w('Yes, it is admitted', 'हाँ, स्वीकार किया गया') },
];

/**
 * The officer's confirmation of a date the office calendar shows closed: a date fixed on a closed day is refused
 * unless the officer fixes it knowingly (the same check on every step that fixes a date to appear).
 */
export const CLOSED_DAY_FIELD = {
  name: 'closedDayConfirmed',
  kind: 'check',
  label: w(
    'I fix this date knowing the office is closed that day',
    'मैं यह जानते हुए यह तारीख नियत करता/करती हूँ कि उस दिन कार्यालय बंद है',
  ),
  optional: true,
} as const satisfies StepField<unknown>;
