import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { freeLocalPort, startPageCache, startTlsFront, type PageCache } from '@/scripts/page-cache.mjs';
import { PAGE_CACHE_AUTH_HEADER, PAGE_CACHE_CHECKSUM_HEADER, PAGE_CACHE_NONCE_HEADER } from '@/lib/page-cache';
import { gzipWithWritableNonce } from '@/lib/page-cache-gzip';

/** What reached the app through the page cache: one entry per request the cache passed on. */
export type UpstreamRequest = {
  method: string;
  url: string;
  carriedSecret: boolean;
  storedNonce: string | null;
  vary: string | null;
  /** The app sent the page gzipped with its nonce writable (lib/page-cache-gzip.ts). */
  keptGzipped: boolean;
  /** Bytes of the body the app sent, once it has all passed. */
  bodyBytes?: number;
};

/**
 * An observation point between the page cache and the app: it passes every request through,
 * records what the cache sent and what the app answered, and can write markup into the HTML of
 * one path as it leaves the app (at the end of its body, gzipped again if it came so): markup
 * that slipped into content, as a rendering bug or
 * a compromised editor account would put it there (the app's own Markdown pipeline drops it).
 */
export type Observer = {
  port: number;
  requests: UpstreamRequest[];
  inject: (pathAndQuery: string, html: string) => void;
  close: () => Promise<void>;
};

export async function startObserver(appPort: number): Promise<Observer> {
  const requests: UpstreamRequest[] = [];
  const injections = new Map<string, string>();
  const sockets = new Set<net.Socket>();
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((incoming, outgoing) => {
    const upstream = http.request(
      { host: '127.0.0.1', port: appPort, method: incoming.method, path: incoming.url, headers: incoming.headers, agent },
      (answer) => {
        const storedNonce = answer.headers[PAGE_CACHE_NONCE_HEADER];
        const entry: UpstreamRequest = {
          method: incoming.method ?? '',
          url: incoming.url ?? '',
          carriedSecret: Boolean(incoming.headers[PAGE_CACHE_AUTH_HEADER]),
          storedNonce: typeof storedNonce === 'string' ? storedNonce : null,
          vary: answer.headers.vary ?? null,
          keptGzipped: Boolean(answer.headers[PAGE_CACHE_CHECKSUM_HEADER]),
        };
        requests.push(entry);
        let bodyBytes = 0;
        answer.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
        answer.on('end', () => (entry.bodyBytes = bodyBytes));
        const injection = injections.get(incoming.url ?? '');
        if (!injection || !String(answer.headers['content-type']).startsWith('text/html')) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          // A page kept gzipped (lib/page-cache-gzip.ts) is unpacked, changed and packed again as the app does.
          const gzipped = entry.keptGzipped;
          const body = Buffer.concat(chunks);
          const html = (gzipped ? zlib.gunzipSync(body) : body).toString('utf8').replace('</body>', `${injection}</body>`);
          const headers = { ...answer.headers };
          delete headers['content-length'];
          delete headers['transfer-encoding'];
          let sent: Buffer = Buffer.from(html);
          if (gzipped) {
            const kept = gzipWithWritableNonce(sent, String(answer.headers[PAGE_CACHE_NONCE_HEADER]))!;
            headers[PAGE_CACHE_CHECKSUM_HEADER] = kept.checksumColumns;
            sent = kept.gzip;
          }
          outgoing.writeHead(answer.statusCode ?? 502, { ...headers, 'content-length': sent.length });
          outgoing.end(sent);
        });
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await freeLocalPort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    requests,
    inject: (pathAndQuery, html) => injections.set(pathAndQuery, html),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** nginx as the page cache (deploy/nginx/) on a free port, in front of `upstreamPort`. */
export async function startPageCacheInFront(upstreamPort: number, secret: string): Promise<PageCache & { url: string }> {
  const port = await freeLocalPort();
  const cache = await startPageCache({ listen: `127.0.0.1:${port}`, upstream: `127.0.0.1:${upstreamPort}`, secret });
  return Object.assign(cache, { url: `http://127.0.0.1:${port}` });
}

const missingOpensslMessage = "openssl is not installed: install Debian's openssl (apt-get install openssl, as root)";

/**
 * A self-signed certificate for 127.0.0.1 and localhost, valid two days, written into `folder`
 * with Debian's openssl: the PEM files' paths, and the SHA-256 of its public key in base64, which
 * Chromium's --ignore-certificate-errors-spki-list takes (it trusts this key and nothing else).
 */
function selfSignedCertificate(folder: string): { certificate: string; key: string; spkiSha256: string } {
  const certificate = path.join(folder, 'certificate.pem');
  const key = path.join(folder, 'key.pem');
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', certificate, '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'], { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: Buffer };
    throw new Error(failure.code === 'ENOENT' ? missingOpensslMessage : `openssl could not make a certificate: ${String(failure.stderr ?? failure.message).trim()}`);
  }
  const publicKey = new crypto.X509Certificate(fs.readFileSync(certificate)).publicKey.export({ type: 'spki', format: 'der' });
  return { certificate, key, spkiSha256: crypto.createHash('sha256').update(publicKey).digest('base64') };
}

/**
 * nginx as the TLS proxy in front of the page cache (deploy/nginx/tls-front.conf.template), HTTPS
 * and HTTP/2 on a free port, with a self-signed certificate; `spkiSha256` is what Chromium's
 * --ignore-certificate-errors-spki-list takes to trust it.
 */
export async function startTlsFrontInFront(upstreamPort: number): Promise<PageCache & { url: string; spkiSha256: string }> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'arcstar-tls-'));
  try {
    const { certificate, key, spkiSha256 } = selfSignedCertificate(folder);
    const port = await freeLocalPort();
    const front = await startTlsFront({ listen: `127.0.0.1:${port}`, upstream: `127.0.0.1:${upstreamPort}`, certificate, key });
    const stop = front.stop;
    return Object.assign(front, {
      url: `https://127.0.0.1:${port}`,
      spkiSha256,
      stop: async (options?: { graceful?: boolean }) => {
        await stop(options);
        fs.rmSync(folder, { recursive: true, force: true });
      },
    });
  } catch (error) {
    fs.rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}
