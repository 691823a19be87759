/**
 * Riders and their parts, each a synced row of the tour (version stamp and tombstone). Lines,
 * people, labor and supporting acts are one row each, never a list rewritten whole, so two
 * people's offline edits of one section both survive. Rider files are `files` rows of kind RIDER.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { RIDER_ITEM_SECTIONS, RIDER_TYPE_IDS } from '#contract/riders';
import { synced } from './tours';
import { users } from './users';

export const riders = pgTable(
  'riders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    type: text('type', { enum: RIDER_TYPE_IDS }).notNull(),
    notes: text('notes'),
    ...synced(),
  },
  (t) => [index('riders_sync_idx').on(t.tourId, t.version)],
);

const riderId = () =>
  uuid('rider_id')
    .notNull()
    .references(() => riders.id, { onDelete: 'cascade' });

export const riderItems = pgTable(
  'rider_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    riderId: riderId(),
    section: text('section', { enum: RIDER_ITEM_SECTIONS }).notNull(),
    label: text('label').notNull(),
    details: text('details'),
    quantity: integer('quantity'),
    position: integer('position').notNull(),
    ...synced(),
  },
  (t) => [
    index('rider_items_rider_idx').on(t.riderId),
    index('rider_items_sync_idx').on(t.tourId, t.version),
  ],
);

export const riderPersonnel = pgTable(
  'rider_personnel',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    riderId: riderId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role'),
    position: integer('position').notNull(),
    ...synced(),
  },
  (t) => [
    uniqueIndex('rider_personnel_rider_user_unique')
      .on(t.riderId, t.userId)
      .where(sql`${t.deletedAt} is null`),
    index('rider_personnel_sync_idx').on(t.tourId, t.version),
  ],
);

export const riderSupportingActs = pgTable(
  'rider_supporting_acts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    riderId: riderId(),
    name: text('name').notNull(),
    contactName: text('contact_name'),
    email: text('email'),
    phone: text('phone'),
    notes: text('notes'),
    position: integer('position').notNull(),
    ...synced(),
  },
  (t) => [
    index('rider_supporting_acts_rider_idx').on(t.riderId),
    index('rider_supporting_acts_sync_idx').on(t.tourId, t.version),
  ],
);

/** People who are not users: the rider's external personnel, or a supporting act's personnel. */
export const riderExternalPeople = pgTable(
  'rider_external_people',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    riderId: riderId(),
    supportingActId: uuid('supporting_act_id').references(() => riderSupportingActs.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    role: text('role'),
    email: text('email'),
    phone: text('phone'),
    notes: text('notes'),
    position: integer('position').notNull(),
    ...synced(),
  },
  (t) => [
    index('rider_external_people_rider_idx').on(t.riderId),
    index('rider_external_people_sync_idx').on(t.tourId, t.version),
  ],
);

export const riderLaborTypes = pgTable(
  'rider_labor_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    ...synced(),
  },
  (t) => [
    uniqueIndex('rider_labor_types_tour_name_unique')
      .on(t.tourId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
    index('rider_labor_types_sync_idx').on(t.tourId, t.version),
  ],
);

export const riderLabors = pgTable(
  'rider_labors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    riderId: riderId(),
    laborTypeId: uuid('labor_type_id')
      .notNull()
      .references(() => riderLaborTypes.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    startTime: text('start_time'),
    endTime: text('end_time'),
    notes: text('notes'),
    position: integer('position').notNull(),
    ...synced(),
  },
  (t) => [
    index('rider_labors_rider_idx').on(t.riderId),
    index('rider_labors_sync_idx').on(t.tourId, t.version),
  ],
);
