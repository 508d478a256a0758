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
export function ProductImage({ src, sizes = MAIN_IMAGE_SIZES, ...props }: Props) {
  const responsive = src ? responsiveImage(src, sizes) : undefined;
  return <FallbackImage src={src} srcSet={responsive?.srcSet} sizes={responsive?.sizes} {...props} />;
}
