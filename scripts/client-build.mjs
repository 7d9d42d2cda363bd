// The production client build, made again whenever what it is built from changed since it was made
// (after a `git pull`, say), so `npm start` and the bench never serve an old client.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const BUILT_INDEX = 'dist/client/index.html';
const SOURCE_DIRS = ['src/client', 'src/shared'];
const SOURCE_FILES = ['vite.config.ts', 'vite-precompress.ts', 'package-lock.json'];

function newestChange(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestChange(path.join(entry, child)));
  return newest;
}

/** Whether the build under `root` is missing or older than any of its sources. */
export function clientBuildIsStale(root = '.') {
  const index = path.join(root, BUILT_INDEX);
  const builtAt = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  return builtAt <= Math.max(...[...SOURCE_DIRS, ...SOURCE_FILES].map((source) => newestChange(path.join(root, source))));
}

/** Builds the client when it is stale (or when forced); throws when the build fails. */
export function ensureClientBuild({ quiet = false, force = false } = {}) {
  if (!force && !clientBuildIsStale()) return false;
  const build = spawnSync('npx', ['vite', 'build'], { stdio: quiet ? 'ignore' : 'inherit' });
  if (build.status !== 0) throw new Error('vite build failed');
  return true;
}
