// The audit log's vocabulary: every event the back office records, with the words the audit page
// shows. Later features add their events here (the column is text, so no migration is needed).

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
} as const;

export type AuditAction = keyof typeof auditActionLabels;

export function auditActionLabel(action: string): string {
  return (auditActionLabels as Record<string, string>)[action] ?? action.replace(/_/g, ' ');
}

/** Entries are kept at least this long (a year and a month); older ones may be purged. */
export const MIN_AUDIT_RETENTION_MONTHS = 13;
