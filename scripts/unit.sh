#!/usr/bin/env bash
# Runs every *.test.ts under src/, test/ and scripts/ with node's test runner (Node 20's --test expands no globs).
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(find src test scripts -name '*.test.ts' -not -path '*/node_modules/*' 2>/dev/null | sort)
if [ "${#files[@]}" -eq 0 ]; then echo "no test files found" >&2; exit 1; fi
exec node --import tsx --test --test-reporter=spec "$@" "${files[@]}"
