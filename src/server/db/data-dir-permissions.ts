import fs from 'node:fs';
import path from 'node:path';

/** Group and other may neither read, write nor enter anything under DATA_DIR. */
const SHARED_BITS = 0o077;

/** Every file and directory under `root` (itself included), symbolic links left alone. */
function eachEntry(root: string, visit: (entry: string, stat: fs.Stats) => void): void {
  const stat = fs.lstatSync(root);
  if (stat.isSymbolicLink()) return;
  visit(root, stat);
  if (stat.isDirectory()) for (const child of fs.readdirSync(root)) eachEntry(path.join(root, child), visit);
}

/**
 * Makes DATA_DIR and everything below it private to the server's user (directories 0700, files
 * 0600), and keeps what this process creates later private too: the embedded database writes its
 * files with mode 0666 and relies on the umask, which on many hosts is 0002 or 0000. Refuses to
 * start when something there belongs to another user, as it could not be made private.
 * Returns how many entries had to be tightened.
 */
export function securePrivateDataDir(dataDir: string): number {
  process.umask(SHARED_BITS);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
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

/** Entries under the directory that group or other can reach: what the start forbids. */
export function sharedEntries(dataDir: string): string[] {
  const found: string[] = [];
  eachEntry(path.resolve(dataDir), (entry, stat) => {
    if (stat.mode & SHARED_BITS) found.push(entry);
  });
  return found;
}
