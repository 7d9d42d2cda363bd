import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { signUpUser, type SignedInUser } from '../../../tests/support/test-app';
import { storedFileNames, useKycTestApp } from '../../../tests/support/kyc-test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { KYC_TEXT_FIELDS, multipartBody, type UploadFile } from '../../../tests/support/account-fixtures';
import { kycRecords, mailOutbox, notifications } from '../db/schema';
import { accountMessages } from '../../shared/messages';

describe.each(testDatabaseKinds())('KYC submission on %s', (kind) => {
  const t = useKycTestApp(kind, 'kyc-test-');

  const submit = async (investor: SignedInUser, fields: Record<string, string> = KYC_TEXT_FIELDS, uploads: Record<string, UploadFile> = t.validFiles) =>
    investor.inject({ method: 'POST', url: '/api/kyc', ...(await multipartBody(fields, uploads)) });
  const rejectLatest = (userId: string) =>
    t.ctx.db.update(kycRecords).set({ status: 'rejected', rejectionReason: 'Blurred' }).where(eq(kycRecords.userId, userId));

  it('accepts the three steps with a PNG, a PDF and a JPEG: pending, notified, mailed, stored under DATA_DIR', async () => {
    const investor = await signUpUser(t, { fullname: 'Ada Account' });
    expect((await investor.inject({ method: 'GET', url: '/api/kyc' })).json()).toEqual({ status: 'none', canSubmit: true, kyc: null });

    const response = await submit(investor);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe(accountMessages.kycSubmitted);
    expect(body.kyc).toMatchObject({ ...KYC_TEXT_FIELDS, status: 'pending' });
    expect(body.kyc.files.idFront.contentType).toBe('image/png');
    expect(body.kyc.files.idBack.contentType).toBe('application/pdf');
    expect(body.kyc.files.selfie.contentType).toBe('image/jpeg');

    const status = (await investor.inject({ method: 'GET', url: '/api/kyc' })).json();
    expect(status).toMatchObject({ status: 'pending', canSubmit: false, kyc: { id: body.kyc.id } });

    const [notification] = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, investor.user.id));
    expect(notification).toMatchObject({ kind: 'kyc_submitted', refId: body.kyc.id });
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, investor.user.email));
    expect(mails.map((mail) => mail.subject)).toEqual(['KYC received']);

    expect(await storedFileNames(t, `kyc/${body.kyc.id}/`)).toEqual(['id-back.pdf', 'id-front.png', 'selfie.jpg']);
  });

  it('requires every text field and every file', async () => {
    const investor = await signUpUser(t);
    const { idBack: _omitted, ...twoFiles } = t.validFiles;
    const cases: Array<[Record<string, string>, Record<string, UploadFile>, string]> = [
      [{ ...KYC_TEXT_FIELDS, country: ' ' }, t.validFiles, 'Country is required.'],
      [{ ...KYC_TEXT_FIELDS, idType: 'Library card' }, t.validFiles, 'Please select an ID type.'],
      [{ ...KYC_TEXT_FIELDS, expiryDate: '2001-01-01' }, t.validFiles, 'The ID document has expired.'],
      [{ ...KYC_TEXT_FIELDS, dob: 'yesterday' }, t.validFiles, 'Date of birth must be a valid date.'],
      [KYC_TEXT_FIELDS, twoFiles, 'ID back is required.'],
    ];
    for (const [fields, uploads, message] of cases) {
      const response = await submit(investor, fields, uploads);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    const { fullName: _name, ...withoutName } = KYC_TEXT_FIELDS;
    expect((await submit(investor, withoutName)).json().error.message).toBe('Full name is required.');
    const asJson = await investor.inject({ method: 'POST', url: '/api/kyc', payload: KYC_TEXT_FIELDS });
    expect(asJson.statusCode).toBe(400);
  });

  it('takes one submission at a time: a new one only after a rejection, none after approval', async () => {
    const investor = await signUpUser(t);
    expect((await submit(investor)).statusCode).toBe(201);
    const again = await submit(investor);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Your KYC submission is already pending review.');

    await rejectLatest(investor.user.id);
    const rejected = (await investor.inject({ method: 'GET', url: '/api/kyc' })).json();
    expect(rejected).toMatchObject({ status: 'rejected', canSubmit: true, kyc: { rejectionReason: 'Blurred' } });
    expect((await submit(investor)).statusCode).toBe(201);

    await t.ctx.db
      .update(kycRecords)
      .set({ status: 'approved' })
      .where(and(eq(kycRecords.userId, investor.user.id), eq(kycRecords.status, 'pending')));
    const afterApproval = await submit(investor);
    expect(afterApproval.statusCode).toBe(409);
    expect(afterApproval.json().error.message).toBe('Your identity is already verified.');
  });

  it('keeps one open submission when two arrive at once', async () => {
    const investor = await signUpUser(t);
    const results = await Promise.all([submit(investor), submit(investor), submit(investor)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await t.ctx.db.select().from(kycRecords).where(eq(kycRecords.userId, investor.user.id));
    expect(rows).toHaveLength(1);
    expect(await storedFileNames(t, `kyc/${rows[0]!.id}/`)).toHaveLength(3);
  });

  it('answers 404 to a second investor for every one of the first one’s files, and serves them to an admin', async () => {
    const first = await signUpUser(t);
    const second = await signUpUser(t);
    const admin = await signUpUser(t, { role: 'admin' });
    const { kyc } = (await submit(first)).json();
    for (const file of Object.values(kyc.files) as Array<{ id: string }>) {
      const url = `/api/kyc/files/${file.id}`;
      expect((await second.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      expect((await admin.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
    expect((await second.inject({ method: 'GET', url: '/api/kyc' })).json().kyc).toBeNull();
    expect((await first.inject({ method: 'GET', url: '/api/kyc/files/..%2F..%2Fpglite' })).statusCode).toBe(404);
    expect((await first.inject({ method: 'GET', url: `/api/kyc/files/${kyc.id}.passwordHash` })).statusCode).toBe(404);
  });
});
