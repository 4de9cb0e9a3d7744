// The steps of the appeal from filing to registration: records, defects, refusal (Rule 7(1) to 7(7), Form-III).

import type { AppealCommand } from '../../../domain/appeal/index.ts';
import { APPEAL_COMMAND_BODIES as B } from '../../../contract/appeal.ts';
import { FORM3_CHECKLIST } from '../../cases/form3-checklist.ts';
import { AA, party } from '../../policies/policies.ts';
import type { Entries } from '../step.ts';
import { w } from '../step.ts';
import { W } from '../words.ts';
import type { S } from './shared.ts';
import { note } from './shared.ts';

/** Sets a dotted Form-III field (e.g. appellant.address) in the amendments. */
function setPath(o: Record<string, unknown>, path: string, value: string): void {
  const [head, ...rest] = path.split('.');
  if (rest.length === 0) {
    o[head!] = value;
    return;
  }
  const inner = (o[head!] as Record<string, unknown> | undefined) ?? {};
  o[head!] = inner;
  setPath(inner, rest.join('.'), value);
}

export const APPEAL_SCRUTINY = {
  'file-appeal': {
    who: [...party(['appellant']), AA],
    surface: 'opening',
    body: null,
    label: w('File an appeal in Form-III', 'प्ररूप-III में अपील दाखिल करें'),
    help: w(
      'A party to the case appeals against the order of the adjudicating officer to the District Magistrate.',
      'मामले का पक्षकार न्यायनिर्णायक अधिकारी के आदेश के विरुद्ध जिला मजिस्ट्रेट को अपील करता है।',
    ),
    fields: [],
    probes: () => [],
  },
  'call-for-records': {
    who: [AA],
    surface: 'officer',
    body: B['call-for-records'],
    label: w('Call for the records of the case', 'मामले का अभिलेख मंगाएं'),
    help: w(
      'Call for the records of the complaint and the inquiry from the adjudicating officer.',
      'न्यायनिर्णायक अधिकारी से शिकायत और जांच का अभिलेख मंगाएं।',
    ),
    fields: [note],
    probes: (_s, d) => [{ type: 'call-for-records', on: d }],
  },
  'record-records-received': {
    who: [AA],
    surface: 'officer',
    body: B['record-records-received'],
    label: w('Record that the records were received', 'अभिलेख प्राप्त होना दर्ज करें'),
    help: w(
      'The records called for have arrived from the adjudicating officer.',
      'मंगाया गया अभिलेख न्यायनिर्णायक अधिकारी से प्राप्त हो गया है।',
    ),
    fields: [note],
    probes: (_s, d) => [{ type: 'record-records-received', on: d }],
  },
  'intimate-defects': {
    who: [AA],
    surface: 'officer',
    body: B['intimate-defects'],
    label: w('Intimate the defects to the appellant', 'अपीलार्थी को त्रुटियों की सूचना दें'),
    help: w(
      'List each defect with the Form-III item it concerns. The appellant has 15 days to rectify.',
      'प्रत्येक त्रुटि प्ररूप-III की संबंधित मद के साथ लिखें। अपीलार्थी को सुधार के लिए 15 दिन मिलते हैं।',
    ),
    fields: [
      {
        name: 'found',
        kind: 'check',
        label: w('Include the defects found when the appeal was filed', 'अपील दाखिल करते समय पाई गई त्रुटियां शामिल करें'),
        path: 'defects',
      },
      {
        name: 'field',
        kind: 'select',
        label: w('Another defect: the Form-III item', 'अन्य त्रुटि: प्ररूप-III की मद'),
        optional: true,
        path: 'defects',
        choices: () => [
          { value: '', label: w('No other defect', 'कोई अन्य त्रुटि नहीं') },
          ...FORM3_CHECKLIST.filter((f) => f.field !== 'item9').map((f) => ({
            value: f.field,
            label: w(f.label, `प्ररूप-III, ${f.label}`),
          })),
        ],
      },
      {
        name: 'description',
        kind: 'textarea',
        label: w('What the appellant must do to rectify it', 'इसे सुधारने के लिए अपीलार्थी को क्या करना है'),
        optional: true,
        path: 'defects',
      },
    ],
    defaults: (s) => ({ found: s.defects.some((d) => d.status === 'found') ? 'yes' : '' }),
    command: (v, s) => {
      const defects: { field: string; description: string }[] = [];
      if (v['found'] === true)
        for (const d of s.defects.filter((x) => x.status === 'found'))
          defects.push({ field: d.field, description: d.description });
      if (typeof v['field'] === 'string')
        defects.push({ field: v['field'], description: typeof v['description'] === 'string' ? v['description'] : '' });
      return { defects };
    },
    probes: (_s, d) => [
      { type: 'intimate-defects', on: d, defects: [{ field: 'grounds', description: 'As recorded.' }] },
    ],
  },
  'record-rectification': {
    who: [...party(['appellant']), AA],
    surface: 'officer',
    body: B['record-rectification'],
    label: w('Record that the defects were rectified', 'त्रुटियों का सुधार दर्ज करें'),
    help: w(
      'The appellant has cured the defects intimated; all outstanding defects unless some are named.',
      'अपीलार्थी ने सूचित त्रुटियां सुधार दी हैं; जब तक कुछ नाम न दी जाएं, सभी बकाया त्रुटियां।',
    ),
    fields: [note],
    // The appellant's own page asks the correction of each defect intimated ("fix.<id>"), placed at the defect's field
    // of Form-III; the officer's form, a note. All outstanding defects when none is named.
    command: (v, s) => {
      const fixes = s.defects.filter((d) => d.status === 'intimated' && typeof v[`fix.${d.id}`] === 'string');
      const amendments: Record<string, unknown> = {};
      for (const d of fixes) setPath(amendments, d.field, String(v[`fix.${d.id}`]).trim());
      return {
        ...(typeof v['note'] === 'string' ? { note: v['note'] } : {}),
        ...(fixes.length > 0 ? { defectIds: fixes.map((d) => d.id), amendments } : {}),
      };
    },
    probes: (_s, d) => [{ type: 'record-rectification', on: d }],
  },
  'refuse-registration': {
    who: [AA],
    surface: 'officer',
    body: B['refuse-registration'],
    label: w('Refuse to register the appeal', 'अपील का पंजीकरण अस्वीकार करें'),
    help: w(
      'Registration may be refused only when the defects were not rectified within the period allowed.',
      'पंजीकरण तभी अस्वीकार किया जा सकता है जब दी गई अवधि में त्रुटियां न सुधारी गई हों।',
    ),
    fields: [{ name: 'reasons', kind: 'textarea', label: W.reasons }],
    probes: (_s, d) => [{ type: 'refuse-registration', on: d, reasons: 'As recorded.' }],
  },
  'record-refusal-communicated': {
    who: [AA],
    surface: 'officer',
    body: B['record-refusal-communicated'],
    label: w('Record that the refusal was communicated', 'अस्वीकृति की सूचना दिया जाना दर्ज करें'),
    help: w(
      'The refusal is communicated to the appellant within 7 days; a later communication records the reason for the delay.',
      'अस्वीकृति की सूचना 7 दिन के भीतर अपीलार्थी को दी जाती है; बाद में देने पर विलंब का कारण दर्ज होता है।',
    ),
    fields: [
      { name: 'means', kind: 'text', label: w('How it was communicated', 'सूचना कैसे दी गई'), optional: true },
      { name: 'delayReason', kind: 'textarea', label: W.delayReason, help: W.delayReasonHelp, optional: true },
    ],
    probes: (_s, d) => [
      { type: 'record-refusal-communicated', on: d, means: 'As recorded.', delayReason: 'As recorded.' },
    ],
  },
  admit: {
    who: [AA],
    surface: 'officer',
    body: B['admit'],
    label: w('Admit the appeal', 'अपील ग्रहण करें'),
    help: w(
      'An appeal in order, its records called for, is admitted.',
      'ठीक अपील, जिसका अभिलेख मंगाया गया है, ग्रहण की जाती है।',
    ),
    fields: [
      note,
      {
        name: 'condone',
        kind: 'check',
        label: w(
          'The delay in filing is condoned (a late appeal)',
          'अपील दाखिल करने में हुआ विलंब क्षमा किया जाता है (विलंबित अपील)',
        ),
        optional: true,
        path: 'condoneDelay.condoned',
      },
      {
        name: 'condoneReasons',
        kind: 'textarea',
        label: w(
          "Reasons for condoning the delay, answering the appellant's explanation",
          'विलंब क्षमा करने के कारण, अपीलार्थी के स्पष्टीकरण के उत्तर में',
        ),
        optional: true,
        path: 'condoneDelay.reasons',
      },
    ],
    command: (v) => ({
      ...(v['note'] !== undefined ? { note: v['note'] } : {}),
      ...(v['condone'] === true || v['condoneReasons'] !== undefined
        ? { condoneDelay: { condoned: v['condone'] === true, reasons: v['condoneReasons'] ?? '' } }
        : {}),
    }),
    probes: (_s, d) => [
      { type: 'admit', on: d },
      { type: 'admit', on: d, condoneDelay: { condoned: true, reasons: 'As recorded in the order sheet today.' } },
    ],
  },
} satisfies Partial<Entries<S, AppealCommand, typeof B>>;
