import { useState } from 'react';

const KEY = 'roadie:daysheet-own-time';

/**
 * Whether the schedule also shows the viewer's own clock. Off by default (the venue's time is the
 * one the day runs on); the choice is kept on the device, so a traveller who wants it keeps it.
 */
export function useShowOwnTime(): [boolean, (show: boolean) => void] {
  const [show, setShow] = useState(() => localStorage.getItem(KEY) === 'on');
  const change = (next: boolean) => {
    localStorage.setItem(KEY, next ? 'on' : 'off');
    setShow(next);
  };
  return [show, change];
}
