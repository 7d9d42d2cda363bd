import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { signUpUser, type SignedInUser } from '../support/test-app';
import { storedFileNames, useKycTestApp, type KycSlot } from '../support/kyc-test-app';
import { testDatabaseKinds } from '../support/databases';
import {
  htmlBytes,
  jpegWithExifBytes,
  KYC_TEXT_FIELDS,
  multipartBody,
  pdfBytes,
  pngBytes,
  pngHeaderThenHtmlBytes,
  pngThenHtmlBytes,
  svgBytes,
  webpBytes,
  type UploadFile,
} from '../support/account-fixtures';
import { buildApp } from '../../src/server/app';
import { kycRecords, storedFiles } from '../../src/server/db/schema';
import { KYC_MAX_FILE_BYTES } from '../../src/shared/constants';

/** A real PNG chunk: length, type, data, CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A few hundred bytes claiming 60 000 × 60 000 pixels: decoding it would take gigabytes. */
function decompressionBombPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(60_000, 0);
  header.writeUInt32BE(60_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(1000))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const gifBytes = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
    .gif()
    .toBuffer();

describe.each(testDatabaseKinds())('KYC uploads on %s', (kind) => {
  const t = useKycTestApp(kind, 'uploads-test-');

  const submit = async (investor: SignedInUser, files: Partial<Record<KycSlot, UploadFile>>) =>
    investor.inject({ method: 'POST', url: '/api/kyc', ...(await multipartBody(KYC_TEXT_FIELDS, { ...t.validFiles, ...files })) });
  const storedFileCount = async () => (await storedFileNames(t)).length;
  const recordsOf = (investor: SignedInUser) => t.ctx.db.select().from(kycRecords).where(eq(kycRecords.userId, investor.user.id));
  const served = async (investor: SignedInUser, fileId: string) => investor.inject({ method: 'GET', url: `/api/kyc/files/${fileId}` });

  it.each([
    ['a JPEG', 'selfie', async () => ({ bytes: await jpegWithExifBytes(), filename: 'me.jpg', type: 'image/jpeg' }), 'image/jpeg', 'jpeg'],
    ['a PNG', 'idFront', async () => ({ bytes: await pngBytes(), filename: 'front.png', type: 'image/png' }), 'image/png', 'png'],
    ['a WebP', 'selfie', async () => ({ bytes: await webpBytes(), filename: 'me.webp', type: 'image/webp' }), 'image/webp', 'webp'],
    ['a PDF', 'idBack', async () => ({ bytes: pdfBytes(), filename: 'back.pdf', type: 'application/pdf' }), 'application/pdf', null],
  ] as const)('accepts %s and serves it back as what it is', async (_name, slot, file, contentType, imageFormat) => {
    const investor = await signUpUser(t);
    const response = await submit(investor, { [slot]: await file() });
    expect(response.statusCode).toBe(201);
    const { kyc } = response.json();
    expect(kyc.files[slot].contentType).toBe(contentType);
    const download = await served(investor, kyc.files[slot].id);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe(contentType);
    if (imageFormat) expect((await sharp(download.rawPayload).metadata()).format).toBe(imageFormat);
    else expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('serves every file as a download the browser may not sniff, run or cache', async () => {
    const investor = await signUpUser(t);
    const { kyc } = (await submit(investor, {})).json();
    for (const file of Object.values(kyc.files) as Array<{ id: string }>) {
      const response = await served(investor, file.id);
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[a-z-]+\.(png|pdf|jpg)"$/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain('sandbox');
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('re-encodes images: a camera’s EXIF and a trailing HTML page are gone from what is stored', async () => {
    const investor = await signUpUser(t);
    const polyglot = await pngThenHtmlBytes();
    const { kyc } = (await submit(investor, { idFront: { bytes: polyglot, filename: 'id.png', type: 'image/png' } })).json();
    const front = (await served(investor, kyc.files.idFront.id)).rawPayload;
    const selfie = (await served(investor, kyc.files.selfie.id)).rawPayload;
    expect(polyglot.includes('<script>')).toBe(true);
    expect(front.includes('<script>')).toBe(false);
    expect(t.validFiles.selfie.bytes.includes('EXIF-SECRET-OWNER')).toBe(true);
    expect(selfie.includes('EXIF-SECRET-OWNER')).toBe(false);
    expect((await sharp(selfie).metadata()).exif).toBeUndefined();
  });

  it('decides the type from the bytes: a PNG named and declared as a PDF is stored and served as a PNG', async () => {
    const investor = await signUpUser(t);
    const response = await submit(investor, { idBack: { bytes: await pngBytes(), filename: 'scan.pdf', type: 'application/pdf' } });
    const { kyc } = response.json();
    expect(kyc.files.idBack.contentType).toBe('image/png');
    const download = await served(investor, kyc.files.idBack.id);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toContain('id-back.png');
  });

  const refused: Array<[string, KycSlot, () => Promise<UploadFile>, string]> = [
    [
      'an HTML page renamed .png',
      'idFront',
      async () => ({ bytes: htmlBytes(), filename: 'id.png', type: 'image/png' }),
      'ID front must be a JPEG, PNG or WebP image or a PDF.',
    ],
    [
      'an HTML page renamed .pdf',
      'idBack',
      async () => ({ bytes: htmlBytes(), filename: 'id.pdf', type: 'application/pdf' }),
      'ID back must be a JPEG, PNG or WebP image or a PDF.',
    ],
    [
      'a PNG header followed by HTML',
      'idFront',
      async () => ({ bytes: await pngHeaderThenHtmlBytes(), filename: 'id.png', type: 'image/png' }),
      'ID front could not be read as an image.',
    ],
    ['an SVG', 'idBack', async () => ({ bytes: svgBytes(), filename: 'id.svg', type: 'image/svg+xml' }), 'ID back must be a JPEG, PNG or WebP image or a PDF.'],
    [
      'an SVG renamed .jpg as the selfie',
      'selfie',
      async () => ({ bytes: svgBytes(), filename: 'me.jpg', type: 'image/jpeg' }),
      'Selfie must be a JPEG, PNG or WebP image.',
    ],
    ['a GIF', 'selfie', async () => ({ bytes: await gifBytes(), filename: 'me.gif', type: 'image/gif' }), 'Selfie must be a JPEG, PNG or WebP image.'],
    [
      'a PDF as the selfie',
      'selfie',
      async () => ({ bytes: pdfBytes(), filename: 'me.pdf', type: 'application/pdf' }),
      'Selfie must be a JPEG, PNG or WebP image.',
    ],
    [
      'a decompression bomb',
      'idFront',
      async () => ({ bytes: decompressionBombPng(), filename: 'id.png', type: 'image/png' }),
      'ID front could not be read as an image.',
    ],
  ];
  it.each(refused)('refuses %s with a 400 and stores nothing', async (_name, slot, file, message) => {
    const investor = await signUpUser(t);
    const before = await storedFileCount();
    const response = await submit(investor, { [slot]: await file() });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await storedFileCount()).toBe(before);
    expect(await recordsOf(investor)).toEqual([]);
  });

  it('accepts files of exactly 10 MB', async () => {
    const investor = await signUpUser(t);
    const pdf = pdfBytes();
    // A PDF padded with a trailing comment up to the limit.
    const tenMegabytes = Buffer.concat([pdf, Buffer.from('%'), Buffer.alloc(KYC_MAX_FILE_BYTES - pdf.length - 1, 0x20)]);
    const upload = { bytes: tenMegabytes, filename: 'scan.pdf', type: 'application/pdf' };
    expect((await submit(investor, { idFront: upload, idBack: upload })).statusCode).toBe(201);
  });

  it('refuses a file one byte over 10 MB with a 413 and stores nothing', async () => {
    const investor = await signUpUser(t);
    const before = await storedFileCount();
    const pdf = pdfBytes();
    const oversize = Buffer.concat([pdf, Buffer.from('%'), Buffer.alloc(KYC_MAX_FILE_BYTES - pdf.length, 0x20)]);
    expect(oversize.length).toBe(KYC_MAX_FILE_BYTES + 1);
    const response = await submit(investor, { idBack: { bytes: oversize, filename: 'big.pdf', type: 'application/pdf' } });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('Each file must be at most 10 MB.');
    expect(await storedFileCount()).toBe(before);
    expect(await recordsOf(investor)).toEqual([]);
  });

  it('keeps the files in the database, where no URL of the web app reaches them', async () => {
    const investor = await signUpUser(t);
    const { kyc } = (await submit(investor, {})).json();
    const [stored] = await t.ctx.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.key, `kyc/${kyc.id}/id-front.png`));
    const bytes = stored!.bytes;
    const withClient = await buildApp(t.ctx, { serveClient: true });
    try {
      for (const url of [`/uploads/kyc/${kyc.id}/id-front.png`, `/kyc/${kyc.id}/id-front.png`, `/data/uploads/kyc/${kyc.id}/id-front.png`]) {
        const response = await withClient.inject({ method: 'GET', url, headers: { cookie: investor.cookie } });
        expect(response.rawPayload.equals(bytes), url).toBe(false);
        expect(response.headers['content-type'], url).not.toMatch(/^image\//);
      }
    } finally {
      await withClient.close();
    }
  });
});
