// The in-app inbox (issue 6) and its place in the header, spread into en.ts and hi.ts so a key missing from Hindi
// does not compile.

export const inboxEn = {
  'nav.inbox': 'Inbox',
  'nav.inboxUnread': 'Inbox ({n} unread)',
  'inbox.title': 'Inbox',
  'inbox.lead':
    'Every message we send you by email or SMS about your cases is also kept here: reminders of the dates the Rules set, notices and orders issued, and what is due from you.',
  'inbox.unreadCount': '{n} unread',
  'inbox.empty': 'There are no messages in your inbox yet.',
  'inbox.unread': 'Unread',
  'inbox.read': 'Read',
  'inbox.received': 'Received',
  'inbox.case': 'Case',
  'inbox.markRead': 'Mark as read',
  'inbox.markReadOf': 'Mark as read: {subject}',
  'inbox.markAll': 'Mark all as read',
  'inbox.older': 'Older messages',
  'inbox.newest': 'Newest messages',
  'inbox.document': 'Download the document (PDF)',
  'inbox.enclosure': 'Download the copy enclosed (PDF)',
} as const;

export const inboxHi: { readonly [K in keyof typeof inboxEn]: string } = {
  'nav.inbox': 'इनबॉक्स',
  'nav.inboxUnread': 'इनबॉक्स ({n} अपठित)',
  'inbox.title': 'इनबॉक्स',
  'inbox.lead':
    'आपके मामलों के बारे में ईमेल या एसएमएस से भेजा गया हर संदेश यहाँ भी रखा जाता है: नियमों द्वारा निर्धारित तारीखों के अनुस्मारक, जारी सूचनाएं और आदेश, और आपसे अपेक्षित कार्य।',
  'inbox.unreadCount': '{n} अपठित',
  'inbox.empty': 'आपके इनबॉक्स में अभी कोई संदेश नहीं है।',
  'inbox.unread': 'अपठित',
  'inbox.read': 'पढ़ा गया',
  'inbox.received': 'प्राप्त',
  'inbox.case': 'मामला',
  'inbox.markRead': 'पढ़ा गया चिह्नित करें',
  'inbox.markReadOf': 'पढ़ा गया चिह्नित करें: {subject}',
  'inbox.markAll': 'सभी को पढ़ा गया चिह्नित करें',
  'inbox.older': 'पुराने संदेश',
  'inbox.newest': 'नवीनतम संदेश',
  'inbox.document': 'दस्तावेज़ डाउनलोड करें (पीडीएफ़)',
  'inbox.enclosure': 'संलग्न प्रति डाउनलोड करें (पीडीएफ़)',
};
