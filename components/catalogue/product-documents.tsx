import type { ProductDocumentView } from '@/db/types';

const size = (bytes: number | null) => (bytes === null ? '' : bytes < 1024 * 1024 ? `, ${Math.max(1, Math.round(bytes / 1024))} KB` : `, ${(bytes / 1024 / 1024).toFixed(1)} MB`);

/** A product's documents besides its datasheet: each a PDF to download. */
export function ProductDocuments({ documents }: { documents: ProductDocumentView[] }) {
  if (documents.length === 0) return null;
  return (
    <section aria-labelledby="documents-heading">
      <h2 id="documents-heading" className="mb-2 text-sm font-bold tracking-wider uppercase">
        Documents
      </h2>
      <ul className="space-y-1.5 text-sm">
        {documents.map((document) => (
          <li key={document.id}>
            <a href={document.file_url} download className="inline-flex min-h-6 items-center gap-2 font-medium text-accent hover:underline">
              <span className="icon-file-text size-4 shrink-0" />
              {document.title}
              <span className="text-muted-foreground">
                (PDF{size(document.file_size_bytes)})
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
