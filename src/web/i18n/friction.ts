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
  // The help desk files Form-III for a party whose consent is on record (issue 30).
  'assist.appeal.title': 'File an appeal (Form-III) for {name}',
  'assist.appeal.lead':
    'Against the order in this case (Rule 7(1)). The appellant is {name}; the appellant’s particulars, the respondent, the provisions and the date of the order are taken from the record. Write with the party, in their words; read it over to them and have them sign or put their thumb impression on the printed form.',
  'assist.appeal.grounds': 'Grounds of appeal (item 4)',
  'assist.appeal.facts': 'Brief statement of facts (item 6)',
  'assist.appeal.relief': 'Relief claimed (item 8)',
  'assist.appeal.withinTime': 'Does the party say the appeal is within the time limit (item 9)?',
  'assist.appeal.delay': 'If not, why the delay should be condoned',
  'assist.appeal.documents': 'Documents relied on, one per line',
  'assist.appeal.pending': 'Is an appeal on the same matter pending in any other court (item 10)?',
  'assist.appeal.declared': 'The party has signed or put their thumb impression on the declaration',
  'assist.appeal.submit': 'File the appeal for the party',
  'assist.appeal.done': 'Appeal {number} filed for the party; its order sheet records that you filed it for them.',
  'assist.appeal.err.required': 'Write the {field}',
  'assist.appeal.err.choose': 'Choose an answer',
  // The order's time to pay, beside the amounts the appeal varies (issue 30).
  'aa.below.depositBy': 'Time to deposit the penalty under that order: {days} days from it, until {date}.',
  'aa.below.payBy': 'Time to pay the compensation, expenses and charges under that order: until {date}.',
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
  'sp.ack.upload': 'या पावती अभी अपलोड करें (पीडीएफ़, जेपीईजी या पीएनजी)',
  'sp.ack.uploadHint': 'फ़ाइल मामले से संलग्न होकर इस तामील के सबूत के रूप में दर्ज होगी।',
  'sp.photo.upload': 'या चिपकाई गई प्रति की फ़ोटो अभी अपलोड करें (पीडीएफ़, जेपीईजी या पीएनजी)',
  'pr.file': 'लिखित उत्तर, स्कैन किया हुआ (पीडीएफ़, जेपीईजी या पीएनजी)',
  'pr.fileHint': 'वैकल्पिक: उत्तर के साथ मामले से संलग्न होगा।',
  'assist.appeal.title': '{name} की ओर से अपील (प्ररूप-III) दायर करें',
  'assist.appeal.lead':
    'इस मामले के आदेश के विरुद्ध (नियम 7(1))। अपीलार्थी {name} हैं; अपीलार्थी की विशिष्टियां, प्रत्यर्थी, उपबंध और आदेश की तारीख अभिलेख से ली जाती हैं। पक्षकार के साथ, उनके शब्दों में लिखें; उन्हें पढ़कर सुनाएं और छपे प्ररूप पर उनके हस्ताक्षर या अंगूठे का निशान लें।',
  'assist.appeal.grounds': 'अपील के आधार (मद 4)',
  'assist.appeal.facts': 'तथ्यों का संक्षिप्त विवरण (मद 6)',
  'assist.appeal.relief': 'मांगा गया अनुतोष (मद 8)',
  'assist.appeal.withinTime': 'क्या पक्षकार के अनुसार अपील समय-सीमा के भीतर है (मद 9)?',
  'assist.appeal.delay': 'यदि नहीं, तो विलंब क्षमा करने का कारण',
  'assist.appeal.documents': 'जिन दस्तावेज़ों पर भरोसा किया गया, प्रत्येक एक पंक्ति में',
  'assist.appeal.pending': 'क्या इसी विषय पर कोई अपील किसी अन्य न्यायालय में लंबित है (मद 10)?',
  'assist.appeal.declared': 'पक्षकार ने घोषणा पर हस्ताक्षर किए हैं या अंगूठे का निशान लगाया है',
  'assist.appeal.submit': 'पक्षकार की ओर से अपील दायर करें',
  'assist.appeal.done': 'पक्षकार की ओर से अपील {number} दायर की गई; उसके आदेश पत्रक में दर्ज है कि आपने इसे उनकी ओर से दायर किया।',
  'assist.appeal.err.required': '{field} लिखें',
  'assist.appeal.err.choose': 'एक उत्तर चुनें',
  'aa.below.depositBy': 'उस आदेश के अधीन शास्ति जमा करने का समय: उससे {days} दिन, {date} तक।',
  'aa.below.payBy': 'उस आदेश के अधीन प्रतिकर, व्यय और प्रभार देने का समय: {date} तक।',
};
