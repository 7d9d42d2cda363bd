import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';

/** The text a QR code on the page encodes, read from its pixels as a wallet's camera would. */
export async function qrText(qr: Locator): Promise<string | undefined> {
  const png = await qr.screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}
