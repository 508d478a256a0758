import Link from 'next/link';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Notice } from '@/components/admin/notice';
import { pageCountOf } from '@/lib/domain/filter-query';

// The pieces of a back office list's filter and pages (the leads inbox, the audit log): a plain GET
// form, so that the address holds the filter (and the page, and the inbox's export, use it) and it
// works without JavaScript; its pages are links that carry the filter.

export type FilterOption = readonly [value: string, label: string];
export type FilterOptionGroup = { label: string; options: readonly FilterOption[] };

/** The filter's form: its fields, then Filter and Clear filters (back to `action` alone). */
export function FilterForm({ action, label, className, children }: { action: string; label: string; className?: string; children: ReactNode }) {
  return (
    <form method="get" action={action} className={className ?? 'grid gap-3 rounded-lg border border-border bg-card p-4 sm:grid-cols-3 lg:grid-cols-4'} aria-label={label}>
      {children}
      <div className="flex items-end gap-2 sm:col-span-2">
        <Button type="submit">Filter</Button>
        <Link href={action} className="inline-flex min-h-10 items-center px-2 text-sm underline">
          Clear filters
        </Link>
      </div>
    </form>
  );
}

/** One of the filter's choices: "any" first (an empty value: the filter is off), then the options, or groups of them. */
export function FilterSelect({
  id,
  name,
  label,
  value,
  anyLabel,
  options = [],
  groups = [],
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  anyLabel: string;
  options?: readonly FilterOption[];
  groups?: readonly FilterOptionGroup[];
}) {
  const list = (entries: readonly FilterOption[]) =>
    entries.map(([optionValue, optionLabel]) => (
      <option key={optionValue} value={optionValue}>
        {optionLabel}
      </option>
    ));
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} name={name} defaultValue={value ?? ''}>
        <option value="">{anyLabel}</option>
        {list(options)}
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {list(group.options)}
          </optgroup>
        ))}
      </NativeSelect>
    </div>
  );
}

/** A day of the filter's range (`from` or `to`, YYYY-MM-DD; the browser's date picker). */
export function FilterDay({ id, name, label, value }: { id: string; name: 'from' | 'to'; label: string; value: string | undefined }) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} name={name} type="date" defaultValue={value} />
    </div>
  );
}

/** The filter's words. */
export function FilterSearch({ id, label, value, placeholder, className }: { id: string; label: string; value: string | undefined; placeholder: string; className?: string }) {
  return (
    <div className={className ?? 'grid gap-1 sm:col-span-3 lg:col-span-4'}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} name="q" type="search" defaultValue={value} placeholder={placeholder} />
    </div>
  );
}

/**
 * Where a list's pages stand: `page` as asked (past the end too), `total` items in all. `items`
 * names them as a sentence does ('the leads', 'the entries'), `matching` when a filter narrows them.
 */
export type ListPages = { page: number; total: number; pageSize: number; hrefOf: (page: number) => string };

const pagesWord = (pages: number) => (pages === 1 ? '1 page' : `${pages} pages`);

/** A page past the end (an old link, a typed number) says so and links the last page. */
export function PastTheEndNotice({ pages: { page, total, pageSize, hrefOf }, items }: { pages: ListPages; items: string }) {
  const pageCount = pageCountOf(total, pageSize);
  if (page <= pageCount || total === 0) return null;
  return (
    <Notice tone="warning">
      There is no such page: {items} fill {pagesWord(pageCount)}.{' '}
      <Link className="font-semibold underline" href={hrefOf(pageCount)}>
        Go to the last page
      </Link>
    </Notice>
  );
}

/** Newer and older pages, the filter kept; from past the end, 'newer' is the last page. */
export function PageLinks({ pages: { page, total, pageSize, hrefOf }, label, newer, older }: { pages: ListPages; label: string; newer: string; older: string }) {
  const pageCount = pageCountOf(total, pageSize);
  if (pageCount <= 1) return null;
  const linkClass = 'inline-flex min-h-10 items-center rounded-md border border-input bg-background px-4 text-sm font-semibold hover:bg-muted';
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      {page > 1 && (
        <Link className={linkClass} rel="prev" href={hrefOf(Math.min(page - 1, pageCount))}>
          {newer}
        </Link>
      )}
      {page < pageCount && (
        <Link className={linkClass} rel="next" href={hrefOf(page + 1)}>
          {older}
        </Link>
      )}
    </nav>
  );
}
