import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are chosen by the server (never from a file name), so an
 * implementation only has to refuse keys that do not have the server's shape.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** null when there is no such file. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  delete(key: string): Promise<void>;
}

const KEY_SHAPE = /^[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*(?:\.[a-z0-9]+)?$/i;

export function assertStorageKey(key: string): string {
  if (!KEY_SHAPE.test(key) || key.length > 200) throw new Error(`Invalid storage key: ${key}`);
  return key;
}
