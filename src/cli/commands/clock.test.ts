// The command line `ctp clock ...` and `ctp params ...`: run in this process through the same main() that bin/ctp.js
// calls (test/cli.ts), its output and exit code caught; the time-zone test spawns the real `node bin/ctp.js`, since
// the zone the process was started in is its subject.
// Weekdays of the dates used are checked in src/rules/time/clocks.test.ts (9 Aug 2026 is a Sunday, 15 Aug 2026 a
// Saturday, the 3rd of August, so not a Saturday off).

import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ctpHere } from '../../../test/cli.ts';

const REPO = fileURLToPath(new URL('../../..', import.meta.url));

async function ctp(args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  const r = await ctpHere(args);
  return { status: r.code, stdout: r.stdout, stderr: r.stderr };
}

/** The real command, a process of its own started with `env` added to this one's. */
function ctpProcess(
  args: string[],
  env: Record<string, string> = {},
): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, ['bin/ctp.js', ...args], {
    cwd: REPO,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

function json(stdout: string): Record<string, unknown> {
  return JSON.parse(stdout) as Record<string, unknown>;
}

describe('ctp clock: Rule 4(1) reply, computed and explained', () => {
  it('prints a sentence a person can read, the steps, and the default calendar', async () => {
    // 10 Jul excluded; 9 Aug = day 30, a Sunday → Monday 10 Aug 2026.
    const r = await ctp(['clock', 'reply', '--from', '2026-07-10', '--days', '30']);
    assert.equal(r.status, 0, r.stderr);
    const lines = r.stdout.split('\n');
    assert.equal(
      lines[0],
      'The reply to the show-cause notice is due by Monday 10 Aug 2026 (Rule 4(1), Form-II para 3).',
    );
    assert.match(
      r.stdout,
      /Last day 9 Aug 2026 is a Sunday; office closed \(weekly off\); next open day 10 Aug 2026, a Monday \(General Clauses Act, 1897, s\.10\)\./,
    );
    assert.match(
      r.stdout,
      /Office calendar: Sundays and 2nd and 4th Saturdays, and the national holidays \(the default; no State holiday list/,
    );
    assert.match(r.stdout, /The holiday list for 2026 has not been entered: this date may move\./);
    assert.doesNotMatch(r.stdout, /configured value/);
  });

  it('--json gives one object with due, nominalDue, basis labels and ids, steps, params with status, actor', async () => {
    const r = await ctp(['clock', 'reply', '--from', '2026-07-10', '--days', '30', '--json']);
    assert.equal(r.status, 0, r.stderr);
    const o = json(r.stdout);
    assert.equal(o['clock'], 'reply');
    assert.equal(o['from'], '2026-07-10');
    assert.equal(o['due'], '2026-08-10');
    assert.equal(o['nominalDue'], '2026-08-09');
    assert.equal(o['moved'], true);
    assert.equal(o['actor'], 'noticee');
    assert.deepEqual(o['basis'], [
      'Rule 4(1)',
      'Form-II para 3',
      'Section 9 of the General Clauses Act, 1897',
      'Section 10 of the General Clauses Act, 1897',
    ]);
    assert.deepEqual(o['basisIds'], ['in.ctr2026.r4.1', 'in.ctr2026.form2.para3', 'in.gca1897.s9', 'in.gca1897.s10']);
    const params = o['params'] as { id: string; status: string; value: number; basis: string[] }[];
    assert.deepEqual(
      params.map((p) => [p.id, p.value, p.status, p.basis]),
      [['reply.max-days', 30, 'enacted', ['Rule 4(1)']]],
    );
    assert.ok(Array.isArray(o['steps']) && (o['steps'] as string[]).length >= 4);
    assert.deepEqual(o['skipped'], [{ date: '2026-08-09', weekday: 'SUN', reason: 'weekly off' }]);
  });

  it('the over-maximum refusal exits 1 naming Rule 4(1) and 30, and --json adds a problem object', async () => {
    const r = await ctp(['clock', 'reply', '--from', '2026-07-10', '--days', '31']);
    assert.equal(r.status, 1);
    assert.match(r.stderr, /Rule 4\(1\)/);
    assert.match(r.stderr, /\b30\b/);
    assert.match(r.stderr, /CLOCK\.DAYS_EXCEED_MAXIMUM/);
    assert.equal(r.stdout, '');
    const j = await ctp(['clock', 'reply', '--from', '2026-07-10', '--days', '31', '--json']);
    assert.equal(j.status, 1);
    const problem = json(j.stdout)['problem'] as Record<string, unknown>;
    assert.equal(problem['code'], 'CLOCK.DAYS_EXCEED_MAXIMUM');
    assert.deepEqual(problem['basis'], ['Rule 4(1)']);
    assert.equal(problem['message'], '31 days exceeds the maximum of 30 days under Rule 4(1).');
  });

  it('missing --days, --days on a fixed clock and a trigger before commencement are refused with exit 1', async () => {
    const missing = await ctp(['clock', 'reply', '--from', '2026-07-10']);
    assert.equal(missing.status, 1);
    assert.match(missing.stderr, /CLOCK\.DAYS_REQUIRED.*at most 30, Rule 4\(1\)/);
    const fixed = await ctp(['clock', 'notice-issue', '--from', '2026-07-10', '--days', '15']);
    assert.equal(fixed.status, 1);
    assert.match(fixed.stderr, /CLOCK\.DAYS_NOT_ALLOWED/);
    const early = await ctp(['clock', 'notice-issue', '--from', '2026-07-01']);
    assert.equal(early.status, 1);
    assert.match(early.stderr, /CLOCK\.BEFORE_COMMENCEMENT.*it applies from 2 Jul 2026/);
  });
});

describe('ctp clock: office calendar from a file (Section 10)', () => {
  let dir = '';
  let calFile = '';
  let badFile = '';
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'ctp-clock-'));
    calFile = join(dir, 'office.json');
    badFile = join(dir, 'bad.json');
    writeFileSync(
      calFile,
      JSON.stringify({
        name: 'SDM office',
        weeklyOff: ['SUN'],
        nthWeekdayOff: [{ weekday: 'SAT', nth: [2, 4] }],
        closed: ['2026-08-07', { date: '2026-08-15', name: 'Independence Day' }],
        open: [],
      }),
    );
    writeFileSync(badFile, JSON.stringify({ weeklyOff: ['SUNDAY'], closed: ['2026-02-30'], open: 'x' }));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('a reply ending on Independence Day moves over the Sunday to Monday 17 Aug 2026', async () => {
    // 16 Jul excluded; 15 Aug = day 30 (Sat, listed closed); 16 Aug Sunday → Mon 17 Aug.
    const r = await ctp(['clock', 'reply', '--from', '2026-07-16', '--days', '30', '--calendar', calFile, '--json']);
    assert.equal(r.status, 0, r.stderr);
    const o = json(r.stdout);
    assert.equal(o['due'], '2026-08-17');
    assert.equal((o['calendar'] as Record<string, unknown>)['source'], 'file');
  });

  it('a run of closed days: the listed Friday 7 Aug, the 2nd Saturday and the Sunday → Monday 10 Aug 2026', async () => {
    // 8 Jul excluded; 7 Aug = day 30.
    const r = await ctp(['clock', 'reply', '--from', '2026-07-08', '--days', '30', '--calendar', calFile]);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /^The reply to the show-cause notice is due by Monday 10 Aug 2026/);
    assert.match(
      r.stdout,
      /Last day 7 Aug 2026 is a Friday; office closed \(a closed date of the office\); 8 Aug 2026 is a Saturday; office closed \(2nd Saturday of the month\); 9 Aug 2026 is a Sunday/,
    );
    assert.match(r.stdout, /Office calendar: SDM office \(from /);
  });

  it('Rule 4(1) notice-issue on the same closed day is NOT moved, and the text says so', async () => {
    // 31 Jul excluded; 15 Aug = day 15.
    const r = await ctp(['clock', 'notice-issue', '--from', '2026-07-31', '--calendar', calFile]);
    assert.equal(r.status, 0, r.stderr);
    assert.match(
      r.stdout,
      /^The issue of the show-cause notice in Form-II is due by Saturday 15 Aug 2026 \(Rule 4\(1\), Form-II\)\./,
    );
    assert.match(
      r.stdout,
      /The office is closed on Saturday 15 Aug 2026 \(Independence Day\), but this is a duty of the adjudicating officer itself: the day is not moved/,
    );
  });

  it('a bad calendar file exits 2 and reports each field', async () => {
    const r = await ctp(['clock', 'reply', '--from', '2026-07-16', '--days', '30', '--calendar', badFile]);
    assert.equal(r.status, 2);
    assert.match(r.stderr, /weeklyOff\[0\]: "SUNDAY" is not a weekday/);
    assert.match(r.stderr, /closed\[0\]: "2026-02-30" is not a date/);
    assert.match(r.stderr, /open: "open" must be a list/);
    const missing = await ctp([
      'clock',
      'reply',
      '--from',
      '2026-07-16',
      '--days',
      '30',
      '--calendar',
      join(dir, 'nope.json'),
    ]);
    assert.equal(missing.status, 2);
    assert.match(missing.stderr, /Cannot read the calendar file/);
  });
});

