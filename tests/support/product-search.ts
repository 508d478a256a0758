import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';

/**
 * Products whose product_search row (search's narrow copy, kept by a trigger: migration 0015) is
 * missing, left over, or says other than products does. Empty when the copy is in step.
 */
export async function productSearchOutOfStep(db: Database): Promise<string[]> {
  const result = (await db.execute(sql`
    select coalesce(p.id, s.id) as id
    from products p
    full join product_search s on s.id = p.id
    left join search_facet_sources f on f.id = s.facet_source_id
    where p.id is null or s.id is null
      or s.category <> p.category
      or s.listed <> ((p.is_available or p.is_upcoming) is true)
      or s.is_available <> p.is_available
      or s.created_at <> p.created_at
      or (s.name_words || '|' || s.code_words || '|' || s.application_words || '|' || s.description_words) is distinct from p.search_text
      or s.designations is distinct from p.search_designations
      or f.source is distinct from p.facet_source
    order by 1`)) as { rows?: { id: string }[] } | { id: string }[];
  return (Array.isArray(result) ? result : (result.rows ?? [])).map((row) => row.id);
}
