import { notFound } from 'next/navigation';
import { requireStaff } from '@/lib/auth/session';

/** Any other /admin address: the sign-in page for a visitor (telling nothing), "not found" for staff. */
export default async function UnknownAdminPage() {
  await requireStaff();
  notFound();
}
