import { getProduct } from '@/db/queries/catalogue';
import { approvalRows, categoryLabel, technicalTables } from '@/lib/catalogue';
import { isoToday } from '@/lib/domain/classification';
import { buildDatasheet, datasheetFileName } from '@/lib/datasheet';
import { absoluteUrl } from '@/lib/seo';
import { site } from '@/lib/site';

// Built per request from the cached product (about 20 ms; the page cache in front keeps it per
// address). Not in Next's route cache: that kept the answer to any method under the address, so
// one post made every later download a 405 and one OPTIONS a 500.
export const dynamic = 'force-dynamic';

/** Download Datasheet: a PDF made from the product's own data, named after the product. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const product = await getProduct(id);
  if (!product) {
    return new Response('Product Not Found: the product you’re looking for doesn’t exist.', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  const pdf = await buildDatasheet(
    {
      ...product,
      ...technicalTables(product),
      approvalRows: approvalRows(product.approvals, isoToday()),
      launch_date: product.is_upcoming && !product.is_available ? product.launch_date : null,
    },
    {
      categoryLabel: categoryLabel(product.category),
      productUrl: absoluteUrl(`/product/${product.id}`),
      company: {
        name: site.name,
        email: site.email,
        phone: site.phone,
        url: site.url,
        offices: [...site.offices, ...site.plants].map((place) => `${place.kind}: ${place.address}`),
      },
    },
  );
  const fileName = datasheetFileName(product.name);
  return new Response(pdf as BodyInit, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'content-length': String(pdf.byteLength),
    },
  });
}
