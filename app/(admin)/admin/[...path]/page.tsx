import { notFound } from 'next/navigation';
import { requireStaff } from '@/lib/auth/session';

/**
 * Any other /admin address: the sign-in page for a visitor (telling nothing), "not found" for staff.
 * proxy.ts answers a GET before it gets here (lib/domain/back-office-pages.ts), drawn on the server
 * in full; this answers the rest (a form posted to such an address).
 */
export default async function UnknownAdminPage() {
  await requireStaff();
  notFound();
}
