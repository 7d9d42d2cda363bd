import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../errors';
import { KYC_MAX_FILE_BYTES } from '../../shared/constants';
import { KYC_FILE_SLOTS, type KycFileSlot } from '../../shared/schemas/kyc';

export interface KycUpload {
  fields: Record<string, string>;
  files: Partial<Record<KycFileSlot, Buffer>>;
}

export const KYC_MULTIPART_LIMITS = {
  fileSize: KYC_MAX_FILE_BYTES,
  files: KYC_FILE_SLOTS.length,
  fields: 20,
  fieldSize: 2_000,
  parts: 30,
};

export const FILE_TOO_LARGE_MESSAGE = `Each file must be at most ${KYC_MAX_FILE_BYTES / (1024 * 1024)} MB.`;

const isSlot = (name: string): name is KycFileSlot => (KYC_FILE_SLOTS as readonly string[]).includes(name);

/** @fastify/multipart reports its limits as errors with FST_ codes; they become answers in our shape. */
function toAppError(error: unknown): unknown {
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, 'FILE_TOO_LARGE', FILE_TOO_LARGE_MESSAGE);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest('NOT_MULTIPART', 'The form must be sent as multipart/form-data.');
  if (code?.startsWith('FST_') && statusCode && statusCode < 500) return badRequest('BAD_UPLOAD', 'The upload could not be read.');
  return error;
}

/** Reads the whole form, holding each file (at most 10 MB, three of them) in memory. */
export async function readKycUpload(request: FastifyRequest): Promise<KycUpload> {
  const upload: KycUpload = { fields: {}, files: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!isSlot(part.fieldname)) throw badRequest('UNKNOWN_FILE', `Unexpected file field ${part.fieldname.slice(0, 40)}.`);
        upload.files[part.fieldname] = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        upload.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw toAppError(error);
  }
  return upload;
}
