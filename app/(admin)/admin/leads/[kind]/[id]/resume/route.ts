import { loadLead } from '@/db/queries/leads';
import { audit, clientOf, getAuthRuntime } from '@/lib/auth/runtime';
import { staffOrRefusal } from '@/lib/auth/route-guard';
import { isUuid } from '@/lib/domain/lead-workflow';
import { getResumeStore } from '@/lib/storage';
import { openStoredResume } from '@/lib/storage/resumes';

// A career application's resume, for signed-in staff only: streamed from storage (never held in
// memory whole) as an attachment (never shown inline) with the type its bytes were accepted as;
// every download goes into the audit log.

const notFound = () => new Response('There is no resume here.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

export async function GET(request: Request, { params }: { params: Promise<{ kind: string; id: string }> }) {
  const access = await staffOrRefusal('leads:read', request);
  if ('response' in access) return access.response;
  const { kind, id } = await params;
  if (kind !== 'career_application' || !isUuid(id)) return notFound();
  const record = await loadLead('career_application', id);
  const key = record?.kind === 'career_application' ? record.lead.resume_url : null;
  if (!key) return notFound();
  const resume = await openStoredResume(getResumeStore(), key);
  if (!resume) return notFound();
  const runtime = await getAuthRuntime();
  try {
    await audit(runtime, { action: 'resume_downloaded', actor: access.staff.user, subject: { type: 'career_application', id } }, clientOf(runtime, { headers: request.headers }));
  } catch (error) {
    await resume.body.cancel().catch(() => {});
    throw error;
  }
  return new Response(resume.body, {
    headers: {
      'Content-Type': resume.contentType ?? 'application/octet-stream',
      'Content-Disposition': `attachment; filename="${key}"`,
      'Content-Length': String(resume.size),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
