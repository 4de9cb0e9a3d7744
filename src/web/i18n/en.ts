// The English catalogue of the web portal: every string a page shows. hi.ts must have the same keys (checked by
// its type). Placeholders are {name}; t() fills them (escaping is JSX's job, not the catalogue's).

import { STATS_EN } from './stats-en.ts';

import { officerEn } from './officer.ts';
import { deadlinesEn } from './deadlines.ts';
import { moneyEn } from './money.ts';
import { calendarEn } from './calendar.ts';
import { inboxEn } from './inbox.ts';
import { serviceEmailEn } from './service-email.ts';
import { serviceProofEn } from './service-proof.ts';
import { partiesEn } from './parties.ts';
import { phoneEn } from './phone.ts';
import { claimsEn } from './claims.ts';
import { worklistEn } from './worklist.ts';
import { verifyEn } from './verify.ts';
import { datesEn } from './dates.ts';
import { fileEn } from './file.ts';
import { phoneFirstEn } from './phone-first.ts';
import { stepsEn } from './steps.ts';
import { holidaysAssamEn } from './holidays-assam.ts';
import { fieldEn } from './field.ts';
import { partiesNowEn } from './parties-now.ts';
import { stateValuesEn } from './state-values.ts';
import { assistedEn } from './assisted.ts';
import { officeWordsEn } from './office-words.ts';
import { frictionEn } from './friction.ts';

