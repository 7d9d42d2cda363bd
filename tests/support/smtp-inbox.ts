import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  messageId: string;
  /** The HTML part, decoded from quoted-printable. */
  html: string;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

const ENCODED_WORD = /=\?[^?]+\?([BQ])\?([^?]*)\?=/gi;

/** The bytes of one RFC 2047 encoded word's text, in base64 (B) or quoted-printable-like (Q) form. */
const encodedWordBytes = (encoding: string, text: string) =>
  encoding.toUpperCase() === 'B'
    ? Buffer.from(text, 'base64')
    : Buffer.from(
        text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      );

/**
 * The Subject header as the reader sees it: unfolded, and a non-ASCII subject decoded from the
 * encoded words nodemailer writes (adjacent words joined as bytes first, so a character split
 * between two words comes out whole).
 */
export function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  const unfolded = header.replace(/\?=\r?\n?[ \t]+=\?/g, '?==?').replace(/\r?\n[ \t]+/g, ' ');
  return unfolded.replace(/(?:=\?[^?]+\?[BQ]\?[^?]*\?=)+/gi, (words) =>
    Buffer.concat([...words.matchAll(ENCODED_WORD)].map((word) => encodedWordBytes(word[1]!, word[2]!))).toString('utf8'),
  );
}

/** The HTML part of a raw message as nodemailer writes it. */
export function htmlPart(raw: string): string {
  const match = /Content-Type: text\/html[^\r\n]*\r\n(?:[^\r\n]+\r\n)*\r\n([\s\S]*?)\r\n--/i.exec(raw);
  if (!match) return '';
  const encoding = /Content-Type: text\/html[\s\S]*?Content-Transfer-Encoding: ([\w-]+)/i.exec(raw)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(match[1]!, 'base64').toString('utf8');
  return encoding === 'quoted-printable' ? decodeQuotedPrintable(match[1]!) : match[1]!;
}

/**
 * A real SMTP server on a free local port that keeps what it receives. `refuseNext(n)` makes the
 * next n deliveries fail with a temporary error, as a busy mail server would.
 */
export async function startSmtpInbox() {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
          return callback(error);
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          subject: subjectOf(raw),
          messageId: /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim() ?? '',
          html: htmlPart(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count: number) {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
