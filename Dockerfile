# syntax=docker/dockerfile:1
# The production image: Next's standalone server on Node LTS, as a non-root user.

# Node 22 LTS: under the benchmark on a 2-core machine (2026-11-30) the server stayed within its
# 300 MB on Node 22 and not on Node 24, which renders faster (the runs: README "Production without
# Docker"). Node 22's security fixes end on 30 April 2027; build on 24 before then:
# `docker compose build --build-arg NODE_MAJOR=24`.
ARG NODE_MAJOR=22

FROM node:${NODE_MAJOR}-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# `npm ci` cannot be used: the lockfile omits other platforms' optional builds.
# Of the dependencies' install scripts only esbuild's runs, as package.json's allowScripts says (which
# this image's npm 10 does not read): vnu-jar's would download a Java runtime for the tests.
RUN npm install --no-audit --no-fund --ignore-scripts && npm rebuild esbuild

FROM node:${NODE_MAJOR}-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
# Nothing is prerendered with settings in it: every page renders per request (its CSP nonce),
# so one image serves any SITE_URL and company facts given at run time.
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build

# The command-line tools (`npm run staff:add`, `db:seed`, `db:migrate`) need the source and tsx,
# which the server's image leaves out: docker-compose.yml's `tools` service runs them from this
# stage, e.g. `docker compose run --rm tools npm run staff:add -- …` (README, "The first admin").
FROM build AS tools

# The server's image (the default target: the last stage).
FROM node:${NODE_MAJOR}-bookworm-slim AS runtime
WORKDIR /app
# NODE_OPTIONS: the server's JavaScript heap stays within 256 MB (README "Production without
# Docker"); V8 would otherwise let it grow to twice that before collecting.
# The young generation stays at 16 MB per semi-space: Node 22's own size, and on a build on Node 24
# (whose V8 sizes it at 64 MB) it kept the process 46-74 MiB lower (README).
# Set NODE_OPTIONS in the container's environment to give it more. On Node 22 (not 24, which refuses
# it) --experimental-async-context-frame added there rendered the search about 10 % faster (README).
# MALLOC_ARENA_MAX: glibc's malloc keeps at most two arenas instead of up to eight per core for
# V8's and libuv's threads; the process peaked 4-37 MiB lower in each of six paired runs (README).
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    DATA_DIR=/app/data \
    REQUIRE_SITE_URL=true \
    NODE_OPTIONS="--max-old-space-size=256 --max-semi-space-size=16" \
    MALLOC_ARENA_MAX=2
# REQUIRE_SITE_URL: the container refuses to start without SITE_URL (lib/core/env.ts), so no
# deployment announces itself to search engines as http://localhost:3000.
# The standalone folder carries the server, its traced node_modules, migrations, public/ and static assets.
COPY --from=build --chown=node:node /app/.next/standalone ./
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
VOLUME ["/app/data"]
# Liveness: the process serves. It stays healthy through a database outage (pages then answer
# 503 and the server reconnects by itself); a load balancer routes on /api/health/ready instead.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# SIGTERM (docker stop) answers the requests in flight, finishes the mail loop and closes the
# database before exiting: give it up to 30 s (compose: stop_grace_period).
STOPSIGNAL SIGTERM
# The preload gives the app each request's connection address (see scripts/socket-address.cjs).
CMD ["node", "--require", "./scripts/socket-address.cjs", "server.js"]
