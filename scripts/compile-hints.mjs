// Marks the scripts a page runs while it loads with V8's compile hint (`//# allFunctionsCalledOnLoad`,
// Chrome 136+), so that Chromium compiles all their functions on a background thread while the file
// streams in, instead of compiling each on the main thread the first time hydration calls it. On a
// phone (CPU slowed 4x) that was most of the main thread's script time on the home and category pages
// (measured with bench/main-thread.ts; figures in README, under its description). Other browsers
// read a comment.
//
// The files marked are those every page or one route loads before it hydrates: Next's runtime (the
// build manifest's rootMainFiles) and each route's client components (the entryJSFiles of the client
// reference manifests). Chunks fetched later on demand (the quote and notify dialogs, the compare
// bar, the forms' validation) keep lazy compilation: most of their functions run only if a visitor
// uses them. Runs after `next build`, before the static files are copied into the standalone
// server; running it twice changes nothing.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

const HINT = '//# allFunctionsCalledOnLoad\n';
const buildDir = path.resolve(process.argv[2] ?? '.next');

/** The files of every client reference manifest under the server's app folder. */
function referenceManifests(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return referenceManifests(file);
    return entry.name.endsWith('_client-reference-manifest.js') ? [file] : [];
  });
}

/** The build's scripts that run while a page loads, as paths under the build folder. */
function scriptsRunOnLoad(dir) {
  const { rootMainFiles } = JSON.parse(fs.readFileSync(path.join(dir, 'build-manifest.json'), 'utf8'));
  if (!Array.isArray(rootMainFiles) || rootMainFiles.length === 0) {
    throw new Error(`${dir}/build-manifest.json names no rootMainFiles: has Next changed its build output?`);
  }
  const files = new Set(rootMainFiles);
  for (const manifest of referenceManifests(path.join(dir, 'server', 'app'))) {
    // Each manifest is a script that assigns to globalThis.__RSC_MANIFEST.
    const sandbox = {};
    vm.runInNewContext(fs.readFileSync(manifest, 'utf8'), sandbox);
    for (const route of Object.values(sandbox.__RSC_MANIFEST ?? {})) {
      for (const chunks of Object.values(route.entryJSFiles ?? {})) for (const chunk of chunks) files.add(chunk);
    }
  }
  return [...files].filter((file) => file.endsWith('.js'));
}

function main() {
  const files = scriptsRunOnLoad(buildDir);
  let marked = 0;
  for (const file of files) {
    const location = path.join(buildDir, file);
    if (!fs.existsSync(location)) throw new Error(`compile hints: the build's manifests name ${file}, which ${buildDir} does not hold`);
    const source = fs.readFileSync(location, 'utf8');
    if (source.startsWith(HINT)) continue;
    fs.writeFileSync(location, HINT + source);
    marked++;
  }
  const all = fs.readdirSync(path.join(buildDir, 'static', 'chunks')).filter((file) => file.endsWith('.js')).length;
  console.log(`compile hints: ${files.length} of the ${all} scripts run while a page loads (${marked} marked now)`);
}

main();
