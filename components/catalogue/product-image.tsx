import { FallbackImage, MAIN_IMAGE_SIZES } from '@/components/catalogue/fallback-image';
import { responsiveImage } from '@/lib/media/urls';

type Props = Omit<React.ComponentProps<typeof FallbackImage>, 'srcSet'> & {
  /** The slot's width (the `sizes` attribute): an uploaded image then offers its stored widths in srcset. */
  sizes?: string;
};

/**
 * A product image with the srcset of an uploaded image, falling back to the placeholder when it
 * is missing or fails to load. Rendered by a server component, the srcset is worked out on the
 * server and only its strings reach the browser.
 */
export function ProductImage({ src, sizes = MAIN_IMAGE_SIZES, className, ...props }: Props) {
  return <FallbackImage {...productImage(src, sizes)} className={className ? `object-contain ${className}` : 'object-contain'} {...props} />;
}

/** An image's src, with the srcset and sizes of an uploaded image: FallbackImage's props, for a client card. */
export function productImage(src: string | null | undefined, sizes: string): { src: string | null; srcSet?: string; sizes?: string } {
  return src ? responsiveImage(src, sizes) : { src: null };
}
