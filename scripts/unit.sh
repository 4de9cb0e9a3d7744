#!/usr/bin/env bash
# Runs every *.test.ts under src/, test/ and scripts/ with node's test runner (Node 20's --test expands no globs).
# Two files at a time (--test-concurrency=2: each test file makes its own database, a new PGlite directory or a new
# PostgreSQL schema, its own temporary directories and free ports), except the browser tests (*.browser.test.ts),
# which run one after the other afterwards: each starts a portal and a Chromium, and two of them at once on a
# 2-core machine only slow each other down. TEST_CONCURRENCY overrides the 2.
# CTP_BROWSER_ALONGSIDE=1 runs the browser tests (still one at a time) while the other files run, instead of after
# them: a browser test keeps less than one core busy, so the other core is otherwise idle for their whole run. Their
# report is printed when both are done.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(find src test scripts -name '*.test.ts' -not -name '*.browser.test.ts' -not -path '*/node_modules/*' 2>/dev/null | sort)
mapfile -t browser < <(find src test scripts -name '*.browser.test.ts' -not -path '*/node_modules/*' 2>/dev/null | sort)
if [ "${#files[@]}" -eq 0 ]; then echo "no test files found" >&2; exit 1; fi
status=0
browser_pid=''
if [ "${#browser[@]}" -gt 0 ] && [ "${CTP_BROWSER_ALONGSIDE:-0}" = 1 ]; then
  browser_out=$(mktemp)
  node --import tsx --test --test-reporter=spec --test-concurrency=1 "$@" "${browser[@]}" >"$browser_out" 2>&1 &
  browser_pid=$!
fi
node --import tsx --test --test-reporter=spec --test-concurrency="${TEST_CONCURRENCY:-2}" "$@" "${files[@]}" || status=$?
if [ -n "$browser_pid" ]; then
  wait "$browser_pid" || status=$?
  echo
  echo "== browser tests (run alongside the others) =="
  cat "$browser_out"
  rm -f "$browser_out"
elif [ "${#browser[@]}" -gt 0 ]; then
  node --import tsx --test --test-reporter=spec --test-concurrency=1 "$@" "${browser[@]}" || status=$?
fi
exit "$status"
