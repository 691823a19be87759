import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { UPLOAD_PURPOSES } from '#contract/files';
import { PERSONAL_FILE_KINDS } from '#contract/profile';
import { riderSupportingActs, riders } from './riders';
import { artists, tourDays, tours } from './tours';
import { users } from './users';

/**
 * What a file belongs to. TOUR and DAY files are part of the tour mirror; PERSONAL files (documents,
 * passport scans) and the AVATAR belong to one person (`owner_user_id`). RIDER files belong to a
 * rider (`rider_id`) or one of its supporting acts (`supporting_act_id`), synced as `riderFile`.
 */
export const FILE_KINDS = ['TOUR', 'DAY', 'ARTIST', 'PERSONAL', 'AVATAR', 'RIDER'] as const;
export type FileKind = (typeof FILE_KINDS)[number];
/** The kinds that belong to a tour (and so to the tour mirror, as `tourFile`). */
export const TOUR_FILE_KINDS: readonly FileKind[] = ['TOUR', 'DAY'];

/**
 * Attached files. The bytes live in file storage under `storage_key`; a row is the only way to
 * reach them. Tour and day files are synced rows of their tour: `version` is the tour version that
 * last touched the row and deletes are tombstones (`deleted_at`), as for every synced table.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: FILE_KINDS }).notNull(),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    tourId: uuid('tour_id').references(() => tours.id, { onDelete: 'cascade' }),
    tourDayId: uuid('tour_day_id').references(() => tourDays.id, { onDelete: 'cascade' }),
    artistId: uuid('artist_id').references(() => artists.id, { onDelete: 'cascade' }),
    /** The person a PERSONAL or AVATAR file belongs to (the only one who may change it). */
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** What a PERSONAL file is: one of the profile's documents, or a passport scan. */
    documentKind: text('document_kind', { enum: PERSONAL_FILE_KINDS }),
    riderId: uuid('rider_id').references(() => riders.id, { onDelete: 'cascade' }),
    supportingActId: uuid('supporting_act_id').references(() => riderSupportingActs.id, {
      onDelete: 'cascade',
    }),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // One set of bytes is attached once: consuming a staged upload twice cannot make two rows share it.
    uniqueIndex('files_storage_key_unique').on(t.storageKey),
    index('files_sync_idx').on(t.tourId, t.version),
    index('files_day_idx').on(t.tourDayId),
    index('files_owner_idx').on(t.ownerUserId),
    index('files_rider_idx').on(t.riderId),
    // One live document of each kind per person; passport scans are one per passport instead.
    uniqueIndex('files_personal_document_unique')
      .on(t.ownerUserId, t.documentKind)
      .where(sql`${t.deletedAt} is null and ${t.kind} = 'PERSONAL' and ${t.documentKind} <> 'PASSPORT'`),
    // The owner columns a kind needs are always there, so access checks never meet a file of nobody.
    check(
      'files_kind_owner_check',
      sql`(${t.kind} <> 'TOUR' or (${t.tourId} is not null and ${t.tourDayId} is null)) and (${t.kind} <> 'DAY' or (${t.tourId} is not null and ${t.tourDayId} is not null))`,
    ),
    check(
      'files_rider_owner_check',
      sql`${t.kind} <> 'RIDER' or (${t.tourId} is not null and ${t.riderId} is not null)`,
    ),
    check(
      'files_personal_owner_check',
      sql`(${t.kind} not in ('PERSONAL', 'AVATAR') or ${t.ownerUserId} is not null) and (${t.kind} <> 'PERSONAL' or ${t.documentKind} is not null)`,
    ),
  ],
);

/**
 * Uploaded bytes not attached to anything yet, owned by their uploader. Attaching consumes the row
 * (the file row takes over the key); rows older than STAGED_UPLOAD_TTL_HOURS are pruned with their bytes.
 */
export const stagedUploads = pgTable(
  'staged_uploads',
  {
    key: text('key').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    purpose: text('purpose', { enum: UPLOAD_PURPOSES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staged_uploads_owner_idx').on(t.ownerId),
    index('staged_uploads_created_idx').on(t.createdAt),
  ],
);
