import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { signUpUser } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/databases';
import { useMailedTestApp } from '../../../tests/support/mail-delivery';
import { mailOutbox } from '../db/schema';
import { enqueueMail } from './outbox';
import { deliverDueMail } from './deliver';
import { createSmtpTransport } from './transport';
import { MAX_MAIL_ATTEMPTS } from './backoff';
import { withdrawalSubmittedMail } from './templates/withdrawal-submitted';

const FROM = 'Invest <no-reply@invest.example>';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabaseKinds())('mail delivery through a real SMTP server on %s', (kind) => {
  const { t, mail: delivery } = useMailedTestApp(kind, { supportEmail: 'help@invest.example' });
  const outboxRow = async (id: string) => (await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

  it('delivers a support message once, escaped, with a one-line subject, and marks it sent', async () => {
    const investor = await signUpUser(t);
    const posted = await investor.inject({
      method: 'POST',
      url: '/api/support',
      payload: { name: 'Mallory\r\nBcc: everyone@example.com', email: 'm@example.com', message: '<img src=x onerror=alert(1)> & "quotes"' },
    });
    expect(posted.statusCode).toBe(201);

    expect(await deliverDueMail(t.ctx.db, delivery.transport, { from: FROM })).toEqual({ sent: 1, failed: 0 });
    expect(await deliverDueMail(t.ctx.db, delivery.transport, { from: FROM })).toEqual({ sent: 0, failed: 0 });

    expect(delivery.inbox.received).toHaveLength(1);
    const [mail] = delivery.inbox.received;
    expect(mail!.to).toEqual(['help@invest.example']);
    expect(mail!.subject).toBe('Support message from Mallory Bcc: everyone@example.com');
    const headers = mail!.raw.split('\r\n\r\n')[0]!;
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(mail!.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
    expect(mail!.html).not.toContain('<img');
    const [row] = await t.ctx.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row!.sentAt).not.toBeNull();
    expect(mail!.messageId).toBe(`<${row!.id}@invest.example>`);
  });

  it('retries a refused send after a growing delay, then delivers it once', async () => {
    await enqueueMail(t.ctx.db, {
      to: 'ann@example.com',
      ...withdrawalSubmittedMail({ fullname: 'Ann', cryptoType: 'BTC', amountCents: 100_00, feeCents: 2_00, walletAddress: 'bc1qxyz' }),
    });
    const [{ id }] = (await t.ctx.db.select({ id: mailOutbox.id }).from(mailOutbox)) as [{ id: string }];
    delivery.inbox.refuseNext(2);
    const options = { from: FROM, retryBaseMs: 400 };

    expect(await deliverDueMail(t.ctx.db, delivery.transport, options)).toEqual({ sent: 0, failed: 1 });
    const afterFirst = await outboxRow(id);
    expect(afterFirst).toMatchObject({ status: 'pending', attempts: 1 });
    expect(afterFirst.lastError).toContain('Mailbox busy');
    // Not due yet: nothing is attempted straight away.
    expect(await deliverDueMail(t.ctx.db, delivery.transport, options)).toEqual({ sent: 0, failed: 0 });

    await sleep(450);
    expect(await deliverDueMail(t.ctx.db, delivery.transport, options)).toEqual({ sent: 0, failed: 1 });
    const afterSecond = await outboxRow(id);
    expect(afterSecond.attempts).toBe(2);
    // The second wait is twice the first.
    const [{ waitMs }] = (await t.ctx.db
      .select({ waitMs: sql<number>`extract(epoch from (${mailOutbox.nextAttemptAt} - now())) * 1000` })
      .from(mailOutbox)) as [{ waitMs: number }];
    expect(Number(waitMs)).toBeGreaterThan(450);

    await sleep(850);
    expect(await deliverDueMail(t.ctx.db, delivery.transport, options)).toEqual({ sent: 1, failed: 0 });
    expect(delivery.inbox.received.map((mail) => mail.subject)).toEqual(['Withdrawal Submitted']);
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it('gives up after the last attempt and keeps the mail as failed', async () => {
    await enqueueMail(t.ctx.db, { to: 'bob@example.com', template: 'test', subject: 'Hello', text: 'Hello' });
    await t.ctx.db.update(mailOutbox).set({ attempts: MAX_MAIL_ATTEMPTS - 1 });
    delivery.inbox.refuseNext(1);
    expect(await deliverDueMail(t.ctx.db, delivery.transport, { from: FROM })).toEqual({ sent: 0, failed: 1 });
    const [row] = await t.ctx.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });
  });

  it('sends each mail exactly once when two workers run at the same time', async () => {
    for (let i = 0; i < 30; i += 1) {
      await enqueueMail(t.ctx.db, { to: `reader${i}@example.com`, template: 'test', subject: `Mail ${i}`, text: `Body ${i}` });
    }
    const secondTransport = createSmtpTransport(delivery.inbox.url);
    const results = await Promise.all([
      deliverDueMail(t.ctx.db, delivery.transport, { from: FROM, batchSize: 7 }),
      deliverDueMail(t.ctx.db, secondTransport, { from: FROM, batchSize: 7 }),
      deliverDueMail(t.ctx.db, delivery.transport, { from: FROM, batchSize: 7 }),
      deliverDueMail(t.ctx.db, secondTransport, { from: FROM, batchSize: 7 }),
      deliverDueMail(t.ctx.db, delivery.transport, { from: FROM, batchSize: 7 }),
    ]);
    secondTransport.close();
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(30);
    const subjects = delivery.inbox.received.map((mail) => mail.subject).sort();
    expect(subjects).toHaveLength(30);
    expect(new Set(subjects).size).toBe(30);
    const statuses = await t.ctx.db.select({ status: mailOutbox.status }).from(mailOutbox);
    expect(statuses.every((row) => row.status === 'sent')).toBe(true);
  });

  it('never resends a mail whose sender stopped mid-send; it is parked as failed', async () => {
    await enqueueMail(t.ctx.db, { to: 'cy@example.com', template: 'test', subject: 'Maybe sent', text: 'x' });
    await t.ctx.db.update(mailOutbox).set({ status: 'sending', attempts: 1, lockedUntil: sql`now() - interval '1 second'` });
    expect(await deliverDueMail(t.ctx.db, delivery.transport, { from: FROM })).toEqual({ sent: 0, failed: 0 });
    expect(delivery.inbox.received).toHaveLength(0);
    const [row] = await t.ctx.db.select().from(mailOutbox);
    expect(row!.status).toBe('failed');
    expect(row!.lastError).toContain('outcome unknown');
  });
});
