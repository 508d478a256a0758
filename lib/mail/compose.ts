import type { SendMailOptions } from 'nodemailer';
import { loadLead } from '@/db/queries/leads';
import { findNotificationRoute } from '@/db/queries/notification-routes';
import type { Database, MailOutboxRow } from '@/db/types';
import { leadPageUrl, renderLeadNotification } from '@/emails/lead-notification';
import type { ObjectStore } from '@/lib/storage/object-store';
import { formatMegabytes } from '@/lib/schemas/resume';
import { detectResumeType } from '@/lib/storage/resumes';

export type MailSettings = {
  from: string;
  notifyTo: string;
  notifyToCareers: string;
  companyName: string;
  /** Domain of Message-IDs, so a mail client recognises a resent message as the same one. */
  messageIdDomain: string;
  /** A larger resume is not attached (mail servers refuse big messages): the e-mail says where it is. */
  resumeAttachMaxBytes: number;
  /** The site's public address: a resume too large to attach is downloaded from the lead's back-office page. */
  siteUrl: string;
};

type ResumeAttachment = NonNullable<SendMailOptions['attachments']>[number];

/** The resume as an attachment, or the line that tells HR why it is not attached and where it is. */
async function resumeForMail(key: string, leadId: string, deps: { store: ObjectStore; settings: MailSettings }): Promise<{ attachment?: ResumeAttachment; note?: string }> {
  const bytes = await deps.store.read(key);
  // Say so rather than hold the application back: HR still has every other field.
  if (!bytes) return { note: `The resume file ${key} could not be read from storage.` };
  if (bytes.length > deps.settings.resumeAttachMaxBytes) {
    return {
      note:
        `The resume (${formatMegabytes(bytes.length)}) is too large to attach to this e-mail. ` +
        `Download it from the application page in the back office: ${leadPageUrl(deps.settings.siteUrl, { kind: 'career_application', lead: { id: leadId } })}`,
    };
  }
  return { attachment: { filename: key, content: bytes, contentType: (await detectResumeType({ bytes })) ?? 'application/octet-stream' } };
}

/**
 * The e-mail for one outbox row: its composed message as queued, or the notification rendered
 * from the lead as stored now. Null when the lead no longer exists (erased on request): there is
 * nothing left to send.
 */
export async function composeNotification(
  row: Pick<MailOutboxRow, 'id' | 'lead_kind' | 'lead_id' | 'message'>,
  deps: { db?: Database; store: ObjectStore; settings: MailSettings },
): Promise<SendMailOptions | null> {
  if (row.message) return { from: deps.settings.from, ...row.message, messageId: `<${row.id}@${deps.settings.messageIdDomain}>` };
  if (!row.lead_kind || !row.lead_id) return null;
  const record = await loadLead(row.lead_kind, row.lead_id, deps.db);
  if (!record) return null;
  const resume = record.kind === 'career_application' && record.lead.resume_url ? await resumeForMail(record.lead.resume_url, record.lead.id, deps) : {};
  const notification = renderLeadNotification(record, deps.settings, resume.note);
  const message: SendMailOptions = {
    from: deps.settings.from,
    // An admin's routing for the kind, else the environment's (careers: NOTIFY_TO_CAREERS).
    to: (await findNotificationRoute(record.kind, deps.db)) ?? (record.kind === 'career_application' ? deps.settings.notifyToCareers : deps.settings.notifyTo),
    replyTo: notification.replyTo,
    subject: notification.subject,
    text: notification.text,
    html: notification.html,
    messageId: `<${row.id}@${deps.settings.messageIdDomain}>`,
    headers: { 'X-Lead-Kind': row.lead_kind, 'X-Lead-Reference': row.lead_id },
  };
  if (resume.attachment) message.attachments = [resume.attachment];
  return message;
}
