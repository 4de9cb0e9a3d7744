#!/usr/bin/env bash
# Runs every *.test.ts under src/, test/ and scripts/ with node's test runner. New files are picked up by their names
# alone (*.test.ts, *.db.test.ts, *.browser.test.ts): there is no list to register them in.
#
# The tests are compiled once (scripts/test-build.mjs: esbuild into .test-build/, ignored by git) and node runs the
# JavaScript, instead of tsx transpiling the module graph again in every test process. The pure unit files run in a
# few groups (one process each, the module graph loaded once per group); each database file and each browser file is
# a process of its own, as before. A failing test, or a file that does not load, fails its group and the run.
# --test-force-exit is a safety net only: a group ends when its last test has, even if a file of it left a timer or a
# socket behind (the one known cause, a PGlite opened and closed without a query staying open with its 10 s
# statistics timer, is fixed in src/db/client.ts; a group now ends by itself).
# TEST_TSX=1 runs the TypeScript through tsx, one process a file, as before (no build). After node's summary, each
# part prints how many tests ran on PGlite, on PostgreSQL and on neither (scripts/test-backends-reporter.mjs), and
# the run ends with those counts for the whole run.
#
# Two processes at a time (--test-concurrency=2: each database file makes its own database, its own temporary
# directories and free ports), except the browser tests (*.browser.test.ts), which run one after the other afterwards:
# each starts a portal and a Chromium, and two of them at once on a 2-core machine only slow each other down.
# TEST_CONCURRENCY overrides the 2. Arguments go to node (e.g. --test-name-pattern='Rule 4').
# CTP_BROWSER_ALONGSIDE=1 runs the browser tests (still one at a time) while the other files run, instead of after
# them: a browser test keeps less than one core busy, so the other core is otherwise idle for their whole run. Their
# report is printed when both are done.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${TEST_TSX:-0}" = 1 ]; then
  mapfile -t files < <(find src test scripts -name '*.test.ts' -not -name '*.browser.test.ts' -not -path '*/node_modules/*' 2>/dev/null | sort)
  mapfile -t browser < <(find src test scripts -name '*.browser.test.ts' -not -path '*/node_modules/*' 2>/dev/null | sort)
  run=(node --import tsx --test --test-force-exit --test-reporter=spec)
else
  node scripts/test-build.mjs
  mapfile -t files < .test-build/plain.list
  mapfile -t browser < .test-build/browser.list
  run=(node --enable-source-maps --test --test-force-exit --test-reporter=spec --test-reporter-destination=stdout
    --test-reporter=./scripts/test-backends-reporter.mjs --test-reporter-destination=stdout)
fi
# Each part's output is also kept, to add up the per-backend counts at the end.
counts=$(mktemp)
trap 'rm -f "$counts"' EXIT
if [ "${#files[@]}" -eq 0 ]; then echo "no test files found" >&2; exit 1; fi
status=0
browser_pid=''
if [ "${#browser[@]}" -gt 0 ] && [ "${CTP_BROWSER_ALONGSIDE:-0}" = 1 ]; then
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
exit "$status"
