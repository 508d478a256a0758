import { inquiryProductCategoryLabels, positionLabels, productCategoryKeys, type inquiryProductCategories, type ProductCategoryKey } from '@/lib/domain/options';
import {
  dayRangeFromQuery,
  filterAddressQuery,
  filterDatesReversed,
  filterDatesReversedMessage,
  invalidFilterDates,
  invalidFilterDatesMessage,
  quotedValue,
  searchText,
  single,
  type InvalidFilterDate,
  type Query,
} from '@/lib/domain/filter-query';
import { can, rolesWith, staffRoleLabels, type Permission, type StaffRole } from '@/lib/domain/staff-roles';

// How staff work a lead: its kinds as the back office lists them, and the statuses it moves through.

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

/** The kinds in the plural, as a sentence names them ('cannot see career applications'). */
export const inboxLeadKindPlurals: Record<InboxLeadKind, string> = {
  inquiry: 'enquiries',
  quote_request: 'quote requests',
  dealer_application: 'dealer applications',
  career_application: 'career applications',
  launch_notification: 'PPE launch notifications',
  newsletter_subscription: 'newsletter sign-ups',
};

/**
 * The permission that opens each kind of lead (with leads:read, which opens the leads area): a job
 * application and its resume are HR's business, every other lead is a sales lead. The one place
 * that decides who sees which lead: the inbox, its counts and export, a lead's page, its resume,
 * its actions and who it may be assigned to all ask leadKindsOf or mayOpenLeadKind.
 */
export const leadKindPermissions: Record<InboxLeadKind, Extract<Permission, 'sales-leads:read' | 'applications:read'>> = {
  inquiry: 'sales-leads:read',
  quote_request: 'sales-leads:read',
  dealer_application: 'sales-leads:read',
  career_application: 'applications:read',
  launch_notification: 'sales-leads:read',
  newsletter_subscription: 'sales-leads:read',
};

/** The kinds of lead `role` sees, in the inbox's order (none without leads:read). */
export function leadKindsOf(role: StaffRole): InboxLeadKind[] {
  return can(role, 'leads:read') ? inboxLeadKinds.filter((kind) => can(role, leadKindPermissions[kind])) : [];
}

export const mayOpenLeadKind = (role: StaffRole, kind: InboxLeadKind): boolean => leadKindsOf(role).includes(kind);

/** The roles that see leads of `kind` (who one may be assigned to). */
export const rolesOpening = (kind: InboxLeadKind): StaffRole[] => rolesWith(leadKindPermissions[kind]).filter((role) => mayOpenLeadKind(role, kind));

