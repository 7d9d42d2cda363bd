import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client';
import { isUniqueViolation } from '../db/pg-errors';
import { kycRecords, type User } from '../db/schema';
import { badRequest, conflict } from '../errors';
import { notify } from '../notifications/notify';
import { mailUser } from '../mail/send';
import { kycReceivedMail } from '../mail/templates/kyc-received';
import { mailText } from '../mail/text/mail-text';
import type { FileStorage } from '../storage';
import { accountMessages } from '../../shared/messages';
import { KYC_FILE_SLOTS, KYC_SLOT_LABELS, kycFieldsSchema, type KycFileSlot, type KycSubmitResponse } from '../../shared/schemas/kyc';
import { checkKycFile, type CheckedFile } from './file-check';
import { kycStorageKey } from './file-ids';
import { toKycDto } from './dto';
import type { KycUpload } from './read-upload';

/** One submission at a time: a new one only after the last was rejected (backed by a partial unique index). */
async function refuseIfOpen(db: Queryable, userId: string): Promise<void> {
  const [open] = await db
    .select({ status: kycRecords.status })
    .from(kycRecords)
    .where(and(eq(kycRecords.userId, userId), inArray(kycRecords.status, ['pending', 'approved'])))
    .limit(1);
  if (open) throw openSubmissionError(open.status);
}

const openSubmissionError = (status: string) =>
  status === 'approved'
    ? conflict('KYC_APPROVED', 'Your identity is already verified.')
    : conflict('KYC_PENDING', 'Your KYC submission is already pending review.');

function validateFields(fields: Record<string, string>) {
  const parsed = kycFieldsSchema.safeParse(fields);
  if (!parsed.success) throw badRequest('VALIDATION_FAILED', parsed.error.issues[0]!.message);
  return parsed.data;
}

async function checkFiles(files: KycUpload['files']): Promise<Record<KycFileSlot, CheckedFile>> {
  const checked = {} as Record<KycFileSlot, CheckedFile>;
  for (const slot of KYC_FILE_SLOTS) {
    const bytes = files[slot];
    if (!bytes || bytes.length === 0) throw badRequest('FILE_REQUIRED', `${KYC_SLOT_LABELS[slot]} is required.`);
    checked[slot] = await checkKycFile(slot, bytes);
  }
  return checked;
}

export async function submitKyc(
  db: Db,
  storage: FileStorage,
  user: Pick<User, 'id' | 'email' | 'emailPreferences' | 'language'>,
  upload: KycUpload,
): Promise<KycSubmitResponse> {
  await refuseIfOpen(db, user.id);
  const fields = validateFields(upload.fields);
  const files = await checkFiles(upload.files);

  const recordId = randomUUID();
  const keys = Object.fromEntries(KYC_FILE_SLOTS.map((slot) => [slot, kycStorageKey(recordId, slot, files[slot].extension)])) as Record<KycFileSlot, string>;
  try {
    await Promise.all(KYC_FILE_SLOTS.map((slot) => storage.put(keys[slot], files[slot].bytes)));
    const record = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(kycRecords)
        .values({
          id: recordId,
          userId: user.id,
          ...fields,
          idFrontKey: keys.idFront,
          idFrontType: files.idFront.contentType,
          idBackKey: keys.idBack,
          idBackType: files.idBack.contentType,
          selfieKey: keys.selfie,
          selfieType: files.selfie.contentType,
        })
        .returning();
      await notify(tx, {
        userId: user.id,
        kind: 'kyc_submitted',
        message: 'Your KYC documents were received and are pending review.',
        params: {},
        refType: 'kyc',
        refId: recordId,
      });
      await mailUser(tx, user, kycReceivedMail({ fullName: fields.fullName }, mailText(user.language)));
      return row!;
    });
    return { kyc: toKycDto(record), message: accountMessages.kycSubmitted };
  } catch (error) {
    await Promise.all(KYC_FILE_SLOTS.map((slot) => storage.delete(keys[slot])));
    if (isUniqueViolation(error)) {
      await refuseIfOpen(db, user.id);
      throw openSubmissionError('pending');
    }
    throw error;
  }
}
