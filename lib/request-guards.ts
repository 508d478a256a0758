import { LARGEST_FORM_POST_BYTES } from '@/lib/form-post-limit';
import type { Refusal } from '@/lib/refusal';
import { BACK_OFFICE_FILE_ROUTES } from '@/lib/domain/back-office-pages';
import { routeMatcher } from '@/lib/domain/route-match';
import { isBuiltFile, isPublicFile } from '@/lib/static-files';
import refusalMessages from './refusal-messages.json' with { type: 'json' };

// Requests that are the client's error, refused in proxy.ts before Next sees them: Next would
// answer them 500 (its router cannot decode the path, its action handler throws on a body it
// cannot parse, on a cross-site origin, on a body cut short at its size limit).

// Their texts, and the methods Allow names, are lib/refusal-messages.json, which
// scripts/socket-address.cjs reads too for what it refuses before Next, and nginx's template
// repeats for what it refuses before the app (tests/unit/page-cache.test.ts holds it to the file).
const badRequest: Refusal = { status: 400, message: refusalMessages.unreadableRequest };

/** A path Next's router cannot decode (invalid percent-escapes or UTF-8). */
export function hasUndecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** The host the browser addressed, as a reverse proxy reports it (Next compares the same). */
function requestHost(headers: Headers): string | null {
  return headers.get('x-forwarded-host')?.split(',')[0].trim() || headers.get('host');
}

/** A browser's cross-site post (or an unreadable Origin). No Origin: not a browser, let through. */
export function isCrossOrigin(headers: Headers): boolean {
  const origin = headers.get('origin');
  if (origin === null) return false;
  try {
    return new URL(origin).host !== requestHost(headers);
  } catch {
    return true; // 'null' (sandboxed frames, file:) and anything unreadable
  }
}

/**
 * The addresses whose route handler (a route.ts outside app/api/, or a metadata route: robots,
 * sitemap) sends a file and exports GET alone: Next answered any other method with a bare 405,
 * without Allow or a word. tests/unit/request-guards.test.ts holds this list to the app's files.
 */
export const FILE_ROUTES = [
  '/robots.txt',
  '/sitemap.xml',
  '/product/[id]/datasheet',
  '/images/news/[file]',
  '/media/[id]/[file]',
  '/media/guides/[id]/[file]',
  '/media/documents/[id]/[file]',
  ...BACK_OFFICE_FILE_ROUTES,
];
const fileRoute = routeMatcher(FILE_ROUTES);

/**
 * What an address takes, and the words a method it does not take is refused in: a file (of
 * public/, of the build, or made by a route of FILE_ROUTES) GET and HEAD; a page GET and HEAD, and
 * POST for its forms (server actions). Under /api/ the server's preload answers for the routes
 * (scripts/socket-address.cjs, apiMethods in refusal-messages.json).
 */
const addressKinds = {
  page: { allow: refusalMessages.pageMethods, refusal: refusalMessages.methodNotAllowed },
  file: { allow: refusalMessages.fileMethods, refusal: refusalMessages.fileFetchOnly },
};

function addressKind(pathname: string): (typeof addressKinds)[keyof typeof addressKinds] | null {
  if (pathname.startsWith('/api/')) return null;
  const isFile = isPublicFile(pathname) || isBuiltFile(pathname) || fileRoute(pathname) !== null;
  return isFile ? addressKinds.file : addressKinds.page;
}

/** An address a page answers: not a file (of public/, of the build, of a file route), not under /api/. */
export function isPageAddress(pathname: string): boolean {
  return addressKind(pathname) === addressKinds.page;
}

/** What an address takes, as Allow names it (proxy.ts answers OPTIONS with it; Next answered a page's 400 without a word); null under /api/. */
export function allowedMethods(pathname: string): string | null {
  return addressKind(pathname)?.allow ?? null;
}

