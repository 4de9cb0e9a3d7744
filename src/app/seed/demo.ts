// The demo installation: Uttar Pradesh (central Rules) and Assam (Assam overlay), their offices with calendars, and
// one account for every role, with readable passwords that `npm start` prints. Written only into an EMPTY database
// (no State, no account): demo accounts with published passwords must never appear beside real data.
//
// Everything goes through the use cases (validation, grants, the citizens' mailed codes), so the demo is data the
// portal itself accepts. The first administrator is made by bootstrapAdministrator, the only way in on a fresh database.

import type { Clock } from '../../lib/clock.ts';
import type { IndianRegionCode } from '../../rules/time/holidays.ts';
import { officeCalendar } from '../../rules/time/holidays.ts';
import { createStaffAccount } from '../accounts/create-staff-account.ts';
import { accountDeps, createAccountServices } from '../accounts/index.ts';
import { CaptureMailer } from '../accounts/mailers.ts';
import type { PasswordHasher } from '../accounts/passwords.ts';
import type { AccountRepo } from '../ports/accounts.ts';
import type { RoleGrant } from '../actor.ts';
import type { DemoAccount } from '../services.ts';
import { createAdminServices } from '../admin/create-admin-services.ts';
import type { JurisdictionRepo } from '../ports/admin.ts';

export interface SeedDemoDeps {
  readonly accounts: AccountRepo;
  readonly jurisdiction: JurisdictionRepo;
  readonly clock: Clock;
  readonly hasher?: PasswordHasher;
}

/** Public holidays of these years are seeded into every demo office calendar. */
export const DEMO_HOLIDAY_YEARS = [2026, 2027] as const;

const STATES = [
  { code: 'UP', name: 'Uttar Pradesh', nameHi: 'उत्तर प्रदेश', jurisdiction: 'in' as const },
  { code: 'AS', name: 'Assam', nameHi: 'असम', jurisdiction: 'in-as' as const },
];
const DISTRICTS = [
  { code: 'AGR', stateCode: 'UP', name: 'Agra', nameHi: 'आगरा' },
  { code: 'KMR', stateCode: 'AS', name: 'Kamrup Metropolitan', nameHi: 'कामरूप महानगर' },
  // Assam's other languages of documents (issue 31): Cachar issues in English and Bengali (Barak Valley), Kokrajhar in
  // English and Bodo in Devanagari (Bodoland Territorial Region), under the State's order of 15 April 2025 under the
  // Assam Official Language Act, 1960 (rules/document-languages.ts: the setting, dated and cited, follows the district).
  { code: 'CAC', stateCode: 'AS', name: 'Cachar', nameHi: 'कछार' },
  { code: 'KOK', stateCode: 'AS', name: 'Kokrajhar', nameHi: 'कोकराझार' },
];
const SUBDIVISIONS = [
  { code: 'AGRS', districtCode: 'AGR', name: 'Sadar', nameHi: 'सदर' },
  { code: 'AGRE', districtCode: 'AGR', name: 'Etmadpur', nameHi: 'एत्मादपुर' },
  { code: 'KMRS', districtCode: 'KMR', name: 'Guwahati', nameHi: 'गुवाहाटी' },
  { code: 'CACS', districtCode: 'CAC', name: 'Silchar', nameHi: 'सिलचर' },
  { code: 'KOKS', districtCode: 'KOK', name: 'Kokrajhar', nameHi: 'कोकराझार' },
];
const OFFICES: {
  code: string;
  kind: 'adjudicating' | 'appellate';
  districtCode: string;
  subdivisionCode?: string;
  state: IndianRegionCode;
  name: string;
  nameHi: string;
  address: string;
  addressHi: string;
}[] = [
  {
    code: 'AGRS',
    kind: 'adjudicating',
    districtCode: 'AGR',
    subdivisionCode: 'AGRS',
    state: 'UP',
    name: 'Sub-Divisional Magistrate, Sadar, Agra',
    nameHi: 'उपखंड मजिस्ट्रेट, सदर, आगरा',
    address: 'Tehsil Sadar, Agra, Uttar Pradesh (demo)',
    addressHi: 'तहसील सदर, आगरा, उत्तर प्रदेश (डेमो)',
  },
  {
    code: 'AGRE',
    kind: 'adjudicating',
    districtCode: 'AGR',
    subdivisionCode: 'AGRE',
    state: 'UP',
    name: 'Sub-Divisional Magistrate, Etmadpur, Agra',
    nameHi: 'उपखंड मजिस्ट्रेट, एत्मादपुर, आगरा',
    address: 'Tehsil Etmadpur, Agra, Uttar Pradesh (demo)',
    addressHi: 'तहसील एत्मादपुर, आगरा, उत्तर प्रदेश (डेमो)',
  },
  {
    code: 'AGRDM',
    kind: 'appellate',
    districtCode: 'AGR',
    state: 'UP',
    name: 'District Magistrate, Agra',
    nameHi: 'जिला मजिस्ट्रेट, आगरा',
    address: 'Collectorate, Agra, Uttar Pradesh (demo)',
    addressHi: 'कलेक्ट्रेट, आगरा, उत्तर प्रदेश (डेमो)',
  },
  {
    code: 'KMRS',
    kind: 'adjudicating',
    districtCode: 'KMR',
    subdivisionCode: 'KMRS',
    state: 'AS',
    name: 'Sub-Divisional Magistrate, Guwahati',
    nameHi: 'उपखंड मजिस्ट्रेट, गुवाहाटी',
    address: 'Guwahati Sadar, Kamrup Metropolitan, Assam (demo)',
    addressHi: 'गुवाहाटी सदर, कामरूप महानगर, असम (डेमो)',
  },
  {
    code: 'KMRDM',
    kind: 'appellate',
    districtCode: 'KMR',
    state: 'AS',
    name: 'District Magistrate, Kamrup Metropolitan',
    nameHi: 'जिला मजिस्ट्रेट, कामरूप महानगर',
    address: "Deputy Commissioner's Office, Guwahati, Assam (demo)",
    addressHi: 'उपायुक्त कार्यालय, गुवाहाटी, असम (डेमो)',
  },
  {
    code: 'CACS',
    kind: 'adjudicating',
    districtCode: 'CAC',
    subdivisionCode: 'CACS',
    state: 'AS',
    name: 'Sub-Divisional Magistrate, Silchar',
    nameHi: 'उपखंड मजिस्ट्रेट, सिलचर',
    address: 'Silchar Sadar, Cachar, Assam (demo)',
    addressHi: 'सिलचर सदर, कछार, असम (डेमो)',
  },
  {
    code: 'CACDM',
    kind: 'appellate',
    districtCode: 'CAC',
    state: 'AS',
    name: 'District Magistrate, Cachar',
    nameHi: 'जिला मजिस्ट्रेट, कछार',
    address: "Deputy Commissioner's Office, Silchar, Assam (demo)",
    addressHi: 'उपायुक्त कार्यालय, सिलचर, असम (डेमो)',
  },
  {
    code: 'KOKS',
    kind: 'adjudicating',
    districtCode: 'KOK',
    subdivisionCode: 'KOKS',
    state: 'AS',
    name: 'Sub-Divisional Magistrate, Kokrajhar',
    nameHi: 'उपखंड मजिस्ट्रेट, कोकराझार',
    address: 'Kokrajhar Sadar, Kokrajhar, Assam (demo)',
    addressHi: 'कोकराझार सदर, कोकराझार, असम (डेमो)',
  },
  {
    code: 'KOKDM',
    kind: 'appellate',
    districtCode: 'KOK',
    state: 'AS',
    name: 'District Magistrate, Kokrajhar',
    nameHi: 'जिला मजिस्ट्रेट, कोकराझार',
    address: "Deputy Commissioner's Office, Kokrajhar, Assam (demo)",
    addressHi: 'उपायुक्त कार्यालय, कोकराझार, असम (डेमो)',
  },
];

