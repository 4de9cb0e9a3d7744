// The words of the generated step forms and the officer's case page sections (issue 14), in English and Hindi
// (spread into en.ts and hi.ts; a key missing from Hindi does not compile). The steps' own titles, help and field
// labels are in the catalogue (src/app/steps).

export const stepsEn = {
  'step.err.required': 'Fill in “{field}”',
  'step.err.choose': 'Choose one for “{field}”',
  'step.err.number': 'Give “{field}” as a whole number',
  'step.err.money': 'Give “{field}” as an amount in rupees, e.g. 5,000',
  'step.err.date': 'Give “{field}” as a date, dd/mm/yyyy',
  'step.err.time': 'Give “{field}” as hours and minutes, e.g. 10:30',
  'step.notNow': 'Not open today',
  'step.notYet': 'Steps not open today ({n}), and why',
  'step.hearing': 'Hearing fixed',
  'step.complaint.title': 'The complaint (Form-I)',
  'step.complaint.complainant': 'Complainant',
  'step.complaint.contravener': 'Person complained against',
  'step.complaint.when': 'When and where',
  'step.complaint.nature': 'What happened',
  'step.complaint.provision': 'Provision alleged',
  'step.complaint.statement': 'Statement of the complainant',
  'step.complaint.evidence': 'Evidence',
  'step.complaint.compensation': 'Compensation or charges claimed',
  // The order sheet's words for the step added to prove the catalogue (Rule 4(2): the summoned person appeared).
} as const;

export const stepsHi: Record<keyof typeof stepsEn, string> = {
  'step.err.required': '“{field}” भरें',
  'step.err.choose': '“{field}” के लिए एक चुनें',
  'step.err.number': '“{field}” पूर्ण संख्या में दें',
  'step.err.money': '“{field}” रुपयों में दें, जैसे 5,000',
  'step.err.date': '“{field}” तारीख के रूप में दें, दिन/माह/वर्ष',
  'step.err.time': '“{field}” घंटे और मिनट में दें, जैसे 10:30',
  'step.notNow': 'आज उपलब्ध नहीं',
  'step.notYet': 'आज उपलब्ध न होने वाले कदम ({n}), और क्यों',
  'step.hearing': 'नियत सुनवाई',
  'step.complaint.title': 'शिकायत (प्ररूप-I)',
  'step.complaint.complainant': 'शिकायतकर्ता',
  'step.complaint.contravener': 'जिसके विरुद्ध शिकायत है',
  'step.complaint.when': 'कब और कहाँ',
  'step.complaint.nature': 'क्या हुआ',
  'step.complaint.provision': 'आरोपित उपबंध',
  'step.complaint.statement': 'शिकायतकर्ता का कथन',
  'step.complaint.evidence': 'साक्ष्य',
  'step.complaint.compensation': 'दावा किया गया प्रतिकर या प्रभार',
};
