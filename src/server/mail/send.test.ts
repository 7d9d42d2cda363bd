import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { mailOutbox, type EmailPreferences } from '../db/schema';
import { mailTo, mailUser } from './send';
import { newsMail } from './templates/news';
import { depositRequestMail } from './templates/deposit-request';
import { withdrawalSubmittedMail } from './templates/withdrawal-submitted';

const deposit = depositRequestMail({ fullname: 'Ann', planName: 'Gold', method: 'Bitcoin', amountCents: 500_00, walletAddress: 'bc1q' });
const withdrawal = withdrawalSubmittedMail({ fullname: 'Ann', cryptoType: 'BTC', amountCents: 100_00, feeCents: 0, walletAddress: 'bc1q' });
const prefs = (invplanemail: 'Yes' | 'No'): EmailPreferences => ({ otpsend: 'Yes', roiemail: 'Yes', invplanemail });

describe.each(testDatabaseKinds())('e-mail preferences on %s', (kind) => {
  const t = useTestApp(kind);
  beforeEach(async () => {
    await t.ctx.db.delete(mailOutbox);
  });

  const queuedTemplates = async () => (await t.ctx.db.select().from(mailOutbox)).map((row) => row.template).sort();

  it('queues the deposit-request mail even for an investor who said No to plan mails: it carries the payment instructions', async () => {
    await mailUser(t.ctx.db, { email: 'ann@example.com', emailPreferences: prefs('No') }, deposit);
    expect(await queuedTemplates()).toEqual(['deposit_request']);
  });

  it('leaves out plan news for an investor who said No to plan mails, and sends it to one who said Yes', () => {
    const approved = newsMail({ kind: 'deposit_approved', fullname: 'Ann', message: 'Your deposit was approved.', params: {} });
    expect(mailTo({ email: 'ann@example.com', emailPreferences: prefs('No') }, approved)).toBeUndefined();
    expect(mailTo({ email: 'ann@example.com', emailPreferences: prefs('Yes') }, approved)).toMatchObject({
      to: 'ann@example.com',
      template: 'deposit_approved',
    });
  });

  it('always sends the withdrawal notice, whatever the preferences', async () => {
    const noToEverything: EmailPreferences = { otpsend: 'No', roiemail: 'No', invplanemail: 'No' };
    await mailUser(t.ctx.db, { email: 'ann@example.com', emailPreferences: noToEverything }, withdrawal);
    expect(await queuedTemplates()).toEqual(['withdrawal_submitted']);
  });
});