/**
 * A method an address does not take: on a page (PUT, DELETE, PATCH, PROPFIND…) Next rendered the
 * page, 200, as if it had been done; on a file made by a route it answered a bare 405. GET, HEAD
 * and OPTIONS (answered by proxy.ts) pass without a look at the address.
 */
export function refuseUnsupportedMethod(method: string, pathname: string): Refusal | null {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return null;
  const kind = addressKind(pathname);
  if (!kind || kind.allow.split(', ').includes(method)) return null;
  return { status: 405, message: kind.refusal, headers: { Allow: kind.allow } };
}

/**
 * Checks a post to a page (a server action, with JavaScript or without) before Next parses it:
 * its origin, its size and whether its body can be read the way Next's action handler reads it.
 * What the action then receives is its own business (lib/actions/form-call.ts).
 */
export async function refuseMalformedFormPost(request: Request): Promise<Refusal | null> {
  const { headers } = request;
  if (isCrossOrigin(headers)) return { status: 403, message: 'Forms can only be sent from this website.' };
  const tooLarge: Refusal = { status: 413, message: refusalMessages.formTooLarge };
  if (Number(headers.get('content-length') ?? 0) > LARGEST_FORM_POST_BYTES) return tooLarge;

  const type = headers.get('content-type') ?? '';
  const isAction = headers.has('next-action');
  const multipart = type.toLowerCase().startsWith('multipart/form-data');
  if (!isAction && !multipart) return null; // not an action: Next renders the page as for a GET

  let body: ArrayBuffer;
  try {
    body = await request.clone().arrayBuffer();
  } catch {
    return badRequest;
  }
  // Next hands the proxy at most the limit: a body that reached it was cut short.
  if (body.byteLength >= LARGEST_FORM_POST_BYTES) return tooLarge;

  if (multipart) {
    let form: FormData;
    try {
      form = await new Response(body, { headers: { 'content-type': type } }).formData();
    } catch {
      return badRequest;
    }
    return isAction ? checkEncodedArguments(form) : checkNoScriptAction(form);
  }
  if (isAction && (type === '' || type.toLowerCase().startsWith('text/plain'))) return isArgumentList(new TextDecoder().decode(body)) ? null : badRequest;
  return isAction ? { status: 415, message: 'Unsupported form encoding.' } : null;
}

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The arguments of a JavaScript action call: React reads them as one JSON array. */
function isArgumentList(text: string): boolean {
  try {
    return Array.isArray(JSON.parse(text));
  } catch {
    return false;
  }
}

/** A JavaScript action call with FormData arguments: field "0" holds the argument list. */
function checkEncodedArguments(form: FormData): Refusal | null {
  const root = form.get('0');
  return typeof root === 'string' && isArgumentList(root) ? null : badRequest;
}

/**
 * A form posted without JavaScript. React reads `$ACTION_<n>:<k>` fields as JSON, and
 * `$ACTION_<n>:0` as the action's reference ({ id, bound }): anything else makes it throw.
 */
function checkNoScriptAction(form: FormData): Refusal | null {
  for (const [key, value] of form.entries()) {
    if (!key.startsWith('$ACTION_')) continue;
    const reference = /^\$ACTION_REF_(.+)$/.exec(key);
    if (reference) {
      const metadata = form.get(`$ACTION_${reference[1]}:0`);
      if (typeof metadata !== 'string' || !isActionReference(metadata)) return badRequest;
      continue;
    }
    if (/^\$ACTION_[^:]+:\d+$/.test(key) && (typeof value !== 'string' || !parsesAsJson(value))) return badRequest;
  }
  return null;
}

function isActionReference(text: string): boolean {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object') return false;
    const { id, bound } = parsed as { id?: unknown; bound?: unknown };
    return typeof id === 'string' && (bound === null || bound === undefined || (typeof bound === 'string' && /^\$@\d+$/.test(bound)));
  } catch {
    return false;
  }
}
