// A private calendar feed per account (issue 6): GET /calendar/<token>.ics, subscribed to by a calendar app.
//
//   calendarFeedUrl  creates or replaces the account's feed token (32 random bytes, base64url; only its SHA-256 is
//                    stored, calendar_feed) and returns `${publicUrl}/calendar/<token>.ics`, shown once; the old
//                    token stops working at once.
//   calendarFeed     the VCALENDAR of the token's account, in the account's language: every hearing date and
//                    statutory last day it must know of, as all-day events (ics.ts):
//                    - as a party (case_party: citizen, authorised officer, representative): the hearings of the
//                      proceedings it is party to, and the periods in which it must act (the clock's actor is its
//                      role: the noticee's reply, Rule 4(1)/4(4); the deposit, Rule 4(12); rectification, Rule 7(6);
//                      the respondent's reply, Rule 7(8));
//                    - as an adjudicating officer: the running clocks and the hearings of their offices' open cases;
//                    - as an appellate authority: those of their districts' open appeals.
//                    An unknown, replaced or malformed token, or a disabled account, is NOT_FOUND and says nothing more.
//
// The feed reads through indexes only (the token's digest; case_party by account; case_summary's open-case indexes by
// office and district; case_clock by stream): its cost follows the account's cases, not all cases. Clocks come from
// case_clock (the projection of the running periods), hearing dates from case_summary.state (hearing-dates.ts).

import type { Clock } from '../../../lib/clock.ts';
import type { LocalDate } from '../../../lib/local-date.ts';
import { formatLegal, formatLegalHi } from '../../../lib/local-date.ts';
import type { ProvisionId } from '../../../rules/provisions.ts';
import { isProvisionId, PROVISIONS } from '../../../rules/provisions.ts';
import { CLOCKS, isClockId } from '../../../rules/time/clocks.ts';
import { lapseToldToActor, partyRolesFor } from '../../../rules/time/watch.ts';
import type { Actor, RoleGrant } from '../../actor.ts';
import { digest, randomToken } from '../../accounts/tokens.ts';
import { AppError } from '../../errors.ts';
import type { IcsEvent } from './ics.ts';
import { icsFeed } from './ics.ts';
import type { Lang } from './messages.ts';
import { clockTitle, clockTodo, oblique } from './messages.ts';
import { longDate as intlDate } from '../../../documents/format.ts';
import { regionalLabel } from '../../../documents/templates/regional.ts';
import { genitive } from './messages-regional.ts';

export interface FeedClock {
  readonly clock: string;
  readonly due: LocalDate;
  readonly actor: string;
  readonly duty: 'authority' | 'party';
  /** The provisions the computed period rests on (case_clock.explanation.basis). */
  readonly basis: readonly string[];
}

export interface FeedCase {
  readonly streamId: string;
  readonly number: string;
  readonly kind: string;
  /** The account's roles in the proceeding (party reads); empty for an office's or a district's cases. */
  readonly roles: readonly string[];
  readonly hearings: readonly { readonly on: LocalDate; readonly basis: readonly string[] }[];
  readonly clocks: readonly FeedClock[];
}

export interface FeedHolder {
  readonly accountId: string;
  readonly lang: Lang;
  readonly disabled: boolean;
  readonly grants: readonly RoleGrant[];
}

/** The storage port (src/db/calendar-feed.repo.ts). */
export interface CalendarFeedRepo {
  /** Creates or replaces the account's token digest (one statement: the old digest is gone when it returns). */
  putToken(accountId: string, tokenHash: string, at: Date): Promise<void>;
  /** The account whose token has this digest, with its language and current grants. */
  holder(tokenHash: string): Promise<FeedHolder | undefined>;
  /** The proceedings the account is party to (newest first), at most `limit`. */
  partyCases(accountId: string, limit: number): Promise<FeedCase[]>;
  /** The open proceedings of the offices (nearest due date first), at most `limit`. */
  officeCases(officeCodes: readonly string[], limit: number): Promise<FeedCase[]>;
  /** The open appeals of the districts (nearest due date first), at most `limit`. */
  districtAppeals(districtCodes: readonly string[], limit: number): Promise<FeedCase[]>;
}

export interface CalendarFeedDeps {
  readonly repo: CalendarFeedRepo;
  readonly clock: Clock;
  /** e.g. https://ctp.example.in (no trailing slash): the feed URL and the case links in the events. */
  readonly publicUrl: string;
}

/** At most this many proceedings per scope in one feed. */
export const FEED_MAX_CASES = 2000;

const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

const NOT_FOUND = (): AppError =>
  new AppError(
    'NOT_FOUND',
    'There is no calendar at this address. If you replaced your calendar link, use the new one.',
  );

/** Creates (or replaces) the actor's calendar link; the previous link stops working at once. */
export async function calendarFeedUrl(deps: CalendarFeedDeps, actor: Actor): Promise<{ url: string }> {
  const token = randomToken();
  await deps.repo.putToken(actor.accountId, digest(token), deps.clock.now());
  return { url: `${deps.publicUrl}/calendar/${token}.ics` };
}