export const en = {
  ...STATS_EN,
  'app.name': 'Cattle-trespass Case Portal',
  'app.tagline': 'Complaints and appeals under the Cattle-trespass Rules, 2026',
  'nav.skip': 'Skip to the main content',
  'nav.home': 'Home',
  'nav.guide': 'How it works',
  'nav.status': 'Case status',
  'nav.calculator': 'Deadline calculator',
  'nav.myCases': 'My cases',
  'nav.file': 'File a complaint',
  'nav.signIn': 'Sign in',
  'nav.signOut': 'Sign out',
  'nav.register': 'Register',
  'nav.menu': 'Main menu',
  'nav.signedInAs': 'Signed in as {name}',
  'lang.switch': 'हिन्दी',
  'lang.switchLabel': 'पोर्टल हिन्दी में देखें',
  'footer.text':
    'Cattle-trespass Rules, 2026 (G.S.R. 551(E)), in force from 2 July 2026. This portal keeps no third-party trackers.',
  'footer.privacy': 'Privacy notice',

  'common.continue': 'Save and continue',
  'common.back': 'Back',
  'common.submit': 'Submit',
  'common.optional': '(optional)',
  'common.errorSummary': 'There is a problem',
  'common.errorSummaryHint': 'Correct the following and try again:',
  'common.yes': 'Yes',
  'common.no': 'No',
  'common.none': 'None',
  'common.change': 'Change',
  'common.date': 'Date',
  'common.basis': 'Rule',
  'common.download': 'Download',
  'common.dateHint': 'Day/month/year, for example 03/07/2026 or 03072026',

  'error.title': 'Something went wrong',
  'error.notFound': 'This page does not exist. Check the address, or start again from the home page.',
  'error.forbidden': 'You may not do this.',
  'error.csrf': 'Your form had expired or came from another site. Go back, reload the page and submit it again.',
  'error.internal':
    'Something went wrong on our side. Try again; if it happens again, quote reference {id} to the office.',
  'error.signInNeeded': 'Sign in to continue.',
  'error.generic': 'The request could not be completed: {detail}',

  'home.title': 'Complain about cattle trespass, follow your case, appeal an order',
  'home.lead':
    'When cattle damage your crop or land, you can complain to the Sub-Divisional Magistrate. The officer must issue a show-cause notice within 15 days of receiving your complaint and finish the case within 6 months.',
  'home.fileCta': 'File a complaint (Form-I)',
  'home.statusCta': 'Check a case status',
  'home.guideCta': 'Read how the procedure works',
  'home.calculatorCta': 'Work out a deadline',

  'status.title': 'Case status',
  'status.lead':
    'Enter the case number from your receipt. Anyone may check the stage of a case; no personal details are shown.',
  'status.number': 'Case number',
  'status.numberHint': 'For example CTR/AGRS/2026/12',
  'status.check': 'Check status',
  'status.notFound': 'No case has the number {number}. Check the number on your receipt.',
  'status.required': 'Enter the case number',
  'status.kind': 'Type of proceeding',
  'status.stage': 'Stage',
  'status.receivedOn': 'Date of receipt',
  'status.closedOn': 'Closed on',
  'status.nextDue': 'Next date',
  'status.nextActor': 'Who must act',

  'kind.adjudication': 'Complaint before the adjudicating officer',
  'kind.appeal': 'Appeal before the appellate authority',
  'kind.assam': 'Report of an alleged offence under section 26A (Assam)',

  'stage.complaint-received': 'Complaint received; the officer has to issue the show-cause notice',
  'stage.notice-issued': 'Show-cause notice issued; it is being delivered',
  'stage.notice-served': 'Show-cause notice delivered; waiting for the reply',
  'stage.reply-received': 'Reply received; a hearing will be fixed',
  'stage.hearing-fixed': 'Hearing date fixed',
  'stage.ex-parte': 'No reply came in time; the case goes on without it (ex parte)',
  'stage.heard': 'Hearing held; waiting for the order',
  'stage.order-passed': 'Order passed',
  'stage.recovery': 'Unpaid penalty sent for recovery',
  'stage.closed': 'Case closed',
  'stage.filed': 'Appeal filed; under scrutiny',
  'stage.refused': 'Appeal refused registration',
  'stage.admitted': 'Appeal admitted',
  'stage.decided': 'Appeal decided',
  'stage.other': 'Stage: {stage}',

  'actor.adjudicating-officer': 'The adjudicating officer (Sub-Divisional Magistrate)',
  'actor.noticee': 'The person complained against (reply)',
  'actor.appellate-authority': 'The appellate authority (District Magistrate)',
  'actor.appellant': 'The appellant',
  'actor.respondent': 'The respondent',
  'actor.penalised-person': 'The person penalised (deposit)',
  'actor.other': '{actor}',

  'clock.notice-issue': 'Show-cause notice to be issued by',
  'clock.reply': 'Reply due by',
  'clock.reply-extension': 'Extended reply due by',
  'clock.disposal': 'Case to be decided by',
  'clock.disposal-extension': 'Extended date for decision',
  'clock.rectify': 'Defects to be corrected by',
  'clock.refusal-communication': 'Refusal to be communicated by',
  'clock.respondent-reply': "Respondent's reply due by",
  'clock.appeal': 'Appeal to be filed by',
  'clock.deposit': 'Penalty to be deposited by',

  'period.notice-issue': 'Issue of the show-cause notice (Rule 4(1)): 15 days from receipt of the complaint',
  'period.reply': 'Reply to the show-cause notice (Rule 4(1)): the days the notice sets, from its delivery',
  'period.reply-extension': 'Extended time to reply (Rule 4(4)): at most 15 more days',
  'period.disposal': 'Decision of the case (Rule 5): 6 months from receipt of the complaint',
  'period.disposal-extension': 'Extended time for the decision (Rule 6): at most 30 more days',
  'period.rectify': 'Correcting defects in an appeal (Rule 7(6)): 15 days',
  'period.refusal-communication': 'Communicating a refusal to register an appeal (Rule 7(6)): 7 days',
  'period.respondent-reply': "Respondent's reply in appeal (Rule 7(8)): the days the notice sets, at most 30",
  'period.appeal':
    "Filing an appeal (section 27B; the period is the portal's configured default until the State notifies a period under section 27B): from the date of the order",
  'period.deposit': 'Depositing the penalty (Rule 4(12), section 27C): the days the order sets',
  'period.recovery':
    "Paying the penalty before the Board recovers it (Rule 4(14), section 27C): the period the portal's configured default until the State notifies a period under section 27C, from the order",
  'calc.title': 'Deadline calculator',
  'calc.lead':
    'Work out the last day of a period the Rules set. The day of the event is not counted (General Clauses Act, section 9); where it is your act and the office is closed on the last day, it moves to the next open day (section 10).',
  'calc.clock': 'Which period',
  'calc.from': 'Date of the event',
  'calc.days': 'Number of days set in the notice or order',
  'calc.daysHint': 'Only for periods the officer sets (reply, deposit, respondent’s reply, extensions)',
  'calc.jurisdiction': 'State',
  'calc.jurisdiction.in': 'Anywhere in India (central Rules)',
  'calc.jurisdiction.in-as': 'Assam',
  'calc.compute': 'Calculate',
  'calc.result': 'The last day is {date}',
  'calc.resultShort': 'In figures: {date}',
  'calc.moved': 'The nominal last day, {date}, is a closed day, so it moves to the next open day.',
  'calc.configured':
    "This period is not in the Rules: it is the portal's configured default until the State notifies a period under the section of the Act. Check it with the office.",
  'calc.basis': 'Provision: {basis}',
  'calc.calendar':
    'Office closed on Sundays, the 2nd and 4th Saturdays and the national holidays (26 January, 15 August, 2 October); holidays a State notifies are not included here.',
  'calc.fromRequired': 'Enter the date of the event as day/month/year, for example 03/07/2026',
  'calc.daysRequired': 'Enter the number of days (a whole number)',
  'calc.clockRequired': 'Choose a period',

  'guide.title': 'How a cattle-trespass complaint proceeds',
  'guide.lead':
    'A plain summary of the Cattle-trespass Rules, 2026. The Rules as published in the Gazette are the authority.',
  'guide.s1.h': '1. Complaint (Rule 3, Form-I)',
  'guide.s1.p':
    'A person whose crop or land was damaged, or their authorised representative, or an authorised officer, complains in Form-I to the adjudicating officer (the Sub-Divisional Magistrate or an Executive Magistrate), on paper or online.',
  'guide.s2.h': '2. Show-cause notice (Rule 4(1), 4(3), Form-II)',
  'guide.s2.p':
    'Within 15 days of receiving the complaint the officer sends a show-cause notice to the person complained against, with a copy of the complaint. The notice gives up to 30 days from its delivery to reply.',
  'guide.s3.h': '3. Delivery of the notice (Rule 4(5))',
  'guide.s3.p':
    'The notice is handed over in person; or sent by electronic means or speed post; only if both fail, it is fixed on the outer door of the house or place of business.',
  'guide.s4.h': '4. Reply and more time (Rule 4(4), 4(6), 4(7), 4(8))',
  'guide.s4.p':
    'The person complained against replies, admitting or denying. For sufficient cause the officer may give at most 15 more days. If no reply comes, the officer may proceed ex parte. If the contravention is admitted, the officer may pass the order at once.',
  'guide.s5.h': '5. Hearing (Rule 4(6), 4(9), 4(10), 4(11))',
  'guide.s5.p':
    'The officer fixes a hearing, explains the contravention alleged, and hears both sides in person or through a legal representative. Either side may give a list of witnesses and documents, and written submissions when allowed.',
  'guide.s6.h': '6. Order (Rule 4(12), 4(13), 4(15), Rule 5, Rule 6)',
  'guide.s6.p':
    'The officer either imposes a penalty or awards compensation, expenses or charges, with a time to deposit, or dismisses the complaint. Both sides get a signed copy free. The case must end within 6 months of the complaint; the officer may extend that by at most 30 days, recording reasons.',
  'guide.s7.h': '7. Appeal (Rule 7, Form-III)',
  'guide.s7.p':
    'Against the order, an appeal lies to the District Magistrate or Additional District Magistrate in Form-III, with a copy of the order, the facts and the grounds. Defects must be corrected within 15 days. The appeal is heard, possibly by video, and the order is confirmed, varied or set aside.',
  'guide.s8.h': '8. Unpaid penalty (Rule 4(14), Rule 8)',
  'guide.s8.p':
    'A penalty not deposited in time is recovered by the Animal Welfare Board of India; penalties go to a separate fund used for the care of cattle.',

  'auth.register.title': 'Register',
  'auth.register.lead':
    'Create an account to file and follow complaints. We send a six-digit code to your email address to check it.',
  'auth.name': 'Full name',
  'auth.email': 'Email address',
  'auth.phone': 'Mobile number',
  'auth.phoneHint': '10 digits, for example 98765 43210',
  'auth.password': 'Password',
  'auth.passwordHint': 'At least 10 characters; a few unrelated words are easy to remember',
  'auth.lang': 'Language of emails',
  'auth.register.submit': 'Register',
  'auth.privacy.title': 'Privacy notice (Digital Personal Data Protection Act, 2023)',
  'auth.privacy.what':
    'What we keep: your name, email address, mobile number (if you give it), a scrambled form of your password, and what you write in your complaints, replies and appeals with the files you upload.',
  'auth.privacy.why':
    'Why: to let you file and follow proceedings under the Cattle-trespass Rules, 2026, to send you notices and codes, and so that the officers can decide your case. Your details are shown only to the parties and the officers of the case; public case status shows no personal data.',
  'auth.privacy.how':
    'How long: your account until you ask to close it; the record of a case for as long as the law requires the office to keep case records. Reads of your data by staff are logged.',
  'auth.privacy.rights':
    'Your rights: you may ask the office to see, correct or erase your data and to complain about its use (sections 11 to 13 of the Act).',
  'auth.privacy.consent': 'I have read the privacy notice and agree to my data being used as it says',
  'auth.verify.title': 'Verify your email address',
  'auth.verify.lead': 'We sent a six-digit code to {email}. Enter it here. The code is valid for a limited time.',
  'auth.code': 'Verification code',
  'auth.codeHint': 'Six digits',
  'auth.verify.submit': 'Verify',
  'auth.verify.done': 'Your email address is verified. Sign in now.',
  'auth.verify.resend': 'Send a new code',
  'auth.verify.resent': 'If the address is registered and not yet verified, a new code is on its way.',
  'auth.signIn.title': 'Sign in',
  'auth.signIn.submit': 'Sign in',
  'auth.signIn.noAccount': 'No account yet? Register',
  'auth.signOut.done': 'You have signed out.',
  'auth.err.nameRequired': 'Enter your full name',
  'auth.err.email': 'Enter an email address like name@example.com',
  'auth.err.phone': 'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9',
  'auth.err.password': 'Enter a password of at least 10 characters',
  'auth.err.consent': 'Read the privacy notice and tick the box to agree',
  'auth.err.code': 'Enter the six-digit code from the email',
  'auth.err.emailTaken': 'An account with this email address exists already. Sign in, or ask for a new code.',
  'auth.err.invalidCredentials': 'The email address or password is not right',
  'auth.err.notVerified': 'Verify your email address first: enter the code we sent.',
  'auth.err.codeInvalid': 'The code is wrong or has expired. Check it or ask for a new one.',
  'auth.err.rateLimited': 'Too many attempts. Wait a few minutes and try again.',
  'auth.err.invalid': 'This value is not accepted: {detail}',

  'cases.title': 'My cases',
  'cases.empty': 'You have no cases yet.',
  'cases.number': 'Case number',
  'cases.role': 'You are',
  'cases.stage': 'Status',
  'cases.next': 'Next date',
  'cases.role.complainant': 'Complainant',
  'cases.role.respondent': 'Person complained against',
  'cases.role.appellant': 'Appellant',
  'cases.role.appeal-respondent': 'Respondent in appeal',
  'cases.role.authorised-officer': 'Authorised officer',
  'cases.role.representative': 'Representative',
  'case.title': 'Case {number}',
  'case.status': 'Status',
  'case.dates': 'Dates the Rules set',
  'case.noDates': 'No period is running now.',
  'case.whoActs': 'Who must act: {actor}',
  'case.orderSheet': 'Order sheet',
  'case.documents': 'Documents',
  'case.noDocuments': 'No documents yet.',
  'case.upload': 'Upload a document or evidence',
  'case.file': 'File (PDF, JPEG or PNG)',
  'case.fileHint': 'At most {size}',
  'case.uploadSubmit': 'Upload',
  'case.uploaded': 'The document is uploaded and recorded in the order sheet.',
  'case.err.file': 'Choose a file to upload',
  'case.related': 'Related proceedings',

  'act.title': 'What you can do now',
  'act.done': 'Recorded in the order sheet.',
  'act.reply.title': 'Reply to the show-cause notice (Rule 4(1), Rule 4(6))',
  'act.reply.admits': 'Do you admit the contravention?',
  'act.reply.admit': 'Yes, I admit it (Rule 4(8): the officer may then pass the order at once)',
  'act.reply.deny': 'No, I deny it (a hearing will be fixed)',
  'act.reply.text': 'Your written reply',
  'act.reply.witnesses': 'Witnesses you want examined, one per line (Rule 4(11))',
  'act.reply.documents': 'Documents you rely on, one per line (upload them below)',
  'act.reply.submit': 'Send the reply',
  'act.reply.moreTime':
    'Need more time? Only the officer can extend the time to reply, by at most 15 days, if you show sufficient cause (Rule 4(4)). Give your reasons to the office before the last day.',
  'act.submission.title': 'File written submissions (Rule 4(10))',
  'act.submission.text': 'Your written submissions',
  'act.submission.submit': 'File the submissions',
  'act.list.title': 'Give a list of witnesses or documents (Rule 4(11))',
  'act.list.kind': 'The list is of',
  'act.list.witnesses': 'Witnesses',
  'act.list.documents': 'Documents',
  'act.list.items': 'Names or documents, one per line',
  'act.list.submit': 'Submit the list',
  'act.err.admits': 'Say whether you admit the contravention',
  'act.err.text': 'Write the text',
  'act.err.items': 'Give at least one line',
  'act.err.refused': 'Not accepted: {detail}',
  'hearing.title': 'Hearing',
  'hearing.on': 'Hearing on {date}',
  'hearing.mode.in-person': 'In person, at the office of the adjudicating officer',
  'hearing.mode.electronic': 'By video',
  'hearing.link': 'Video link',
  'appeal.title': 'Appeal against the order (Form-III, Rule 7)',
  'appeal.lead':
    'Your appeal goes to the appellate authority (District Magistrate). We have filled in what the case record already says; check it, then give your grounds. The copy of the order is attached for you (Rule 7(2)).',
  'appeal.cta': 'Appeal against this order (Form-III)',
  'appeal.appellant': 'You, the appellant (item 1)',
  'appeal.respondent': 'The respondent (item 5)',
  'appeal.name': 'Name',
  'appeal.parentName': "Father's or mother's name",
  'appeal.address': 'Address with PIN',
  'appeal.contact': 'Contact number',
  'appeal.email': 'Email address',
  'appeal.provisions': 'Provisions under which the order was made (item 2)',
  'appeal.statementOfContravention': 'Statement of contravention on which the order was made (item 3)',
  'appeal.grounds': 'Grounds of appeal (item 4)',
  'appeal.statementOfFacts': 'Statement of facts (item 6)',
  'appeal.orderDate': 'Date of the order (item 7)',
  'appeal.reliefClaimed': 'Relief claimed (item 8)',
  'appeal.item9': 'Is the appeal filed within the time referred to in section 27B of the Act? (item 9)',
  'appeal.item9.yes': 'YES',
  'appeal.item9.no': 'NO',
  'appeal.item9.helpOpen':
    "Your answer is printed in Form-III as you give it. To help you: by the portal's count the time ends on {date}.",
  'appeal.item9.helpPassed':
    "Your answer is printed in Form-III as you give it. To help you: by the portal's count the time ended on {date}. You may still appeal: explain the delay below and ask that it be condoned; the appellate authority decides.",
  'appeal.item9.provisional':
    "The period of {days} days is the portal's configured default until the State notifies a period under section 27B.",
  'appeal.delayExplanation': 'If the appeal is late: why, and your request that the delay be condoned (with item 9)',
  'appeal.delayExplanationHint': 'Say what kept you from appealing in time, with dates. Needed if you answer NO.',
  'appeal.err.withinTime': 'Answer item 9: YES or NO',
  'appeal.err.delayExplanation': 'You answered NO: explain the delay and ask that it be condoned',
  'appeal.pending': 'Is an appeal on this matter pending in any other court? (item 10)',
  'appeal.pendingDetails': 'If yes, which court and the case number',
  'appeal.documents': 'Other documents you rely on, one per line (enclosure (ii))',
  'appeal.submit': 'File the appeal',
  'appeal.filed': 'Your appeal is filed.',
  'appeal.defects.title': 'Correct the defects (Rule 7(6))',
  'appeal.defects.lead':
    'The appellate authority found these defects. Correct each one within 15 days, or the appeal may be refused registration.',
  'appeal.defects.submit': 'Send the corrections',
  'appeal.err.pending': 'Say whether an appeal is pending elsewhere',
  ...officerEn,
  ...deadlinesEn,
  ...moneyEn,
  ...calendarEn,
  ...inboxEn,
  ...serviceEmailEn,
  ...serviceProofEn,
  ...partiesEn,
  ...phoneEn,
  ...worklistEn,
  ...verifyEn,
  ...datesEn,
  ...fileEn,
  ...phoneFirstEn,
  ...stepsEn,
  ...holidaysAssamEn,
  // The records cannot be reached for a moment (the database restarting, or its disk full): said the same to everyone.
  'error.unavailable': 'The portal cannot complete this for a moment. Please try again shortly.',
  ...claimsEn,
  ...fieldEn,
  ...partiesNowEn,
  ...stateValuesEn,
  // Assisted access: the help desk acting for a party with their consent on record (issue 30).
  ...assistedEn,
  ...officeWordsEn,
  // The officer's forms with less friction (issue 30, point 8).
  ...frictionEn,
} as const;

export type MessageKey = keyof typeof en;
export type Catalogue = { readonly [K in MessageKey]: string };
