import fs from 'node:fs/promises';
import { isDatabaseDown, isDatabaseUnavailableError, withinTimeout } from '@/lib/core/connection-health';
import { env } from '@/lib/core/env';
import { logFor, type Logger } from '@/lib/core/log';
import { REQUEST_ID_HEADER, requestIdFrom } from '@/lib/core/request-id';
import { safeErrorMessage } from '@/lib/core/safe-error';
import { clientAddress, clientHeaders } from '@/lib/client-address';
import { consumeRateLimit } from '@/db/queries/rate-limit';
import { rateLimitMessage } from '@/lib/rate-limit';
import { careerMessages } from '@/lib/schemas/career';
import { RESUME_MAX_BYTES, resumeMessages } from '@/lib/schemas/resume';
import { getResumeStore } from '@/lib/storage';
import { assertPendingSpace, receiveToTemporaryFile, ResumeRejectedError, stageResume } from '@/lib/storage/resumes';

// POST /api/resumes: the career form uploads the resume here first (XMLHttpRequest, so the
// browser can show real progress) and cites the answered id when it submits the application.
// The body is the file itself; its name travels URI-encoded in X-File-Name. Only POST exists:
// nothing here, or anywhere, hands a stored resume back.

export const dynamic = 'force-dynamic';

const json = (status: number, body: Record<string, string>, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

/** The rate-limit count waits at most this for the database; the visitor is then told to try again. */
const DATABASE_STEP_MS = 5000;
/** Storing the received file (up to 10 MB into the bucket) and its database row. */
const STAGING_MS = 15_000;

function isSameOrigin(origin: string | null, host: string | null): boolean {
  if (!origin) return true; // not a browser (or a very old one): the custom header already forces CORS
  try {
    return new URL(origin).host === host;
  } catch {
    return false; // 'null' (sandboxed frames) and anything unreadable
  }
}

// Not seen by proxy.ts (which would buffer the upload): the request id is taken here.
export async function POST(request: Request): Promise<Response> {
  const requestId = requestIdFrom(request.headers.get(REQUEST_ID_HEADER));
  const response = await receiveResume(request, logFor(requestId));
  response.headers.set(REQUEST_ID_HEADER, requestId);
  return response;
}

async function receiveResume(request: Request, log: Logger): Promise<Response> {
  // Browsers send Origin on every POST: refuse other sites (the header also forces a preflight).
  if (!isSameOrigin(request.headers.get('origin'), request.headers.get('x-forwarded-host') ?? request.headers.get('host'))) {
    return json(403, { error: careerMessages.failure });
  }
  const encodedName = request.headers.get('x-file-name');
  if (!encodedName) return json(400, { error: resumeMessages.invalidType });

  let fileName: string;
  try {
    fileName = decodeURIComponent(encodedName);
  } catch {
    return json(400, { error: resumeMessages.invalidType });
  }

  // A declared length over the limit is refused before a byte is read.
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > RESUME_MAX_BYTES) return json(413, { error: resumeMessages.tooLarge });

  let received: { path: string; size: number } | null = null;
  try {
    const client = clientAddress(clientHeaders(request.headers), env.TRUSTED_PROXY_COUNT);
    const limit = await withinTimeout(
      consumeRateLimit('resume-upload', client, { max: env.RATE_LIMIT_MAX * 2, windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS }),
      DATABASE_STEP_MS,
      'The database',
    );
    if (!limit.allowed) return json(429, { error: rateLimitMessage(limit.retryAfterSeconds) });
    // Refused before a byte is read when the client's or everyone's pending space is used up.
    await withinTimeout(assertPendingSpace(client, declared), DATABASE_STEP_MS, 'The database');

    received = await receiveToTemporaryFile(request.body);
    // A pending upload stored after this answer is never cited by an application: the sweeper removes it.
    const uploadId = await withinTimeout(
      stageResume({ source: { path: received.path }, size: received.size, fileName, store: getResumeStore(), client }),
      STAGING_MS,
      'Resume storage',
    );
    return json(201, { uploadId });
  } catch (error) {
    if (error instanceof ResumeRejectedError) return json(error.status, { error: error.message });
    const unavailable = isDatabaseDown() || isDatabaseUnavailableError(error);
    log.error('resume upload failed', { error: safeErrorMessage(error) });
    return unavailable ? json(503, { error: careerMessages.failure }, { 'Retry-After': '10' }) : json(500, { error: careerMessages.failure });
  } finally {
    if (received) await fs.rm(received.path, { force: true });
  }
}
