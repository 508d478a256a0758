import { GoBackButton } from '@/components/catalogue/go-back-button';
import { ProductNotFound } from '@/components/layout/not-found-pages';

// Spec §2: 'Product Not Found' for a product the page finds missing itself.
export default function ProductPageNotFound() {
  return <ProductNotFound goBack={<GoBackButton fallbackHref="/products" />} />;
}