describe('ctp clock: configured values, seeded holidays and usage errors', () => {
  it('Section 27B: the appeal clock says a configured value was used', async () => {
    // 27 Oct excluded; 26 Dec = day 60 (4th Saturday), 27 Dec Sunday → Monday 28 Dec 2026.
    const r = await ctp(['clock', 'appeal', '--from', '2026-10-27']);
    assert.equal(r.status, 0, r.stderr);
    assert.match(
      r.stdout,
      /^The appeal to the appellate authority is due by Monday 28 Dec 2026 \(Section 27B, Form-III item 9\)\./,
    );
    assert.match(
      r.stdout,
      /NOTE: a configured value was used, not one enacted in the texts held: appeal\.period-days = 60/,
    );
    const j = json((await ctp(['clock', 'appeal', '--from', '2026-10-27', '--json'])).stdout);
    assert.equal(j['configured'], true);
    assert.equal((j['params'] as { status: string }[])[0]?.status, 'configured');
  });

  it('--holidays seeds Independence Day correctly even with TZ=America/Los_Angeles', () => {
    const r = ctpProcess(['clock', 'reply', '--from', '2026-07-16', '--days', '30', '--holidays', '--json'], {
      TZ: 'America/Los_Angeles',
    });
    assert.equal(r.status, 0, r.stderr);
    const o = json(r.stdout);
    assert.equal(o['due'], '2026-08-17');
    assert.deepEqual(o['skipped'], [
      { date: '2026-08-15', weekday: 'SAT', reason: 'Independence Day' },
      { date: '2026-08-16', weekday: 'SUN', reason: 'weekly off' },
    ]);
  });

  it('unknown clock, bad date, bad jurisdiction and bad --days exit 2 listing the valid values', async () => {
    const clock = await ctp(['clock', 'replies', '--from', '2026-07-10']);
    assert.equal(clock.status, 2);
    assert.match(
      clock.stderr,
      /Unknown clock "replies"\. Valid clocks: notice-issue, reply, reply-extension, disposal, disposal-extension, rectify, refusal-communication, respondent-reply, appeal, deposit, recovery\./,
    );
    const date = await ctp(['clock', 'reply', '--from', '2026-02-30', '--days', '30']);
    assert.equal(date.status, 2);
    assert.match(date.stderr, /--from "2026-02-30" is not a calendar date; valid values are dates written YYYY-MM-DD/);
    const jur = await ctp([
      'clock',
      'reply',
      '--from',
      '2026-07-10',
      '--days',
      '30',
      '--jurisdiction',
      'in-xx',
      '--json',
    ]);
    assert.equal(jur.status, 2);
    assert.match(jur.stderr, /Unknown jurisdiction "in-xx"\. Valid values: in, in-as\./);
    assert.equal((json(jur.stdout)['problem'] as Record<string, unknown>)['code'], 'USAGE.BAD_JURISDICTION');
    const days = await ctp(['clock', 'reply', '--from', '2026-07-10', '--days', 'thirty']);
    assert.equal(days.status, 2);
    const opt = await ctp(['clock', 'reply', '--from', '2026-07-10', '--dayz', '30']);
    assert.equal(opt.status, 2);
  });

  it('the Assam jurisdiction computes the central clocks', async () => {
    const r = await ctp(['clock', 'rectify', '--from', '2026-07-25', '--jurisdiction', 'in-as', '--json']);
    assert.equal(r.status, 0, r.stderr);
    assert.equal(json(r.stdout)['due'], '2026-08-10');
    assert.equal(json(r.stdout)['jurisdiction'], 'in-as');
  });
});

