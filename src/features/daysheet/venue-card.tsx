import type { TourProviderRow } from '../../offline/day-providers';
import type { TourDayRow } from '../../offline/db';
import { ContactList, EmailLink, PhoneLink } from '../../ui/contact-links';
import { ProviderAddress } from '../../ui/provider-address';

export const CARD_CLASSES =
  'flex flex-col rounded-2xl border border-slate-200 bg-white px-3 py-2 dark:border-slate-800 dark:bg-slate-900';
/** "Venue · Name" on one line: the header must fit the first screen of a phone with the hotel. */
export const CARD_TITLE_CLASSES = 'font-semibold text-slate-900 dark:text-white';
export const CARD_KIND_CLASSES =
  'text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400';

/** The day's venue: name, address with a map link, phone and people, notes folded away. */
export function VenueCard({ day, venue }: { day: TourDayRow; venue: TourProviderRow | undefined }) {
  if (!venue) {
    const place = [day.venue, day.city, day.country].filter(Boolean).join(', ');
    return (
      <section aria-label="Venue" className={CARD_CLASSES}>
        <h2 className={CARD_TITLE_CLASSES}>
          <span className={CARD_KIND_CLASSES}>Venue</span> · {place || 'No city or venue set'}
        </h2>
      </section>
    );
  }
  return (
    <section aria-label="Venue" className={CARD_CLASSES}>
      <h2 className={CARD_TITLE_CLASSES}>
        <span className={CARD_KIND_CLASSES}>Venue</span> · {venue.name}
      </h2>
      <div className="flex flex-wrap items-center gap-x-2">
        <ProviderAddress provider={venue} />
        {venue.phone ? <PhoneLink phone={venue.phone} label={venue.name} /> : null}
        {venue.email ? <EmailLink email={venue.email} label={venue.name} /> : null}
      </div>
      {/* The first contact in full; the rest one tap away, so the schedule stays in the first screen. */}
      <ContactList contacts={venue.contacts.slice(0, 1)} />
      {venue.contacts.length > 1 ? (
        <details>
          <summary className="flex min-h-11 cursor-pointer items-center font-medium text-slate-900 dark:text-white">
            More contacts ({venue.contacts.length - 1})
          </summary>
          <ContactList contacts={venue.contacts.slice(1)} />
        </details>
      ) : null}
      {venue.notes ? (
        <details>
          <summary className="flex min-h-11 cursor-pointer items-center font-medium text-slate-900 dark:text-white">
            Venue notes
          </summary>
          <p className="whitespace-pre-line text-slate-700 dark:text-slate-300">{venue.notes}</p>
        </details>
      ) : null}
    </section>
  );
}
