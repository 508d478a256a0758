'use client';

import { useState } from 'react';
import { FallbackImage, MAIN_IMAGE_SIZES } from '@/components/catalogue/fallback-image';
import { buttonVariants } from '@/components/ui/button-variants';

export type GalleryImage = {
  url: string;
  alt: string;
  /** The stored widths of an uploaded image, worked out on the server (mediaSrcSet). */
  srcSet?: string;
  /** The product's primary image: the gallery opens on it. */
  primary?: boolean;
};

/**
 * The product page's images: previous/next wrap around (spec §4), thumbnails pick one, and the
 * arrow keys, Home and End work when the gallery has focus.
 */
export function ProductGallery({ images, productName }: { images: GalleryImage[]; productName: string }) {
  const [index, setIndex] = useState(() => Math.max(0, images.findIndex((image) => image.primary)));
  const count = images.length;
  const current = images[index] ?? { url: '', alt: productName };
  const show = (next: number) => setIndex(((next % count) + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={`${productName} images`}
      tabIndex={count > 1 ? 0 : undefined}
      className="rounded-lg outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
      onKeyDown={(event) => {
        if (count < 2) return;
        const target = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 }[event.key];
        if (target === undefined) return;
        event.preventDefault();
        show(target);
      }}
    >
      <div className="relative overflow-hidden rounded-lg border bg-muted">
        <FallbackImage src={current.url} srcSet={current.srcSet} sizes={current.srcSet && MAIN_IMAGE_SIZES} alt={current.alt} priority className="object-contain aspect-[4/3] w-full" />
        {count > 1 && (
          <>
            <button
              type="button"
              aria-label="Previous image"
              onClick={() => show(index - 1)}
              className={buttonVariants({ variant: 'outline', size: 'icon', className: 'absolute top-1/2 left-3 -translate-y-1/2 rounded-full bg-background/90 shadow-md' })}
            >
              <span className="icon-chevron-left size-5" />
            </button>
            <button
              type="button"
              aria-label="Next image"
              onClick={() => show(index + 1)}
              className={buttonVariants({ variant: 'outline', size: 'icon', className: 'absolute top-1/2 right-3 -translate-y-1/2 rounded-full bg-background/90 shadow-md' })}
            >
              <span className="icon-chevron-right size-5" />
            </button>
            <p className="absolute right-3 bottom-3 rounded-md bg-steel/85 px-2 py-0.5 text-xs font-semibold text-white" aria-live="polite">
              Image {index + 1} of {count}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="mt-3 grid grid-cols-4 gap-3" aria-label="Thumbnails">
          {images.map((image, position) => (
            <li key={image.url}>
              <button
                type="button"
                onClick={() => show(position)}
                aria-label={`Show image ${position + 1} of ${count}: ${image.alt}`}
                aria-current={position === index ? 'true' : undefined}
                className={`block w-full overflow-hidden rounded-md border-2 bg-muted transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40 ${
                  position === index ? 'border-accent' : 'border-transparent hover:border-border'
                }`}
              >
                <FallbackImage src={image.url} srcSet={image.srcSet} sizes={image.srcSet && '160px'} alt="" width={200} height={150} className="object-contain aspect-[4/3] w-full" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
