import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { inboxLeadKindLabels, inboxLeadKinds, leadStatusLabels, leadStatuses, type InboxLeadKind } from '@/lib/domain/lead-workflow';
import { productCategoryKeys, productCategoryLabels } from '@/lib/domain/options';
import { cn } from '@/lib/utils';

type Query = Record<string, string | undefined>;

/** Every kind of lead with how many are still New; following one filters the inbox by it. */
export function LeadKindNav({ counts, query, hrefFor }: { counts: Record<InboxLeadKind, number>; query: Query; hrefFor: (kind: InboxLeadKind | undefined) => string }) {
  const entries: { kind: InboxLeadKind | undefined; label: string; count: number }[] = [
    { kind: undefined, label: 'All leads', count: inboxLeadKinds.reduce((sum, kind) => sum + counts[kind], 0) },
    ...inboxLeadKinds.map((kind) => ({ kind, label: inboxLeadKindLabels[kind], count: counts[kind] })),
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

/** The inbox's filters: a plain GET form, so that the URL holds the filter (and the export uses it). */
export function LeadFilterForm({ query, staff }: { query: Query; staff: readonly { id: string; name: string }[] }) {
  return (
    <form method="get" action="/admin/leads" className="grid gap-3 rounded-lg border border-border bg-card p-4 sm:grid-cols-3 lg:grid-cols-4" aria-label="Filter leads">
      <div className="grid gap-1 sm:col-span-3 lg:col-span-4">
        <Label htmlFor="lead-search">Search</Label>
        <Input id="lead-search" name="q" type="search" defaultValue={query.q} placeholder="Name, e-mail, phone, company, message" />
      </div>
      <FilterSelect name="kind" label="Kind" value={query.kind} anyLabel="All kinds" options={inboxLeadKinds.map((kind) => [kind, inboxLeadKindLabels[kind]])} />
      <FilterSelect name="status" label="Status" value={query.status} anyLabel="Any status" options={leadStatuses.map((status) => [status, leadStatusLabels[status]])} />
      <FilterSelect
        name="assignee"
        label="Assignee"
        value={query.assignee}
        anyLabel="Anyone"
        options={[['none', 'Nobody'], ...staff.map((member) => [member.id, member.name] as const)]}
      />
      <FilterSelect name="category" label="Product category" value={query.category} anyLabel="Any product" options={productCategoryKeys.map((key) => [key, productCategoryLabels[key]])} />
      <div className="grid gap-1">
        <Label htmlFor="lead-from">Received from</Label>
        <Input id="lead-from" name="from" type="date" defaultValue={query.from} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="lead-to">Received until</Label>
        <Input id="lead-to" name="to" type="date" defaultValue={query.to} />
      </div>
      <div className="flex items-end gap-2 sm:col-span-2">
        <Button type="submit">Filter</Button>
        <Link href="/admin/leads" className="inline-flex min-h-10 items-center px-2 text-sm underline">
          Clear filters
        </Link>
      </div>
    </form>
  );
}

/** One of the filter's choices: "any" first (an empty value: the filter is off), then the options. */
function FilterSelect({ name, label, value, anyLabel, options }: { name: string; label: string; value: string | undefined; anyLabel: string; options: readonly (readonly [string, string])[] }) {
  const id = `lead-${name}`;
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} name={name} defaultValue={value ?? ''}>
        <option value="">{anyLabel}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
