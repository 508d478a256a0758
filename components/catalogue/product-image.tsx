'use client';

import { useEffect, useRef, useState } from 'react';
import { responsiveImage } from '@/lib/media/urls';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

type Props = Omit<React.ComponentProps<'img'>, 'src' | 'alt'> & {
  src: string | null | undefined;
  alt: string;
  /** the main image of a page: loaded first, never lazily */
  priority?: boolean;
  /** The slot's width (the `sizes` attribute): an uploaded image then offers its stored widths in srcset. */
  sizes?: string;
};

/**
 * A product image that falls back to /placeholder.svg when it is missing or fails to load
 * (spec §8). An image can fail before React hydrates and attaches onError, so the element is
 * also checked once on mount.
 */
export function ProductImage({ src, alt, priority = false, sizes = '(min-width: 1024px) 600px, 100vw', className, width = 800, height = 600, ...props }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  const shown = !src || failedSrc === src ? PLACEHOLDER_IMAGE : src;
  const responsive = responsiveImage(shown, sizes);

  useEffect(() => {
    const image = ref.current;
    if (image && src && image.complete && image.naturalWidth === 0 && image.getAttribute('src') === src) setFailedSrc(src);
  }, [src]);

  return (
    // eslint-disable-next-line @next/next/no-img-element -- local SVG artwork: nothing for the optimiser to do
    <img
      ref={ref}
      src={shown}
      srcSet={responsive.srcSet}
      sizes={responsive.sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => {
        if (src && shown === src) setFailedSrc(src);
      }}
      className={`object-contain ${className ?? ''}`}
      {...props}
    />
  );
}
