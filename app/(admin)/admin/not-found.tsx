import Link from 'next/link';
import { PageTitle } from '@/components/admin/notice';

export default function AdminNotFound() {
  return (
    <>
      <PageTitle lead="There is no back office page at this address.">Page not found</PageTitle>
      <p>
        <Link href="/admin" className="font-semibold text-accent underline underline-offset-2">
          Go to the back office start page
        </Link>
      </p>
    </>
  );
}