describe('ctp params: every dated parameter with status, basis labels, from/to and source', () => {
  it('--json lists the central values, enacted and configured', async () => {
    const r = await ctp(['params', '--json']);
    assert.equal(r.status, 0, r.stderr);
    const rows = json(r.stdout)['params'] as {
      id: string;
      status: string;
      basis: string[];
      from: string;
      to: string | null;
      source: string;
    }[];
    const appeal = rows.find((p) => p.id === 'appeal.period-days');
    assert.deepEqual(appeal && { status: appeal.status, basis: appeal.basis, from: appeal.from, to: appeal.to }, {
      status: 'configured',
      basis: ['Section 27B', 'Form-III item 9'],
      from: '2026-07-02',
      to: null,
    });
    assert.equal(rows.find((p) => p.id === 'reply.max-days')?.status, 'enacted');
    assert.ok(rows.every((p) => p.source.length > 0));
    assert.ok(!rows.some((p) => p.id.startsWith('as.')));
  });

  it('the Assam pack adds the s.26 values; text output marks configured values', async () => {
    const j = json((await ctp(['params', '--jurisdiction', 'in-as', '--json'])).stdout);
    const ids = (j['params'] as { id: string }[]).map((p) => p.id);
    assert.ok(ids.includes('as.s26.first.fine-rupees') && ids.includes('reply.max-days'));
    const t = await ctp(['params', '--jurisdiction', 'in-as']);
    assert.equal(t.status, 0);
    assert.match(
      t.stdout,
      /as\.s26\.first\.fine-rupees \[ENACTED\]\n {2}Fine for a first offence under s\.26 \(Assam\): Rs 500 to Rs 1,000, from 18 Nov 2002 \(open-ended\)/,
    );
    assert.match(t.stdout, /appeal\.period-days \[CONFIGURED\] \(pack in\)/);
    assert.equal((await ctp(['params', '--jurisdiction', 'xx'])).status, 2);
  });
});
