import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storedFiles } from '../db/schema';
import { assertStorageKey, type FileStorage } from './file-storage';

/**
 * Files as rows of the database (bytea), so every app instance serves every file and a backup of
 * the database holds them too. Files written to the local directory before (`earlier`) are still
 * read and deleted there.
 */
export function createDatabaseStorage(db: Db, earlier?: FileStorage): FileStorage {
  return {
    async put(key, bytes) {
      await db
        .insert(storedFiles)
        .values({ key: assertStorageKey(key), bytes, size: bytes.length })
        .onConflictDoUpdate({ target: storedFiles.key, set: { bytes, size: bytes.length } });
    },

    async open(key) {
      const [file] = await db
        .select({ bytes: storedFiles.bytes, size: storedFiles.size })
        .from(storedFiles)
        .where(eq(storedFiles.key, assertStorageKey(key)));
      if (file) return { stream: Readable.from([file.bytes]), size: file.size };
      return earlier ? earlier.open(key) : null;
    },

    async delete(key) {
      await db.delete(storedFiles).where(eq(storedFiles.key, assertStorageKey(key)));
      await earlier?.delete(key);
    },
  };
}
