import type { LeadRecord } from '@/db/types';
import { leadPagePath } from '@/lib/domain/lead-workflow';
import { inquiryProductCategoryLabels, positionLabels } from '@/lib/domain/options';
import { leadFieldRows } from '@/lib/lead-forms';
import { renderHtml, renderText, type EmailContent, type EmailSection } from './layout';

// The notification sent to the sales (or HR) team for each lead (spec §7): every field the
// visitor sent, when, and from which page, and a link to the lead's page in the back office (to
// set its status, assign it, note what was done). Reply-To is the visitor, so answering is one click.

export type LeadNotification = {
  subject: string;
  text: string;
  html: string;
  replyTo: { name: string; address: string };
};

const text = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? null : value);

/** Received times in India Standard Time, with the exact UTC instant alongside. */
export function formatReceivedAt(date: Date): string {
  const local = new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'long',
    timeStyle: 'medium',
  }).format(date);
  return `${local} IST (${date.toISOString()})`;
}

function originSection(lead: { id: string; created_at: Date; source_page: string | null; utm: Record<string, string> }): EmailSection {
  const utm = Object.entries(lead.utm ?? {})
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
  return {
    title: 'Submission',
    rows: [
      { label: 'Received (created_at)', value: formatReceivedAt(lead.created_at) },
      { label: 'Sent from page', value: text(lead.source_page) },
      { label: 'Campaign (utm)', value: text(utm) },
      { label: 'Reference', value: lead.id },
    ],
  };
}

/** Subjects are one short line, whatever the visitor typed. */
function subjectLine(value: string): string {
  const line = value.replace(/\s+/g, ' ').trim();
  return line.length > 150 ? `${line.slice(0, 149)}…` : line;
}

/**
 * Who sent the lead and how the e-mail names it; its rows come from the form's description.
 * `resumeNote` replaces 'The resume is attached.' when it is not (too large, unreadable).
 */
function summarise(record: LeadRecord, resumeNote?: string): Pick<EmailContent, 'heading' | 'intro'> & Pick<LeadNotification, 'replyTo'> & { subject: string } {
  switch (record.kind) {
    case 'inquiry': {
      const lead = record.lead;
      return {
        subject: `New enquiry from ${lead.name} – ${inquiryProductCategoryLabels[lead.product_category]}`,
        replyTo: { name: lead.name, address: lead.email },
        heading: 'New enquiry',
        intro: `${lead.name} sent an enquiry through the website.`,
      };
    }
    case 'quote_request': {
      const lead = record.lead;
      return {
        subject: `Quote request: ${lead.product_category} – ${lead.customer_name}`,
        replyTo: { name: lead.customer_name, address: lead.customer_email },
        heading: 'New quote request',
        intro: `${lead.customer_name} asked for a quote for ${lead.product_category}.`,
      };
    }
    case 'dealer_application': {
      const lead = record.lead;
      return {
        subject: `Dealer application: ${lead.business_name}, ${lead.city}`,
        replyTo: { name: lead.contact_person, address: lead.email },
        heading: 'New dealer application',
        intro: `${lead.business_name} (${lead.city}, ${lead.state}) applied to become a dealer.`,
      };
    }
    case 'career_application': {
      const lead = record.lead;
      return {
        subject: `Career application: ${positionLabels[lead.position]} – ${lead.full_name}`,
        replyTo: { name: lead.full_name, address: lead.email },
        heading: 'New career application',
        intro: `${lead.full_name} applied for ${positionLabels[lead.position]}. ${lead.resume_url ? (resumeNote ?? 'The resume is attached.') : 'No resume was attached.'}`,
      };
    }
  }
}

/** The lead's page in the back office, at the site's public address. */
export const leadPageUrl = (siteUrl: string, record: Pick<LeadRecord, 'kind'> & { lead: { id: string } }) => `${siteUrl.replace(/\/$/, '')}${leadPagePath(record.kind, record.lead.id)}`;

export function renderLeadNotification(record: LeadRecord, site: { companyName: string; siteUrl: string }, resumeNote?: string): LeadNotification {
  const { subject, replyTo, heading, intro } = summarise(record, resumeNote);
  const content: EmailContent = {
    heading,
    intro,
    action: { label: 'Open this lead in the back office', url: leadPageUrl(site.siteUrl, record) },
    sections: [...leadFieldRows(record.kind, record.lead).map(({ section, rows }) => ({ title: section, rows })), originSection(record.lead)],
    footer: `Sent by the ${site.companyName} website. Reply to this e-mail to answer the sender directly.`,
  };
  return { subject: subjectLine(subject), text: renderText(content), html: renderHtml(content), replyTo };
}