// The texts, in English and Hindi (terms of law/glossary-hi.md).
const TEXT = {
  en: {
    case: (n: string) => `Case ${n}`,
    lastDay: (n: string, what: string) => `Case ${n}: last day for the ${what}`,
    hearing: (n: string) => `Case ${n}: hearing`,
    lastDayOn: (what: string, on: string) => `The last day for the ${what} is ${on}.`,
    hearingOn: (on: string) => `Hearing on ${on}.`,
    appear: 'Appear in person or through an authorised legal representative.',
    todo: 'What you must do: ',
    provisions: 'Provisions: ',
    see: 'See the case: ',
    aid: 'From the Cattle-trespass Case Portal. A calendar entry is an administrative aid; it changes no period set by law.',
    name: 'Cattle-trespass cases: hearings and last days',
  },
  hi: {
    case: (n: string) => `मामला ${n}`,
    lastDay: (n: string, what: string) => `मामला ${n}: ${what} की अंतिम तिथि`,
    hearing: (n: string) => `मामला ${n}: सुनवाई`,
    lastDayOn: (what: string, on: string) => `${what} की अंतिम तिथि ${on} है।`,
    hearingOn: (on: string) => `सुनवाई की तिथि: ${on}।`,
    appear: 'स्वयं या प्राधिकृत विधिक प्रतिनिधि के माध्यम से उपस्थित हों।',
    todo: 'आपको क्या करना है: ',
    provisions: 'उपबंध: ',
    see: 'मामला देखें: ',
    aid: 'पशु अतिचार मामला पोर्टल। कैलेंडर प्रविष्टि प्रशासनिक सुविधा है; इससे कोई विधिक अवधि नहीं बदलती।',
    name: 'पशु अतिचार मामले: सुनवाई और अंतिम तिथियाँ',
  },
  // Assamese and Bengali (issue 31): our translation, awaiting review (scripts/assam-review-list.ts).
  as: {
    case: (n: string) => `গোচৰ ${n}`,
    lastDay: (n: string, of: string) => `গোচৰ ${n}: ${of} শেষ দিন`,
    hearing: (n: string) => `গোচৰ ${n}: শুনানি`,
    lastDayOn: (of: string, on: string) => `${of} শেষ দিন ${on}।`,
    hearingOn: (on: string) => `শুনানিৰ তাৰিখ: ${on}।`,
    appear: 'নিজে বা ক্ষমতাপ্ৰাপ্ত আইনী প্ৰতিনিধিৰ জৰিয়তে উপস্থিত থাকক।',
    todo: 'আপুনি কি কৰিব লাগিব: ',
    provisions: 'বিধান: ',
    see: 'গোচৰটো চাওক: ',
    aid: 'পশু অনধিকাৰ প্ৰৱেশ গোচৰ পৰ্টেল। কেলেণ্ডাৰৰ প্ৰৱিষ্টি এটা প্ৰশাসনিক সহায়; ই আইনে ধাৰ্য কৰা কোনো সময়সীমা সলনি নকৰে।',
    name: 'পশু অনধিকাৰ প্ৰৱেশ গোচৰ: শুনানি আৰু শেষ দিন',
  },
  bn: {
    case: (n: string) => `মামলা ${n}`,
    lastDay: (n: string, of: string) => `মামলা ${n}: ${of} শেষ দিন`,
    hearing: (n: string) => `মামলা ${n}: শুনানি`,
    lastDayOn: (of: string, on: string) => `${of} শেষ দিন ${on}।`,
    hearingOn: (on: string) => `শুনানির তারিখ: ${on}।`,
    appear: 'নিজে বা ক্ষমতাপ্রাপ্ত আইনি প্রতিনিধির মাধ্যমে উপস্থিত থাকুন।',
    todo: 'আপনাকে কী করতে হবে: ',
    provisions: 'বিধান: ',
    see: 'মামলাটি দেখুন: ',
    aid: 'পশু অনধিকার প্রবেশ মামলা পোর্টাল। ক্যালেন্ডারের এন্ট্রি একটি প্রশাসনিক সহায়তা; এটি আইনে নির্ধারিত কোনো সময় পরিবর্তন করে না।',
    name: 'পশু অনধিকার প্রবেশ মামলা: শুনানি ও শেষ দিন',
  },
} as const;

/** The calendar feed's own words in Assamese and Bengali, for the script lint and the review list (issue 31). */
export function calendarStrings(L: 'as' | 'bn'): string[] {
  const x = TEXT[L];
  return [
    x.appear,
    x.todo,
    x.provisions,
    x.see,
    x.aid,
    x.name,
    x.case('1'),
    x.lastDay('1', '২'),
    x.hearing('1'),
    x.lastDayOn('১', '২'),
    x.hearingOn('১'),
  ];
}

/** Hindi's oblique infinitive, Assamese's and Bengali's genitive (the frames above read "of"); English as it is. */
const title = (clock: string, lang: Lang): string =>
  lang === 'hi'
    ? oblique(clockTitle(clock, lang))
    : lang === 'as' || lang === 'bn'
      ? genitive(clockTitle(clock, lang), lang)
      : clockTitle(clock, lang);
