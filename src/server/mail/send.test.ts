import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { mailOutbox, type EmailPreferences } from '../db/schema';
import { mailUser } from './send';
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

  it('skips the deposit-request mail for an investor who said No to plan mails', async () => {
    const recipient = { email: 'ann@example.com', emailPreferences: prefs('No') };
    expect(await mailUser(t.ctx.db, recipient, deposit)).toBe(false);
    expect(await queuedTemplates()).toEqual([]);
  });

  it('sends the deposit-request mail to an investor who said Yes', async () => {
    expect(await mailUser(t.ctx.db, { email: 'ann@example.com', emailPreferences: prefs('Yes') }, deposit)).toBe(true);
    expect(await queuedTemplates()).toEqual(['deposit_request']);
  });

  it('always sends the withdrawal notice, whatever the preferences', async () => {
    const noToEverything: EmailPreferences = { otpsend: 'No', roiemail: 'No', invplanemail: 'No' };
    expect(await mailUser(t.ctx.db, { email: 'ann@example.com', emailPreferences: noToEverything }, withdrawal)).toBe(true);
    expect(await queuedTemplates()).toEqual(['withdrawal_submitted']);
  });
});
