import type { OutboxRow } from './outbox.repository.js';

export const presentOutboxMessage = (row: OutboxRow) => ({
  id: row.id,
  to: row.toAddress,
  subject: row.subject,
  text: row.textBody,
  html: row.htmlBody,
  created_at: row.createdAt.toISOString(),
});
