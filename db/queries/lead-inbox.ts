import { sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { getDb, type Database } from '@/db/client';
import { careerApplications, dealerApplications, inquiries, launchNotifyRequests, newsletterSubscribers, products, quoteRequests } from '@/db/schema';
import { eq } from 'drizzle-orm';

// The back office's first view of the leads: the latest of every kind, newest first, read
// straight from the tables (never cached: staff must see a lead the moment it is stored).

export const inboxLeadKinds = [
  'inquiry',
  'quote_request',
  'dealer_application',
  'career_application',
  'launch_notification',
  'newsletter_subscription',
] as const;
export type InboxLeadKind = (typeof inboxLeadKinds)[number];

export const inboxLeadKindLabels: Record<InboxLeadKind, string> = {
  inquiry: 'Enquiry',
  quote_request: 'Quote request',
  dealer_application: 'Dealer application',
  career_application: 'Career application',
  launch_notification: 'PPE launch notification',
  newsletter_subscription: 'Newsletter sign-up',
};

export type InboxLead = { kind: InboxLeadKind; id: string; createdAt: Date; name: string | null; email: string; summary: string | null };

const kind = (value: InboxLeadKind) => sql<InboxLeadKind>`${value}::text`.as('kind');
const noText = (alias: string) => sql<string | null>`null::text`.as(alias);
const text = (expression: SQL<unknown>, alias: string) => sql<string | null>`${expression}`.as(alias);

export async function listLatestLeads(limit = 50, db?: Database): Promise<InboxLead[]> {
  const handle = db ?? (await getDb());
  const rows = await unionAll(
    handle
      .select({ kind: kind('inquiry'), id: inquiries.id, createdAt: inquiries.created_at, name: text(sql`${inquiries.name}`, 'name'), email: inquiries.email, summary: text(sql`${inquiries.product_category}::text`, 'summary') })
      .from(inquiries),
    handle
      .select({ kind: kind('quote_request'), id: quoteRequests.id, createdAt: quoteRequests.created_at, name: text(sql`${quoteRequests.customer_name}`, 'name'), email: quoteRequests.customer_email, summary: text(sql`${quoteRequests.product_category}`, 'summary') })
      .from(quoteRequests),
    handle
      .select({ kind: kind('dealer_application'), id: dealerApplications.id, createdAt: dealerApplications.created_at, name: text(sql`${dealerApplications.contact_person}`, 'name'), email: dealerApplications.email, summary: text(sql`${dealerApplications.business_name} || ', ' || ${dealerApplications.city}`, 'summary') })
      .from(dealerApplications),
    handle
      .select({ kind: kind('career_application'), id: careerApplications.id, createdAt: careerApplications.created_at, name: text(sql`${careerApplications.full_name}`, 'name'), email: careerApplications.email, summary: text(sql`${careerApplications.position}::text`, 'summary') })
      .from(careerApplications),
    handle
      .select({ kind: kind('launch_notification'), id: launchNotifyRequests.id, createdAt: launchNotifyRequests.created_at, name: noText('name'), email: launchNotifyRequests.email, summary: text(sql`${products.name}`, 'summary') })
      .from(launchNotifyRequests)
      .innerJoin(products, eq(products.id, launchNotifyRequests.product_id)),
    handle
      .select({ kind: kind('newsletter_subscription'), id: newsletterSubscribers.id, createdAt: newsletterSubscribers.created_at, name: noText('name'), email: newsletterSubscribers.email, summary: noText('summary') })
      .from(newsletterSubscribers),
  )
    .orderBy(sql`3 desc`, sql`2 desc`)
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
}
