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
build_log=$(mktemp)
npm run build 2>&1 | tee "$build_log"
# Node-only code reaching the bundle Next builds for the edge runtime (instrumentation.ts must
# load instrumentation-node.ts only under NEXT_RUNTIME === 'nodejs') prints these; refuse them.
if grep -E "not supported in the Edge Runtime|Ecmascript file had an error" "$build_log" > /dev/null; then
  echo "The build warned that Node-only modules reach the edge bundle (see above): instrumentation.ts must import them only under the Node runtime." >&2
  exit 1
fi
rm -f "$build_log"
echo "== browser tests"
npx playwright test
