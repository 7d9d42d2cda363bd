import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { signUpUser } from '../../../tests/support/test-app';
import { storedFileNames, useKycTestApp } from '../../../tests/support/kyc-test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { KYC_TEXT_FIELDS, multipartBody } from '../../../tests/support/account-fixtures';
import { createFileStorage } from './index';
import { createLocalStorage } from './local-storage';

const readAll = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe.each(testDatabaseKinds())('uploads stored in the database on %s', (kind) => {
  const t = useKycTestApp(kind, 'db-storage-');
  const otherDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-storage-b-'));
  afterAll(() => fs.rmSync(otherDataDir, { recursive: true, force: true }));

  it('keeps, replaces, serves and deletes a file, and still serves one written to DATA_DIR/uploads before', async () => {
    const storage = createFileStorage(t.ctx);
    await storage.put('kyc/one/id-front.png', Buffer.from('first'));
    await storage.put('kyc/one/id-front.png', Buffer.from('pixels'));
    const opened = await storage.open('kyc/one/id-front.png');
    expect(opened?.size).toBe(6);
    expect((await readAll(opened!.stream)).toString()).toBe('pixels');
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', 'kyc', 'one'))).toBe(false);

    await createLocalStorage(path.join(t.dataDir, 'uploads')).put('kyc/old/selfie.jpg', Buffer.from('older'));
    expect((await readAll((await storage.open('kyc/old/selfie.jpg'))!.stream)).toString()).toBe('older');

    for (const key of ['kyc/one/id-front.png', 'kyc/old/selfie.jpg']) {
      await storage.delete(key);
      expect(await storage.open(key)).toBeNull();
    }
    expect(await storage.open('kyc/none/id-back.pdf')).toBeNull();
    await expect(storage.put('../escape', Buffer.from('x'))).rejects.toThrow('Invalid storage key');
  });

  it('serves through instance B what was uploaded through instance A, each with its own DATA_DIR', async () => {
    const investor = await signUpUser(t);
    // Instance A is the test app; its signed-in session (a row of the database) works on B too.
    const upload = await investor.inject({ method: 'POST', url: '/api/kyc', ...(await multipartBody(KYC_TEXT_FIELDS, t.validFiles)) });
    expect(upload.statusCode).toBe(201);
    const { kyc } = upload.json();
    expect(await storedFileNames(t, `kyc/${kyc.id}/`)).toEqual(['id-back.pdf', 'id-front.png', 'selfie.jpg']);

    const instanceB = await buildApp({ ...t.ctx, config: { ...t.ctx.config, dataDir: otherDataDir } }, { serveClient: false });
    try {
      const download = await instanceB.inject({ method: 'GET', url: `/api/kyc/files/${kyc.files.idBack.id}`, headers: { cookie: investor.cookie } });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(fs.readdirSync(otherDataDir)).toEqual([]);
    } finally {
      await instanceB.close();
    }
  });
});
