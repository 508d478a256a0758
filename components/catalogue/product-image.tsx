'use client';

import { useEffect, useRef, useState } from 'react';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

type Props = Omit<React.ComponentProps<'img'>, 'src' | 'alt'> & {
  src: string | null | undefined;
  alt: string;
  /** the main image of a page: loaded first, never lazily */
  priority?: boolean;
};

/**
 * A product image that falls back to /placeholder.svg when it is missing or fails to load
 * (spec §8). An image can fail before React hydrates and attaches onError, so the element is
 * also checked once on mount.
 */
export function ProductImage({ src, alt, priority = false, className, width = 800, height = 600, ...props }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  const shown = !src || failedSrc === src ? PLACEHOLDER_IMAGE : src;

  useEffect(() => {
    const image = ref.current;
    if (image && src && image.complete && image.naturalWidth === 0 && image.getAttribute('src') === src) setFailedSrc(src);
  }, [src]);

  return (
    // eslint-disable-next-line @next/next/no-img-element -- local SVG artwork: nothing for the optimiser to do
    <img
      ref={ref}
      src={shown}
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
