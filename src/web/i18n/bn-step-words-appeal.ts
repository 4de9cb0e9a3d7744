// Bengali: the words of the step forms, continued (see bn-step-words.ts): the appeal (Form-III) and the Assam track (the written report to the court).

export const stepWordsBnAppeal: Readonly<Record<string, string>> = {
  'File an appeal in Form-III': 'প্রপত্র-III-এ আপিল দায়ের করুন',
  'A party to the case appeals against the order of the adjudicating officer to the District Magistrate.':
    'মামলার একটি পক্ষ ন্যায়নির্ণায়ক আধিকারিকের আদেশের বিরুদ্ধে জেলা শাসকের কাছে আপিল করেন।',
  'Call for the records of the case': 'মামলার রেকর্ড তলব করুন',
  'Call for the records of the complaint and the inquiry from the adjudicating officer.':
    'ন্যায়নির্ণায়ক আধিকারিকের কাছ থেকে অভিযোগ ও তদন্তের রেকর্ড তলব করুন।',
  Note: 'টীকা',
  'Record that the records were received': 'রেকর্ড পাওয়া গেছে বলে লিপিবদ্ধ করুন',
  'The records called for have arrived from the adjudicating officer.':
    'তলব করা রেকর্ড ন্যায়নির্ণায়ক আধিকারিকের কাছ থেকে এসে পৌঁছেছে।',
  'Intimate the defects to the appellant': 'আপিলকারীকে ত্রুটিগুলি জানান',
  'List each defect with the Form-III item it concerns. The appellant has 15 days to rectify.':
    'প্রতিটি ত্রুটি প্রপত্র-III-এর সংশ্লিষ্ট দফা সহ তালিকাভুক্ত করুন। আপিলকারী সংশোধনের জন্য 15 দিন পান।',
  'Include the defects found when the appeal was filed': 'আপিল দায়েরের সময় পাওয়া ত্রুটিগুলি অন্তর্ভুক্ত করুন',
  'Another defect: the Form-III item': 'আরেকটি ত্রুটি: প্রপত্র-III-এর দফা',
  'What the appellant must do to rectify it': 'এটি সংশোধনের জন্য আপিলকারীকে কী করতে হবে',
  'Record that the defects were rectified': 'ত্রুটিগুলি সংশোধিত হয়েছে বলে লিপিবদ্ধ করুন',
  'The appellant has cured the defects intimated; all outstanding defects unless some are named.':
    'আপিলকারী জানানো ত্রুটিগুলি সংশোধন করেছেন; কয়েকটির নাম উল্লেখ না করলে বাকি সব ত্রুটি।',
  'Refuse to register the appeal': 'আপিলের নিবন্ধন প্রত্যাখ্যান করুন',
  'Registration may be refused only when the defects were not rectified within the period allowed.':
    'অনুমোদিত সময়ের মধ্যে ত্রুটি সংশোধন না হলে তবেই নিবন্ধন প্রত্যাখ্যান করা যায়।',
  'Record that the refusal was communicated': 'প্রত্যাখ্যান জানানো হয়েছে বলে লিপিবদ্ধ করুন',
  'The refusal is communicated to the appellant within 7 days; a later communication records the reason for the delay.':
    'প্রত্যাখ্যান 7 দিনের মধ্যে আপিলকারীকে জানানো হয়; পরে জানালে বিলম্বের কারণ লিপিবদ্ধ হয়।',
  'How it was communicated': 'কীভাবে জানানো হয়েছে',
  'Admit the appeal': 'আপিল গ্রহণ করুন',
  'An appeal in order, its records called for, is admitted.': 'যথাযথ আপিল, তার রেকর্ড তলব করার পরে, গ্রহণ করা হয়।',
  'The delay in filing is condoned (a late appeal)': 'দায়েরের বিলম্ব মার্জনা করা হয়েছে (দেরিতে দায়ের করা আপিল)',
  "Reasons for condoning the delay, answering the appellant's explanation":
    'বিলম্ব মার্জনার কারণ, আপিলকারীর ব্যাখ্যার উত্তরে',
  'Issue notice to the respondent': 'উত্তরদাতাকে নোটিশ জারি করুন',
  'The notice goes with a copy of the appeal and allows the respondent at most 30 days to reply.':
    'নোটিশের সঙ্গে আপিলের একটি প্রতিলিপি যায় এবং উত্তরদাতাকে উত্তরের জন্য সর্বাধিক 30 দিন দেয়।',
  'At most 30 days (Rule 7(8)).': 'সর্বাধিক 30 দিন (নিয়ম 7(8))।',
  'A copy of the appeal is enclosed with the notice': 'নোটিশের সঙ্গে আপিলের একটি প্রতিলিপি সংযুক্ত করা হয়েছে',
  'Record an attempt to serve the notice': 'নোটিশ পৌঁছানোর একটি চেষ্টা লিপিবদ্ধ করুন',
  'Which notice': 'কোন নোটিশ',
  'Whose copy of the notice of hearing': 'শুনানির নোটিশের কার প্রতিলিপি',
  'A notice of hearing is served on the appellant and on the respondent.':
    'শুনানির নোটিশ আপিলকারী ও উত্তরদাতা দুজনের কাছেই পৌঁছানো হয়।',
  'The appellant': 'আপিলকারী',
  'The respondent': 'উত্তরদাতা',
  'The respondent refused to accept the notice tendered. This is recorded as such; it is not service. Serve the notice next by electronic means or speed post, and by affixing if that fails too.':
    'উত্তরদাতা হাতে হাতে দেওয়া নোটিশ গ্রহণ করতে অস্বীকার করেছেন। এটি সেভাবেই লিপিবদ্ধ হয়; এটি নোটিশ পৌঁছানো নয়। এরপর নোটিশ ইলেকট্রনিক মাধ্যমে বা স্পিড পোস্টে পৌঁছান, এবং তাও ব্যর্থ হলে লাগিয়ে দিয়ে।',
  'Tendered to (the respondent or the authorised representative)':
    'যাঁকে হাতে হাতে দেওয়া হয়েছে (উত্তরদাতা বা অনুমোদিত প্রতিনিধি)',
  'What the respondent said or did in refusing the notice': 'নোটিশ প্রত্যাখ্যানের সময় উত্তরদাতা কী বলেছেন বা করেছেন',
  "Record the respondent's reply received on paper": 'কাগজে পাওয়া উত্তরদাতার উত্তর লিপিবদ্ধ করুন',
  'A reply received in the office is placed on record; one received after the period is marked late.':
    'কার্যালয়ে পাওয়া উত্তর নথিভুক্ত হয়; সময়ের পরে পাওয়া উত্তর বিলম্বিত বলে চিহ্নিত হয়।',
  'Reply to the appeal': 'আপিলের উত্তর দিন',
  'The respondent replies to the grounds of appeal within the period the notice allows.':
    'নোটিশে দেওয়া সময়ের মধ্যে উত্তরদাতা আপিলের হেতুগুলির উত্তর দেন।',
  'Fix the hearing of the appeal': 'আপিলের শুনানি ধার্য করুন',
  "The parties are told the date and the place of the hearing (the District Magistrate's office unless another is named), or the video link.":
    'পক্ষগণকে শুনানির তারিখ ও স্থান (অন্য কোনো স্থান উল্লেখ না থাকলে জেলা শাসকের কার্যালয়), বা ভিডিও লিংক জানানো হয়।',
  'Place of the hearing, or the video link': 'শুনানির স্থান, বা ভিডিও লিংক',
  'Record the hearing of the appeal': 'আপিলের শুনানি লিপিবদ্ধ করুন',
  'Record how each party appeared: in person, through a legal representative, or not at all.':
    'প্রতিটি পক্ষ কীভাবে উপস্থিত হয়েছেন লিপিবদ্ধ করুন: ব্যক্তিগতভাবে, আইনি প্রতিনিধির মাধ্যমে, বা একেবারেই নয়।',
  'Appeared in person': 'ব্যক্তিগতভাবে উপস্থিত',
  'Appeared through a legal representative': 'আইনি প্রতিনিধির মাধ্যমে উপস্থিত',
  Absent: 'অনুপস্থিত',
  "Appellant's legal representative": 'আপিলকারীর আইনি প্রতিনিধি',
  "Respondent's legal representative": 'উত্তরদাতার আইনি প্রতিনিধি',
  'Decide the appeal': 'আপিলের সিদ্ধান্ত দিন',
  'Answer each ground of appeal, accepting or rejecting it with reasons; then confirm, vary or set aside the order. The amounts below are those of the order under appeal; when varying, change those the appellate order varies.':
    'আপিলের প্রতিটি হেতুর উত্তর দিন, কারণসহ গ্রহণ বা অগ্রাহ্য করে; তারপর আদেশ বহাল রাখুন, পরিবর্তন করুন বা বাতিল করুন। নিচের পরিমাণগুলি আপিল করা আদেশের; পরিবর্তন করলে আপিলের আদেশে পরিবর্তিত পরিমাণগুলি বদলান।',
  'Confirm the order': 'আদেশ বহাল রাখুন',
  'Vary the order': 'আদেশ পরিবর্তন করুন',
  'Set aside the order': 'আদেশ বাতিল করুন',
  'Days allowed to pay the penalty': 'জরিমানা পরিশোধের জন্য দেওয়া দিন',
  "Required when a penalty stands: the time to pay you fix, in days from this order. The number shown is the portal's default period under section 27C; change it as you decide. A period notified by the State under section 27C cannot be exceeded.":
    'জরিমানা বহাল থাকলে প্রয়োজন: আপনার নির্ধারিত পরিশোধের সময়, এই আদেশ থেকে দিনে। দেখানো সংখ্যাটি ধারা 27গ-এর অধীনে পোর্টালের পূর্বনির্ধারিত সময়; আপনার সিদ্ধান্ত অনুযায়ী বদলান। রাজ্যের বিজ্ঞাপিত ধারা 27গ-এর অধীন সময় অতিক্রম করা যায় না।',
  'A signed copy of the order under Rule 7 is supplied free of cost to each party.':
    'নিয়ম 7-এর অধীন আদেশের স্বাক্ষরিত প্রতিলিপি প্রতিটি পক্ষকে বিনামূল্যে দেওয়া হয়।',
  'The authorised officer': 'অনুমোদিত আধিকারিক',
  'Refer the unpaid penalty for recovery': 'অপরিশোধিত জরিমানা আদায়ের জন্য পাঠান',
  "A penalty the appellate order upholds, unpaid after the period under section 27C (the portal's configured default until the State notifies a period under section 27C), is referred to the Animal Welfare Board of India for recovery (Rule 7(12)).":
    'আপিলের আদেশে বহাল জরিমানা, ধারা 27গ-এর অধীন সময়ের পরেও (রাজ্য ধারা 27গ-এর অধীনে সময় বিজ্ঞাপিত না করা পর্যন্ত পোর্টালের পূর্বনির্ধারিত সময়) অপরিশোধিত থাকলে, আদায়ের জন্য ভারতীয় প্রাণী কল্যাণ পর্ষদে পাঠানো হয় (নিয়ম 7(12))।',
  'Unpaid penalty (₹)': 'অপরিশোধিত জরিমানা (₹)',
  'Object to the service of the notice of the appeal': 'আপিলের নোটিশ পৌঁছানো নিয়ে আপত্তি জানান',
  'If the notice of the appeal was not served on you as the record says, say so and why. The appellate authority must decide your objection, for reasons recorded, before fixing the hearing.':
    'রেকর্ডে যেমন বলা আছে সেভাবে আপিলের নোটিশ আপনার কাছে পৌঁছানো না হয়ে থাকলে, তা এবং তার কারণ বলুন। শুনানি ধার্য করার আগে আপিল কর্তৃপক্ষকে লিপিবদ্ধ কারণসহ আপনার আপত্তির সিদ্ধান্ত নিতে হবে।',
  'Make a written report of an offence under section 26 (Assam)': 'ধারা 26 (অসম)-এর অধীন অপরাধের লিখিত প্রতিবেদন দিন',
  'The person aggrieved or a public servant reports the facts in writing; no court takes cognizance without it.':
    'ক্ষতিগ্রস্ত ব্যক্তি বা কোনো সরকারি কর্মচারী লিখিতভাবে ঘটনার প্রতিবেদন দেন; এটি ছাড়া কোনো আদালত বিচারার্থে গ্রহণ করে না।',
  'Forward the written report to the magistrate': 'লিখিত প্রতিবেদন ম্যাজিস্ট্রেটের কাছে পাঠান',
  'Name the court of the Judicial Magistrate the report goes to.':
    'প্রতিবেদন যে বিচারবিভাগীয় ম্যাজিস্ট্রেটের আদালতে যাবে তার নাম দিন।',
  'The court of the Judicial Magistrate': 'বিচারবিভাগীয় ম্যাজিস্ট্রেটের আদালত',
  'Record that the magistrate took cognizance': 'ম্যাজিস্ট্রেট বিচারার্থে গ্রহণ করেছেন বলে লিপিবদ্ধ করুন',
  'The court and its case number.': 'আদালত ও তার মামলা নম্বর।',
  'Case number in the court': 'আদালতের মামলা নম্বর',
  "Record the court's summons served on the accused": 'অভিযুক্তের কাছে আদালতের সমন পৌঁছানো লিপিবদ্ধ করুন',
  'The day of service, the day the summons fixes for the accused to appear, and its served copy or report of service attached to the case. No conviction, compensation, forfeiture or auction is recorded without it.':
    'পৌঁছানোর দিন, অভিযুক্তের হাজির হওয়ার জন্য সমনে ধার্য দিন, এবং মামলার সঙ্গে সংযুক্ত পৌঁছানো প্রতিলিপি বা পৌঁছানোর প্রতিবেদন। এটি ছাড়া কোনো দোষী সাব্যস্ত, ক্ষতিপূরণ, বাজেয়াপ্ত বা নিলাম লিপিবদ্ধ হয় না।',
  'Number of the summons': 'সমনের নম্বর',
  'Day fixed to appear': 'হাজির হওয়ার ধার্য দিন',
  'Served copy or report of service': 'পৌঁছানো প্রতিলিপি বা পৌঁছানোর প্রতিবেদন',
  "The court's reasons for a shorter interval": 'কম ব্যবধানের জন্য আদালতের কারণ',
  "Record the accused's attendance": 'অভিযুক্তের হাজিরা লিপিবদ্ধ করুন',
  "Whether the accused appeared on the summons, was excused by the court's order (attached), or was absent.":
    'অভিযুক্ত সমন অনুযায়ী হাজির হয়েছিলেন কি না, আদালতের আদেশে (সংযুক্ত) অব্যাহতি পেয়েছিলেন কি না, বা অনুপস্থিত ছিলেন।',
  'The accused': 'অভিযুক্ত',
  Appeared: 'হাজির হয়েছিলেন',
  "Excused by the court's order": 'আদালতের আদেশে অব্যাহতি',
  "The court's order excusing attendance": 'হাজিরা থেকে অব্যাহতি দেওয়া আদালতের আদেশ',
  "Record the court's judgment": 'আদালতের রায় লিপিবদ্ধ করুন',
  "The Judicial Magistrate decides; record the judgment from its copy attached to the case. A conviction is recorded on the judgment page, where each earlier conviction in the portal's records is confirmed or rejected.":
    'বিচারবিভাগীয় ম্যাজিস্ট্রেট সিদ্ধান্ত দেন; মামলার সঙ্গে সংযুক্ত প্রতিলিপি থেকে রায় লিপিবদ্ধ করুন। দোষী সাব্যস্ত রায়ের পাতায় লিপিবদ্ধ হয়, যেখানে পোর্টালের রেকর্ডে থাকা প্রতিটি আগের দোষী সাব্যস্ত নিশ্চিত বা অগ্রাহ্য করা হয়।',
  'Outcome in the judgment': 'রায়ের ফলাফল',
  Convicted: 'দোষী সাব্যস্ত',
  Acquitted: 'বেকসুর খালাস',
  Court: 'আদালত',
  "Court's case number": 'আদালতের মামলা নম্বর',
  'Copy of the judgment': 'রায়ের প্রতিলিপি',
  'Fine (rupees)': 'জরিমানা (টাকা)',
  'Record the order of compensation': 'ক্ষতিপূরণের আদেশ লিপিবদ্ধ করুন',
  'Ordered while convicting, to the person whose property was damaged or who was injured, with the date to pay by.':
    'দোষী সাব্যস্ত করার সময় দেওয়া আদেশ, যাঁর সম্পত্তির ক্ষতি হয়েছিল বা যিনি আহত হয়েছিলেন তাঁর অনুকূলে, পরিশোধের শেষ তারিখ সহ।',
  'The person to be compensated': 'যে ব্যক্তিকে ক্ষতিপূরণ দেওয়া হবে',
  Because: 'কারণ',
  'Their property was damaged': 'তাঁর সম্পত্তির ক্ষতি হয়েছিল',
  'They were injured': 'তিনি আহত হয়েছিলেন',
  'To be paid by': 'পরিশোধের শেষ তারিখ',
  'Record payment of the compensation': 'ক্ষতিপূরণ পরিশোধ লিপিবদ্ধ করুন',
  'The compensation ordered has been paid.': 'আদেশকৃত ক্ষতিপূরণ পরিশোধ করা হয়েছে।',
  'Record default in paying the compensation': 'ক্ষতিপূরণ পরিশোধে খেলাপ লিপিবদ্ধ করুন',
  "After the date to pay by, unpaid compensation is in default. The cattle are forfeited only on the magistrate's order, recorded next.":
    'পরিশোধের শেষ তারিখের পরে, অপরিশোধিত ক্ষতিপূরণ খেলাপ হয়। কেবল ম্যাজিস্ট্রেটের আদেশেই পশু বাজেয়াপ্ত হয়, যা এরপর লিপিবদ্ধ হয়।',
  "Record the magistrate's order forfeiting the cattle": 'পশু বাজেয়াপ্তির ম্যাজিস্ট্রেটের আদেশ লিপিবদ্ধ করুন',
  "The cattle are forfeited and sold only on the magistrate's order, never because the day to pay passed: attach its copy to the case and give its date and the court.":
    'কেবল ম্যাজিস্ট্রেটের আদেশেই পশু বাজেয়াপ্ত ও বিক্রি হয়, পরিশোধের দিন পেরিয়ে যাওয়ার কারণে কখনও নয়: তার প্রতিলিপি মামলার সঙ্গে সংযুক্ত করুন এবং তার তারিখ ও আদালত দিন।',
  'Copy of the order': 'আদেশের প্রতিলিপি',
  'Date of the order': 'আদেশের তারিখ',
  'Record the auction of the forfeited cattle': 'বাজেয়াপ্ত পশুর নিলাম লিপিবদ্ধ করুন',
  'The proceeds, and what was paid to the person aggrieved (the lesser of the proceeds and the compensation ordered).':
    'বিক্রয়লব্ধ অর্থ, এবং ক্ষতিগ্রস্ত ব্যক্তিকে কত দেওয়া হয়েছে (বিক্রয়লব্ধ অর্থ ও আদেশকৃত ক্ষতিপূরণের মধ্যে যেটি কম)।',
  'Sale proceeds (₹)': 'বিক্রয়লব্ধ অর্থ (₹)',
  'Paid to the person aggrieved (₹)': 'ক্ষতিগ্রস্ত ব্যক্তিকে দেওয়া (₹)',
};
