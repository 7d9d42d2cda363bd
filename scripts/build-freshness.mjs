// Whether a build is older than what it is built from, so `npm start`, the tests and the bench
// rebuild after a change (a `git pull`, an edit) and never run old code.
import fs from 'node:fs';
import path from 'node:path';

function newestChange(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestChange(path.join(entry, child)));
  return newest;
}

/** Whether `built` (a file under `root`) is missing or older than any of `sources` (files or folders under `root`). */
export function isStale(built, sources, root = '.') {
  const file = path.join(root, built);
  const builtAt = fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
  return builtAt <= Math.max(...sources.map((source) => newestChange(path.join(root, source))));
}
