import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzipped bytes of the JavaScript a first visit loads: the entry script and its modulepreloads. */
export function initialJsGzipBytes(distDir = 'dist/client'): number {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  return scripts.reduce((total, file) => total + gzipSync(fs.readFileSync(path.join(distDir, file))).length, 0);
}
