import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { dealers, type Dealer } from '@/db/schema';
import { cachedQuery, cacheTags } from '@/db/queries/cache';

/** A dealer as the locator shows it. */
export type DealerView = Omit<Dealer, 'is_active' | 'created_at' | 'updated_at'>;

async function fetchActiveDealers(): Promise<DealerView[]> {
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
    })
    .from(dealers)
    .where(eq(dealers.is_active, true))
    .orderBy(asc(dealers.state), asc(dealers.city), asc(dealers.name));
}

/** Every active dealer: few enough that the locator filters them in memory. */
export const listActiveDealers = cachedQuery('dealers', fetchActiveDealers, () => [cacheTags.dealers]);
