#!/usr/bin/env bash
# Provisions what the test suites need on a Debian machine (as root): Debian's Chromium and its
# headless shell for Playwright, Java for the Nu HTML checker, Debian's nginx and its njs for the page cache the browser tests put
# in front of the site (and openssl for the TLS proxy before it), a font with Arial's metrics, and a local PostgreSQL cluster for the
# integration suites. Where it cannot, it stops and names what is missing; it never lets a suite be
# skipped silently.
# Prints the PostgreSQL URL the suites should use (TEST_DATABASE_URL) on its last line.
set -euo pipefail

log() { echo "[provision] $*" >&2; }
is_root() { [ "$(id -u)" = 0 ]; }
apt_install() {
  if is_root && command -v apt-get >/dev/null; then
    log "installing $* with apt-get"
    if [ -z "${APT_UPDATED:-}" ]; then apt-get update -qq >&2; APT_UPDATED=1; fi
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >&2
  else
    log "missing: $* (install Debian's package(s) '$*', or run the tests as root on Debian)"
    exit 1
  fi
}

# Chromium: Playwright cannot download its own browser here. The browser tests run in its headless
# build (tests/support/chromium.ts); the benches and one test need the full browser.
if [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium ]; then apt_install chromium; fi
# The headless shell only makes them faster: without it (and without the rights to install it) they
# run in the full browser, as tests/support/chromium.ts chooses.
if [ -z "${CHROMIUM_HEADLESS_SHELL_PATH:-}" ] && [ ! -x /usr/bin/chromium-headless-shell ]; then
  if is_root && command -v apt-get >/dev/null; then apt_install chromium-headless-shell
  else log "no chromium-headless-shell: the browser tests run in the full browser, about twice as slowly (install Debian's package chromium-headless-shell, or set CHROMIUM_HEADLESS_SHELL_PATH)"; fi
fi
# Java runs the W3C Nu HTML checker (vnu.jar, from npm) in the browser tests.
if ! command -v java >/dev/null; then apt_install default-jre-headless; fi

# nginx (with its sub and gunzip modules, as Debian builds it) and its JavaScript module (njs): the
# page cache of deploy/nginx/.
if [ -z "${NGINX_PATH:-}" ] && ! command -v nginx >/dev/null && [ ! -x /usr/sbin/nginx ]; then apt_install nginx; fi
if [ -z "${NGINX_JS_MODULE:-}" ] && [ ! -e /usr/lib/nginx/modules/ngx_http_js_module.so ]; then apt_install libnginx-mod-http-js; fi
# openssl makes the self-signed certificate of the TLS proxy the browser tests put in front of the
# page cache (deploy/nginx/tls-front.conf.template).
if ! command -v openssl >/dev/null; then apt_install openssl; fi

# Liberation Sans (Arial's metrics): a browser test checks that web fonts arriving late move nothing,
# with a fallback font such as a phone has (app/globals.css).
# (macOS and Windows have Arial.)
has_fallback_font() { [ -e /usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf ] || { command -v fc-list >/dev/null && fc-list | grep -qiE 'Liberation Sans|Arimo|Roboto|Arial'; }; }
if [ "$(uname -s)" = Linux ] && ! has_fallback_font; then apt_install fonts-liberation; fi

# PostgreSQL: use TEST_DATABASE_URL when given, otherwise the local cluster.
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "$TEST_DATABASE_URL"
  exit 0
fi
if ! command -v pg_lsclusters >/dev/null; then apt_install postgresql; fi
cluster=$(pg_lsclusters --no-header | awk 'NR==1 {print $1" "$2}')
if [ -z "$cluster" ]; then
  log "no PostgreSQL cluster exists: create one with pg_createcluster, or set TEST_DATABASE_URL"
  exit 1
fi
read -r version name <<<"$cluster"
port=$(pg_lsclusters --no-header | awk 'NR==1 {print $3}')
if ! pg_lsclusters --no-header | awk 'NR==1 {print $4}' | grep -q online; then
  if is_root; then
    log "starting PostgreSQL cluster $version/$name"
    pg_ctlcluster "$version" "$name" start >&2
  else
    log "PostgreSQL cluster $version/$name is down: start it with 'pg_ctlcluster $version $name start' (as root), or set TEST_DATABASE_URL"
    exit 1
  fi
fi
# A password role for TCP connections; idempotent.
if is_root; then
  runuser -u postgres -- psql -q -p "$port" -v ON_ERROR_STOP=1 >&2 <<'SQL'
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'weld_test') THEN
    CREATE ROLE weld_test LOGIN PASSWORD 'weld_test' CREATEDB SUPERUSER;
  END IF;
END
$$;
SQL
fi
echo "postgres://weld_test:weld_test@127.0.0.1:${port}/postgres"
