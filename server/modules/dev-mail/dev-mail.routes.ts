/**
 * Dev mailbox: what the embedded mail adapter stored. Never mounted in production, and only for
 * this machine (loopback connections): its links sign anyone in as the addressee.
 */
import { desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { plainText } from '#contract/common';
import { linksIn } from '../../adapters/mail/mailer';
import { mailOutbox } from '../../db/schema/index';
import { defineRoute } from '../../http/route';
import { renderMailbox } from './mailbox-page';

const MailQuerySchema = v.object({
  to: v.optional(v.pipe(plainText(254), v.toLowerCase())),
  format: v.optional(v.picklist(['json', 'html'])),
});

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
      summary: 'Mail stored by the embedded adapter, newest first',
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
      const wantsHtml =
        query.format === 'html' || (!query.format && (c.req.header('accept') ?? '').includes('text/html'));
      return wantsHtml ? c.html(renderMailbox(mails)) : c.json({ data: mails });
    },
  ),
];
