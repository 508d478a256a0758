// One page of a back office list (the leads inbox, the audit log), read apart from its count: the
// page then reads the newest rows by index and stops, and a short first page is its own total.

export type Paging = { page: number; pageSize: number };
export type PageOf<T> = { rows: T[]; total: number; page: number; pageSize: number };

/**
 * `page` counts from 1 (anything below, or no number, is page 1); a page past the end answers no
 * rows and the total, which the list says (with a link to the last page). A page so far out that
 * its offset is no exact integer (page=99999999999999999999 is 5e+21 rows in, which PostgreSQL
 * refuses as a bigint) is past the end like any other, never a database error.
 */
export async function readPage<T>(paging: Paging, read: (limit: number, offset: number) => Promise<T[]>, count: () => Promise<number>): Promise<PageOf<T>> {
  const page = Math.max(1, Math.floor(paging.page) || 1);
  const offset = (page - 1) * paging.pageSize;
  if (!Number.isSafeInteger(offset)) return { rows: [], total: await count(), page, pageSize: paging.pageSize };
  const rows = await read(paging.pageSize, offset);
  const total = page === 1 && rows.length < paging.pageSize ? rows.length : await count();
  return { rows, total, page, pageSize: paging.pageSize };
}
