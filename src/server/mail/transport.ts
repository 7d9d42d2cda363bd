import nodemailer from 'nodemailer';

export interface MailTransport {
  send(mail: { from: string; to: string; subject: string; text: string; html: string; messageId: string }): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer. The timeouts keep one send far shorter than a claim's lease, so a live
 * worker never has its mail counted as abandoned.
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  } as Parameters<typeof nodemailer.createTransport>[1]);
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}
