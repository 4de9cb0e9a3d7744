// Why a verified proof of service is held for the officer's review, in English and Hindi (Rule 4(5), Rule 4(15)).
// The proof keeps its reasons as English sentences (they were stored so before this table); each sentence comes from
// one entry here, so the officer's page can give the same reasons in the officer's language.

export type ReviewReasonCode =
  'reallocated' | 'cancelled' | 'done' | 'notice-reissued' | 'chain-gap' | 'copy-not-handed' | 'proceeding-refused';

interface ReasonWords {
  readonly en: (x: string) => string;
  readonly hi: (x: string) => string;
  /** Recognises the English sentence at the start of the text; the first group is its particular, if any. */
  readonly match: RegExp;
}

export const REVIEW_REASONS: Readonly<Record<ReviewReasonCode, ReasonWords>> = {
  reallocated: {
    en: (name) => `The task was reallocated to ${name} before this proof arrived.`,
    hi: (name) => `यह सबूत पहुँचने से पहले कार्य ${name} को पुनः सौंपा जा चुका था।`,
    match: /^The task was reallocated to (.+?) before this proof arrived\./,
  },
  cancelled: {
    en: () => 'The task was cancelled before this proof arrived.',
    hi: () => 'यह सबूत पहुँचने से पहले कार्य रद्द किया जा चुका था।',
    match: /^The task was cancelled before this proof arrived\./,
  },
  done: {
    en: () => 'The task was already done: another proof was recorded for it first.',
    hi: () => 'कार्य पहले ही पूरा हो चुका था: उसके लिए दूसरा सबूत पहले दर्ज हुआ।',
    match: /^The task was already done: another proof was recorded for it first\./,
  },
  'notice-reissued': {
    en: () => 'The notice was issued again since the process server took it out: the proof is for an earlier version.',
    hi: () => 'तामीलकर्ता के ले जाने के बाद नोटिस फिर से जारी हुआ: यह सबूत पुराने संस्करण का है।',
    match: /^The notice was issued again since the process server took it out: the proof is for an earlier version\./,
  },
  'chain-gap': {
    en: () => "The phone's chain of proofs has a gap or does not follow its previous proof.",
    hi: () => 'फ़ोन की सबूत-शृंखला में अंतराल है या यह सबूत पिछले सबूत के बाद का नहीं है।',
    match: /^The phone's chain of proofs has a gap or does not follow its previous proof\./,
  },
  'copy-not-handed': {
    en: () =>
      'The copy of the order is supplied by handing it over (Rule 4(15)); a refusal or an affixing is for the officer to consider.',
    hi: () => 'आदेश की प्रति सौंपकर दी जाती है (नियम 4(15)); इंकार या चस्पा करने पर विचार अधिकारी करेंगे।',
    match:
      /^The copy of the order is supplied by handing it over \(Rule 4\(15\)\); a refusal or an affixing is for the officer to consider\./,
  },
  'proceeding-refused': {
    // The proceeding's own refusal follows in its words (English); it ends the text.
    en: (why) => `The proceeding does not accept this attempt: ${why}`,
    hi: (why) => `कार्यवाही यह प्रयास स्वीकार नहीं करती: ${why}`,
    match: /^The proceeding does not accept this attempt: ([\s\S]*)$/,
  },
};

/** One reason as stored (English), with its particular (a name, or the proceeding's refusal). */
export function reasonText(code: ReviewReasonCode, x = ''): string {
  return REVIEW_REASONS[code].en(x);
}

/** A part of a stored reason: a known sentence in the reader's language, or a sentence kept as recorded (English). */
export interface ReasonPart {
  readonly text: string;
  readonly asRecorded: boolean;
}

/** The stored reasons in the reader's language; a sentence no entry knows is given as recorded, marked so. */
export function reasonIn(stored: string, lang: 'en' | 'hi'): readonly ReasonPart[] {
  const parts: ReasonPart[] = [];
  let rest = stored.trim();
  while (rest.length > 0) {
    const hit = Object.values(REVIEW_REASONS)
      .map((w) => ({ w, m: w.match.exec(rest) }))
      .find((x) => x.m !== null);
    if (!hit?.m) {
      parts.push({ text: rest, asRecorded: lang !== 'en' });
      break;
    }
    parts.push({ text: hit.w[lang](hit.m[1] ?? ''), asRecorded: false });
    rest = rest.slice(hit.m[0].length).trim();
  }
  return parts;
}
