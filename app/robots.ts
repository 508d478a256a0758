import type { MetadataRoute } from 'next';
import { site } from '@/lib/site';

// SITE_URL is a run-time setting: answer per request rather than bake the build's value in.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/admin'] }],
    sitemap: `${site.url}/sitemap.xml`,
  };
}
