/**
 * The writes of the user's own profile (profile.*, passport.*, emergencyContact.*) on its profile
 * tables. They are re-applied on top of each re-read of the profile while their outbox row waits,
 * are queued under PROFILE_SCOPE, and never touch a tour table.
 */
import { PROFILE_SCOPE } from '../db';
import { excerpt, type MutationDeclarations, touchesId } from './declaration';
import { patched } from './rows';

/** Pending-mark ids of the two profile sections, one row each. */
export const personalDetailsMark = 'profile:personal-details';
export const travellingDetailsMark = 'profile:travelling-details';

type ProfileName =
  | 'profile.updatePersonalDetails'
  | 'profile.updateTravellingDetails'
  | 'passport.save'
  | 'passport.delete'
  | 'emergencyContact.save'
  | 'emergencyContact.delete';

// Each effect answers PROFILE_SCOPE, or `null` when the profile was never read on this device.
export const PROFILE_WRITES = {
  'profile.updatePersonalDetails': {
    async effect(db, args) {
      const row = await db.personalDetails.get(db.userId);
      if (!row) return null;
      await db.personalDetails.put(patched(row, args.changes));
      return PROFILE_SCOPE;
    },
    // The whole details row is marked: the screens show one "waiting" mark per section.
    touches: () => [personalDetailsMark],
    describe: () => 'Personal details change',
  },
  'profile.updateTravellingDetails': {
    async effect(db, args) {
      const row = await db.travellingDetails.get(db.userId);
      if (!row) return null;
      await db.travellingDetails.put(patched(row, args.changes));
      return PROFILE_SCOPE;
    },
    touches: () => [travellingDetailsMark],
    describe: () => 'Travelling details change',
  },
  'passport.save': {
    async effect(db, args) {
      const row = await db.travellingDetails.get(db.userId);
      if (!row) return null;
      const existing = row.passports.find((passport) => passport.id === args.passport.id);
      const saved = { ...args.passport, scanFileId: existing?.scanFileId ?? null };
      const passports = existing
        ? row.passports.map((passport) => (passport.id === saved.id ? saved : passport))
        : [...row.passports, saved];
      await db.travellingDetails.put({ ...row, passports });
      return PROFILE_SCOPE;
    },
    touches: (args) => [args.passport.id],
    createdKey: 'passport',
    describe: (args) => `Passport ${args.passport.number}`,
  },
  'passport.delete': {
    async effect(db, args) {
      const row = await db.travellingDetails.get(db.userId);
      if (!row) return null;
      await db.travellingDetails.put({
        ...row,
        passports: row.passports.filter((passport) => passport.id !== args.id),
      });
      return PROFILE_SCOPE;
    },
    touches: touchesId,
    describe: () => 'Deleting a passport',
  },
  'emergencyContact.save': {
    async effect(db, args) {
      const { contact } = args;
      const existing = await db.emergencyContacts.get(contact.id);
      const others = await db.emergencyContacts.toArray();
      const position = existing?.position ?? Math.max(-1, ...others.map((row) => row.position)) + 1;
      await db.emergencyContacts.put({
        id: contact.id,
        name: contact.name,
        relation: contact.relation ?? null,
        phoneNumber: contact.phoneNumber,
        email: contact.email ?? null,
        position,
      });
      return PROFILE_SCOPE;
    },
    touches: (args) => [args.contact.id],
    createdKey: 'contact',
    describe: (args) => `Emergency contact: ${excerpt(args.contact.name)}`,
  },
  'emergencyContact.delete': {
    async effect(db, args) {
      await db.emergencyContacts.delete(args.id);
      return PROFILE_SCOPE;
    },
    touches: touchesId,
    describe: () => 'Deleting an emergency contact',
  },
} satisfies MutationDeclarations<ProfileName>;
