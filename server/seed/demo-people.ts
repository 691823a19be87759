/**
 * The demo people's profiles, written through the same services as the API: phones, dietary needs,
 * home airports, passports (one of the crew member's runs out during the demo tour, so the passport
 * warning shows), emergency contacts, and the crew member's share-information consent on the tour.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { tourPersonnel } from '../db/schema/index';
import type { AuthUser } from '../http/context';
import { createUserAddress } from '../modules/addresses/addresses.service';
import { addCitizenship } from '../modules/profile/citizenships.service';
import { saveEmergencyContact } from '../modules/profile/emergency-contacts.service';
import { savePassport } from '../modules/profile/passports.service';
import { updatePersonalDetails } from '../modules/profile/personal-details.service';
import { updateTravellingDetails } from '../modules/profile/travelling-details.service';
import { nextTourVersion } from '../sync/versioning';

const DAY_MS = 86_400_000;
const dateIn = (now: Date, days: number) =>
  new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

export interface DemoPeople {
  manager: AuthUser;
  crew: AuthUser;
  admin: AuthUser;
}

export async function seedDemoPeople(tx: Tx, people: DemoPeople, tourId: string, now: Date) {
  const { manager, crew, admin } = people;
  await createUserAddress(
    tx,
    manager,
    {
      label: 'Office',
      street: '18 Camden Lock Place',
      city: 'London',
      state: 'Greater London',
      postalCode: 'NW1 8AF',
      country: 'GB',
    },
    now,
  );
  await updatePersonalDetails(
    tx,
    manager,
    manager.id,
    {
      completeLegalName: 'Morgan Elise Manager',
      phoneNumber: '+44 20 7946 0101',
      dietaryInformation: 'No shellfish',
      birthCountryId: 'GB',
    },
    now,
  );
  await updateTravellingDetails(
    tx,
    manager,
    manager.id,
    {
      homeAirport: 'LHR',
      seatPreference: 'AISLE',
      roomType: 'KING',
      airlineFrequentFliers: [{ airline: 'British Airways', number: 'BA 48213377' }],
    },
    now,
  );
  await addCitizenship(tx, manager, { country: 'GB' }, now);
  await savePassport(
    tx,
    manager,
    {
      id: crypto.randomUUID(),
      number: '533380006',
      issueDate: dateIn(now, -2000),
      expirationDate: dateIn(now, 1650),
      issuingCountry: 'GB',
      isAlternative: false,
    },
    now,
  );
  await saveEmergencyContact(
    tx,
    manager,
    {
      id: crypto.randomUUID(),
      name: 'Robin Manager',
      relation: 'Partner',
      phoneNumber: '+44 7700 900201',
      email: 'robin@example.com',
    },
    now,
  );

  await createUserAddress(
    tx,
    crew,
    {
      label: 'Home',
      street: '7 Canal Street',
      city: 'Manchester',
      state: 'Greater Manchester',
      postalCode: 'M1 3HE',
      country: 'GB',
    },
    now,
  );
  await updatePersonalDetails(
    tx,
    crew,
    crew.id,
    {
      preferredName: 'Casey',
      phoneNumber: '+44 7700 900123',
      dietaryInformation: 'Vegetarian',
      measurements: 'T-shirt L',
      gender: 'PREFER_NOT_TO_SAY',
    },
    now,
  );
  await updateTravellingDetails(
    tx,
    crew,
    crew.id,
    {
      homeAirport: 'MAN',
      seatPreference: 'WINDOW',
      roomType: 'SINGLE',
      roomFacilities: 'Quiet room away from the lift',
    },
    now,
  );
  await addCitizenship(tx, crew, { country: 'GB' }, now);
  await addCitizenship(tx, crew, { country: 'IE' }, now);
  // Runs out ten days into "now", mid-tour: the demo's passport warning.
  await savePassport(
    tx,
    crew,
    {
      id: crypto.randomUUID(),
      number: '120382991',
      issueDate: dateIn(now, -3640),
      expirationDate: dateIn(now, 10),
      issuingCountry: 'GB',
      isAlternative: false,
    },
    now,
  );
  await savePassport(
    tx,
    crew,
    {
      id: crypto.randomUUID(),
      number: 'PX4410032',
      issueDate: dateIn(now, -400),
      expirationDate: dateIn(now, 3250),
      issuingCountry: 'IE',
      isAlternative: true,
    },
    now,
  );
  await saveEmergencyContact(
    tx,
    crew,
    {
      id: crypto.randomUUID(),
      name: 'Jamie Crew',
      relation: 'Sibling',
      phoneNumber: '+44 7700 900456',
      email: null,
    },
    now,
  );
  await updatePersonalDetails(tx, admin, admin.id, { phoneNumber: '+1 212 555 0199' }, now);

  // The crew member shares their details with the demo tour's managers.
  const version = await nextTourVersion(tx, tourId, now);
  await tx
    .update(tourPersonnel)
    .set({ shareInformation: true, version, updatedAt: now })
    .where(and(eq(tourPersonnel.tourId, tourId), eq(tourPersonnel.userId, crew.id)));
}