const todoOf = (clock: string, lang: Lang): string => clockTodo(clock, lang);
const longDate = (d: LocalDate, lang: Lang): string =>
  lang === 'as' || lang === 'bn' ? intlDate(d, lang) : lang === 'hi' ? formatLegalHi(d) : formatLegal(d, 'long');
const provisions = (basis: readonly string[]): ProvisionId[] => [...new Set(basis.filter(isProvisionId))];
const cite = (ids: readonly ProvisionId[], lang: Lang): string =>
  ids
    .map((id) =>
      lang === 'as' || lang === 'bn'
        ? regionalLabel(id, lang)
        : lang === 'hi'
          ? PROVISIONS[id].labelHi
          : PROVISIONS[id].label,
    )
    .join(', ');
const compact = (d: LocalDate): string => d.replaceAll('-', '');

/** Who sees a case, and so which link and which duties are theirs. */
type View = 'party' | 'authority';

function events(deps: CalendarFeedDeps, lang: Lang, c: FeedCase, view: View, stamp: Date): IcsEvent[] {
  const tx = TEXT[lang];
  const link =
    view === 'party' ? `${deps.publicUrl}/my/cases/${c.streamId}` : `${deps.publicUrl}/office/cases/${c.streamId}`;
  const out: IcsEvent[] = [];
  for (const h of c.hearings) {
    const basis = provisions(h.basis);
    const lines = [
      tx.hearingOn(longDate(h.on, lang)),
      ...(view === 'party' ? [tx.appear] : []),
      `${tx.provisions}${cite(basis, lang)}`,
      `${tx.see}${link}`,
      tx.aid,
    ];
    out.push({
      uid: `${c.streamId}.hearing.${compact(h.on)}@ctp`,
      on: h.on,
      summary: tx.hearing(c.number),
      description: lines.join('\n'),
      url: link,
      stamp,
    });
  }
  for (const k of c.clocks) {
    // A party sees the periods in which it must act; the office sees every running period of its cases.
    // (Not the period of s.27C: the payer's date is the order's time limit; the office sees when recovery may begin.)
    const mine =
      view === 'party'
        ? k.duty === 'party' && lapseToldToActor(k.clock) && partyRolesFor(k.actor).some((r) => c.roles.includes(r))
        : true;
    if (!mine) continue;
    const basis = provisions(k.basis.length > 0 ? k.basis : isClockId(k.clock) ? CLOCKS[k.clock].basis : []);
    const what = title(k.clock, lang);
    const todo = view === 'party' || k.duty === 'authority' ? todoOf(k.clock, lang) : '';
    const lines = [
      tx.lastDayOn(what, longDate(k.due, lang)),
      ...(todo ? [`${tx.todo}${todo}`] : []),
      `${tx.provisions}${cite(basis, lang)}`,
      `${tx.see}${link}`,
      tx.aid,
    ];
    out.push({
      uid: `${c.streamId}.${k.clock}@ctp`,
      on: k.due,
      summary: tx.lastDay(c.number, what),
      description: lines.join('\n'),
      url: link,
      stamp,
    });
  }
  return out;
}

/** The calendar (text/calendar) of the account the token belongs to; NOT_FOUND for any token that is not a live one. */
export async function calendarFeed(deps: CalendarFeedDeps, token: string): Promise<string> {
  if (!TOKEN_RE.test(token)) throw NOT_FOUND();
  const holder = await deps.repo.holder(digest(token));
  if (!holder || holder.disabled) throw NOT_FOUND();
  const offices = holder.grants.flatMap((g) =>
    g.role === 'adjudicating-officer' && g.officeCode ? [g.officeCode] : [],
  );
  const districts = holder.grants.flatMap((g) =>
    g.role === 'appellate-authority' && g.districtCode ? [g.districtCode] : [],
  );
  const [party, office, district] = await Promise.all([
    deps.repo.partyCases(holder.accountId, FEED_MAX_CASES),
    offices.length > 0 ? deps.repo.officeCases(offices, FEED_MAX_CASES) : Promise.resolve([]),
    districts.length > 0 ? deps.repo.districtAppeals(districts, FEED_MAX_CASES) : Promise.resolve([]),
  ]);
  const stamp = deps.clock.now();
  const all = [
    ...office.flatMap((c) => events(deps, holder.lang, c, 'authority', stamp)),
    ...district.flatMap((c) => events(deps, holder.lang, c, 'authority', stamp)),
    ...party.flatMap((c) => events(deps, holder.lang, c, 'party', stamp)),
  ];
  // One event per UID (an officer who is also a party to a case sees it once), in date order.
  const seen = new Set<string>();
  const unique = all.filter((e) => (seen.has(e.uid) ? false : (seen.add(e.uid), true)));
  unique.sort((a, b) => (a.on < b.on ? -1 : a.on > b.on ? 1 : a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0));
  return icsFeed(unique, { name: TEXT[holder.lang].name });
}
