import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { assertStorageKey, type FileStorage } from './file-storage';

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/**
 * Files in a local directory (DATA_DIR/uploads), which no static route serves. Writes go to a
 * temporary name first and are renamed into place, so a reader never sees half a file.
 */
export function createLocalStorage(root: string): FileStorage {
  const pathOf = (key: string) => path.join(root, assertStorageKey(key));

  return {
    async put(key, bytes) {
      const target = pathOf(key);
      await fsp.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await fsp.writeFile(temporary, bytes, { mode: 0o600, flag: 'wx' });
      await fsp.rename(temporary, target);
    },

    async open(key) {
      const target = pathOf(key);
      try {
        const { size } = await fsp.stat(target);
        return { stream: fs.createReadStream(target), size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await fsp.rm(pathOf(key), { force: true });
    },
  };
}
