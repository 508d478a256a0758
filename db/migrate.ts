// `npm run db:migrate`: applies pending migrations to the configured database (the server also
// does this at start, under an advisory lock, so running it by hand is optional).
import { openCommandLineDatabase } from '@/db/command-line';

const handle = await openCommandLineDatabase();
if ('error' in handle) {
  console.error(`db:migrate: ${handle.error}`);
  process.exitCode = 1;
} else {
  await handle.close();
  console.log(`Migrations applied to the ${handle.kind} database.`);
}
