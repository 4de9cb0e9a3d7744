// /my/inbox (issue 6, in-app notifications) through app.request(), as a browser with JavaScript off, in English and
// Hindi, on PGlite and PostgreSQL with DATABASE_URL. Two adjudicating officers of the office, one reading English and
// one Hindi, each get the Rule 4(1) reminder seven days before the show-cause notice is due; each sees it in their
// own inbox in their language, with the unread count in the header, marks it read (one, or all) by a plain POST
// form carrying the CSRF token, and the count goes down.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Actor, RoleGrant } from '../../src/app/actor.ts';
import { planClocks, sweepAlerts } from '../../src/app/derived/notifications/watch.ts';
import type { Db } from '../../src/db/client.ts';
import { createNotificationRepo } from '../../src/db/notifications.repo.ts';
import { createApp } from '../../src/server/app.ts';
import { as } from '../api.ts';
import { testBackends } from '../db.ts';
import { makeActor, OFFICES, seedJurisdiction } from '../factories.ts';
import type { TestServices } from '../services.ts';
import { quietLogger, testServices } from '../services.ts';
import { csrfIn, textOf, WebClient } from './client.ts';
import type { TestApp } from '../case-walk.ts';
import { COMPLAINT as complaint } from '../case-walk.ts';

const OPTS = {
  logger: quietLogger,
  publicUrl: 'http://localhost:3000',
  uploadMaxBytes: 1024 * 1024,
  cookieSecure: false,
};
const PASSWORD = 'chambal-ke-kinare-2026';
const GRANTS: RoleGrant[] = [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }];

