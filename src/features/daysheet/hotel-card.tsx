import { ROOM_TYPE_LABELS } from '#contract/accommodation';
import { dateInZone, formatShortDay, formatTime } from '../../lib/zoned-time';
import type { HotelStay } from '../../offline/day-providers';
import { PhoneLink } from '../../ui/contact-links';
import { ProviderAddress } from '../../ui/provider-address';
import { CARD_CLASSES, CARD_KIND_CLASSES, CARD_TITLE_CLASSES } from './venue-card';

const when = (iso: string, timeZone: string) =>
  `${formatShortDay(dateInZone(iso, timeZone))}, ${formatTime(iso, timeZone)}`;

/** "412 (King)", as the rooming list says it. */
const roomLabel = (room: NonNullable<HotelStay['myRoom']>) =>
  room.roomType ? `${room.name} (${ROOM_TYPE_LABELS[room.roomType]})` : room.name;

/** Where the crew sleeps tonight: the hotel, its address and phone, check-in/out and the person's room. */
export function HotelCard({ stays }: { stays: readonly HotelStay[] }) {
  if (stays.length === 0) return null;
  return (
    <>
      {stays.map(({ event, hotel, myRoom: room }) => {
        return (
          <section
            key={event.id}
            aria-label={`Hotel: ${hotel?.name ?? event.title}`}
            className={CARD_CLASSES}
          >
            <h2 className={CARD_TITLE_CLASSES}>
              <span className={CARD_KIND_CLASSES}>Hotel</span> · {hotel?.name ?? event.title}
            </h2>
            <div className="flex flex-wrap items-center gap-x-2">
              {hotel ? <ProviderAddress provider={hotel} /> : event.location ? <p>{event.location}</p> : null}
              {hotel?.phone ? <PhoneLink phone={hotel.phone} label={hotel.name} /> : null}
            </div>
            <dl className="flex flex-wrap gap-x-3 text-sm text-slate-700 dark:text-slate-300">
              <div className="flex gap-1">
                <dt className="font-medium">Check-in</dt>
                <dd>{when(event.startAt, event.timeZone)}</dd>
              </div>
              <div className="flex gap-1">
                <dt className="font-medium">Check-out</dt>
                <dd>{when(event.endAt, event.timeZone)}</dd>
              </div>
              <div className="flex gap-1">
                <dt className="font-medium">Your room</dt>
                <dd>{room ? roomLabel(room) : 'No room yet'}</dd>
              </div>
            </dl>
          </section>
        );
      })}
    </>
  );
}
