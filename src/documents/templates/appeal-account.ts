// Rule 7(12) with Article 20(1) (issue 27): what the appellate order says of the penalty that stands: the range applied
// on the day of the contravention, what was deposited and referred below, the balance to pay and by when.

import type { AppellateOrderValues } from '../models/appeal.ts';
import type { Lang } from '../types.ts';
import { longDate, rupees, tr } from '../format.ts';

/** Rule 7(12): when the penalty that stands must be paid, and what follows if it is not. */
export function payByText(L: Lang, penaltyPaise: number, payBy: AppellateOrderValues['payBy']): string {
  const provisional = payBy?.periodStatus === 'configured';
  if (payBy === undefined) {
    return tr(
      L,
      `The penalty of ${rupees(penaltyPaise)} that stands shall be paid to the Fund of the Animal Welfare Board of India within the period under section 27C of the Act from the date of this order; in default, the Animal Welfare Board of India shall take necessary action for its recovery (Rule 7(12)).`,
      `${rupees(penaltyPaise)} की प्रभावी शास्ति इस आदेश की तारीख से अधिनियम की धारा 27ग के अधीन अवधि के भीतर भारतीय जीव-जंतु कल्याण बोर्ड की निधि में जमा की जाए; ऐसा न करने पर भारतीय जीव-जंतु कल्याण बोर्ड उसकी वसूली के लिए आवश्यक कार्रवाई करेगा (नियम 7(12))।`,
    );
  }
  // The appellate authority fixed the time to pay (issue 27): the order says so, not "the period under section 27C".
  if (payBy.timeToPay === 'order') {
    return L === 'hi'
      ? `${rupees(penaltyPaise)} की प्रभावी शास्ति इस आदेश की तारीख से ${payBy.periodDays} दिन के भीतर, अर्थात् दिनांक ${longDate(payBy.due, L)} तक, जो समय अपील प्राधिकारी इस आदेश द्वारा नियत करता है, भारतीय जीव-जंतु कल्याण बोर्ड की निधि में जमा की जाए। ऐसा न करने पर भारतीय जीव-जंतु कल्याण बोर्ड उसकी वसूली के लिए आवश्यक कार्रवाई करेगा (नियम 7(12))।`
      : `The penalty of ${rupees(penaltyPaise)} that stands shall be paid to the Fund of the Animal Welfare Board of India within ${payBy.periodDays} days of this order, that is by ${longDate(payBy.due, L)}, the time to pay the appellate authority fixes by this order. If it is not paid by then, the Animal Welfare Board of India shall take necessary action for its recovery (Rule 7(12)).`;
  }
  return L === 'hi'
    ? `${rupees(penaltyPaise)} की प्रभावी शास्ति इस आदेश की तारीख से ${payBy.periodDays} दिन के भीतर, अर्थात् दिनांक ${longDate(payBy.due, L)} तक, भारतीय जीव-जंतु कल्याण बोर्ड की निधि में जमा की जाए${provisional ? ` (धारा 27ग के अधीन अवधि, जो राज्य द्वारा धारा 27ग के अधीन अवधि अधिसूचित किए जाने तक पोर्टल का पूर्वनिर्धारित मान ${payBy.periodDays} दिन है)` : ' (धारा 27ग के अधीन अवधि)'}। ऐसा न करने पर भारतीय जीव-जंतु कल्याण बोर्ड उसकी वसूली के लिए आवश्यक कार्रवाई करेगा (नियम 7(12))।`
    : `The penalty of ${rupees(penaltyPaise)} that stands shall be paid to the Fund of the Animal Welfare Board of India within ${payBy.periodDays} days of this order, that is by ${longDate(payBy.due, L)}${provisional ? ` (the period under section 27C, the portal's configured default of ${payBy.periodDays} days until the State notifies a period under section 27C)` : ' (the period under section 27C)'}. If it is not paid by then, the Animal Welfare Board of India shall take necessary action for its recovery (Rule 7(12)).`;
}

/** Issue 27: the range applied to the penalty that stands, read on the day of the contravention (Article 20(1)). */
export function ceilingText(L: Lang, c: NonNullable<AppellateOrderValues['ceiling']>): string {
  const day = longDate(c.readOn, L);
  return c.maxRupees === null
    ? tr(
        L,
        `No maximum of the penalty had been notified for this State on ${day}, the day of the contravention; the penalty that stands is fixed for the reasons recorded above.`,
        `उल्लंघन के दिन, ${day} को, इस राज्य के लिए शास्ति की कोई अधिकतम सीमा अधिसूचित नहीं थी; प्रभावी शास्ति ऊपर लेखबद्ध कारणों से नियत है।`,
      )
    : tr(
        L,
        `The penalty that stands is within the range of ${rupees(0)} to ${rupees(c.maxRupees * 100)} in force for this State on ${day}, the day of the contravention.`,
        `प्रभावी शास्ति उल्लंघन के दिन, ${day} को, इस राज्य के लिए प्रवृत्त ${rupees(0)} से ${rupees(c.maxRupees * 100)} तक की सीमा के भीतर है।`,
      );
}

/**
 * Rule 7(12), issue 27: what was deposited and referred under the order below is accounted for; only the balance is
 * demanded, the Board's recovery stands only for what remains, and a deposit beyond the penalty that stands is
 * refunded. Never a second demand for the whole penalty.
 */
export function accountTexts(
  L: Lang,
  penaltyPaise: number,
  a: NonNullable<AppellateOrderValues['account']>,
  payBy: AppellateOrderValues['payBy'],
): string[] {
  const out: string[] = [];
  if (a.depositedPaise > 0)
    out.push(
      tr(
        L,
        `Of the penalty of ${rupees(penaltyPaise)} that stands, ${rupees(Math.min(a.depositedPaise, penaltyPaise))} has already been deposited under the order appealed against and is adjusted towards it.`,
        `${rupees(penaltyPaise)} की प्रभावी शास्ति में से ${rupees(Math.min(a.depositedPaise, penaltyPaise))} अपीलित आदेश के अधीन पहले ही जमा की जा चुकी है और उसमें समायोजित की जाती है।`,
      ),
    );
  if (a.referredPaise > 0)
    out.push(
      tr(
        L,
        `The reference to the Animal Welfare Board of India for recovery${a.referredOn ? ` made on ${longDate(a.referredOn, L)}` : ''} stands for ${rupees(a.referredPaise)} only; the Board shall recover no more than that amount (Rule 7(12)).`,
        `भारतीय जीव-जंतु कल्याण बोर्ड को वसूली हेतु संदर्भ${a.referredOn ? ` (दिनांक ${longDate(a.referredOn, L)})` : ''} केवल ${rupees(a.referredPaise)} के लिए प्रभावी रहेगा; बोर्ड उससे अधिक राशि की वसूली नहीं करेगा (नियम 7(12))।`,
      ),
    );
  if (a.balancePaise > 0) out.push(payByText(L, a.balancePaise, payBy));
  else if (penaltyPaise > 0)
    out.push(
      tr(
        L,
        'Nothing further of the penalty is to be paid under this order beyond what is stated above.',
        'ऊपर कथित के अतिरिक्त इस आदेश के अधीन शास्ति की कोई और राशि देय नहीं है।',
      ),
    );
  if (a.excessPaise > 0)
    out.push(
      tr(
        L,
        `The ${rupees(a.excessPaise)} deposited beyond the penalty that stands shall be refunded to the person who deposited it.`,
        `प्रभावी शास्ति से अधिक जमा की गई ${rupees(a.excessPaise)} की राशि जमा करने वाले व्यक्ति को वापस की जाएगी।`,
      ),
    );
  return out;
}
