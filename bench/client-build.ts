import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const BUILT_INDEX = 'dist/client/index.html';

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** The production client build, rebuilt when the client or shared code changed since it was made. */
export function ensureClientBuild(quiet: boolean): void {
  const builtAt = fs.existsSync(BUILT_INDEX) ? fs.statSync(BUILT_INDEX).mtimeMs : 0;
  const sourcesAt = Math.max(newestChange('src/client'), newestChange('src/shared'), fs.statSync('vite.config.ts').mtimeMs);
  if (builtAt > sourcesAt) return;
  const build = spawnSync('npx', ['vite', 'build'], { stdio: quiet ? 'ignore' : 'inherit' });
  if (build.status !== 0) throw new Error('vite build failed');
}
