import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface DeliveredMail {
  from: string;
  to: string[];
  /** The raw message as the server received it: headers and MIME body. */
  raw: string;
}

/** A real SMTP server on a free local port that keeps every message it is handed. */
export async function startSmtpCatcher() {
  const delivered: DeliveredMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        delivered.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    async waitFor(to: string, timeoutMs = 5000): Promise<DeliveredMail> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mail = delivered.findLast((m) => m.to.includes(to));
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The decoded text/plain part of a raw multipart message (quoted-printable or base64). */
export function plainTextOf(raw: string): string {
  const part =
    /Content-Type: text\/plain[^\r\n]*((?:\r?\n[^\r\n]+)*)\r?\n\r?\n([\s\S]*?)(?=\r?\n--|$)/i.exec(
      raw,
    );
  if (!part) throw new Error('the message has no text/plain part');
  const [, partHeaders = '', body = ''] = part;
  const encoding = /Content-Transfer-Encoding: ([\w-]+)/i.exec(partHeaders)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
