// Phone first (issue 15): the compact menu, the drafts on "My cases", the confirmation before deleting a draft, the
// details behind disclosures; spread into en.ts and hi.ts.

export const phoneFirstEn = {
  'nav.more': 'Menu',
  'tech.messageId': "Technical proof of sending (the email's Message-ID)",
  'draft.discard.title': 'Delete this draft?',
  'draft.discard.lead': 'The unfinished complaint last saved on {date} will be deleted. It cannot be brought back.',
  'draft.discard.against': 'It is against {name}.',
  'draft.discard.yes': 'Yes, delete the draft',
  'draft.discard.no': 'No, keep it and go on filling it in',
  'appeal.orderUnder': 'Order under Rule {rules}',
  'size.mb': '{n} MB',
  'step.blockedPlain': 'this step cannot be taken at the stage the case is in',
  'error.tooLarge':
    'The file is too large. Choose a smaller file (a photo taken at a lower size, or a PDF of fewer pages) and upload it again.',
  'error.genericPlain': 'The request could not be completed. Check what you entered and try again.',
  'se.note.refusedOther': 'the office refused it',
  'file.s.statementHint':
    'Begin with what happened in one sentence (for example: Four cows of the person complained against entered my field and ate the wheat crop.). Then the facts: how many cattle, whose, what was damaged and what it was worth. The date and place you gave are not asked again.',
} as const;

export const phoneFirstHi: Record<keyof typeof phoneFirstEn, string> = {
  'nav.more': 'मेनू',
  'tech.messageId': 'भेजने का तकनीकी प्रमाण (ई-मेल की संदेश पहचान)',
  'draft.discard.title': 'क्या यह प्रारूप हटाएं?',
  'draft.discard.lead': '{date} को अंतिम बार सहेजी गई अधूरी शिकायत हटा दी जाएगी। इसे वापस नहीं लाया जा सकता।',
  'draft.discard.against': 'यह {name} के विरुद्ध है।',
  'draft.discard.yes': 'हां, प्रारूप हटाएं',
  'draft.discard.no': 'नहीं, इसे रखें और भरना जारी रखें',
  'appeal.orderUnder': 'नियम {rules} के अधीन आदेश',
  'size.mb': '{n} एमबी',
  'step.blockedPlain': 'मामले की वर्तमान स्थिति में यह कदम नहीं उठाया जा सकता',
  'error.tooLarge': 'फ़ाइल बहुत बड़ी है। छोटी फ़ाइल चुनें (कम आकार में ली गई फ़ोटो, या कम पृष्ठों की पीडीएफ़) और फिर से अपलोड करें।',
  'error.genericPlain': 'अनुरोध पूरा नहीं हो सका। आपने जो भरा उसे जांचें और फिर से प्रयास करें।',
  'se.note.refusedOther': 'कार्यालय ने इसे अस्वीकार किया',
  'file.s.statementHint':
    'पहले एक वाक्य में बताएं कि क्या हुआ (जैसे: जिसके विरुद्ध शिकायत है उसकी चार गायें मेरे खेत में घुसकर गेहूं की फसल खा गईं।)। फिर तथ्य: कितने पशु, किसके, क्या नष्ट हुआ और उसका मूल्य। आपके द्वारा दी गई तारीख और स्थान फिर से नहीं पूछे जाते।',
};
