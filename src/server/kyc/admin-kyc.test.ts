import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp, signUpUser, type SignedInUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { insertPendingKyc } from '../../../tests/support/admin-fixtures';
import { auditLog, kycRecords, mailOutbox, notifications } from '../db/schema';
import { createFileStorage } from '../storage';

describe.each(testDatabaseKinds())('admin KYC on %s', (kind) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-kyc-'));
  const t = useTestApp(kind, { dataDir });
  let admin: SignedInUser;
  beforeAll(async () => {
    admin = await signUpUser(t, { role: 'admin' });
  });
  afterAll(async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists pending submissions with the investor and links to documents only an admin or the owner can open', async () => {
    const investor = await signUpUser(t, { fullname: 'Grace Kyc' });
    const record = await insertPendingKyc(t, investor.user.id);
    const front = Buffer.from('%PDF-1.4 front of the ID');
    await createFileStorage(t.ctx).put('kyc/front', front);

    const page = (await admin.inject({ method: 'GET', url: '/api/admin/kyc?q=grace' })).json();
    expect(page.items).toMatchObject([
      {
        id: record.id,
        fullname: 'Grace Kyc',
        email: investor.user.email,
        idType: 'Passport',
        status: 'pending',
        files: { idFront: { id: `${record.id}.idFront`, contentType: 'image/png' } },
      },
    ]);
    // Storage keys stay on the server; the console only ever sees file ids.
    expect(JSON.stringify(page)).not.toContain('kyc/front');

    const url = `/api/kyc/files/${page.items[0].files.idFront.id}`;
    const asAdmin = await admin.inject({ method: 'GET', url });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.rawPayload.equals(front)).toBe(true);
    const stranger = await signUpUser(t);
    expect((await stranger.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('approves once, tells the investor and audits', async () => {
    const investor = await signUpUser(t);
    const record = await insertPendingKyc(t, investor.user.id);
    const response = await admin.inject({ method: 'POST', url: `/api/admin/kyc/${record.id}/approve` });
    expect(response.statusCode).toBe(200);
    expect(response.json().kyc).toMatchObject({ status: 'approved', decidedBy: admin.user.id });
    const again = await admin.inject({ method: 'POST', url: `/api/admin/kyc/${record.id}/reject`, payload: { reason: 'x' } });
    expect(again.statusCode).toBe(409);

    const seen = (await investor.inject({ method: 'GET', url: '/api/kyc' })).json();
    expect(seen).toMatchObject({ status: 'approved', canSubmit: false });
    const notes = (await investor.inject({ method: 'GET', url: '/api/notifications' })).json();
    expect(notes.items.map((n: { message: string }) => n.message)).toContain('Your identity verification (KYC) was approved.');
    const [audit] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, record.id));
    expect(audit).toMatchObject({ action: 'kyc.approve', before: { status: 'pending' }, after: { status: 'approved' } });
  });

  it('rejects with a reason the investor sees, and lets them submit again', async () => {
    const investor = await signUpUser(t);
    const record = await insertPendingKyc(t, investor.user.id);
    const missingReason = await admin.inject({ method: 'POST', url: `/api/admin/kyc/${record.id}/reject`, payload: { reason: '  ' } });
    expect(missingReason.statusCode).toBe(400);
    const response = await admin.inject({
      method: 'POST',
      url: `/api/admin/kyc/${record.id}/reject`,
      payload: { reason: 'The selfie is blurred.' },
    });
    expect(response.statusCode).toBe(200);
    const [stored] = await t.ctx.db.select().from(kycRecords).where(eq(kycRecords.id, record.id));
    expect(stored).toMatchObject({ status: 'rejected', rejectionReason: 'The selfie is blurred.' });

    const seen = (await investor.inject({ method: 'GET', url: '/api/kyc' })).json();
    expect(seen).toMatchObject({ status: 'rejected', canSubmit: true, kyc: { rejectionReason: 'The selfie is blurred.' } });
    const [mail] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, investor.user.email));
    expect(mail).toMatchObject({ template: 'kyc_rejected', subject: 'Your identity verification was rejected' });
    expect(mail!.text).toContain('The selfie is blurred.');
  });

  it('decides once when two admins approve and reject at the same moment', async () => {
    const colleague = await signUpUser(t, { role: 'admin' });
    for (let round = 0; round < 3; round += 1) {
      const investor = await signUpUser(t);
      const record = await insertPendingKyc(t, investor.user.id);
      const [approved, rejected] = await Promise.all([
        admin.inject({ method: 'POST', url: `/api/admin/kyc/${record.id}/approve` }),
        colleague.inject({ method: 'POST', url: `/api/admin/kyc/${record.id}/reject`, payload: { reason: 'Blurred' } }),
      ]);
      expect([approved.statusCode, rejected.statusCode].sort()).toEqual([200, 409]);
      const [stored] = await t.ctx.db.select().from(kycRecords).where(eq(kycRecords.id, record.id));
      expect(stored!.status).toBe(approved.statusCode === 200 ? 'approved' : 'rejected');
      expect(await t.ctx.db.select().from(notifications).where(eq(notifications.userId, investor.user.id))).toHaveLength(1);
      expect(await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, record.id))).toHaveLength(1);
    }
  });
});
