import type { ReactNode } from 'react';
import { useIsOnline } from '../../lib/use-is-online';
import type { DeviceCopy } from '../../offline/use-profile';
import { ErrorState } from '../../ui/error-state';
import { Spinner } from '../../ui/spinner';

type ProfileCopyGateProps<T> = { copy: DeviceCopy<T>; children: (copy: T) => ReactNode };

/** Renders the device's copy of the profile, or says why there is none yet. */
export function ProfileCopyGate<T>({ copy, children }: ProfileCopyGateProps<T>) {
  const online = useIsOnline();
  if (copy) return children(copy);
  if (copy === null && !online) {
    return (
      <ErrorState
        title="Your profile is not on this device yet"
        message="Open it once with a connection; after that it opens offline too."
      />
    );
  }
  return <Spinner label="Loading your profile…" />;
}
