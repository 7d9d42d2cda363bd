import fs from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'pglite.lock';
const ATTEMPTS = 5;

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid in a lock file; 0 when the file is gone or holds no pid. */
function holderOf(file: string): number {
  try {
    return Number(fs.readFileSync(file, 'utf8')) || 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
}

const isLive = (pid: number) => pid !== 0 && pid !== process.pid && processIsAlive(pid);

function inUse(dataDir: string, lockPath: string, holder: number): Error {
  return new Error(
    `Data directory ${dataDir} is in use by process ${holder}: PGlite allows one process per data directory. ` +
      `Stop that process or set another DATA_DIR (several app instances need PostgreSQL: set DATABASE_URL). ` +
      `If no such process is running, delete ${lockPath}.`,
  );
}

/**
 * Moves a lock left by a dead process out of the way. Renaming is atomic, so of two processes
 * clearing the same stale lock one gets it and the other ENOENT; a process that finds it moved
 * a live lock instead (taken between its read and its rename) puts it back.
 */
function clearStaleLock(lockPath: string): void {
  const aside = `${lockPath}.stale.${process.pid}`;
  try {
    fs.renameSync(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    if (isLive(holderOf(aside))) fs.linkSync(aside, lockPath);
  } catch (error) {
    // A third process locked meanwhile; the next attempt reads who holds it now.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(aside, { force: true });
  }
}

/**
 * PGlite is a single-process database: two processes on one data directory would corrupt it.
 * The lock file is created complete (our pid written to a file of our own, then hard-linked into
 * place, which fails if the lock exists), so no one ever reads a half-written lock. A lock whose
 * process is gone (killed) is taken over. Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, LOCK_FILE);
  const candidate = `${lockPath}.${process.pid}`;
  fs.writeFileSync(candidate, String(process.pid));
  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      try {
        fs.linkSync(candidate, lockPath);
        return () => {
          if (holderOf(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = holderOf(lockPath);
      if (isLive(holder)) throw inUse(dataDir, lockPath, holder);
      clearStaleLock(lockPath);
    }
    throw new Error(`Could not lock data directory ${dataDir}: other processes keep taking ${lockPath}.`);
  } finally {
    fs.rmSync(candidate, { force: true });
  }
}
