/** The user's own profile: always the pushing user's, never anyone else's. */
import {
  deleteEmergencyContact,
  saveEmergencyContact,
} from '../../modules/profile/emergency-contacts.service';
import { deletePassport, savePassport } from '../../modules/profile/passports.service';
import { updatePersonalDetails } from '../../modules/profile/personal-details.service';
import { updateTravellingDetails } from '../../modules/profile/travelling-details.service';
import type { MutatorsOf } from './mutator';

export const PROFILE_MUTATORS: MutatorsOf<'profile' | 'passport' | 'emergencyContact'> = {
  'profile.updatePersonalDetails': {
    run: (db, actor, args, now) => updatePersonalDetails(db, actor, actor.id, args.changes, now),
  },
  'profile.updateTravellingDetails': {
    run: (db, actor, args, now) => updateTravellingDetails(db, actor, actor.id, args.changes, now),
  },
  'passport.save': { run: (db, actor, args, now) => savePassport(db, actor, args.passport, now) },
  'passport.delete': { run: (db, actor, args, now) => deletePassport(db, actor, args.id, now) },
  'emergencyContact.save': {
    run: (db, actor, args, now) => saveEmergencyContact(db, actor, args.contact, now),
  },
  'emergencyContact.delete': {
    run: (db, actor, args, now) => deleteEmergencyContact(db, actor, args.id, now),
  },
};
