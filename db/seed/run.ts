// `npm run db:seed [-- --overwrite]`: writes the seed content (catalogue, categories, articles,
// dealers) into the configured database again. It refuses, listing what it would undo, when the
// back office has changed any of those rows since the seed was last written; `--overwrite` puts
// the seed's content back over those changes all the same.
import { parseArgs } from 'node:util';
import { openCommandLineDatabase } from '@/db/command-line';
import { rewriteSeedContent, type SeedRowChange } from '@/db/seed/seed';
import { auditActionLabel } from '@/lib/domain/audit';
import { formatIndianDateTime } from '@/lib/domain/date-time';
import { safeErrorMessage } from '@/lib/core/safe-error';

const usage = 'Usage: npm run db:seed [-- --overwrite]';

function describe(change: SeedRowChange): string {
  const what = `${change.kind} ${change.id}${change.label && change.label !== change.id ? ` ("${change.label}")` : ''}`;
  const whoAndWhen = `${change.by ? ` by ${change.by}` : ''}${change.at ? `, ${formatIndianDateTime(change.at)}` : ''}`;
  // Not undone by the seed: its product comes back at the old address, beside the renamed one.
  if (change.renamedTo) return `  - ${what}: renamed to ${change.renamedTo}${whoAndWhen} (the seed puts its own product back at ${change.id}, beside it)`;
  return `  - ${what}: ${auditActionLabel(change.action)}${whoAndWhen}`;
}

async function main(): Promise<number> {
  let options: { overwrite?: boolean; help?: boolean };
  try {
    options = parseArgs({ options: { overwrite: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } }, strict: true }).values;
  } catch (error) {
    console.error(`db:seed: ${(error as Error).message}\n${usage}`);
    return 2;
  }
  if (options.help) {
    console.log(usage);
    return 0;
  }
  const overwrite = options.overwrite === true;
  const handle = await openCommandLineDatabase();
  if ('error' in handle) {
    console.error(`db:seed: ${handle.error}`);
    return 1;
  }
  try {
    const result = await rewriteSeedContent(handle.db, { overwrite });
    if (result.outcome === 'refused') {
      console.error(
        [
          `db:seed: nothing written. Since the seed was last written, the back office changed ${result.changes.length} of the rows it writes:`,
          ...result.changes.map(describe),
          `Writing the seed again would undo these changes${result.changes.some((change) => change.kind === 'product') ? ', and drop the images and documents uploaded to these products' : ''}.`,
          'To keep them, do nothing. To put the seed content back over them, run: npm run db:seed -- --overwrite',
        ].join('\n'),
      );
      return 1;
    }
    console.log(`Seeded the ${handle.kind} database.`);
    if (result.overwritten.length > 0) console.log([`Overwrote what the back office had changed in ${result.overwritten.length} of its rows:`, ...result.overwritten.map(describe)].join('\n'));
    return 0;
  } catch (error) {
    console.error(`db:seed: ${safeErrorMessage(error)}`);
    return 1;
  } finally {
    // PGlite writes its data dir out and lets go of its lock here.
    await handle.close();
  }
}

process.exitCode = await main();
