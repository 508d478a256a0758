import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { dealers } from '@/db/schema';
import { cachedQuery, cacheTags } from '@/db/queries/cache';
import type { DealerView } from '@/db/types';

async function selectActiveDealers(): Promise<DealerView[]> {
  const db = await getDb();
  return db
    .select({
      id: dealers.id,
      name: dealers.name,
      address: dealers.address,
      city: dealers.city,
      state: dealers.state,
      pincode: dealers.pincode,
      phone: dealers.phone,
      email: dealers.email,
      categories: dealers.categories,
      map_url: dealers.map_url,
    })
    .from(dealers)
    .where(eq(dealers.is_active, true))
    .orderBy(asc(dealers.state), asc(dealers.city), asc(dealers.name));
}

/** Every active dealer: few enough that the locator filters them in memory. */
export const listActiveDealers = cachedQuery('dealers', selectActiveDealers, () => [cacheTags.dealers]);
