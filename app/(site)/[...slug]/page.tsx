import { notFound } from 'next/navigation';
import { requestLog } from '@/lib/core/log';

// Every path no route claims lands here: logged as a 404, then the 'Coming Soon' page.
export default async function CatchAll({ params }: { params: Promise<{ slug: string[] }> }) {
  const { slug } = await params;
  (await requestLog()).warn('404', { status: 404, path: `/${slug.map(encodeURIComponent).join('/')}` });
  notFound();
}
