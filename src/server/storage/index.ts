import path from 'node:path';
import type { Config } from '../config';
import type { FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';

export type { FileStorage } from './file-storage';

/** The local directory is the default (and, for now, only) backend; an S3 one would plug in here. */
export function createFileStorage(config: Pick<Config, 'dataDir'>): FileStorage {
  return createLocalStorage(path.join(config.dataDir, 'uploads'));
}
