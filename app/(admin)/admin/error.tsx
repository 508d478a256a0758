'use client';

import Link from 'next/link';
import { PageTitle } from '@/components/admin/notice';
import { Button } from '@/components/ui/button';

// A back office page that fails while it renders: the back office's own frame and words, rather
// than the site's last-resort page without navigation. The reference is the digest the server
// logged with the error, for whoever reads the logs. Try again fetches the page anew (`retry`).
export default function AdminError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <div role="alert">
      <PageTitle lead="The server could not show this page. What was saved before is safe.">This page could not be shown</PageTitle>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" onClick={retry}>
          Try again
        </Button>
        <Link href="/admin" className="font-semibold text-accent underline underline-offset-2">
          Go to the back office start page
        </Link>
      </div>
      {error.digest && <p className="mt-4 text-sm text-muted-foreground">Reference for the site&apos;s operator: {error.digest}</p>}
    </div>
  );
}
