import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { ServiceUnavailable } from '@/components/layout/service-unavailable';
import { isOutageRender } from '@/lib/service-unavailable';

export const metadata: Metadata = { title: 'Temporarily Unavailable', robots: { index: false, follow: false } };

// Rendered only for proxy.ts, which sends it with a 503 while the database is down; asked for
// directly, it does not exist.
export default async function UnavailablePage() {
  if (!isOutageRender(await headers())) notFound();
  return <ServiceUnavailable />;
}
