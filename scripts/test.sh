#!/usr/bin/env bash
# `npm test`: every check CI runs: type check, lint, format, layer rules and provision coverage alongside the unit,
# property, database and browser tests. Database tests (*.db.test.ts) run on PGlite, and also on PostgreSQL when
# DATABASE_URL is set; the script says loudly when they did not run on PostgreSQL.
# Debian packages the tests need (poppler-utils, chromium) are installed here when absent.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s ==\n' "$*"; }

# Prerequisites: poppler-utils (pdftotext, pdfsig, pdftoppm) for the document tests.
if ! command -v pdftotext >/dev/null || ! command -v pdfsig >/dev/null; then
  step "installing poppler-utils (pdftotext, pdfsig) for the document tests"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils) >/dev/null
fi

# Prerequisites: Debian's Chromium for the browser tests of the web portal (test/web/*.browser.test.ts,
# playwright-core), and its headless shell (the same engine without the browser's interface: about a third less CPU
# a page), which test/web/browser.ts uses when it is there.
if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromium-headless-shell ]; then
  step "installing chromium and its headless shell for the browser tests"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell) >/dev/null
fi

# The static checks (type check, lint, format, layer rules, provision coverage) run at once and alongside the tests,
# not before them: each is one process on one core, and the tests do not wait for them (the test build is esbuild's,
# not tsc's). They run at a lower priority (nice +5), so they take the time the tests leave idle (a browser test
# waiting on Chromium, a worker waiting on PostgreSQL) rather than slow the tests' longest group; they still end
# well before the tests. Each check's report is printed under its heading after the tests' report, in this order, and
# any failure (of a check or of a test) fails the run.
checks=(
  "type check (tsc --noEmit)|npx tsc --noEmit"
  "lint (eslint)|npx eslint ."
  "format (prettier --check: printWidth 120, .prettierrc.json)|npx prettier --check --log-level warn \"**/*.{ts,tsx,js,mjs,cjs}\""
  "layer rules (dependency-cruiser)|npx depcruise src --config .dependency-cruiser.cjs"
  "provision coverage (every provision has code and tests)|node bin/ctp.js provisions --coverage --check"
)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
pids=()
# Each part's wall and CPU seconds are printed with it (bash's `time`: the part and the processes it waited for).
TIMEFORMAT='%R s wall, %U s user + %S s system CPU'
for i in "${!checks[@]}"; do
  { time nice -n 5 bash -c "${checks[$i]#*|}" >"$out/$i" 2>&1; } 2>"$out/$i.time" &
  pids+=($!)
done

failed=0
step "unit and property tests (node:test)"
TIMEFORMAT='tests: %R s wall, %U s user + %S s system CPU (the tests and the processes they waited for)'
{ time bash scripts/unit.sh || failed=1; }

for i in "${!checks[@]}"; do
  rc=0
  wait "${pids[$i]}" || rc=$?
  step "${checks[$i]%%|*} ($(cat "$out/$i.time"))"
  cat "$out/$i"
  if [ "$rc" -ne 0 ]; then
    echo "!!! ${checks[$i]%%|*} failed (exit $rc)"
    failed=1
  fi
done

step "PostgreSQL suite"
if [ -z "${DATABASE_URL:-}" ]; then
  echo "!!! PostgreSQL suite NOT RUN: DATABASE_URL is not set, so the *.db.test.ts files ran on PGlite only. !!!"
  echo "!!! Set DATABASE_URL=postgres://... (as .ci/run does) to run them on PostgreSQL as well.          !!!"
else
  echo "The *.db.test.ts files above ran on PGlite and on the PostgreSQL server named by DATABASE_URL."
fi
[ "$failed" -eq 0 ] || { echo "!!! the run FAILED: see the reports above (a failed check or test says so) !!!"; exit 1; }
