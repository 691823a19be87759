import { type FormEvent, useState } from 'react';
import { mutate } from '../../offline/user-sync';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { ROOM_TYPE_OPTIONS, toRoomType } from './room-type-options';
import { roomWrite } from './use-room-write';

/** A room number or name and its type, then "Add room" (works offline). */
export function AddRoomForm({ eventId }: { eventId: string }) {
  const [name, setName] = useState('');
  const [roomType, setRoomType] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const room = { name, roomType: toRoomType(roomType) };
    if (await roomWrite(() => mutate('room.create', { eventId, room }), `Room ${name.trim()} added`)) {
      setName('');
      setRoomType('');
    }
  };
  return (
    <form
      noValidate
      aria-label="New room"
      onSubmit={submit}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <TextField
        label="Room number or name"
        className="flex-1"
        value={name}
        maxLength={40}
        onChange={(event) => setName(event.target.value)}
      />
      <SelectField
        label="Room type"
        options={ROOM_TYPE_OPTIONS}
        value={roomType}
        onChange={(event) => setRoomType(event.target.value)}
      />
      <Button type="submit" disabled={name.trim() === ''}>
        Add room
      </Button>
    </form>
  );
}
