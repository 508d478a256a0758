import Link from 'next/link';

const linkClass = 'font-semibold text-foreground underline underline-offset-2';

/** The links above a product's images or documents page: the editor, the other page, the public page. */
export function ProductSubpageLinks({ productId, current }: { productId: string; current: 'images' | 'documents' }) {
  const publicPath = `/product/${productId}`;
  return (
    <span className="flex flex-wrap items-center gap-3">
      <Link href={`/admin/products/${productId}`} className={linkClass}>
        Edit the product
      </Link>
      {current === 'images' ? (
        <Link href={`/admin/products/${productId}/documents`} className={linkClass}>
          Documents
        </Link>
      ) : (
        <Link href={`/admin/products/${productId}/images`} className={linkClass}>
          Images
        </Link>
      )}
      <a href={publicPath} className={linkClass}>
        {publicPath}
      </a>
    </span>
  );
}
