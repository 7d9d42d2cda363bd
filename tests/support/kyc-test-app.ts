import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { like } from 'drizzle-orm';
import { storedFiles } from '../../src/server/db/schema';
import { useTestApp, type TestApp } from './test-app';
import type { DatabaseKind } from './databases';
import { jpegWithExifBytes, pdfBytes, pngBytes, type UploadFile } from './account-fixtures';

export type KycSlot = 'idFront' | 'idBack' | 'selfie';

export interface KycTestApp extends TestApp {
  /** The app's DATA_DIR, where uploads are stored. */
  dataDir: string;
  /** One valid file per slot: a PNG, a PDF and a JPEG carrying EXIF data. */
  validFiles: Record<KycSlot, UploadFile>;
}

/** The test app of a KYC describe block, with a DATA_DIR of its own that is removed afterwards. */
export function useKycTestApp(kind: DatabaseKind, dirPrefix: string): KycTestApp {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), dirPrefix));
  const t = useTestApp(kind, { dataDir }) as KycTestApp;
  beforeAll(async () => {
    t.dataDir = dataDir;
    t.validFiles = {
      idFront: { bytes: await pngBytes(), filename: 'front.png', type: 'image/png' },
      idBack: { bytes: pdfBytes(), filename: 'back.pdf', type: 'application/pdf' },
      selfie: { bytes: await jpegWithExifBytes(), filename: 'me.jpg', type: 'image/jpeg' },
    };
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  return t;
}

/** The names of the stored files under `prefix` (a KYC record's are `kyc/<record id>/`), sorted. */
export async function storedFileNames(t: TestApp, prefix = ''): Promise<string[]> {
  const rows = await t.ctx.db
    .select({ key: storedFiles.key })
    .from(storedFiles)
    .where(like(storedFiles.key, `${prefix}%`));
  return rows.map((row) => row.key.slice(prefix.length)).sort();
}
