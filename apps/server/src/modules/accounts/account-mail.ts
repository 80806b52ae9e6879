import { escapeHtml, type MailMessage } from '../../lib/mail.js';

interface Recipient {
  email: string;
  firstName: string;
  organisationId: number;
}

function layout(paragraphs: string[], action?: { label: string; href: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(action.href)}" style="background:#1864ab;color:#ffffff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#212529;max-width:560px">${body}${button}<p style="color:#495057;font-size:13px">Kitlab</p></body></html>`;
}

export function recoveryCodeMail(to: Recipient, code: string): MailMessage {
  const lines = [
    `Hello ${to.firstName},`,
    `Your Kitlab password recovery code is ${code}.`,
    'It is valid for 10 minutes and can be used once. If you did not ask for it, you can ignore this email: your password has not changed.',
  ];
  return {
    to: to.email,
    organisationId: to.organisationId,
    subject: `Your Kitlab recovery code: ${code}`,
    text: lines.join('\n\n'),
    html: layout(lines),
  };
}

export function resetLinkMail(to: Recipient, link: string, isNewAccount: boolean): MailMessage {
  const lines = isNewAccount
    ? [
        `Hello ${to.firstName},`,
        'Your school has created a Kitlab account for you. Choose your password with the link below to sign in for the first time.',
        'The link is valid for 24 hours and can be used once.',
      ]
    : [
        `Hello ${to.firstName},`,
        'Your school administrator has sent you a link to set a new Kitlab password.',
        'The link is valid for 24 hours and can be used once. If you did not expect it, ask your school before using it.',
      ];
  return {
    to: to.email,
    organisationId: to.organisationId,
    subject: isNewAccount ? 'Welcome to Kitlab: choose your password' : 'Set a new Kitlab password',
    text: `${lines.join('\n\n')}\n\n${link}`,
    html: layout(lines, { label: 'Choose a password', href: link }),
  };
}
