// The demonstration Assam case (the Assam amendment's s.26A report, forwarded to the court), in English or Hindi.

import type { LocalDate } from '../../lib/local-date.ts';

import type { AssamCase } from '../../domain/assam/state.ts';
import type { Lang } from '../types.ts';
import { tr } from '../format.ts';

const d = (s: string): LocalDate => s as LocalDate;

const T =
  (L: Lang) =>
  (en: string, hi: string): string =>
    tr(L, en, hi);

export function demoAssam(L: Lang): AssamCase {
  const t = T(L);
  const assam: AssamCase = {
    stage: 'forwarded',
    report: {
      on: d('2026-07-15'),
      reporter: {
        name: t('Bhaskar Jyoti Baruah', 'भास्कर ज्योति बरुआ'),
        capacity: 'public-servant',
        designation: t('Circle Officer, Dispur Revenue Circle', 'अंचल अधिकारी, दिसपुर राजस्व अंचल'),
      },
      accused: {
        personId: 'p-77',
        name: t('Hemanta Das', 'हेमंत दास'),
        parentName: t('Nagen Das', 'नगेन दास'),
        address: t(
          'Beltola, Guwahati, District Kamrup (Metro), Assam - 781028',
          'बेलतला, गुवाहाटी, जिला कामरूप (महानगर), असम - 781028',
        ),
        role: 'owner',
      },
      offence: {
        date: d('2026-07-12'),
        place: t('GS Road near Ganeshguri, Guwahati', 'गणेशगुड़ी के पास जी. एस. रोड, गुवाहाटी'),
        manner: 'neglect',
        limbs: [{ limb: 'obstruction', letLoose: true, onPublicRoad: true, obstructedTraffic: true }],
        cattle: t('Three bullocks, one with a cut left ear', 'तीन बैल, एक का बायां कान कटा हुआ'),
        statement: t(
          'Three bullocks were let loose on GS Road at about 9 am and blocked traffic for forty minutes.',
          'लगभग प्रातः 9 बजे तीन बैल जी. एस. रोड पर खुले छोड़ दिए गए और उन्होंने चालीस मिनट तक यातायात रोके रखा।',
        ),
      },
    },
    forwarded: {
      on: d('2026-07-16'),
      court: t(
        'Court of the Chief Judicial Magistrate, Kamrup (Metro)',
        'मुख्य न्यायिक मजिस्ट्रेट का न्यायालय, कामरूप (महानगर)',
      ),
    },
  };
  return assam;
}
