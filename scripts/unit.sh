#!/usr/bin/env bash
# Runs every *.test.ts under src/, test/ and scripts/ with node's test runner. New files are picked up by their names
# alone (*.test.ts, *.db.test.ts, *.browser.test.ts): there is no list to register them in.
#
# The tests are compiled once (scripts/test-build.mjs: esbuild into .test-build/, ignored by git) and node runs the
# JavaScript, instead of tsx transpiling the module graph again in every test process. The files run in groups (one
# process each, the module graph loaded once per group: the pure unit files in a few, the database files in a few
# more, the browser files in one). A failing test, or a file that does not load, fails its group and the run.
# No --test-force-exit: with it, node may exit a group's process before the reporter has written the last results,
# and the run then counts fewer tests than ran, with exit code 0 (a failure among them would go unseen; it happened
# here: the last three files of a group missing from a green run). A group ends by itself when its last test has;
# one that a file keeps alive with a timer or a socket is ended 30 s later by the group itself, with exit code 1 and
# what held it open (scripts/test-build.mjs), so the run fails loudly instead of hanging.
# TEST_TSX=1 runs the TypeScript through tsx, one process a file, as before (no build). After node's summary, each
# part prints how many tests ran on PGlite, on PostgreSQL and on neither (scripts/test-backends-reporter.mjs), and
# the run ends with those counts for the whole run.
#
# Two processes at a time (--test-concurrency=2: each database file makes its own database, its own temporary
# directories and free ports), in the order the build lists the groups (costliest first, so the two workers end
# together). TEST_CONCURRENCY overrides the 2. Arguments go to node (e.g. --test-name-pattern='Rule 4').
# The browser tests (*.browser.test.ts, one process: one Chromium, the files one after the other) run alongside the
# others, started first: a browser test keeps less than one core busy (it waits on Chromium and the portal), so run
# after the rest they left a core idle for their whole run (about a minute of wall time). Their report is printed when
# both are done. CTP_BROWSER_ALONGSIDE=0 runs them afterwards instead.
# After the counts, a table of what each group cost (wall and CPU seconds; scripts/test-times.mjs).
# TEST_RECORD_TIMES=1 runs every file in a process of its own and rewrites scripts/test-times.json, the CPU seconds
# of each file by which the build splits the files into groups (worth doing when files have been added or grown).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${TEST_TSX:-0}" = 1 ]; then
  mapfile -t files < <(find src test scripts -name '*.test.ts' -not -name '*.browser.test.ts' -not -path '*/node_modules/*' 2>/dev/null | sort)
  mapfile -t browser < <(find src test scripts -name '*.browser.test.ts' -not -path '*/node_modules/*' 2>/dev/null | sort)
  run=(node --import tsx --test --test-reporter=spec)
else
  node scripts/test-build.mjs
  mapfile -t files < .test-build/plain.list
  mapfile -t browser < .test-build/browser.list
  run=(node --enable-source-maps --test --test-reporter=spec --test-reporter-destination=stdout
    --test-reporter=./scripts/test-backends-reporter.mjs --test-reporter-destination=stdout)
fi
# Each part's output is also kept, to add up the per-backend counts at the end.
counts=$(mktemp)
trap 'rm -f "$counts"' EXIT
if [ "${#files[@]}" -eq 0 ]; then echo "no test files found" >&2; exit 1; fi
status=0
browser_pid=''
if [ "${#browser[@]}" -gt 0 ] && [ "${CTP_BROWSER_ALONGSIDE:-1}" = 1 ]; then
  browser_out=$(mktemp)
  "${run[@]}" --test-concurrency=1 "$@" "${browser[@]}" >"$browser_out" 2>&1 &
  browser_pid=$!
fi
"${run[@]}" --test-concurrency="${TEST_CONCURRENCY:-2}" "$@" "${files[@]}" | tee -a "$counts" || status=$?
if [ -n "$browser_pid" ]; then
  wait "$browser_pid" || status=$?
  echo
  echo "== browser tests (run alongside the others) =="
  tee -a "$counts" <"$browser_out"
  rm -f "$browser_out"
elif [ "${#browser[@]}" -gt 0 ]; then
  "${run[@]}" --test-concurrency=1 "$@" "${browser[@]}" | tee -a "$counts" || status=$?
fi
echo
echo "== tests per database backend, whole run =="
awk '/^# tests on /{ name = $0; sub(/^# tests on /, "", name); sub(/: .*/, "", name); split($0, a, /[:(,)]/);
  n[name] += a[2]; p[name] += substr(a[3], 6); f[name] += substr(a[4], 7); if (!(name in seen)) { seen[name] = 1; order[++k] = name } }
  END { for (i = 1; i <= k; i++) printf "tests on %s: %d (pass %d, fail %d)\n", order[i], n[order[i]], p[order[i]], f[order[i]] }' "$counts"
if [ "${TEST_TSX:-0}" != 1 ]; then
  echo
  echo "== what each group cost (its own process; scripts/test-times.mjs) =="
  if [ "${TEST_RECORD_TIMES:-0}" = 1 ] && [ "$status" -eq 0 ]; then
    node scripts/test-times.mjs --record
  else
    node scripts/test-times.mjs
  fi
fi
exit "$status"
