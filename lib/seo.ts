import type { Metadata } from 'next';
import { site } from '@/lib/site';

type PageMeta = { title: string; description: string; path: string; image?: string | null; type?: 'website' | 'article' };

/** Title, description, canonical URL and Open Graph tags for one page. */
export function pageMetadata({ title, description, path, image, type = 'website' }: PageMeta): Metadata {
  const url = absoluteUrl(path);
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      title,
      description,
      url,
      siteName: site.name,
      type,
      locale: 'en_IN',
      ...(image ? { images: [{ url: absoluteUrl(image) }] } : {}),
    },
  };
}

export function absoluteUrl(path: string): string {
  return new URL(path, `${site.url}/`).toString();
}
