import type { Queryable } from '../db/client';
import { legalDocuments } from '../db/schema/index';

const TERMS = `These terms govern your use of Roadie, a tool for planning tours. You keep ownership of what you enter. You are responsible for the accuracy of the schedules, contacts and documents you share with your crew. We keep the service available on a best-effort basis and will tell you about material changes to these terms before they apply.`;
const PRIVACY = `Roadie stores the personal details you enter (name, contact details and, if you add them, travel documents) to plan tours with the people you share them with. Personal documents are visible only to you and to managers of tours you share them with. You can remove your account at any time; your personal data is then erased.`;

/** The first published terms and privacy policy: production needs them too, so they are not demo data. */
export async function ensureLegalDocuments(db: Queryable, now: Date) {
  const firstPublished = new Date(Math.min(Date.parse('2026-01-01T00:00:00Z'), now.getTime()));
  await db
    .insert(legalDocuments)
    .values([
      {
        kind: 'terms',
        version: '2026-01',
        title: 'Terms and conditions',
        body: TERMS,
        publishedAt: firstPublished,
      },
      {
        kind: 'privacy',
        version: '2026-01',
        title: 'Privacy policy',
        body: PRIVACY,
        publishedAt: firstPublished,
      },
    ])
    .onConflictDoNothing();
}
