import contentDisposition from 'content-disposition';
import { loadLead } from '@/db/queries/leads';
import { audit, clientOf, getAuthRuntime } from '@/lib/auth/runtime';
import { staffOrRefusal } from '@/lib/auth/route-guard';
import type { StaffSession } from '@/lib/auth/session';
import { isUuid, mayOpenLeadKind } from '@/lib/domain/lead-workflow';
import { getResumeStore } from '@/lib/storage';
import type { ObjectReadStream } from '@/lib/storage/object-store';
import { openStoredResume } from '@/lib/storage/resumes';

// A career application's resume, for signed-in staff whose role opens job applications only:
// streamed from storage (never held in memory whole) as an attachment (never shown inline) with the
// type its bytes were accepted as; every download goes into the audit log. HEAD answers the same
// headers and is no download: no bytes, no audit entry.

const notFound = () => new Response('There is no resume here.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

type Params = { params: Promise<{ kind: string; id: string }> };
type Opened = { response: Response } | { staff: StaffSession; id: string; fileName: string; resume: ObjectReadStream };

async function openResume(request: Request, { params }: Params): Promise<Opened> {
  const access = await staffOrRefusal('leads:read', request);
  if ('response' in access) return access;
  const { kind, id } = await params;
  // A role that does not open job applications is answered as if there were none: no id is confirmed.
  if (kind !== 'career_application' || !isUuid(id) || !mayOpenLeadKind(access.staff.user.role, kind)) return { response: notFound() };
  const record = await loadLead('career_application', id);
  if (record?.kind !== 'career_application' || !record.lead.resume_url) return { response: notFound() };
  const key = record.lead.resume_url;
  const resume = await openStoredResume(getResumeStore(), key);
  if (!resume) return { response: notFound() };
  return { staff: access.staff, id, fileName: resumeFileName(record.lead.full_name, key), resume };
}

/** Saved under the applicant's name ('Asha Rao - resume.pdf'), not the storage key's timestamp. */
function resumeFileName(applicant: string, key: string): string {
  const extension = /\.[a-z0-9]{1,5}$/i.exec(key)?.[0] ?? '';
  const name = applicant.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, 80);
  return `${name || 'Applicant'} - resume${extension.toLowerCase()}`;
}

const headersOf = ({ fileName, resume }: { fileName: string; resume: ObjectReadStream }) => ({
  'Content-Type': resume.contentType ?? 'application/octet-stream',
  // An ASCII fallback and the UTF-8 name (RFC 6266): an applicant named in Tamil keeps their name.
  'Content-Disposition': contentDisposition(fileName),
  'Content-Length': String(resume.size),
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
});

export async function GET(request: Request, context: Params) {
  const opened = await openResume(request, context);
  if ('response' in opened) return opened.response;
  const runtime = await getAuthRuntime();
  try {
    await audit(runtime, { action: 'resume_downloaded', actor: opened.staff.user, subject: { type: 'career_application', id: opened.id } }, clientOf(runtime, { headers: request.headers }));
  } catch (error) {
    await opened.resume.body.cancel().catch(() => {});
    throw error;
  }
  return new Response(opened.resume.body, { headers: headersOf(opened) });
}

/** What a download would answer (a link checker, `curl -I`), without the file or an audit entry. */
export async function HEAD(request: Request, context: Params) {
  const opened = await openResume(request, context);
  if ('response' in opened) return new Response(null, { status: opened.response.status, headers: opened.response.headers });
  await opened.resume.body.cancel().catch(() => {});
  return new Response(null, { headers: headersOf(opened) });
}