/** 'A', 'A or B', 'A, B or C'. */
const listed = (words: readonly string[], last: 'or' | 'and') => (words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} ${last} ${words.at(-1)}`);

/** What a lead is about, in words: enquiries and career applications store option keys. */
export function leadSummaryLabel(lead: { kind: InboxLeadKind; summary: string | null }): string {
  if (!lead.summary) return '';
  if (lead.kind === 'inquiry') return inquiryProductCategoryLabels[lead.summary as keyof typeof inquiryProductCategoryLabels] ?? lead.summary;
  if (lead.kind === 'career_application') return positionLabels[lead.summary as keyof typeof positionLabels] ?? lead.summary;
  return lead.summary;
}

/** A lead's page in the back office; `query` carries the inbox's filter there and back (leadFilterQuery). */
export const leadPagePath = (kind: InboxLeadKind, id: string, query = '') => `/admin/leads/${kind}/${id}${query}`;

/** The kinds whose form sends staff a notification e-mail (and has a form description). */
export const notifiedLeadKinds = ['inquiry', 'quote_request', 'dealer_application', 'career_application'] as const satisfies readonly InboxLeadKind[];
export type NotifiedLeadKind = (typeof notifiedLeadKinds)[number];

export function isNotifiedLeadKind(kind: InboxLeadKind): kind is NotifiedLeadKind {
  return (notifiedLeadKinds as readonly string[]).includes(kind);
}

export function isInboxLeadKind(value: unknown): value is InboxLeadKind {
  return typeof value === 'string' && (inboxLeadKinds as readonly string[]).includes(value);
}

/** New → Contacted → Qualified → Won / Lost, plus Spam. A lead nobody has touched is New. */
export const leadStatuses = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (leadStatuses as readonly string[]).includes(value);
}

/** The leads of `kinds` in words, as a sentence starts: 'Every lead', 'Career applications', 'Enquiries, quote requests and …'. */
export function leadKindsInWords(kinds: readonly InboxLeadKind[]): string {
  if (inboxLeadKinds.every((kind) => kinds.includes(kind))) return 'Every lead';
  const words = listed(kinds.map((kind) => inboxLeadKindPlurals[kind]), 'and');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

/** What `role` cannot see: 'leads' when it opens none, else the kinds of `kinds` it does not open ('career applications'). */
function unseenBy(role: StaffRole, kinds: readonly InboxLeadKind[]): string | null {
  if (leadKindsOf(role).length === 0) return 'leads';
  const unseen = kinds.filter((kind) => !mayOpenLeadKind(role, kind));
  return unseen.length > 0 ? listed(unseen.map((kind) => inboxLeadKindPlurals[kind]), 'and') : null;
}

/** Why a lead of `kind` cannot go to someone whose role does not see it (an editor, HR for a quote), naming who may. */
export function unassignableMessage(member: { name: string; role: StaffRole }, kind: InboxLeadKind): string {
  const roles = rolesOpening(kind).map((role) => staffRoleLabels[role]);
  return `${member.name} cannot be assigned ${unseenBy(member.role, [kind]) ?? 'leads'}: the ${staffRoleLabels[member.role]} role does not open them. Choose someone with the ${listed(roles, 'or')} role.`;
}

/** The assignee of leads of `kinds` as the back office names it: a role that does not see them (any more) is said so. */
export function assigneeLabel(member: { name: string; role: StaffRole | null }, kinds: readonly InboxLeadKind[]): string {
  const unseen = member.role && unseenBy(member.role, kinds);
  return member.role && unseen ? `${member.name} (${staffRoleLabels[member.role]}: cannot see ${unseen})` : member.name;
}

/** On a lead's page whose assignee's role does not open it (made an editor, or HR, since). */
export function strandedAssigneeNotice(member: { name: string; role: StaffRole | null }, kind: InboxLeadKind): string {
  const unseen = member.role ? unseenBy(member.role, [kind]) : null;
  if (!unseen || unseen === 'leads') return `This lead is assigned to ${member.name}, whose role no longer opens leads. Assign it to someone who works leads.`;
  return `This lead is assigned to ${member.name}, whose role does not open ${unseen}. Assign it to someone who works them.`;
}

/** Whose data (data protection requests): an e-mail address (any case) or a phone number's digits. */
export type PersonRef = { email: string } | { phoneDigits: string };

/** What a lead's history records ('dealer_created': a dealer application became a dealer, to_value its id). */
export const leadEventTypes = ['status', 'assignment', 'note', 'dealer_created'] as const;
export type LeadEventType = (typeof leadEventTypes)[number];

/** Which leads the inbox (and its CSV export) shows. */
export type LeadFilter = {
  /** The kinds the viewer's role opens (leadKindsOf): nothing of another kind is read. Absent: every kind (tests, benches). */
  kinds?: readonly InboxLeadKind[];
  kind?: InboxLeadKind;
  status?: LeadStatus;
  /** A staff member's id, or 'none' for leads nobody is assigned to. */
  assignee?: string;
  /** Received on or after this instant. */
  from?: Date;
  /** Received before this instant. */
  to?: Date;
  /** The catalogue category the lead is about (enquiries, quotes, launch notifications). */
  category?: ProductCategoryKey;
  /** Words looked for in names, e-mails, phones, companies and messages. */
  search?: string;
};

/** The enquiry form's product list, as the catalogue's categories (a general enquiry is about none). */
export const inquiryCategoryToCatalogue: Record<(typeof inquiryProductCategories)[number], ProductCategoryKey | null> = {
  electrodes: 'welding-electrodes',
  wires: 'wires-flux',
  flux: 'wires-flux',
  equipment: 'equipment',
  ppe: 'ppe',
  abrasives: 'abrasives',
  general: null,
};

const isProductCategoryKey = (value: unknown): value is ProductCategoryKey => typeof value === 'string' && (productCategoryKeys as readonly string[]).includes(value);

/**
 * The search box's words as a PostgreSQL tsquery: every word must occur, each as a prefix. Only
 * letters, digits and @ . _ + - are kept, so nothing typed can break the query's syntax.
 */
export function prefixSearchQuery(text: string): string | null {
  const words = text
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}@._+-]/gu, '').replace(/^[@._+-]+|[@._+-]+$/g, ''))
    .filter(Boolean);
  return words.length > 0 ? words.map((word) => `'${word}':*`).join(' & ') : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A lead's or staff member's id, as it arrives in a URL. */
export const isUuid = (value: string) => UUID.test(value);

/** The date filters' names as the inbox labels them. */
export const leadFilterDateLabels = { from: 'Received from', to: 'Received until' } as const;
export type InvalidLeadFilterDate = InvalidFilterDate;

/**
 * The `from` and `to` of a query that are not a day (2026-02-30, abc). leadFilterFromQuery leaves
 * them out; whoever shows the list or exports it must say so rather than silently widen it.
 */
export const invalidLeadFilterDates: (query: Query) => InvalidLeadFilterDate[] = invalidFilterDates;

/** Names the dates that are not days, e.g. 'The date 2026-02-30 (Received from) is not a valid day (YYYY-MM-DD).' */
export const invalidLeadFilterDatesMessage = (invalid: readonly InvalidLeadFilterDate[]): string => invalidFilterDatesMessage(invalid, leadFilterDateLabels);

/** A 'from' day after the 'to' day: no lead can match, which the inbox (and the export) says rather than show none. */
export const leadFilterDatesReversed: (filter: Pick<LeadFilter, 'from' | 'to'>) => boolean = filterDatesReversed;

/** 'The ‘Received from’ day is after the ‘Received until’ day, so no lead can match.' */
export const leadFilterDatesReversedMessage = filterDatesReversedMessage(leadFilterDateLabels, 'no lead');

/**
 * The filter a URL's query asks for (`kind`, `status`, `assignee`, `category`, `from`, `to` as
 * days, both included, and `q`) among the leads of `kinds` (the viewer's: leadKindsOf). Values
 * that make no sense are left out rather than refused; a kind outside `kinds` too (ignoredLeadKind
 * names it).
 */
export function leadFilterFromQuery(query: Query, kinds: readonly InboxLeadKind[]): LeadFilter {
  const kind = single(query.kind);
  const status = single(query.status);
  const assignee = single(query.assignee);
  const category = single(query.category);
  const { from, to } = dayRangeFromQuery(query);
  return {
    kinds,
    kind: isInboxLeadKind(kind) && kinds.includes(kind) ? kind : undefined,
    status: isLeadStatus(status) ? status : undefined,
    assignee: assignee === 'none' || (assignee && UUID.test(assignee)) ? assignee : undefined,
    from,
    to,
    category: isProductCategoryKey(category) ? category : undefined,
    search: searchText(query.q),
  };
}

/** Whether a filter narrows the leads beyond the kinds the viewer sees. */
export const leadFilterNarrows = (filter: LeadFilter): boolean => Object.entries(filter).some(([name, value]) => name !== 'kinds' && value !== undefined);

/** The `kind` a query asks for that the filter cannot use: no kind of lead, or one the viewer's role does not open. */
export function ignoredLeadKind(query: Query, kinds: readonly InboxLeadKind[]): string | undefined {
  const kind = single(query.kind);
  return kind !== undefined && !(isInboxLeadKind(kind) && kinds.includes(kind)) ? kind : undefined;
}

/** Names an ignored kind: '‘Career application’ is not a kind of lead your role opens.', '‘x’ is not a kind of lead.' */
export const ignoredLeadKindMessage = (kind: string): string =>
  isInboxLeadKind(kind) ? `‘${inboxLeadKindLabels[kind]}’ is not a kind of lead your role opens.` : `‘${quotedValue(kind)}’ is not a kind of lead.`;

/** The query string that asks for `filter` (the inverse of leadFilterFromQuery), with extras. */
export const leadFilterQuery = (query: Query, changes: Record<string, string | undefined>): string =>
  filterAddressQuery(['kind', 'status', 'assignee', 'category', 'from', 'to', 'q', 'page'], query, changes);
