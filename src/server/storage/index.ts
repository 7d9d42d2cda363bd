import path from 'node:path';
import type { AppContext } from '../context';
import type { FileStorage } from './file-storage';
import { createDatabaseStorage } from './database-storage';
import { createLocalStorage } from './local-storage';

export type { FileStorage } from './file-storage';

/**
 * Uploads live in the database, shared by every instance; DATA_DIR/uploads, where they lived
 * before, is still read for files written there.
 */
export function createFileStorage(ctx: Pick<AppContext, 'db' | 'config'>): FileStorage {
  return createDatabaseStorage(ctx.db, createLocalStorage(path.join(ctx.config.dataDir, 'uploads')));
}
