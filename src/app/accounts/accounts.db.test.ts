// Accounts on every backend: registration with a mailed code, sign-in with its rate limit, sessions, API tokens,
// staff accounts and the grants an administrator may give.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { testBackends } from '../../../test/db.ts';
import { makeActor, OFFICES, seedJurisdiction } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import { createAccountRepo } from '../../db/accounts.repo.ts';
import { createJurisdictionRepo } from '../../db/admin.repo.ts';
import { FixedClock } from '../../lib/clock.ts';
import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { CaptureMailer, createAccountServices } from './index.ts';

async function rejectsWith(p: Promise<unknown>, code: string): Promise<AppError> {
  try {
    await p;
  } catch (e) {
    assert.ok(e instanceof AppError, String(e));
    assert.equal(e.code, code, e.message);
    return e;
  }
  assert.fail(`expected ${code}`);
}
const fields = (e: AppError): string[] => (e.details as { problems: { field: string }[] }).problems.map((p) => p.field);

let n = 0;
const uniq = (name: string): string => `${name}.${++n}.${Math.random().toString(36).slice(2, 8)}@example.in`;
const PASSWORD = 'correct horse battery';

for (const backend of testBackends()) {
  describe(`accounts on ${backend.name}`, () => {
    let db: Db;
    let clock: FixedClock;
    let mail: CaptureMailer;
    let svc: ReturnType<typeof createAccountServices>;
    let admin: Actor;
    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      await db.kysely
        .insertInto('state')
        .values({ code: 'MH', name: 'Maharashtra', name_hi: 'महाराष्ट्र', jurisdiction: 'in' })
        .execute();
      clock = new FixedClock('2026-07-06T06:00:00Z');
      mail = new CaptureMailer();
      svc = createAccountServices({
        accounts: createAccountRepo(db.kysely),
        jurisdiction: createJurisdictionRepo(db.kysely),
        clock,
        mailer: mail,
      });
      admin = await makeActor(db, 'National Admin', [{ role: 'administrator' }]);
    });
    after(async () => {
      await db.close();
    });

    async function verifiedCitizen(lang: 'en' | 'hi' = 'en'): Promise<string> {
      const email = uniq('citizen');
      await svc.registerCitizen({ email, name: 'Kamla Devi', password: PASSWORD, lang });
      await svc.verifyEmail({ email, code: mail.codeFor(email)! });
      return email;
    }

    it('register → code mailed → verify → sign in → the session authenticates and slides → sign out', async () => {
      const email = uniq('Asha.Verma').replace('asha', 'ASHA');
      const { accountId } = await svc.registerCitizen({
        email: `  ${email} `,
        name: 'Asha Verma',
        phone: '+91 98765-43210',
        password: PASSWORD,
        lang: 'hi',
      });
      const lower = email.toLowerCase();
      const row = await db.kysely
        .selectFrom('account')
        .selectAll()
        .where('id', '=', accountId)
        .executeTakeFirstOrThrow();
      assert.equal(row.email, lower);
      assert.equal(row.phone, '+919876543210');
      assert.match(row.password_hash!, /^\$argon2id\$/);
      const m = mail.lastTo(lower)!;
      assert.equal(m.lang, 'hi');
      assert.match(m.subject, /सत्यापन कोड \d{6}/);
      const code = mail.codeFor(lower)!;
      const stored = await db.kysely
        .selectFrom('email_verification')
        .selectAll()
        .where('account_id', '=', accountId)
        .executeTakeFirstOrThrow();
      assert.ok(!JSON.stringify(stored).includes(`"${code}"`), 'the code itself is not stored');

      await svc.verifyEmail({ email: lower, code });
      const s = await svc.signIn({ email: email.toUpperCase(), password: PASSWORD, clientAddress: '10.0.0.1' });
      assert.equal(s.actor.accountId, accountId);
      assert.deepEqual(s.actor.grants, [{ role: 'citizen' }]);
      assert.equal(s.expiresAt.getTime() - clock.now().getTime(), 12 * 3_600_000);
      const sessions = await db.kysely
        .selectFrom('account_session')
        .select('token_hash')
        .where('account_id', '=', accountId)
        .execute();
      assert.ok(
        sessions.every((r) => r.token_hash !== s.token),
        'only the hash of the token is stored',
      );

      clock.advanceDays(11 / 24);
      const a = await svc.authenticateSession(s.token);
      assert.equal(a?.actor.accountId, accountId);
      assert.equal(a?.csrfToken, s.csrfToken);
      assert.ok(a!.expiresAt > s.expiresAt, 'the expiry slides on use');
      clock.advanceDays(11 / 24);
      assert.ok(await svc.authenticateSession(s.token), 'still alive 22 hours after sign-in, having been used at 11');
      await svc.signOut(s.token);
      assert.equal(await svc.authenticateSession(s.token), undefined);
      assert.equal(await svc.authenticateSession('not-a-token'), undefined);

      const idle = await svc.signIn({ email: lower, password: PASSWORD, clientAddress: '10.0.0.1' });
      clock.advanceDays(12.01 / 24);
      assert.equal(await svc.authenticateSession(idle.token), undefined, 'expired after 12 idle hours');
    });

    it('registration says what to fix, field by field; a taken email is refused', async () => {
      const e = await rejectsWith(
        svc.registerCitizen({ email: 'not-an-email', name: ' ', phone: '12345', password: 'short', lang: 'en' }),
        'VALIDATION.FAILED',
      );
      assert.deepEqual(fields(e), ['email', 'name', 'phone', 'password']);
      assert.match(e.message, /at least 10 characters \(this one has 5\)/);
      await rejectsWith(
        svc.registerCitizen({ email: uniq('x'), name: 'X Y', phone: '+91 5876543210', password: PASSWORD, lang: 'en' }),
        'VALIDATION.FAILED',
      );
      const email = uniq('dup');
      await svc.registerCitizen({ email, name: 'Dup', password: PASSWORD, lang: 'en' });
      await rejectsWith(
        svc.registerCitizen({ email: email.toUpperCase(), name: 'Dup', password: PASSWORD, lang: 'en' }),
        'AUTH.EMAIL_TAKEN',
      );
    });

    it('an unverified citizen is refused at sign-in', async () => {
      const email = uniq('unverified');
      await svc.registerCitizen({ email, name: 'Not Yet', password: PASSWORD, lang: 'en' });
      await rejectsWith(
        svc.signIn({ email, password: PASSWORD, clientAddress: '10.0.1.1' }),
        'AUTH.EMAIL_NOT_VERIFIED',
      );
      await rejectsWith(
        svc.signIn({ email, password: 'wrong password!', clientAddress: '10.0.1.1' }),
        'AUTH.INVALID_CREDENTIALS',
      );
    });

    it('a code works 15 minutes and 5 attempts; a new one may be asked for once a minute', async () => {
      const email = uniq('codes');
      await svc.registerCitizen({ email, name: 'Guess Work', password: PASSWORD, lang: 'en' });
      const code = mail.codeFor(email)!;
      const wrong = code === '000000' ? '111111' : '000000';
      // security: every refusal reads like the one for an unknown address (no enumeration).
      const unknown = await rejectsWith(svc.verifyEmail({ email: uniq('nobody'), code: wrong }), 'AUTH.CODE_INVALID');
      for (let i = 4; i >= 1; i--) {
        const e = await rejectsWith(svc.verifyEmail({ email, code: wrong }), 'AUTH.CODE_INVALID');
        assert.equal(e.message, unknown.message);
      }
      await rejectsWith(svc.verifyEmail({ email, code: wrong }), 'AUTH.CODE_INVALID');
      const spent = await rejectsWith(svc.verifyEmail({ email, code }), 'AUTH.CODE_INVALID');
      assert.equal(spent.message, unknown.message, 'the spent code answers like any other refusal');
      await rejectsWith(svc.resendVerification({ email }), 'AUTH.RATE_LIMITED');
      clock.advanceDays(61 / 86_400);
      await svc.resendVerification({ email });
      const fresh = mail.codeFor(email)!;
      clock.advanceDays(16 / 1440);
      const expired = await rejectsWith(svc.verifyEmail({ email, code: fresh }), 'AUTH.CODE_INVALID');
      assert.equal(expired.message, unknown.message);
      await svc.resendVerification({ email });
      await svc.verifyEmail({ email, code: mail.codeFor(email)! });
      assert.ok(await svc.signIn({ email, password: PASSWORD, clientAddress: '10.0.2.1' }));
      await svc.resendVerification({ email: uniq('nobody') }); // unknown: no error, no mail
    });

    it('more than 5 failures for an email from one address refuse sign-in from it until 15 minutes after them; then it works', async () => {
      const email = await verifiedCitizen();
      for (let i = 0; i < 5; i++) {
        await rejectsWith(
          svc.signIn({ email, password: 'wrong password!', clientAddress: '10.1.1.1' }),
          'AUTH.INVALID_CREDENTIALS',
        );
        clock.advanceDays(60 / 86_400);
      }
      const e = await rejectsWith(
        svc.signIn({ email, password: PASSWORD, clientAddress: '10.1.1.1' }),
        'AUTH.RATE_LIMITED',
      );
      // Issue 28, point 4: the owner signing in from another address is not locked out by them, and that success
      // does not give the guessing address its attempts back.
      assert.ok(await svc.signIn({ email, password: PASSWORD, clientAddress: '10.1.2.2' }));
      await rejectsWith(svc.signIn({ email, password: PASSWORD, clientAddress: '10.1.1.1' }), 'AUTH.RATE_LIMITED');
      assert.match(e.message, /Try again after \d\d:\d\d India time/);
      const d = e.details as { retryAt: string; retryAfterSeconds: number };
      assert.equal(d.retryAfterSeconds, 15 * 60 - 5 * 60, 'the window reopens 15 minutes after the first failure');
      clock.set(d.retryAt);
      clock.advanceDays(1 / 86_400);
      const s = await svc.signIn({ email, password: PASSWORD, clientAddress: '10.1.1.1' });
      assert.ok(s.token);
    });

    it('more than 20 failures from one client address refuse sign-in from it', async () => {
      const email = await verifiedCitizen();
      for (let i = 0; i < 20; i++) {
        await rejectsWith(
          svc.signIn({ email: `nobody.${i}@example.in`, password: 'wrong password!', clientAddress: '10.2.0.1' }),
          'AUTH.INVALID_CREDENTIALS',
        );
      }
      const e = await rejectsWith(
        svc.signIn({ email, password: PASSWORD, clientAddress: '10.2.0.1' }),
        'AUTH.RATE_LIMITED',
      );
      assert.match(e.message, /network address/);
      assert.ok(
        await svc.signIn({ email, password: PASSWORD, clientAddress: '10.2.0.2' }),
        'another address is not affected',
      );
    });

    it('API tokens: created with ctp_, authenticate as their account, revoked by their owner only', async () => {
      const owner = await makeActor(db, 'Integration Owner', [
        { role: 'adjudicating-officer', officeCode: OFFICES.agraSadar },
      ]);
      const other = await makeActor(db, 'Someone Else', [{ role: 'citizen' }]);
      const { token, id } = await svc.createApiToken(owner, { name: 'district MIS' });
      assert.match(token, /^ctp_[A-Za-z0-9_-]{43}$/);
      const row = await db.kysely.selectFrom('api_token').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      assert.notEqual(row.token_hash, token);
      const actor = await svc.authenticateApiToken(token);
      assert.equal(actor?.accountId, owner.accountId);
      assert.deepEqual(actor?.grants, owner.grants);
      // The last use is written on the first use, then at most once a minute (not on every request).
      const lastUsed = async () =>
        (await db.kysely.selectFrom('api_token').select('last_used_at').where('id', '=', id).executeTakeFirstOrThrow())
          .last_used_at;
      assert.equal((await lastUsed())?.getTime(), clock.now().getTime());
      const first = clock.now().getTime();
      clock.advanceDays(30 / 86_400);
      assert.ok(await svc.authenticateApiToken(token));
      assert.equal((await lastUsed())?.getTime(), first, 'not rewritten within the minute');
      clock.advanceDays(31 / 86_400);
      assert.ok(await svc.authenticateApiToken(token));
      assert.equal((await lastUsed())?.getTime(), clock.now().getTime(), 'rewritten after a minute');
      assert.equal(await svc.authenticateApiToken(`${token}x`), undefined);
      assert.equal(await svc.authenticateApiToken('ctp_nothing'), undefined);
      await rejectsWith(svc.createApiToken(owner, { name: '  ' }), 'VALIDATION.FAILED');
      await rejectsWith(svc.revokeApiToken(other, id), 'NOT_FOUND');
      await svc.revokeApiToken(owner, id);
      await svc.revokeApiToken(owner, id);
      assert.equal(await svc.authenticateApiToken(token), undefined);
    });

    it('staff accounts are created only by an administrator, with grants checked against the jurisdiction', async () => {
      const citizen = await makeActor(db, 'Plain Citizen', [{ role: 'citizen' }]);
      const ao = await makeActor(db, 'An Officer', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
      const input = {
        email: uniq('sdm'),
        name: 'New SDM',
        password: PASSWORD,
        grants: [{ role: 'adjudicating-officer' as const, officeCode: 'agrs' }],
      };
      for (const who of [citizen, ao]) {
        const e = await rejectsWith(svc.createStaffAccount(who, input), 'AUTH.FORBIDDEN');
        assert.match(e.message, /Only an administrator may/);
      }
      const { accountId } = await svc.createStaffAccount(admin, input);
      const s = await svc.signIn({ email: input.email, password: PASSWORD, clientAddress: '10.3.0.1' });
      assert.deepEqual(
        s.actor.grants,
        [{ role: 'adjudicating-officer', officeCode: 'AGRS' }],
        'codes are upper-cased; staff need no mailed code',
      );
      assert.equal(s.actor.accountId, accountId);

      const bad = await rejectsWith(
        svc.createStaffAccount(admin, {
          ...input,
          email: uniq('bad'),
          grants: [
            { role: 'adjudicating-officer' },
            { role: 'adjudicating-officer', officeCode: OFFICES.agraDm },
            { role: 'appellate-authority', districtCode: 'NOWHERE' },
            { role: 'awbi-recovery-officer', stateCode: 'UP' },
            { role: 'fund-accountant', stateCode: 'ZZ' },
            { role: 'citizen' },
          ],
        }),
        'VALIDATION.FAILED',
      );
      assert.deepEqual(fields(bad), [
        'grants[0].officeCode',
        'grants[1].officeCode',
        'grants[2].districtCode',
        'grants[3].stateCode',
        'grants[4].stateCode',
        'grants[5].role',
      ]);
      await rejectsWith(
        svc.createStaffAccount(admin, { ...input, email: uniq('none'), grants: [] }),
        'VALIDATION.FAILED',
      );
      await rejectsWith(svc.createStaffAccount(admin, { ...input }), 'AUTH.EMAIL_TAKEN');
    });

    it('a State administrator grants only within the State; nobody holds administration and case powers together', async () => {
      const asAdmin = await makeActor(db, 'Assam Admin', [{ role: 'administrator', stateCode: 'AS' }]);
      const mk = (grants: Parameters<typeof svc.createStaffAccount>[1]['grants']) => ({
        email: uniq('staff'),
        name: 'Staff Member',
        password: PASSWORD,
        grants,
      });
      await svc.createStaffAccount(asAdmin, mk([{ role: 'adjudicating-officer', officeCode: OFFICES.kamrup }]));
      await svc.createStaffAccount(asAdmin, mk([{ role: 'appellate-authority', districtCode: 'KMR' }]));
      await rejectsWith(
        svc.createStaffAccount(asAdmin, mk([{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }])),
        'AUTH.FORBIDDEN',
      );
      const nat = await rejectsWith(
        svc.createStaffAccount(asAdmin, mk([{ role: 'awbi-recovery-officer' }])),
        'AUTH.FORBIDDEN',
      );
      assert.match(nat.message, /national administrator/);
      const mixed = await rejectsWith(
        svc.createStaffAccount(
          admin,
          mk([
            { role: 'administrator', stateCode: 'UP' },
            { role: 'fund-accountant', stateCode: 'UP' },
          ]),
        ),
        'AUTH.FORBIDDEN',
      );
      assert.match(mixed.message, /cannot be both administrator and fund accountant/);

      const self = await rejectsWith(
        svc.grantRole(asAdmin, {
          accountId: asAdmin.accountId,
          grant: { role: 'adjudicating-officer', officeCode: OFFICES.kamrup },
        }),
        'AUTH.FORBIDDEN',
      );
      assert.match(self.message, /cannot grant yourself case powers/);
      const upAdmin = await svc.createStaffAccount(admin, mk([{ role: 'administrator', stateCode: 'UP' }]));
      await rejectsWith(
        svc.grantRole(admin, {
          accountId: upAdmin.accountId,
          grant: { role: 'appellate-authority', districtCode: 'AGR' },
        }),
        'AUTH.FORBIDDEN',
      );

      const officer = await svc.createStaffAccount(
        admin,
        mk([{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]),
      );
      await svc.grantRole(admin, {
        accountId: officer.accountId,
        grant: { role: 'adjudicating-officer', officeCode: OFFICES.agraEtmadpur },
      });
      await svc.grantRole(admin, {
        accountId: officer.accountId,
        grant: { role: 'adjudicating-officer', officeCode: OFFICES.agraEtmadpur },
      });
      await rejectsWith(
        svc.grantRole(admin, {
          accountId: '00000000-0000-0000-0000-000000000000',
          grant: { role: 'awbi-recovery-officer' },
        }),
        'ACCOUNT.UNKNOWN',
      );
      const staffRow = await db.kysely
        .selectFrom('account')
        .select('email')
        .where('id', '=', officer.accountId)
        .executeTakeFirstOrThrow();
      const found = await svc.findAccountByEmail(admin, staffRow.email!.toUpperCase());
      assert.deepEqual(found, { accountId: officer.accountId, name: 'Staff Member', roles: ['adjudicating-officer'] });
      assert.equal(await svc.findAccountByEmail(admin, 'nobody@example.in'), undefined);
      const citizen = await makeActor(db, 'Curious Citizen', [{ role: 'citizen' }]);
      await rejectsWith(svc.findAccountByEmail(citizen, staffRow.email!), 'AUTH.FORBIDDEN');
    });
  });
}
