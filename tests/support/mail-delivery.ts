import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Config } from '../../src/server/config';
import { mailOutbox } from '../../src/server/db/schema';
import type { DatabaseKind } from './databases';
import { createTestApp, type TestApp } from './test-app';
import { startSmtpInbox, type ReceivedMail } from './smtp-inbox';
import { deliverDueMail } from '../../src/server/mail/deliver';
import { createSmtpTransport } from '../../src/server/mail/transport';

/**
 * A real SMTP listener and a transport to it: `deliver()` sends the outbox as the mail worker would
 * and answers everything received so far; `linkIn` reads a mailed link back out of a mail's HTML.
 */
async function startMailDelivery() {
  const inbox = await startSmtpInbox();
  const transport = createSmtpTransport(inbox.url);
  return {
    inbox,
    transport,
    async deliver(t: TestApp): Promise<ReceivedMail[]> {
      await deliverDueMail(t.ctx.db, transport, { from: 'Invest <no-reply@invest.example>' });
      return inbox.received;
    },
    /** The mails sent to `to`, oldest first. */
    to: (address: string) => inbox.received.filter((mail) => mail.to.includes(address)),
    async close() {
      transport.close();
      await inbox.close();
    },
  };
}

/** The first link in the mail whose path is `path`, or undefined. */
export function linkIn(mail: ReceivedMail | undefined, path: string): URL | undefined {
  const href = /href="([^"]+)"/g;
  for (const match of mail?.html.matchAll(href) ?? []) {
    const url = new URL(match[1]!.replaceAll('&amp;', '&'));
    if (url.pathname === path) return url;
  }
  return undefined;
}

export type MailDelivery = Awaited<ReturnType<typeof startMailDelivery>>;

/**
 * The test app of a describe block that mails through a real SMTP listener; the outbox and the
 * inbox start empty for each test. Both objects are filled in before the first test runs.
 */
export function useMailedTestApp(kind: DatabaseKind, configOverrides: Partial<Config> = {}): { t: TestApp; mail: MailDelivery } {
  const t = {} as TestApp;
  const mail = {} as MailDelivery;
  beforeAll(async () => {
    Object.assign(mail, await startMailDelivery());
    Object.assign(t, await createTestApp(kind, { smtpUrl: mail.inbox.url, ...configOverrides }));
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });
  beforeEach(async () => {
    await t.ctx.db.delete(mailOutbox);
    mail.inbox.received.length = 0;
    mail.inbox.refuseNext(0);
  });
  return { t, mail };
}
