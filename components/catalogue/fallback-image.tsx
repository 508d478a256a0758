'use client';

import { useEffect, useRef, useState } from 'react';
import { imageLoading } from '@/lib/media/image-loading';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

/** The `sizes` of a page's main image slot: the product gallery's and ProductImage's default. */
export const MAIN_IMAGE_SIZES = '(min-width: 1024px) 600px, 100vw';

type Props = Omit<React.ComponentProps<'img'>, 'src'> & {
  src: string | null | undefined;
  alt: string;
  /** the main image of a page: loaded first, never lazily */
  priority?: boolean;
};

/**
 * An <img> that falls back to /placeholder.svg when its source is missing or fails to load
 * (spec §8). An image can fail before React hydrates and attaches onError, so the element is
 * also checked once on mount. It takes srcSet and sizes ready-made (ProductImage computes them
 * on the server), so the browser bundle carries no URL logic.
 */
export function FallbackImage({ src, srcSet, sizes, alt, priority = false, width = 800, height = 600, ...props }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  const failed = !src || failedSrc === src;

  useEffect(() => {
    const image = ref.current;
    if (image && src && image.complete && image.naturalWidth === 0 && image.getAttribute('src') === src) setFailedSrc(src);
  }, [src]);

  return (
    // eslint-disable-next-line @next/next/no-img-element -- local SVG artwork: nothing for the optimiser to do
    <img
      ref={ref}
      src={failed ? PLACEHOLDER_IMAGE : src}
      srcSet={failed ? undefined : srcSet}
      sizes={failed ? undefined : sizes}
      alt={alt}
      width={width}
      height={height}
      {...imageLoading(priority)}
      decoding="async"
      onError={() => {
        if (!failed) setFailedSrc(src);
      }}
      {...props}
    />
  );
}
