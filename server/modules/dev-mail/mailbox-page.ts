import { MESSAGE_CHANNEL_LABELS, type MessageChannel } from '#contract/messaging';
import { escapeHtml, htmlPage } from '../../http/html';

interface MailView {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  links: string[];
}

interface TextView {
  to: string;
  channel: MessageChannel;
  body: string;
  createdAt: string;
}

function renderTexts(texts: TextView[]): string {
  const items = texts
    .map(
      (
        text,
      ) => `<div class="op"><strong>${MESSAGE_CHANNEL_LABELS[text.channel]}</strong> <span class="muted">to ${escapeHtml(text.to)} · ${escapeHtml(text.createdAt)}</span>
<pre>${escapeHtml(text.body)}</pre></div>`,
    )
    .join('');
  return `<h2>Texts</h2><p class="muted">SMS and WhatsApp messages the embedded messaging adapter stored, newest first.</p>${items || '<p>No texts yet.</p>'}`;
}

export function renderMailbox(mails: MailView[], texts: TextView[] = []): string {
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
    `<h1>Dev mailbox</h1><p class="muted">Mail the embedded adapter stored, newest first.</p>${items || '<p>No mail yet.</p>'}${renderTexts(texts)}`,
  );
}
