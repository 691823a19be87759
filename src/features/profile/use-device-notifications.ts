import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { isApiError } from '../../api/api-error';
import {
  type DevicePushState,
  readDevicePushState,
  turnOffPush,
  turnOnPush,
  whenWorkerReady,
} from '../../api/push-device';
import { useIsOnline } from '../../lib/use-is-online';

export type DeviceNotificationsState = DevicePushState | 'reading';

const COULD_NOT_CHANGE = 'This browser could not change notifications. Try again in a moment.';

/**
 * This device's notifications: what the browser says now, and switching them on (permission,
 * subscribe, register) or off (unregister, unsubscribe). Both need the server: offline, the
 * switch is disabled and says so.
 */
export function useDeviceNotifications() {
  const online = useIsOnline();
  const [state, setState] = useState<DeviceNotificationsState>('reading');
  useEffect(() => {
    let current = true;
    const read = () =>
      readDevicePushState().then(
        (next) => current && setState(next),
        () => current && setState('unsupported'),
      );
    void read();
    // The first read waits a few seconds for the service worker; one that comes later reads again.
    void whenWorkerReady().then(() => current && read());
    return () => {
      current = false;
    };
  }, []);
  const change = useMutation({
    mutationFn: (on: boolean) => (on ? turnOnPush() : turnOffPush()),
    onSuccess: (next) => setState(next),
    onError: (error) => toast.error(isApiError(error) ? error.message : COULD_NOT_CHANGE),
  });
  const canChange = online && !change.isPending && (state === 'on' || state === 'off');
  return {
    state,
    online,
    isPending: change.isPending,
    canChange,
    setOn: (on: boolean) => change.mutate(on),
  };
}
