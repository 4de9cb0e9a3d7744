// Issue 31: a person registering chooses Assamese or Bengali for their emails and SMS as they may choose English or
// Hindi; the account keeps the choice (the database accepts it) and the verification code comes in that language.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { testBackends } from '../../../test/db.ts';
import { seedJurisdiction } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import { createAccountRepo } from '../../db/accounts.repo.ts';
import { createJurisdictionRepo } from '../../db/admin.repo.ts';
import { FixedClock } from '../../lib/clock.ts';
import { CaptureMailer, createAccountServices } from './index.ts';

for (const backend of testBackends()) {
  describe(`messages in Assamese and Bengali on ${backend.name}`, () => {
    let db: Db;
    let mail: CaptureMailer;
    let svc: ReturnType<typeof createAccountServices>;
    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      mail = new CaptureMailer();
      svc = createAccountServices({
        accounts: createAccountRepo(db.kysely),
        jurisdiction: createJurisdictionRepo(db.kysely),
        clock: new FixedClock('2026-07-06T06:00:00Z'),
        mailer: mail,
      });
    });
    after(async () => {
      await db.close();
    });

    for (const [lang, subject, line] of [
      ['as', 'পশু অনধিকাৰ প্ৰৱেশ নিয়মাৱলী, 2026ৰ পৰ্টেল: আপোনাৰ সত্যাপন ক’ড', 'মিনিটলৈ বৈধ'],
      ['bn', 'পশু অনধিকার প্রবেশ নিয়মাবলী, 2026-এর পোর্টাল: আপনার যাচাইকরণ কোড', 'মিনিট বৈধ'],
    ] as const) {
      it(`${lang}: the account keeps the language and the code is mailed in it`, async () => {
        const email = `person.${lang}@example.in`;
        const { accountId } = await svc.registerCitizen({
          email,
          name: 'Ramen Kalita',
          password: 'a long pass phrase',
          lang,
        });
        const row = await db.kysely
          .selectFrom('account')
          .select('lang')
          .where('id', '=', accountId)
          .executeTakeFirstOrThrow();
        assert.equal(row.lang, lang);
        const m = mail.lastTo(email)!;
        assert.ok(m.subject.startsWith(subject), m.subject);
        assert.ok(m.text.includes(line), m.text);
        assert.equal(m.lang, lang);
        await svc.verifyEmail({ email, code: mail.codeFor(email)! });
      });
    }
  });
}
