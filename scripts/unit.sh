#!/usr/bin/env bash
# Runs every *.test.ts under src/, test/ and scripts/ with node's test runner (Node 20's --test expands no globs).
# Two files at a time (--test-concurrency=2: each test file makes its own database, a new PGlite directory or a new
# PostgreSQL schema, its own temporary directories and free ports), except the browser tests (*.browser.test.ts),
# which run one after the other afterwards: each starts a portal and a Chromium, and two of them at once on a
# 2-core machine only slow each other down. TEST_CONCURRENCY overrides the 2.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(find src test scripts -name '*.test.ts' -not -name '*.browser.test.ts' -not -path '*/node_modules/*' 2>/dev/null | sort)
mapfile -t browser < <(find src test scripts -name '*.browser.test.ts' -not -path '*/node_modules/*' 2>/dev/null | sort)
if [ "${#files[@]}" -eq 0 ]; then echo "no test files found" >&2; exit 1; fi
status=0
node --import tsx --test --test-reporter=spec --test-concurrency="${TEST_CONCURRENCY:-2}" "$@" "${files[@]}" || status=$?
if [ "${#browser[@]}" -gt 0 ]; then
  node --import tsx --test --test-reporter=spec --test-concurrency=1 "$@" "${browser[@]}" || status=$?
fi
exit "$status"
