import type { LeadRecord } from '@/db/types';
import {
  annualTurnoverLabels,
  availabilityLabels,
  businessTypeLabels,
  industryTypeLabels,
  inquiryProductCategoryLabels,
  investmentCapacityLabels,
  positionLabels,
} from '@/lib/domain/options';
import { careerFieldLabels } from '@/lib/schemas/career';
import { dealerFieldLabels } from '@/lib/schemas/dealer';
import { enquiryFieldLabels } from '@/lib/schemas/enquiry';
import { quoteFieldLabels } from '@/lib/schemas/quote';
import { renderHtml, renderText, type EmailContent, type EmailRow, type EmailSection } from './layout';

// The notification sent to the sales (or HR) team for each lead (spec §7): every field the
// visitor sent, when, and from which page. Reply-To is the visitor, so answering is one click.

export type LeadNotification = {
  subject: string;
  text: string;
  html: string;
  replyTo: { name: string; address: string };
};

const option = (labels: Record<string, string>, value: string) => `${labels[value] ?? value} (${value})`;
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

function rows<T extends Record<string, unknown>>(
  labels: Record<string, string>,
  lead: T,
  fields: (keyof T & string)[],
  format: Partial<Record<keyof T & string, (value: never) => string | null>> = {},
): EmailRow[] {
  return fields.map((field) => {
    const formatter = format[field] as ((value: unknown) => string | null) | undefined;
    const raw = lead[field];
    const value = formatter ? formatter(raw) : raw === null || raw === undefined ? null : text(String(raw));
    return { label: labels[field] ?? field, value };
  });
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

export function renderLeadNotification(record: LeadRecord, companyName: string): LeadNotification {
  let content: EmailContent;
  let subject: string;
  let replyTo: LeadNotification['replyTo'];
  const footer = `Sent by the ${companyName} website. Reply to this e-mail to answer the sender directly.`;

  switch (record.kind) {
    case 'inquiry': {
      const lead = record.lead;
      subject = `New enquiry from ${lead.name} – ${inquiryProductCategoryLabels[lead.product_category]}`;
      replyTo = { name: lead.name, address: lead.email };
      content = {
        heading: 'New enquiry',
        intro: `${lead.name} sent an enquiry through the website.`,
        sections: [
          {
            title: 'Enquiry',
            rows: rows(enquiryFieldLabels, lead, ['name', 'email', 'mobile', 'industry_type', 'product_category', 'message'], {
              industry_type: (value: string) => option(industryTypeLabels, value),
              product_category: (value: string) => option(inquiryProductCategoryLabels, value),
            }),
          },
          originSection(lead),
        ],
        footer,
      };
      break;
    }
    case 'quote_request': {
      const lead = record.lead;
      subject = `Quote request: ${lead.product_category} – ${lead.customer_name}`;
      replyTo = { name: lead.customer_name, address: lead.customer_email };
      content = {
        heading: 'New quote request',
        intro: `${lead.customer_name} asked for a quote for ${lead.product_category}.`,
        sections: [
          {
            title: 'Quote request',
            rows: [
              ...rows(quoteFieldLabels, lead, [
                'product_category',
                'quantity',
                'customer_name',
                'customer_email',
                'customer_phone',
                'company_name',
                'specifications',
                'message',
              ]),
              { label: 'Catalogue product id', value: text(lead.product_id) },
            ],
          },
          originSection(lead),
        ],
        footer,
      };
      break;
    }
    case 'dealer_application': {
      const lead = record.lead;
      subject = `Dealer application: ${lead.business_name}, ${lead.city}`;
      replyTo = { name: lead.contact_person, address: lead.email };
      content = {
        heading: 'New dealer application',
        intro: `${lead.business_name} (${lead.city}, ${lead.state}) applied to become a dealer.`,
        sections: [
          { title: 'Business Information', rows: rows(dealerFieldLabels, lead, ['business_name', 'contact_person', 'email', 'phone']) },
          { title: 'Location Details', rows: rows(dealerFieldLabels, lead, ['business_address', 'city', 'state', 'pincode']) },
          {
            title: 'Business Details',
            rows: rows(
              dealerFieldLabels,
              lead,
              [
                'business_type',
                'years_in_business',
                'annual_turnover',
                'investment_capacity',
                'warehouse_facility',
                'current_suppliers',
                'target_market',
                'delivery_capability',
              ],
              {
                business_type: (value: string) => option(businessTypeLabels, value),
                annual_turnover: (value: string) => option(annualTurnoverLabels, value),
                investment_capacity: (value: string) => option(investmentCapacityLabels, value),
                warehouse_facility: (value: boolean) => (value ? 'Yes' : 'No'),
              },
            ),
          },
          { title: 'Additional Information', rows: rows(dealerFieldLabels, lead, ['why_partner', 'additional_info']) },
          originSection(lead),
        ],
        footer,
      };
      break;
    }
    case 'career_application': {
      const lead = record.lead;
      subject = `Career application: ${positionLabels[lead.position]} – ${lead.full_name}`;
      replyTo = { name: lead.full_name, address: lead.email };
      content = {
        heading: 'New career application',
        intro: `${lead.full_name} applied for ${positionLabels[lead.position]}.${lead.resume_url ? ' The resume is attached.' : ' No resume was attached.'}`,
        sections: [
          { title: 'Personal Information', rows: rows(careerFieldLabels, lead, ['full_name', 'email', 'phone']) },
          {
            title: 'Position & Experience',
            rows: rows(careerFieldLabels, lead, ['position', 'experience_years', 'current_company', 'current_position'], {
              position: (value: string) => option(positionLabels, value),
            }),
          },
          { title: 'Education & Skills', rows: rows(careerFieldLabels, lead, ['education', 'skills']) },
          {
            title: 'Preferences',
            rows: rows(careerFieldLabels, lead, ['location_preference', 'availability', 'salary_expectation'], {
              availability: (value: string) => option(availabilityLabels, value),
            }),
          },
          { title: 'Cover Letter', rows: rows(careerFieldLabels, lead, ['cover_letter', 'resume_url']) },
          originSection(lead),
        ],
        footer,
      };
      break;
    }
  }
  return { subject: subjectLine(subject), text: renderText(content), html: renderHtml(content), replyTo };
}
