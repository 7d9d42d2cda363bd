import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Group and other may neither read, write nor enter anything under DATA_DIR. */
const SHARED_BITS = 0o077;
const STICKY_BIT = 0o1000;

/** Every file and directory under `root` (itself included), symbolic links left alone. */
function eachEntry(root: string, visit: (entry: string, stat: fs.Stats) => void): void {
  const stat = fs.lstatSync(root);
  if (stat.isSymbolicLink()) return;
  visit(root, stat);
  if (stat.isDirectory()) for (const child of fs.readdirSync(root)) eachEntry(path.join(root, child), visit);
}

/**
 * Makes DATA_DIR and everything below it private to the server's user (directories 0700, files
 * 0600), and sets the umask so what this process creates later is private too (the embedded
 * database sets 0666 on the files of a new database itself, so the start runs this again once the
 * database is open; DATA_DIR's own 0700 keeps others out of anything below it). Refuses to
 * start when something there belongs to another user, as it could not be made private.
 * Returns how many entries had to be tightened.
 */
export function securePrivateDataDir(dataDir: string): number {
  process.umask(SHARED_BITS);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  refuseSharedDirectory(path.resolve(dataDir));
  let tightened = 0;
  const uid = process.getuid?.();
  eachEntry(path.resolve(dataDir), (entry, stat) => {
    if (uid !== undefined && stat.uid !== uid) {
      throw new Error(`${entry} belongs to another user (uid ${stat.uid}); DATA_DIR must be private to the server's user.`);
    }
    if (stat.mode & SHARED_BITS) {
      fs.chmodSync(entry, stat.isDirectory() ? 0o700 : 0o600);
      tightened++;
    }
  });
  return tightened;
}

/**
 * A directory every user writes to (sticky, like /tmp) or the file system's root holds other
 * programs' files too; making it private would break them, so the start refuses it instead.
 */
function refuseSharedDirectory(dataDir: string): void {
  if (dataDir === path.parse(dataDir).root || dataDir === path.resolve(os.tmpdir()) || fs.statSync(dataDir).mode & STICKY_BIT) {
    throw new Error(`DATA_DIR=${dataDir} is shared with other programs; give the server a directory of its own (e.g. ./data).`);
  }
}

/** Entries under the directory that group or other can reach: what the start forbids. */
export function sharedEntries(dataDir: string): string[] {
  const found: string[] = [];
  eachEntry(path.resolve(dataDir), (entry, stat) => {
    if (stat.mode & SHARED_BITS) found.push(entry);
  });
  return found;
}
