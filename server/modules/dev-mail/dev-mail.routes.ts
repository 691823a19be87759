/**
 * Dev mailbox: what the embedded mail and messaging adapters stored. Never mounted in production,
 * and only for this machine (loopback connections): its links sign anyone in as the addressee.
 */
import { desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { plainText } from '#contract/common';
import { toE164 } from '#contract/messaging';
import { linksIn } from '../../adapters/mail/mailer';
import type { Queryable } from '../../db/client';
import { mailOutbox, textOutbox } from '../../db/schema/index';
import { defineRoute } from '../../http/route';
import { renderMailbox } from './mailbox-page';

const MailQuerySchema = v.object({
  to: v.optional(v.pipe(plainText(254), v.toLowerCase())),
  format: v.optional(v.picklist(['json', 'html'])),
});

/** Texts (SMS / WhatsApp) the stored messenger kept; `to` as a number however it is typed. */
async function storedTexts(db: Queryable, to: string | undefined) {
  const base = db.select().from(textOutbox);
  const rows = await (to ? base.where(eq(textOutbox.to, toE164(to) ?? to)) : base)
    .orderBy(desc(textOutbox.createdAt))
    .limit(100);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export const devMailRoutes = [
  defineRoute(
    {
      method: 'get',
      path: '/dev/mail',
      tag: 'Development',
      access: 'public',
      hidden: true,
      loopbackOnly: true,
      raw: true,
      summary: 'Mail (`data`) and texts (`texts`) stored by the embedded adapters, newest first',
      query: MailQuerySchema,
    },
    async ({ query }, { deps, c }) => {
      const base = deps.database.db.select().from(mailOutbox);
      const rows = await (query.to ? base.where(eq(mailOutbox.to, query.to)) : base)
        .orderBy(desc(mailOutbox.createdAt))
        .limit(100);
      const mails = rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        links: linksIn(row.text),
      }));
      const texts = await storedTexts(deps.database.db, query.to);
      const wantsHtml =
        query.format === 'html' || (!query.format && (c.req.header('accept') ?? '').includes('text/html'));
      // `texts` sits beside `data` so readers of the mail list keep reading it as before.
      return wantsHtml ? c.html(renderMailbox(mails, texts)) : c.json({ data: mails, texts });
    },
  ),
];
