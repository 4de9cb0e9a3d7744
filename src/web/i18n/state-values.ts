// The State's notified values of configured parameters (administrator's page): the portal's default beside each value
// a State notified, and the form to enter one; spread into en.ts and hi.ts (and shown in English to Assamese and
// Bengali readers, who are administrators here). Hindi terms from the glossary.

export const stateValuesEn = {
  'sv.title': "The State's notified values",
  'sv.lead':
    "Some periods and amounts are not fixed by the Rules: the appeal period (section 27B), the period to pay the penalty (section 27C), the penalty's ceiling, the fewest days between service of a notice and its date, and a few more. Until a State notifies one, cases use the portal's default. Enter here the value the State notified, with the notification's number and date and the day it takes effect: from that day every case of the State's offices uses it; earlier days keep what was in force.",
  'sv.link': "The State's notified values (appeal and payment periods, penalty ceiling, notice interval)",
  'sv.state': 'State',
  'sv.param': 'Value',
  'sv.default': "Portal's default",
  'sv.notified': 'Notified by the State',
  'sv.none': 'None notified',
  'sv.entry': '{value} from {from} (Notification No. {number} dated {date})',
  'sv.noCeiling': 'no ceiling',
  'sv.days': '{n} days',
  'sv.months': '{n} months',
  'sv.cases': '{n} cases',
  'sv.rupees': 'Rs {n}',
  'sv.f.param': 'Which value',
  'sv.f.value': 'Value notified',
  'sv.h.value':
    'A number of days or months, an amount in whole rupees ("none" if the notification fixes no ceiling), a date as YYYY-MM-DD, or for reminders the days before the due date, e.g. "7, 1, 0".',
  'sv.f.from': 'Takes effect from',
  'sv.f.number': 'Notification number',
  'sv.f.date': 'Date of the notification',
  'sv.h.date': 'Written YYYY-MM-DD, e.g. 2026-08-14.',
  'sv.enter': 'Enter the value',
  'sv.entered': "The State's value was entered. Cases of the State use it from the day it takes effect.",
  'sv.p.appeal.period-days': 'Period for an appeal (section 27B)',
  'sv.p.deposit.period-days': 'Period to pay the penalty (section 27C)',
  'sv.p.penalty.max-rupees': 'Maximum penalty',
  'sv.p.penalty.regime-from': "Commencement of the amended Act's penalty provisions",
  'sv.p.notice.min-interval-days': 'Fewest days between service of a notice and the date it fixes',
  'sv.p.deadline.reminder-lead-days': 'Days before a due date on which reminders are sent',
  'sv.p.deadline.disposal-escalation-lead-days':
    'Days before the end of the disposal period on which the District Magistrate is told',
  'sv.p.stats.min-group': 'Fewest cases a published statistic may describe',
} as const;

export const stateValuesHi: { readonly [K in keyof typeof stateValuesEn]: string } = {
  'sv.title': 'राज्य द्वारा अधिसूचित मान',
  'sv.lead':
    'कुछ अवधियाँ और राशियाँ नियमों में तय नहीं हैं: अपील की अवधि (धारा 27ख), शास्ति के भुगतान की अवधि (धारा 27ग), शास्ति की अधिकतम सीमा, किसी सूचना की तामील और उसमें तय तारीख के बीच के न्यूनतम दिन, और कुछ अन्य। जब तक राज्य कोई मान अधिसूचित नहीं करता, मामलों में पोर्टल का पूर्वनिर्धारित मान लागू होता है। राज्य द्वारा अधिसूचित मान यहाँ अधिसूचना की संख्या और तारीख तथा उसके प्रभावी होने के दिन के साथ दर्ज करें: उस दिन से राज्य के कार्यालयों के हर मामले में वही लागू होगा; पहले के दिनों पर तब लागू मान ही रहेगा।',
  'sv.link': 'राज्य द्वारा अधिसूचित मान (अपील और भुगतान की अवधि, शास्ति की अधिकतम सीमा, सूचना का अंतराल)',
  'sv.state': 'राज्य',
  'sv.param': 'मान',
  'sv.default': 'पोर्टल का पूर्वनिर्धारित मान',
  'sv.notified': 'राज्य द्वारा अधिसूचित',
  'sv.none': 'कोई अधिसूचित नहीं',
  'sv.entry': '{from} से {value} (अधिसूचना संख्या {number}, दिनांक {date})',
  'sv.noCeiling': 'कोई अधिकतम सीमा नहीं',
  'sv.days': '{n} दिन',
  'sv.months': '{n} महीने',
  'sv.cases': '{n} मामले',
  'sv.rupees': '₹ {n}',
  'sv.f.param': 'कौन सा मान',
  'sv.f.value': 'अधिसूचित मान',
  'sv.h.value':
    'दिनों या महीनों की संख्या, पूरे रुपयों में राशि (अधिसूचना में कोई अधिकतम सीमा न हो तो "कोई नहीं"), वर्ष-माह-दिन में तारीख, या अनुस्मारकों के लिए नियत तारीख से पहले के दिन, जैसे "7, 1, 0"।',
  'sv.f.from': 'किस दिन से प्रभावी',
  'sv.f.number': 'अधिसूचना संख्या',
  'sv.f.date': 'अधिसूचना की तारीख',
  'sv.h.date': 'वर्ष-माह-दिन, जैसे 2026-08-14',
  'sv.enter': 'मान दर्ज करें',
  'sv.entered': 'राज्य का मान दर्ज हो गया। राज्य के मामलों में यह अपने प्रभावी होने के दिन से लागू होगा।',
  'sv.p.appeal.period-days': 'अपील की अवधि (धारा 27ख)',
  'sv.p.deposit.period-days': 'शास्ति के भुगतान की अवधि (धारा 27ग)',
  'sv.p.penalty.max-rupees': 'शास्ति की अधिकतम सीमा',
  'sv.p.penalty.regime-from': 'संशोधित अधिनियम के शास्ति संबंधी उपबंधों का प्रारंभ',
  'sv.p.notice.min-interval-days': 'सूचना की तामील और उसमें तय तारीख के बीच के न्यूनतम दिन',
  'sv.p.deadline.reminder-lead-days': 'नियत तारीख से कितने दिन पहले अनुस्मारक भेजे जाते हैं',
  'sv.p.deadline.disposal-escalation-lead-days':
    'निपटान की अवधि समाप्त होने से कितने दिन पहले जिला मजिस्ट्रेट को सूचित किया जाता है',
  'sv.p.stats.min-group': 'प्रकाशित आँकड़ा कम से कम कितने मामलों का हो',
};
