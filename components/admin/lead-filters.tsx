import Link from 'next/link';
import { FilterDay, FilterForm, FilterSearch, FilterSelect } from '@/components/admin/list-filter';
import { inboxLeadKindLabels, leadFilterDateLabels, leadStatusLabels, leadStatuses, type InboxLeadKind } from '@/lib/domain/lead-workflow';
import { productCategoryKeys, productCategoryLabels } from '@/lib/domain/options';
import { cn } from '@/lib/utils';

type Query = Record<string, string | undefined>;

/** Every kind of lead the role opens (`kinds`) with how many are still New; following one filters the inbox by it. */
export function LeadKindNav({ kinds, counts, query, hrefFor }: { kinds: readonly InboxLeadKind[]; counts: Record<InboxLeadKind, number>; query: Query; hrefFor: (kind: InboxLeadKind | undefined) => string }) {
  const entries: { kind: InboxLeadKind | undefined; label: string; count: number }[] = [
    { kind: undefined, label: 'All leads', count: kinds.reduce((sum, kind) => sum + counts[kind], 0) },
    ...kinds.map((kind) => ({ kind, label: inboxLeadKindLabels[kind], count: counts[kind] })),
  ];
  return (
    <nav aria-label="Kinds of lead">
      <ul className="flex flex-wrap gap-2">
        {entries.map(({ kind, label, count }) => {
          const current = (query.kind ?? undefined) === kind;
          return (
            <li key={kind ?? 'all'}>
              <Link
                href={hrefFor(kind)}
                aria-current={current ? 'page' : undefined}
                className={cn('inline-flex min-h-10 items-center gap-2 rounded-md border border-border bg-card px-3 text-sm font-semibold', current && 'border-primary bg-primary/10')}
              >
                {label}
                {count > 0 && (
                  <span className="rounded-full bg-accent px-2 text-xs text-accent-foreground">
                    {count} new
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The inbox's filters: a plain GET form, so that the URL holds the filter (and the export uses it); the kinds are the role's. */
export function LeadFilterForm({ kinds, query, staff }: { kinds: readonly InboxLeadKind[]; query: Query; staff: readonly { id: string; name: string }[] }) {
  return (
    <FilterForm action="/admin/leads" label="Filter leads">
      <FilterSearch id="lead-search" label="Search" value={query.q} placeholder="Name, e-mail, phone, company, message" />
      <FilterSelect id="lead-kind" name="kind" label="Kind" value={query.kind} anyLabel="All kinds" options={kinds.map((kind) => [kind, inboxLeadKindLabels[kind]])} />
      <FilterSelect id="lead-status" name="status" label="Status" value={query.status} anyLabel="Any status" options={leadStatuses.map((status) => [status, leadStatusLabels[status]])} />
      <FilterSelect
        id="lead-assignee"
        name="assignee"
        label="Assignee"
        value={query.assignee}
        anyLabel="Anyone"
        options={[['none', 'Nobody'], ...staff.map((member) => [member.id, member.name] as const)]}
      />
      <FilterSelect id="lead-category" name="category" label="Product category" value={query.category} anyLabel="Any product" options={productCategoryKeys.map((key) => [key, productCategoryLabels[key]])} />
      <FilterDay id="lead-from" name="from" label={leadFilterDateLabels.from} value={query.from} />
      <FilterDay id="lead-to" name="to" label={leadFilterDateLabels.to} value={query.to} />
    </FilterForm>
  );
}
