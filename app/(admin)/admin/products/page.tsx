import type { Metadata } from 'next';
import Link from 'next/link';
import { DataTable } from '@/components/admin/data-table';
import { SelectOptions } from '@/components/admin/editor-parts';
import { Notice, PageTitle } from '@/components/admin/notice';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { ADMIN_PRODUCT_LIST_LIMIT, listProductsForAdmin } from '@/db/queries/products-admin';
import { requireStaff } from '@/lib/auth/session';
import { formatIndianDateTime } from '@/lib/domain/date-time';
import { searchText } from '@/lib/domain/filter-query';
import { productCategoryKeys, productCategoryLabels, type ProductCategoryKey } from '@/lib/domain/options';
import { productStatuses, productStatusLabels, type ProductStatus } from '@/lib/domain/product-status';

export const metadata: Metadata = { title: 'Products' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);
const oneOf = <T extends string>(options: readonly T[], value: string | undefined): T | undefined => (options as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

export default async function AdminProductsPage({ searchParams }: Props) {
  await requireStaff('content:edit');
  const params = await searchParams;
  const query = searchText(params.q) ?? '';
  const category = oneOf<ProductCategoryKey>(productCategoryKeys, single(params.category));
  const status = oneOf<ProductStatus>(productStatuses, single(params.status));
  const rows = await listProductsForAdmin({ query, category, status });
  return (
    <>
      {params.denied && <Notice tone="warning">Your role does not open that page. Ask an administrator if you need it.</Notice>}
      <PageTitle lead="Every product of the catalogue, discontinued ones included, by name. Changes show on the site within seconds.">Products</PageTitle>
      <p>
        <Link href="/admin/products/new" className="inline-flex min-h-10 items-center rounded-md bg-accent px-4 font-semibold text-accent-foreground hover:bg-accent-hover">
          New product
        </Link>
      </p>
      <form method="get" role="search" aria-label="Products" className="flex flex-wrap items-end gap-3 rounded-lg border border-border bg-card p-4">
        <div className="grid gap-1">
          <Label htmlFor="products-q">Name or address</Label>
          <Input id="products-q" name="q" type="search" defaultValue={query} maxLength={200} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="products-category">Category</Label>
          <NativeSelect id="products-category" name="category" defaultValue={category ?? ''}>
            <option value="">All categories</option>
            <SelectOptions options={productCategoryKeys.map((key) => [key, productCategoryLabels[key]] as const)} />
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="products-status">Status</Label>
          <NativeSelect id="products-status" name="status" defaultValue={status ?? ''}>
            <option value="">Any status</option>
            <SelectOptions options={productStatuses.map((key) => [key, productStatusLabels[key]] as const)} />
          </NativeSelect>
        </div>
        <Button type="submit" variant="outline">
          Filter
        </Button>
      </form>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-border bg-card p-6 text-muted-foreground">No products match.</p>
      ) : (
        <>
          <DataTable caption="Products" columns={['Name', 'Status', 'Category', 'Subcategory', 'Last change (IST)']}>
            {rows.map((product) => (
              <tr key={product.id}>
                <td className="font-semibold">
                  <Link href={`/admin/products/${product.id}`} className="underline-offset-2 hover:underline">
                    {product.name}
                  </Link>
                  <div className="text-xs font-normal text-muted-foreground">/product/{product.id}</div>
                </td>
                <td>
                  <Badge variant={product.status === 'discontinued' ? 'destructive' : product.status === 'upcoming' ? 'spark' : 'secondary'}>{productStatusLabels[product.status]}</Badge>
                </td>
                <td>{productCategoryLabels[product.category]}</td>
                <td>{product.subcategory}</td>
                <td className="whitespace-nowrap text-muted-foreground">
                  <time dateTime={product.updated_at.toISOString()}>{formatIndianDateTime(product.updated_at)}</time>
                </td>
              </tr>
            ))}
          </DataTable>
          {rows.length === ADMIN_PRODUCT_LIST_LIMIT && <p className="text-sm text-muted-foreground">The first {ADMIN_PRODUCT_LIST_LIMIT} are shown: search to narrow the list.</p>}
        </>
      )}
    </>
  );
}
