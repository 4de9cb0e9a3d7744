// Bengali: the words of the step forms, continued (see bn-step-words.ts): the hearing notice and its record, written submissions, waiver, the final order, extension, copies, deposit, recovery, objections to service.

export const stepWordsBnOrder: Readonly<Record<string, string>> = {
  "The notice tells the parties the date, the time and the place of the hearing (this office's court room unless another is named), or the video link.":
    'নোটিশ পক্ষগণকে শুনানির তারিখ, সময় ও স্থান (অন্য কোনো স্থান উল্লেখ না থাকলে এই কার্যালয়ের বিচারকক্ষ), বা ভিডিও লিংক জানায়।',
  'Date of the hearing': 'শুনানির তারিখ',
  'Time of the hearing': 'শুনানির সময়',
  'Mode of the hearing': 'শুনানির মাধ্যম',
  'In person': 'ব্যক্তিগতভাবে',
  'By video': 'ভিডিওর মাধ্যমে',
  'Place of the hearing': 'শুনানির স্থান',
  "For a hearing in person; this office's court room unless you name another.":
    'ব্যক্তিগত শুনানির জন্য; আপনি অন্য কোনো স্থান উল্লেখ না করলে এই কার্যালয়ের বিচারকক্ষ।',
  'Video link': 'ভিডিও লিংক',
  'For a hearing by video: the link the parties open.': 'ভিডিওর মাধ্যমে শুনানির জন্য: পক্ষগণ যে লিংক খুলবেন।',
  'Reasons for a shorter notice': 'কম সময়ের নোটিশের কারণ',
  "Only if the hearing is less than 7 days after the notice can be served (the portal's default, not a period fixed by law): why the date cannot wait.":
    'কেবল নোটিশ পৌঁছানো সম্ভব হওয়ার 7 দিনের কম পরে শুনানি হলে (পোর্টালের পূর্বনির্ধারিত সময়, আইনে নির্ধারিত নয়): তারিখটি কেন অপেক্ষা করতে পারে না।',
  'Record the hearing': 'শুনানি লিপিবদ্ধ করুন',
  'Record who appeared, that the contravention was explained where it is not admitted, and that an opportunity of being heard was given.':
    'কে উপস্থিত ছিলেন, লঙ্ঘন স্বীকার না করা হলে তা বুঝিয়ে দেওয়া হয়েছে, এবং শুনানির সুযোগ দেওয়া হয়েছে, লিপিবদ্ধ করুন।',
  'The person complained against appeared': 'যাঁর বিরুদ্ধে অভিযোগ তিনি উপস্থিত ছিলেন',
  'The contravention was explained to the person': 'ব্যক্তিকে লঙ্ঘনের বিষয়টি বুঝিয়ে দেওয়া হয়েছিল',
  'An opportunity of being heard was given': 'শুনানির সুযোগ দেওয়া হয়েছিল',
  'Record of the hearing': 'শুনানির বিবরণ',
  'Allow written submissions': 'লিখিত বক্তব্যের অনুমতি দিন',
  'After hearing the parties, invite written submissions or briefs on further issues.':
    'পক্ষগণের শুনানির পরে, আরও বিষয়ে লিখিত বক্তব্য বা টীকা আহ্বান করুন।',
  'Issues on which written submissions are invited': 'যে বিষয়গুলিতে লিখিত বক্তব্য আহ্বান করা হয়েছে',
  'Record a written submission': 'লিখিত বক্তব্য লিপিবদ্ধ করুন',
  'A party files the written submission the officer allowed at the hearing.':
    'শুনানিতে আধিকারিকের অনুমোদিত লিখিত বক্তব্য একটি পক্ষ দাখিল করেন।',
  'Filed by': 'দাখিলকারী',
  'The written submission': 'লিখিত বক্তব্য',
  'Submit a written brief': 'লিখিত টীকা দাখিল করুন',
  'After the hearing, where the officer has allowed it, a party submits a written brief in support of their claim.':
    'শুনানির পরে, আধিকারিক অনুমতি দিলে, একটি পক্ষ নিজের দাবির সমর্থনে লিখিত টীকা দাখিল করেন।',
  'Your written brief': 'আপনার লিখিত টীকা',
  'File a list of witnesses': 'সাক্ষীর তালিকা দাখিল করুন',
  'A party names the witnesses they will produce.': 'একটি পক্ষ যে সাক্ষীদের হাজির করবেন তাঁদের নাম দেন।',
  Witnesses: 'সাক্ষী',
  'File a list of documents': 'নথির তালিকা দাখিল করুন',
  'A party lists the documents they rely on.': 'একটি পক্ষ যে নথির উপর নির্ভর করেন তার তালিকা দেন।',
  Documents: 'নথি',
  "Record a party's waiver of the hearing": 'শুনানির অধিকার পক্ষের ত্যাগ লিপিবদ্ধ করুন',
  'Only the party can give up being heard: copy their own words from their signed writing, and attach that writing to the case first. You cannot waive the hearing for them.':
    'কেবল পক্ষ নিজেই শুনানির অধিকার ত্যাগ করতে পারেন: তাঁর স্বাক্ষরিত লেখা থেকে তাঁর নিজের কথা নকল করুন, এবং আগে সেই লেখা মামলার সঙ্গে সংযুক্ত করুন। আপনি তাঁর হয়ে শুনানি ত্যাগ করতে পারেন না।',
  'Whose waiver': 'কে ত্যাগ করেছেন',
  "The party's own words": 'পক্ষের নিজের কথা',
  'Their signed writing (document number on this case)': 'তাঁর স্বাক্ষরিত লেখা (এই মামলার নথি নম্বর)',
  'Pass the final order': 'চূড়ান্ত আদেশ দিন',
  'The order records a finding on each ground, with the section of the Act and the reasons for it, and says of each witness or document a party listed whether it was examined or why it was rejected. An order imposing a penalty states the time allowed for depositing it; compensation, expenses or charges name whom they are paid to and by when. A dismissal gives its reasons.':
    'আদেশে প্রতিটি হেতুর উপর সিদ্ধান্ত, আইনের ধারা ও তার কারণসহ লিপিবদ্ধ থাকে, এবং কোনো পক্ষের তালিকাভুক্ত প্রতিটি সাক্ষী বা নথি পরীক্ষা করা হয়েছিল কি না বা কেন অগ্রাহ্য করা হল তা বলা থাকে। জরিমানা আরোপের আদেশে তা জমা দেওয়ার সময় উল্লেখ থাকে; ক্ষতিপূরণ, খরচ বা মাশুলের ক্ষেত্রে কাকে এবং কবের মধ্যে দেওয়া হবে উল্লেখ থাকে। খারিজের আদেশে তার কারণ দেওয়া হয়।',
  Order: 'আদেশ',
  'Penalty or compensation (Rule 4(12))': 'জরিমানা বা ক্ষতিপূরণ (নিয়ম 4(12))',
  'Dismiss the complaint (Rule 4(13))': 'অভিযোগ খারিজ করুন (নিয়ম 4(13))',
  'Penalty (₹)': 'জরিমানা (₹)',
  'Compensation (₹)': 'ক্ষতিপূরণ (₹)',
  'Expenses (₹)': 'খরচ (₹)',
  'Charges (₹)': 'মাশুল (₹)',
  'Days allowed to deposit': 'জমা দেওয়ার জন্য দেওয়া দিন',
  'Required when a penalty is imposed (Rule 4(12)). Compensation needs no deposit time unless the order sets one.':
    'জরিমানা আরোপ করলে প্রয়োজন (নিয়ম 4(12))। আদেশ নির্ধারণ না করলে ক্ষতিপূরণের জন্য জমার সময় লাগে না।',
  'Reasons for the order': 'আদেশের কারণ',
  'Extend the period of disposal': 'নিষ্পত্তির সময়সীমা বাড়ান',
  'When the proceedings cannot be completed within six months, the period may be extended by at most 30 days, for reasonable cause recorded in writing.':
    'কার্যধারা ছয় মাসের মধ্যে শেষ করা না গেলে, লিখিতভাবে লিপিবদ্ধ যুক্তিসঙ্গত কারণে সময়সীমা সর্বাধিক 30 দিন বাড়ানো যায়।',
  'Days of extension': 'সময় বৃদ্ধির দিন',
  'At most 30 days (Rule 6).': 'সর্বাধিক 30 দিন (নিয়ম 6)।',
  'Only if the period has already ended: why it was not extended before it ended':
    'কেবল সময়সীমা ইতিমধ্যে শেষ হয়ে থাকলে: শেষ হওয়ার আগে কেন বাড়ানো হয়নি',
  'Supply a free copy of the order': 'আদেশের বিনামূল্যে প্রতিলিপি দিন',
  'A copy of the order, signed by the adjudicating officer, is supplied free of cost to the person complained against and to the complainant.':
    'ন্যায়নির্ণায়ক আধিকারিকের স্বাক্ষরিত আদেশের একটি প্রতিলিপি যাঁর বিরুদ্ধে অভিযোগ তাঁকে এবং অভিযোগকারীকে বিনামূল্যে দেওয়া হয়।',
  'Copy supplied to': 'যাঁকে প্রতিলিপি দেওয়া হয়েছে',
  'The copy is signed by the adjudicating officer': 'প্রতিলিপিতে ন্যায়নির্ণায়ক আধিকারিকের স্বাক্ষর আছে',
  'Record a deposit of the penalty': 'জরিমানার জমা লিপিবদ্ধ করুন',
  'The amount deposited against the penalty, with its receipt or challan number.':
    'জরিমানার বিপরীতে জমা দেওয়া পরিমাণ, তার রসিদ বা চালান নম্বর সহ।',
  'Amount deposited (₹)': 'জমা দেওয়া পরিমাণ (₹)',
  'Receipt or challan number': 'রসিদ বা চালান নম্বর',
  'Paid by': 'পরিশোধের মাধ্যম',
  Cash: 'নগদ',
  'Bank challan': 'ব্যাংক চালান',
  Online: 'অনলাইন',
  'Demand draft': 'ডিমান্ড ড্রাফট',
  'Refer the unpaid penalty to the Animal Welfare Board of India for recovery':
    'অপরিশোধিত জরিমানা আদায়ের জন্য ভারতীয় প্রাণী কল্যাণ পর্ষদে পাঠান',
  "The penalty was not paid within the time the order fixed for depositing it (Rule 4(12)), nor within a period under section 27C where the State has notified one (Rule 4(14)); the person was given the signed order (Rule 4(15)) in time to pay. The portal's configured default period never decides this by itself. This is a reference to the Board for recovery; from then on payments are recorded by the Board.":
    'আদেশে জমার জন্য নির্ধারিত সময়ের মধ্যে (নিয়ম 4(12)), বা রাজ্য ধারা 27গ-এর অধীনে সময় বিজ্ঞাপিত করে থাকলে সেই সময়ের মধ্যে (নিয়ম 4(14)) জরিমানা দেওয়া হয়নি; পরিশোধের সময় থাকতেই ব্যক্তিকে স্বাক্ষরিত আদেশ দেওয়া হয়েছিল (নিয়ম 4(15))। পোর্টালের পূর্বনির্ধারিত সময় একা কখনও এটি স্থির করে না। এটি আদায়ের জন্য পর্ষদে পাঠানো; তারপর থেকে অর্থ প্রদান পর্ষদ লিপিবদ্ধ করে।',
  'Only if the order reached a party late: why the reference cannot wait':
    'কেবল আদেশ কোনো পক্ষের কাছে দেরিতে পৌঁছে থাকলে: পাঠানো কেন অপেক্ষা করতে পারে না',
  'Object to the service of a notice': 'নোটিশ পৌঁছানো নিয়ে আপত্তি জানান',
  'If a notice was not served on you as the record says, say so and why. The officer must decide your objection, for reasons recorded, before proceeding in your absence.':
    'রেকর্ডে যেমন বলা আছে সেভাবে নোটিশ আপনার কাছে পৌঁছানো না হয়ে থাকলে, তা এবং তার কারণ বলুন। আপনার অনুপস্থিতিতে অগ্রসর হওয়ার আগে আধিকারিককে লিপিবদ্ধ কারণসহ আপনার আপত্তির সিদ্ধান্ত নিতে হবে।',
  'The notice': 'নোটিশ',
  'Why the record of service is wrong': 'নোটিশ পৌঁছানোর রেকর্ড কেন ভুল',
  'For example: where you were that day, or who received the notice instead of you.':
    'যেমন: সেদিন আপনি কোথায় ছিলেন, বা আপনার বদলে কে নোটিশ গ্রহণ করেছিলেন।',
  'Decide the objection to service': 'নোটিশ পৌঁছানো নিয়ে আপত্তির সিদ্ধান্ত নিন',
  'Uphold the objection when the notice was not served as recorded (it is then to be served again), or reject it; record your reasons either way.':
    'লিপিবদ্ধ মতো নোটিশ পৌঁছানো না হয়ে থাকলে আপত্তি গ্রহণ করুন (তখন নোটিশ আবার পৌঁছাতে হবে), নইলে অগ্রাহ্য করুন; দুই ক্ষেত্রেই আপনার কারণ লিপিবদ্ধ করুন।',
  'The objection': 'আপত্তি',
  Decision: 'সিদ্ধান্ত',
  'Upheld: not served; serve the notice again': 'গৃহীত: পৌঁছানো হয়নি; নোটিশ আবার পৌঁছান',
  'Rejected: the service stands': 'অগ্রাহ্য: নোটিশ পৌঁছানো বহাল থাকে',
};
