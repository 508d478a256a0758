import {
  dayRangeFromQuery,
  filterAddressQuery,
  filterDatesReversedMessage,
  invalidFilterDates,
  invalidFilterDatesMessage,
  quotedValue,
  searchText,
  single,
  type InvalidFilterDate,
  type Query,
} from '@/lib/domain/filter-query';

// The audit log's vocabulary: every event the back office records, with the words the audit page
// shows, and the filter its page reads from its address. Later features add their events here
// (the column is text, so no migration is needed).

export const auditActionLabels = {
  sign_in: 'Signed in',
  sign_in_failed: 'Sign-in failed',
  sign_in_locked: 'Sign-in locked after repeated failures',
  password_check_failed: 'Current password wrong',
  sign_out: 'Signed out',
  staff_created: 'Staff account created from the command line',
  staff_updated: 'Staff account updated from the command line',
  staff_invited: 'Staff invited',
  staff_invitation_accepted: 'Invitation accepted',
  staff_removed: 'Staff removed',
  staff_role_changed: 'Role changed',
  password_reset_requested: 'Password reset requested',
  password_reset_completed: 'Password reset completed',
  password_changed: 'Password changed',
  two_factor_enabled: 'Two-factor enabled',
  two_factor_disabled: 'Two-factor disabled',
  two_factor_requirement_changed: 'Two-factor requirement changed',
  lead_status_changed: 'Lead status changed',
  lead_assigned: 'Lead assigned',
  lead_notification_resent: 'Lead notification queued again',
  resume_downloaded: 'Resume downloaded',
  leads_exported: 'Leads exported as CSV',
  article_created: 'Article created',
  article_updated: 'Article edited',
  article_published: 'Article published',
  article_scheduled: 'Article scheduled',
  article_unpublished: 'Article unpublished',
  article_deleted: 'Article deleted',
  category_updated: 'Category edited',
  product_created: 'Product created',
  product_updated: 'Product edited',
  product_discontinued: 'Product discontinued',
  product_restored: 'Product restored',
  dealer_created: 'Dealer created',
  dealer_updated: 'Dealer edited',
  dealer_deactivated: 'Dealer deactivated',
  dealer_reactivated: 'Dealer reactivated',
  product_images_added: 'Product images uploaded',
  product_image_described: 'Product image alt text edited',
  product_image_removed: 'Product image removed',
  product_image_primary_set: 'Primary product image chosen',
  product_images_reordered: 'Product images reordered',
  product_document_added: 'Product document uploaded',
  product_document_edited: 'Product document edited',
  product_document_removed: 'Product document removed',
  product_documents_reordered: 'Product documents reordered',
  personal_data_erased: "A person's data erased",
  leads_purged: 'Leads past their retention purged',
  notification_route_changed: 'Notification recipients changed',
  seed_rewritten: 'Seed content written again from the command line',
} as const;

export type AuditAction = keyof typeof auditActionLabels;

export function auditActionLabel(action: string): string {
  return (auditActionLabels as Record<string, string>)[action] ?? action.replace(/_/g, ' ');
}

/** Entries are kept at least this long (a year and a month); older ones may be purged. */
export const MIN_AUDIT_RETENTION_MONTHS = 13;

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === 'string' && Object.hasOwn(auditActionLabels, value);
}

/** The actions that change the site's content (the Content group of the audit log's filter; `npm run db:seed` reads them). */
export const contentAuditActions = [
  'article_created',
  'article_updated',
  'article_published',
  'article_scheduled',
  'article_unpublished',
  'article_deleted',
  'category_updated',
  'product_created',
  'product_updated',
  'product_discontinued',
  'product_restored',
  'product_images_added',
  'product_image_described',
  'product_image_removed',
  'product_image_primary_set',
  'product_images_reordered',
  'product_document_added',
  'product_document_edited',
  'product_document_removed',
  'product_documents_reordered',
  'dealer_created',
  'dealer_updated',
  'dealer_deactivated',
  'dealer_reactivated',
  'seed_rewritten',
] as const satisfies readonly AuditAction[];

/** The actions as the audit log's filter offers them, in groups (an action no group names goes under 'Other'). */
const auditActionGroupMembers: Record<string, readonly AuditAction[]> = {
  'Signing in': ['sign_in', 'sign_in_failed', 'sign_in_locked', 'password_check_failed', 'sign_out'],
  'Staff accounts': [
    'staff_invited',
    'staff_invitation_accepted',
    'staff_role_changed',
    'staff_removed',
    'staff_created',
    'staff_updated',
    'password_reset_requested',
    'password_reset_completed',
    'password_changed',
    'two_factor_enabled',
    'two_factor_disabled',
    'two_factor_requirement_changed',
  ],
  'Leads and personal data': [
    'lead_status_changed',
    'lead_assigned',
    'lead_notification_resent',
    'resume_downloaded',
    'leads_exported',
    'personal_data_erased',
    'leads_purged',
    'notification_route_changed',
  ],
  Content: contentAuditActions,
};

