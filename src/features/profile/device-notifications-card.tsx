import { CheckboxField } from '../../ui/checkbox-field';
import { ProfileCard } from './profile-card';
import { type DeviceNotificationsState, useDeviceNotifications } from './use-device-notifications';

const STATE_TEXT: Record<DeviceNotificationsState, string> = {
  reading: 'Checking this device…',
  on: 'On: this device is told about schedule changes for today and tomorrow, new messages and announcements.',
  off: 'Off: this device is not told about changes.',
  blocked:
    'Blocked by the browser. Allow notifications for this site in the browser’s settings, then switch them on here.',
  unsupported: 'Not supported on this browser. Installing the app (or another browser) may allow them.',
};

const OFFLINE_TEXT =
  'You’re offline: this can’t be changed now. It works again as soon as you are back online.';

/** The profile's switch for push notifications on this browser, with what state it is in and why. */
export function DeviceNotificationsCard() {
  const { state, online, isPending, canChange, setOn } = useDeviceNotifications();
  const changeable = state === 'on' || state === 'off';
  return (
    <ProfileCard title="Notifications">
      <CheckboxField
        role="switch"
        label="Notifications on this device"
        checked={state === 'on'}
        disabled={!canChange}
        aria-busy={isPending || undefined}
        aria-describedby="device-notifications-state"
        onChange={(event) => setOn(event.currentTarget.checked)}
      />
      <p
        id="device-notifications-state"
        aria-live="polite"
        className="text-sm text-slate-600 dark:text-slate-400"
      >
        {changeable && !online ? `${STATE_TEXT[state]} ${OFFLINE_TEXT}` : STATE_TEXT[state]}
      </p>
    </ProfileCard>
  );
}
