import { useState } from 'react';
import { ArchiveToggle } from '../../ui/archive-toggle';
import { BookingWarningList } from '../../ui/booking-warnings';
import { ContactList } from '../../ui/contact-links';
import { Logo } from '../../ui/logo';
import { ProviderAddress } from '../../ui/provider-address';

const VENUE = {
  name: 'Harbour Hall',
  addressLine: '1 Quay Street',
  city: 'Auckland',
  country: 'NZ',
  postalCode: '1010',
  placeId: null,
};

const CONTACTS = [
  { name: 'Sam Lee', role: 'Production manager', phone: '+64 9 555 0100', email: 'sam@example.com' },
];

/** Archives and restores on this page only (nothing is sent): the toggle with its dialog and toasts. */
function DemoArchiveToggle() {
  const [tour, setTour] = useState({ name: 'Winter tour', archived: false });
  return (
    <ArchiveToggle
      item={tour}
      noun="tour"
      explanation="An archived tour leaves the dashboard; Archived lists it with Restore."
      setArchived={(archived) => Promise.resolve({ ...tour, archived })}
      onChanged={setTour}
    />
  );
}

/** The smaller shared pieces: the logo, a venue's address and contacts, booking warnings, archiving. */
export function PiecesSection() {
  return (
    <div className="flex flex-col gap-4">
      <Logo />
      <div>
        <p className="font-semibold">{VENUE.name}</p>
        <ProviderAddress provider={VENUE} />
        <ContactList contacts={CONTACTS} />
      </div>
      <BookingWarningList warnings={['Casey Roadie is booked on Spring Tour on 2027-04-12']} />
      <DemoArchiveToggle />
    </div>
  );
}