for (const backend of testBackends()) {
  describe(`the inbox page, on ${backend.name}`, () => {
    let db: Db;
    let t: TestServices;
    let app: TestApp;
    let caseId = '';
    let caseNumber = '';
    const officers: Record<'en' | 'hi', { actor: Actor; email: string }> = {} as never;

    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      t = testServices(db, '2026-07-06T04:00:00Z');
      app = createApp(t.services, OPTS);
      const admin = await makeActor(db, 'Admin', [{ role: 'administrator' }]);
      for (const lang of ['en', 'hi'] as const) {
        const email = `sdm.${lang}.${Date.now()}@example.in`;
        const { accountId } = await t.services.accounts.createStaffAccount(admin, {
          email,
          name: `SDM ${lang}`,
          password: PASSWORD,
          grants: GRANTS,
        });
        await db.kysely.updateTable('account').set({ lang }).where('id', '=', accountId).execute();
        officers[lang] = { actor: { kind: 'account', accountId, name: `SDM ${lang}`, grants: GRANTS }, email };
      }
      const citizen = await makeActor(db, 'Ramesh Kumar', [{ role: 'citizen' }]);
      const filed = await as(app, await t.tokenFor(citizen)).post('/api/v1/complaints', complaint);
      assert.equal(filed.status, 201, filed.text);
      caseId = filed.body.id;
      caseNumber = filed.body.number;
      // The watcher plans the new clocks; on 14 July the notice (due 21 July, Rule 4(1)) is seven days off.
      const deps = { repo: createNotificationRepo(db.kysely), clock: t.clock, publicUrl: OPTS.publicUrl };
      while ((await planClocks(deps)) > 0) {
        /* all planned */
      }
      t.clock.set('2026-07-14T04:00:00Z');
      const swept = await sweepAlerts(deps);
      assert.ok(swept.reminders >= 1, JSON.stringify(swept));
    });
    after(async () => {
      await db.close();
    });

    async function signIn(lang: 'en' | 'hi'): Promise<WebClient> {
      const w = new WebClient(app);
      if (lang === 'hi') await w.get('/lang?to=hi&back=/');
      const form = await w.get('/sign-in');
      const r = await w.post('/sign-in?next=/my/inbox', {
        _csrf: csrfIn(form.html),
        email: officers[lang].email,
        password: PASSWORD,
      });
      assert.equal(r.status, 303, r.html);
      return w;
    }
    const unreadOf = async (lang: 'en' | 'hi'): Promise<number> =>
      (await as(app, await t.tokenFor(officers[lang].actor)).get('/api/v1/me/inbox')).body.unread as number;

    it('asks an anonymous visitor to sign in', async () => {
      const r = await new WebClient(app).get('/my/inbox');
      assert.equal(r.status, 303);
      assert.match(r.location ?? '', /^\/sign-in\?next=%2Fmy%2Finbox/);
    });

    it('Rule 4(1) reminder in English: listed with subject, date, case link and body; the header counts it; "Mark as read" lowers the count', async () => {
      const w = await signIn('en');
      const n = await unreadOf('en');
      assert.ok(n >= 1);
      const p = await w.get('/my/inbox');
      assert.equal(p.status, 200, p.html.slice(0, 500));
      assert.match(p.html, /<html lang="en">/);
      assert.match(p.html, /<h1>Inbox<\/h1>/);
      assert.match(p.html, new RegExp(`<a href="/my/inbox" class="inbox-link">Inbox \\(${n} unread\\)</a>`));
      const text = textOf(p.html);
      assert.match(text, new RegExp(`${n} unread`));
      assert.ok(text.includes(`Case ${caseNumber}`), 'the subject and body name the case');
      assert.match(text, /issue of the show-cause notice/);
      assert.match(text, /Received: 14 July 2026, 09:30/, 'the date, in India time');
      assert.ok(
        p.html.includes(`<a href="/office/cases/${caseId}">${caseNumber}</a>`),
        'the case link (an officer opens it on the office pages)',
      );
      assert.doesNotMatch(
        text.replace(/हिन्दी|पोर्टल हिन्दी में देखें/g, ''),
        /[\u0900-\u097F]/,
        'nothing in Hindi on the English page',
      );
      assert.match(p.html, /<form method="post" action="\/my\/inbox\/read">/);
      assert.match(text, /Mark all as read/);
      // Every form carries the session's CSRF token; without it the mark is refused.
      const id = /name="id" value="(\d+)"/.exec(p.html)![1]!;
      const refused = await w.post('/my/inbox/read', { id });
      assert.equal(refused.status, 403);
      assert.equal(await unreadOf('en'), n);
      const marked = await w.post('/my/inbox/read', { _csrf: csrfIn(p.html), id });
      assert.equal(marked.status, 303, marked.html.slice(0, 300));
      assert.equal(marked.location, '/my/inbox');
      const after1 = await w.follow(marked);
      assert.equal(await unreadOf('en'), n - 1);
      assert.match(
        after1.html,
        new RegExp(n - 1 > 0 ? `Inbox \\(${n - 1} unread\\)` : '<a href="/my/inbox" class="inbox-link">Inbox</a>'),
      );
      assert.ok(!after1.html.includes(`name="id" value="${id}"`), 'a read message has no "Mark as read" form');
      assert.match(textOf(after1.html), /Read · Received/);
      // The count is in the header of every signed-in page, not only the inbox.
      const home = await w.get('/my/cases');
      assert.match(home.html, /class="inbox-link">Inbox/);
    });

    it('in Hindi: the reminder in Hindi, "अपठित" in the header, and "Mark all as read" empties the count; nobody else\'s messages show', async () => {
      const w = await signIn('hi');
      const n = await unreadOf('hi');
      assert.ok(n >= 1);
      const p = await w.get('/my/inbox');
      assert.equal(p.status, 200);
      assert.match(p.html, /<html lang="hi">/);
      assert.match(p.html, /<h1>इनबॉक्स<\/h1>/);
      assert.match(p.html, new RegExp(`class="inbox-link">इनबॉक्स \\(${n} अपठित\\)</a>`));
      const text = textOf(p.html);
      assert.ok(text.includes(`मामला ${caseNumber}`));
      assert.match(text, /कारण बताओ सूचना/);
      assert.match(text, /प्राप्त: 14 जुलाई 2026, 09:30/);
      assert.match(text, /पढ़ा गया चिह्नित करें/);
      assert.doesNotMatch(text, /Case CTR|issue of the show-cause notice/, "the English officer's copy is not here");
      const ids = [...p.html.matchAll(/name="id" value="(\d+)"/g)].map((m) => m[1]);
      assert.equal(ids.length, n);
      // The English officer's message ids are not this account's: marking one is "not found", and changes nothing.
      const enBox = (await as(app, await t.tokenFor(officers.en.actor)).get('/api/v1/me/inbox')).body.items as {
        id: string;
      }[];
      assert.ok(enBox.every((m) => !ids.includes(m.id)));
      const foreign = await w.post('/my/inbox/read', { _csrf: csrfIn(p.html), id: enBox[0]!.id });
      assert.equal(foreign.status, 404);
      assert.match(foreign.html, /<html lang="hi">/);
      const all = await w.post('/my/inbox/read', { _csrf: csrfIn(p.html), all: '1' });
      assert.equal(all.status, 303);
      const after1 = await w.follow(all);
      assert.equal(await unreadOf('hi'), 0);
      assert.match(after1.html, /class="inbox-link">इनबॉक्स<\/a>/);
      assert.match(textOf(after1.html), /0 अपठित/);
      assert.ok(!/name="all"/.test(after1.html), 'nothing left to mark');
    });
  });
}
