import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { GENDERS } from '#contract/profile';
import { ROOM_TYPES, SEAT_PREFERENCES } from '#contract/travelling-details';
import { artists } from './tours';
import { users } from './users';

/**
 * Personal and travelling details of one person, one row per user, created on
 * first write. Private: readable by the person and by managers of tours the person shares them with.
 */
export const userProfiles = pgTable('user_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  completeLegalName: text('complete_legal_name'),
  preferredName: text('preferred_name'),
  birthDate: date('birth_date'),
  birthCity: text('birth_city'),
  birthCountryId: text('birth_country_id'),
  gender: text('gender', { enum: GENDERS }),
  phoneNumber: text('phone_number'),
  dietaryInformation: text('dietary_information'),
  educationalInformation: text('educational_information'),
  measurements: text('measurements'),
  addressId: uuid('address_id'),
  avatarFileId: uuid('avatar_file_id'),
  airlineFrequentFliers: jsonb('airline_frequent_fliers')
    .$type<{ airline: string; number: string }[]>()
    .notNull()
    .default([]),
  clearNumbers: text('clear_numbers'),
  homeAirport: text('home_airport'),
  seatPreference: text('seat_preference', { enum: SEAT_PREFERENCES }),
  roomType: text('room_type', { enum: ROOM_TYPES }),
  roomFacilities: text('room_facilities'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Postal addresses of a person (`userId`) or of an artist (`artistId`): exactly one owner. */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    artistId: uuid('artist_id').references(() => artists.id, { onDelete: 'cascade' }),
    label: text('label'),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    index('addresses_artist_idx').on(t.artistId),
    check('addresses_one_owner_check', sql`(${t.userId} is null) <> (${t.artistId} is null)`),
  ],
);

export const passports = pgTable(
  'passports',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    issueDate: date('issue_date'),
    expirationDate: date('expiration_date').notNull(),
    issuingCountry: text('issuing_country').notNull(),
    isAlternative: boolean('is_alternative').notNull().default(false),
    /** The photo page scan: a PERSONAL file owned by the same user. */
    scanFileId: uuid('scan_file_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('passports_user_idx').on(t.userId)],
);

export const emergencyContacts = pgTable(
  'emergency_contacts',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    relation: text('relation'),
    phoneNumber: text('phone_number').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('emergency_contacts_user_idx').on(t.userId)],
);

export const citizenships = pgTable(
  'citizenships',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('citizenships_user_country_unique').on(t.userId, t.country)],
);