export const auditActionGroups: readonly { label: string; actions: readonly AuditAction[] }[] = (() => {
  const grouped = new Set(Object.values(auditActionGroupMembers).flat());
  const others = (Object.keys(auditActionLabels) as AuditAction[]).filter((action) => !grouped.has(action));
  return [...Object.entries(auditActionGroupMembers).map(([label, actions]) => ({ label, actions })), ...(others.length > 0 ? [{ label: 'Other', actions: others }] : [])];
})();

/** The actor filter's value for entries nobody signed in made (failed sign-ins, the command line, the server's own purges). */
export const NO_ACTOR = 'none';

/** Which entries the audit log shows. */
export type AuditFilter = {
  action?: AuditAction;
  /** The staff member's e-mail as the entries recorded it (kept after the account is removed), or NO_ACTOR. */
  actor?: string;
  /** Recorded on or after this instant. */
  from?: Date;
  /** Recorded before this instant. */
  to?: Date;
  /** Words looked for in what an entry concerns: its subject's kind, id and name (an e-mail, a title). */
  search?: string;
};

/** The date filters' names as the audit log labels them. */
export const auditFilterDateLabels = { from: 'Recorded from', to: 'Recorded until' } as const;

/** 'The ‘Recorded from’ day is after the ‘Recorded until’ day, so no entry can match.' */
export const auditFilterDatesReversedMessage = filterDatesReversedMessage(auditFilterDateLabels, 'no entry');

/** A value of the address the filter cannot use: an action the log does not know, a staff member with no entry, a day that is no day. */
export type IgnoredAuditFilterValue = { name: 'action' | 'actor' | 'from' | 'to'; value: string };

/**
 * The filter a URL's query asks for (`action`, `actor`, `from`, `to` as days, both included, and
 * `q`), given the e-mails of the staff the log names (`actors`). A value the filter cannot use is
 * left out and answered in `ignored`, for the page to name; a repeated parameter counts once, and
 * the search is cut at 200 characters.
 */
export function auditFilterFromQuery(query: Query, actors: readonly string[]): { filter: AuditFilter; ignored: IgnoredAuditFilterValue[] } {
  const ignored: IgnoredAuditFilterValue[] = [];
  const action = single(query.action);
  if (action !== undefined && !isAuditAction(action)) ignored.push({ name: 'action', value: action });
  const askedActor = single(query.actor);
  // E-mails are compared in any case, and used as the log spelled them.
  const actor = askedActor === NO_ACTOR ? NO_ACTOR : actors.find((email) => email.toLowerCase() === askedActor?.toLowerCase());
  if (askedActor !== undefined && actor === undefined) ignored.push({ name: 'actor', value: askedActor });
  ignored.push(...invalidFilterDates(query));
  return {
    filter: { action: isAuditAction(action) ? action : undefined, actor, ...dayRangeFromQuery(query), search: searchText(query.q) },
    ignored,
  };
}

/** Says what of the address is ignored, and why, e.g. '‘x’ is not an action the audit log records. It is ignored: …'. */
export function ignoredAuditFilterMessage(ignored: readonly IgnoredAuditFilterValue[]): string {
  const sentences: string[] = [];
  for (const { name, value } of ignored) {
    if (name === 'action') sentences.push(`‘${quotedValue(value)}’ is not an action the audit log records.`);
    if (name === 'actor') sentences.push(`The audit log has no entry by ‘${quotedValue(value)}’.`);
  }
  const dates = ignored.filter((entry): entry is InvalidFilterDate => entry.name === 'from' || entry.name === 'to');
  if (dates.length > 0) sentences.push(invalidFilterDatesMessage(dates, auditFilterDateLabels));
  const one = ignored.length === 1;
  return `${sentences.join(' ')} ${one ? 'It is' : 'They are'} ignored: the entries below are not filtered by ${one ? 'it' : 'them'}.`;
}

/** The query string that asks for the audit log's filter (and page), with `changes`. */
export const auditFilterQuery = (query: Query, changes: Record<string, string | undefined>): string => filterAddressQuery(['action', 'actor', 'from', 'to', 'q', 'page'], query, changes);
