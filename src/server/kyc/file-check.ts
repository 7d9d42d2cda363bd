import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { badRequest } from '../errors';
import { KYC_ACCEPTED_TYPES, KYC_SLOT_LABELS, type KycFileSlot } from '../../shared/schemas/kyc';

export interface CheckedFile {
  bytes: Buffer;
  contentType: string;
  extension: string;
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

// Above a 48-megapixel camera, below what would let a small compressed file claim gigabytes of memory.
const MAX_INPUT_PIXELS = 50_000_000;

function acceptedTypesText(slot: KycFileSlot): string {
  return slot === 'selfie' ? 'a JPEG, PNG or WebP image' : 'a JPEG, PNG or WebP image or a PDF';
}

/** Decodes and encodes the image again: what is stored is pixels only, without metadata or trailing bytes. */
async function reencodeImage(bytes: Buffer, contentType: string): Promise<Buffer> {
  // rotate() applies the EXIF orientation before the metadata (EXIF, GPS, ICC comments) is dropped.
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  if (contentType === 'image/jpeg') return image.jpeg({ quality: 90 }).toBuffer();
  if (contentType === 'image/png') return image.png().toBuffer();
  return image.webp({ quality: 90 }).toBuffer();
}

/**
 * Decides what a file is from its bytes (never its name or declared type), refuses anything but the
 * slot's accepted types (SVG, HTML and other text never pass), and re-encodes images.
 */
export async function checkKycFile(slot: KycFileSlot, bytes: Buffer): Promise<CheckedFile> {
  const label = KYC_SLOT_LABELS[slot];
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !KYC_ACCEPTED_TYPES[slot].includes(detected.mime)) {
    throw badRequest('UNSUPPORTED_FILE_TYPE', `${label} must be ${acceptedTypesText(slot)}.`);
  }
  if (detected.mime === 'application/pdf') {
    return { bytes, contentType: detected.mime, extension: 'pdf' };
  }
  try {
    return { bytes: await reencodeImage(bytes, detected.mime), contentType: detected.mime, extension: EXTENSIONS[detected.mime]! };
  } catch {
    throw badRequest('UNREADABLE_IMAGE', `${label} could not be read as an image.`);
  }
}
