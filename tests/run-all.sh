#!/usr/bin/env bash
export NEXT_TELEMETRY_DISABLED=1
# `npm test`: every suite, in order — type check, import cycles, unit, integration (PGlite and PostgreSQL),
# the production build, then the browser tests against it. Any failure stops the run.
set -euo pipefail
cd "$(dirname "$0")/.."

TEST_DATABASE_URL=$(bash tests/provision.sh | tail -n 1)
export TEST_DATABASE_URL

echo "== type check"
npx tsc --noEmit
echo "== import cycles"
npm run --silent check:cycles
echo "== unit and integration tests (PGlite and PostgreSQL at ${TEST_DATABASE_URL%%@*}@…)"
npx vitest run
echo "== production build"
npm run build
echo "== browser tests"
npx playwright test
