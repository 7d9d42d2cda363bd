// A real SMTP listener for the e2e server, and a read-only HTTP view of what it received
// (GET /mail → [{to, raw}]), so browser tests can open the links the app mails.
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

export async function startMailCatcher(smtpPort, httpPort) {
  const received = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  const view = http.createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(received));
  });
  await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  await new Promise((resolve) => view.listen(httpPort, '127.0.0.1', resolve));
  return () => {
    smtp.close();
    view.close();
  };
}
