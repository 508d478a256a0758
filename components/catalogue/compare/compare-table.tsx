import Link from 'next/link';
import { ApprovalBadges } from '@/components/catalogue/approval-badges';
import { ProductImage } from '@/components/catalogue/product-image';
import type { ProductView } from '@/db/types';
import { categoryLabel, comparisonSections } from '@/lib/catalogue';
import { currentApprovals, isoToday } from '@/lib/domain/classification';
import { compareHref } from '@/lib/domain/compare';

/**
 * Products side by side, one column each: a table with a header row of products (each with a link
 * to drop it from the comparison) and a group of rows per section. It scrolls sideways on a phone
 * and prints on one page.
 */
export function CompareTable({ products }: { products: ProductView[] }) {
  const today = isoToday();
  const ids = products.map((product) => product.id);
  const sections = comparisonSections(products, today);
  return (
    <div className="overflow-x-auto rounded-lg border print:overflow-visible print:border-0">
      <table className="w-full min-w-[40rem] table-fixed border-collapse text-left text-sm print:min-w-0">
        <caption className="sr-only">Products compared side by side</caption>
        <colgroup>
          <col className="w-44" />
          {products.map((product) => (
            <col key={product.id} />
          ))}
        </colgroup>
        <thead>
          <tr className="align-top">
            <td className="border-b p-3" />
            {products.map((product) => (
              <th key={product.id} scope="col" className="border-b border-l p-3 font-normal">
                <ProductImage src={product.image_url} alt="" width={160} height={120} sizes="160px" className="mb-2 aspect-[4/3] w-full max-w-40 rounded-md bg-muted print:hidden" />
                <Link href={`/product/${product.id}`} className="block font-bold leading-snug hover:text-accent">
                  {product.name}
                </Link>
                <span className="mt-1 block text-xs text-muted-foreground">{categoryLabel(product.category)}</span>
                <ApprovalBadges className="mt-2" bodies={currentApprovals(product.approvals, today).map((approval) => approval.body)} />
                {products.length > 1 && (
                  <Link
                    href={compareHref(ids.filter((id) => id !== product.id))}
                    aria-label={`Remove ${product.name} from the comparison`}
                    className="mt-2 inline-flex min-h-6 items-center gap-1 text-xs font-semibold text-accent hover:underline print:hidden"
                  >
                    <span className="icon-x size-3.5" />
                    Remove {product.name}
                  </Link>
                )}
              </th>
            ))}
          </tr>
        </thead>
        {sections.map((section) => (
          <tbody key={section.title}>
            <tr>
              <th scope="colgroup" colSpan={products.length + 1} className="bg-steel px-3 py-2 text-xs font-bold tracking-wider text-steel-foreground uppercase">
                {section.title}
              </th>
            </tr>
            {section.rows.map((row) => (
              <tr key={row.label} className="align-top even:bg-muted/60">
                <th scope="row" className="p-3 font-medium text-muted-foreground">
                  {row.label}
                </th>
                {row.values.map((value, index) => (
                  <td key={ids[index]} className="border-l p-3 break-words">
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