interface DemoSpec extends DemoAccount {
  readonly name: string;
  readonly grants: readonly RoleGrant[];
  readonly lang: 'en' | 'hi';
}

/** Every demo account, in the order `npm start` prints them. The passwords are public: demo use only. */
export const DEMO_ACCOUNTS: readonly DemoSpec[] = [
  {
    role: 'administrator',
    email: 'admin@demo.example',
    password: 'admin-demo-2026',
    scope: 'national',
    name: 'Demo Administrator',
    grants: [{ role: 'administrator' }],
    lang: 'en',
  },
  {
    role: 'adjudicating-officer',
    email: 'sdm.sadar@demo.example',
    password: 'sdm-sadar-2026',
    scope: 'office AGRS (SDM Sadar, Agra, UP)',
    name: 'Anita Sharma, SDM Sadar',
    grants: [{ role: 'adjudicating-officer', officeCode: 'AGRS' }],
    lang: 'en',
  },
  {
    role: 'adjudicating-officer',
    email: 'sdm.etmadpur@demo.example',
    password: 'sdm-etmadpur-2026',
    scope: 'office AGRE (SDM Etmadpur, Agra, UP)',
    name: 'Vikram Singh, SDM Etmadpur',
    grants: [{ role: 'adjudicating-officer', officeCode: 'AGRE' }],
    lang: 'hi',
  },
  {
    role: 'adjudicating-officer',
    email: 'sdm.guwahati@demo.example',
    password: 'sdm-guwahati-2026',
    scope: 'office KMRS (SDM Guwahati, Assam)',
    name: 'Pranjal Baruah, SDM Guwahati',
    grants: [{ role: 'adjudicating-officer', officeCode: 'KMRS' }],
    lang: 'en',
  },
  {
    role: 'appellate-authority',
    email: 'dm.agra@demo.example',
    password: 'dm-agra-2026',
    scope: 'district AGR (District Magistrate, Agra)',
    name: 'Meera Gupta, DM Agra',
    grants: [{ role: 'appellate-authority', districtCode: 'AGR' }],
    lang: 'en',
  },
  {
    role: 'appellate-authority',
    email: 'dm.kamrup@demo.example',
    password: 'dm-kamrup-2026',
    scope: 'district KMR (District Magistrate, Kamrup Metropolitan)',
    name: 'Rituparna Das, DM Kamrup Metro',
    grants: [{ role: 'appellate-authority', districtCode: 'KMR' }],
    lang: 'en',
  },
  {
    role: 'awbi-recovery-officer',
    email: 'recovery@demo.example',
    password: 'awbi-recovery-2026',
    scope: 'national (Animal Welfare Board of India)',
    name: 'AWBI Recovery Officer',
    grants: [{ role: 'awbi-recovery-officer' }],
    lang: 'en',
  },
  {
    role: 'fund-accountant',
    email: 'fund.up@demo.example',
    password: 'fund-up-2026',
    scope: 'State UP',
    name: 'UP Fund Accountant',
    grants: [{ role: 'fund-accountant', stateCode: 'UP' }],
    lang: 'en',
  },
  {
    role: 'authorised-officer',
    email: 'officer@demo.example',
    password: 'authorised-2026',
    scope: 'State UP (files complaints for a local authority)',
    name: 'Nagar Nigam Agra, Authorised Officer',
    grants: [{ role: 'authorised-officer', stateCode: 'UP' }],
    lang: 'en',
  },
  {
    // Assisted access (issue 30): the help desk of SDM Sadar acts for a party whose signed consent names it.
    role: 'help-desk',
    email: 'helpdesk.sadar@demo.example',
    password: 'helpdesk-sadar-2026',
    scope: 'office AGRS (help desk, SDM Sadar, Agra, UP)',
    name: 'Sadar Help Desk',
    grants: [{ role: 'help-desk', officeCode: 'AGRS' }],
    lang: 'hi',
  },
  {
    role: 'citizen',
    email: 'ramesh@demo.example',
    password: 'ramesh-demo-2026',
    scope: 'verified citizen (complainant)',
    name: 'Ramesh Kumar',
    grants: [{ role: 'citizen' }],
    lang: 'hi',
  },
  {
    role: 'citizen (respondent)',
    email: 'suresh@demo.example',
    password: 'suresh-demo-2026',
    scope: 'verified citizen (respondent)',
    name: 'Suresh Yadav',
    grants: [{ role: 'citizen' }],
    lang: 'en',
  },
];

