import { desc, or, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client.js';
import { rowsWritten } from '../db/rows-written.js';
import { outboxMessages } from '../db/schema/index.js';
import { namesStudent, studentEmailSql } from './student-naming.sql.js';

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
  /** Many at once where the delivery can (the outbox: one statement per thousand). */
  sendMany?(messages: readonly MailMessage[]): Promise<void>;
}

/** Rows per insert: six parameters each stay well under PostgreSQL's 65,535. */
const OUTBOX_BATCH = 1000;

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
      async sendMany(messages) {
        for (let start = 0; start < messages.length; start += OUTBOX_BATCH) {
          await db.insert(outboxMessages).values(
            messages.slice(start, start + OUTBOX_BATCH).map((message) => ({
              organisationId: message.organisationId,
              toAddress: message.to,
              subject: message.subject,
              textBody: message.text,
              htmlBody: message.html,
            })),
          );
        }
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

const mailToOrAbout = (studentId: number) =>
  or(
    sql`lower(${outboxMessages.toAddress}) = ${studentEmailSql(studentId)}`,
    namesStudent(sql`${outboxMessages.subject} || ' ' || ${outboxMessages.textBody}`, studentId),
  );

/** A student's part of the kept mail, for the export of their data: what was sent to them. */
export async function exportMailStudentData(db: Database, studentId: number) {
  const mail = await db
    .select({ subject: outboxMessages.subject, sent_at: outboxMessages.createdAt })
    .from(outboxMessages)
    .where(sql`lower(${outboxMessages.toAddress}) = ${studentEmailSql(studentId)}`)
    .orderBy(desc(outboxMessages.createdAt));
  return { mail };
}

/** Removes kept mail sent to the student or naming them; answers how many went. */
export function eraseMailStudentData(tx: Database, studentId: number): Promise<number> {
  return rowsWritten(tx, [
    sql`delete from ${outboxMessages} where ${mailToOrAbout(studentId)} returning 1`,
  ]);
}
