import { type FormEvent, useId, useState } from 'react';
import { mutate } from '../../offline/user-sync';
import { Button } from '../../ui/button';
import { PendingMarker } from '../../ui/pending-marker';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { RoomGuestRow } from './room-guest-row';
import { ROOM_TYPE_OPTIONS, toRoomType } from './room-type-options';
import { roomWrite } from './use-room-write';
import type { RoomPerson, RoomView } from './use-rooming-list';

type RoomEditorCardProps = {
  room: RoomView;
  rooms: readonly RoomView[];
  unassigned: readonly RoomPerson[];
  pending: boolean;
};

/** One room for managers: rename or retype it, delete it, put people in, move or remove them. */
export function RoomEditorCard({ room, rooms, unassigned, pending }: RoomEditorCardProps) {
  const titleId = useId();
  const [name, setName] = useState(room.name);
  const [roomType, setRoomType] = useState(room.roomType ?? '');
  const save = (event: FormEvent) => {
    event.preventDefault();
    void roomWrite(
      () => mutate('room.update', { id: room.id, changes: { name, roomType: toRoomType(roomType) } }),
      'Room saved',
    );
  };
  const add = (userId: string) => {
    const person = unassigned.find((p) => p.userId === userId);
    if (!person) return;
    void roomWrite(
      () => mutate('room.addMember', { roomId: room.id, member: { userId } }),
      `${person.name} is in ${room.name}`,
    );
  };
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
          Room {room.name} {pending ? <PendingMarker /> : null}
        </h2>
        <Button
          variant="danger"
          aria-label={`Delete room ${room.name}`}
          onClick={() =>
            void roomWrite(() => mutate('room.delete', { id: room.id }), `Room ${room.name} deleted`)
          }
        >
          Delete
        </Button>
      </div>
      <form
        noValidate
        aria-label={`Room ${room.name} details`}
        onSubmit={save}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <TextField
          label="Room number or name"
          className="flex-1"
          value={name}
          maxLength={40}
          onChange={(e) => setName(e.target.value)}
        />
        <SelectField
          label="Room type"
          options={ROOM_TYPE_OPTIONS}
          value={roomType}
          onChange={(e) => setRoomType(e.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={name.trim() === ''}>
          Save
        </Button>
      </form>
      <ul aria-label={`Guests in ${room.name}`} className="flex flex-col gap-1">
        {room.guests.map((guest) => (
          <RoomGuestRow key={guest.memberId} guest={guest} room={room} rooms={rooms} />
        ))}
      </ul>
      {unassigned.length > 0 ? (
        <SelectField
          label={`Put someone in ${room.name}`}
          options={[
            { value: '', label: 'Choose a person…' },
            ...unassigned.map((p) => ({ value: p.userId, label: p.name })),
          ]}
          value=""
          onChange={(event) => add(event.target.value)}
        />
      ) : null}
    </li>
  );
}
