import nodemailer from 'nodemailer';
import type { Database } from '../db/client.js';
import { outboxMessages } from '../db/schema/index.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The recipient's school, so that its administrators can read it in the outbox. */
  organisationId: number | null;
}

export interface Mailer {
  readonly delivery: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export const MAIL_FROM = 'Kitlab <no-reply@kitlab.test>';

/** Real SMTP when `SMTP_URL` is set; otherwise mail is kept in the outbox table. */
export function createMailer(db: Database, smtpUrl: string | undefined, from = MAIL_FROM): Mailer {
  if (!smtpUrl) {
    return {
      delivery: 'outbox',
      async send(message) {
        await db.insert(outboxMessages).values({
          organisationId: message.organisationId,
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html,
        });
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    delivery: 'smtp',
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
  };
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}