const listed = (): DemoAccount[] =>
  DEMO_ACCOUNTS.map(({ role, email, password, scope }) => ({ role, email, password, scope }));

/**
 * Seeds the demo into an empty database and returns its accounts. On a database that has any State or account it
 * writes nothing and returns the same list (the passwords are those of the demo unless someone changed them).
 */
export async function seedDemo(deps: SeedDemoDeps): Promise<DemoAccount[]> {
  if (!(await deps.jurisdiction.isEmpty())) return listed();
  // Citizens verify their address with the mailed code, as anyone would; the seed reads it from a captured mailbox.
  const mail = new CaptureMailer();
  const options = {
    accounts: deps.accounts,
    jurisdiction: deps.jurisdiction,
    clock: deps.clock,
    mailer: mail,
    ...(deps.hasher ? { hasher: deps.hasher } : {}),
  };
  const accounts = createAccountServices(options);
  const admin = createAdminServices({ jurisdiction: deps.jurisdiction, clock: deps.clock });

  const [first, ...rest] = DEMO_ACCOUNTS;
  const root = await accounts.bootstrapAdministrator({
    email: first!.email,
    name: first!.name,
    password: first!.password,
  });

  for (const s of STATES) await admin.createState(root, s);
  for (const d of DISTRICTS) await admin.createDistrict(root, d);
  for (const s of SUBDIVISIONS) await admin.createSubdivision(root, s);
  for (const o of OFFICES) {
    const calendar = officeCalendar({ state: o.state, years: DEMO_HOLIDAY_YEARS });
    await admin.createOffice(root, {
      code: o.code,
      kind: o.kind,
      districtCode: o.districtCode,
      ...(o.subdivisionCode ? { subdivisionCode: o.subdivisionCode } : {}),
      name: o.name,
      nameHi: o.nameHi,
      address: o.address,
      addressHi: o.addressHi,
      calendar,
    });
  }

  // Hashing dominates (about 60 ms each); the hashes run in parallel on libuv's threads.
  await Promise.all(
    rest.map(async (a) => {
      if (a.grants.every((g) => g.role === 'citizen')) {
        await accounts.registerCitizen({ email: a.email, name: a.name, password: a.password, lang: a.lang });
        await accounts.verifyEmail({ email: a.email, code: mail.codeFor(a.email)! });
      } else {
        await createStaffAccount(accountDeps(options), root, {
          email: a.email,
          name: a.name,
          password: a.password,
          grants: a.grants,
          lang: a.lang,
        });
      }
    }),
  );
  return listed();
}
