// Opens a PGlite data dir as a separate process would, printing what it holds (lock test);
// with --hold it keeps the data dir open until it is killed.
import { count } from 'drizzle-orm';
import { openDatabase } from '@/db/bootstrap';
import { inquiries, products } from '@/db/schema';

try {
  const handle = await openDatabase({ kind: 'pglite', dataDir: process.argv[2] });
  const [{ n: leads }] = await handle.db.select({ n: count() }).from(inquiries);
  const [{ n: items }] = await handle.db.select({ n: count() }).from(products);
  console.log(`inquiries=${leads} products=${items}`);
  if (process.argv[3] === '--hold') {
    console.log('holding');
    await new Promise(() => {}); // until killed
  }
  await handle.close();
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
