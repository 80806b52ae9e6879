import { escapeHtml, type MailMessage } from '../../lib/mail.js';

export interface DigestItem {
  title: string;
  body: string;
  link: string;
}

/** One email listing a user's waiting notifications, each with a link to its screen. */
export function digestMail(
  to: { email: string; firstName: string; organisationId: number },
  items: readonly DigestItem[],
  publicUrl: string,
): MailMessage {
  const base = publicUrl.replace(/\/$/, '');
  const intro = `Hello ${to.firstName},`;
  const summary =
    items.length === 1
      ? 'Here is 1 notification from Kitlab since your last digest.'
      : `Here are ${items.length} notifications from Kitlab since your last digest.`;
  const settings = `Choose what you receive at ${base}/settings/notifications`;
  const text = [
    intro,
    summary,
    ...items.map((item) => `- ${item.title}\n  ${item.body}\n  ${base}${item.link}`),
    settings,
  ].join('\n\n');
  const list = items
    .map(
      (item) =>
        `<li style="margin:0 0 12px"><a href="${escapeHtml(base + item.link)}">${escapeHtml(item.title)}</a><br>${escapeHtml(item.body)}</li>`,
    )
    .join('');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#212529;max-width:560px"><p>${escapeHtml(intro)}</p><p>${escapeHtml(summary)}</p><ul style="padding-left:20px">${list}</ul><p style="color:#495057;font-size:13px"><a href="${escapeHtml(`${base}/settings/notifications`)}">Notification settings</a> · Kitlab</p></body></html>`;
  return {
    to: to.email,
    organisationId: to.organisationId,
    subject:
      items.length === 1
        ? 'Your Kitlab digest: 1 notification'
        : `Your Kitlab digest: ${items.length} notifications`,
    text,
    html,
  };
}
