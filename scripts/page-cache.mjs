// Runs the page cache (deploy/nginx/page-cache.conf.template) on this machine with Debian's nginx,
// in a private folder of its own: `npm run prod:local` with PAGE_CACHE=nginx, the tests and the
// benchmark start it this way. (docker-compose.yml runs the same file in the official image.)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const pageCacheTemplate = path.join(root, 'deploy', 'nginx', 'page-cache.conf.template');
export const pageCacheScript = path.join(root, 'deploy', 'nginx', 'page-cache.js');
export const tlsFrontTemplate = path.join(root, 'deploy', 'nginx', 'tls-front.conf.template');

/** Where nginx is: NGINX_PATH, the PATH, or Debian's /usr/sbin (not on a normal user's PATH). */
export function findNginx() {
  const candidates = [process.env.NGINX_PATH, ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => dir && path.join(dir, 'nginx')), '/usr/sbin/nginx'];
  return candidates.find((candidate) => candidate && fs.existsSync(candidate)) ?? null;
}

export const missingNginxMessage =
  "nginx is not installed: install Debian's nginx (apt-get install nginx, as root) or set NGINX_PATH to an nginx built with the sub module";

/** nginx's JavaScript module (njs), which the page cache needs: NGINX_JS_MODULE or where Debian and nginx.org put it. */
export function findNginxJsModule() {
  const candidates = [process.env.NGINX_JS_MODULE, '/usr/lib/nginx/modules/ngx_http_js_module.so', '/etc/nginx/modules/ngx_http_js_module.so', '/usr/share/nginx/modules/ngx_http_js_module.so'];
  return candidates.find((candidate) => candidate && fs.existsSync(candidate)) ?? null;
}

export const missingNginxJsMessage =
  "nginx's JavaScript module (njs) is not installed: install Debian's libnginx-mod-http-js (apt-get install libnginx-mod-http-js, as root) or set NGINX_JS_MODULE to ngx_http_js_module.so";

/** A template of deploy/nginx/ with its ${PREFIX_NAME} placeholders filled; an unfilled one is an error. */
function renderTemplate(template, prefix, values) {
  return fs.readFileSync(template, 'utf8').replace(new RegExp(`\\$\\{(${prefix}[A-Z_]+)\\}`, 'g'), (whole, name) => {
    if (values[name] === undefined) throw new Error(`${path.basename(template)}: no value for ${name}`);
    return String(values[name]);
  });
}

/** The page cache's template with its ${PAGE_CACHE_…} placeholders filled. */
export function renderPageCacheConfig(values) {
  return renderTemplate(pageCacheTemplate, 'PAGE_CACHE_', values);
}

/**
 * Starts nginx as the page cache on `listen` (host:port) in front of the app at `upstream`
 * (host:port), sharing `secret` with it (the app's PAGE_CACHE_SECRET). Resolves once nginx
 * accepts connections. `stop()` ends it and removes its folder (cache included).
 */
export function startPageCache({ listen, upstream, secret, output = 'inherit' }) {
  const jsModule = findNginxJsModule();
  if (!jsModule) throw new Error(missingNginxJsMessage);
  return startNginx({
    label: 'page cache',
    listen,
    output,
    modules: [jsModule],
    httpConfig: (prefix) =>
      renderPageCacheConfig({
        PAGE_CACHE_LISTEN: listen,
        PAGE_CACHE_UPSTREAM: upstream,
        PAGE_CACHE_DIR: path.join(prefix, 'cache'),
        PAGE_CACHE_SECRET: secret,
        PAGE_CACHE_SCRIPT: pageCacheScript,
      }),
  });
}

/**
 * Starts nginx as the TLS proxy in front of the page cache (deploy/nginx/tls-front.conf.template):
 * HTTPS and HTTP/2 on `listen` (host:port), passed on to `upstream` (host:port), with the PEM files
 * `certificate` and `key` (the tests' self-signed pair: tests/e2e/support/page-cache.ts).
 */
export function startTlsFront({ listen, upstream, certificate, key, output = 'inherit' }) {
  return startNginx({
    label: 'TLS front',
    listen,
    output,
    httpConfig: () =>
      renderTemplate(tlsFrontTemplate, 'TLS_FRONT_', {
        TLS_FRONT_LISTEN: listen,
        TLS_FRONT_UPSTREAM: upstream,
        TLS_FRONT_CERTIFICATE: certificate,
        TLS_FRONT_CERTIFICATE_KEY: key,
      }),
  });
}

/**
 * Runs Debian's nginx in a folder of its own (temporary files, cache, pid) with `httpConfig`
 * (given that folder) inside its `http` block, listening on `listen` (host:port), with the
 * dynamic `modules` (paths) loaded.
 */
export async function startNginx({ label, listen, httpConfig, modules = [], output = 'inherit' }) {
  const nginx = findNginx();
  if (!nginx) throw new Error(missingNginxMessage);
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'arcstar-nginx-'));
  // Running as root, nginx's workers drop to `nobody`: they must reach the folder.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) fs.chmodSync(prefix, 0o755);
  const temp = (name) => path.join(prefix, 'temp', name);
  for (const folder of ['temp', 'cache']) fs.mkdirSync(path.join(prefix, folder), { mode: 0o755 });
  fs.writeFileSync(path.join(prefix, 'http.conf'), httpConfig(prefix));
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      ...modules.map((module) => `load_module ${module};`),
      ...(asRoot ? ['user nobody nogroup;'] : []),
      'worker_processes auto;',
      `pid ${path.join(prefix, 'nginx.pid')};`,
      `lock_file ${path.join(prefix, 'nginx.lock')};`,
      'error_log stderr error;',
      'events { worker_connections 4096; }',
      'http {',
      '  access_log off;',
      '  keepalive_requests 10000;',
      `  client_body_temp_path ${temp('body')};`,
      `  proxy_temp_path ${temp('proxy')};`,
      `  fastcgi_temp_path ${temp('fastcgi')};`,
      `  uwsgi_temp_path ${temp('uwsgi')};`,
      `  scgi_temp_path ${temp('scgi')};`,
      `  include ${path.join(prefix, 'http.conf')};`,
      '}',
      '',
    ].join('\n'),
  );

  const child = spawn(nginx, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'], { stdio: ['ignore', output, output] });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const stop = async ({ graceful = false } = {}) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(graceful ? 'SIGQUIT' : 'SIGTERM');
      await exited;
    }
    fs.rmSync(prefix, { recursive: true, force: true });
  };

  const [host, port] = splitHostPort(listen);
  const reachAt = { '': '127.0.0.1', '*': '127.0.0.1', '0.0.0.0': '127.0.0.1', '[::]': '::1' }[host] ?? host.replace(/^\[(.*)\]$/, '$1');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && child.exitCode === null) {
    if (await accepts(reachAt, port)) return { process: child, prefix, exited, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error(`${label}: nginx did not start listening on ${listen}${child.exitCode !== null ? ` (it exited with ${child.exitCode})` : ''}`);
}

function splitHostPort(listen) {
  const at = String(listen).lastIndexOf(':');
  return at === -1 ? ['127.0.0.1', Number(listen)] : [listen.slice(0, at), Number(listen.slice(at + 1))];
}

/** Resolves once something accepts connections on host:port (false after `timeoutMs`). */
export async function waitForPort(host, port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await accepts(host, port)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** Whether something accepts connections on host:port now. */
export function accepts(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A port nothing listens on now, on 127.0.0.1. */
export function freeLocalPort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
