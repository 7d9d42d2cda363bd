import { expect } from '@playwright/test';
import { htmlPart, subjectOf } from '../../support/smtp-inbox';

// The e2e server's SMTP listener (support/mail-catcher.mjs) shows what it received here.
const MAIL_VIEW = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3137) + 2}/`;

interface CaughtMail {
  to: string[];
  raw: string;
}

/**
 * The path and query of the newest link to `path` mailed to `to`, once the app's mail worker has
 * delivered it (it sends every few seconds).
 */
export async function mailedLink(to: string, path: string, options: { after?: number } = {}): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = ((await (await fetch(MAIL_VIEW)).json()) as CaughtMail[]).slice(options.after ?? 0);
        const links = mails
          .filter((mail) => mail.to.includes(to))
          .flatMap((mail) => [...htmlPart(mail.raw).matchAll(/href="([^"]+)"/g)].map((match) => new URL(match[1]!.replaceAll('&amp;', '&'))))
          .filter((url) => url.pathname === path);
        link = links.length ? `${links.at(-1)!.pathname}${links.at(-1)!.search}` : undefined;
        return link;
      },
      { timeout: 30_000, message: `a mail to ${to} with a link to ${path}` },
    )
    .toBeTruthy();
  return link!;
}

/** The mails delivered to `to` so far: subject and HTML, oldest first. */
export async function mailsTo(to: string): Promise<Array<{ subject: string; html: string }>> {
  const mails = (await (await fetch(MAIL_VIEW)).json()) as CaughtMail[];
  return mails.filter((mail) => mail.to.includes(to)).map((mail) => ({ subject: subjectOf(mail.raw), html: htmlPart(mail.raw) }));
}

/** How many mails the listener holds now: pass as `after` to look only at later ones. */
export async function mailCount(): Promise<number> {
  return ((await (await fetch(MAIL_VIEW)).json()) as CaughtMail[]).length;
}

/**
 * The withdrawal confirmation code in the newest such mail to `to` after the first `after` mails
 * the listener held, once the mail worker has delivered it.
 */
export async function mailedWithdrawalCode(to: string, after: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = ((await (await fetch(MAIL_VIEW)).json()) as CaughtMail[]).slice(after).filter((mail) => mail.to.includes(to));
        code = mails
          .map((mail) => /<strong>(\d{6})<\/strong>/.exec(htmlPart(mail.raw))?.[1])
          .filter(Boolean)
          .at(-1);
        return code;
      },
      { timeout: 30_000, message: `a withdrawal code mailed to ${to}` },
    )
    .toBeTruthy();
  return code!;
}
