import { FilterDay, FilterForm, FilterSearch, FilterSelect } from '@/components/admin/list-filter';
import type { AuditActorChoice } from '@/db/queries/audit';
import { auditActionGroups, auditActionLabel, auditFilterDateLabels, NO_ACTOR } from '@/lib/domain/audit';

/** Someone the log names, as the staff filter offers them: by name while they have an account. */
export const auditActorLabel = (actor: AuditActorChoice) => (actor.name ? `${actor.name} (${actor.email})` : `${actor.email} (no account now)`);

/** The audit log's filters: a plain GET form, so that the address holds the filter and its pages keep it. */
export function AuditFilterForm({ query, actors }: { query: Record<string, string | undefined>; actors: readonly AuditActorChoice[] }) {
  return (
    <FilterForm action="/admin/audit" label="Filter the audit log">
      <FilterSearch id="audit-search" label="Concerning" value={query.q} placeholder="A lead's or account's id, an e-mail, a product, an article" />
      <FilterSelect
        id="audit-action"
        name="action"
        label="What"
        value={query.action}
        anyLabel="Every action"
        groups={auditActionGroups.map((group) => ({ label: group.label, options: group.actions.map((action) => [action, auditActionLabel(action)] as const) }))}
      />
      <FilterSelect
        id="audit-actor"
        name="actor"
        label="Who"
        value={query.actor}
        anyLabel="Anyone"
        options={[[NO_ACTOR, '(not signed in)'], ...actors.map((actor) => [actor.email, auditActorLabel(actor)] as const)]}
      />
      <FilterDay id="audit-from" name="from" label={auditFilterDateLabels.from} value={query.from} />
      <FilterDay id="audit-to" name="to" label={auditFilterDateLabels.to} value={query.to} />
    </FilterForm>
  );
}
