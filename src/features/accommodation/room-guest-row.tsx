import { mutate } from '../../offline/user-sync';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { roomWrite } from './use-room-write';
import type { RoomGuest, RoomView } from './use-rooming-list';

type RoomGuestRowProps = { guest: RoomGuest; room: RoomView; rooms: readonly RoomView[] };

/** One person in a room: move them to another room of the stay, or take them out. */
export function RoomGuestRow({ guest, room, rooms }: RoomGuestRowProps) {
  const others = rooms.filter((r) => r.id !== room.id);
  const move = (roomId: string) => {
    const target = others.find((r) => r.id === roomId);
    if (!target) return;
    void roomWrite(
      () => mutate('room.moveMember', { id: guest.memberId, roomId }),
      `${guest.name} moved to ${target.name}`,
    );
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 text-slate-800 dark:text-slate-200">
      <span>{guest.name}</span>
      <div className="flex items-end gap-2">
        {others.length > 0 ? (
          <SelectField
            label={`Move ${guest.name} to`}
            hideLabel
            options={[
              { value: '', label: 'Move to…' },
              ...others.map((r) => ({ value: r.id, label: r.name })),
            ]}
            value=""
            onChange={(event) => move(event.target.value)}
          />
        ) : null}
        <Button
          variant="ghost"
          aria-label={`Take ${guest.name} out of ${room.name}`}
          onClick={() =>
            void roomWrite(
              () => mutate('room.removeMember', { id: guest.memberId }),
              `${guest.name} left ${room.name}`,
            )
          }
        >
          Remove
        </Button>
      </div>
    </li>
  );
}
