import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import type { FileStorage } from './file-storage';

const readAll = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('local file storage', () => {
  let dataDir: string;
  let storage: FileStorage;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-test-'));
    storage = createLocalStorage(path.join(dataDir, 'uploads'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps a file under DATA_DIR/uploads, readable only by the server’s own user', async () => {
    await storage.put('kyc/abc/id-front.png', Buffer.from('pixels'));
    const stored = path.join(dataDir, 'uploads', 'kyc', 'abc', 'id-front.png');
    expect(fs.readFileSync(stored, 'utf8')).toBe('pixels');
    expect(fs.statSync(stored).mode & 0o777).toBe(0o600);
    const opened = await storage.open('kyc/abc/id-front.png');
    expect(opened?.size).toBe(6);
    expect((await readAll(opened!.stream)).toString()).toBe('pixels');
  });

  it('answers null for a file that is not there, and deleting it twice is harmless', async () => {
    await storage.put('kyc/gone/selfie.jpg', Buffer.from('x'));
    await storage.delete('kyc/gone/selfie.jpg');
    await storage.delete('kyc/gone/selfie.jpg');
    expect(await storage.open('kyc/gone/selfie.jpg')).toBeNull();
  });

  it.each(['../outside.png', '/etc/passwd', 'kyc/../../escape', 'kyc//double', 'kyc/a b.png', 'kyc\\win.png', ''])(
    'refuses the key %j, which does not have the server’s shape',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('Invalid storage key');
      await expect(storage.open(key)).rejects.toThrow('Invalid storage key');
    },
  );

  it('leaves no temporary file beside the stored one', async () => {
    await storage.put('kyc/atomic/id-back.pdf', Buffer.from('%PDF-1.4'));
    const folder = path.join(dataDir, 'uploads', 'kyc', 'atomic');
    expect(fs.readdirSync(folder)).toEqual(['id-back.pdf']);
  });
});
