// Issue 31: the emails and SMS a person receives in Assamese and Bengali, the language they chose: the facts in their
// language, dates and amounts from Intl (as-IN, bn-IN), case numbers in ASCII digits, no English words but the
// portal's link and "PDF", and every SMS within two parts.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { LocalDate } from '../../../lib/local-date.ts';
import { verificationMail } from '../../accounts/messages.ts';
import { phoneCodeSms } from '../../accounts/phone-messages.ts';
import { deadlineSetMessage, documentMessage, lapseMessage, reminderMessage } from './messages.ts';
import { genitive } from './messages-regional.ts';
import { documentSms, smsCount } from './sms-text.ts';

const d = (s: string): LocalDate => s as LocalDate;
/** Latin words left when the case number, the link and "PDF" are taken out. */
const english = (s: string, ...allowed: string[]): string[] => {
  let t = s;
  for (const a of [...allowed, 'PDF']) t = t.replaceAll(a, '');
  return t.match(/[A-Za-z]{2,}/g) ?? [];
};

describe('issue 31: emails and SMS in Assamese and Bengali', () => {
  it('Rule 4(6): the notice of hearing by email in Assamese, with the date from Intl (as-IN) and the place', () => {
    const m = documentMessage({
      lang: 'as',
      caseNumber: 'CTR/KMRS/2026/7',
      template: 'hearing-notice',
      issuedOn: d('2026-07-20'),
      hearingOn: d('2026-08-04'),
      hearingAt: { time: '11:00', place: 'মহকুমা দণ্ডাধীশৰ কাৰ্যালয়, গুৱাহাটী' },
      link: 'https://portal.invalid/my/cases/1',
    });
    assert.equal(m.subject, 'গোচৰ CTR/KMRS/2026/7: শুনানিৰ জাননী জাৰি কৰা হ’ল');
    assert.ok(m.body.includes('২০ জুলাই, ২০২৬ তাৰিখে শুনানিৰ জাননী জাৰি কৰা হ’ল'), m.body);
    assert.ok(m.body.includes('শুনানিৰ তাৰিখ: ৪ আগষ্ট, ২০২৬, সময় 11:00, স্থান: মহকুমা দণ্ডাধীশৰ কাৰ্যালয়, গুৱাহাটী।'), m.body);
    assert.deepEqual(english(m.body, 'CTR/KMRS/2026/7', 'https://portal.invalid/my/cases/1'), []);
  });

  it('Rule 4(12): the reminder to deposit the penalty in Bengali, in the genitive ("জমা দেওয়ার"), citing the rule', () => {
    const m = reminderMessage({
      lang: 'bn',
      caseNumber: 'CTR/CACS/2026/3',
      clock: 'deposit',
      due: d('2026-09-01'),
      today: d('2026-08-25'),
      basis: ['in.ctr2026.r4.12'],
      link: 'https://portal.invalid/c',
    });
    assert.equal(m.subject, 'মামলা CTR/CACS/2026/3: জরিমানা জমা দেওয়ার শেষ দিন ১ সেপ্টেম্বর, ২০২৬ (৭ দিন বাকি)');
    assert.ok(m.body.includes('(৭ দিন বাকি; নিয়ম 4(12))।'), m.body);
    assert.deepEqual(english(m.body, 'CTR/CACS/2026/3', 'https://portal.invalid/c'), []);
  });

  it("section 27B: a period that is the portal's default says so in the reader's language", () => {
    const m = deadlineSetMessage({
      lang: 'as',
      caseNumber: 'CTR/KMRS/2026/7',
      clock: 'appeal',
      due: d('2026-09-10'),
      basis: ['in.cta1871.s27b'],
      link: 'https://portal.invalid/c',
    });
    assert.ok(m.body.includes('পৰ্টেলৰ পূৰ্বনিৰ্ধাৰিত মান'), m.body);
    assert.ok(m.subject.startsWith('গোচৰ CTR/KMRS/2026/7: আপীলৰ শেষ দিন'), m.subject);
  });

  it('Rule 4(7): a lapsed reply period in Bengali', () => {
    const m = lapseMessage({
      lang: 'bn',
      caseNumber: 'CTR/CACS/2026/3',
      clock: 'reply',
      due: d('2026-08-01'),
      basis: ['in.ctr2026.r4.7'],
      link: 'https://portal.invalid/c',
    });
    assert.equal(m.subject, 'মামলা CTR/CACS/2026/3: কারণ দর্শানোর নোটিশের উত্তরের সময় ১ আগস্ট, ২০২৬ তারিখে শেষ হয়েছে');
  });

  it('the genitive goes on the head, before a parenthesis', () => {
    assert.equal(genitive('কাৰ্যবাহী সম্পূৰ্ণ কৰা (বৃদ্ধি কৰা সময়সীমা)', 'as'), 'কাৰ্যবাহী সম্পূৰ্ণ কৰাৰ (বৃদ্ধি কৰা সময়সীমা)');
    assert.equal(genitive('আপিল', 'bn'), 'আপিলের');
    assert.equal(genitive('জরিমানা জমা দেওয়া', 'bn'), 'জরিমানা জমা দেওয়ার');
  });

  it('Rule 4(12): the SMS of an order in Bengali: amounts from Intl with lakh grouping, within two parts', () => {
    const s = documentSms(
      {
        lang: 'bn',
        caseNumber: 'CTR/CACS/2026/3',
        template: 'final-order',
        issuedOn: d('2026-08-10'),
        amounts: { penaltyPaise: 150000, compensationPaise: 12345600, expensesPaise: 0, chargesPaise: 0 },
        depositDueOn: d('2026-09-09'),
      },
      'https://portal.invalid/c/1',
    );
    assert.ok(
      s.startsWith('মামলা CTR/CACS/2026/3: আদেশ দেওয়া হয়েছে 10/08/2026: জরিমানা ₹১,৫০০, 09/09/2026-এর মধ্যে'),
      s,
    );
    assert.ok(s.includes('₹১,২৩,৪৫৬'), s);
    assert.ok(smsCount(s).parts <= 2, String(smsCount(s).parts));
  });

  it('Rule 4(6): the SMS of a hearing in Assamese names the date, time and place, within two parts', () => {
    const s = documentSms({
      lang: 'as',
      caseNumber: 'CTR/KMRS/2026/7',
      template: 'hearing-notice',
      issuedOn: d('2026-07-20'),
      hearingOn: d('2026-08-04'),
      hearingAt: { time: '11:00', place: 'মহকুমা দণ্ডাধীশৰ কাৰ্যালয়, গুৱাহাটী' },
    });
    assert.equal(
      s,
      'গোচৰ CTR/KMRS/2026/7: শুনানি 04/08/2026, 11:00 বজাত, মহকুমা দণ্ডাধীশৰ কাৰ্যালয়, গুৱাহাটী। নিজে বা উকীলৰ জৰিয়তে উপস্থিত থাকক।',
    );
    assert.ok(smsCount(s).parts <= 2);
  });

  it('the verification email and the sign-in code SMS in Assamese and Bengali', () => {
    const m = verificationMail('a@b.invalid', 'as', 'ৰমেন', '123456', 15);
    assert.ok(m.text.includes('ক’ডটো ১৫ মিনিটলৈ বৈধ'), m.text);
    assert.deepEqual(english(`${m.subject}\n${m.text}`, '123456'), []);
    assert.equal(
      phoneCodeSms('bn', '123456', 10),
      'পশু অনধিকার প্রবেশ পোর্টাল: আপনার কোড 123456। এটি ১০ মিনিট বৈধ। কাউকে জানাবেন না।',
    );
  });
});
