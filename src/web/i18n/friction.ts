// The officer's forms with less friction (issue 30, point 8): the order under appeal beside the fields that vary it,
// the acknowledgement uploaded on the service form itself, the paper reply's date and file, the words of a service
// line a person can read. Spread into en.ts and hi.ts (Assamese and Bengali readers see the English: as.ts PENDING_EN).

export const frictionEn = {
  'aa.below.legend': 'The order under appeal',
  'aa.below.lead':
    'Passed on {date} in {number} under {provision}. The amounts below start at that order’s; to vary it, change those this order varies.',
  'aa.below.item': 'Amount',
  'aa.below.then': 'Order under appeal',
  'aa.below.now': 'As entered in this form',
  'aa.below.varied': '{amount} (varied)',
  'aa.below.payee': 'Compensation, expenses and charges payable to: {who}.',
  'sp.ack.upload': 'Or upload the acknowledgement now (PDF, JPEG or PNG)',
  'sp.ack.uploadHint': 'The file is attached to the case and cited as the proof of this service.',
  'sp.photo.upload': 'Or upload the photograph of the affixed copy now (PDF, JPEG or PNG)',
  'pr.file': 'The written reply, scanned (PDF, JPEG or PNG)',
  'pr.fileHint': 'Optional: attached to the case with the reply.',
} as const;

export const frictionHi: { readonly [K in keyof typeof frictionEn]: string } = {
  'aa.below.legend': 'अपील के अधीन आदेश',
  'aa.below.lead':
    '{number} में {provision} के अधीन {date} को पारित। नीचे की राशियां उसी आदेश की हैं; परिवर्तित करने के लिए वे राशियां बदलें जिन्हें यह आदेश परिवर्तित करता है।',
  'aa.below.item': 'राशि',
  'aa.below.then': 'अपील के अधीन आदेश',
  'aa.below.now': 'इस प्रपत्र में दर्ज',
  'aa.below.varied': '{amount} (परिवर्तित)',
  'aa.below.payee': 'प्रतिकर, व्यय और प्रभार देय: {who} को।',
  'sp.ack.upload': 'या पावती अभी अपलोड करें (PDF, JPEG या PNG)',
  'sp.ack.uploadHint': 'फ़ाइल मामले से संलग्न होकर इस तामील के सबूत के रूप में दर्ज होगी।',
  'sp.photo.upload': 'या चिपकाई गई प्रति की फ़ोटो अभी अपलोड करें (PDF, JPEG या PNG)',
  'pr.file': 'लिखित उत्तर, स्कैन किया हुआ (PDF, JPEG या PNG)',
  'pr.fileHint': 'वैकल्पिक: उत्तर के साथ मामले से संलग्न होगा।',
};
