import { escapeHtml, htmlPage } from '../../http/html';

interface MailView {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  links: string[];
}

export function renderMailbox(mails: MailView[]): string {
  const items = mails
    .map(
      (
        mail,
      ) => `<div class="op"><strong>${escapeHtml(mail.subject)}</strong> <span class="muted">to ${escapeHtml(mail.to)} · ${escapeHtml(mail.createdAt)}</span>
<pre>${escapeHtml(mail.text)}</pre>${mail.links.map((link) => `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`).join('<br>')}</div>`,
    )
    .join('');
  return htmlPage(
    'Dev mailbox',
    `<h1>Dev mailbox</h1><p class="muted">Mail the embedded adapter stored, newest first.</p>${items || '<p>No mail yet.</p>'}`,
  );
}
