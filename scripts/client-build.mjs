// The production client build, made again whenever what it is built from changed since it was made
// (after a `git pull`, say), so `npm start` and the bench never serve an old client.
import { spawnSync } from 'node:child_process';
import { isStale } from './build-freshness.mjs';

const BUILT_INDEX = 'dist/client/index.html';
const SOURCES = ['src/client', 'src/shared', 'vite.config.ts', 'vite-precompress.ts', 'package-lock.json'];

/** Whether the build under `root` is missing or older than any of its sources. */
export const clientBuildIsStale = (root = '.') => isStale(BUILT_INDEX, SOURCES, root);

/** Builds the client when it is stale (or when forced); throws when the build fails. */
export function ensureClientBuild({ quiet = false, force = false } = {}) {
  if (!force && !clientBuildIsStale()) return false;
  const build = spawnSync('npx', ['vite', 'build'], { stdio: quiet ? 'ignore' : 'inherit' });
  if (build.status !== 0) throw new Error('vite build failed');
  return true;
}
