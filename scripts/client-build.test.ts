import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clientBuildIsStale } from './client-build.mjs';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

function checkout(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'client-build-'));
  roots.push(root);
  fs.mkdirSync(path.join(root, 'src/client/features'), { recursive: true });
  fs.writeFileSync(path.join(root, 'src/client/features/Page.tsx'), 'export {}');
  return root;
}

const setTime = (file: string, secondsAgo: number) => {
  const when = new Date(Date.now() - secondsAgo * 1000);
  fs.utimesSync(file, when, when);
};

function build(root: string, secondsAgo: number) {
  const index = path.join(root, 'dist/client/index.html');
  fs.mkdirSync(path.dirname(index), { recursive: true });
  fs.writeFileSync(index, '<!doctype html>');
  setTime(index, secondsAgo);
}

describe('npm start serves the client built from the sources it has', () => {
  it('builds when there is no build', () => {
    expect(clientBuildIsStale(checkout())).toBe(true);
  });

  it('keeps a build newer than every source', () => {
    const root = checkout();
    setTime(path.join(root, 'src/client/features/Page.tsx'), 60);
    setTime(path.join(root, 'src/client/features'), 60);
    setTime(path.join(root, 'src/client'), 60);
    build(root, 10);
    expect(clientBuildIsStale(root)).toBe(false);
  });

  it('rebuilds when a pull changed a client file, a shared file or the lock file after the build', () => {
    for (const changed of ['src/client/features/Page.tsx', 'src/shared/money.ts', 'package-lock.json']) {
      const root = checkout();
      for (const old of ['src/client/features/Page.tsx', 'src/client/features', 'src/client']) setTime(path.join(root, old), 60);
      build(root, 30);
      fs.mkdirSync(path.dirname(path.join(root, changed)), { recursive: true });
      fs.writeFileSync(path.join(root, changed), 'changed');
      expect(clientBuildIsStale(root), changed).toBe(true);
    }
  });
});
