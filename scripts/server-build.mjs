// The server as it runs: compiled ahead into one file by esbuild, as the client is by Vite. Run
// through tsx instead, every function made at run time was also given its name by a call of its own
// (tsx keeps names for readable stack traces), seven of them for each session read and more for
// each money request, and every start compiled each module again. The source map keeps stack traces
// pointing at the TypeScript.
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { isStale } from './build-freshness.mjs';

/**
 * `entry` compiled into `outfile` (packages stay imports from node_modules) when the file is
 * missing or older than anything under src/ or the entry's own folder; returns `outfile`. Written
 * beside and renamed into place, so two processes starting at once never read half a file.
 */
export function compiled(entry, outfile) {
  if (!isStale(outfile, ['src', path.dirname(entry), 'package-lock.json'])) return outfile;
  const { outputFiles } = buildSync({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    write: false,
    logLevel: 'warning',
  });
  fs.mkdirSync(path.dirname(outfile), { recursive: true });
  for (const file of outputFiles) {
    const partial = `${file.path}.${process.pid}.partial`;
    fs.writeFileSync(partial, file.contents);
    fs.renameSync(partial, file.path);
  }
  return outfile;
}
